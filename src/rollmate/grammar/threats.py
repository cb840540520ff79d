"""A threat said bare at the end of an order ("tells him to HAND IT OVER or else!!", "back off or else.", "give
it back or else"): read as the threat it is, 'threatens', so each game's own words for threatening decide the roll
(a trick, an attribute or a move of force, as the game's data says).

Only 'or else' closing its clause (a mark or the line's end right after it) is a threat: 'or else' going on says what
follows otherwise ("hurry or else he spots us", "Hard, or else Severe"), which is read as typed. The pieces keep their
text and columns; only what the lexer compares changes."""

from __future__ import annotations

from rollmate.grammar.raw import Raw

_THREAT = "threatens"  # what a bare 'or else' is read as


def threats(raws: list[Raw]) -> list[Raw]:
    """The pieces with a bare 'or else' closing its clause read as 'threatens' (see the module)."""
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        if raws[k].low == "or" and k + 1 < len(raws) and raws[k + 1].low == "else" and (
                k + 2 == len(raws) or raws[k + 2].kind == "mark" and raws[k + 2].text in ",;.!?)"):
            gap = " " * (raws[k + 1].start - raws[k].start - len(raws[k].text))
            out.append(Raw("word", raws[k].text + gap + raws[k + 1].text, raws[k].start, _THREAT))  # one piece
            k += 2
            continue
        out.append(raws[k])
        k += 1
    return out
