"""The checks every sheet value goes through, each refusal naming the file, the key and what is allowed.

They are shared by the sheets module and each game's own sheet keys."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from rollmate.errors import SheetError
from rollmate.textsafe import unsafe_in

MAX_KEY = 64


def tables(data: Mapping[str, Any], key: str, where: str) -> list[Mapping[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise SheetError(f"write each one as a [[{key}]] table", path=where, key=key)
    return value


def lower_keys(data: Any, where: str, key: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SheetError("must be a table", path=where, key=key or "(top level)")
    out: dict[str, Any] = {}
    for k, v in data.items():
        if len(k) > MAX_KEY:
            raise SheetError(f"the key is longer than the limit of {MAX_KEY} characters", path=where,
                             key=join_key(key, k[:20] + "..."))
        lk = k.strip().lower()
        if lk in out:
            raise SheetError(f"the key {k!r} is given twice (keys ignore case)", path=where, key=join_key(key, k))
        out[lk] = v
    return out


def join_key(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def no_unknown(data: Mapping[str, Any], allowed: set[str], where: str, prefix: str) -> None:
    for key in data:
        if key not in allowed:
            raise SheetError(
                f"unknown key; allowed here: {', '.join(sorted(allowed))}", path=where, key=join_key(prefix, key)
            )


def text_value(value: Any, where: str, key: str, limit: int = 100) -> str:
    """A name or other text value: normalised (NFC), and refused if it holds characters that can hide or fake
    text on a screen (controls, escape sequences, zero-width and bidi marks)."""
    if not isinstance(value, str) or not value.strip():
        raise SheetError("must be a non-empty text value in quotes", path=where, key=key)
    if len(value) > limit:
        raise SheetError(f"is longer than {limit} characters", path=where, key=key)
    bad = unsafe_in(value)
    if bad:
        raise SheetError(f"contains {', '.join(bad[:3])}; allowed: letters, digits, spaces and punctuation (no control,"
                         " zero-width or bidi characters)", path=where, key=key)
    return unicodedata.normalize("NFC", value.strip())


def whole(value: Any, where: str, key: str, low: int | None, high: int | None, what: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(f"must be a whole number{_range(low, high)}, not {value!r}", path=where, key=key)
    if (low is not None and value < low) or (high is not None and value > high):
        raise SheetError(f"{value} is out of range; allowed{_range(low, high)}{what}", path=where, key=key)
    return value


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" {low} to {high}"
    if low is not None:
        return f" {low} or more"
    return ""


def choice(value: Any, allowed: Iterable[str], where: str, key: str) -> str:
    options = list(allowed)
    if isinstance(value, str):
        for option in options:
            if option.lower() == value.strip().lower():
                return option
    raise SheetError(f"{value!r} is not allowed; allowed: {', '.join(options)}", path=where, key=key)


def scores(value: Any, allowed: Iterable[str] | None, low: int | None, high: int | None, where: str, key: str) -> dict[str, int]:
    table = lower_keys(value, where, key)
    options = {a.lower(): a for a in allowed} if allowed is not None else None
    out: dict[str, int] = {}
    for name, score in table.items():
        if options is not None:
            if name not in options:
                raise SheetError(f"unknown name; allowed: {', '.join(options.values())}", path=where, key=join_key(key, name))
            canonical = options[name]
        else:
            canonical = " ".join(w.capitalize() for w in text_value(name, where, join_key(key, name)).split())
            if not canonical or len(canonical) > 40:
                raise SheetError("a skill name must be 1 to 40 characters", path=where, key=join_key(key, name))
        out[canonical] = whole(score, where, join_key(key, name), low, high)
    return out
