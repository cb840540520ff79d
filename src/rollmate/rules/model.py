"""The frozen base model every boundary type shares: typed fields, immutable, unknown keys refused.

rollmate's values are checked where they enter (sheets.py and each game's sheet keys check every key and give
messages for people; the roll log checks its own rows), so the models themselves need only be typed records that
can be copied, dumped to JSON and read back. This base does that in plain Python, with the pydantic-style names
(model_copy, model_dump, model_validate...) the rest of the code uses, instead of importing pydantic on every start:
a one-shot roll must start about as fast as a bare dice roller.

Reading back (the constructor and model_validate) rebuilds nested models from dicts and lists into the declared
tuples, turns ints into declared floats, and refuses values of the wrong kind for str, int, float and bool fields
with a TypeError, so a damaged log row is caught where it is read.
"""

from __future__ import annotations

import json
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, ClassVar, Literal, Union

_MISSING: Any = object()
_WRITE_AFTER = 50  # records of a class made the general way before the class writes its own constructor
Coerce = Callable[[Any], Any]


class once:  # noqa: N801  (used like functools.cached_property)
    """A value worked out on first reading and kept on the instance: functools.cached_property without the lock
    it takes on every first reading in Python 3.11 (the plans that use this live in one thread)."""

    def __init__(self, func: Callable[[Any], Any]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


class FieldInfo:
    """What Field() gives: a default, or a factory making a fresh default for each instance."""

    __slots__ = ("default", "default_factory")

    def __init__(self, default: Any = _MISSING, default_factory: Callable[[], Any] | None = None) -> None:
        self.default = default
        self.default_factory = default_factory


def Field(default: Any = _MISSING, *, default_factory: Callable[[], Any] | None = None) -> Any:  # noqa: N802
    return FieldInfo(default, default_factory)


class Frozen:
    """An immutable record whose fields are its class annotations (with defaults), in the order declared."""

    _spec: ClassVar[dict[str, tuple[Any, Callable[[], Any] | None, Coerce | None]] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._spec = None  # built on first use: annotations may name classes defined later in the module
        cls._defaults = {}  # type: ignore[attr-defined]
        for klass in reversed(cls.__mro__):
            for name in vars(klass).get("__annotations__", {}):
                if name.startswith("_") or _is_classvar(klass, name):
                    continue
                cls._defaults[name] = vars(klass).get(name, _MISSING)  # type: ignore[attr-defined]
        if "__init__" not in vars(cls):
            cls.__init__ = Frozen.__init__  # type: ignore[method-assign]  # never a parent's own (see __init__)

    @classmethod
    def _fields(cls) -> dict[str, tuple[Any, Callable[[], Any] | None, Coerce | None]]:
        """name -> (default, factory, checking coercer): what model_validate uses on data read back."""
        spec = cls.__dict__.get("_spec")
        if spec is None:
            hints = _hints(cls)
            spec = {}
            for name, value in cls._defaults.items():  # type: ignore[attr-defined]
                factory = value.default_factory if isinstance(value, FieldInfo) else None
                default = value.default if isinstance(value, FieldInfo) else value
                if type(default) in (dict, list, set):  # never shared between instances
                    factory, default = type(default), _MISSING
                spec[name] = (default, factory, _coercer(hints[name], strict=True))
            cls._spec = spec
            cls._fast = (  # type: ignore[attr-defined]
                {name: d for name, (d, _, _) in spec.items()},
                [(name, f) for name, (_, f, _) in spec.items() if f is not None],
                {name: c for name, c in ((n, _coercer(hints[n], strict=False)) for n in spec) if c is not None},
                {name: c for name, (_, _, c) in spec.items() if c is not None},
                [name for name, (d, f, _) in spec.items() if d is _MISSING and f is None],
            )
        return spec

    def __init__(self, **data: Any) -> None:
        """Built by code: only the shape is put right (lists to the declared tuples, dicts to nested models).

        A class whose records are made often (one for every word read, every step explained) writes its own
        constructor that does the same in a fraction of the time (see _constructor); writing it costs about as much
        as a few hundred records, so a one-shot roll, which makes a few of each, never pays for it."""
        cls = type(self)
        made = cls.__dict__.get("_made", 0) + 1
        cls._made = made  # type: ignore[attr-defined]
        if made > _WRITE_AFTER:
            cls.__init__ = _constructor(cls)  # type: ignore[method-assign]
        self._build(data, strict=False)

    def _build(self, data: dict[str, Any], *, strict: bool) -> None:
        cls = type(self)
        if cls.__dict__.get("_spec") is None:
            cls._fields()
        defaults, factories, shapers, checkers, required = cls._fast  # type: ignore[attr-defined]
        if not data.keys() <= defaults.keys():
            unknown = data.keys() - defaults.keys()
            raise TypeError(f"{cls.__name__}: unknown field(s) {', '.join(sorted(map(str, unknown)))}")
        coercers = checkers if strict else shapers
        for name in coercers.keys() & data.keys():
            data[name] = coercers[name](data[name])
        for name in required:
            if name not in data:
                raise TypeError(f"{cls.__name__}: the field {name!r} is required")
        values = {**defaults, **data}
        for name, factory in factories:
            if name not in data:
                values[name] = factory()
        object.__setattr__(self, "__dict__", values)

    def __setattr__(self, name: str, value: Any) -> None:
        raise TypeError(f"{type(self).__name__} is frozen: make a changed copy with model_copy(update=...)")

    def __delattr__(self, name: str) -> None:
        raise TypeError(f"{type(self).__name__} is frozen")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"

    # --- the pydantic-style API -----------------------------------------------------------------------------------

    def model_copy(self, *, update: dict[str, Any] | None = None) -> Any:
        """A copy with some fields replaced (not checked again: the caller gives values of the right type)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        if update:
            unknown = set(update) - set(self.__dict__)
            if unknown:
                raise TypeError(f"{type(self).__name__}: unknown field(s) {', '.join(sorted(unknown))}")
            new.__dict__.update(update)
        return new

    def with_changes(self, **changes: Any) -> Any:
        """A copy with some fields replaced, each put in shape as the constructor does (a list of faces becomes a
        tuple); the fields not named are shared with this record, which is frozen too."""
        cls = type(self)
        cls._fields()
        shapers = cls._fast[2]  # type: ignore[attr-defined]
        for name in shapers.keys() & changes.keys():
            changes[name] = shapers[name](changes[name])
        return self.model_copy(update=changes)

    def model_dump(self, *, exclude: set[str] | None = None, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        """The fields as plain Python values (nested models as dicts; tuples stay tuples, or become lists in JSON
        mode)."""
        return {k: _dump(v, mode == "json") for k, v in self.__dict__.items() if not exclude or k not in exclude}

    def model_dump_json(self, *, exclude: set[str] | None = None) -> str:
        return json.dumps(self.model_dump(exclude=exclude), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def model_validate(cls, data: Any) -> Any:
        if isinstance(data, cls):
            return data
        if not isinstance(data, dict):
            raise TypeError(f"{cls.__name__}: expected an object, not {type(data).__name__}")
        new = object.__new__(cls)
        new._build(dict(data), strict=True)  # read back: every value's kind is checked too
        return new

    @classmethod
    def model_validate_json(cls, text: str | bytes) -> Any:
        return cls.model_validate(json.loads(text))


def _constructor(cls: type[Frozen]) -> Callable[..., None]:
    """An __init__ for `cls` written out as source once, as the standard dataclasses module does: keyword arguments
    with the declared defaults, a fresh value from each factory, the shape put right where the field has a shaper,
    and every field set in one step. It does what _build(strict=False) does, in a fraction of the time."""
    cls._fields()
    defaults, factories, shapers, _, required = cls._fast  # type: ignore[attr-defined]
    factory = dict(factories)
    env: dict[str, Any] = {"_MISSING": _MISSING, "_setattr": object.__setattr__, "_cls": cls,
                           "_unknown": _unknown_fields, "_required": _required_field,
                           "_type": type, "_tuple": tuple, "_set": set, "_map": map}
    params, lines = [], ["    if _extra:", "        _unknown(_cls, _extra)"]
    for k, name in enumerate(defaults):
        if name in factory or name in required:
            params.append(f"{name}=_MISSING")
        else:
            env[f"_d{k}"] = defaults[name]
            params.append(f"{name}=_d{k}")
        if name in required:
            lines += [f"    if {name} is _MISSING:", f"        _required(_cls, {name!r})"]
        if name in shapers:
            env[f"_s{k}"] = shapers[name]
            given = f"{name} is not _MISSING" if (name in factory or name in required) else f"{name} is not _d{k}"
            needed = _NEEDED.get(shapers[name])
            if needed is not None:  # the value is usually in shape already: checked here rather than in a call
                condition, env[f"_r{k}"] = needed
                given += " and " + condition.format(v=name, r=f"_r{k}")
            lines += [f"    if {given}:", f"        {name} = _s{k}({name})"]
        if name in factory:
            env[f"_f{k}"] = factory[name]
            lines += [f"    if {name} is _MISSING:", f"        {name} = _f{k}()"]
    fields = ", ".join(f"{name!r}: {name}" for name in defaults)
    lines.append(f"    _setattr(self, '__dict__', {{{fields}}})")
    source = f"def __init__(self, *, {', '.join([*params, '**_extra'])}):\n" + "\n".join(lines) + "\n"
    exec(source, env)  # noqa: S102  (the source is made from the class's own field names, above)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = Frozen.__init__.__doc__
    return init  # type: ignore[no-any-return]


def _unknown_fields(cls: type, extra: dict[str, Any]) -> None:
    raise TypeError(f"{cls.__name__}: unknown field(s) {', '.join(sorted(extra))}")


def _required_field(cls: type, name: str) -> None:
    raise TypeError(f"{cls.__name__}: the field {name!r} is required")


def _is_classvar(klass: type, name: str) -> bool:
    annotation = vars(klass)["__annotations__"][name]
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    return str(text).startswith(("ClassVar", "typing.ClassVar"))


def _hints(cls: type) -> dict[str, Any]:
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if "__annotations__" not in vars(klass):
            continue
        module = sys.modules.get(klass.__module__)
        namespace = {**vars(typing), **(vars(module) if module else {})}
        for name, annotation in vars(klass)["__annotations__"].items():
            hints[name] = eval(annotation, namespace) if isinstance(annotation, str) else annotation  # noqa: S307
    return hints


def _dump(value: Any, as_json: bool) -> Any:
    if isinstance(value, Frozen):
        return value.model_dump(mode="json" if as_json else "python")
    if isinstance(value, tuple):
        return [_dump(v, as_json) for v in value] if as_json else tuple(_dump(v, as_json) for v in value)
    if isinstance(value, list):
        return [_dump(v, as_json) for v in value]
    if isinstance(value, dict):
        return {k: _dump(v, as_json) for k, v in value.items()}
    return value


def _coercer(hint: Any, *, strict: bool) -> Coerce | None:
    """How a value becomes the declared type; None when it is taken as it is. Strict (data read back) also checks
    the kind of every str, int, float, bool and Literal value; otherwise only the shape is put right."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if isinstance(hint, type) and issubclass(hint, Frozen):
        _NEEDED[hint.model_validate] = ("_type({v}) is not {r}", hint)
        return hint.model_validate
    if hint in (str, int, bool):
        return _checker(hint) if strict else None
    if hint is float:
        return _to_float
    if origin is tuple:
        inner = _coercer(args[0], strict=strict) if args else None
        if len(args) == 2 and args[1] is Ellipsis:
            if inner is None:
                return _as_tuple
            model = args[0]
            if not strict and isinstance(model, type) and issubclass(model, Frozen):  # built by code: usually right
                only = {model}
                shaper = lambda v: (v if type(v) is tuple and set(map(type, v)) <= only  # noqa: E731
                                    else tuple(inner(x) for x in v))  # type: ignore[misc]
                _NEEDED[shaper] = ("not (_type({v}) is _tuple and _set(_map(_type, {v})) <= {r})", only)
                return shaper
            return lambda v: tuple(inner(x) for x in v)  # type: ignore[misc]
        parts = [_coercer(a, strict=strict) for a in args]
        if not any(parts):
            return lambda v: v if type(v) is tuple else tuple(v)
        return lambda v: tuple(v if c is None else c(v) for c, v in zip(parts, v, strict=True))
    if origin is dict:
        value = _coercer(args[1], strict=strict) if len(args) == 2 else None
        if value is None:
            return dict if strict else None
        return lambda v: {k: value(x) for k, x in v.items()}
    if origin in (Union, types.UnionType):
        arms = [a for a in args if a is not type(None)]
        inner = _coercer(arms[0], strict=strict) if len(arms) == 1 else None
        if inner is None:
            return None
        optional = lambda v: None if v is None else inner(v)  # noqa: E731
        if inner in _NEEDED:  # None, or what the inner shaper takes as it is
            condition, ref = _NEEDED[inner]
            _NEEDED[optional] = ("{v} is not None and " + condition, ref)
        return optional
    if origin is Literal and strict:
        allowed = args
        return lambda v: v if v in allowed else _refuse(f"one of {allowed}", v)
    return None


# Shaper -> when it must run, as source over the value {v} and a reference {r} (a class, a set of classes), with
# that reference: a written constructor checks this in place and calls the shaper only for a value out of shape.
_NEEDED: dict[Coerce, tuple[str, Any]] = {}


def _as_tuple(value: Any) -> tuple[Any, ...]:
    """A sequence as the declared tuple (a written constructor does this check in place, see _constructor)."""
    return value if type(value) is tuple else tuple(value)


_NEEDED[_as_tuple] = ("_type({v}) is not _tuple", None)  # _type, _tuple: a field may be called 'type'


def _checker(kind: type) -> Coerce:
    def check(value: Any) -> Any:
        if type(value) is kind or (kind is int and isinstance(value, int) and not isinstance(value, bool)):
            return value
        if kind is str and isinstance(value, str):
            return value
        return _refuse(kind.__name__, value)
    return check


def _to_float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return _refuse("float", value)
    return float(value)


def _refuse(wanted: str, value: Any) -> Any:
    raise TypeError(f"expected {wanted}, not {type(value).__name__} {value!r:.40}")
