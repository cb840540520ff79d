"""A post's value said more than once, where the words say which one holds: a flat modifier a 'so' concludes with
("the old rule was -2, you said -1. So -1."), an old rule's modifier beside another (asked about), and a difficulty
said as where a step change ends ("drops a step to Moderate": that difficulty, never stepped again).

- Flat modifiers (signed numbers standing alone) said across a post: the last one, opened by 'so' ("So -1.", "so
  it's -1") or said again as the same number with the roll after it ("so -1. ..., alertness-1"), is the one meant when it is one of those said before it or their sum; the ones before it are shown as
  not used. A 'so' value that is neither is asked about, as is, with no 'so', a modifier said as an old or past rule
  ("was -2", "last time", "our old house rule") beside another one.
- A difficulty named after 'to' ("down to", "up to") in a clause that moves it a step ("drops a step", "goes down",
  "one step easier") is the difficulty after the step: the one used, as the final one; the words of the step are
  shown as what it ends at, and a difficulty said before it as where the step started."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.raw import Raw
from rollmate.grammar.speech import OVERRULED, STEPPED_FROM, STEPPED_TO, taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

# (pieces, kind, value) of a rules value of the game at raws[i] (lexer.PhraseLexer._amend_value), or None.
ValueAt = Callable[[list[Raw], int], "tuple[int, str, object] | None"]

BEFORE_SO = "said before the 'so' that concludes: the concluded modifier is used"
SAID_AGAIN = "the concluded modifier said again with the roll: one modifier"
_CLAUSE_MARKS = frozenset(",;.!?:()—–-")
_SENTENCE_MARKS = frozenset(".!?;")
# Words between 'so' and the value it concludes with ("so it's -1", "so: -1", "so call it -1").
_SO_FILLERS = frozenset({":", ",", "it's", "its", "that's", "thats", "it", "is", "call", "make", "net", "we're",
                         "were", "at", "a", "just", "total", "then", "only"})
# Words that say a modifier is an old or past rule's ("was -2", "last time", "our old house rule").
_PAST = frozenset({"was", "were", "used", "old", "last", "previously", "formerly", "originally", "former"})
_STEP_UNITS = frozenset({"step", "steps", "notch", "notches", "dl", "dc", "band", "bands", "die", "dice", "d"})
# Words of a clause that moves a difficulty ("drops a step", "goes down", "one step easier", "bumps it up").
_MOVES = frozenset({"step", "steps", "notch", "notches", "drop", "drops", "dropped", "dropping", "down", "up",
                    "lower", "lowers", "lowered", "raise", "raises", "raised", "easier", "harder", "bump", "bumps",
                    "bumped", "shift", "shifts", "shifted"})
_TO = frozenset({"to", "into"})


def _flat(raws: list[Raw], k: int) -> bool:
    """Whether the signed number at k stands alone as a flat modifier: not a sum's ('3+4'), a total's ('+7 =') nor
    a count of steps or dice ('-1 step')."""
    raw = raws[k]
    if raw.kind != "signed":
        return False
    if k and raws[k - 1].kind == "number":
        return False
    nxt = raws[k + 1] if k + 1 < len(raws) else None
    return nxt is None or not ((nxt.kind == "mark" and nxt.text in "=(") or nxt.low in _STEP_UNITS)


def _value(raw: Raw) -> int:
    return int(raw.text.replace(" ", ""))


def _clause_start(raws: list[Raw], k: int) -> int:
    while k > 0 and not (raws[k - 1].kind == "mark" and raws[k - 1].text in _CLAUSE_MARKS) \
            and raws[k - 1].kind not in ("number", "signed"):
        k -= 1
    return k


def _concludes(raws: list[Raw], k: int) -> bool:
    """Whether the value at k is said after a 'so' that opens a sentence or clause ("So -1.", ", so it's -1")."""
    j = k - 1
    while j >= 0 and raws[j].low in _SO_FILLERS:
        j -= 1
    if j < 0 or raws[j].low != "so":
        return False
    return j == 0 or (raws[j - 1].kind == "mark" and raws[j - 1].text in _CLAUSE_MARKS) or raws[j - 1].low == "and"


def _past(raws: list[Raw], k: int) -> bool:
    """Whether the clause of the value at k says it is an old or past rule's."""
    return any(r.kind == "word" and r.low in _PAST for r in raws[_clause_start(raws, k) : k])


def _span(text: str, raw: Raw) -> str:
    return text[raw.start : raw.start + len(raw.text)]


def concluded(raws: list[Raw], unsaid: list[Unsaid], text: str) -> list[Raw]:
    """The pieces with the modifiers a concluding 'so' replaces taken out (each noted in `unsaid`); an old rule's
    modifier beside another, or a 'so' value that follows from none of those before it, is asked about."""
    flats = [k for k in range(len(raws)) if _flat(raws, k)]
    if len(flats) < 2:
        return raws
    last = flats[-1]
    earlier = flats[:-1]
    so = [k for k in earlier if _concludes(raws, k)]
    if so == earlier[:1] and all(_value(raws[k]) == _value(raws[so[0]]) for k in flats):
        for k in earlier:  # "so -1. ..., alertness-1": the concluded modifier, said again with the roll: one
            unsaid.append(taken_out(raws[k].start, raws[k].start + len(raws[k].text), SAID_AGAIN))
        drop = set(earlier)
        return [r for i, r in enumerate(raws) if i not in drop]
    if _concludes(raws, last):
        said = [_value(raws[k]) for k in earlier]
        final = _value(raws[last])
        if final in said or final == sum(said):
            for k in earlier:
                unsaid.append(taken_out(raws[k].start, raws[k].start + len(raws[k].text), BEFORE_SO))
            drop = set(earlier)
            return [r for i, r in enumerate(raws) if i not in drop]
        raise _which(text, raws, earlier[0], last, "the post says several and concludes with one they do not give")
    olds = [k for k in flats if _past(raws, k)]
    nows = [k for k in flats if k not in olds]
    if olds and nows:
        raise _which(text, raws, olds[0], nows[-1], "one is said as an old or past rule")
    return raws


def _which(text: str, raws: list[Raw], first: int, second: int, why: str) -> PhraseError:
    a, b = _span(text, raws[first]), _span(text, raws[second])
    body = text.rstrip().rstrip(".")
    choices = (f"{body}. So {b}.", f"{body}. So {a}.") if a != b else ()
    return PhraseError(f"Which modifier is meant: {a} or {b}? Said together they would add up, and {why}.",
                       text=text, column=raws[first].start + 1, length=len(raws[first].text), choices=choices,
                       hint=f"End with the one meant, e.g. 'So {b}.'")


def stepped_to(raws: list[Raw], unsaid: list[Unsaid], text: str, difficulty_at: Callable[[int], int]) -> list[Raw]:
    """The pieces with the words of a step change taken out where the post names the difficulty it ends at ("the fog
    drops it a step to Moderate", "bumps it up to Hard"): the difficulty named is the one used, as the final one
    (the rules step it no further), and a difficulty said before it is where the step started, not used. A step
    said from one difficulty to another ("from Hard to Moderate") is left as said (asked about as two)."""
    for k, raw in enumerate(raws):
        if raw.kind != "word" or raw.low not in _TO or k + 1 >= len(raws) or not difficulty_at(k + 1):
            continue
        start = k
        while start > 0 and not (raws[start - 1].kind == "mark" and raws[start - 1].text in _SENTENCE_MARKS | {","}):
            start -= 1
        if not any(r.low in _MOVES for r in raws[start:k]) or any(r.low == "from" for r in raws[start:k]):
            continue  # "drops a step from his Wits (Moderate) to Easy": the step's start is said, read as before
        unsaid.append(taken_out(raws[start].start, raw.start + len(raw.text), STEPPED_TO))
        gone = set(range(start, k + 1))
        j = 0
        while j < start:  # "it was Easy, the rain bumps it up to Hard": Easy is where the step started
            size = difficulty_at(j)
            if size:
                last = raws[j + size - 1]
                unsaid.append(taken_out(raws[j].start, last.start + len(last.text), STEPPED_FROM))
                gone.update(range(j, j + size))
                j += size
                continue
            j += 1
        return [r for i, r in enumerate(raws) if i not in gone]
    return raws


# Words between 'not' and the value it rejects ("not the +Weird", "not their Wits", "not TAC").
_REJECTED_SAID = frozenset({"the", "a", "an", "his", "her", "their", "my", "our", "your", "its", "that", "this",
                            "old", "usual", "+"})
_NOT = frozenset({"not", "never"})
# Verbs of an earlier ruling ("you said Hard", "you ruled Wits", "you had me at", "you wrote Hard"), after 'you'.
_RULED = frozenset({"said", "ruled", "wrote", "called", "had", "gave", "set", "made", "told", "put", "used"})
_KINDS_OVERRULED = ("ability", "dl", "kw:", "cue:")  # (a skill or trick rejected: amends.py, speech.py)


def overruled(raws: list[Raw], unsaid: list[Unsaid], value_at: ValueAt) -> list[Raw]:
    """The pieces with the values a post rejects taken out ("+Cool, not the +Weird", "Moderate, not the Hard you
    wrote", "you said Hard, but ... so: Moderate"), each noted in `unsaid`, where another value of its kind stands:
    a value rejected with none left beside it stays, to be read (or asked about) as before."""
    if not any(r.kind == "word" and (r.low in _NOT or r.low == "you") for r in raws):
        return raws
    values: list[tuple[int, int, str, int | None]] = []  # (first piece, after its last, kind, where its rejection
    k = 0  # opens, None when nothing rejects it)
    while k < len(raws):
        said = value_at(raws, k) if raws[k].kind == "word" else None
        if said is None or not said[1].startswith(_KINDS_OVERRULED):
            k += 1
            continue
        size, kind, _ = said
        first = k - (k > 0 and raws[k - 1].kind == "mark" and raws[k - 1].text == "+")  # "+Weird"
        values.append((first, k + size, kind, _rejected(raws, first) if not _ruled_before(raws, k) else first))
        k += size
    standing = {kind for _, _, kind, rejected in values if rejected is None}
    gone: set[int] = set()
    for k, raw in enumerate(raws):  # "Melee 4 + Brawn 3 = 7 dice, not the 6 you had me rolling last week"
        if raw.kind == "number" and (rejected := _rejected(raws, k)) is not None and _ruled_after(raws, k) \
                and any(r.kind == "number" for r in raws[:rejected]):
            end = k + 1
            while end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in _CLAUSE_MARKS):
                end += 1
            last = raws[end - 1]
            unsaid.append(taken_out(raws[rejected].start, last.start + len(last.text), OVERRULED))
            gone.update(range(rejected, end))
    for _, end, kind, rejected in values:
        if rejected is None or kind not in standing:
            continue
        last = raws[end - 1]
        unsaid.append(taken_out(raws[rejected].start, last.start + len(last.text), OVERRULED))
        gone.update(range(rejected, end))
    return [r for i, r in enumerate(raws) if i not in gone] if gone else raws


def _rejected(raws: list[Raw], k: int) -> int | None:
    """Where the words rejecting the value at k open ('not the +Weird', 'never Wits'), or None; 'if not Tactical',
    'unless not ...' is a condition's other branch, which nothing rejects (conditions.py asks about it)."""
    j = k - 1
    while j >= 0 and raws[j].low in _REJECTED_SAID:
        j -= 1
    if j >= 1 and raws[j - 1].kind == "word" and raws[j - 1].low in _IF:
        return None
    return j if j >= 0 and raws[j].kind == "word" and raws[j].low in _NOT else None


_IF = frozenset({"if", "unless", "whether", "or"})
_WHO_RULED = frozenset({"you", "we", "i", "they", "he", "she"})


def _ruled_after(raws: list[Raw], k: int) -> bool:
    """Whether the number at k is said as an earlier ruling, by who gave it and how ('the 6 you had me rolling',
    'the 5 we used'): a number rejected so is the old value, and the one said before it stands."""
    return k + 2 < len(raws) and raws[k + 1].low in _WHO_RULED and raws[k + 2].low in _RULED


def _ruled_before(raws: list[Raw], k: int) -> bool:
    """Whether the value at k is said as an earlier ruling of the GM's ("last session you said a pistol shot was
    Hard, but ...", "you said watch rolls were +Cool, but"): 'you' and a verb of ruling in its clause, and 'but'
    opening the clause after it."""
    start = k
    while start > 0 and not (raws[start - 1].kind == "mark" and raws[start - 1].text in _CLAUSE_MARKS):
        start -= 1
    words = [r.low for r in raws[start:k]]
    if not any(a == "you" and b in _RULED for a, b in zip(words, words[1:], strict=False)):
        return False
    j = k + 1
    while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in _CLAUSE_MARKS):
        j += 1
    return j + 1 < len(raws) and raws[j + 1].low == "but"
