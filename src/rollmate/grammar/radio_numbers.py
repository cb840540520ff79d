"""Numbers a radio net says in the scene, never a rules value nor a die: a reference after its noun ('grid 4-7',
'grid four-seven', 'bearing two-seven-zero', 'channel nine', 'on 121.5'), spoken digits ('two-seven-zero'), a time
of the 24-hour clock ('at 0300', '1830 hours'), a frequency ('on 121.5'), a clock position ('at my twelve', 'check your six') and a count of
what the net counts ('two tangos', '2 mags left').

The nouns and words are data (radio_numbers.toml); the forms are read here. A noun a game reads as its own rules word
stays the game's (the lexer asks the vocabulary first). Right after a word that makes a number a face ('rolled',
'dice', ':'), or at the end of the line, a number is read as ever: there it may be the dice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rollmate.grammar.raw import Raw, touching
from rollmate.grammar.words import BEFORE_HOUR, DETERMINERS, FACES_FOLLOW, NUMBER_WORDS
from rollmate.rules.records import FrozenRecord

WORDS_FILE = Path(__file__).with_name("radio_numbers.toml")
_KEYS = ("references", "clock_leads", "clock_owners", "hours", "counted")
_MOST_HOUR, _MOST_MINUTE, _MOST_CLOCK = 23, 59, 12
_DIGIT_WORDS = frozenset({"zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "niner"})
_FREQUENCY_DIGITS = 3  # a number with a decimal part is a frequency from three whole digits on ('121.5')
_SPOKEN_GROUP = 3  # spoken digits said alone are a reference from three on ('two-seven-zero'); 'six-six' may be dice
# Words right before a number that make it a face, whatever its form ("rolled 0300" is no time).
# Marks that close a sentence or open a line's next entry.
_SENTENCE_ENDS = frozenset({".", ";", "!", "?", "—", "–"})


@dataclass(frozen=True, eq=False, repr=False)
class RadioWords(FrozenRecord):
    """The words of radio_numbers.toml."""

    references: frozenset[str]  # nouns a reference after them names a thing of the scene by
    clock_leads: frozenset[str]  # words right before a clock position
    clock_owners: frozenset[str]  # possessives a clock position is said with
    hours: frozenset[str]  # words right after a four-digit time
    counted: frozenset[str]  # what a net counts with a number before it


@cache
def radio_words() -> RadioWords:
    """The table, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "radio-numbers", _KEYS)
    return RadioWords(**{key: frozenset(data[key]) for key in _KEYS})


def _spoken(raw: Raw, least: int = 1) -> bool:
    """raw is digits said as words one by one, hyphened ('four-seven', 'zero-niner-zero'), at least `least` of them."""
    parts = raw.low.split("-")
    return raw.kind == "word" and len(parts) >= least and all(p in _DIGIT_WORDS for p in parts)


def _goes_on(raws: list[Raw], i: int, end: int) -> bool:
    """No word making a face stands right before raws[i] (a reference's noun stands between: 'Kit: grid 2-8, ...'),
    and the line goes on after raws[end - 1]."""
    if i and raws[i - 1].low in FACES_FOLLOW and raws[i].low not in radio_words().references:
        return False
    return any(r.kind != "mark" for r in raws[end:])


def _reference_end(raws: list[Raw], k: int) -> int:
    """Where a reference opening at raws[k] ends ('4', '4-7', '121.5', 'four-seven', 'nine'), or k."""
    if k >= len(raws):
        return k
    raw = raws[k]
    if raw.kind == "word" and (_spoken(raw) or raw.low in NUMBER_WORDS and raw.low not in ("a", "an", "once", "twice")):
        return k + 1
    if raw.kind != "number" or not raw.text.isdigit():
        return k
    end = k + 1
    if end < len(raws) and raws[end].kind == "signed" and raws[end].text.startswith("-") and touching(raws, end):
        end += 1  # "grid 4-7"
        while end < len(raws) and raws[end].kind == "signed" and raws[end].text.startswith("-") and touching(raws, end):
            end += 1  # "coordinates 8-4-2"
    elif end + 1 < len(raws) and raws[end].text == "." and touching(raws, end) and touching(raws, end + 1) \
            and raws[end + 1].kind == "number":
        end += 2  # "121.5"
    if end < len(raws) and raws[end].kind in ("number", "signed") and not touching(raws, end):
        return k  # "grid 4 5": a grid and the dice, or grid 4? asked
    return end


def _time(raws: list[Raw], i: int) -> int:
    """Where a four-digit time opening at raws[i] ends ('0300', '1830 hours'), or i."""
    raw = raws[i]
    if raw.kind != "number" or len(raw.text) != 4 or not raw.text.isdigit():
        return i
    if int(raw.text[:2]) > _MOST_HOUR or int(raw.text[2:]) > _MOST_MINUTE:
        return i
    named = i + 1 < len(raws) and raws[i + 1].low in radio_words().hours
    if named:
        return i + 2
    return i + 1 if raw.text.startswith("0") or _time_stands(raws, i) else i


def _time_stands(raws: list[Raw], i: int) -> bool:
    """Whether a four-digit time raws[i] stands where a log or a report puts its time: opening the post or a
    sentence ('1530. Deckie warps her off', '2310 First watch.'), set off between a comma and a mark ('Second dog
    watch, 1910.'), or after a word of when ('sail at 1930', 'by 2200'). No die nor rules value here has four
    digits; after a word that makes a face ('rolled 1530') it is read as ever."""
    if i == 0:
        return True
    before = raws[i - 1]
    if before.low in BEFORE_HOUR:
        return True
    if before.kind != "mark":
        return False
    if before.text in _SENTENCE_ENDS:
        return True
    return before.text == "," and i + 1 < len(raws) and raws[i + 1].kind == "mark" and raws[i + 1].text in ".,;—–"


def _clock_position(raws: list[Raw], i: int) -> int:
    """Where a clock position opening at raws[i] ends ('my twelve' after 'at', 'your 6 o'clock'), or i."""
    words = radio_words()
    if raws[i].low not in words.clock_owners or not i or raws[i - 1].low not in words.clock_leads or i + 1 >= len(raws):
        return i
    said = raws[i + 1]
    hour = int(said.text) if said.kind == "number" and said.text.isdigit() else NUMBER_WORDS.get(said.low) \
        if said.kind == "word" and said.low not in ("a", "an", "once", "twice") else None
    if hour is None or not 1 <= hour <= _MOST_CLOCK:
        return i
    end = i + 2
    if end + 1 < len(raws) and raws[end].text == ":" and touching(raws, end) and touching(raws, end + 1):
        return i  # ("on his 1:1 with the boss": a number typed on, no clock position)
    if end < len(raws) and raws[end].low in ("o'clock", "oclock"):
        end += 1
    return end


def ten_code(raws: list[Raw], i: int) -> int:
    """Where a ten-code of radio procedure ends ('10-4', '10-20'), opening at its '10' raws[i], or i: typed close up,
    opening a sentence or after a word of the net's procedure, and closing its clause. A word of the net, no dice."""
    if raws[i].text != "10" or i + 1 >= len(raws) or raws[i + 1].kind != "signed" or not raws[i + 1].text.startswith("-") \
            or not touching(raws, i + 1) or not raws[i + 1].text[1:].isdigit():
        return i
    opens = i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in (".", "!", "?", "\n") \
        or raws[i - 1].low in _PROCEDURE  # (after a comma, "..., 10-4." may be the dice typed with a dash)
    closes = i + 2 >= len(raws) or raws[i + 2].kind == "mark" and raws[i + 2].text in (".", "!", ",", ";", "\n")
    dice_else = any(r.kind == "number" or r.low in NUMBER_WORDS and r.low not in _NO_FACE or r.low in _DICE_NAMED
                    for r in (*raws[:i], *raws[i + 2 :]))
    return i + 2 if opens and closes and dice_else else i  # (the post's dice said elsewhere: 'Double tens!', '5 5')


_DICE_NAMED = frozenset({"double", "doubles", "snake", "boxcars", "crit"})
_NO_FACE = frozenset({"a", "an", "one", "once", "twice", "single"})


_PROCEDURE = frozenset({"copy", "roger", "that's", "thats", "base", "control", "over", "yeah", "ok", "okay"})


def radio_number(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a number a radio net says in the scene ends, opening at raws[i], or i (see the module docstring).
    `rules_word(k)`: the game's vocabulary reads raws[k] as one of its words, which it stays."""
    raw = raws[i]
    words = radio_words()
    end = i
    if raw.kind == "word" and raw.low in words.references and not rules_word(i) \
            and not (i and raws[i - 1].low in DETERMINERS):
        short = i + 2 < len(raws) and raws[i + 1].text == "." and touching(raws, i + 1) and raw.text[:1].isupper()
        end = _reference_end(raws, i + 2) if short else _reference_end(raws, i + 1)  # "Co. 270", "Hdg. 090"
        if short and end == i + 2:
            return i
        if short:
            return end if _goes_on(raws, i, end) else i
        if end > i + 2 or end == i + 2 and raws[i + 1].kind == "word" and "-" in raws[i + 1].low:
            return end  # "grid 7-2", "on 121.5", "grid four-seven": a reference by its form, even closing the line
        end = i if end == i + 1 else end
    elif _spoken(raw, _SPOKEN_GROUP):
        end = i + 1
    elif (code := ten_code(raws, i)) > i:
        return code  # "10-4, base.": the net's code for 'understood', closing its own clause
    elif raw.kind == "number" and len(raw.text) >= _FREQUENCY_DIGITS and (said := _reference_end(raws, i)) > i + 1:
        end = said  # "on 121.5": a frequency, no face of any die here
    elif raw.kind == "number":
        end = _time(raws, i)
        if end == i and raw.text.isdigit() and i + 1 < len(raws) and raws[i + 1].low in words.counted:
            end = i + 2  # "6 tangos", "2 mags left"
    elif raw.kind == "word" and raw.low in NUMBER_WORDS and i + 1 < len(raws) and raws[i + 1].low in words.counted \
            and raw.low not in ("a", "an", "once", "twice"):
        end = i + 2  # "two tangos", "two mikes"
    elif raw.kind == "word":
        end = _clock_position(raws, i)
    return end if end > i and _goes_on(raws, i, end) else i
