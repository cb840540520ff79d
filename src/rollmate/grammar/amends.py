"""A chat line's corrections of itself: a marker ('wait no', 'oops typo', 'sorry, meant', 'my bad', 'scratch that',
'nvm', 'edit:', a leading '*') and the value after it, which replaces the value of the same kind said before it
(dice, a war die, a skill, trick, action word or attribute, a position or effect, a difficulty, a modifier, who
acts) where it stood; a value of a kind not said before is added ('edit: forgot my war die, it's a 5'). 'not X'
after the value names the one it replaces ('sorry, meant Risky not Desperate'). Dice said to be another roll's
('5 5 was initiative, ignore that') are the scene. Two values of one kind with 'or' and no marker ('risky or
desperate', '3 4 or 3 9', 'vey assists — or quill') are asked about. A remark saying why the one taken out does not
act ('— nvm he'd be awful at that, fenn ...') or how they are ('..., rook does it, mabuchi's pinned down') is the
scene.

What a correction takes out is returned as spans, each with the value that replaced it, for the reading to show."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import NAMED, SINGULAR, dice_idiom
from rollmate.grammar.questions import which_named
from rollmate.grammar.raw import Raw
from rollmate.grammar.speech import taken_out
from rollmate.grammar.words import (
    AMEND_LEADS,
    AMENDS,
    DIE_PLACES,
    FACES_FOLLOW,
    IGNORE_THAT,
    POINTING,
    SUBJECT_PRONOUNS,
)
from rollmate.rules.records import FrozenRecord

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

# (pieces, kind, value) of a rules value of the game at raws[i] (see PhraseLexer._amend_value), or None.
ValueAt = Callable[[list[Raw], int], "tuple[int, str, object] | None"]

_BREAKS = frozenset(",;.!?(:")  # marks a correction's marker stands after ('— wait no', ', sorry meant', '... oops')
_ENDS = frozenset(";.!?()")  # marks that end what a correction says
_AMEND_WORDS = frozenset(w for marker in AMENDS for w in marker)
_JOINERS = frozenset({"and", "n", "&"})
NAMED_STARTS = frozenset(words[0] for words in NAMED) | {"double", "pair"}  # dice named ('snake eyes', 'double sixes')
# Markers that take back a whole clause when a clause follows them ('— nvm, quill sways the guard').
_CLAUSE_MARKERS = frozenset({("scratch", "that"), ("nvm",), ("never", "mind"), ("nevermind",), ("no", "wait"),
                             ("wait", "no"), ("no", "wait", "scratch", "that"), ("wait", "no", "scratch", "that"),
                             ("sorry",), ("no", "sorry"), ("my", "bad"), ("no", "my", "bad"), ("i", "mean"),
                             ("i", "meant"), ("actually", "no"), ("no", "actually")})
# The markers that take back what was said, and say no more ('no wait', 'scratch that'; never 'sorry', 'i mean').
_TAKEN_BACK = frozenset({("scratch", "that"), ("nvm",), ("never", "mind"), ("nevermind",), ("no", "wait"),
                         ("wait", "no"), ("no", "wait", "scratch", "that"), ("wait", "no", "scratch", "that"),
                         ("actually", "no"), ("no", "actually")})
# Words a marker may be said with after it that only say it is an afterthought ('forgot the third die, 5 2 6').
_FORGOT = frozenset({"forgot", "i", "oops", "also", "to", "say", "add", "mention"})
_FORGOTTEN_DIE = frozenset({"first", "second", "third", "fourth", "extra", "last", "other"})
# 'juno does it', 'rook operates it', 'quill does the talking': who does the action said before.
_PRO_VERBS = frozenset({"does", "do", "did", "takes", "rolls", "handles", "gets", "has"})
_PRO_OBJECTS = frozenset({"it", "this", "that", "one"})
# The writer's word on a slip, said right after the value meant.
_SLIP_WORDS = frozenset({"typo", "lol", "lmao", "oops", "whoops", "obviously", "sorry", "oof", "autocorrect",
                         "autocorrected", "autocorrects", "autocorrecting", "stupid", "damn", "dumb", "phone"})
# 'vey is across town', 'rook's pinned down': words saying how someone is.
_STATE_VERBS = frozenset({"is", "was", "isn't", "wasn't", "can't", "cannot", "won't", "has", "had", "hasn't", "got",
                          "needs", "went", "left", "stays", "looks", "seems", "would", "wouldn't", "'d", "'s"})
_INSTEAD_LEADS = frozenset({"roll", "use", "using", "with"})  # words a value said with 'instead' may follow
NOTE = "corrected to"
SCENE = "said of one a correction took out: the scene"
RETRACTED = "said to be another roll's: not this roll"
ANOTHERS = "taken back as someone else's: not this roll"
RULING = "the number before it replaces a ruling argued down: the number counts"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class _Value(FrozenRecord):
    """A value a correction may stand for: the pieces it spans, its kind and the value."""

    start: int  # index of its first piece
    end: int  # index after its last piece
    kind: str
    value: object


def amended(raws: list[Raw], value_at: ValueAt, names: Callable[[list[Raw], int], bool],
            text: str) -> tuple[list[Raw], list[Unsaid]]:
    """The pieces with each correction made, and the spans it took out (see the module docstring). The lexer calls
    it only for pieces that hold one of words.AMEND_CUES or a '*' (lexer._may_amend): with none, there is nothing
    to correct, and this module is not loaded."""
    _either_or(raws, value_at, text)
    unsaid: list[Unsaid] = []
    out = _instead(_retracted(list(raws), value_at, unsaid), value_at, unsaid, text)
    m = 0
    while m < len(out):
        if (respelled := _respelled(out, m, value_at, unsaid, text)) is not None:
            out, m = respelled
            continue
        size = _marker_at(out, m, text)
        if not size:
            m += 1
            continue
        done = _amend(out, m, size, value_at, names, unsaid, text)
        if done is None:
            m += size
            continue
        out, m = done
    if out is not raws:
        out = _said_of_the_one_replaced(raws, out, value_at, names, unsaid)
    if any(r.kind == "mark" and r.text == "*" for r in out):  # a star that marked no correction: formatting
        out = [r for r in out if not (r.kind == "mark" and r.text == "*")]
    return out, unsaid


def _respelled(raws: list[Raw], m: int, value_at: ValueAt, unsaid: list[Unsaid],
               text: str) -> tuple[list[Raw], int] | None:
    """'Quilt sways the inspector ... *Quill', 'rolles 7 and 4 *rolled', 'Rage fires ... (Rafe* autocorrect sorry)': a
    word a star is typed against, spelled within a slip of one word said before it that is no rules value (one or
    two letters, by its length): that word was the slip (a phone's autocorrect), and the starred word stands in its
    place. The star, and the writer's word on the slip after it, go; so do brackets left around nothing. Two words
    as close: None (the star is left to the other corrections)."""
    star = raws[m]
    if star.kind != "mark" or star.text != "*":
        return None
    if m + 1 < len(raws) and raws[m + 1].kind == "word" and raws[m + 1].start == star.start + 1:
        w, first = m + 1, m
    elif m and raws[m - 1].kind == "word" and raws[m - 1].start + len(raws[m - 1].text) == star.start:
        w, first = m - 1, m - 1
    else:
        return None
    meant = raws[w].low
    if len(meant) < 3 or not meant.isalpha():
        return None
    from rapidfuzz.distance import Levenshtein  # only for a line that stars a word

    most = 1 if len(meant) < 6 else 2
    typed = [r.text.lower() for r in raws]  # as typed: a slip the spelling has already read ('rollef' as rolled)
    close = sorted((d, k) for k in range(first) if raws[k].kind == "word" and typed[k] != meant
                   and len(typed[k]) >= 3 and typed[k][:1] == meant[:1]
                   and (d := Levenshtein.distance(typed[k], meant)) <= most and _value(raws, k, value_at) is None)
    if not close or (len(close) > 1 and close[1][0] == close[0][0] and typed[close[1][1]] != typed[close[0][1]]):
        return None
    slip = close[0][1] if len(close) == 1 or close[1][0] > close[0][0] else max(k for d, k in close if d == close[0][0])
    end = _remark_after(raws, w + 1 if w > m else m + 1)
    if first and _mark(raws[first - 1], frozenset("(")) and end < len(raws) and _mark(raws[end], frozenset(")")):
        first, end = first - 1, end + 1  # '(Rafe* autocorrect sorry)': the brackets held only the correction
    said = raws[slip]
    unsaid.append(taken_out(said.start, said.start + len(said.text), f"{NOTE} '{raws[w].text}'"))
    out = [*raws[:slip], raws[w], *raws[slip + 1 : first], *raws[end:]]
    return out, slip + 1


def _instead(raws: list[Raw], value_at: ValueAt, unsaid: list[Unsaid], text: str) -> list[Raw]:
    """'roll +cool. +hot instead, 3 3', 'Risky, desperate instead': a value opening its clause and said with 'instead'
    after it replaces the value of its kind said before, as a correction's does ('instead of' names what it replaces,
    which the reader takes elsewhere)."""
    k = 0
    while k < len(raws):
        if _word(raws[k]) != "instead" or (k + 1 < len(raws) and _word(raws[k + 1]) == "of") \
                or not (k + 1 == len(raws) or raws[k + 1].kind == "mark"):
            k += 1
            continue
        new = next((v for s in range(max(1, k - 3), k) if (v := _value(raws, s, value_at)) is not None and v.end == k),
                   None)
        if new is None:
            k += 1
            continue
        lead = new.start - (new.start >= 2 and _word(raws[new.start - 1]) in _INSTEAD_LEADS)
        earlier = [v for v in _values(raws, 0, lead - 1, value_at) if v.kind == new.kind] if _mark(raws[lead - 1]) \
            else []  # (of its own kind: 'jump the gap. Bluff instead' names another roll, which the thread asks about)
        if not earlier:
            if new.kind == "modifier" and not (new.start and _value(raws, new.start - 1, value_at) is not None):
                # "so it's the -3 instead": the number a ruling gives in place of another the post argued down; its
                # 'instead' says so, and names no other roll ('Medicine-3 instead' defaults to Medicine)
                unsaid.append(taken_out(raws[k].start, raws[k].start + len(raws[k].text), RULING))
                raws = [*raws[:k], *raws[k + 1 :]]
                continue
            k += 1
            continue
        old = earlier[-1]
        first, last = raws[old.start], raws[old.end - 1]
        shown = text[raws[new.start].start : raws[k].start + len(raws[k].text)]
        unsaid.append(taken_out(first.start, last.start + len(last.text), f"{NOTE} '{shown}'"))
        between = lead - 1 if k + 1 == len(raws) or raws[k + 1].kind == "mark" else lead
        raws = [*raws[: old.start], *raws[new.start : new.end], *raws[old.end : between], *raws[k + 1 :]]
        k = between - (old.end - old.start) + (new.end - new.start)
    return raws


def _word(raw: Raw) -> str:
    return raw.low if raw.kind == "word" else ""


def _mark(raw: Raw, marks: frozenset[str] = _BREAKS) -> bool:
    return raw.kind == "mark" and raw.text in marks


def _marker_at(raws: list[Raw], m: int, text: str = "") -> int:
    """How many pieces a correction's marker takes at m (0 if none): after a break ('— oops typo,', or a line's end:
    '... rolled 1 and 4\nEDIT: ...'), or a star opening a word ('*stealth'), or opened by 'but' ('he said Brawn but
    means Grit'). Commas between its words ('no, my bad') are its own."""
    raw = raws[m]
    if raw.kind == "mark" and raw.text == "*":
        return 1 if m + 1 < len(raws) and raws[m + 1].start == raw.start + 1 else 0
    broken = m > 0 and "\n" in text[raws[m - 1].start + len(raws[m - 1].text) : raw.start] or m > 0 \
        and raws[m - 1].kind == "mark" and raws[m - 1].text == "-" and text[raws[m - 1].start - 1 : raws[m - 1].start].isspace() \
        and raw.start > raws[m - 1].start + 1  # ("works the crowd - no wait, ...": a hyphen set apart, as a dash)
    if raw.kind != "word" or raw.low not in _AMEND_WORDS or m == 0 or not (_mark(raws[m - 1]) or raw.low == "but"
                                                                         or broken):
        return 0  # ("said Brawn but means Grit": 'but' breaks off what was said, as a mark does)
    for marker in AMENDS:
        k, said = m, 0
        while said < len(marker) and k < len(raws):
            if _word(raws[k]) == marker[said]:
                said += 1
                k += 1
            elif said and _mark(raws[k], frozenset(",")):
                k += 1
            else:
                break
        if said == len(marker):
            return k - m
    return 0


def _lead(raws: list[Raw], n: int) -> int:
    """Where the value a marker brings begins: past commas, colons, words that only lead to it and further markers."""
    while n < len(raws):
        if _mark(raws[n], frozenset(",:*")):
            n += 1
            continue
        lead = next((len(words) for words in (*AMEND_LEADS, *AMENDS)
                     if tuple(_word(r) for r in raws[n : n + len(words)]) == words), 0)
        if not lead:
            return n
        n += lead  # ("wait no sorry I mean ...": a marker said again, then its lead)
    return n


def faces_span(raws: list[Raw], i: int) -> int:
    """How many pieces the faces from raws[i] take ('4 7', '4 and 1', 'a 3 and a 6', '6,1,1'), or 0."""
    k, faces, end = i, 0, i
    while k < len(raws):
        raw = raws[k]
        if (raw.kind == "number" and raw.text.isdigit()) or (raw.kind == "word" and raw.low in SINGULAR
                                                             and not _pointed_one(raws, k)):
            faces += 1
            k += 1
            end = k
        elif _word(raw) in ("a", "an") and k + 1 < len(raws) and _face_end(raws, k + 1) > k + 1:
            k += 1
        elif faces and (_word(raw) in _JOINERS or _mark(raw, frozenset(","))) and k + 1 < len(raws) \
                and (faces_span(raws, k + 1) or _word(raws[k + 1]) in ("a", "an")):
            k += 1
        else:
            break
    return end - i if faces else 0


def _pointed_one(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is 'one' said after 'this' or 'that' at the end of a clause ('spending my luck on this one'):
    the roll or a thing said, no number."""
    return raws[i].low == "one" and i > 0 and raws[i - 1].low in POINTING \
        and (i + 1 == len(raws) or raws[i + 1].kind == "mark")


def _face_end(raws: list[Raw], i: int) -> int:
    raw = raws[i]
    return i + 1 if (raw.kind == "number" and raw.text.isdigit()) or (raw.kind == "word" and raw.low in SINGULAR) else i


def _value(raws: list[Raw], i: int, value_at: ValueAt) -> _Value | None:
    """The rules value at raws[i], with its kind."""
    raw = raws[i]
    if raw.kind == "signed":
        return _Value(i, i + 1, "modifier", raw.text)
    if raw.kind == "word" and raw.low in ("minus", "plus") and i + 1 < len(raws) and (
            raws[i + 1].text.isdigit() or raws[i + 1].low in SINGULAR):  # 'minus 1 or minus two': a sign said aloud
        size = raws[i + 1].text if raws[i + 1].text.isdigit() else SINGULAR[raws[i + 1].low]
        return _Value(i, i + 2, "modifier", f"{'-' if raw.low == 'minus' else '+'}{size}")
    if raw.kind == "mark" and raw.text == "+" and i + 1 < len(raws):  # '+hot'
        said = _value(raws, i + 1, value_at)
        return _Value(i, said.end, said.kind, said.value) if said is not None and said.kind == "ability" else None
    if raw.kind == "word" and raw.low in NAMED_STARTS and (idiom := dice_idiom(raws, i)) is not None:
        return _Value(i, i + idiom[0], "dice", idiom[1])  # "snake eyes, wait no, a three and a four"
    if (faces := faces_span(raws, i)) and not (i and _word(raws[i - 1]) in ("a", "an") and faces == 1
                                                and i + 1 < len(raws) and _word(raws[i + 1]) in ("die", "dice")):
        return _Value(i, i + faces, "dice", tuple(r.low for r in raws[i : i + faces]))
    if raw.kind == "word" and raw.low in ("a", "an") and i + 1 < len(raws) and faces_span(raws, i + 1):
        said = _value(raws, i + 1, value_at)
        return _Value(i, said.end, said.kind, said.value) if said is not None else None
    found = value_at(raws, i)
    if found is None:
        return None
    size, kind, value = found
    if kind.startswith("kw:"):
        return None  # a word of the grammar ('for', 'rolled'): no value a correction replaces
    if kind.startswith("resource:"):  # 'war die 2', 'war die was a 6', 'war die: 4': a die spent, with its face
        k = i + size
        while k < len(raws) and (_mark(raws[k], frozenset(":,")) or _word(raws[k]) in ("was", "is", "it", "it's", "shows", "of", "came", "up")):
            k += 1
        if k < len(raws) and (faces := faces_span(raws, k + (_word(raws[k]) in ("a", "an")))):
            end = k + (_word(raws[k]) in ("a", "an")) + faces
            return _Value(i, end, kind + ":faces", tuple(r.low for r in raws[end - faces : end]))
        return _Value(i, i + size, kind, value)
    if kind == "dl" and i + size < len(raws) and (raws[i + size].kind == "number" or value_at(raws, i + size) is not None
                                                  and value_at(raws, i + size)[1] == "dl"):  # type: ignore[index]
        nxt = raws[i + size]
        more = 1 if nxt.kind == "number" else value_at(raws, i + size)[0]  # type: ignore[index]
        return _Value(i, i + size + more, "dl", nxt.low)
    return _Value(i, i + size, kind, value)


def _values(raws: list[Raw], start: int, end: int, value_at: ValueAt) -> list[_Value]:
    """The rules values among raws[start:end], in order."""
    found: list[_Value] = []
    k = start
    while k < end:
        said = _value(raws, k, value_at)
        if said is not None and said.end <= end:
            found.append(said)
            k = said.end
        else:
            k += 1
    return found


def _same_kind(old: _Value, new: _Value) -> bool:
    return old.kind == new.kind or {old.kind, new.kind} <= {"roll", "verb"}


def _amend(raws: list[Raw], m: int, size: int, value_at: ValueAt, names: Callable[[list[Raw], int], bool],
           unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """Make the correction whose marker is raws[m:m+size]: the new pieces and where to look on; None if it is no
    correction (the marker's words are then left to the rest of the reader)."""
    marker = tuple(_word(r) for r in raws[m : m + size] if r.kind == "word")
    n = _lead(raws, m + size)
    if marker and marker[-1] == "forgot" or (marker and marker[0] == "forgot"):
        n = _forgotten(raws, n)
    if n >= len(raws):
        return None
    if (placed := _die_by_place(raws, m, n, unsaid, text)) is not None:
        return placed
    if (placed := _die_by_face(raws, m, n, unsaid, text)) is not None:
        return placed
    if (placed := _face_not_face(raws, m, n, unsaid, text)) is not None:
        return placed
    if marker in _CLAUSE_MARKERS and (said := _someone_elses(raws, m, n, value_at, names, unsaid, text)) is not None:
        return said
    if marker in _CLAUSE_MARKERS or (marker and marker[-1] == "that" and marker[0] == "scratch"):
        said = _clause(raws, m, n, value_at, names, unsaid, text)
        if said is not None:
            return said
        before = _values(raws, 0, m, value_at)
        after = _values(raws, n, len(raws), value_at)
        if marker in _TAKEN_BACK and any(v.kind in ("roll", "verb") for v in before) and (
                _value(raws, n, value_at) is None or not any(v.kind == "dice" for v in before)
                and not any(v.kind in ("roll", "verb") for v in after)):  # ("works the crowd, scratch that, 3 and 5":
            # the action taken back, and only the dice after it)
            shown = " ".join(r.text for r in raws[m : m + size])  # "works the crowd - no wait, the crowd's turned
            raise PhraseError(  # ugly - so she bars the door instead": taken back, and no action read in its place
                f"'{shown}' takes back what was said before it, and I can't tell what is rolled instead",
                text=text, column=raws[m].start + 1, length=raws[m + size - 1].start + len(raws[m + size - 1].text)
                - raws[m].start, hint="Say only the roll that stands, e.g. 'she bars the door, 3 and 5'.")
    additive = marker[:1] in (("edit",), ("ninja",), ("forgot",), ("also",), ("tidied",), ("fair",)) \
        or marker[-1:] == ("forgot",)  # ('[live] ... tidied: ...': the scribe's copy, said again in full)
    new = _value(raws, n, value_at)
    if (new is None or new.kind != "dice") and (additive or marker[:1] in (("oops",), ("typo",))) \
            and (later := _later_value(raws, n, value_at)) is not None:
        # 'edit: pushing myself for the extra die, 3 2 5': the dice said again replace the dice, and what is said
        # before them stays ('pushing myself')
        before = [v for v in _values(raws, 0, m, value_at) if v.kind == "dice"]
        if before:
            old = before[-1]
            _took_back(raws, old.start, old.end, unsaid, text, raws[later.start : later.end])
            return [*raws[: old.start], *raws[old.end : m], *raws[n:]], m - (old.end - old.start)
    if new is None:
        if marker and marker[0] in ("edit", "ninja", "forgot", "i", "also") and marker[-1] in ("edit", "forgot", "say", "add",
                                                                                            "mention"):
            # 'edit: spending my luck on this (one)': an afterthought, added; the 'one' it points at is the roll
            return [*raws[:m], *(r for k, r in enumerate(raws[n:], n) if not _pointed_one(raws, k))], m
        return None
    end = new.end
    named = None  # 'not Desperate', 'not skirmish': the value it replaces, named
    k = end + (end < len(raws) and _mark(raws[end], frozenset(",")))
    if k < len(raws) and _word(raws[k]) == "not" and k + 1 < len(raws):
        named = _value(raws, k + 1, value_at)
        if named is not None and _same_kind(named, new):
            end = named.end
        else:
            named = None
    end = _remark_after(raws, end)
    earlier = [v for v in _values(raws, 0, m, value_at) if _same_kind(v, new)]
    earlier = [v for v in earlier if v.kind == new.kind] or earlier  # a skill for a skill before an action word
    if named is not None:
        exact = [v for v in earlier if v.value == named.value]
        earlier = exact or earlier
    if new.kind == "who" and earlier and not _same_role(raws, earlier[-1], new, additive) \
            and marker[-1:] not in (("mean",), ("meant",)):
        earlier = []  # 'edit: kestrel adds a war die': someone else's part, added ('sorry, i mean boone's' says
        # whose it is instead)
    if not earlier:
        if raws[m].kind == "mark" or additive or marker[0] in ("oops", "sorry"):
            return [*raws[:m], *raws[new.start : new.end], *raws[end:]], m + (new.end - new.start)  # added
        return None
    old = earlier[-1]
    first, last = raws[old.start], raws[old.end - 1]
    shown = text[raws[new.start].start : raws[new.end - 1].start + len(raws[new.end - 1].text)]
    unsaid.append(taken_out(first.start, last.start + len(last.text), f"{NOTE} '{shown}'"))
    between = m - 1 if _mark(raws[m - 1]) and (end >= len(raws) or raws[end].kind == "mark") else m
    keep = [*raws[: old.start], *raws[new.start : new.end], *raws[old.end : between], *raws[end:]]
    return keep, between - (old.end - old.start) + (new.end - new.start)


def _die_by_place(raws: list[Raw], m: int, n: int, unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """'edit: the second die was a 5', '— wait, 2nd die is a 4, not a 1', 'CORRECTION: an earlier version said the
    second die was a 3; it was a 5': a correction naming one die by its place replaces that face of the dice said
    before it, and only that one. The face it says the die was not, or was said to be before ('not a 1', 'said ...
    was a 3'), must be the face there, and the die must be there: otherwise which dice are right is asked."""
    k = next((j for j in range(n, min(len(raws), n + 14)) if _word(raws[j]) in DIE_PLACES and j + 1 < len(raws)
              and _word(raws[j + 1]) in ("die", "dice", "one", "d10", "d6", "d8")), None)
    if k is None:
        return None
    said: list[tuple[int, bool]] = []  # (index of a face said, whether it is one the die was not)
    j = k + 2
    while j < len(raws):
        raw = raws[j]
        face = raw.kind == "number" and raw.text.isdigit() and len(raw.text) <= 2 or raw.low in SINGULAR
        if face and (j == k + 2 or _word(raws[j - 1]) in _FACE_LEADS):  # ("second die two not five": a wire's)
            negated = any(_word(r) == "not" for r in raws[max(k, j - 3) : j])
            said.append((j, negated))
        j += 1
    new = [j for j, negated in said if not negated]
    if not new:
        return None
    fresh = new[-1]
    olds = [_face(raws[j]) for j, _ in said if j != fresh]
    dice = [v for v in _values(raws, 0, m, lambda *_: None) if v.kind == "dice"]
    if not dice:
        return None
    faces = [j for j in range(dice[-1].start, dice[-1].end) if _face_end(raws, j) == j + 1]
    place = DIE_PLACES[_word(raws[k])]
    named = " ".join(r.text for r in raws[k : k + 2])
    if place > len(faces):
        raise PhraseError(f"There is no {named} among the dice said before: {' '.join(raws[j].text for j in faces)}.",
                          text=text, column=raws[k].start + 1, length=len(named),
                          hint="Say the dice again in full, e.g. 'edit: 6 and 5'.")
    at = faces[place - 1 if place > 0 else place]
    if olds and _face(raws[at]) not in olds:
        raise PhraseError(f"The {named} was {raws[at].text} as said before, and the correction says it was "
                          f"{' or '.join(str(o) for o in olds)}: which dice are right?", text=text,
                          column=raws[k].start + 1, length=len(named),
                          hint="Say the dice again in full, e.g. 'edit: 6 and 5'.")
    last = max(j for j, _ in said)
    end = last + 1 + (last + 1 < len(raws) and _mark(raws[last + 1], frozenset(".!;")))
    old = raws[at]
    unsaid.append(taken_out(old.start, old.start + len(old.text), f"{NOTE} '{raws[fresh].text}'"))
    start = m - 1 if m and _mark(raws[m - 1], frozenset(".;")) and end >= len(raws) else m
    keep = [*raws[:at], Raw("number", str(_face(raws[fresh])), raws[fresh].start), *raws[at + 1 : start], *raws[end:]]
    return keep, start


def _die_by_face(raws: list[Raw], m: int, n: int, unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """'EDIT: the 1 was actually a 6, it was hiding under my cup': a correction naming one die by the face said
    before replaces that face of the dice said before it, where one die showed it; where none or two did, which dice
    are right is asked."""
    k = n + (n < len(raws) and _word(raws[n]) == "the")
    if k + 2 >= len(raws) or _face_end(raws, k) != k + 1:
        return None
    j = k + 1
    while j < len(raws) and _word(raws[j]) in _FACE_IS:
        j += 1
    j += j < len(raws) and _word(raws[j]) in ("a", "an")
    if j == k + 1 or j >= len(raws) or _face_end(raws, j) != j + 1:
        return None
    at = _die_showing(raws, m, k, text)
    if at is None:
        return None
    end = _why_misread(raws, j + 1)  # ("the 6 was a 9 read upside down": how the die was misread, no deed)
    return _replaced_die(raws, m, at, raws[j], end + (end < len(raws) and _mark(raws[end], frozenset(".!;"))), unsaid)


def _face_not_face(raws: list[Raw], m: int, n: int, unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """'CORRECTION ROLLED SEVEN NOT NINE', 'correction: a 4, not a 6': one face said with 'not' and the face it
    replaces, which one die of the dice said before showed: that die; where none or two did, which is asked."""
    k = n + (n < len(raws) and _word(raws[n]) in ("rolled", "rolls", "got"))
    k += k < len(raws) and _word(raws[k]) in ("a", "an")
    if k + 2 >= len(raws) or _face_end(raws, k) != k + 1 or _word(raws[k + 1]) != "not":
        return None
    j = k + 2 + (_word(raws[k + 2]) in ("a", "an"))
    if j >= len(raws) or _face_end(raws, j) != j + 1 or (j + 1 < len(raws) and not _mark(raws[j + 1])):
        return None
    at = _die_showing(raws, m, j, text)
    if at is None:
        return None
    end = j + 1 + (j + 1 < len(raws) and _mark(raws[j + 1], frozenset(".!;")))
    return _replaced_die(raws, m, at, raws[k], end, unsaid)


def _replaced_die(raws: list[Raw], m: int, at: int, fresh: Raw, end: int,
                  unsaid: list[Unsaid]) -> tuple[list[Raw], int]:
    """The raws with the die at raws[at] showing the face said at `fresh`, the correction from raws[m] to raws[end]
    taken out (with the mark before it when it closes the post), and where the correction stood."""
    unsaid.append(taken_out(raws[at].start, raws[at].start + len(raws[at].text), f"{NOTE} '{fresh.text}'"))
    start = m - 1 if m and _mark(raws[m - 1], frozenset(".;")) and end >= len(raws) else m
    return [*raws[:at], Raw("number", str(_face(fresh)), fresh.start), *raws[at + 1 : start], *raws[end:]], start


def _die_showing(raws: list[Raw], m: int, k: int, text: str) -> int | None:
    """Where the one die of the dice said before raws[m] that showed the face said at raws[k] stands; None when no
    dice were said before. Where none or two showed it, which dice are right is asked."""
    dice = [v for v in _values(raws, 0, m, lambda *_: None) if v.kind == "dice"]
    if not dice:
        return None
    old = _face(raws[k])
    faces = [i for i in range(dice[-1].start, dice[-1].end) if _face_end(raws, i) == i + 1 and _face(raws[i]) == old]
    if len(faces) != 1:
        shown = " ".join(raws[i].text for i in range(dice[-1].start, dice[-1].end))
        raise PhraseError(f"'{raws[k].text}' was {'none' if not faces else 'more than one'} of the dice said before "
                          f"({shown}): which dice are right?", text=text, column=raws[k].start + 1,
                          length=len(raws[k].text), hint="Say the dice again in full, e.g. 'edit: 6 and 5'.")
    return faces[0]


def _why_misread(raws: list[Raw], k: int) -> int:
    """Where the words telling how a die was misread end, opening at raws[k] right after the face it should have
    shown ('read upside down', 'misread in the dark', 'hidden under the cup'): a past participle and a few words of no
    number, to the end of the sentence; else k."""
    end = k
    while end < len(raws) and end - k <= _MOST_WHY and raws[end].kind == "word":
        end += 1
    if end == k or end - k > _MOST_WHY or end < len(raws) and not _mark(raws[end], frozenset(".!;")):
        return k
    first = _word(raws[k])
    return end if first.endswith("ed") or first in _PARTICIPLES else k


_MOST_WHY = 6  # words
_PARTICIPLES = frozenset({"read", "misread", "seen", "written", "hidden", "shown", "mistaken", "upside", "stuck", "caught"})


# Words between the face a die showed and the one it should have ("the 1 was actually a 6", "the 3 is really a 5").
_FACE_IS = frozenset({"was", "is", "actually", "really", "should", "be", "shoulda", "meant", "to"})


def _face(raw: Raw) -> int:
    return int(raw.text) if raw.text.isdigit() else SINGULAR[raw.low]


# The words a face is said after in a correction of a die named by its place ('was a 5', 'is 4', 'should be a 3', 'as 1', 'not a 2').
_FACE_LEADS = frozenset({"a", "an", "was", "is", "be", "as", "to", "not", "it's", "its"})


def _someone_elses(raws: list[Raw], m: int, n: int, value_at: ValueAt, names: Callable[[list[Raw], int], bool],
                   unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """'the GM gave me +1 forward? no wait that was Marisol, sorry, no forward for me': a value said in the clause
    before the marker, then said to be someone else's, is taken back with nothing in its place; a clause after it
    saying there is none of it ('no forward for me') says the same again. None when no 'that was NAME' follows."""
    lead = next((len(w) for w in _THAT_WAS if tuple(_word(r) for r in raws[n : n + len(w)]) == w), 0)
    who = n + lead
    if not lead or who >= len(raws) or not (names(raws, who) or raws[who].low.endswith(("'s", "’s"))
                                             and names([Raw("word", raws[who].text[:-2], raws[who].start)], 0)):
        return None  # ('that was Boone's': his)
    end = who + 1
    if end < len(raws) and not _mark(raws[end], frozenset(",;.!?")):
        return None
    close = m
    while close > 0 and _mark(raws[close - 1], frozenset(",?!")):
        close -= 1
    start = close
    while start > 0 and not _mark(raws[start - 1], frozenset(",;.!?:(")):
        start -= 1
    values = _values(raws, start, close, value_at)
    if not values or any(v.kind == "dice" for v in values):
        return None  # (nothing to take back, or the dice: those are asked about elsewhere)
    taken = {_word(r) for r in raws[start:close]} - {""}
    after = end
    k = end
    while k < len(raws) and (_mark(raws[k], frozenset(",")) or _word(raws[k]) in _AMEND_WORDS - {"no"}):
        k += 1
    if k < len(raws) and _word(raws[k]) == "no":
        tail = k + 1
        while tail < len(raws) and not _mark(raws[tail], frozenset(",;.!?")):
            tail += 1
        said = [_word(r) for r in raws[k + 1 : tail]]
        while said[-2:] in (["for", "me"], ["this", "time"]) or said[-1:] in (["either"], ["then"]):
            said = said[:-2] if said[-1] in ("me", "time") else said[:-1]
        if said and set(said) <= taken:
            after = tail
    last = raws[after - 1]
    unsaid.append(taken_out(raws[start].start, last.start + len(last.text), ANOTHERS))
    return [*raws[:start], *raws[after:]], start


# What says the value before a correction was someone else's: 'no wait that was Marisol'.
_THAT_WAS = tuple(sorted((tuple(w.split()) for w in ("that was for", "that was", "that's for", "that's", "thats",
                                                     "it was", "that one was", "those were", "that was meant for")),
                         key=len, reverse=True))


def _said_of_the_one_replaced(raws: list[Raw], out: list[Raw], value_at: ValueAt,
                              names: Callable[[list[Raw], int], bool], unsaid: list[Unsaid]) -> list[Raw]:
    """'— no wait, quill assists, vey's across town', '— scratch that, rook does it, mabuchi is pinned down': a clause
    of the one a correction took out, saying how they are, is the scene (it holds no rules value)."""
    kept = {r.start for r in out}
    gone = {r.low for k, r in enumerate(raws) if r.start not in kept and names(raws, k)}
    last = max(r.start for r in raws if r.start not in kept) if gone else 0
    gone -= {r.low for k, r in enumerate(out) if r.start < last and names(out, k)}  # who still acts
    if not gone:
        return out
    k = 0
    while k < len(out):
        raw = out[k]
        if not (k and _mark(out[k - 1], frozenset(",;.!?")) and raw.kind == "word"
                and (raw.low in gone or (raw.low.endswith("'s") and raw.low[:-2] in gone))):
            k += 1
            continue
        j = k + 1
        if raw.low in gone and _word(out[j] if j < len(out) else raw) not in _STATE_VERBS:
            k += 1
            continue
        if raw.low not in gone or _word(out[j]) in ("is", "was", "'s", "got"):  # 'rook's pinned down': done to them
            said = j + (raw.low in gone)
            j = said + size if (size := _passive(out, said, value_at)) else j
        while j < len(out) and out[j].kind == "word" and ((found := value_at(out, j)) is None
                                                          or found[1].startswith("kw:")) and not names(out, j):
            j += 1
        if j == k + 1 or (j < len(out) and not _mark(out[j], frozenset(",;.!?"))):
            k += 1
            continue
        unsaid.append(taken_out(raw.start, out[j - 1].start + len(out[j - 1].text), SCENE))
        out = [*out[: k - 1], *out[j:]] if j < len(out) and _mark(out[k - 1], frozenset(",")) else [*out[:k], *out[j:]]
    return out


def _passive(raws: list[Raw], k: int, value_at: ValueAt) -> int:
    """How many pieces a verb of the game said as done to someone takes at raws[k] ('pinned down', 'knocked out'),
    or 0 (any other word)."""
    if k >= len(raws) or not raws[k].low.endswith("ed") or (found := value_at(raws, k)) is None or found[1] != "verb":
        return 0
    return found[0]


def _remark_after(raws: list[Raw], end: int) -> int:
    """Past the writer's word on their slip right after the value meant ('*+hard, typo,', '*Prowess obviously')."""
    k = end + (end < len(raws) and _mark(raws[end], frozenset(",")))
    j = k
    while j < len(raws) and _word(raws[j]) in _SLIP_WORDS:
        j += 1
    return j if j > k and (j == len(raws) or raws[j].kind == "mark") else end


def _later_value(raws: list[Raw], n: int, value_at: ValueAt) -> _Value | None:
    """The first value after an afterthought's marker in its sentence, when it is dice said again."""
    k = n
    while k < len(raws) and not _mark(raws[k], _ENDS):
        said = _value(raws, k, value_at)
        if said is not None and said.kind == "dice":
            return said
        k = said.end if said is not None else k + 1
    return None


def _same_role(raws: list[Raw], old: _Value, new: _Value, additive: bool) -> bool:
    """Whether a name after a correction's marker takes the place of the one before it: said with the same word
    after it ('vey assists — no wait, quill assists'). A name alone after 'sorry' may be someone spoken to ('—
    sorry, Juno, ...'), never who acts."""
    if additive:
        return False
    after_old = _word(raws[old.end]) if old.end < len(raws) else ""
    after_new = _word(raws[new.end]) if new.end < len(raws) else ""
    return bool(after_old) and after_new == after_old


def _forgotten(raws: list[Raw], n: int) -> int:
    """Past what an afterthought says it forgot when that is no rules value: 'forgot the third die, 5 2 6'."""
    k = n
    while k < len(raws) and _word(raws[k]) in _FORGOT:
        k += 1
    if k + 2 < len(raws) and _word(raws[k]) in ("the", "a", "my") and _word(raws[k + 1]) in _FORGOTTEN_DIE \
            and _word(raws[k + 2]) in ("die", "dice", "one"):
        k += 3
    return _lead(raws, k)


def _clause(raws: list[Raw], m: int, n: int, value_at: ValueAt, names: Callable[[list[Raw], int], bool],
            unsaid: list[Unsaid], text: str) -> tuple[list[Raw], int] | None:
    """'— scratch that, juno does it': who acts, corrected; '— nvm, kestrel dives behind the jeep': the clause said
    before the marker taken back whole. None when no clause of someone acting follows the marker."""
    start = _clause_start(raws, m)
    n = _past_why(raws, n, names, value_at)
    subject = _subject(raws, n, names, value_at)
    if subject is None:
        return None
    after = subject
    verb = raws[after] if after < len(raws) else None
    if verb is None or verb.kind != "word":
        return None
    old_who = next((k for k in range(start, m) if names(raws, k)), None)
    if not any(names(raws, k) for k in range(n, subject)) and raws[n].low not in SUBJECT_PRONOUNS | {"she's", "he's", "they're"}:
        word = " ".join(r.text for r in raws[n:subject])  # '— scratch that, Dmitri does the talking'
        raise PhraseError(f"I don't know anyone called '{word}'", text=text, column=raws[n].start + 1,
                          length=raws[subject - 1].start + len(raws[subject - 1].text) - raws[n].start,
                          hint="Name a loaded character, or say the action without a name.", missing="character")
    if verb.low in _PRO_VERBS or (after + 1 < len(raws) and _word(raws[after + 1]) in _PRO_OBJECTS
                                  and (found := value_at(raws, after)) is not None and found[1] == "verb"):
        # 'juno does it', 'rook operates it', 'quill does the talking': the action said before, by them
        close = after + 1
        if close < len(raws) and _word(raws[close]) in _PRO_OBJECTS:
            close += 1
        elif close + 1 < len(raws) and _word(raws[close]) == "the" and raws[close + 1].kind == "word":
            close += 2
        elif verb.low not in ("does", "did", "takes", "rolls", "handles"):
            return None
        who = raws[n:subject]
        rest = close + (close < len(raws) and _mark(raws[close], frozenset(",")))
        again = _subject(raws, rest, names, value_at) if rest < len(raws) else None
        if again is not None and [r.low for r in raws[rest:again]] == [r.low for r in who]:
            _took_back(raws, start, m, unsaid, text, raws[rest:again])
            return [*raws[:start], *raws[rest:]], start  # '— nvm, quill does the talking, quill sways the guard'
        if old_who is None:
            return None
        _took_back(raws, old_who, old_who + 1, unsaid, text, who)
        keep = [*raws[:old_who], *who, *raws[old_who + 1 : m], *raws[close:]]
        return keep, old_who + len(who) + (m - old_who - 1)
    if not (value_at(raws, after) is not None or _verb_like(verb)):
        return None
    # 'marrow attunes to the ghost, vey assists — no wait, quill assists': only the part said with that verb
    start = next((k for k in range(m - 1, start, -1) if _mark(raws[k - 1], frozenset(",")) and names(raws, k)
                  and k + 1 < m and _word(raws[k + 1]) == verb.low), start)
    if start == m:
        return None
    _took_back(raws, start, m, unsaid, text, raws[n:after + 1])
    if raws[n].low in SUBJECT_PRONOUNS and old_who is not None:  # 'marisol reads him — nvm, she's reading ...'
        name = raws[old_who]
        plain = Raw("word", name.text[:-2], name.start) if name.low.endswith("'s") else name
        return [*raws[:start], plain, *raws[subject:]], start
    return [*raws[:start], *raws[n:]], start


def _past_why(raws: list[Raw], n: int, names: Callable[[list[Raw], int], bool], value_at: ValueAt) -> int:
    """Past a remark saying why the one before the marker does not act, when someone acting is said after it ('— nvm
    he'd be awful at that, fenn follows ...', '— scratch that, bad idea, quill sways ...'): the scene."""
    k = n
    while k < len(raws) and not _mark(raws[k]):
        if raws[k].kind != "word" or names(raws, k) or ((found := value_at(raws, k)) is not None
                                                         and not found[1].startswith("kw:")):
            return n
        k += 1
    if k == n or k >= len(raws) or not _mark(raws[k], frozenset(",;")) or k + 1 >= len(raws) \
            or not names(raws, k + 1) or (after := _subject(raws, k + 1, names, value_at)) is None \
            or after >= len(raws) or raws[after].kind != "word":
        return n
    return k + 1


def _verb_like(raw: Raw) -> bool:
    low = raw.low
    return raw.kind == "word" and low.endswith("s") and len(low) > 3 and low.isalpha()


def _subject(raws: list[Raw], n: int, names: Callable[[list[Raw], int], bool], value_at: ValueAt) -> int | None:
    """Where the verb after a clause's subject at raws[n] stands: a loaded name, a capitalised name nobody loaded,
    'the Warden', or 'she'/'he' ("she's reading"); None if no subject stands there."""
    if n >= len(raws) or raws[n].kind != "word":
        return None
    raw = raws[n]
    if raw.low in ("she's", "he's", "they're"):
        return n + 1 if n + 1 < len(raws) else None
    if raw.low in SUBJECT_PRONOUNS - {"i"}:
        return n + 1
    k = n
    if raw.low == "the" and n + 1 < len(raws) and raws[n + 1].text[:1].isupper():
        k = n + 1
    if (found := value_at(raws, k)) is not None and found[1] != "who":
        return None  # 'Follow the Spoor', 'Hear the Hollow': a rules value, no one
    if names(raws, k) or raws[k].text[:1].isupper():
        k += 1
        while k < len(raws) and raws[k].kind == "word" and (names(raws, k) or raws[k].text[:1].isupper()):
            k += 1
        return k
    if k + 1 < len(raws) and names(raws, k + 1) and raws[k].low in ("colonel", "captain", "sergeant", "lieutenant",
                                                                      "officer", "doctor", "dr", "mr", "mrs", "ms"):
        return k + 2
    return None


def _took_back(raws: list[Raw], start: int, end: int, unsaid: list[Unsaid], text: str, by: list[Raw]) -> None:
    first, last = raws[start], raws[end - 1]
    shown = text[by[0].start : by[-1].start + len(by[-1].text)] if by else ""
    unsaid.append(taken_out(first.start, last.start + len(last.text), f"{NOTE} '{shown}'"))


def _clause_start(raws: list[Raw], m: int) -> int:
    """Where the clause said before raws[m] begins (a dash or a comma right before m is the marker's own)."""
    k = m - 1 if m and _mark(raws[m - 1], frozenset(",;")) else m
    while k > 0 and not _mark(raws[k - 1], frozenset(";.!?(:")):
        k -= 1
    return k


def _retracted(raws: list[Raw], value_at: ValueAt, unsaid: list[Unsaid]) -> list[Raw]:
    """'5 5 was initiative, ignore that', '1 1 was a fortune roll, ignore it': dice said to be another roll's, and
    what is said of them, are the scene."""
    k = 0
    while k < len(raws):
        faces = faces_span(raws, k)
        if not faces or k + faces >= len(raws) or _word(raws[k + faces]) not in ("was", "were", "is", "are"):
            k += max(faces, 1)
            continue
        j = k + faces
        while j + 1 < len(raws) and not _mark(raws[j], _ENDS) and not (
                _word(raws[j]) == "ignore" and _word(raws[j + 1]) in IGNORE_THAT):
            j += 1
        if j + 1 >= len(raws) or _word(raws[j]) != "ignore":
            k += faces
            continue
        last = raws[j + 1]
        unsaid.append(taken_out(raws[k].start, last.start + len(last.text), RETRACTED))
        raws = [*raws[:k], *raws[j + 2 :]]
    return raws


def _rolls_offered(raws: list[Raw], k: int, after: _Value, value_at: ValueAt, text: str) -> None:
    """'either a single shot or burst fire', 'listen to the wind or stitch up Pell': two rolls offered with 'or'
    right before raws[k] and at `after`, for the GM to pick; asked, with the phrase saying each alone. Two words for
    one roll ('sneak or creep past') are no question."""
    j = k - 1
    while j > 0 and _mark(raws[j], frozenset(",")):
        j -= 1
    befores = [v for v in _values(raws, _clause_start(raws, k), j + 1, value_at)
               if v.kind in ("roll", "verb") and v.end == j + 1]
    if not befores:
        return
    before = befores[-1]
    offered = set(str(before.value).split("|")), set(str(after.value).split("|"))
    if offered[0] & offered[1]:
        return
    if any(v.kind in ("roll", "verb") and set(str(v.value).split("|")) & (offered[0] | offered[1])
           for v in _values(raws, after.end, len(raws), value_at)):
        return  # "is it Survey or Study? ..., going with Survey": the one said again is chosen (bind.py)
    opened = before.start
    while opened and _word(raws[opened - 1]) in ("either", "a", "an", "the"):
        opened -= 1  # "either a single shot or ...": the choice is said without them
    first, last = raws[opened], raws[after.end - 1]
    one = (str(before.value).split("|")[0], first.start, raws[before.end - 1].start + len(raws[before.end - 1].text))
    two = (str(after.value).split("|")[0], raws[after.start].start, last.start + len(last.text))
    raise which_named(text, [one, two])


def _either_or(raws: list[Raw], value_at: ValueAt, text: str) -> None:
    """'risky or desperate', '3 4 or 3 9', '-1 or -2', 'vey assists — or quill': two values of one kind and no word
    saying which is meant: asked, with both."""
    for k, raw in enumerate(raws):
        if _word(raw) != "or" or k == 0 or k + 1 >= len(raws):
            continue
        after = _value(raws, k + 1, value_at)
        if after is None or after.kind == "ability":
            continue  # (two attributes with 'or' the rest of the reader asks about, naming the game's own)
        if after.kind in ("roll", "verb"):
            _rolls_offered(raws, k, after, value_at, text)  # "a single shot or burst fire": which one, asked
            continue
        if after.end < len(raws) and _word(raws[after.end]) in ("better", "more", "higher", "less", "lower", "above",
                                                                 "below", "so", "two", "something"):
            continue
        befores = [v for v in _values(raws, _clause_start(raws, k), k, value_at) if _same_kind(v, after)]
        if not befores:
            continue
        before = befores[-1]
        between = [r for r in raws[before.end : k] if not _mark(r, frozenset(",;"))]
        if after.kind != "who" and between:
            continue
        if after.kind == "who" and any(r.kind != "word" or value_at(raws, before.end + i) is None
                                       for i, r in enumerate(raws[before.end : k]) if not _mark(r)):
            continue
        if after.kind == "dice" and (after.end - after.start < 2 or before.end - before.start < 2) and not (
                after.end - after.start == before.end - before.start == 1 and before.start
                and _word(raws[before.start - 1]) in FACES_FOLLOW):
            continue  # ("a 5 or 6 counts": a rule recited; "rolled 8 or 7": which, asked)
        first = text[raws[before.start].start : raws[k - 1].start + len(raws[k - 1].text)].rstrip(" ,;—-")
        second = text[raws[after.start].start : raws[after.end - 1].start + len(raws[after.end - 1].text)]
        what = {"dice": "two faces" if before.end - before.start == 1 else "two sets of dice", "modifier": "two modifiers", "who": "two people",
                "dl": "two difficulties"}.get(after.kind, f"two {after.kind.split(':')[-1]}s")
        raise PhraseError(f"Which is it: '{first}' or '{second}'? The line gives {what} with 'or' and says no more.",
                          text=text, column=raws[before.start].start + 1,
                          length=raws[after.end - 1].start + len(raws[after.end - 1].text) - raws[before.start].start,
                          choices=(first, second), hint="Say the one meant.")
