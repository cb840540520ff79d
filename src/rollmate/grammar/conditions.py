"""Conditions a player sets beside what they state, which the roll does not take: 'Moderate unless he's got cover,
and he doesn't', 'going with Weird unless you'd rather I roll Sharp'. The clause after 'unless' says what would change
the stated value, not what holds: its words (a rules word among them) are taken out and shown as not used.

A clause that only asks the GM's leave ('unless you say otherwise') is a hedge the lexer reads as filler
(words.LEAVE_ASKED); a clause that holds dice ends before them ('Hard unless he's in cover 4 5')."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rollmate.grammar.raw import Raw
from rollmate.grammar.speech import NOT_HOLDING, taken_out
from rollmate.grammar.words import CONDITION_DENIALS, CONDITION_OPENERS, LEAVE_ASKED, SUBJECT_PRONOUNS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

_LEAVE = frozenset(tuple(leave.split()) for leave in LEAVE_ASKED)
_LONGEST_LEAVE = max(len(leave) for leave in _LEAVE)
_ENDS = frozenset(",;.!?:()")
_JOINS = frozenset({"and", "but", "which", "though", "although"})


def unasserted(raws: list[Raw], unsaid: list[Unsaid]) -> list[Raw]:
    """The pieces with each condition clause taken out (its span added to `unsaid`, shown as not used)."""
    if not any(r.kind == "word" and r.low in CONDITION_OPENERS for r in raws):
        return raws
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        if raws[k].kind != "word" or raws[k].low not in CONDITION_OPENERS or k == 0 or _leave(raws, k):
            out.append(raws[k])
            k += 1
            continue
        end = _clause_end(raws, k + 1)
        if end == k + 1:
            out.append(raws[k])
            k += 1
            continue
        end = _denied(raws, end)
        last = raws[end - 1]
        unsaid.append(taken_out(raws[k].start, last.start + len(last.text), NOT_HOLDING))
        k = end
    return out


def _leave(raws: list[Raw], k: int) -> bool:
    """Whether the words at k ask only the GM's leave ('unless you say otherwise')."""
    words = tuple(r.low for r in raws[k : k + _LONGEST_LEAVE])
    return any(words[:size] in _LEAVE for size in range(2, len(words) + 1))


def _clause_end(raws: list[Raw], k: int) -> int:
    """Where the clause from k ends: at a mark, or before a number (the dice said after it)."""
    while k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in _ENDS) and raws[k].kind == "word":
        k += 1
    return k


def _denied(raws: list[Raw], end: int) -> int:
    """Past ', and he doesn't' / '- which she isn't' after the condition, when the player says it does not hold."""
    k = end + (end < len(raws) and raws[end].kind == "mark" and raws[end].text in ",;")
    k += k < len(raws) and raws[k].low in _JOINS
    if k + 1 < len(raws) and (raws[k].low in SUBJECT_PRONOUNS or raws[k].low in ("it", "there", "that")) \
            and raws[k + 1].low in CONDITION_DENIALS:
        return _clause_end(raws, k + 2)
    return end


# Words a yes-or-no question opens with ("was a bribe offered?"), and the answers that say no to it.
_ASKED_OPENERS = frozenset({"was", "were", "is", "are", "did", "does", "do", "has", "had", "have"})
_NO = frozenset({"no", "nope", "negative", "none", "nah"})
ANSWERED_NO = "asked and answered no: what it asks about did not happen"


def answered_no(raws: list[Raw], unsaid: list[Unsaid]) -> list[Raw]:
    """The pieces with each yes-or-no question answered 'no' in the post taken out, with its answer ('Q: was a bribe
    offered? A: No.'): what it asks about did not happen, so its rules words (a bribe's step) are not the roll's."""
    if not any(r.kind == "mark" and r.text == "?" for r in raws):
        return raws
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        opens = raws[k].kind == "word" and raws[k].low in _ASKED_OPENERS and (
            k == 0 or raws[k - 1].kind == "mark" and raws[k - 1].text in ".!?:;")
        mark = next((j for j in range(k + 1, min(len(raws), k + 16)) if raws[j].kind == "mark"), None) if opens else None
        if mark is None or raws[mark].text != "?":
            out.append(raws[k])
            k += 1
            continue
        j = mark + 1
        if j + 1 < len(raws) and raws[j].low in ("a", "answer") and raws[j + 1].text == ":":
            j += 2  # "A: No."
        if j >= len(raws) or raws[j].low not in _NO:
            out.append(raws[k])
            k += 1
            continue
        end = j + 1 + (j + 1 < len(raws) and raws[j + 1].kind == "mark" and raws[j + 1].text in ".!;")
        last = raws[end - 1]
        unsaid.append(taken_out(raws[k].start, last.start + len(last.text), ANSWERED_NO))
        k = end
    return out
