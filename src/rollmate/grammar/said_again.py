"""Whether someone is named inside an aside in brackets ("pregen 2 tries to convince the guard (yes I know Rafa's
terrible at this)", "(table 12, Ingrid) the muscle swings"), or as the one asked to do the deed ("The head of sale
asks Knocker to crate lot 40: roll Tobias/Crating"): there the one who rolls, named again by another of their names,
is said of, never acted on. A name after a preposition in the aside ("(at Toby)") is still acted on."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rollmate.grammar.words import PREPOSITIONS

_OPEN, _CLOSE = "([", ")]"
_SHORTEST = 3  # letters of a part of a name that stands for them ("Ingrid" for Ingrid Halvorsen)


def bracketed(text: str, start: int) -> bool:
    """Whether text[start] stands inside brackets opened before it and not yet closed."""
    before = text[:start]
    return sum(before.count(c) for c in _OPEN) > sum(before.count(c) for c in _CLOSE)


def said_of_in_aside(text: str, start: int) -> bool:
    """Whether a name at text[start] stands inside brackets, and not right after a preposition ('(at Toby)')."""
    before = text[:start].split()
    return bracketed(text, start) and not (before and before[-1].lower().strip("([") in PREPOSITIONS)


# A verb of asking someone to act, said before the one asked and 'to' and the deed ("asks Knocker to crate ...").
_ASKING = r"(?:asks?|asked|tells?|told|orders?|ordered|wants?|wanted|needs?|needed|gets?|got|calls? on|called on)"


def asked_to_act(text: str, names: Iterable[str]) -> tuple[int, int] | None:
    """Where one of `names` is said as the one asked to do the deed ('asks Knocker to crate lot 40'), or None."""
    said = {n for name in names for n in (name, *name.split()) if len(n) >= _SHORTEST or n == name}
    for name in sorted(said, key=len, reverse=True):
        for found in re.finditer(rf"(?i)\b{_ASKING}\s+({re.escape(name)})\s+to\s+[a-z]", text):
            return found.start(1), found.end(1)
    return None


def named_in_aside(text: str, names: Iterable[str]) -> tuple[int, int] | None:
    """Where one of `names` (a name, an aka, or a part of a name) is said inside brackets, and not right after a
    preposition ('(at Toby)'), or None."""
    said = {n for name in names for n in (name, *name.split()) if len(n) >= _SHORTEST or n == name}
    for name in sorted(said, key=len, reverse=True):
        for found in re.finditer(rf"(?i)(?<![\w'’]){re.escape(name)}(?:['’]s)?(?![\w'’])", text):
            if said_of_in_aside(text, found.start()):
                return found.start(), found.end()
    return None
