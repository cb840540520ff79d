"""Table talk the lexer reads as one thing: dice idioms ("snake eyes", "a pair of fives", "(3, 9)") and the frames
of a question about chances ("what are my chances to ...", "odds of ...")."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from rollmate.grammar.later import Later
from rollmate.grammar.raw import NamedRaw, Raw


class RawLike(Protocol):
    kind: str
    text: str
    low: str  # the text lowercased, typographic apostrophes made plain


# Plural face words: "double tens", "a pair of fives".
PLURALS = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8,
           "nines": 9, "tens": 10, "1s": 1, "2s": 2, "3s": 3, "4s": 4, "5s": 5, "6s": 6, "7s": 7, "8s": 8, "9s": 9,
           "10s": 10}
PLURALS |= {"deuces": 2, "treys": 3}  # a craps table's words for twos and threes ("a pair of deuces")


def _named() -> dict[tuple[str, ...], tuple[int, ...]]:
    """The names the table gives to faces (dice_names.toml: "snake eyes", "boxcars", "eight the hard way"), by their
    words."""
    from rollmate.rules.content import cached_toml

    names = cached_toml(Path(__file__).with_name("dice_names.toml"), "dice names")["names"]
    return {tuple(name.split()): tuple(faces) for name, faces in names.items()}


NAMED = _named()

# Question frames, as lowercase word sequences; the action follows ("... to shoot the guard").
_FRAMES = [
    "what are my chances", "what're my chances", "what are the chances", "what are my odds", "what are the odds",
    "what's the chance", "what is the chance", "what's my chance", "what is my chance", "what are my chances of",
    "whats the chance", "whats my chance", "what would my chances be", "how good are my chances",
    "how likely is it that i", "how likely is it i", "how likely is it", "how likely am i", "how likely",
    "what are the odds that i", "what are the odds i", "chances of", "chance of", "odds of", "odds on",
    "what chance do i have", "what chance have i got", "whats the odds", "what's the odds", "odds", "chances",
    # the bare noun opening the phrase, with what links it to the action: "chance to convince the fixer"
    "chance to", "chance that", "chance i", "chance for", "my chances", "my odds", "my chance",
    "probability of", "probability to", "probability that", "likelihood of", "likelihood that",
    "what's the probability", "what is the probability", "whats the probability",
    # a hypothesis is a question with or without its question mark: "what if I spend luck on ..."
    "what if i", "what happens if i", "what if we", "what happens if we", "what would happen if i",
    # the chances supposed: "what would my odds be on a Prowl", "what would the chances be"
    *(f"what would {whose} {odds} be" for whose in ("my", "the", "our") for odds in ("odds", "chances", "chance")),
    "whats my odds", "what's my odds", "whats my chances", "what's my chances", "what're my odds", "wats my odds",
    # every way of asking them with 'what' and its verb, as they are typed, whatever number the noun takes ("whats
    # the chances of ...", "what is the odds")
    *(f"{what} {whose} {odds}" for what in ("what are", "what're", "what's", "whats", "what is", "wats", "what were")
      for whose in ("my", "the", "our") for odds in ("odds", "chances", "chance", "probability")),
    "what do i roll", "what do we roll", "what should i roll", "what would i roll", "what do i need to roll",
    "what do i have to roll", "what do i roll for", "what should i roll for",
    # which roll it is, asked: "which skill for sneaking past?", "what stat do i use to ..." (named, nothing rolled)
    *(f"{which} {what}{tail}" for which in ("what", "which")
      for what in ("skill", "stat", "move", "attribute", "action", "trick", "ability", "roll")
      for tail in ("", " do i use", " should i use", " would i use", " do i roll", " should i roll", " is it",
                   " do i need", " is")),
    # the difficulty, asked in any game's word for it: "what's the DC to sneak past the guard?" (answered with the
    # roll's odds, which name the difficulty the rules give it; nothing is rolled)
    *(f"{what} {dc}{tail}" for what in ("what's the", "what is the", "whats the", "what would the", "what")
      for dc in ("dc", "dl", "difficulty", "target number", "tn")
      for tail in ("", " be", " for", " is it", " would it be")),
]
# Frames that ask only when the phrase ends with a question mark ("can I pick the lock?", "should I spend luck?"):
# answered with the odds, so nothing is rolled or spent.
_ASKED = ["can i", "could i", "may i", "am i able to", "would i be able to", "will i be able to", "should i",
          "is it possible to", "do i stand a chance to", "do i have a chance to", "is it worth it to", "how do i",
          "how can i", "how could i", "how would i", "how should i"]
_ASKED_WORDS = {tuple(f.split()) for f in _ASKED}
_LINKS = {"to", "of", "that", "at", "for", "on", "i", "i'll", "i'd", "ill", "id", "will", "would", "can", "could",
          "me", "my", "successfully", "succeed", "succeeding", "in", "when"}
_FRAME_WORDS = sorted((tuple(f.split()) for f in _FRAMES + _ASKED), key=len, reverse=True)
_FRAME_STARTS = {f[0] for f in _FRAME_WORDS}
# Faces said one at a time ("a one", "a six") and how many of a face ("two sixes and a one").
SINGULAR = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10}
COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
# Words that can open a dice idiom: anything else is ruled out at a glance.
IDIOM_STARTS = {k[0] for k in NAMED} | {"double", "a", "one", "pair", "natural", "both", "all"} | set(COUNTS)
# How many dice said before what they all came up ("both dice showed ones", "all three came up sixes", "both d10s
# come up 10"): the dice word, then a verb of showing, may stand between the count and the face.
_ALL_DICE = tuple(tuple(d.split()) for d in (
    "dice", "die", "of them", "of the dice", "of my dice", "of her dice", "of his dice", "of their dice", "the dice",
    "my dice", "her dice", "his dice", "their dice"))
_SIZED_DICE = Later(r"d\d+s")  # "both d10s came up tens": the dice named by their size
_ALL_SHOWED = tuple(sorted((tuple(v.split()) for v in (
    "showed", "show", "shows", "came up", "come up", "came out", "were", "are", "read", "landed", "landed on",
    "turned up", "rolled", "gave", "gave me", "fell", "came down", "came up as")), key=len, reverse=True))


def _word(raw: RawLike) -> str:
    return raw.low if raw.kind in ("word", "number") else ""


# First words of a dice name that a game also reads as a rules word ('hard six'): such a name with more faces after it
# is that rules word and the faces.
_RULES_WORDS_NAMING = frozenset({"hard"})
# Words before a dice idiom of one word that make it the thing it names ("roofs of boxcars", "on the boxcars").
_THINGS_BEFORE = frozenset({"of", "the", "on", "onto", "along", "across", "atop", "between", "into", "under", "from",
                            "two", "three", "four", "five", "several", "many", "empty", "loaded"})


def dice_idiom(raws: list[RawLike], i: int) -> tuple[int, tuple[int, ...]] | None:
    """(raw tokens used, faces) when raws[i] starts a dice idiom, else None."""
    raw = raws[i]
    if raw.kind == "mark" and raw.text == "(":
        return _parenthesised(raws, i)
    if raw.kind != "word" or raw.low not in IDIOM_STARTS:
        return None
    words = [_word(r) for r in raws[i : i + 4]]
    for key, faces in NAMED.items():
        if tuple(words[: len(key)]) == key:
            if i and _word(raws[i - 1]) in _THINGS_BEFORE and len(key) == 1:
                return None  # "along roofs of boxcars", "the boxcars": the things the words name, no dice
            said = _and_more(raws, i + len(key), len(key), faces)
            if key[0] in _RULES_WORDS_NAMING and said[0] > len(key):
                return None  # ("Hard six and two": a difficulty, then the dice)
            return said
    if words[0] == "double" and len(words) > 2 and words[1] in ("nat", "natural") and words[2].isdigit() \
            and 1 <= int(words[2]) <= 20:  # "DOUBLE NAT 6": two dice, each showing it
        return _and_more(raws, i + 3, 3, (int(words[2]), int(words[2])))
    if words[0] == "double" and len(words) > 1 and (words[1] in PLURALS or words[1] in SINGULAR or (
            words[1].isdigit() and 1 <= int(words[1]) <= 20)):  # "double sixes", "double six", "double 6"
        value = PLURALS.get(words[1]) or SINGULAR.get(words[1]) or int(words[1])
        return _and_more(raws, i + 2, 2, (value, value))
    if words[0] == "natural" and len(words) > 1:  # "natural 10s" (read as '10' and 's'), "natural tens": both dice
        if words[1].isdigit() and words[2:3] == ["s"] and words[1] + "s" in PLURALS:
            value = PLURALS[words[1] + "s"]
            return 3, (value, value)
        if words[1] in PLURALS:
            return 2, (PLURALS[words[1]], PLURALS[words[1]])
    if words[0] in ("both", "all"):
        return _all_showed(raws, i)
    if words[:2] == ["a", "single"] and len(words) > 2 and words[2] in SINGULAR and (
            len(words) == 3 or raws[i + 3].kind == "mark" or words[3] == "and"):  # "a single six"
        return _and_more(raws, i + 3, 3, (SINGULAR[words[2]],))
    counted = _counted(raws, i)
    if counted is not None:
        return counted
    start = 1 if words[0] in ("a", "one") else 0
    if words[start : start + 2] == ["pair", "of"] and len(words) > start + 2 and words[start + 2] in PLURALS:
        value = PLURALS[words[start + 2]]
        return start + 3, (value, value)
    return None


def _and_more(raws: list[RawLike], j: int, size: int, faces: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """'double six and a two', 'snake eyes, and a four': faces said one at a time after a pair said as an idiom
    belong to the same roll (size and faces so far, from raws[j] on); a number before a word counts that thing. The
    same faces said after the name are the dice named again ('hard six, 3 and 3'): left to be read as such."""
    more: list[int] = []
    k = j
    while k < len(raws):
        n = k
        if _word(raws[n]) == "and" or (raws[n].kind == "mark" and raws[n].text == ","):
            n += 1
            if n < len(raws) and _word(raws[n]) == "and":  # ", and a four"
                n += 1
        if n == k:
            break
        if n < len(raws) and _word(raws[n]) in ("a", "an"):
            n += 1
        said = _word(raws[n]) if n < len(raws) else ""
        face = SINGULAR.get(said) or (int(said) if said.isdigit() and 1 <= int(said) <= 20 else None)
        after = raws[n + 1] if n + 1 < len(raws) else None
        if face is None or (after is not None and after.kind != "mark" and _word(after) != "and"):
            break  # ("double six, two steps harder": a count of something else)
        more.append(face)
        k = n + 1
    if sorted(more) == sorted(faces):
        return size, faces  # "hard six, 3 and 3", "snake eyes, 1 and 1": the named faces said again, read apart
    return size + k - j, (*faces, *more)


def faces_run(raws: list[RawLike], j: int) -> int:
    """How many faces stand from raws[j] to the end of its clause ('4 7', '2 n 3', '6,1,1', '4 and 7', '4+2', '4/2',
    'a four and a two'), or 0 when a word or a mark other than a comma between faces comes first."""
    faces = 0
    while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ";.!?("):
        here = raws[j]
        after = raws[j + 1] if j + 1 < len(raws) else None
        if (here.kind == "number" and here.text.isdigit()) or (here.kind == "word" and here.low in SINGULAR) or (
                faces and here.kind == "signed" and here.text.startswith("+")):
            faces += 1
        elif here.kind == "mark" and here.text == ",":
            if after is not None and after.kind != "number" and after.low not in SINGULAR:
                break  # "..., 4 7, climb the wall": the clause ends at the comma
        elif not (here.low in ("and", "n", "&") or (here.low in ("a", "an") and after is not None and (
                after.low in SINGULAR or (after.kind == "number" and after.text.isdigit())))  # "a 3 and a 5"
                or (faces and here.text == "/")):
            return 0
        j += 1
    return faces


# Verbs that say the dice came up when faces follow them at once: "I throw 4 and 7", "it gave 6 6", "I made 3 n 5",
# "came out 2 2" (with no faces after them, or one number, they are the action's words: "throw the grenade").
_SHOWING = {"throw", "throws", "threw", "throwed", "thrown", "made", "make", "did", "gave", "give", "gives",
            "cast", "casts", "casting",  # ("he cast 6 2 1", "casting 4 and 7": the dice cast, as in older prose)
            "said", "says"}  # ("she said 6 6 2 1 in voice": the dice a player read out, relayed)
_COMING_OUT = {"came", "come", "comes"}


def showing_faces(raws: list[RawLike], i: int) -> int:
    """How many words at raws[i] say the dice came up, when two faces or more follow them to the clause's end."""
    low = _word(raws[i])
    size = 1 if low in _SHOWING else 2 if low in _COMING_OUT and i + 1 < len(raws) and _word(raws[i + 1]) == "out" else 0
    at = i + size + (i + size < len(raws) and raws[i + size].kind == "mark" and raws[i + size].text == ":")
    return size if size and (faces_run(raws, at) >= 2 or faces_run(raws[: _where_said(raws, at)], at) >= 2) else 0


def _where_said(raws: list[RawLike], at: int) -> int:
    """Where the faces from raws[at] are followed by where they were said, closing the clause ('6 6 2 1 in voice,',
    '5 and 4 on discord'): that word's index; else the length of raws."""
    k = at
    while k < len(raws) and (raws[k].kind == "number" or _word(raws[k]) in ("and", ",")):
        k += 1
    if k + 1 < len(raws) and _word(raws[k]) in ("in", "on", "over", "via") and raws[k + 1].kind == "word" and (
            k + 2 == len(raws) or raws[k + 2].kind == "mark" and raws[k + 2].text in ",;.!?"):
        return k
    return len(raws)


def _all_showed(raws: list[RawLike], i: int) -> tuple[int, tuple[int, ...]] | None:
    """'both dice showed ones', 'both came up sixes', 'all three dice were fives': the same face on every die, as
    many as said (two for 'both'); None when no plural face ends it ('both of them ran', 'all three guards')."""
    words = [_word(r) for r in raws[i : i + 9]]
    k = 1
    if words[0] == "both":
        count = 2
    elif len(words) > 1 and words[1] in COUNTS and COUNTS[words[1]] > 1:  # "all three"
        count, k = COUNTS[words[1]], 2
    else:
        return None
    k += next((len(d) for d in _ALL_DICE if tuple(words[k : k + len(d)]) == d), 0)
    if i + k < len(raws) and raws[i + k].kind == "notation" and _SIZED_DICE.fullmatch(raws[i + k].low):
        k += 1  # "both d10s"
    showed = next((len(v) for v in _ALL_SHOWED if tuple(words[k : k + len(v)]) == v), 0)
    k += showed
    if k < len(words) and showed and words[k].isdigit() and 1 <= int(words[k]) <= 20 and (
            i + k + 1 == len(raws) or raws[i + k + 1].kind == "mark" and raws[i + k + 1].text in ",;.!?"):
        return k + 1, (int(words[k]),) * count  # "both d10s come up 10": one face, on every die
    if k >= len(words) or words[k] not in PLURALS:
        return None
    return _and_more(raws, i + k + 1, k + 1, (PLURALS[words[k]],) * count)  # "..., and a two"


def _counted(raws: list[RawLike], i: int) -> tuple[int, tuple[int, ...]] | None:
    """'two sixes and a one', 'three 4s, a 2': counts of faces joined by 'and' or commas, with at least one
    plural (so 'a one' alone stays words) and two faces or more."""
    faces: list[int] = []
    plural = False
    j = used = i
    while j + 1 < len(raws):
        count, face = COUNTS.get(_word(raws[j])), _word(raws[j + 1])
        if count is None:
            break
        if count > 1 and face in PLURALS:
            plural = True
            faces += [PLURALS[face]] * count
        elif count == 1 and face in SINGULAR:
            faces.append(SINGULAR[face])
        else:
            break
        j = used = j + 2
        if j < len(raws) and (_word(raws[j]) == "and" or (raws[j].kind == "mark" and raws[j].text == ",")):
            j += 1
    return (used - i, tuple(faces)) if plural and len(faces) >= 2 else None


def _parenthesised(raws: list[RawLike], i: int) -> tuple[int, tuple[int, ...]] | None:
    """'(3, 9)', '(3 9)' or '(3+9)': two or more faces in brackets. '(20)' after a DL is not dice."""
    faces: list[int] = []
    j = i + 1
    while j < len(raws):
        raw = raws[j]
        if raw.kind == "number" and raw.text.isdigit():
            faces.append(int(raw.text))
        elif raw.kind == "signed" and raw.text.startswith("+") and faces:  # "(7+2)": the sum's parts are the faces
            faces.append(int(raw.text[1:].strip()))
        elif raw.kind == "mark" and raw.text == ")":
            return (j - i + 1, tuple(faces)) if len(faces) >= 2 else None
        elif not (raw.kind == "mark" and raw.text == ",") and _word(raw) != "and":
            return None
        j += 1
    return None


# A question about someone else's chances: "can Ripper break the chains?", "what are her odds", "what are Boone's
# chances to ...". The frame's words go; the person it names stays, to be read as who acts.
_ASKED_MODALS = {"can", "could", "may", "might", "will", "would", "should"}
_ASKS_FIRST = frozenset(_FRAME_STARTS | _ASKED_MODALS)  # the words a question about chances opens with (question_at)
_WHOSE = {"her", "his", "their", "our", "its"}
ODDS_WORDS = frozenset({"chance", "chances", "odds"})
# What is asked of someone named after "what would ..." that asks which roll it is: "what would Jonno roll to ...".
_WHICH_ROLL = tuple(tuple(t.split()) for t in (
    "need to roll", "have to roll", "roll", "roll for", "use", "need to use", "be rolling"))
# Modals that open only a question, mark or not ("should I spend luck ..."; "can I ..." may ask for a roll), unless
# a remark follows ("should be easy", "would you believe it").
_ASKS_ALONE = {"would", "should"}
_NOT_ASKING = {"be", "you", "have", "it", "that", "this"}


# Frames that suppose rather than ask what happens now: "what if I ...", "should I spend luck ...". Dice said with
# them are supposed too, so they stay a question; dice said with any other question were rolled (parser.read).
_SUPPOSING = (("what", "if"), ("what", "happens", "if"), ("what", "would", "happen"), ("would",), ("should",))


def supposes(raws: list[RawLike], i: int) -> bool:
    """Whether the question frame at raws[i] supposes ("what if I rolled 6 6 ..."). A modal before 'be' states what
    the player takes a rules value to be ("should be Hard, right? 7 5"): a hedge, so the dice said with it were rolled."""
    words = tuple(_word(r) for r in raws[i : i + 3])
    if words[1:2] == ("be",):
        return False
    return any(words[: len(frame)] == frame for frame in _SUPPOSING)


# A remark that asks how the roll went ("..., i rolled 5 3, what happens?", "..., is that good?"): the roll
# answers it, so its words are no part of the action. Only a whole clause of these words is one.
_REMARKS = {tuple(r.split()) for r in (
    "what happens", "what happens now", "what now", "what happened", "is that good", "is that enough",
    "is that good enough", "is it good", "is it enough", "did i make it", "did it work", "did i succeed",
    "did i pass", "how did i do", "do i make it", "do i succeed", "is that a success", "is it a success",
    "is that a hit", "did that work", "how did it go", "how did that go", "good or bad", "any good", "is that ok",
    "is that okay", "is that bad", "was that good", "is that a pass", "did i get it", "do i get it", "did it",
    "is that right", "is that a good roll", "is that a bad roll", "did i do it")}
_REMARK_STARTS = {r[0] for r in _REMARKS}


def remark_at(raws: list[RawLike], i: int) -> int:
    """Where a remark asking how the roll went ends, when one fills the clause at raws[i]; else i."""
    if i >= len(raws) or raws[i].low not in _REMARK_STARTS:
        return i
    for size in (5, 4, 3, 2):
        end = i + size
        if end <= len(raws) and tuple(_word(r) for r in raws[i:end]) in _REMARKS and (end == len(raws) or raws[end].kind == "mark"):
            return end
    return i


def question_at(raws: list[RawLike], i: int) -> tuple[int, Raw | RawLike | None]:
    """(where the frame's words end, the person it names or None) when raws[i:] opens a question about chances;
    (i, None) when it does not. A frame that asks only with a question mark ("can I ...", "can Zoe ...") needs one
    after it in the phrase ("can Zoe land it? what are her chances" asks; "can opener" does not)."""
    if i < len(raws) and raws[i].low in _POLITE_STARTS and (embedded := _polite(raws, i)) is not None:
        return embedded  # "might you tell me what Zoe's chances would be, should she ..."
    if i >= len(raws) or raws[i].low not in _ASKS_FIRST:  # (a mark's text is never a frame's)
        return i, None
    words = [_word(r) for r in raws[i : i + 8]]
    alone = i == 0 and raws[i].low in _ASKS_ALONE and (len(raws) < 2 or raws[1].low not in _NOT_ASKING)
    asked = any(r.kind == "mark" and r.text == "?" for r in raws[i + 1 :]) or alone
    for frame in _FRAME_WORDS:
        if tuple(words[: len(frame)]) == frame and (asked or frame not in _ASKED_WORDS):
            return _after_links(raws, i + len(frame)), None
    person = _someone(raws, i, words, asked)
    return (i, None) if person is None else person


def _someone(raws: list[RawLike], i: int, words: list[str], asked: bool) -> tuple[int, Raw | RawLike | None] | None:
    """A frame that names whose chances: "can Zoe ...?", "what are her odds", "what are Boone's chances to"."""
    if asked and words[0] in _ASKED_MODALS and len(words) > 2 and raws[i + 1].kind == "word" \
            and words[1] not in _ASKED_MODALS and words[1] not in _LINKS:
        return i + 2, raws[i + 1]  # "can" goes; "Zoe" (or "she") stays as who acts
    if words[0] in ("what", "which") and len(words) > 3 and words[1] in _ASKED_MODALS | {"does", "do", "did"} \
            and raws[i + 2].kind == "word" and words[2] not in _LINKS and words[2] not in ("you", "we", "they"):
        for tail in _WHICH_ROLL:  # "what would Jonno roll to ...", "what does Declan need to roll to ..."
            if tuple(words[3 : 3 + len(tail)]) == tail:
                return _after_links(raws, i + 3 + len(tail)), raws[i + 2]
    if words[:2] in (["what", "are"], ["what", "were"], ["what", "was"]) \
            or words[:1] in (["what's"], ["whats"], ["what're"], ["whatre"]) or words[:2] == ["what", "is"]:
        at = 2 if words[1:2] in (["are"], ["is"], ["were"], ["was"]) else 1  # "whats" may end the phrase
        whose, odds = words[at : at + 1], words[at + 1 : at + 2]
        if whose and odds and odds[0].endswith("'s") and words[at + 2 : at + 3] and words[at + 2] in ODDS_WORDS \
                and raws[i + at].kind == "word":  # "what were investigator GRANGE's chances": who they are, then
            at += 1  # their name
            whose, odds = words[at : at + 1], words[at + 1 : at + 2]
        if whose and odds and odds[0] in ODDS_WORDS:
            owner = raws[i + at]
            if whose[0] in _WHOSE:
                return _after_links(raws, i + at + 2), None
            if whose[0].endswith("'s") and len(whose[0]) > 2:  # "Boone's": Boone acts, "Pen's" too (no pen)
                return _after_links(raws, i + at + 2), NamedRaw("word", owner.text[:-2], owner.start)
    return None


# A question asked politely, the way a letter asks it: a request to be told ("might you tell me", "may I ask", "I
# should like to know") and the question inside it in a statement's order ("what Zoe's chances would be", "her
# chances", "what the odds are"), often with the action supposed after it (", should she study the cipher", ", were she
# to try to dodge"). The request's words go with the frame's; who the chances are of stays, to be read as who acts.
_POLITE = tuple(sorted((tuple(f.split()) for f in (
    *(f"{modal} you {tell}" for modal in ("might", "could", "would", "can", "will")
      for tell in ("tell me", "let me know", "kindly tell me", "please tell me", "be so kind as to tell me",
                   "be good enough to tell me")),
    *(f"{modal} i {ask}" for modal in ("may", "might", "could", "can")
      for ask in ("ask", "ask you", "know", "enquire", "inquire", "trouble you to tell me", "ask you to tell me")),
    "please tell me", "kindly tell me", "pray tell me", "do tell me", "tell me", "let me know",
    *(f"{who} {like} to know" for who in ("i", "i'd", "we", "we'd")
      for like in ("should like", "would like", "'d like", "like", "want", "wish")),
    "i'd like to know", "we'd like to know", "i wonder", "i was wondering", "i am wondering", "i'm wondering",
    "i should be grateful to know", "i would be grateful to know", "i'd be grateful to know")),
    key=len, reverse=True))
_POLITE_STARTS = frozenset(f[0] for f in _POLITE)
_EMBEDDED_VERBS = tuple(tuple(v.split()) for v in (
    "would be", "will be", "might be", "could be", "may be", "should be", "are", "is", "were", "be"))
# What supposes the action after the question ("..., should she study it", "..., were she to dodge", "..., if Zoe
# tries to climb"): its subject is who the question is about.
_SUPPOSING_WORDS = frozenset({"should", "were", "if", "supposing", "suppose", "assuming"})
_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "it", "i", "we"})


def _polite(raws: list[RawLike], i: int) -> tuple[int, Raw | RawLike | None] | None:
    """A polite request to be told someone's chances, when one opens at raws[i] (see _POLITE)."""
    words = [_word(r) for r in raws[i : i + 14]]
    size = next((len(f) for f in _POLITE if tuple(words[: len(f)]) == f), 0)
    if not size:
        return None
    k = size + (words[size : size + 1] == ["please"])
    if words[k : k + 1] == ["what"]:
        k += 1
    whose = words[k : k + 1]
    if not whose or words[k + 1 : k + 2] == [] or words[k + 1] not in ODDS_WORDS:
        return None
    person: Raw | RawLike | None = None
    if whose[0].endswith("'s") and len(whose[0]) > 2:  # "Zoe's chances": Zoe acts
        owner = raws[i + k]
        person = Raw("word", owner.text[:-2], owner.start)
    elif whose[0] not in _WHOSE | {"my", "the"}:
        return None
    k += 2
    k += next((len(v) for v in _EMBEDDED_VERBS if tuple(words[k : k + len(v)]) == v), 0)
    end, supposed = _supposed(raws, i + k)
    if person is None:
        person = supposed
    return _after_links(raws, end), person


def _supposed(raws: list[RawLike], j: int) -> tuple[int, Raw | RawLike | None]:
    """Past ', should she' / ', were Zoe to' / 'if he' that supposes the action after a question, with the name it
    says (a pronoun is the one the question is about); (j, None) when none stands at raws[j]."""
    k = j + (j < len(raws) and raws[j].kind == "mark" and raws[j].text == ",")
    if k + 1 >= len(raws) or _word(raws[k]) not in _SUPPOSING_WORDS or raws[k + 1].kind != "word":
        return j, None
    subject = raws[k + 1]
    if subject.low in _SUBJECT_PRONOUNS:
        named = None
    elif subject.text[:1].isupper() and subject.low not in _LINKS:
        named = subject
    else:
        return j, None
    k += 2
    if _word(raws[k]) == "to" if k < len(raws) else False:  # "were she to try"
        k += 1
    return k, named


# A clause saying nothing has been rolled yet ("I have not rolled", "I haven't rolled anything as yet", "she has not
# yet thrown the dice", "not rolled yet"), and what the player adds to it in the same sentence ("..., and shall not
# until I hear from you"): there are no dice, and the clause is no dice phrase missing its faces.
_SUBJECTS_NOT_ROLLED = frozenset({"i", "we", "he", "she", "they"})
_NOT_HAVE = tuple(tuple(n.split()) for n in (
    "have not", "has not", "haven't", "hasn't", "havent", "hasnt", "i've not", "ive not", "we've not", "have still not",
    "still have not", "still haven't", "did not", "didn't", "didnt", "not"))
_NOT_YET = frozenset({"yet", "as", "actually", "even", "still"})
_NOT_ROLLED_VERBS = frozenset({"rolled", "thrown", "roll", "throw", "cast"})
_NOT_ROLLED_OBJECTS = tuple(tuple(o.split()) for o in (
    "anything", "any dice", "the dice", "my dice", "her dice", "his dice", "their dice", "them", "it", "a die",
    "for it", "for her", "for him"))
_NOT_ROLLED_TAILS = tuple(tuple(t.split()) for t in ("as yet", "yet", "so far", "at all"))
_NOT_UNTIL = frozenset({"shall", "will", "won't", "wont", "shan't", "shant", "would", "nor"})


# A roll the player says they will make later ("will roll when im home", "rolling once the baby's down", "I'll roll
# after bath time", "gonna roll later"): no dice yet, as "I have not rolled" says. The subject and the future said
# first, then 'roll' (and what is rolled), then when: a word of later, or a clause of when.
_WILL = tuple(tuple(w.split()) for w in (
    "will", "i'll", "ill", "i will", "we'll", "we will", "she'll", "he'll", "they'll", "gonna", "i'm gonna",
    "im gonna", "going to", "i'm going to", "im going to", "will have to", "i'll have to"))
_LATER = frozenset({"when", "once", "after", "later", "tonight", "tomorrow", "soon", "afterwards", "whenever"})
_LATER_OPENERS = frozenset(w[0] for w in _WILL) | {"rolling"}

_NOT_ROLLED_OPENERS = _SUBJECTS_NOT_ROLLED | {n[0] for n in _NOT_HAVE}
_NO_ONE_OPENERS = frozenset({"nobody", "noone", "no-one", "no"})  # "Nobody has rolled yet", "No dice yet"
_OPENS_NOT_ROLLED = _NOT_ROLLED_OPENERS | _NO_ONE_OPENERS | _LATER_OPENERS  # (joined once: asked of every word)


def _rolled_later(raws: list[RawLike], i: int, words: list[str]) -> int:
    """Where a clause saying the roll is made later ends (see above), when one opens at raws[i]; else i."""
    k = 1 if words[0] == "rolling" else next((len(w) for w in _WILL if tuple(words[: len(w)]) == w), 0)
    if not k:
        return i
    if words[0] != "rolling":
        if words[k : k + 1] != ["roll"]:
            return i
        k += 1
    k += next((len(o) for o in _NOT_ROLLED_OBJECTS if tuple(words[k : k + len(o)]) == o), 0)
    if not words[k : k + 1] or words[k] not in _LATER:
        return i
    end = i + k
    while end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in ",;.!?"):
        end += 1  # "when im home", "once the baby's down": when, to the clause's end
    return end


def not_rolled(raws: list[RawLike], i: int) -> int:
    """Where a clause saying nothing has been rolled yet, or that the roll is made later, ends (see above), when one
    opens at raws[i]; else i."""
    if i >= len(raws) or _word(raws[i]) not in _OPENS_NOT_ROLLED:  # no subject nor negation
        return i
    words = [_word(r) for r in raws[i : i + 10]]
    if (later := _rolled_later(raws, i, words)) > i:
        return later
    if words[:2] == ["no", "dice"] and (words[2:3] in (["yet"], ["rolled"], ["thrown"]) or words[2:4] == ["so", "far"]):
        k = 2 + (words[2] in ("rolled", "thrown"))  # "No dice yet.", "No dice rolled yet."
        k += next((len(t) for t in _NOT_ROLLED_TAILS if tuple(words[k : k + len(t)]) == t), 0)
        end = i + k
        return end if end >= len(raws) or raws[end].kind == "mark" and raws[end].text in ",;.!?)" else i
    nobody = 2 if words[:2] == ["no", "one"] else int(words[:1] in (["nobody"], ["noone"], ["no-one"]))
    k = 1 if words[:1] and words[0] in _SUBJECTS_NOT_ROLLED else nobody
    negation = next((len(n) for n in _NOT_HAVE if tuple(words[k : k + len(n)]) == n), 0)
    if nobody and not negation and words[k : k + 1] in (["has"], ["have"]):
        negation = 1  # "Nobody has rolled yet": no one, so nothing
    if not negation:
        return i
    k += negation
    while words[k : k + 1] and words[k] in _NOT_YET and words[k] != "as" or words[k : k + 2] == ["as", "yet"]:
        k += 2 if words[k] == "as" else 1
    if not words[k : k + 1] or words[k] not in _NOT_ROLLED_VERBS:
        return i
    if words[k] in ("roll", "throw", "cast") and words[k - 1] not in ("did", "not", "didn't", "didnt", "yet"):
        return i
    k += 1
    k += next((len(o) for o in _NOT_ROLLED_OBJECTS if tuple(words[k : k + len(o)]) == o), 0)
    k += next((len(t) for t in _NOT_ROLLED_TAILS if tuple(words[k : k + len(t)]) == t), 0)
    end = i + k
    if end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in ",;.!?"):
        return i  # "I have not rolled the barrel over": words of its own after it
    return _until(raws, end)


def _until(raws: list[RawLike], j: int) -> int:
    """Past ', and shall not until I hear from you' after a clause saying nothing is rolled: to the sentence's end."""
    k = j + (j < len(raws) and raws[j].kind == "mark" and raws[j].text == ",")
    k += k < len(raws) and _word(raws[k]) == "and"
    k += k < len(raws) and _word(raws[k]) in ("i", "we", "she", "he", "they")
    if k >= len(raws) or _word(raws[k]) not in _NOT_UNTIL:
        return j
    while k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ";.!?"):
        k += 1
    return k


def _after_links(raws: list[RawLike], j: int) -> int:
    while j < len(raws) and _word(raws[j]) in _LINKS:
        j += 1
    return j
