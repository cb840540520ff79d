"""Reads a TOML file a user gave (a sheet, a playbook) without letting it hang or exhaust rollmate.

It must be a regular file of bounded size, short lines, keys of few parts and shallow nesting, checked before and after parsing.
What a text parses to is kept in the private cache under the text's checksum, so a file read before loads no parser."""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
from pathlib import Path
from typing import Any

from rollmate.errors import SheetError
from rollmate.rules.cachefiles import read_cache, save_cache
from rollmate.userdirs import private_cache_file

MAX_SHEET_BYTES = 256 * 1024
# tomllib's work grows with the square of a dotted key's length and it recurses on nested arrays, so a sheet is
# checked for these before it is parsed: long lines and many-part keys are refused, deep nesting too.
MAX_LINE = 1000
MAX_KEY_PARTS = 16
MAX_DEPTH = 8


def read_toml(path: str | Path) -> dict[str, Any]:
    """The parsed file, or a SheetError naming it and what is wrong."""
    where = str(path)
    text = _read_text(path, where)
    _check_shape(text, where)
    # A file read before is parsed again only when its text changed: the parse is kept in the private cache under
    # its text's checksum, and a start then loads no TOML parser.
    raw = text.encode("utf-8", "surrogateescape")
    cached = private_cache_file(f"{KIND}{hashlib.sha256(raw).hexdigest()[:32]}.marshal")
    data = read_cache(cached) if cached is not None else None
    if data is None:
        data = _parsed(text, where)
        if cached is not None:
            try:
                save_cache(cached, marshal.dumps(data), prune=KIND, most=MOST)
            except ValueError:  # a date or time: marshal keeps none, so this file is parsed at every start
                pass
    _check_depth(data, where)
    return data


KIND = "toml-"  # the cache files' names: KIND and the checksum of the text parsed
MOST = 32  # files kept besides the one just written: sheets read, and earlier texts of them


def _parsed(text: str, where: str) -> dict[str, Any]:
    import tomllib  # here, not at the top: a roll with no sheet, or one read before, never parses TOML

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SheetError(f"not valid TOML: {error}", path=where) from None
    except RecursionError:
        raise SheetError(f"arrays or tables are nested too deeply; at most {MAX_DEPTH} levels", path=where) from None


def _read_text(path: str | Path, where: str) -> str:
    """The file's text, read only if it is a regular file within the size limit (never a FIFO or a device)."""
    # O_NONBLOCK: opening a FIFO must not wait for a writer; the type is then checked on what was opened.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise SheetError(f"cannot read the file ({error.strerror or error})", path=where) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SheetError("is not a regular file (a sheet must be a TOML text file, not a device, pipe or folder)",
                             path=where)
        if info.st_size > MAX_SHEET_BYTES:
            raise SheetError(f"the file is larger than the limit of {MAX_SHEET_BYTES // 1024} KiB", path=where)
        with os.fdopen(os.dup(fd), "rb") as stream:
            raw_bytes = stream.read(MAX_SHEET_BYTES + 1)  # the file may grow after the size was checked
    except OSError as error:
        raise SheetError(f"cannot read the file ({error.strerror or error})", path=where) from None
    finally:
        os.close(fd)
    if len(raw_bytes) > MAX_SHEET_BYTES:
        raise SheetError(f"the file is larger than the limit of {MAX_SHEET_BYTES // 1024} KiB", path=where)
    try:
        return raw_bytes.decode("utf-8")
    except UnicodeDecodeError:
        raise SheetError("the file is not UTF-8 text", path=where) from None


def _check_shape(text: str, where: str) -> None:
    """Refuse what would make the TOML parser slow before it runs: very long lines and keys of many parts."""
    for number, line in enumerate(text.splitlines(), 1):
        body = line.strip()
        if body.startswith("#"):
            continue
        if len(line) > MAX_LINE:
            raise SheetError(f"line {number} is longer than the limit of {MAX_LINE} characters", path=where)
        if not body.startswith("[") and "=" not in body:
            continue  # no key on this line: part of a multi-line array or string
        key = body if body.startswith("[") else body.partition("=")[0]
        if key.count(".") >= MAX_KEY_PARTS:
            raise SheetError(f"line {number}: a dotted key has more than {MAX_KEY_PARTS} parts", path=where)


def _check_depth(data: Any, where: str) -> None:
    """Tables and arrays at most MAX_DEPTH deep, walked without recursion."""
    pending: list[tuple[Any, int]] = [(data, 0)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise SheetError(f"arrays or tables are nested too deeply; at most {MAX_DEPTH} levels", path=where)
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
