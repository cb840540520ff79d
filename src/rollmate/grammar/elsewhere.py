"""Another game's rules said beside the roll ("in 5e I'd have advantage here", "(In Bolt Action that's a 3+ to
hit)", "if this were D&D it'd be a DC 15"): the scene, never this game's values.

- It opens with a word that turns to another game ('in', 'like in', 'unlike', 'if this were', ...) and that game's
  name (the names and openers are data: elsewhere.toml), at the start of a sentence, a clause or a bracket.
- It runs to the end of its sentence or bracket, or to a 'but' that turns back to this game ("in 5e I'd have
  advantage, but here Vex just sneaks"). Its words go as blanks and stand in the reading as not used; numbers in it
  (a DC, a bonus, a threshold) are never read as this game's.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "another game's rules, said beside the roll: the scene, not this game's values"

WORDS_FILE = Path(__file__).with_name("elsewhere.toml")
_KEYS = ("games", "openers")


@cache
def _words() -> dict[str, tuple[str, ...]]:
    from rollmate.rules.content import word_lists

    return word_lists(WORDS_FILE, "elsewhere", _KEYS)


def _alternatives(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


@cache
def _pattern() -> re.Pattern[str]:
    words = _words()
    opened = r"(?:(?<=\()|(?<=^)|(?<=[.!?;:,—–-])\s*|(?<=\s-)\s*)"  # a sentence's, a clause's or a bracket's start
    return re.compile(
        rf"(?i){opened}(?P<bracket>\(\s*)?(?:{_alternatives(words['openers'])})\s+(?:{_alternatives(words['games'])})"
        rf"(?![\w&])(?P<rest>[^.!?;()\n]*?)(?=\s*(?:[.!?;)\n]|,?\s+but\s|$))")


def elsewhere(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with each of another game's rules blanked, and where each stood."""
    if not may_say(text, _words()["games"]):
        return text, ()
    found = [m for m in _pattern().finditer(text) if m.group().strip()]
    if not found:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    chars, frames = list(text), []
    for m in found:
        start = m.start() + len(m.group()) - len(m.group().lstrip())
        end = m.end()
        if text[start:start + 1] == "(" or (start and text[start - 1] == "("):
            start -= text[start:start + 1] != "("  # a bracket holding only another game's rules goes whole
            close = text.find(")", end)
            end = close + 1 if close >= 0 and not text[end:close].strip(" .!?;") else end
        chars[start:end] = " " * (end - start)
        frames.append(Frame("elsewhere", start, end))
    return "".join(chars), tuple(frames)
