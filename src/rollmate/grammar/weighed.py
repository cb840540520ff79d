"""Options the writer weighs aloud before the one they take, read as the scene: an option asked and turned down ("run?
no."), the question a choice answers ("Fight or run? fight.": the answer is the action), and a list of options
("Options: (a) take the stairs (b) jump the gap."). Their words are taken out, shown as not used, never rolled.

- A question answered by a refusal alone ("run? no.", "sneak past? nah", "fight? no way"): the question and its answer
  go.
- A question of options joined by 'or' answered in a word or three of its own ("Fight or run? fight.", "risky or
  desperate? risky."): the question goes, the answer stays and says what is done. An answer that is none of the
  options ("Moderate or Hard? can't decide") leaves the question, which the reading asks about.
- A list labelled "Options:" or "Choices:" whose items open with a letter or number in brackets ("(a)", "b)", "(1)"):
  the label and the list go, to the end of its sentence.
- A word or three asked in a clause of their own and refused with a comma and more after it ("Medicine? no, Melee:
  ...", "DL Hard? nah, Moderate") are taken back: the question and its refusal go, what follows is meant.
- A question holding a number is left alone: its numbers may be the roll's (a list's are its options': "(a) take the
  stairs, lose 10 minutes").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rollmate.grammar.raw import Raw
from rollmate.grammar.speech import TAKEN_BACK, WEIGHED, taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

_ENDS = frozenset(".?!")
_REFUSALS = frozenset({"no", "nope", "nah", "never", "way", "not", "nay", "naw"})
_LIST_LABELS = frozenset({"options", "choices", "option", "choice"})
_NUMBERED = frozenset({"number", "signed", "notation"})
_MOST_TAKEN_BACK = 3  # words a question taken back may hold ("Medicine? no, Melee", "DL Hard? no, Moderate")


def weighed(raws: list[Raw], unsaid: list[Unsaid]) -> list[Raw]:
    """The phrase's pieces with the options weighed and not taken out (see the module docstring), each span taken out
    added to `unsaid`."""
    if not any(r.text == "?" or r.low in _LIST_LABELS for r in raws):
        return raws
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        span = _options_list(raws, k) or _question(raws, k) or _taken_back(raws, k)
        if span is None:
            out.append(raws[k])
            k += 1
            continue
        start, stop = span
        out.extend(raws[k:start])
        last = raws[stop - 1]
        why = TAKEN_BACK if last.text == "," else WEIGHED  # "Medicine? no, Melee": the one said after is meant
        unsaid.append(taken_out(raws[start].start, last.start + len(last.text), why))
        k = stop
    return out


def _sentence_end(raws: list[Raw], k: int) -> int:
    """The index of the mark that ends the sentence going on at k, or len(raws)."""
    while k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in _ENDS):
        k += 1
    return k


def _options_list(raws: list[Raw], k: int) -> tuple[int, int] | None:
    """'Options: (a) ... (b) ...' opening at k: the span of the label and the list, to the end of its sentence."""
    if raws[k].low not in _LIST_LABELS or k + 1 >= len(raws) or raws[k + 1].text != ":":
        return None
    j = k + 2
    j += j < len(raws) and raws[j].text == "("
    if not (j + 1 < len(raws) and len(raws[j].text) <= 2 and raws[j + 1].text == ")"):
        return None
    return k, min(_sentence_end(raws, j) + 1, len(raws))


def _taken_back(raws: list[Raw], k: int) -> tuple[int, int] | None:
    """A word or three asked at k, opening a clause, and refused with a comma and more after it ("Medicine? no,
    Melee"): the span of the question and its refusal (the comma too), or None."""
    if k and raws[k - 1].kind != "mark":
        return None
    q = k
    while q < len(raws) and raws[q].kind == "word" and q - k < _MOST_TAKEN_BACK:
        q += 1
    if q == k or q + 3 >= len(raws) or raws[q].text != "?" or raws[q + 1].low not in _REFUSALS \
            or raws[q + 2].text != "," or raws[q + 3].kind != "word":
        return None
    return k, q + 3


def _question(raws: list[Raw], k: int) -> tuple[int, int] | None:
    """A question opening a sentence at k and the answer after it (see the module docstring): the span to take out."""
    if k and not (raws[k - 1].kind == "mark" and raws[k - 1].text in _ENDS):
        return None
    q = _sentence_end(raws, k)
    if q >= len(raws) or raws[q].text != "?" or q == k:
        return None
    asked = raws[k:q]
    if any(r.kind in _NUMBERED for r in asked):
        return None
    e = _sentence_end(raws, q + 1)
    answer = [r.low for r in raws[q + 1 : e] if r.kind == "word"]
    if not answer or len(answer) > 3 or len(answer) != e - q - 1:
        return None
    if all(w in _REFUSALS for w in answer):
        return k, min(e + 1, len(raws))
    said = {r.low for r in asked if r.kind == "word"}
    if "or" in said and all(w in said for w in answer):
        return k, q + 1
    return None
