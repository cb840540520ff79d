"""An amount said and then said again in brackets, as a translating or careful writer puts the number beside the
words ("the GM gives the minus of 1 because it is night (-1)", "+1 for the uniform (+1)", "minus one for the dark
(-1)"): one amount, counted once. The brackets hold a signed number and nothing else; the amount before them is in
the same sentence, has the same sign and size, and no other amount stands between. The bracketed number is taken out
as said, and the reading shows it as the amount said again.

So is an amount said again for the same reason in another sentence ("the ref rules -1 for the rain. ... Creative, -1
for the rain."; "the operator's manual is worth +1. ... with the manual: +1"): the same sign and size, a noun of the
scene next to both, no rules word; the later one is taken out."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.speech import taken_out
from rollmate.grammar.words import NUMBER_WORDS
from rollmate.rules.forms import word_classes

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid
    from rollmate.grammar.raw import Raw

SAID_AGAIN = "the amount said before it, said again: counted once"
_SIGN_WORDS = {"plus": 1, "minus": -1}
_SENTENCE_ENDS = frozenset(".!?")


def once(raws: list[Raw], unsaid: list[Unsaid]) -> list[Raw]:
    """The pieces with each amount said again in brackets taken out (see the module docstring), each added to
    `unsaid`."""
    if not any(r.kind == "signed" for r in raws):
        return raws
    gone: set[int] = set()
    for k in range(1, len(raws) - 1):
        if raws[k].kind != "signed" or raws[k - 1].text not in "([" or raws[k + 1].text not in ")]":
            continue
        said = _amount_before(raws, k - 1)
        if said is not None and said == int(raws[k].text):
            gone.update((k - 1, k, k + 1))
            unsaid.append(taken_out(raws[k - 1].start, raws[k + 1].start + 1, SAID_AGAIN))
    return [raw for k, raw in enumerate(raws) if k not in gone] if gone else raws


def _amount_before(raws: list[Raw], k: int) -> int | None:
    """The amount said last before raws[k] in its sentence ('+1', 'minus 1', 'minus one'), or None: none, or a
    number that is no amount stands between ("+1 for 2 guards (+1)" is asked as typed)."""
    for j in range(k - 1, -1, -1):
        raw = raws[j]
        if raw.kind == "mark" and raw.text in _SENTENCE_ENDS:
            return None
        if raw.kind == "signed":
            return int(raw.text)
        if raw.kind == "number" or raw.low in NUMBER_WORDS:
            sign = _SIGN_WORDS.get(raws[j - 1].low) if j else None
            size = int(raw.text) if raw.kind == "number" else NUMBER_WORDS[raw.low]
            return None if sign is None else sign * size
    return None


# Nouns next to an amount that say what kind of number it is, no reason for it.
_NO_REASONS = frozenset("""roll rolls bonus bonuses penalty penalties modifier modifiers mod mods dice die point points
total totals step steps rule rules ruling attribute ability stat skill""".split())


def once_for_one_reason(raws: list[Raw], unsaid: list[Unsaid], rules_word: Callable[[int], bool]) -> list[Raw]:
    """The pieces with each amount said again for the same reason taken out (see the module docstring), each added
    to `unsaid`."""
    signed = [k for k, r in enumerate(raws) if r.kind == "signed" and r.text[1:].isdigit()]
    if len(signed) < 2:
        return raws
    gone: set[int] = set()
    for n, first in enumerate(signed):
        reasons = _reasons(raws, first, rules_word)
        for later in signed[n + 1 :]:
            if later not in gone and first not in gone and raws[later].text == raws[first].text \
                    and any(r.kind == "mark" and r.text in _SENTENCE_ENDS for r in raws[first:later]) \
                    and reasons & _reasons(raws, later, rules_word):
                gone.add(later)
                unsaid.append(taken_out(raws[later].start, raws[later].start + len(raws[later].text), SAID_AGAIN))
    return [raw for k, raw in enumerate(raws) if k not in gone] if gone else raws


def _reasons(raws: list[Raw], k: int, rules_word: Callable[[int], bool]) -> set[str]:
    """The nouns of the scene a few words either side of the amount at raws[k], in its clause ('rain' in "-1 for
    the rain", 'manual' in "the manual: +1")."""
    found: set[str] = set()
    for step, reach in ((-1, 4), (1, 5)):
        j = k + step
        while 0 <= j < len(raws) and abs(j - k) <= reach:
            raw = raws[j]
            if raw.kind == "signed" or raw.kind == "mark" and (step > 0 or raw.text != ":"):
                break  # (a clause's own: "+1 for the scope, +1 for the rain" are two)
            if raw.kind == "word" and raw.text.islower() and raw.low not in _NO_REASONS \
                    and "NOUN" in word_classes(raw.low) and not rules_word(j):
                found.add(raw.low)
            j += step
    return found
