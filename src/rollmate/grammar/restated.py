"""Numbers of the sheet said again, found where they stand, so the rules check them instead of adding them.

"I'm at -2", "my Hard is +2", "I've got +3 in CRE", "3 dots", "my bonus is +12", "+10 to hit"; a sign said aloud
as a transcript writes it ("my cool is minus one", "that's my minus one", "Ledger has minus two reflexive").

A player who restates a value says whose it is (I, she, my) and what it is (a rules word, "rating", "dots",
"modifier", "pool"), or joins it to "to hit". Which number of the sheet "my rating" or "I'm at" means is each game's
to say (the rules check it); the reader says only that it was restated, of what, and the words it came from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from rollmate.grammar.idioms import SINGULAR
from rollmate.grammar.shouts import feeling
from rollmate.grammar.words import NUMBER_WORDS
from rollmate.rules.restated import PART


class RawLike(Protocol):
    kind: str
    text: str
    start: int
    low: str


# "I'm at -2", "she's +1", "I am at -1": who the number is of, said with "is" (a pronoun; the binder's people are
# not needed: a restated number is checked against the roller's sheet, and one that is not theirs fails the check).
_BEING = {("i'm",), ("im",), ("i", "am"), ("she's",), ("he's",), ("they're",), ("she", "is"), ("he", "is"),
          ("they", "are")}
# "I've got +3 in CRE", "I have 3 dots": a value the roller holds.
_HAVING = {("i've", "got"), ("ive", "got"), ("i", "have"), ("i", "got"), ("i've",), ("she's", "got"),
           ("he's", "got"), ("she", "has"), ("he", "has")}
_OPENING_WORDS = {words[0] for words in _BEING | _HAVING}  # the words one of them opens with
_HOLDERS = frozenset({"i", "she", "he", "they", "we"})  # who holds a rating ("she only has Tinker 1")
_SIGNS = {"plus": 1, "minus": -1}  # a sign said aloud: "minus two", "plus 1"
# Nouns for a number of the sheet, and what kind of number each is.
_NOUNS = {"rating": "rating", "score": "rating", "stat": "rating", "dots": "rating", "dot": "rating",
          "rank": "rating", "level": "rating",
          "modifier": "bonus", "mod": "bonus", "bonus": "bonus", "total": "bonus",
          "pool": "pool", "dice": "pool"}
_IS = {"is", "=", "'s", "at", "of"}
# Nouns for the number of a rules word just said ("TACTICAL (score +2)", "Finesse, rating 0").
_OF_WORD = {"score", "rating", "dots", "rank", "value"}
# Words after "I'm at -2" that make it a modifier with its reason, not a number of the sheet.
_REASONS = {"for", "from", "because", "cause", "cos", "due", "with", "to", "penalty", "bonus", "modifier", "mod",
            "situational", "this", "here", "now", "after", "since", "until", "dice", "die"}
_UNITS = {"dots": "rating", "dot": "rating", "dice": "pool"}

# What the lexer gives for a rules word at raws[k]: (how many raws, its token kind, its value), or None.
Match = Callable[[int], "tuple[int, str, object] | None"]


def _number(raw: RawLike) -> int | None:
    """A number as said: '3', '+3', '-2', 'zero', 'three' (never 'a')."""
    if raw.kind == "signed":
        return int(raw.text.replace(" ", ""))
    if raw.kind == "number" and raw.text.isdigit():
        return int(raw.text)
    if raw.kind == "word" and (raw.low == "zero" or (raw.low in NUMBER_WORDS and raw.low not in ("a", "an", "once", "twice"))):
        return 0 if raw.low == "zero" else NUMBER_WORDS[raw.low]
    return None


def _signed(raws: list[RawLike], k: int) -> tuple[int, int] | None:
    """(a signed number at raws[k], where reading goes on): '-2' as typed, or 'minus two' / 'plus 1' said aloud."""
    if k >= len(raws):
        return None
    if raws[k].kind == "signed":
        return int(raws[k].text.replace(" ", "")), k + 1
    if raws[k].kind == "word" and raws[k].low in _SIGNS and k + 1 < len(raws):
        said = raws[k + 1]
        value = int(said.text) if said.kind == "number" and said.text.isdigit() else SINGULAR.get(said.low) \
            if said.kind == "word" else None
        if value is not None:
            return _SIGNS[raws[k].low] * value, k + 2
    return None


_THE_HELD = frozenset({"the", "my", "his", "her", "their", "our"})  # before a standing bonus's word and its number


def _ends(raws: list[RawLike], k: int) -> bool:
    """The clause ends at raws[k] (a mark or the phrase's end), or a word that is no number goes on."""
    return k >= len(raws) or raws[k].kind == "mark" or (raws[k].kind == "word" and _number(raws[k]) is None)


def _words(raws: list[RawLike], i: int, table: set[tuple[str, ...]]) -> int:
    """How many words at raws[i] are one of the sequences in `table`, or 0."""
    if raws[i].kind != "word" or raws[i].low not in _OPENING_WORDS:
        return 0
    for size in (2, 1):
        if tuple(r.low for r in raws[i : i + size] if r.kind == "word") in table and all(
                r.kind == "word" for r in raws[i : i + size]):
            return size
    return 0


def _rules_word(match: Match, raws: list[RawLike], k: int) -> tuple[int, str] | None:
    """(size, the canonical name) when raws[k] names a skill, trick or ability of the game."""
    if k >= len(raws) or raws[k].kind != "word":
        return None
    found = match(k)
    if found is None or found[1] not in ("SKILL", "ABILITY", "TRICK"):
        return None
    return found[0], str(found[2])


def restated_at(raws: list[RawLike], i: int, match: Match, held: Mapping[str, str], *, signed: bool = False,
                signed_skills: bool = False, others_rated: bool = False, person: Callable[[str], str | None] | None = None
                ) -> tuple[int, tuple[int, str | None, str] | tuple[int, str, str, str]] | None:
    """(how many raws, (value, of, kind)) when a restated number of the sheet opens at raws[i], else None; `held`:
    the game's words for standing bonuses a sheet holds, said after their number, and their keys
    (Vocabulary.held_bonuses); `signed`: the game writes its stats signed (Vocabulary.signed_stats);
    `others_rated`: the game rates the other side in the phrase ("the bouncer, she's rated 4"), so a rating said bare
    of someone ("he's rated 0", "he has three") may be theirs and is left to the sides' reader; `person`: the loaded
    character a word names, if one ("Bastian's Resilience is 4": a number of Bastian's sheet, said with whose)."""
    low = raws[i].low
    if person is not None and low.endswith("'s") and raws[i].kind == "word" and (whose := person(low[:-2])):
        if i + 2 < len(raws) and raws[i + 1].low in held and raws[i + 2].kind == "signed" and _ends(raws, i + 3) \
                and _adding_before(raws, i):  # "adds Hard +2 and Marrow's ongoing +1": the bonus their sheet holds
            return 3, (int(raws[i + 2].text.replace(" ", "")), None, held[raws[i + 1].low])
        if _after_facing(raws, i):
            return None  # "vs the goon's Melee 3": the other side's rating, which the sides' reader reads
        return _anothers(raws, i, match, whose)
    said = _restated_at(raws, i, match, held, signed, bare=not others_rated)
    if said is None and signed_skills:
        said = _stat_signed(raws, i, match, ("SKILL",))  # "adds Strength 5 and Melee +3": the skill's bonus
    if said is None:
        return None
    size, value = said
    return size + _sheet_tail(raws, i + size), value  # "(Reflexive, -2 on his sheet)": where it was read, said too


def _restated_at(raws: list[RawLike], i: int, match: Match, held: Mapping[str, str], signed: bool, bare: bool
                 ) -> tuple[int, tuple[int, str | None, str]] | None:
    low = raws[i].low
    if raws[i].kind == "word" and low not in _OPENS and low not in held and raws[i].text != ":":
        return _stat_signed(raws, i, match) if signed else None  # (a word that opens none of the readings below)
    if low == "my" or low in _THIRD_POSSESSIVES and (i and raws[i - 1].low in _HERS_ADDED or _opens_saying(raws, i)
                                                     or i and raws[i - 1].low == "and" and _adding_before(raws, i)) \
            and not _facing(raws, i):
        # "with his +2", "with her Hot +1": what the roll is done with ("his Resilience is 3" may be the target's)
        mine = _my(raws, i, match, held)
        if mine is not None or low == "my":
            return mine
    if (on_sheet := _on_sheet(raws, i, match)) is not None:
        return on_sheet
    if signed and (copular := copular_stat(raws, i, match)) is not None:
        return copular
    said = _words(raws, i, _BEING)
    if said:
        return _being(raws, i, said, match, held, bare)
    said = _words(raws, i, _HAVING)
    if not said and low in _HOLDERS and [r.low for r in raws[i + 1 : i + 3]] in (["only", "has"], ["just", "has"],
                                                                                  ["only", "have"], ["just", "have"]):
        said = 3  # "she only has Tinker 1"
    if said:
        return _having(raws, i, said, match, held, bare)
    if low == "has" and i and raws[i - 1].kind == "word" and raws[i - 1].text[:1].isupper() \
            and (_signed(raws, i + 1) is not None or bare and (found := _value_at(raws, i + 1)) is not None
                 and _said_alone(raws, found[1]) or _held_stat(raws, i + 1, match)):
        # "Ledger has minus two reflexive", "Renko has 2, so ...", "Vesper has 0 Study": a name, then what it holds
        return _having(raws, i, 1, match, held, bare)
    if low in _OF_WORD and (of := _rules_word_before(match, raws, i)) is not None:
        return _of_word(raws, i, of)
    if (sourced := _from_sheet(raws, i, match)) is not None:
        return sourced
    if signed and (beside := _beside_stat(raws, i, match)) is not None:
        return beside
    if low in held and i + 1 < len(raws) and raws[i + 1].kind == "signed" and _ends(raws, i + 2) \
            and (i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in ",;.:(" or raws[i - 1].low == "and"):
        return 2, (int(raws[i + 1].text.replace(" ", "")), None, held[low])  # "Weird -2, ongoing +1.": the bonus the
        # sheet holds, its word first, alone in its clause
    if low in _THE_HELD and i + 2 < len(raws) and raws[i + 1].low in held and raws[i + 2].kind == "signed" \
            and _ends(raws, i + 3):  # "the ongoing +1 from the crew": the bonus the sheet may hold, its word first
        return 3, (int(raws[i + 2].text.replace(" ", "")), None, held[raws[i + 1].low])
    if (for_stat := _for_stat(raws, i, match)) is not None:
        return for_stat
    if (first := _rating_first(raws, i, match)) is not None:
        return first
    if raws[i].kind == "signed":  # "+10 to hit": all that is added to the attack
        k = i + 1
        if k + 1 < len(raws) and raws[k].low == "to" and raws[k + 1].low == "hit" and _ends(raws, k + 2):
            return 3, (int(raws[i].text.replace(" ", "")), None, "bonus")
        if k < len(raws) and raws[k].low in held:  # "+2 Hot +1 ongoing = 10", "+1 ongoing from the lucky pick": a
            return 2, (int(raws[i].text.replace(" ", "")), None, held[raws[k].low])  # bonus the sheet may hold
        return _labelled(raws, i, match)
    if (rated := _stat_is(raws, i, match)) is not None:
        return rated
    return _stat_signed(raws, i, match) if signed else None


_RATING_OPENERS = frozenset({"roll", "rolling", "with", "using"})  # words a skill said with its rating may follow


def _set_apart(raws: list[RawLike], k: int) -> bool:
    """raws[k] is a '=' as typed ('Skirmish = 4'; the raw tokens read it as ':'), a blank on each side: a colon a
    player types after a skill closes up to it ('Skirmish: 6, 2')."""
    return raws[k].text == ":" and 0 < k < len(raws) - 1 and raws[k - 1].start + len(raws[k - 1].text) < raws[k].start \
        and raws[k].start + 1 < raws[k + 1].start
_FOR_WHOM = frozenset({"her", "him", "them", "me", "you"})  # "Prowess is 0 for her": whose rating, the roller's


def _stat_is(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'Prowess is 0 for her lol', 'Skirmish = 4', '(chess = 3)': at raws[i], the 'is' or '=' after a skill or
    attribute that opens its clause, and an unsigned number closing the clause: the rules word's rating said again
    (checked against the roller's sheet, never added; the rules word itself stays the roll's); never after a word
    that sets someone against the roller ('vs the guard, Prowl is 2' may be his)."""
    if raws[i].low not in _COPULA and not _set_apart(raws, i):
        return None
    named = next(((k, found) for k in range(i - 1, max(i - 4, -1), -1)
                  if (found := _stat_at(match, raws, k)) is not None and k + found[0] == i), None)
    if named is None:
        return None
    opened = named[0]
    if opened and not (raws[opened - 1].kind == "mark" and raws[opened - 1].text in ",;.(:"
                       or raws[opened - 1].low in _RATING_OPENERS or raws[opened - 1].low == "so") or _facing(raws, opened):
        return None
    k = i + 1 + (i + 1 < len(raws) and raws[i + 1].low in _ONLY)
    if k >= len(raws) or raws[k].kind not in ("number", "word") or (value := _number(raws[k])) is None:
        return None
    k += 1
    said = k
    if k + 1 < len(raws) and raws[k].low == "for" and raws[k + 1].low in _FOR_WHOM:
        k += 2
    k += _sheet_tail(raws, k)
    k += _talk(raws, k)
    if k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ".,;:!?()"):
        return None
    if k == said and k + 1 < len(raws) and raws[k].text == "," and _number(raws[k + 1]) is not None:
        return None  # "Skirmish : 6, 2, 3": a colon set apart, and the faces
    return k - i, (value, named[1][1], "rating")


def _anothers(raws: list[RawLike], i: int, match: Match, whose: str) -> tuple[int, tuple[int, str, str, str]] | None:
    """"Bastian's Resilience is 4 on his sheet", "Dray's Res 4 → Moderate": a loaded character's number of a rules
    word, said with whose it is, closing its clause: their sheet's number said again (the rules check it against
    their sheet; the roller's own, against the roller's)."""
    named = _stat_at(match, raws, i + 1)
    if named is None:
        signed = _signed(raws, i + 1)  # "adds Bishop's +2": all that is added, said with whose it is
        if signed is None or not i or raws[i - 1].low not in _HERS_ADDED or not _value_ends(raws, signed[1]):
            return None
        return signed[1] - i, (signed[0], None, "bonus", whose)  # type: ignore[return-value]
    said = _value_said(raws, i + 1 + named[0])
    if said is None:
        return None
    value, k = said
    if k + 1 < len(raws) and raws[k].kind == "mark" and raws[k].text == "," and raws[k + 1].kind == "number":
        return None  # "Kes's Sway: 4,5": the number opens a run of faces, the dice rolled, no rating
    k += _sheet_tail(raws, k)
    if k < len(raws) and raws[k].kind != "mark" and raws[k].low not in _CLAUSE_GOES_ON:
        return None
    return k - i, (value, named[1], "rating", whose)


_CLAUSE_GOES_ON = frozenset({"so", "and", "which", "but"})  # words after a number said of another that end its part
_WITH = frozenset({"with", "using"})
# Words after which "his +2", "her Sway of 3" is the roller's own number, rolled or added by whoever works it out
# ("adds her +2", "rolls her Sway of 3"); never after a word of giving ("the ref gives her -2": what she is given).
_HERS_ADDED = _WITH | {"adds", "add", "added", "adding", "plus", "+", "rolls", "roll", "rolled", "rolling"}
_THIRD_POSSESSIVES = frozenset({"his", "her", "their"})
# Words that put someone else up against the roller: after them, "his Melee is 3" may be the other side's.
_FACING = frozenset({"vs", "vs.", "versus", "against", "opposed", "opposing"})
_SHEET_WORDS = {"sheet", "charsheet", "card"}  # where a character's numbers are written


def _adding_before(raws: list[RawLike], i: int) -> bool:
    """Whether a word of adding stands earlier in the clause of raws[i] ('adds Agility 4 and her Stealth of +2')."""
    k = i - 1
    while k >= 0 and not (raws[k].kind == "mark" and raws[k].text in ".;:!?"):
        if raws[k].low in _ADDING:
            return True
        k -= 1
    return False


def _opens_saying(raws: list[RawLike], i: int) -> bool:
    """Whether 'her' at raws[i] opens its clause and a rules word and 'is' follow ('Her Resolve is 3 (Attune, ...)',
    'so her Prowess is 4'): the roller's number said again, as 'my Hard is +2' is (another's fails the rules' check)."""
    opens = i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in ".,;:(!?" or raws[i - 1].low in ("so", "and")
    return opens and i + 2 < len(raws) and raws[i + 2].low in ("is", "was")


def _facing(raws: list[RawLike], i: int) -> bool:
    """Someone is set against the roller before raws[i] ('vs Vance, his Melee is 3'): a 'his' may be theirs."""
    return any(r.kind == "word" and r.low in _FACING for r in raws[:i])


def _after_facing(raws: list[RawLike], i: int) -> bool:
    """Whether raws[i] follows a word that sets someone against the roller, maybe with an article between ('vs the
    goon's Melee 3')."""
    k = i - 1 - (i > 1 and raws[i - 1].low in ("the", "a", "an"))
    return k >= 0 and raws[k].low in _FACING


def _sheet_tail(raws: list[RawLike], k: int) -> int:
    """How many raws at raws[k] say a number was read off a sheet ('on his sheet', 'on my sheet', 'on the sheet',
    'per the sheet'), if the clause ends after them; else 0."""
    if k + 2 < len(raws) and raws[k].low in ("on", "per", "from") and (
            raws[k + 1].low in _POSSESSIVES or raws[k + 1].low == "the") and raws[k + 2].low in _SHEET_WORDS \
            and (k + 3 >= len(raws) or raws[k + 3].kind == "mark"):
        return 3
    return 0


def _on_sheet(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'(Reflexive, -2 on his sheet)', 'Hunt 2 on my sheet', '-2 on the sheet': a number said to be the sheet's, of
    the rules word just before it (or of the roll), checked against the sheet, never added."""
    said = _value_at(raws, i)
    if said is None:
        return None
    value, k = said
    if not _sheet_tail(raws, k):
        return None
    of = _rules_word_before(match, raws, i)
    if of is None and i and not (raws[i - 1].kind == "mark" or raws[i - 1].low in _WITH):
        return None  # "Bastian's Resilience is 4 on his sheet": whose it is, said before it (another's, maybe)
    return k - i, (value, of, "rating")


def _rating_first(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'(0 Resolve, yes, Lurk life.)', ', 2 Prowl.': a bare number and a skill or attribute after it, alone in their
    clause and set off from any number before them: the rating the sheet gives, said number first (checked)."""
    if raws[i].kind != "number" or not raws[i].text.isdigit() or not i or raws[i - 1].kind != "mark" \
            or raws[i - 1].text not in "(," or (raws[i - 1].text == "," and i >= 2 and raws[i - 2].kind == "number"):
        return None
    named = _rules_word(match, raws, i + 1)
    if named is None or match(i + 1)[1] == "TRICK":
        return None
    k = i + 1 + named[0]
    if k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ",;.)!"):
        return None
    return k - i, (int(raws[i].text), named[1], "rating")


def _from_sheet(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'plus 8 from Intelligence and Hacking', '+7 from Pres and Persuade': a number said to come from the sheet's
    rules words, and from nothing else: all that the sheet adds to the dice, said again (the rules check it)."""
    said = _signed(raws, i)
    if said is None:
        return None
    value, k = said
    if k >= len(raws) or raws[k].low != "from":
        return None
    k += 1
    named = 0
    while (found := _rules_word(match, raws, k + (k < len(raws) and raws[k].low in _POSSESSIVES))) is not None:
        k += found[0] + (raws[k].low in _POSSESSIVES)
        named += 1
        if k < len(raws) and (raws[k].low == "and" or raws[k].text in ",+&"):
            k += 1
            continue
        break
    if not named or k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ",;.?!)"):
        return None
    return k - i, (value, None, "bonus")


def _stat_at(match: Match, raws: list[RawLike], k: int, kinds: tuple[str, ...] = ("SKILL", "ABILITY")
             ) -> tuple[int, str] | None:
    """(size, the canonical name) when raws[k] names one of the game's rules words of these kinds (a skill or an
    ability; never a trick)."""
    if k >= len(raws) or raws[k].kind != "word":
        return None
    found = match(k)
    if found is None or found[1] not in kinds:
        return None
    return found[0], str(found[2])


def _value_ends(raws: list[RawLike], k: int) -> bool:
    """The restated value's part of the sum ends at raws[k]: a mark, the end, the next signed part, or a word of
    feeling that closes the aside ("(weird -2 lmaooo)")."""
    return k >= len(raws) or raws[k].kind in ("mark", "signed") or _sheet_tail(raws, k) > 0 or (
        raws[k].kind == "word" and feeling(raws[k].text) and (k + 1 >= len(raws) or raws[k + 1].kind == "mark")) \
        or raws[k].kind == "word" and raws[k].low in _CALLED_OUT  # ("hot -1 man we love him anyway")


# Words a chat calls out to whoever reads, after a number said of the sheet ("hot -1 man, ...", "weird -2 bro").
_CALLED_OUT = frozenset({"man", "dude", "bro", "bruh", "mate", "guys", "lads", "y'all", "fam"})


def _labelled(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'+2 Hard', '+5 Str +3 Melee', '-1 Sharp,': a number of the sheet written before its rules word, a part of the
    player's sum (a modifier says its reason: '-1 for the wrist')."""
    named = _stat_at(match, raws, i + 1)
    if named is None:
        return None
    end = i + 1 + named[0]
    if (on_them := _on_them(raws, end)) and _stat_at(match, raws, i + 1, ("ABILITY",)) is not None:
        end += on_them + _talk(raws, end + on_them)  # "-1 hard on her lol": the stat's number on the roller's sheet
    if not _value_ends(raws, end):
        return None
    return end - i, (int(raws[i].text.replace(" ", "")), named[1], "rating")


def _for_stat(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'+2 for my Cool', 'minus one for my lousy Sharp': a signed number said as what the roller's own stat gives,
    whose it is said and maybe a word of how they feel about it: the stat's number said again (checked against the
    sheet, never added on top of it). A modifier's reason that is no stat ('-1 for the rain', '-1 for his wrist')
    stays a modifier."""
    signed = _signed(raws, i)
    if signed is None:
        return None
    value, k = signed
    if k + 2 >= len(raws) or raws[k].low != "for" or not (raws[k + 1].low in _POSSESSIVES or (
            raws[k + 1].text[:1].isupper() and raws[k + 1].low.endswith(("'s", "’s")))):
        return None  # ("-1 for Marrow's Hot": whose it is said by name; another's fails the rules' check)
    k += 2
    for _ in range(3):  # "my Sharp", "my lousy Sharp", "my pathetic little Sharp"
        if (named := _stat_at(match, raws, k)) is not None:
            end = k + named[0]
            return (end - i, (value, named[1], "rating")) if _value_ends(raws, end) else None
        if k + 1 >= len(raws) or raws[k].kind != "word" or not raws[k].text.islower():
            return None
        k += 1
    return None


_COPULA = frozenset({"is", "=", ":="})  # what joins a stat to its number in a clause of their own
# Every word _restated_at may read a number of the sheet from, but for a standing bonus's own word (the game's) and a
# stat said before its signed number: whose it is, a sign or a number said aloud, a word of being or having, a noun
# for the number, the word that sets it beside its stat. Any other word is asked only whether it is such a stat.
_OPENS = frozenset({"my", "has", "zero", *_THIRD_POSSESSIVES, *_SIGNS, *NUMBER_WORDS, *_OPENING_WORDS, *_HOLDERS,
                    *_OF_WORD, *_THE_HELD, *_COPULA})


def _stat_signed(raws: list[RawLike], i: int, match: Match, kinds: tuple[str, ...] = ("ABILITY",)
                 ) -> tuple[int, tuple[int, str | None, str]] | None:
    """', CRE +3:', '(Hot -1, ...)', ', Hard -1:': a signed number of the sheet written after its rules word, alone
    in its clause ('roll +FRC -1' is the roll and a modifier: the rules word after '+' is what is rolled); also as a
    part of the player's sum ('adds Strength 5 and Melee +3', "her Deception of +3")."""
    if i and not (raws[i - 1].kind == "mark" and raws[i - 1].text in ",;.(:—–-?!" or raws[i - 1].low in _WITH
                  or raws[i - 1].low in _ADDING or raws[i - 1].low in _POSSESSIVES
                  or raws[i - 1].low == "and" and _adding_before(raws, i)):
        return None  # "with Reflexive -2": the stat it is done with, said with its number
    named = _stat_at(match, raws, i, kinds)
    if named is None:
        return None
    k = i + named[0]
    k += k < len(raws) and (raws[k].low in _COPULA or raws[k].low == "of")  # "(Hot is -1, rip)", "Cool = +2;",
    # "Deception of +3": the same, said with 'is' or 'of'
    if k >= len(raws) or raws[k].kind != "signed" or not (_value_ends(raws, k + 1) or k + 1 < len(raws) and raws[
            k + 1].low in ("and", "plus") and _adding_before(raws, i)):  # ("adds Hard +2 and ...": a part of the sum)
        return None
    return k + 1 - i, (int(raws[k].text.replace(" ", "")), named[1], "rating")


# What sets a stat's own number beside it: "Tactical (-1)", "Creative at -2", "Tactical, which is his -1 stat".
_BESIDE = (("(",), ("at",), (",", "which", "is"), (",", "that's"), (",", "thats"), (",", "that", "is"), ("which", "is"))
_OBJECTS = frozenset({"him", "her", "them"})


def _beside_stat(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'Tactical (-1)', 'Forceful (minus one, bless him)', 'Creative at -2', 'Weird -2 on him', 'Tactical, which is
    his -1 stat': a game's signed stat and its own number said beside it, closing its clause, is the sheet's number
    said again (a number with its reason, 'Tactical, -1 for the rain', goes on and stays a modifier)."""
    said = _signed(raws, i)
    if said is None:
        return None
    value, end = said
    k = i - (i and raws[i - 1].low in _POSSESSIVES)
    lead = next((len(words) for words in sorted(_BESIDE, key=len, reverse=True)
                 if k >= len(words) and tuple(r.low for r in raws[k - len(words) : k]) == words), 0)
    if not lead and k >= 4 and [r.low for r in raws[k - 4 : k - 2]] == ["which", "for"] and raws[k - 1].low == "is" \
            and (raws[k - 2].text[:1].isupper() or raws[k - 2].low in _OBJECTS):
        lead = 4 + (k >= 5 and raws[k - 5].text == ",")  # "+weird, which for Tansy is -1": whose it is, said too
    on_them = _on_them(raws, end)
    if not lead and not on_them:
        lead = _stat_described(raws, k)  # "Creative, which is her WORST stat chat, minus two"
        if not lead:
            return None
    named = _rules_word_before(match, raws, k - lead, ("ABILITY",))
    if named is None:
        return None
    end += on_them or (end < len(raws) and raws[end].low in _NOUNS and _NOUNS[raws[end].low] == "rating")
    end += _talk(raws, end)  # "his -1 stat chat, rip", "minus two lmao."
    if not _value_ends(raws, end) and not (end < len(raws) and raws[end].low in _NEXT_CLAUSE):
        return None  # ("with Hot at +1 he needs 9": a clause of its own follows, unmarked)
    return end - i, (value, named, "rating")


# A stat's own number said in a clause of its own, as one writes it whose English is a second language ("her creative
# is minus one", "his hot is only -1", "Forceful (he is weak, only -1)"): the words that put it low or high first,
# and the words that say it is no more than that.
_QUALITIES = frozenset({"weak", "strong", "bad", "good", "poor", "great", "terrible", "awful", "low", "high", "not",
                        "very", "so", "really", "quite", "too"})
_ONLY = frozenset({"only", "just", "merely"})


def copular_stat(raws: list[RawLike], i: int, match: Match) -> tuple[int, tuple[int, str | None, str]] | None:
    """'her creative is minus one', 'his hot is only -1', 'their Cool = +2': a signed stat said with whose it is and
    its number, closing its clause; and 'Forceful (he is weak, only -1)', 'Creative, she is not so good, just -1':
    right after the stat, whose it is and how good, then its number. The sheet's number said again (checked against
    the roller's sheet, counted once, asked about when it differs); never after a word that sets someone against
    the roller ('vs the guard, his Hard is +2' may be the guard's)."""
    if _facing(raws, i):
        return None
    if raws[i].low in _THIRD_POSSESSIVES:
        named = _stat_at(match, raws, i + 1, ("ABILITY",))
        if named is None:
            return None
        k = i + 1 + named[0]
        if k >= len(raws) or raws[k].low not in ("is", "="):
            return None
        k += 1 + (k + 1 < len(raws) and raws[k + 1].low in _ONLY)
        said = _value_at(raws, k)
        if said is None or not _value_ends(raws, said[1]):
            return None
        return said[1] - i, (said[0], named[1], "rating")
    being = _words(raws, i, _BEING)
    if not being or not i or raws[i - 1].text not in ("(", ","):
        return None
    named = _rules_word_before(match, raws, i, ("ABILITY",))
    if named is None:
        return None
    k = i + being
    while k < len(raws) and k - i - being < 3 and raws[k].kind == "word" and raws[k].low in _QUALITIES:
        k += 1
    if k == i + being or k + 1 >= len(raws) or raws[k].text != ",":
        return None  # ("Forceful, he is hurt, -1": a modifier with its reason)
    k += 1 + (raws[k + 1].low in _ONLY)
    said = _signed(raws, k)
    if said is None or not _value_ends(raws, said[1]):
        return None
    return said[1] - i, (said[0], named, "rating")


_NEXT_CLAUSE = frozenset({"he", "she", "they", "i", "we", "so"})  # words opening a clause of their own


# Nouns a stat is called by when it is described before its number ("which is her worst stat, -2").
_STAT_NOUNS = frozenset({"stat", "attribute", "ability", "score"})
_MOST_DESCRIBING = 2  # words that may describe the stat between whose it is and the noun ("her very worst stat")


def _talk(raws: list[RawLike], k: int) -> int:
    """How many words at raws[k] are talk around a value, not of it: the audience spoken to ('chat', 'folks') and a
    feeling said aloud ('lol', 'rip', 'lmao')."""
    from rollmate.grammar.audience import addressed
    from rollmate.grammar.shouts import feeling

    at = k
    while at < len(raws) and raws[at].kind == "word" and (addressed(raws[at].low) or feeling(raws[at].text)):
        at += 1
    return at - k


def _stat_described(raws: list[RawLike], k: int) -> int:
    """How many raws before raws[k] describe the stat said before them and end where its number is said: ', which is
    her WORST stat chat,', ', her worst stat,' (the stat described, whose it is and the noun, talk and a comma after
    it), or 0."""
    at = k - (k and raws[k - 1].kind == "mark" and raws[k - 1].text == ",")
    while at and raws[at - 1].kind == "word" and _talk(raws, at - 1):
        at -= 1
    if not at or raws[at - 1].low not in _STAT_NOUNS:
        return 0
    at -= 1
    for _ in range(_MOST_DESCRIBING + 1):
        if at and raws[at - 1].low in _POSSESSIVES:
            at -= 1
            lead = next((len(words) for words in sorted(_BESIDE, key=len, reverse=True)
                         if words[0] in (",", "which") and at >= len(words)
                         and tuple(r.low for r in raws[at - len(words) : at]) == words), 0)
            if not lead and at and raws[at - 1].kind == "mark" and raws[at - 1].text == ",":
                lead = 1  # "Creative, her worst stat, -2": the stat described beside it
            return k - at + lead if lead else 0
        if not at or raws[at - 1].kind != "word" or _number(raws[at - 1]) is not None:
            return 0
        at -= 1
    return 0


def _on_them(raws: list[RawLike], k: int) -> int:
    """2 when raws[k] says 'on him' / 'on her' (the number is on the roller's sheet), else 0."""
    return 2 if k + 1 < len(raws) and raws[k].low == "on" and raws[k + 1].low in _OBJECTS else 0


def _rules_word_before(match: Match, raws: list[RawLike], i: int,
                       kinds: tuple[str, ...] = ("SKILL", "ABILITY", "TRICK")) -> str | None:
    """The rules word of these kinds that ends right before raws[i], or before a '(' or ',' there ("TACTICAL (score
    +2)", "Finesse, rating 0"), or None."""
    end = i - 1 if i and raws[i - 1].kind == "mark" and raws[i - 1].text in ("(", ",") else i
    for k in range(end - 1, max(end - 4, -1), -1):
        named = _stat_at(match, raws, k, kinds)
        if named is not None and k + named[0] == end:
            return named[1]
    return None


def _of_word(raws: list[RawLike], i: int, of: str) -> tuple[int, tuple[int, str | None, str]] | None:
    """'TACTICAL (score +2)', 'Finesse, rating 0', 'Wits score: 3': the number of the rules word just said, said
    again with a noun for it (a program writing a roll restates the sheet this way)."""
    said = _value_said(raws, i + 1)
    if said is None:
        return None
    value, k = said
    return (k - i, (value, of, "rating")) if _ends(raws, k) else None


def _value_said(raws: list[RawLike], k: int) -> tuple[int, int] | None:
    """(the number said at raws[k], maybe after 'is' or ':', where reading goes on), or None."""
    if k < len(raws) and (raws[k].low in _IS or raws[k].text == ":"):
        k += 1
    return _value_at(raws, k)


def _my(raws: list[RawLike], i: int, match: Match, held: Mapping[str, str]) -> tuple[int, tuple[int, str | None, str]] | None:
    """'my Hard is +2', 'my rating's 3', "my pool's 10 dice", 'my modifier is +12', 'my +10'."""
    k = i + 1
    third = raws[i].low != "my"  # "his", "her", "their": also whom something is done to ("the ref gives her -2")
    signed = _signed(raws, k)
    if signed is None and k < len(raws) and raws[k].kind == "number" and raws[k].text.isdigit() and _added(raws, k):
        signed = int(raws[k].text), k + 1  # "9 and 2 is 11, plus my 8 makes 19": the sign said before whose it is
    if signed is not None:
        if third and not (i and raws[i - 1].low in _HERS_ADDED):
            return None  # "with his +2", "adds her +2" is what she rolls with; "gives her -2" is what she is given
        value, after = signed
        if after < len(raws) and raws[after].low in held:  # "plus my +1 <a bonus the sheet holds>"
            return after + 1 - i, (value, None, held[raws[after].low])
        if after >= len(raws) or raws[after].kind == "mark" or raws[after].low in _SUM_LINKS:
            return after - i, (value, None, "bonus")  # "on top of my +10.", "that's my minus one", "plus my 8 makes"
        return None
    if not third and k < len(raws) and raws[k].low in held and (signed := _signed(raws, k + 1)) is not None:
        return signed[1] - i, (signed[0], None, held[raws[k].low])  # "plus my ongoing +1 from the crew"
    of: str | None = None
    kind = "rating"
    glued = raws[k].low.endswith("'s") if k < len(raws) else False  # "my rating's 3", "my Hard's +2"
    named = _rules_word(match, raws, k)
    if named is not None:
        size, of = named
    elif k < len(raws) and raws[k].kind == "word" and raws[k].low.removesuffix("'s") in _NOUNS \
            and raws[i].low == "my":  # (never "her dice: 7, 2": the dice she sent, said after their owner)
        size, kind = 1, _NOUNS[raws[k].low.removesuffix("'s")]
    else:
        return None
    k += size
    if not glued and of is not None and (said := _value_at(raws, k)) is not None and _value_ends(raws, said[1]):
        return said[1] - i, (said[0], of, kind)  # "with his Firearms 4:", "her Hot +1,": the number after its word
    if not glued:
        if k >= len(raws) or not (raws[k].low in _IS or raws[k].text == ":" and not third):
            return None  # ("with her Prowl: 4" gives the die after the roll it names)
        k += 1
    said = _value_at(raws, k)
    if said is None:
        return None
    value, k = said
    if k < len(raws) and raws[k].low in _UNITS:
        kind = _UNITS[raws[k].low] if of is None else kind
        k += 1
    if kind == "pool" and k + 1 < len(raws) and raws[k].text == "," and _number(raws[k + 1]) is not None:
        return None  # "My dice: 6, 2, 4": the faces listed after the label, never a count of them
    if kind == "bonus" and of is None and k < len(raws) and raws[k].low in _BONUS_REASONS:
        return None  # "forgot my bonus: +1 from the red-dot sight": a modifier with its reason, never the sheet's
    return (k - i, (value, of, kind)) if _ends(raws, k) else None


_BONUS_REASONS = frozenset({"from", "for", "because", "due", "thanks", "cause", "cos"})


def _said_alone(raws: list[RawLike], k: int) -> bool:
    """Whether a number said of someone ends its sentence at raws[k] ('he has three.', 'rated 0, so ...'): the end,
    a mark that ends a sentence, or a comma and a word; never a die or another number after it ('I have 5 and 3')."""
    if k >= len(raws) or raws[k].kind == "mark" and raws[k].text in ".!?;":
        return True
    return raws[k].text == "," and k + 1 < len(raws) and raws[k + 1].kind == "word" and _number(raws[k + 1]) is None


def _value_at(raws: list[RawLike], k: int) -> tuple[int, int] | None:
    """(the number said at raws[k], where reading goes on), or None."""
    if (signed := _signed(raws, k)) is not None:
        return signed
    value = _number(raws[k]) if k < len(raws) else None
    return None if value is None else (value, k + 1)


def _being(raws: list[RawLike], i: int, said: int, match: Match, held: Mapping[str, str], bare: bool = False
           ) -> tuple[int, tuple[int, str | None, str]] | None:
    """"I'm at -2", "she's +1", "I'm +2 in Hot": a signed number said of someone, alone in its clause."""
    k = i + said + (i + said < len(raws) and raws[i + said].low == "at")
    if bare and k < len(raws) and raws[k].low == "rated" and (rated := _value_at(raws, k + 1)) is not None \
            and _said_alone(raws, rated[1]):
        return rated[1] - i, (rated[0], None, "rating")  # "He's rated 0, so RAW it's ...": the roll's rating
    if (signed := _signed(raws, k)) is None:
        return None
    value, k = signed
    of: str | None = None
    if k + 1 < len(raws) and raws[k].low in ("in", "at", "on", "for") and (named := _rules_word(match, raws, k + 1)):
        of = named[1]
        k += 1 + named[0]
    if k < len(raws) and (raws[k].kind != "mark" and (raws[k].low in _REASONS or raws[k].low in held)
                          or raws[k].kind not in ("mark", "word")):
        return None  # "I'm at -2 for the wound": a modifier with its reason, as ever
    return k - i, (value, of, "rating")


def _held_stat(raws: list[RawLike], k: int, match: Match) -> bool:
    """Whether a number held in a skill or ability, its clause ending after it, stands at raws[k] ('0 Study so ...',
    'literally zero Tinker,')."""
    while k + 1 < len(raws) and raws[k].kind == "word" and raws[k].low in _HOLDING_ADVERBS:
        k += 1
    found = _value_at(raws, k)
    named = _stat_at(match, raws, found[1]) if found is not None else None
    return found is not None and named is not None and _closes(raws, found[1] + named[0])


def _closes(raws: list[RawLike], k: int) -> bool:
    """The clause closes at raws[k]: a mark, the end, or a word that goes on to another part ('so', 'and')."""
    return k >= len(raws) or raws[k].kind == "mark" or raws[k].low in _CLAUSE_GOES_ON


# Words between 'has' and the number held that only stress it ("has literally zero Tinker", "has just 1 Prowl").
_HOLDING_ADVERBS = frozenset({"literally", "only", "just", "like", "actually", "exactly", "basically"})


def _having(raws: list[RawLike], i: int, said: int, match: Match, held: Mapping[str, str], bare: bool = False
            ) -> tuple[int, tuple[int, str | None, str]] | None:
    """"I've got +3 in CRE", "I've got 3 dots", "I've got zero dots": a value held in a rules word, or in dots; an
    adverb may stand before it ("has literally zero Tinker")."""
    while i + said + 1 < len(raws) and raws[i + said].kind == "word" and raws[i + said].low in _HOLDING_ADVERBS:
        said += 1
    found = _value_at(raws, i + said)
    if bare and found is not None and raws[i + said - 1].low in ("has", "have") and raws[i + said].kind != "signed" \
            and _said_alone(raws, found[1]):
        return found[1] - i, (found[0], None, "rating")  # "he has three.", "Renko has 2, so ...": the roll's rating
    if found is None and (named := _stat_at(match, raws, i + said)) is not None:
        k = i + said + named[0]  # "she has Tinker 1", "she only has Tinker 1 so ...": the rating, after its word
        if k < len(raws) and raws[k].kind == "number" and raws[k].text.isdigit() and _ends(raws, k + 1):
            return k + 1 - i, (int(raws[k].text), named[1], "rating")
    if found is None:
        return None
    value, k = found
    if k < len(raws) and raws[k].low in held and raws[k - 1].kind == "signed":  # "I've got +1 <a held bonus>"
        return k + 1 - i, (value, None, held[raws[k].low])
    if k < len(raws) and raws[k].low in _UNITS:
        kind = _UNITS[raws[k].low]
        k += 1
        if k + 1 < len(raws) and raws[k].low in ("in", "of") and (named := _rules_word(match, raws, k + 1)):
            return k + 1 + named[0] - i, (value, named[1], kind)
        return k - i, (value, None, kind)
    if k + 1 < len(raws) and raws[k].low in ("in", "at") and (named := _rules_word(match, raws, k + 1)):
        return k + 1 + named[0] - i, (value, named[1], "rating")
    if (named := _stat_at(match, raws, k)) is not None and (
            _ends(raws, k + named[0]) if raws[k - 1].kind != "number" else _closes(raws, k + named[0])):
        # "she has -2 Reflexive", "Ledger has minus two reflexive", "Vesper has 0 Study so ...": the rating (never
        # "has zero stealth training": a thing of the story)
        return k + named[0] - i, (value, named[1], "rating")
    return None


# A restated value as the lexer places it: (first raw, raws after the last, (value, of, kind)).
Placed = tuple[int, int, tuple[int, "str | None", str]]
_SUM_OPENERS = frozenset({"that's", "thats", "so", "it's", "its", "is"})  # words a pool's sum may open after
_MAX_THING = 3  # words of a thing's name in a sum ("voice modulator 2", "my tailored suit 2")


def sum_at(raws: list[RawLike], i: int, match: Match) -> list[Placed] | None:
    """'Command 2,', 'Firearms 5 + Wits 2 = 7 dice', 'Presence 5 + Deception 3 + voice modulator 2 = +10': the sheet's
    numbers written out as a rules lawyer does, each after its rules word, added up, maybe with their total. Each
    rules word's number is a restated rating; the total, a restated bonus (or pool, said with 'dice'), which also
    stands for the parts no rules word names (a piece of gear). None unless raws[i] opens such a run: one part
    alone must end its clause with no number after it ('Sneak 4 5' is faces), and a part of no rules word needs
    the total; the run opens its clause.

    A pool may be added up with dice said bare ('Tinker 3 + 1 = 4d', '0 + Reflexes 2 = 2 dice', 'Politics 3 is 6
    dice + Wits 3 = 9'): each is a PART of the pool, which the total (a restated pool) accounts for; the sum must add
    up to it, else it is no such run (and its numbers are asked about)."""
    added = _added(raws, i)
    if i and not added and not (raws[i - 1].kind == "mark" and raws[i - 1].text in (",;.:?!" if raws[i].kind == "number" else ",;.(:?!")
                                or raws[i - 1].low in _SUM_OPENERS and (raws[i].kind == "number"
                                                                         or raws[i - 1].low in ("so", "that's", "thats"))
                                or raws[i - 1].low in _WITH and not _facing(raws, i)
                                and _stat_at(match, raws, i, ("ABILITY",)) is not None):  # "with Insight 3" (an
        # attribute: "a soldier with Melee 3" is the soldier's skill)
        return None  # "vs his Alertness 3", "a thug with Melee 1": someone else's rating, said where it stands ("Voss
        # rolled 6 7 1 (4+2 = 6 dice)": the pool of the dice before it)
    parts: list[Placed] = []
    bare: list[Placed] = []  # dice said bare, and a rating's dice said after it ('is 6 dice')
    dice = 0  # the dice the parts add up to
    unnamed: int | None = None  # where the first part of no rules word starts
    k = i
    while True:
        named = _rules_word(match, raws, k)
        if k == i and named is None and raws[k].low in _POSSESSIVES and k + 3 < len(raws) \
                and raws[k + 1].kind == "number" and raws[k + 1].text.isdigit() \
                and (raws[k + 2].low == "plus" or raws[k + 2].text == "+") and _rules_word(match, raws, k + 3):
            parts.append((k, k + 2, (int(raws[k + 1].text), None, "rating")))  # "his 2 plus Reflexes 3": his rating
            dice += int(raws[k + 1].text)
            k += 2
        elif named is not None:
            at = k + named[0]
            if at >= len(raws) or raws[at].kind != "number" or not raws[at].text.isdigit():
                break
            parts.append((k, at + 1, (int(raws[at].text), named[1], "rating")))
            dice += int(raws[at].text)
            k = at + 1
            if k + 2 < len(raws) and (raws[k].low == "is" or raws[k].text == ":") and raws[k + 1].kind == "number" \
                    and raws[k + 1].text.isdigit() and raws[k + 2].low in ("dice", "die") and _sum_goes_on(raws, k + 3):
                dice += int(raws[k + 1].text) - int(raws[at].text)  # "Politics 3 is 6 dice": the rating's dice
                bare.append((k, k + 3, (int(raws[k + 1].text), None, PART)))
                k += 3
        elif k == i and raws[k].kind == "number" and raws[k].text.isdigit() or (parts or bare) \
                and k < len(raws) and raws[k].kind == "signed":
            value = _number(raws[k]) or 0  # "0 + Reflexes 2", "Tinker 3 + 1", "Wits 3 - 2"
            bare.append((k, k + 1, (value, None, PART)))
            dice += value
            k += 1
        elif parts or k == i and raws[i].kind == "word" and raws[i].text[:1].isupper():  # "Everyman 1 + Grit 3 = 4"
            at = k
            while at < len(raws) and at - k < _MAX_THING and raws[at].kind == "word" and _number(raws[at]) is None:
                at += 1
            if at == k or at >= len(raws) or raws[at].kind != "number":
                break
            unnamed = k if unnamed is None else unnamed
            k = at + 1
        else:
            return None
        if k + 1 < len(raws) and raws[k].text == "," and (raws[k + 1].text == "+" or raws[k + 1].kind == "signed"):
            k += 1  # "Scorpian 3 = 6 dice, + Wits 4"
        if k < len(raws) and (raws[k].kind == "mark" and raws[k].text == "+"
                              or raws[k].low == "plus" and _rules_word(match, raws, k + 1) is not None):
            k += 1  # "Firearms 2 + Reflexes 3", "Firearms 2 plus Reflexes 3"
            continue
        if k < len(raws) and raws[k].kind == "signed":
            continue
        break
    if bare:
        total = _total(raws, k, counted=any(p[0] != p[1] - 1 for p in bare))
        if unnamed is not None or total is None or total[1] != "pool" or total[0] != dice:
            return None  # a pool added up needs its total, and the sum must make it
        value, kind, end = total
        return sorted([*parts, *bare, (k, end, (value, None, kind))])
    if not parts:
        return None
    total = _total(raws, k)
    if total is not None:
        value, kind, end = total
        start = unnamed if unnamed is not None else k
        return [p for p in parts if p[1] <= start] + [(start, end, (value, None, kind))]
    last = parts[-1][1]
    if unnamed is not None or k != last:
        return None
    if added and last + 1 < len(raws) and raws[last].low == "and" and raws[last + 1].kind == "word":
        return parts  # "adds Agility 3 and Stealth +2": a part of the sum, another said after 'and'
    if last < len(raws) and not (raws[last].kind == "mark" and raws[last].text == ":") and (
            raws[last].kind != "mark" or raws[last].text not in (",;.)?!" if added else ",;.)")
            or (last + 1 < len(raws) and raws[last + 1].kind in ("number", "signed")
                and not ((added or len(parts) > 1) and raws[last].text in ".?!"))):
        return None  # "Skirmish 3: 6 5 1" says the faces after it; "Sneak 4, 5" may be faces itself
    return parts


def added_from(raws: list[RawLike], i: int) -> int:
    """Where the words that add the rules word at raws[i] to the dice begin ('plus his Creative 2': at 'plus'), or i."""
    return i - 1 - (raws[i - 1].low in _POSSESSIVES) if _added(raws, i) else i


def _added(raws: list[RawLike], i: int) -> bool:
    """Whether the rules word at raws[i] is said as added to the dice ('4 and 3, so 7, plus his Creative 2', '... plus
    Wits 3'): 'plus' or '+' before it, maybe with whose it is ('my', 'his', 'her', 'their'); a part of the player's
    sum, whatever opens its clause."""
    k = i - 1
    if k >= 0 and (raws[k].low in _POSSESSIVES or raws[k].text[:1].isupper() and raws[k].low.endswith(("'s", "’s"))):
        k -= 1  # ("plus Vesper's Presence 4": whose it is, said by name)
    return k >= 0 and (raws[k].low in _ADDING or raws[k].kind == "mark" and raws[k].text == "+")


_ADDING = frozenset({"plus", "add", "adds", "added", "adding"})  # words a part of the player's sum is said after


_POSSESSIVES = frozenset({"my", "his", "her", "their"})
# Words a player says the sum they work out with, after what they add ("plus my 8 makes 20", "plus my 7 is 17").
_SUM_LINKS = frozenset({"makes", "make", "is", "equals", "gives", "for"})


def _sum_goes_on(raws: list[RawLike], k: int) -> bool:
    """More of the sum follows at raws[k] ('+ Wits 3', ', + Wits 4', '- 2'): what came before is a part, no total."""
    k += k < len(raws) and raws[k].text == ","
    return k < len(raws) and (raws[k].text == "+" or raws[k].kind == "signed")


_SAID_TOTAL = frozenset({"is", "makes", "make", "gives", "equals", "for"})  # words a pool's total is said after


def _total(raws: list[RawLike], k: int, *, counted: bool = False) -> tuple[int, str, int] | None:
    """'= 7 dice', '= 4d', '= +10' (the scanner reads '=' as ':'): (the total, its kind, the raw after it), or None;
    `counted`: a part was said in dice, so a number the faces follow is the pool ('... is 6 dice + Wits 3 = 9: 2 6')."""
    if k + 2 < len(raws) and raws[k].low in _SAID_TOTAL and raws[k + 1].kind == "number" \
            and raws[k + 2].low in ("dice", "die") and (value := _number(raws[k + 1])) is not None:
        return value, "pool", k + 3  # "Firearms 4 plus Reflexes 3 is 7 dice": the pool, said in words
    if k + 1 >= len(raws) or raws[k].kind != "mark" or raws[k].text != ":":
        return None
    value = _number(raws[k + 1]) if raws[k + 1].kind in ("number", "signed") else None
    if value is None:
        return None
    end = k + 2
    if end < len(raws) and (raws[end].low in ("dice", "die") or raws[end].low == "d"
                            and raws[end].start == raws[k + 1].start + len(raws[k + 1].text)):
        return value, "pool", end + 1
    if counted and raws[k + 1].kind == "number" and end < len(raws) and raws[end].text == ":":
        return value, "pool", end
    if raws[k + 1].kind != "signed":
        return None  # "Skirmish 3: 5, 2, 1" gives the faces after the rating; a bonus is written signed ('= +10')
    if not _ends(raws, end) or (end < len(raws) and raws[end].kind == "mark" and raws[end].text == ":"):
        return None
    return value, "bonus", end
