"""Reading standard input one bounded line at a time: a line far past the phrase limit is skipped, never held whole.

A batch (`rollmate roll -`) and the chat without a terminal read their phrases here. Each line is read at most
`limit` characters at a time; the rest of an over-long line is read and dropped in pieces of the same size, so a
300 MB line costs a few hundred characters of memory and comes back as a LongLine saying how long it was.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TextIO

from rollmate.rules.records import FrozenRecord

MAX_LINE = 4096  # characters of one line (a phrase may have grammar.raw.MAX_PHRASE of them; a chat command more)


@dataclass(frozen=True, eq=False, repr=False)
class LongLine(FrozenRecord):
    """A line longer than the limit: only its length was kept."""

    length: int


def read_line(stream: TextIO, limit: int) -> str | LongLine | None:
    """The next line without its newline, a LongLine past `limit` characters, or None at the end of the input. A
    line of nothing but white space is blank ("") however long it is."""
    line = stream.readline(limit + 1)
    if not line:
        return None
    if line.endswith("\n") or len(line) <= limit:
        return line.rstrip("\n").rstrip("\r")
    length, blank = len(line), not line.strip()
    while True:  # drop the rest of it, a piece at a time
        piece = stream.readline(limit + 1)
        length += len(piece.rstrip("\n"))
        blank = blank and not piece.strip()
        if not piece or piece.endswith("\n"):
            return "" if blank else LongLine(length)


def each_line(stream: TextIO, limit: int) -> Iterator[str | LongLine]:
    while (line := read_line(stream, limit)) is not None:
        yield line
