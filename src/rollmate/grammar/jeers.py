"""The chat's pile-on of jeers joined by '+' ("ratio + L + you fell off: 6 7 1"): the scene, never rules words added.

A chain opens with two jeers of the chat joined by '+' (a meme of words.CHAT_MEMES said alone, or words.JEERS: 'L',
'W'), and may end in a last jeer of free words ('+ you fell off', '+ failed notice check'), up to a colon, a
sentence's end or the dice. Its words go as blanks and stand in the reading as not used; what follows (the dice)
is read as said. 'Firearms + Wits' or 'Tactical + war die' is no chain: no jeer opens it.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.words import CHAT_MEMES, JEERS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a pile-on of the chat's jeers: the scene, not rules words"

_TAIL = r"(?:\s*\+\s*[^\W\d_][^:;.!?\n\d+]*)?"  # a last jeer of free words, up to a colon, a stop or the dice


def _piece() -> str:
    said = sorted((w for w in CHAT_MEMES if "+" not in w), key=len, reverse=True)
    return rf"(?:{'|'.join(re.escape(w) for w in said)}|{'|'.join(re.escape(w) for w in sorted(JEERS))})"


@cache
def _jeers() -> frozenset[str]:
    """Each jeer a chain opens with, lowercase: it stands alone there, so a post that says none has no chain."""
    return frozenset(w.lower() for w in (*CHAT_MEMES, *JEERS) if "+" not in w)


@cache
def _chain() -> re.Pattern[str]:
    piece = _piece()
    return re.compile(rf"(?i:(?<![\w+])(?:{piece})(?:\s*\+\s*(?:{piece})(?![\w'’]))+){_TAIL}")


def jeered(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with each chain of jeers blanked, and where each stood."""
    if "+" not in text or not may_say(text, _jeers()):
        return text, ()
    found = list(_chain().finditer(text))
    if not found:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    chars, frames = list(text), []
    for m in found:
        start, end = m.start(), m.start() + len(m.group().rstrip())
        chars[start:end] = " " * (end - start)
        frames.append(Frame("jeers", start, end))
    return "".join(chars), tuple(frames)
