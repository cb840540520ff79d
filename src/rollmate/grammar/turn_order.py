"""The table's order of turns said in a post ("init order Teo > Kaz > Lucien", "Turn order: Mira > Kit"): names
joined by '>' or an arrow ("Sable -> Boone -> Kit", "Mira → Kit") say whose turn comes when, never who acts nor
whom a roll is on. They are taken out as said, and the reading shows them as the order of turns."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.speech import taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid
    from rollmate.grammar.raw import Raw

IN_ORDER = "the order of turns, not who acts"
# Words that label an order of turns said before it ("init order", "turn order:", "initiative").
_LABELS = frozenset({"order", "init", "initiative", "turn", "turns", "queue", "sequence"})
# What stands between two names in an order of turns: '>' (the raw pieces drop it), or an arrow, which the post's
# marks have made '=' (post.py), or ';' where arrows join several (fields.py); the raw pieces keep those two.
_BETWEEN = re.compile(r"[ \t]*(?:>>?|[=;])[ \t]*")  # (never a quote's mark opening a line)
_ARROWS = "=;"


def in_order(raws: list[Raw], unsaid: list[Unsaid], text: str, named: Callable[[list[Raw], int], bool]) -> list[Raw]:
    """The pieces with each order of turns taken out (see the module docstring), each added to `unsaid`."""
    if ">" not in text and "=" not in text and ";" not in text:
        return raws
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        last = _chain_end(raws, k, text, named)
        if last == k:
            out.append(raws[k])
            k += 1
            continue
        first = len(out)
        while first and (out[first - 1].low in _LABELS or out[first - 1].text == ":"):
            first -= 1  # ("init order: Teo > Kaz"): the label goes with it
        start = out[first].start if first < len(out) else raws[k].start
        del out[first:]
        unsaid.append(taken_out(start, raws[last].start + len(raws[last].text), IN_ORDER))
        k = last + 1
    return out


def _chain_end(raws: list[Raw], k: int, text: str, named: Callable[[list[Raw], int], bool]) -> int:
    """The index of the last name of an order of turns opening at raws[k], or k."""
    if not named(raws, k):
        return k
    last = k
    arrows = ""
    while True:
        j = last + 1
        if j < len(raws) and text[raws[j].start] in _ARROWS:  # (a raw ':' where '=' was typed: "Sable =")
            arrows += text[raws[j].start]  # an arrow ("Sable -> Boone", "Mira → Kit")
            j += 1
        if j >= len(raws) or not named(raws, j) or not _BETWEEN.fullmatch(
                text[raws[last].start + len(raws[last].text) : raws[j].start]):
            break
        last = j
    if arrows and (last + 1 < len(raws) and (raws[last + 1].text[:1].isalnum() or raws[last + 1].text == ":")
                   or ";" in arrows and len(arrows) < 2):
        return k  # an arrow's order ends its clause ("Sable; Kit rides hard": Kit acts; "the guard | Vex: 2d10": Vex's
        # dice), and ';' is an arrow only in a row of them (a bar or a full stop is never one)
    return last
