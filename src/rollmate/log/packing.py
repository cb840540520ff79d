"""Roll records kept small: the long JSON columns of a roll (its resolution with every step, its request, the table
it was rolled with) are compressed with zlib and a dictionary of what such records usually say, about 5x smaller.

The dictionary is versioned by name (logdict-1.txt) and never edited: a record says which one packed it ("z1"), so
every record stays readable. A column written as plain text by an older rollmate is read as it is.
"""

from __future__ import annotations

import zlib
from functools import cache, lru_cache
from pathlib import Path

_TAG = b"z1"


@cache
def _dictionary() -> bytes:
    """Beside this module as a plain file (rollmate is installed as files): importlib.resources' readers would load
    zipfile and more into every roll's start-up."""
    return Path(__file__).with_name("logdict-1.txt").read_bytes()


@lru_cache(maxsize=256)
def pack(text: str) -> bytes:
    """The column's bytes. A text packs to the same bytes each time, so one packed lately is not packed again: a
    table's resources and a seat's request recur roll after roll, and packing costs about 80 us whatever the
    length (most of it loading the dictionary into a new compressor)."""
    packer = zlib.compressobj(9, zdict=_dictionary())
    return _TAG + packer.compress(text.encode("utf-8")) + packer.flush()


def unpack(value: str | bytes | None) -> str | None:
    """The text of a column: unpacked when packed, as it is when an older rollmate wrote it as text."""
    if value is None or isinstance(value, str):
        return value
    if not value.startswith(_TAG):
        raise ValueError("a packed column of an unknown kind")
    unpacker = zlib.decompressobj(zdict=_dictionary())
    try:
        return (unpacker.decompress(value[len(_TAG) :]) + unpacker.flush()).decode("utf-8")
    except zlib.error as error:  # damaged on disk: a ValueError, which a reader shows as a damaged roll
        raise ValueError(f"a packed column that no longer unpacks ({error})") from None
