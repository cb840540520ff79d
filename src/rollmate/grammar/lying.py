"""Dice described as they lie on the table, read as the faces they show: a die told apart by its colour, its size or
its marks ('the red d10 says 7, the blue one's a 3', 'the chipped d10 rolled 9, the other one a 1', 'the d8 with the
worn numbers is a 6, the others 2, 3, 4, 5'), and a face counted in pips or dots ('the one with five pips', 'one die
shows two pips, the other five pips', '5 dots and 4 dots').

A die's looks are no rules word and nobody's: the words that describe each die go, its faces stay, and the first
description of a run is read as 'rolled'. Only a description that needs reading is read (a colour, a mark, 'the
other', pips); a plain 'the d10 shows 6' is left to the lexer. A description must end at its faces and those at the
clause's end, so a colour of the scene ("her red coat", "the black van") is never a die. The pieces keep their text
and columns; only what the lexer compares changes.

Dice may be counted before their looks ('my two green ones are 1 and 3', 'the two whites are 2 and 5': the count
must be the faces said), told again beside the die already named ("Jonesy's war die, the scratched yellow one, shows
6", "My die's the cracked white one, a 4"), and given roles by colour in the same line ("whites are my base dice,
green's the war die": the green die's face is the war die's; one face for it, or it is left for the reader to ask). A
d10's 0 is 10 only where the player says so ('a 0, which counts as 10')."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rollmate.grammar.idioms import SINGULAR
from rollmate.grammar.later import Later
from rollmate.grammar.raw import Raw
from rollmate.grammar.scene_numbers import faces_before
from rollmate.grammar.words import DIE_PLACES
from rollmate.rules.forms import word_classes

if TYPE_CHECKING:
    from collections.abc import Callable

    RulesAt = Callable[[list[Raw], int], bool]

_OPENERS = frozenset({"the", "my", "her", "his", "their", "our", "one"})  # "one die shows two pips"
_DIE = Later(r"d\d+s?")  # "d10", "d8s": a die named by its size
_DIE_WORDS = frozenset({"die", "dice"})
_ONES = frozenset({"one", "ones"})  # "the blue one", "the black ones": a die said by 'one'
_OTHERS = frozenset({"other", "others"})  # "the other one", "the others 2, 3, 4, 5"
# A die said by its place ("first d10's a 6", "the second one's a 5", "the second" rolled again: knocked.py).
_ORDINALS = frozenset({"first", "second", "third", "fourth", "last", "next"})
_RELATIVE = frozenset({"i", "that", "which", "we", "she", "he", "they"})  # "the one I borrowed out of Holl's bag"
_SHOWING = tuple(tuple(v.split()) for v in (
    "came up", "comes up", "come up", "landed on", "lands on", "turned up", "says", "said", "reads", "read", "shows",
    "showed", "showing", "rolled", "rolls", "gave", "gives", "is", "was", "are", "were", "'s", ":"))
# Words that count or join dice, never their looks ("both dice came up 10" is every die's face: idioms.py).
_NO_LOOKS = frozenset({"with", "and", "a", "an", "both", "all", "each", "every", "any", "some", "no", "these", "those", "two",
                       "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "many"})
_PIPS = frozenset({"pip", "pips", "dot", "dots"})
# Verbs of the roll a face counted in pips may follow ("got 5 dots and 4 dots"): they say 'rolled' already.
_ROLL_VERBS = frozenset({"got", "get", "rolled", "roll", "threw", "throw", "rolls", "gets"})
# The colours dice come in, said of a die ("the green one") or as its name in the plural ("the two whites"): a die's looks,
# which a role said in the same line gives a part of the roll ("whites are my base dice, green's the war die").
_COLOURS = frozenset("""red blue green white black yellow orange purple pink grey gray gold golden silver clear brown
teal violet cyan bronze copper ivory amber""".split())
_COLOUR_PLURALS = frozenset(f"{c}s" for c in _COLOURS if not c.endswith("en"))
_NOUN_WORDS = _COLOUR_PLURALS | _DIE_WORDS | _ONES | _OTHERS | _ORDINALS  # every word _noun reads as a die's
# A role said of a colour ("whites are my base dice", "green's the war die", "the green one is my war die"): the words of
# the role after the colour and its verb, and the part of the roll each gives.
_ROLES = {("war", "die"): "war", ("war", "dice"): "war", ("base", "dice"): "base", ("base", "die"): "base",
          ("normal", "dice"): "base", ("regular", "dice"): "base", ("main", "dice"): "base", ("own", "dice"): "base"}
_ROLE_LINKS = frozenset({"is", "are", "'s", "=", "was", "were"})
_ROLE_WHOSE = frozenset({"my", "the", "our", "her", "his", "their"})
_ENDS = frozenset({",", ";", ".", "!", "?"})
_MOST_LOOKS = 3  # words of a die's looks before its noun ("my gold lucky d10")
_MOST_AFTER = 6  # words after its noun that tell it apart ("with the worn numbers", "I borrowed out of Holl's bag")


def _face(raw: Raw) -> bool:
    return (raw.kind == "number" and raw.text.isdigit()) or (raw.kind == "word" and raw.low in SINGULAR)


def _faces(raws: list[Raw], k: int) -> tuple[list[int], int, bool]:
    """(where each face stands, where they end, whether one was counted in pips) for the faces from raws[k]: 'a 3',
    'five pips', '2, 3, 4, 5'; no faces when they do not end the clause ('7 feet')."""
    found: list[int] = []
    pips = False
    while k < len(raws):
        k += raws[k].low in ("a", "an") and k + 1 < len(raws) and _face(raws[k + 1])
        if not _face(raws[k]):
            break
        found.append(k)
        k += 1
        if k < len(raws) and raws[k].low in _PIPS:
            pips = True
            k += 1
        nxt = k + 1 + (k + 1 < len(raws) and raws[k + 1].low in ("a", "an"))
        if not (nxt < len(raws) and (raws[k].text == "," or raws[k].low == "and") and _face(raws[nxt])
                and not _described_at(raws, k + 1)):
            break  # ("2, 2, 3", "1 and 3": the faces of the dice said, listed)
        k += 1
    ended = k >= len(raws) or raws[k].text in _ENDS or raws[k].low == "and"
    return (found, k, pips) if found and ended else ([], k, False)


def _described_at(raws: list[Raw], k: int) -> bool:
    return raws[k].low in _OPENERS and k + 1 < len(raws) and raws[k + 1].kind != "number"


def _rules_word(raws: list[Raw], k: int, rules_at: RulesAt) -> bool:
    """Whether the word at raws[k] among a die's looks is a rules word, which stops the description ('war' of 'war
    die', a skill, a name), never whose the die is ("Holl's bag": a die borrowed is no help)."""
    if raws[k].low.endswith("'s"):
        return False
    if k + 1 < len(raws) and raws[k + 1].low.endswith("'s"):  # "the war die's a four": 'war die', glued to 's
        nxt = raws[k + 1]
        return rules_at([*raws[: k + 1], Raw(nxt.kind, nxt.text[:-2], nxt.start)], k)
    return rules_at(raws, k)


def _look(raws: list[Raw], k: int, rules_at: RulesAt) -> bool:
    """Whether a word may tell a die by its looks ('red', 'lucky', 'chipped'): no rules word, no face, no word that
    counts or joins, and no verb said of someone ('spends a war die: 6' is no die told by its looks)."""
    raw = raws[k]
    low = raw.low
    if raw.kind != "word" or _rules_word(raws, k, rules_at) or _face(raw) or low in _NO_LOOKS:
        return False
    if low.endswith("'s") or raw.text[:1].isupper() and "ADJ" not in word_classes(low):
        return False  # "Zed's dice: 4 and 9" (whose, for the reader to ask), "Oracle d100 says 88" (a label)
    return not (low.endswith("s") and not low.endswith("ss") and "VERB" in word_classes(low))


def _noun(raw: Raw) -> str:
    """What kind of die word raws[k] is: 'size' ('d10'), 'die', 'one', 'other', or ''."""
    if raw.kind == "notation" and _DIE.fullmatch(raw.low):
        return "size"
    low = raw.low.removesuffix("'s")
    if low in _COLOUR_PLURALS:
        return "one"  # "the two whites are 2 and 5": dice named by their colour
    return "die" if low in _DIE_WORDS else "one" if low in _ONES else "other" if low in _OTHERS | _ORDINALS else ""


def _described(raws: list[Raw], i: int, rules_at: RulesAt) -> tuple[int, list[int], bool, bool] | None:
    """(where the faces end, where each face stands, whether it needed reading, whether it names a die) for a die
    described at raws[i], or None."""
    k = i + (raws[i].low in _OPENERS and i + 1 < len(raws) and raws[i + 1].kind != "number")
    count = SINGULAR.get(raws[k].low) if k > i and k < len(raws) and raws[k].low not in _ONES else None
    k += count is not None  # "my two green ones are 1 and 3": how many, then their looks
    looks = 0
    while k < len(raws) and not _noun(raws[k]) and looks < _MOST_LOOKS and _look(raws, k, rules_at):
        k, looks = k + 1, looks + 1
    if k >= len(raws) or not (noun := _noun(raws[k])):
        return None
    named_after = noun == "other" and k + 1 < len(raws) and _noun(raws[k + 1]) in ("one", "die", "size")
    placed = noun == "other" and not named_after or raws[k].low.removesuffix("'s") in _OTHERS  # "the second 2", "the
    # other die's a 5": told by its place among the dice, which needs reading as its looks do (never "first die was a
    # five": a die named, its place only said of it)
    if named_after:
        k += 1  # "the other one", "the second d10", "first die's a 4"
        noun = _noun(raws[k])
    glued = raws[k].low.endswith("'s")  # "the blue one's a 3"
    looks += raws[k].low.removesuffix("'s") in _COLOUR_PLURALS  # "the two whites": named by their looks
    k += 1
    after = 0
    if not glued and not looks and noun in ("die", "size") and k < len(raws) and raws[k].low in _RELATIVE:
        return None  # ("The dice he sent me were a four and a one": who sent them, for the reader; no looks)
    if not glued and k < len(raws) and (raws[k].low == "with" or raws[k].low in _RELATIVE):
        m = k + 1
        while m < len(raws) and m - k <= _MOST_AFTER and raws[m].kind == "word" and not _face(raws[m]) \
                and not _rules_word(raws, m, rules_at) and not _showing(raws, m):
            m += 1
        if raws[k].low == "with" and m < len(raws) and _face(raws[m]) or _showing(raws, m):
            after, k = m - k, m  # "the one with five pips", "the d8 with the worn numbers is a 6"
        else:
            return None
    k += 0 if glued else _showing(raws, k)
    faces, end, pips = _faces(raws, k)
    if not faces or count is not None and (len(faces) != count or noun not in ("one", "die", "size") or not looks):
        return None  # (the count must be the faces said, of dice told apart by their looks)
    needed = bool(looks or after or pips or placed or noun == "one")
    return end, faces, needed, noun in ("size", "die") or pips


def _showing(raws: list[Raw], k: int) -> int:
    """How many pieces at raws[k] say what a die showed ('says', 'came up', ''s', ':'); 0 for none."""
    words = tuple(r.low for r in raws[k : k + 2])
    if words[:1] == ("'",) and words[1:2] == ("s",):
        return 2  # "First d10's a 6", split at the apostrophe
    return next((len(v) for v in _SHOWING if words[: len(v)] == v), 0)


def _looks_said(raws: list[Raw], k: int, rules_at: RulesAt) -> int:
    """Where a die told by its looks alone ends, opening at raws[k] with an article or whose it is ('the white one',
    'the scratched yellow one', 'my old d10'), or k: at least one word of looks, then 'one', 'die' or its size."""
    if k >= len(raws) or raws[k].low not in _OPENERS - {"one"}:
        return k
    m = k + 1
    while m < len(raws) and m - k <= _MOST_LOOKS and not _noun(raws[m]) and _look(raws, m, rules_at):
        m += 1
    return m + 1 if m > k + 1 and m < len(raws) and _noun(raws[m]) in ("one", "die", "size") \
        and not raws[m].low.endswith("'s") else k


def _apposed(raws: list[Raw], rules_at: RulesAt) -> list[Raw]:
    """The pieces without a die's looks said again beside the die already named: "Jonesy's war die, the scratched
    yellow one, shows 6" (between commas), "My die's the cracked white one, a 4" (after 'is'): which die it is on the table, no
    rules word and no face."""
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        raw = raws[k]
        out.append(raw)
        k += 1
        low = raw.low.removesuffix("'s")
        if not (low in _DIE_WORDS or raw.kind == "notation" and _DIE.fullmatch(low)):
            continue
        if raw.low.endswith("'s") and (end := _looks_said(raws, k, rules_at)) > k and end < len(raws) \
                and raws[end].text == "," and _faces(raws, end + 1)[0]:
            k = end + 1  # "My die's the cracked white one, a 4": my die's a 4
        elif k < len(raws) and raws[k].text == "," and (end := _looks_said(raws, k + 1, rules_at)) > k + 1 \
                and end < len(raws) and raws[end].text == "," and end + 1 < len(raws) and _showing(raws, end + 1):
            k = end + 1  # "the war die, the scratched yellow one, shows 6": the war die shows 6
    return out


# Words that say a face is read as another on this die ("a 0, which counts as 10", "0, that on my old one is 10").
_READ_AS = (("is",), ("counts", "as"), ("count", "as"), ("reads", "as"), ("means",), ("makes",), ("'s",))
_MOST_WHERE = 4  # words between 'which' and the reading ("on my old one", "on this d10")


def _zero_as_ten(raws: list[Raw]) -> list[Raw]:
    """The pieces with a d10's 0 read as the 10 the player says it is on that die ("came up 0, which counts as 10",
    "a 0, that on my old one is 10"): the 10 is the face; the 0 and the words saying so go. A 0 never said to be 10
    stays as typed (and is asked about: no die shows 0)."""
    for k, raw in enumerate(raws):
        if raw.text != "0" or raw.kind != "number" or k + 2 >= len(raws) or raws[k + 1].text != "," \
                or raws[k + 2].low not in ("which", "that"):
            continue
        m = k + 3
        while m < len(raws) and m - k - 3 < _MOST_WHERE and raws[m].kind != "number" \
                and not any(tuple(r.low for r in raws[m : m + len(v)]) == v for v in _READ_AS):
            m += 1
        said = next((v for v in _READ_AS if tuple(r.low for r in raws[m : m + len(v)]) == v), None)
        if said is None:
            continue
        m += len(said)
        m += m < len(raws) and raws[m].low in ("a", "an")
        if m < len(raws) and raws[m].text == "10" and (m + 1 == len(raws) or raws[m + 1].kind == "mark"):
            return [*raws[:k], *raws[m:]]
    return raws


def _colour(raws: list[Raw], start: int, first_face: int) -> str | None:
    """The one colour a die's description says ('Green one's', 'the two whites'), or None."""
    said = {r.low.removesuffix("'s").removesuffix("s") if r.low.removesuffix("'s") in _COLOUR_PLURALS
            else r.low.removesuffix("'s") for r in raws[start:first_face]}
    found = said & _COLOURS
    return next(iter(found)) if len(found) == 1 else None


def _role_at(raws: list[Raw], k: int) -> tuple[str, str, int] | None:
    """(the colour, its role, where the role's clause ends) for a role said at raws[k] ("whites are my base dice",
    "green's the war die I'll add", "the green one is my war die"), or None."""
    m = k + (raws[k].low == "the")
    colour = raws[m].low.removesuffix("'s") if m < len(raws) else ""
    colour = colour[:-1] if colour in _COLOUR_PLURALS else colour
    if colour not in _COLOURS:
        return None
    glued = raws[m].low.endswith("'s")
    m += 1
    if not glued and m < len(raws) and raws[m].low in ("one", "ones", "die", "dice"):
        m += 1
    if not glued:
        if m >= len(raws) or raws[m].low not in _ROLE_LINKS:
            return None
        m += 1
    m += m < len(raws) and raws[m].low in _ROLE_WHOSE
    role = _ROLES.get(tuple(r.low for r in raws[m : m + 2]))  # type: ignore[call-overload]
    if role is None:
        return None
    m += 2
    while m < len(raws) and raws[m].text not in _ENDS and not (raws[m].low == "and" and _role_at(raws, m + 1)):
        m += 1  # ("green's the war die I'll add", up to "and whites are my base dice")
    return colour, role, m


def _roled(raws: list[Raw], runs: list[list[tuple[int, int, list[int]]]]) -> list[Raw] | None:
    """The pieces with dice told by colour read by the roles the line gives their colours ("Green one's a 6, the two
    whites are 2 and 5; whites are my base dice, green's the war die I'll add": the war die shows 6, the roll's
    dice are 2 and 5), the roles' words gone; or None where no role is said, or where a role's dice can't be told
    (two faces for one war die of a colour: which is it? asked by the reader as typed)."""
    roles: dict[str, str] = {}
    said: list[tuple[int, int]] = []
    k = 0
    while k < len(raws):
        opens = k == 0 or raws[k - 1].text in (*_ENDS, ":") or raws[k - 1].low in ("and", "then")
        found = _role_at(raws, k) if opens else None
        if found is None:
            k += 1
            continue
        colour, role, end = found
        if roles.get(colour, role) != role:
            return None
        roles[colour] = role
        said.append((k - (k > 0 and raws[k - 1].low == "and"), end))
        k = end
    if not roles or "war" not in roles.values() or len(runs) != 1:
        return None
    run = runs[0]
    parts = [(_colour(raws, start, faces[0]), start, end, faces) for start, end, faces in run]
    if any(colour is None or colour not in roles for colour, *_ in parts):
        return None
    war = [p for p in parts if roles[p[0]] == "war"]  # type: ignore[index]
    base = [p for p in parts if roles[p[0]] == "base"]  # type: ignore[index]
    if len(war) != 1 or len(war[0][3]) != 1 or not base or war[0][3][0] - war[0][1] < 2:
        return None  # (one war die of its colour, said with words enough to name it)
    gone = {m for first, end in said for m in range(first, end)}
    for (_, end), (first, _) in zip(said, said[1:], strict=False):
        if all(raws[m].kind == "mark" or raws[m].low == "and" for m in range(end, first)):
            gone.update(range(end, first))  # ("base dice, green's the war die": the roles said as one list)
    if said and said[0][0] and raws[said[0][0] - 1].text in (";", ","):
        gone.add(said[0][0] - 1)  # "...; whites are my base dice": the mark before the roles goes with them
    out: list[Raw] = []
    at = 0
    first_base = True
    for colour, start, end, faces in parts:
        out.extend(r for m, r in enumerate(raws[at:start], at) if m not in gone)
        if roles[colour] == "war":  # type: ignore[index]
            named, noun = raws[start], raws[faces[0] - 1] if raws[faces[0] - 1].low not in ("a", "an") \
                else raws[faces[0] - 2]
            out += [Raw("word", named.text, named.start, "war"), Raw("word", noun.text, noun.start, "die")]
            out.append(raws[faces[0]])
        else:
            if first_base:
                out.append(Raw("word", raws[start].text, raws[start].start, "rolled"))
                first_base = False
            out.extend(raws[faces[0] : end])
        at = end
    out.extend(r for m, r in enumerate(raws[at:], at) if m not in gone)
    return out


def _placed_again(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] names a die by its place ('second', 'the last') after the dice were said in a run ('6 and 3.
    edit: second die was a 5'): a correction of that die (grammar/amends.py), no die told by its looks."""
    k = i + (raws[i].low in ("the", "my"))
    return k < len(raws) and raws[k].low in DIE_PLACES and faces_before(raws, i)




def _in_pips(raws: list[Raw]) -> list[Raw]:
    """The faces of a run counted in pips or dots with no die named ('.... 5 dots and 4 dots....', 'got five pips and
    two pips'), opening their clause or after a verb of the roll, read as the faces rolled; the pieces as they are
    where none stands so."""
    if not any(r.low in _PIPS for r in raws):
        return raws
    out: list[Raw] = []
    i = 0
    while i < len(raws):
        start = i + (raws[i].low in ("a", "an"))
        before = raws[i - 1] if i else None
        opening = before is None or before.kind == "mark" or before.low in ("and", *_ROLL_VERBS)
        if opening and start + 1 < len(raws) and _face(raws[start]) and raws[start + 1].low in _PIPS:
            found, end, pips = _faces(raws, i)
            if found and pips and (len(found) > 1 or raws[start + 1].low in ("pip", "pips")):  # ("I've got 3 dots":
                # a rating's dots, where a game counts them so; the faces are told in dots two or more)
                if before is None or before.low not in _ROLL_VERBS:
                    out.append(Raw("word", raws[i].text, raws[i].start, "rolled"))
                out.extend(r for r in raws[i:end] if r.low not in _PIPS)
                i = end
                continue
        out.append(raws[i])
        i += 1
    return out


def lying(raws: list[Raw], rules_at: RulesAt) -> list[Raw]:
    """The phrase's pieces with the dice described as they lie read as the faces they show (see the module).
    `rules_at(raws, k)`: whether a rules word of the game (a resource, a skill, a name) starts at raws[k]."""
    raws = _in_pips(raws)
    if _NOUN_WORDS.isdisjoint([r.low.removesuffix("'s") for r in raws]) and not any(
            r.kind == "notation" and _DIE.fullmatch(r.low) for r in raws):  # (no die word: no _noun of any piece)
        return raws
    apposed = _apposed(raws, rules_at)
    needed, named = len(apposed) < len(raws), False  # (a die's looks said beside it: the dice need reading)
    raws = _zero_as_ten(apposed if needed else raws)  # (the very pieces when nothing was read: the lexer asks)
    runs: list[list[tuple[int, int, list[int]]]] = []  # runs of described dice, each (start, end, faces)
    i = 0
    while i < len(raws):
        opening = i == 0 or raws[i - 1].text in (*_ENDS, ":") or raws[i - 1].low in ("and", "then")
        said = _described(raws, i, rules_at) if opening and raws[i].kind in ("word", "notation") \
            and not _placed_again(raws, i) else None
        if said is None:
            i += 1
            continue
        end, faces, need, names = said
        needed, named = needed or need, named or names
        joined = bool(runs) and runs[-1][-1][1] <= i and all(
            raws[m].text in (",", ";") or raws[m].low == "and" for m in range(runs[-1][-1][1], i))
        if joined:
            runs[-1].append((i, end, faces))
        else:
            runs.append([(i, end, faces)])
        i = end
    roled = _roled(raws, runs)
    if roled is not None:
        return roled
    if not (runs and needed and named):
        return raws
    out: list[Raw] = []
    at = 0
    for run in runs:
        for n, (start, end, faces) in enumerate(run):
            between = raws[at:start]
            if n and len(between) == 2:  # ", and the one I borrowed ...": the comma joins the faces
                between = between[:1]
            if n:  # "First d10's a 6; the other one ... 8": the dice of one roll, joined as a list's are
                between = [Raw("mark", ",", r.start, ",") if r.text == ";" else r for r in between]
            out.extend(between)
            if n == 0 and not (start and raws[start - 1].text == ":"):
                first = raws[start]
                out.append(Raw("word", first.text, first.start, "rolled"))
            for m in range(faces[0], end):
                if raws[m].low not in _PIPS:
                    out.append(raws[m])
            at = end
    out.extend(raws[at:])
    return out
