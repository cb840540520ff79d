"""Records to plain data and back: a record dumped for JSON, and one read back from a file, checked by pydantic.

rollmate's records are frozen stdlib dataclasses. Code makes them with the right types, so nothing is checked
then; a record read back from a file (the roll log) may be damaged, so it goes through pydantic, which rebuilds
nested records, turns lists into the declared tuples and refuses values of the wrong kind. pydantic is imported
only when a record is read back.

FrozenRecord is the base a frozen record class is declared on with `eq=False, repr=False`: it compares, hashes and
shows the record exactly as the methods the dataclass would compile for it (its fields in order, each field's
compare, hash and repr as declared), written once for them all. Python 3.11 compiles every method of every dataclass
from text at import, about 0.2 ms a class for these three: a one-shot roll builds some fifty record classes.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from functools import cache
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar

T = TypeVar("T")

__all__ = ["FrozenRecord", "changed", "dump", "dump_json", "from_table", "load", "load_json"]


class FrozenRecord:
    """A frozen record's ==, hash() and repr(), as @dataclass(frozen=True) would make them for its class."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            key = _compared(self.__class__)
            return key(self) == key(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(_hashed(self.__class__)(self))

    @recursive_repr("...")
    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _shown(self.__class__))
        return f"{self.__class__.__qualname__}({shown})"


def _as_tuple(names: tuple[str, ...]) -> Any:
    """A function giving a record's values of `names` as one tuple (attrgetter gives one name's value bare)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda record: (one(record),)
    return lambda record: ()


@cache
def _compared(kind: type) -> Any:
    return _as_tuple(tuple(f.name for f in fields(kind) if f.compare))


@cache
def _hashed(kind: type) -> Any:
    return _as_tuple(tuple(f.name for f in fields(kind) if (f.compare if f.hash is None else f.hash)))


@cache
def _shown(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(kind) if f.repr)


def dump(record: Any, *, exclude: set[str] | frozenset[str] = frozenset(), as_json: bool = False) -> dict[str, Any]:
    """A record's fields as plain values: nested records as dicts, tuples kept (lists when as_json)."""
    names = _names(type(record))
    if exclude:
        names = tuple(name for name in names if name not in exclude)
    return {name: _plain(getattr(record, name), as_json) for name in names}


def dump_json(record: Any, *, exclude: set[str] | frozenset[str] = frozenset()) -> str:
    import json  # only when a record is written: a roll answered without a log file never loads it

    return json.dumps(dump(record, exclude=exclude, as_json=True), separators=(",", ":"), ensure_ascii=False)


def load(kind: type[T], data: Any) -> T:
    """A record of `kind` from plain data read back; a value of the wrong kind raises TypeError, naming it."""
    if isinstance(data, kind):
        return data
    from pydantic import ValidationError

    try:
        return _adapter(kind).validate_python(data)  # type: ignore[no-any-return]
    except ValidationError as error:
        raise _named(kind, error) from None


def _named(kind: type, error: Any) -> TypeError:
    first = error.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return TypeError(f"{kind.__name__}: {where}: {first['msg']}")


def load_json(kind: type[T], text: str | bytes) -> T:
    """A record of `kind` from JSON text, strictly: a number where text belongs is refused, not converted."""
    from pydantic import ValidationError

    try:
        return _adapter(kind).validate_json(text, strict=True)  # type: ignore[no-any-return]
    except ValidationError as error:
        raise _named(kind, error) from None


def changed(record: T, **changes: Any) -> T:
    """dataclasses.replace, with a list given for a tuple field made a tuple (a record is frozen all the way)."""
    for name, value in changes.items():
        if type(value) is list:
            changes[name] = tuple(value)
    return replace(record, **changes)  # type: ignore[type-var]


def from_table(kind: type[T], table: dict[str, Any], **nested: Any) -> T:
    """A record from one table of a game's data file (already checked against the game's schema): its lists become
    the declared tuples; `nested` gives the fields the caller built as records themselves."""
    values = {k: tuple(v) if type(v) is list else v for k, v in table.items()}
    return kind(**{**values, **nested})


@cache
def _adapter(kind: type) -> Any:
    from pydantic import TypeAdapter

    _lent(kind, set())
    return TypeAdapter(kind)


def _lent(kind: type, seen: set[type]) -> None:
    """Every record type a record's fields name, put in the namespace of the module that names it: a module may lend
    records that only some answers make from another, loaded the first time one is named (PEP 562 `__getattr__`,
    as rules/request.py does), while pydantic reads a field's type from the module's namespace itself."""
    import re
    import sys

    seen.add(kind)
    module = sys.modules[kind.__module__]
    for f in fields(kind):
        for name in re.findall(r"[A-Za-z_]\w*", f.type if isinstance(f.type, str) else ""):
            named = vars(module).get(name) or getattr(module, name, None)
            if is_dataclass(named) and isinstance(named, type) and named not in seen:
                _lent(named, seen)


@cache
def _names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(kind))


@cache
def _record_names(kind: type) -> tuple[str, ...] | None:
    """The field names of a record type; None for any other type (asked once per type, not once per value)."""
    return _names(kind) if is_dataclass(kind) else None


_SCALARS = frozenset((str, int, float, bool, type(None)))


def _plain(value: Any, as_json: bool) -> Any:
    kind = type(value)
    if kind in _SCALARS:  # most values: checked first, as a roll's records hold thousands
        return value
    if kind is tuple:
        items = [_plain(v, as_json) for v in value]
        return items if as_json else tuple(items)
    names = _record_names(kind)
    if names is not None:
        return {name: _plain(getattr(value, name), as_json) for name in names}
    if isinstance(value, tuple):
        items = [_plain(v, as_json) for v in value]
        return items if as_json else tuple(items)
    if isinstance(value, list):
        return [_plain(v, as_json) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v, as_json) for k, v in value.items()}
    return value
