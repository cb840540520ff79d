"""What someone holds, told as the scene's state ("Kes has 2 luck left", "he's got 5 stress", "she's at 8 stress",
"he's at 1 war die left after this"): the count of a resource or a track someone has or is at, never a spend, a die
or a rating of the roll. The nouns are data (held.toml); the form is read here.

- Who holds it opens the words: a name or a pronoun ('Kes', "Yso's", 'he', "she's", 'I', "I've"), then has, has got,
  's got, is at, 's at, is on, is down to; then the count (a number or a number word) and a noun of what is held,
  maybe followed by 'left' or 'remaining'.
- The words go as blanks and stand in the reading as not used. Where a spend follows in the sentence ('and she's
  spending one'), what is spent may be what is held: the words are read as typed. A count with a sign ('has +2 luck') or with no noun of what is held ('has 2') is left as typed.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.words import NUMBER_WORDS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "what someone holds, told as the scene: not spent, not rolled"

WORDS_FILE = Path(__file__).with_name("held.toml")
_KEYS = ("nouns", "left")
_WHO = r"(?:(?<![\w'’])(?:he|she|they|i|[A-Z][\w-]*)(?:['’]s|['’]ve|['’]re|['’]m)?)"
_HAS = (r"(?:has\s+got|have\s+got|has|have|got|is\s+at|are\s+at|am\s+at|at|is\s+on|on|is\s+down\s+to|down\s+to|"
        r"sits\s+at)")


# A spend said after the count, in its sentence ("Yso's got 2 luck and she's spending one"): what is spent may be
# what is held ('one'), so the words are left as typed.
_SPENT = r"(?i)\b(?:spend|spends|spending|spent|burn|burns|burning|burned|burnt|use|uses|using|used|blow|blows|blowing)\b"


@cache
def _pattern() -> str:
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "held", _KEYS)
    nouns = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(data["nouns"], key=len, reverse=True))
    left = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(data["left"], key=len, reverse=True))
    count = "|".join(sorted((w for w in NUMBER_WORDS if w not in ("a", "an", "once", "twice")), key=len, reverse=True))
    return (rf"{_WHO}\s+(?i:{_HAS})\s+(?i:(?:\d+|{count}|zero|no)\s+(?:{nouns})(?:\s+(?:{left}))?)"
            r"(?![\w'’-])")


def held(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with each count someone holds blanked, and where it stood."""
    low = text.lower()
    if not any(w in low for w in (" has ", " got ", " at ", " have ", " on ", " to ")):
        return text, ()
    found = [m for m in re.finditer(_pattern(), text) if not re.match(r"(?i)(?:a|an|the|one)\b", m.group())
             and not re.search(_SPENT, re.split(r"[.!?;:]", text[m.end() :], maxsplit=1)[0])]
    if not found:
        return text, ()
    chars = list(text)
    for m in found:
        chars[m.start() : m.end()] = " " * (m.end() - m.start())
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    return "".join(chars), tuple(Frame("held", m.start(), m.end()) for m in found)
