"""A table kept as text, a "key rest" line each, sorted by key: a lookup is a binary search over the text itself.

Reading such a table (the lexicon, the forms index) is mapping one file into memory (opened()): no dict of its
thousands of keys is built, nor a copy of its text, and only the pages a lookup reads are loaded.
"""

from __future__ import annotations

import mmap
from pathlib import Path

Table = str | bytes | mmap.mmap  # the text, or its UTF-8 bytes as read or mapped (sorted alike: UTF-8 keeps the order)


def opened(path: Path) -> bytes | mmap.mmap:
    """A table's file, mapped into memory read-only (or read, where it cannot be mapped: an empty file)."""
    with open(path, "rb") as stream:
        try:
            return mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
        except (ValueError, OSError):
            return stream.read()


def find(text: Table, key: str, low: int = 0) -> str | None:
    """The rest of the line that starts with `key` and a space, or None when no line does; the lines are those from
    `low` (the start of a line) to the end."""
    if isinstance(text, str):
        return _find(text, key, "\n", " ", low)
    found = _find(text, key.encode("utf-8", "surrogateescape"), b"\n", b" ", low)
    return None if found is None else found.decode("utf-8")


def _find(text, key, newline, space, low):  # type: ignore[no-untyped-def]
    high = len(text)  # low and high are both at the start of a line
    while low < high:
        start = text.rfind(newline, low, (low + high) // 2) + 1 or low  # the start of the line holding the middle
        end = text.find(newline, start)
        end = len(text) if end < 0 else end
        here, _, rest = text[start:end].partition(space)
        if here == key:
            return rest
        if here < key:
            low = end + 1
        else:
            high = start
    return None
