"""Whether 'by' right before someone says they made a roll said as a thing done ("Bluff attempted by Marisol", "A
Prowl roll was made by Kes", "Attempt by Quill to pick the lock", "Coerce by Brannoc upon the doorman"): a scribe's
passive or noun, whose agent is the roller. Before 'by' stands a word of the roll, a past participle, or the roll's
own name (its skill, trick or attribute)."""

from __future__ import annotations

from collections.abc import Collection

from rollmate.grammar.later import Later
from rollmate.grammar.words import PARTICIPLES, ROLL_NOUNS_BEFORE_AGENT

# 'by' and an article or nothing right before the one named, and the word before 'by' (compiled where first used).
_BY = Later(r"(?i)([\w'’-]+)[)\]]?\s*,?\s+by\s+(?:the\s+)?$")
# Words of the scene a participle in -ed names no deed of the roll's with ("accompanied by", "followed by").
_ALONGSIDE = frozenset({"accompanied", "followed", "joined", "flanked", "escorted", "surrounded", "backed", "watched",
                        "seen", "spotted", "noticed", "guarded", "helped", "assisted", "aided", "supported", "led"})


def done_by_before(text: str, start: int, roll_ends: Collection[int] = ()) -> bool:
    """Whether the words before text[start] are 'by' after a roll said as a thing done (see the module docstring);
    `roll_ends`: where the words naming the roll (a skill, trick, attribute) end in the text."""
    found = _BY.search(text[:start])
    if found is None:
        return False
    word = found.group(1).lower()
    if word in _ALONGSIDE:
        return False
    return found.end(1) in roll_ends or word in ROLL_NOUNS_BEFORE_AGENT or word in PARTICIPLES \
        or (word.endswith("ed") and len(word) > 4)
