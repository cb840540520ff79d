"""Numbers the scene says by their form, never a rules value nor a die: a clock time ('02:40', '3pm'), a numbered day
or night ('Day 3', 'mission day 2'), a page ('p. 48'), a label ('pole 17'), and 'one' standing for a thing ('the
biggest one', 'only have the one').

The nouns a number labels are data (scene_numbers.toml); the forms are read here. A number after a noun of the
table is the scene's only where the noun is no rules word of the game (the lexer asks the vocabulary first: 'tier 2',
'level 2 harm' stay rules) and no other number follows right after it ('room 4 5' may be a room and dice, or not:
what '4' is stays asked). A label after an article or a possessive ('the tower 4') is no label.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rollmate.grammar.later import Later
from rollmate.grammar.raw import CURRENCY, TOOTH, Raw, touching
from rollmate.grammar.words import (
    BEFORE_HOUR,
    DETERMINERS,
    FACES_FOLLOW,
    INTERJECTIONS,
    MOST_FACE,
    NUMBER_WORDS,
    PEOPLE_WORDS,
    REACHING,
)
from rollmate.rules.forms import is_english, plural_shape, said_of_someone
from rollmate.rules.lexicon import PARTICIPLE, PLURAL, is_tagged, word_classes
from rollmate.rules.records import FrozenRecord

NOUNS_FILE = Path(__file__).with_name("scene_numbers.toml")
_KEYS = ("when", "until", "pages", "labels", "tries", "oracle_dice", "oracle_result", "measures", "clock", "hours", "books", "files",
         "versions", "quoting", "cite_leads", "talk_leads", "jargon", "away", "manner_between", "manner_after", "scores",
         "records_before", "filled", "streets", "units", "at_hour_after", "months", "votes", "weekdays", "classes", "marked", "serves", "odds", "counted_of", "floors", "floors_after",
         "cherished", "statistics", "verse_forms", "rolling", "opening", "weather_before", "weather_after", "moves",
         "placed", "placed_after", "added_time")
_MOST_HOUR, _MOST_MINUTE = 24, 59


@dataclass(frozen=True, eq=False, repr=False)
class SceneNouns(FrozenRecord):
    """The nouns of scene_numbers.toml a number said with them belongs to the scene by."""

    when: frozenset[str]  # nouns a number after them counts time by
    until: frozenset[str]  # words a number after them is the hour a time runs to by ("till 4")
    pages: frozenset[str]  # nouns a number after them points into a book by
    labels: frozenset[str]  # nouns a number after them names one thing by
    tries: frozenset[str]  # nouns an ordinal before them counts tries by
    oracle_dice: frozenset[str]  # dice an oracle's table is read with, which no game here rolls
    oracle_result: frozenset[str]  # words between those dice and what they rolled
    measures: frozenset[str]  # short words a number before them measures by
    clock: frozenset[str]  # words right after a time of day
    hours: frozenset[str]  # words said apart after an hour ("9 o'clock")
    books: frozenset[str]  # nouns naming a rules text a post cites (grammar/cited.py)
    files: frozenset[str]  # how a rules file's name ends
    versions: frozenset[str]  # words right after a version's number
    cite_leads: frozenset[str]  # words right before a citation that point to it (grammar/cited.py)
    talk_leads: frozenset[str]  # words opening a sentence of argument over the rules (grammar/cited.py)
    quoting: frozenset[str]  # words right before a quotation that make it the rules' words (grammar/quoted.py)
    jargon: frozenset[str]  # table talk's abbreviations, never anyone's name (grammar/slot_people.py)
    away: frozenset[str]  # words a number after them says how long the player is away by ("back in 5")
    manner_between: frozenset[str]  # words between two numbers that say how a thing is done ("one by one")
    manner_after: frozenset[str]  # words after a number that say how many at once ("one at a time")
    scores: frozenset[str]  # words beside a score that make it one ("down 3-1", "a 2-0 lead")
    records_before: frozenset[str]  # words a record is said after ("she's 0 for 3", "went 4 for 4")
    streets: frozenset[str]  # nouns closing a street's name after a house number ("14 Silkshore Row")
    units: frozenset[str]  # units of measure a number before them, signed or not, measures the scene by
    at_hour_after: frozenset[str]  # verbs of starting or going an hour is said after, with 'at' ("went on at 9")
    months: frozenset[str]  # the months a day's number is said with ("the 3rd of May")
    votes: frozenset[str]  # verbs before two numbers joined by 'to' that count votes ("stood 10 to 2")
    weekdays: frozenset[str]  # the days of the week a date is said with ("Friday the 12th")
    classes: frozenset[str]  # words a thing's class is said by with its number ("Level 2 survey")
    marked: frozenset[str]  # things a mark out of a whole is given for ("7/10 on the quiz")
    serves: frozenset[str]  # verbs a number after them counts people or things by ("serves 6")
    filled: frozenset[str]  # what a count out of a whole fills ("5/6 slots", "slots (4/6)")
    odds: frozenset[str]  # words after two numbers joined by 'to' that make them odds or a ratio ("3 to 1 says")
    counted_of: frozenset[str]  # words after a number and 'of' that make it a count ("3 of that")
    floors: frozenset[str]  # nouns a number after them names a floor by, after a word of where ("on level 4")
    floors_after: frozenset[str]  # the words of where a floor is said after
    cherished: frozenset[str]  # names of a number someone holds dear ("my lucky number is 7")
    statistics: frozenset[str]  # a statistic's symbol or name a value is given to ("n = 7", "mean = 3.5")
    verse_forms: frozenset[str]  # words a count pattern is said with ("haiku, 5-7-5", "5-7-5 syllables")
    rolling: frozenset[str]  # nouns of rolling a number after them states, never a label ("total 9", "result 7")
    opening: frozenset[str]  # words a place's hours are said after ("open 9 to 5", "closed 1 - 3")
    weather_before: frozenset[str]  # words a temperature is said after ("wind chill minus 12", "feels like -20")
    weather_after: frozenset[str]  # words a temperature is said before ("minus 4 overnight")
    moves: frozenset[str]  # words of how a quantity moved, before by how much ("FTSE down 2")
    placed: frozenset[str]  # words a finishing place is said after ("crossed 2nd")
    placed_after: frozenset[str]  # nouns said after a finishing place ("2nd place")
    added_time: frozenset[str]  # the minutes a match's half ends on, added time typed after ("90+3")


@cache
def nouns() -> SceneNouns:
    """The table, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    data = word_lists(NOUNS_FILE, "scene-numbers", _KEYS)
    return SceneNouns(**{key: frozenset(data[key]) for key in _KEYS})


def measure_word(word: str) -> bool:
    """Whether a lowercase word is a unit or a measure of the table (looked up in each, never in a set made anew)."""
    table = nouns()
    return word in table.units or word in table.measures


def _digits(raw: Raw) -> int | None:
    return int(raw.text) if raw.kind == "number" and raw.text.isdigit() else None


def clock_time(raws: list[Raw], i: int) -> int:
    """Where a time of day opening at raws[i] ends ('02:40', '23:50pm', '3pm'), or i when none does. Written close
    up, with two-digit minutes: '4: 5' and '4:5' are no time."""
    hour = _digits(raws[i])
    if _hour_closing(raws, i):
        return i + 1  # "Dice: 7 and 2. More at eleven.": the hour of the news, the dice said before it
    if hour is None and raws[i].kind == "word" and raws[i].low in NUMBER_WORDS and raws[i].low not in ("a", "an"):
        said = i + 1 < len(raws) and raws[i + 1].low in nouns().hours and NUMBER_WORDS[raws[i].low] <= _MOST_HOUR // 2
        return i + 2 if said and _said_on(raws, i, i + 2) else i  # "the eleven o'clock"
    if hour is not None and i + 4 < len(raws) and all(
            raws[k].text == ":" and touching(raws, k) and touching(raws, k + 1) and len(raws[k + 1].text) == 2
            and (_digits(raws[k + 1]) or 0) <= _MOST_MINUTE for k in (i + 1, i + 3)):
        return i + 5  # "in 1:42:10", "0:59:48": hours, minutes and seconds, a time taken or a time of day
    if hour is None or hour > _MOST_HOUR or len(raws[i].text) > 2:
        return i
    if i + 2 < len(raws) and raws[i + 1].text == ":" and touching(raws, i + 1) and touching(raws, i + 2) \
            and re.fullmatch(r"[0-5]\ds", raws[i + 2].low):
        return i + 3  # "holding 2:40s": times around that one, a pace
    if i > 1 and raws[i - 1].low == "now" and raws[i - 2].low in ("it's", "its", "is", "it’s"):
        return i + 1  # "it's open 9 to 5 and it's now 7": the hour it is
    end = i + 1
    if i + 2 < len(raws) and raws[i + 1].text in (":", ".") and touching(raws, i + 1) and touching(raws, i + 2) \
            and len(raws[i + 2].text) == 2 and (minute := _digits(raws[i + 2])) is not None and minute <= _MOST_MINUTE \
            and (raws[i + 1].text == ":" or i and raws[i - 1].low in BEFORE_HOUR or (
                i + 3 < len(raws) and raws[i + 3].low in ("am", "pm") and touching(raws, i + 3))):
        end = i + 3  # "02:40"; "at 10.30", "9.15pm": a point between them only after a word of when or before am/pm
        if raws[i + 1].text == ":" and end + 1 < len(raws) and raws[end].text == "." and touching(raws, end) \
                and touching(raws, end + 1) and raws[end + 1].kind == "number" and len(raws[end + 1].text) <= 2:
            return end + 2  # "1:02.45", "2:31.7": a time swum or run, to the hundredth
        if end + 2 < len(raws) and raws[end].kind == "signed" and raws[end].text[:1] in "-–" and touching(raws, end) \
                and len(raws[end].text) <= 3 and raws[end + 1].text == ":" and touching(raws, end + 1) \
                and touching(raws, end + 2) and len(raws[end + 2].text) == 2 and raws[end + 2].kind == "number":
            return end + 3  # "21:00-00:30": from one time of day to another
    if end == i + 1 and end + 1 < len(raws) and raws[end].kind == "signed" and raws[end].text[:1] in "-–" \
            and touching(raws, end) and raws[end].text[1:].isdigit() and int(raws[end].text[1:]) <= _MOST_HOUR \
            and raws[end + 1].low in ("am", "pm") and touching(raws, end + 1):
        return end + 2  # "2-4pm": from one hour to another, the clock's word said once
    if end < len(raws) and raws[end].low in nouns().clock and (touching(raws, end) or "." in raws[end].text or (
            raws[end].low in ("am", "pm") and i and (raws[i - 1].low in BEFORE_HOUR or raws[i - 1].low == "the"))):
        end += 1  # "02:40am", "3pm", "3 a.m." (its periods say the clock's word even set apart), "at 8 pm", "push
        # the 3 pm" (the one booked then)
    elif (dotted := _dotted_meridian(raws, end)) > end:
        end = dotted  # "4 p.m.", "2:10 a.m.": as papers print it, read as pieces
    elif end == i + 1 and end < len(raws) and raws[end].low in nouns().hours and hour <= _MOST_HOUR // 2:
        end += 1  # "the 9 o'clock"
    elif end == i + 1 and not (i and raws[i - 1].low in _UNTIL and hour):
        return i  # (but "open till 7, ...", "until 11": the hour something lasts to)
    if end == i + 3 and (i and raws[i - 1].low in BEFORE_HOUR or raws[i].text.startswith("0")):
        return end  # "we've got till 3:15", "Questions at 3:15.": the hour and its minutes after a word of when,
        # closing the line too; a two-digit hour with its zero ("the timer reads 00:45") is no face of a die
    if end == i + 3 and raws[i + 1].text == ":" and i and raws[i - 1].kind == "word" \
            and raws[i - 1].low not in FACES_FOLLOW:
        return end  # "Crowd dispersed 19:05.": the hour and its minutes after a word of the scene, closing the line
        # too (after 'rolled', a colon or a number, "4:05" stays asked)
    if end == i + 3 and raws[i + 1].text == ":" and end < len(raws) and raws[end].kind == "word" \
            and _another_time(raws, i):
        return end  # "Run sheet: 11:00 hair & make-up. 11:45 ...": a schedule's times, each opening its entry (one
        # time alone after a colon, "Moderate: 4:05", stays asked)
    if end > i + 1 and raws[end - 1].low.replace(".", "") in ("am", "pm") and not (i and raws[i - 1].low in FACES_FOLLOW):
        return end  # "... before the thaw sets in at 2 pm?": a clock's word says the hour, closing the line too
    return end if _said_on(raws, i, end) else i


def _another_time(raws: list[Raw], i: int) -> bool:
    """Whether the post says a time of day written close up with two-digit minutes ('11:45') other than the one
    opening at raws[i]: a schedule's times, none of them dice."""
    return any(k != i and raws[k].kind == "number" and len(raws[k].text) <= 2 and raws[k + 1].text == ":"
               and touching(raws, k + 1) and touching(raws, k + 2) and raws[k + 2].kind == "number"
               and len(raws[k + 2].text) == 2 for k in range(len(raws) - 2))


def short_year(raws: list[Raw], i: int) -> int:
    """Where a year said by its last two digits after an apostrophe ends ("back in '46", "since '41", "the class of
    '09"), opening at the number raws[i], or i: the apostrophe opens the word, and no closing quote nor decade's 's'
    is typed after the digits ("'46'" quotes, "'90s" is a decade). The scene's, never a die."""
    raw = raws[i]
    if _digits(raw) is None or len(raw.text) != 2 or i < 1 or raws[i - 1].text not in ("'", "’") \
            or not touching(raws, i) or i > 1 and (touching(raws, i - 1) or raws[i - 2].low in FACES_FOLLOW):
        return i
    closed = i + 1 < len(raws) and touching(raws, i + 1) and raws[i + 1].text in ("'", "’", "s")
    return i if closed else i + 1


def leading_point(raws: list[Raw], i: int) -> int:
    """Where a number typed after a point that opens it ends ("her ol' .22", "a .45", ".5 seconds"), opening at the
    number raws[i], or i: a calibre or a fraction of the scene, never a face."""
    if raws[i].kind != "number" or i < 1 or raws[i - 1].text != "." or not touching(raws, i) \
            or i > 1 and (touching(raws, i - 1) or raws[i - 2].low in FACES_FOLLOW or raws[i - 2].kind == "number"):
        return i
    return i + 1


def opening_hours(raws: list[Raw], i: int) -> int:
    """Where hours a place keeps end, opening at the number raws[i] after a word of opening ("open 9 to 5", "opens 10
    till 6pm", "closed 1 - 3"), or i: two hours of the clock joined by 'to', 'till' or a dash. The scene's, never
    dice."""
    if _digits(raws[i]) is None or not i or raws[i - 1].low not in nouns().opening or i + 2 >= len(raws) \
            or raws[i + 1].low not in ("to", "till", "til", "until", "-", "–") or (last := _digits(raws[i + 2])) is None \
            or int(raws[i].text) > _MOST_HOUR or last > _MOST_HOUR:
        return i
    end = i + 3
    if end < len(raws) and raws[end].low in ("am", "pm") and touching(raws, end):
        end += 1  # "10 to 6pm"
    return end


def portion(raws: list[Raw], i: int) -> int:
    """Where a stretch of a distance said by its end ends ('from the first 25', 'a desperate last 25', 'the final 50'),
    opening at 'first', 'last' or 'final' raws[i], or i: after an article or a possessive (or an adjective after one),
    a number past any face. A part of a race or a set, never dice nor a later attack."""
    if raws[i].low not in _ENDS_OF or i + 1 >= len(raws) or (said := _digits(raws[i + 1])) is None or said <= MOST_FACE:
        return i
    if not (i and raws[i - 1].low in DETERMINERS or i > 1 and raws[i - 2].low in DETERMINERS):
        return i
    return i + 2 if i + 2 >= len(raws) or raws[i + 2].kind != "number" else i


_ENDS_OF = frozenset({"first", "last", "final", "opening", "closing"})


def age_band(raws: list[Raw], i: int) -> int:
    """Where an age band ends, opening at its first age raws[i] ('Boys 13-14', 'the 13-14 relay squad', 'the 11-12
    girls'), or i: two ages a year or two apart, joined by a dash, said beside a word of who or what the band is. A
    club's age group, never dice nor a group's size."""
    first = _digits(raws[i])
    if first is None or i + 1 >= len(raws) or raws[i + 1].kind != "signed" or raws[i + 1].text[:1] not in "-–" \
            or not raws[i + 1].text[1:].isdigit() or not touching(raws, i + 1):
        return i
    if not 5 <= first <= 90 or int(raws[i + 1].text[1:]) - first not in (1, 2):
        return i
    before = raws[i - 1].low if i else ""
    after = raws[i + 2].low.rstrip("'’") if i + 2 < len(raws) else ""
    return i + 2 if before in _BAND_BEFORE or after in _BAND_AFTER else i


_BAND_BEFORE = frozenset({"boys", "girls", "men", "women", "juniors", "seniors", "mixed", "ages", "aged", "age", "open"})
_BAND_AFTER = frozenset({"girls", "boys", "men", "women", "relay", "squad", "group", "age", "years", "yrs", "yo",
                        "juniors", "seniors", "mixed", "team", "category", "cat"})


def under_age(raws: list[Raw], i: int) -> int:
    """Where an age group said as 'under' ends ('the 12/U girls', 'our U12s', 'U-14'), opening at its number or its
    'U' raws[i], or i: typed close up. A club's age group, never dice."""
    if raws[i].kind == "number" and _digits(raws[i]) is not None and i + 2 < len(raws) and raws[i + 1].text == "/" \
            and raws[i + 2].low == "u" and touching(raws, i + 1) and touching(raws, i + 2):
        return i + 3  # "12/U"
    if raws[i].low != "u" or raws[i].kind != "word" or i + 1 >= len(raws) or not touching(raws, i + 1):
        return i
    k = i + 1
    said = raws[k].text.lstrip("-")
    if raws[k].kind not in ("number", "signed") or not said.isdigit() or not 5 <= int(said) <= 23:
        return i
    k += 1
    if k < len(raws) and raws[k].low == "s" and touching(raws, k):
        k += 1  # "U12s"
    return k


def measured_range(raws: list[Raw], i: int) -> int:
    """Where a range of a measure ends, opening at the number raws[i] ("4 to 6 metres", "40-50 mph", "between 2 and 3
    feet"), or i: two numbers joined by 'to', 'or' or a dash ('and' after 'between'), then a unit or a measure. How
    much of the scene there is, never dice."""
    if _digits(raws[i]) is not None and i + 2 < len(raws) and raws[i + 1].kind == "signed" \
            and raws[i + 1].text[:1] in "-–" and raws[i + 1].text[1:].isdigit() and touching(raws, i + 1) \
            and (measure_word(raws[i + 2].low) or _what_a_range_counts(raws[i + 2])):
        return i + 3  # "40-50 mph", "est. 2-4 jerrycans", "2-3 thousand": the dash read as the second number's sign
    if _digits(raws[i]) is None or i + 3 >= len(raws) or _digits(raws[i + 2]) is None:
        return i
    joined = raws[i + 1].low in ("to", "or", "-", "–") or (raws[i + 1].low == "and" and i and raws[i - 1].low == "between")
    unit = raws[i + 3].kind == "word" and measure_word(raws[i + 3].low)
    return i + 4 if joined and unit else i


def labels_ranged(raws: list[Raw], i: int) -> int:
    """Where a range of labelled things ends, opening at the number raws[i] after the plural of a label noun
    ('Beds 2 to 5', 'evacuate Bays 1 to 3 first', 'rooms 4-6'), or i: the things from one number to another, never
    dice nor a re-roll's faces."""
    if not i or _digits(raws[i]) is None or raws[i - 1].kind != "word":
        return i
    plural = raws[i - 1].low
    if not (plural.endswith("s") and (plural[:-1] in nouns().labels or plural.endswith("es")
                                      and plural[:-2] in nouns().labels)):
        return i
    if i + 1 < len(raws) and raws[i + 1].kind == "signed" and raws[i + 1].text[:1] in "-–" \
            and raws[i + 1].text[1:].isdigit() and touching(raws, i + 1):
        return i + 2  # ("rooms 4-6": the dash read as the second number's sign)
    if i + 2 < len(raws) and raws[i + 1].low in ("to", "through", "thru", "-", "–") \
            and _digits(raws[i + 2]) is not None:
        return i + 3
    return i


_SCALES = frozenset({"hundred", "thousand", "million", "billion", "grand", "dozen", "hundreds", "thousands", "millions"})


def _what_a_range_counts(raw: Raw) -> bool:
    """Whether a word after a range of numbers is what they count ('2-4 jerrycans', '2-3 thousand'): a scale, or a
    plural noun in lower case that is no word of dice nor of people (a group's size may be a rules value: 'the 20-30
    dockers' stays asked)."""
    singular = raw.low.removesuffix("s")
    people = singular in PEOPLE_WORDS or singular.endswith(("er", "or", "ist", "man", "men", "ian", "ant", "ee"))
    return raw.kind == "word" and raw.text.islower() and raw.low not in ("dice", "die", "d6s", "d10s") and not people \
        and (raw.low in _SCALES or is_tagged(raw.low, PLURAL) or plural_shape(raw.low))


def amount_changed(raws: list[Raw], i: int) -> int:
    """Where an amount of the scene changing ends ('the fine down from 800 to 200', 'from 40 to 15', 'talks the
    bidding up from 2 to 6. Dice: 3 and 4.', 'down to 61'), opening at the number after 'from' (or after 'down to':
    where it went), or i: two numbers joined by 'to',
    no die's faces (or the post's dice said apart), with no unit or measure after them (those are measured_range's,
    and a speed is a rules value in a game of speeds)."""
    if i > 2 and raws[i - 1].low == "to" and raws[i - 2].low == "down" and raws[i - 3].low not in _SUMMING \
            and (amount := _digits(raws[i])) is not None and (amount > MOST_FACE or dice_said_elsewhere(raws, i - 2, i + 1)) \
            and not (i + 1 < len(raws) and raws[i + 1].kind in ("number", "signed")):
        return i + 1  # "picks/hr for the wave down to 61": where an amount of the scene went (never a sum: "adds up
        # to 15", "it comes down to 15")
    if not i or raws[i - 1].low != "from" or i + 2 >= len(raws) or raws[i + 1].low != "to":
        return i
    first, second = _digits(raws[i]), _digits(raws[i + 2])
    if first is None or second is None or first == second or (
            min(first, second) <= MOST_FACE and not dice_said_elsewhere(raws, i - 1, i + 3)):
        return i  # (small numbers only where the post says its dice apart: "talks the bidding up from 2 to 6. Dice:
        # 3 and 4.")
    after = raws[i + 3] if i + 3 < len(raws) else None
    return i if after is not None and after.kind == "word" and measure_word(after.low) else i + 3


# Verbs that say a sum reached before 'down to' or 'up to' ("it comes down to 15", "adds up to 15").
_SUMMING = frozenset({"come", "comes", "came", "coming", "add", "adds", "added", "adding", "boil", "boils", "boiled"})


def rating(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a rating out of five or ten ends, opening at raws[i] ("4/5 would climb again", "Pension Rosa, 3/5.",
    "10/10"), or i: typed close up, no more than its whole, not said right after a word of rolling, a number or a
    rules word of the game, and the post's dice said elsewhere as a run of faces. Alone, "haggle with the trader,
    5/5" and "-> 10/10!!" are the dice, typed so."""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i
    part, whole = _digits(raws[i]), _digits(raws[i + 2])
    if part is None or whole not in (5, 10) or part > whole:
        return i
    k = i - 1
    while k >= 0 and raws[k].text == ",":
        k -= 1
    if k >= 0 and (raws[k].low in FACES_FOLLOW or raws[k].kind == "number" or raws[k].kind == "word" and rules_word(k)):
        return i
    after = raws[i + 3 :]
    return i + 3 if faces_before(raws, i) or faces_before(after, len(after)) else i


def _slashed(raws: list[Raw], i: int, signed: bool = False) -> int:
    """Where two numbers typed close up around a slash ('6/0', '7/3'; '+ 7/3' where `signed`) opening at raws[i]
    end, or i."""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or raws[i + 2].kind != "number" or not raws[i + 2].text.isdigit() \
            or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i
    first = raws[i].text.replace(" ", "")
    plain = raws[i].kind == "number" and first.isdigit()
    return i + 3 if plain or signed and raws[i].kind == "signed" and first[:1] == "+" and first[1:].isdigit() else i


def slashed_codes(raws: list[Raw], i: int) -> int:
    """Where slashed codes of the scene opening at raws[i] end ('6/0 + 7/3', 'the 6/0 and 7/3 mixing notes'), or i: a
    pair mixed with another by '+', '&' or 'and', or a pair after an article or a possessive. Alone ('rolled 6/2') a
    pair may be faces typed so, and stays for the rest of the reader."""
    end = _slashed(raws, i)
    if end == i:
        return i
    k = end
    while k < len(raws):
        if (mixed := _slashed(raws, k, signed=True)) > k:  # "+ 7/3"
            k = mixed
        elif raws[k].low in _MIXED and (mixed := _slashed(raws, k + 1)) > k + 1:  # "and 7/3"
            k = mixed
        else:
            break
    return k if k > end or (i and raws[i - 1].low in DETERMINERS) else i


_MIXED = frozenset({"+", "&", "and", "with"})


def ratings_joined(raws: list[Raw], rules_word: Callable[[int], bool]) -> list[Raw]:
    """The pieces with each rating out of five or ten (rating()), and each slashed code (slashed_code()), made one
    word of the scene ("4/5 views", "6/0 + 7/3"), before any other reading takes its parts for a count ("5 views") or
    for faces."""
    if not any(raw.text == "/" for raw in raws):
        return raws
    out: list[Raw] = []
    i = 0
    while i < len(raws):
        if raws[i].kind == "number" and ((codes := slashed_codes(raws, i)) > i or i + 1 < len(raws)
                                         and raws[i + 1].text == "/" and (codes := under_age(raws, i)) > i):
            # ("The 12/U girls pushed the pace": an age group, one word of the noun phrase)
            said = ""
            for r in raws[i:codes]:  # (each piece where it was typed, the spaces between kept)
                said = said.ljust(r.start - raws[i].start) + r.text
            out.append(Raw("word", said, raws[i].start, said.lower()))
            i = codes
            continue
        if raws[i].kind == "number" and rating(raws, i, rules_word) > i:
            out.append(Raw("word", f"{raws[i].text}/{raws[i + 2].text}", raws[i].start, f"{raws[i].text}/{raws[i + 2].text}"))
            i += 3
            continue
        out.append(raws[i])
        i += 1
    return out


def model_number(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a thing's make and model number end, opening at raws[i] ("a Fiat 500", "her Glock 17", "the Kessler
    9000"), or i: a capitalised word after an article or a possessive, no rules word nor anyone's name, and a number
    past any face with no other number after it. The scene's, never a die nor a rules value."""
    raw = raws[i]
    if raw.kind != "word" or not raw.text[:1].isupper() or not i or raws[i - 1].low not in _OWNED_BEFORE \
            or i + 1 >= len(raws) or (said := _digits(raws[i + 1])) is None or said <= MOST_FACE or rules_word(i):
        return i
    if i + 2 < len(raws) and raws[i + 2].kind == "number":
        return i
    return i + 2


# Articles and possessives a thing's make is said after ("a Fiat 500", "her Glock 17").
_OWNED_BEFORE = frozenset({"a", "an", "the", "my", "his", "her", "their", "our", "your", "its"})


def temperature(raws: list[Raw], i: int) -> bool:
    """Whether the signed number said at raws[i] (a sign, or 'minus' or 'plus' before a number) is a temperature of
    the scene: said after a word of the weather ("Wind chill minus 12", "Temperature -9", "feeling like minus 20")
    or before one ("minus 4 overnight"). Never a modifier."""
    table = nouns()
    before = raws[i - 1].low if i else ""
    number = i + (raws[i].kind == "word")  # ("minus 4": the number after the word)
    after = raws[number + 1].low if number + 1 < len(raws) else ""
    if before in _WEATHER_LINKS and i > 1 and raws[i - 2].low in table.weather_before | {"low", "high"}:
        return True  # "lows of minus 6", "a high of -2", "temperatures around minus 5"
    if before == "," and i > 1 and raws[i - 2].low in table.weather_before and (
            not after or after in _WHEN_AFTER or raws[number + 1].kind == "mark" and after in ".;!,"):
        return True  # "Hard frost, -4 at 6 am.", "frost forecast, -2, leave the fleece on": the reading after a comma
        # (never "..., -1 for the cold")
    if before == "," and after in _WHEN_AFTER and any(
            r.low in table.weather_before | _COLD for r in raws[max(0, i - 9) : i - 1]):
        return True  # "Frost on the roof of the cold frames, -2 at 7am.", "Hard frost last night, -4 at 6am": the
        # reading of the frost said before, and when (never "..., -1 for the cold")
    if before == "," and number < len(raws) and (said := _counted(raws[number])) is not None and said > MOST_FACE \
            and any(r.low in table.weather_before | _COLD for r in raws[max(0, i - 5) : i - 1]):
        return True  # "it's extreme cold up here, minus twenty with the wind": the cold's reading, past any modifier
    return before in table.weather_before or after in table.weather_after


# Words of cold a reading of the weather follows in its clause ("extreme cold up here, minus twenty").
_COLD = frozenset({"cold", "freezing", "frozen", "icy", "chilly", "bitter"})
# Words between a word of the weather and its temperature ("lows of minus 6", "temperatures down to -3").
_WEATHER_LINKS = frozenset({"of", "to", "around", "near", "at", "below", "about"})
# Words saying when, after a temperature set off by a comma ("Hard frost, -4 at 6 am", "frost, -3 by morning").
_WHEN_AFTER = frozenset({"at", "by", "overnight", "tonight", "this", "last", "first"})


def countdown(raws: list[Raw], i: int) -> int:
    """Where a count opening at raws[i] ends, down or up ("10... 9... 8...", "Ten. Nine. Eight.", "11... 12... 13..."),
    or i: three numbers or more (digits or words), each one less (or each one more) than the one before, a stop or an
    ellipsis after each but perhaps the last, the first past any face. Never dice."""
    k, counted = i, []
    while k < len(raws) and (said := _counted(raws[k])) is not None and (
            len(counted) < 2 and (not counted or abs(said - counted[-1]) == 1)
            or len(counted) >= 2 and said - counted[-1] == counted[-1] - counted[-2]):
        counted.append(said)
        dots = k + 1
        while dots < len(raws) and raws[dots].text in (".", "…", "!"):
            dots += 1
        if dots == k + 1:
            k += 1
            break
        k = dots
    if len(counted) < 3 or counted[0] < MOST_FACE and counted[-1] < MOST_FACE or i and raws[i - 1].low in FACES_FOLLOW:
        return i
    return k


# Words a count said again or carried on may stand with in its sentence ("seven. seven.", "then twelve.", "fifty now.")
_RESUMING = frozenset({"then", "now", "and", "maybe", "just", "only", "or", "no", "more", "again", "left", "still"})
_STOPS = (".", "!", "?", "…")


def count_resumed(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count carried on from the sentence before ends, opening at raws[i], or i: a number alone in its
    sentence but for words like 'then' or 'now' ("seven nights now. seven.", "forty feet. fifty.", "thirteen
    knocks. then twelve."), said the same way (words or digits) as a count of a thing in the sentence right before
    it (a number, then a word no rules word), and the same number again or one past any face. Never a die."""
    said = _counted(raws[i])
    if said is None:
        return i
    start = i
    while start > 0 and raws[start - 1].kind == "word" and raws[start - 1].low in _RESUMING and i - start < 2:
        start -= 1
    end = i + 1
    while end < len(raws) and raws[end].kind == "word" and raws[end].low in _RESUMING and end - i <= 2:
        end += 1
    if start == 0 or raws[start - 1].text not in _STOPS or end < len(raws) and raws[end].text not in _STOPS:
        return i
    k = start - 1
    while k > 0 and raws[k - 1].text in _STOPS:
        k -= 1
    opens = k
    while opens > 0 and raws[opens - 1].text not in _STOPS:
        opens -= 1
    for j in range(opens, k - 1):
        count = _counted(raws[j])
        if count is None or raws[j].kind != raws[i].kind or raws[j + 1].kind != "word" or rules_word(j + 1) \
                or raws[j + 1].low in NUMBER_WORDS or raws[j + 1].low in ("and", "or", "n", "to", "of", "die", "dice"):
            continue
        if said == count or said > MOST_FACE:
            return end
    return i


def _counted(raw: Raw) -> int | None:
    """A number said in digits or as a word of counting ('ten', not 'a' nor 'once')."""
    if raw.kind == "word" and raw.low in NUMBER_WORDS and raw.low not in ("a", "an", "once", "twice"):
        return NUMBER_WORDS[raw.low]
    return _digits(raw)


def told_hour(raws: list[Raw], i: int) -> int:
    """Where a time of day said the way Britain and Ireland say it ends, opening at 'half' or 'quarter' (raws[i])
    after a word of when ("till half six", "at half 7", "by quarter to ten", "from half past three"), or i: a time
    of the scene, never a die."""
    if not i or raws[i - 1].low not in _WHEN_BEFORE or raws[i].low not in ("half", "quarter"):
        return i
    k = i + 1
    if k < len(raws) and raws[k].low in (("past",) if raws[i].low == "half" else ("to", "past", "after")):
        k += 1
    elif raws[i].low == "quarter":
        return i
    hour = _counted(raws[k]) if k < len(raws) else None
    return k + 1 if hour is not None and 0 < hour <= 12 else i


# Words a time of day said as 'half six' or 'quarter to ten' follows.
_WHEN_BEFORE = frozenset({"at", "till", "until", "til", "'til", "by", "from", "since", "around", "about", "before",
                          "after", "gone", "past"})


def field_count(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count given as a field of a report ends, opening at the number raws[i] ("Rounds expended: 3.", "Items
    bagged: 6", "Casualties: 0", "Landlord's age: 58."), or i: the field's name opens its sentence in at most three
    words, none a rules word nor a word of rolling, the last a plural noun or a participle, or a noun after whose it
    is; the number stands alone and closes its sentence. A count or a measure of the scene, never a die."""
    if _digits(raws[i]) is None or i < 2 or raws[i - 1].text != ":":
        return i
    end = i + 1
    if end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in ".;!)" or raws[end].text == "\n"):
        return i
    k = i - 2
    while k >= 0 and raws[k].kind == "word" and i - 1 - k <= 3:
        k -= 1
    first = k + 1
    if first == i - 1 or k >= 0 and not (raws[k].kind == "mark" and raws[k].text in ".;!?(\n"):
        return i
    named = raws[first : i - 1]
    rolling = nouns().rolling
    if any(rules_word(first + n) or r.low in rolling or r.low.rstrip("s") in rolling or r.low[:-2] in rolling
           for n, r in enumerate(named)):
        return i
    last = named[-1].low
    owners = ("the", "a", "an", "our", "my", "his", "her", "their")
    whose = named[1:] if len(named) == 3 and named[0].low in owners else named
    owned = len(whose) == 2 and whose[0].low.endswith(("'s", "’s")) and "NOUN" in word_classes(last)
    return end if is_tagged(last, PLURAL) or is_tagged(last, PARTICIPLE) or owned else i


def _dotted_meridian(raws: list[Raw], k: int) -> int:
    """Where 'a.m.' or 'p.m.' (the last dot may close the sentence) opening at raws[k] ends, or k."""
    if k + 2 < len(raws) and raws[k].low in ("a", "p") and raws[k + 1].text == "." and raws[k + 2].low == "m" \
            and touching(raws, k + 1) and touching(raws, k + 2):
        return k + 4 if k + 3 < len(raws) and raws[k + 3].text == "." and touching(raws, k + 3) \
            and k + 4 < len(raws) and raws[k + 4].text[:1].islower() else k + 3
    return k


def _hour_closing(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is an hour after 'at' that closes its sentence ('more at eleven.', 'back at 9!'), the dice
    said before it: when, never another die."""
    said = _digits(raws[i]) if raws[i].kind == "number" else NUMBER_WORDS.get(raws[i].low)
    if said is None or not 0 < said <= _MOST_HOUR // 2 or not i or raws[i - 1].low != "at":
        return False
    closes = i + 1 >= len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ".!?"
    return closes and (faces_before(raws, i - 1) or _faces_open(raws, i + 2))


def _faces_open(raws: list[Raw], k: int) -> bool:
    """Whether the sentence opening at raws[k] opens with a run of two numbers or more ('... at 10. 2 and 3.'): the
    dice said after the hour."""
    if k >= len(raws) or raws[k].kind != "number" or touching(raws, k):
        return False  # ("at 10.30": the hour's minutes, no sentence after it)
    end = k + 1
    while end < len(raws) and (raws[end].kind == "number" or raws[end].text == "," or raws[end].low in ("and", "&")):
        end += 1
    return faces_before(raws[k:end], end - k)


# Words right before a bare number that make it the hour something lasts to ("open bar until 7!", "till 9").
_UNTIL = frozenset({"until", "till", "til", "'til", "untill"})
# Words an hour a thing is due by is said after, a mark closing it ("off the lorry before 2: roll ...").
_BEFORE_THE_HOUR = frozenset({"before", "by"})


# Words right before a number that make it a face, whatever its form ("rolled 4:05" is no time of day).


def _said_on(raws: list[Raw], i: int, end: int) -> bool:
    """The scene's words go on after raws[i:end], and no roll word stands right before: at the end of the line, or
    right after 'rolled', a number in any form may be the dice ('..., Moderate: 4:05' stays asked)."""
    if i and raws[i - 1].low in FACES_FOLLOW:
        return False
    return any(r.kind != "mark" for r in raws[end:])


def cherished(raws: list[Raw], i: int) -> int:
    """Where a number someone holds dear ends, its name opening at raws[i] ("lucky number is 7", "favourite numbers:
    3 and 9"), or i."""
    said = nouns().cherished
    if raws[i].low.split(" ", 1)[0] not in _first_words(said):  # (the first word of each name, looked at first)
        return i
    for size in (3, 2):
        if " ".join(r.low for r in raws[i : i + size]) in said:
            k = i + size
            if k < len(raws) and (raws[k].low in ("is", "are", "was", "were") or raws[k].text in ":="):
                k += 1
            end = k
            while k < len(raws) and raws[k].kind == "number":
                end = k + 1
                k += 1 + (k + 1 < len(raws) and (raws[k + 1].low == "and" or raws[k + 1].text in ",&"))
            return end if end > i + size else i
    return i


# Words after which 'No.' and a number name a thing by its number ("of No. 14", "the No. 9 tram").
def by_the_hour(raws: list[Raw], i: int) -> int:
    """Where an hour said after 'by' and a word of getting somewhere or done ends ('down by 4', 'back at the hut by
    6', 'home by 10pm' aside, which is a clock's), or a margin after a word of how far off ('short by 2'), opening at
    the number raws[i], or i: when or how far, never a die. The scene's words go on after it; closing the line, the
    number may be the dice."""
    if i >= 2 and raws[i - 1].low == "by" and raws[i - 2].low in _BY_A_MARGIN and _digits(raws[i]) is not None \
            and not (i + 1 < len(raws) and raws[i + 1].kind == "number"):
        return i + 1 if _said_on(raws, i, i + 1) else i  # "short by 2", "late by 40": how far off, the scene's
    if i < 2 or raws[i - 1].low != "by" or raws[i - 2].low not in _BY_THE_HOUR or _clock_next(raws, i):
        return i
    hour = _digits(raws[i])
    if hour is None or not 0 < hour <= _MOST_HOUR or (i + 1 < len(raws) and raws[i + 1].kind == "number"):
        return i
    return i + 1 if _said_on(raws, i, i + 1) else i


def _clock_next(raws: list[Raw], i: int) -> bool:
    """Whether the number at raws[i] goes on as a clock's time ('04:30', '8:15', '3pm'): read as one elsewhere."""
    return i + 1 < len(raws) and touching(raws, i + 1) and (raws[i + 1].text == ":" or raws[i + 1].kind == "word")


def at_the_hour(raws: list[Raw], i: int, rules_word: Callable[[int], bool] = lambda k: True) -> int:
    """Where an hour said after 'at' and a verb of starting, going or meeting ends ('we went on at 9', 'doors open at
    7', 'the bus leaves at 6'), opening at the number raws[i], or i: when, never a die. The scene's words go on after
    it; closing the line, the number may be the dice. `rules_word(k)`: the game reads raws[k] as one of its words."""
    if i < 2 or raws[i - 1].low != "at" or _clock_next(raws, i):
        return i
    before = raws[i - 2].low
    if before not in nouns().at_hour_after and not (before.endswith("'s") and i >= 3 and raws[i - 3].low in (
            "the", "her", "his", "my", "their", "our", "your") and "NOUN" in word_classes(before[:-2])) \
            and not _thing_at_the_hour(raws, i, rules_word):
        return i  # ("the bride's at 9": a person or thing of the scene is due then)
    hour = _digits(raws[i])
    if hour is None or not 0 < hour <= _MOST_HOUR or (i + 1 < len(raws) and raws[i + 1].kind == "number"):
        return i
    return i + 1 if _said_on(raws, i, i + 1) else i


def _thing_at_the_hour(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> bool:
    """Whether the hour at raws[i], after 'at', is when a thing of the scene is due, as a rota or a day's plan says it:
    a noun that is no word of the game before 'at' ("glasshouse at 12", "the manager's pep talk at 9"), or a place by
    its number ("aisle 3 at 8", "aisles 5 and 6 at 9"), the hour closing its clause ("..., at 9." or "at 9,")."""
    if not (i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ",.;!"):
        return False
    k = i - 2
    while k > 0 and raws[k].kind == "number" and (raws[k - 1].low in ("and", "&", ",") or raws[k - 1].kind == "word"):
        k -= 2 if raws[k - 1].low in ("and", "&", ",") else 1  # "aisles 5 and 6": the place's numbers, back to its noun
    word = raws[k]
    if k > 1 and raws[k - 1].low in DETERMINERS and "VERB" in word_classes(raws[k - 2].low):
        return False  # ("shoots the guard at 3": whom the deed is done to, and a number it stays asked about)
    classes = word_classes(word.low)  # (none: a compound the lexicon lacks, 'stockroom')
    return word.kind == "word" and word.text.islower() and ("NOUN" in classes or not classes) and not rules_word(k) \
        and word.low not in _RATED  # ("a background skill at 3": its rating)


# Nouns a number after 'at' rates, never a time ("a background skill at 3", "her level at 2").
_RATED = frozenset({"skill", "skills", "rating", "ratings", "level", "levels", "stat", "stats", "attribute", "score",
                    "rank", "tier", "pool", "dice", "die", "bonus", "penalty", "modifier", "difficulty", "dl"})


# Words of getting somewhere or done, before 'by' and an hour ("down by 4", "home by 10", "back at the hut by 6").
_BY_THE_HOUR = frozenset({"back", "down", "up", "home", "there", "done", "finished", "out", "in", "hut", "camp", "base",
                          "summit", "top", "bed", "work", "school", "office", "station"})
# Words a margin of the scene is said after, with 'by' ("short by 2", "over by 15", "late by 40").
_BY_A_MARGIN = frozenset({"short", "over", "late", "early", "ahead", "behind", "under"})
_NUMBER_SIGN_BEFORE = frozenset({"of", "the", "at", "on", "in", "to", "from", "aboard", "into", "outside", "near", "(",
                                 "and", "or"})


# The words a settlement's offset ("the T+2 queue": 'T' typed close up to its signed number) is said after.
_OFFSET_BEFORE = frozenset({"the", "a", "before", "after", "by", "until", "till", "at", "on"})


def arrival(raws: list[Raw], i: int) -> int:
    """Where an estimated time of arrival ends, opening at 'ETA' raws[i] ('ETA 8', 'ETA back to base 15', 'ETA to the
    station 10 mins'), or i: up to four lowercase words, a number and perhaps its measure, closing the clause. When
    someone gets there, never a die."""
    if raws[i].low not in _ARRIVAL:
        return i
    k = i + 1
    while k < len(raws) and k - i <= 4 and raws[k].kind == "word" and raws[k].text.islower():
        k += 1
    if k >= len(raws) or raws[k].kind != "number" or _digits(raws[k]) is None:
        return i
    k += 1
    if k < len(raws) and raws[k].kind == "word" and (raws[k].low in nouns().measures or raws[k].low in _MINUTES):
        k += 1
    return k if k >= len(raws) or raws[k].kind == "mark" and raws[k].text in ",.;!?)" else i


_ARRIVAL = frozenset({"eta", "etd", "eta:"})
_MINUTES = frozenset({"minutes", "minute", "mins", "min", "mikes"})


def postcode(raws: list[Raw], i: int) -> int:
    """Where a British postcode ends, opening at its first letters raws[i] ('LS6 2QT', 'SW1A 1AA', 'M1 1AE'), or i: one
    or two capitals with the district's digits close up (and perhaps a capital more), a space, then a digit with two
    capitals close up. An address, never a die."""
    raw = raws[i]
    if raw.kind != "word" or not 1 <= len(raw.text) <= 2 or not raw.text.isalpha() or not raw.text.isupper():
        return i
    k = i + 1
    if k >= len(raws) or raws[k].kind != "number" or not raws[k].text.isdigit() or len(raws[k].text) > 2 \
            or not touching(raws, k):
        return i
    k += 1
    if k < len(raws) and touching(raws, k) and raws[k].kind == "word" and len(raws[k].text) == 1 and raws[k].text.isupper():
        k += 1  # "SW1A"
    if k + 1 < len(raws) and raws[k].kind == "number" and len(raws[k].text) == 1 and not touching(raws, k) \
            and raws[k + 1].kind == "word" and touching(raws, k + 1) and len(raws[k + 1].text) == 2 \
            and raws[k + 1].text.isalpha() and raws[k + 1].text.isupper():
        return k + 2
    return i


def formula(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a code of letters and digits typed close up ends, opening at a word at raws[i], or i: a chemical formula
    or a part's code ('H2SO4', 'H2O', 'LiAlH4', 'CO2', 'AK47'), letters again after the digits or two capitals
    before them. Never a die, a modifier nor anyone's name ('DK-7' stays asked: 'DM-2' would be a role's bonus)."""
    raw = raws[i]
    if raw.kind != "word" or not raw.text.isalpha() or i + 1 >= len(raws) or not touching(raws, i + 1) or rules_word(i):
        return i
    capitals = sum(c.isupper() for c in raw.text)
    k = i
    while k + 1 < len(raws) and touching(raws, k + 1) and raws[k + 1].kind in ("word", "number") \
            and raws[k + 1].kind != raws[k].kind and (raws[k + 1].kind == "number" or raws[k + 1].text.isalpha()):
        k += 1
    again = k >= i + 2  # ("H2SO4", "H2O": letters after the digits)
    return k + 1 if k > i and raws[k].kind in ("word", "number") and (again or capitals >= 2) \
        and not (i and raws[i - 1].low in FACES_FOLLOW) else i


# What closes a countdown's mark opening a sentence ("T-5, ...", "T-5 and counting", "T-5 lol."): a stop, or 'and'.
_COUNT_CLOSED = frozenset({",", ".", ";", "!", "and", "&"})


def _sentence_opened(raws: list[Raw], i: int) -> bool:
    return i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in (".", "!", "?", ";", ":", "\n")


def _dice_in_sentence(raws: list[Raw], k: int) -> bool:
    """Whether the sentence goes on from raws[k] to a word of rolling, or to a number right after the mark closing
    the count ('T+2, rolled 3 4', 'T+2, 3 4': a bonus, maybe; 'T-5, P flag up, Force 5' is the race's clock)."""
    if k + 1 < len(raws) and raws[k].kind == "mark" and raws[k + 1].kind in ("number", "signed"):
        return True
    while k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in (".", "!", "?", ";", "\n")):
        if raws[k].low in ("rolled", "roll", "rolls", "dice", "got"):
            return True
        k += 1
    return False


# A soil's or a paint's colour in Munsell's notation: the hue (a step and its letters), then value/chroma ("10YR 4/3",
# "7.5YR 5/6", "2.5Y 6/2").
_HUE = Later(r"(?:\d{1,2}(?:\.\d)?)?(?:R|YR|Y|GY|G|BG|B|PB|P|RP)")


def soil_colour(raws: list[Raw], i: int) -> int:
    """Where a colour in Munsell's notation opening at raws[i] ends ('10YR 4/3', '7.5YR 5/6'), or i: a colour of
    the scene, never dice ('4/3' is no pair of faces there)."""
    k = i
    if raws[i].kind == "word" and raws[i].text[:1].isdigit() and _HUE.fullmatch(raws[i].text):
        k = i + 1  # "10YR"
    elif raws[i].kind == "number" and i + 3 < len(raws) and raws[i + 1].text == "." and raws[i + 2].kind == "number" \
            and raws[i + 3].kind == "word" and _HUE.fullmatch(raws[i + 3].text) and touching(raws, i + 3) \
            and touching(raws, i + 1) and touching(raws, i + 2):
        k = i + 4  # "7.5YR"
    if k == i or k + 2 >= len(raws) or raws[k].kind != "number" or raws[k + 1].text != "/" \
            or raws[k + 2].kind != "number" or not touching(raws, k + 1) or not touching(raws, k + 2):
        return i
    return k + 3


def moved(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a quantity of the scene said with how it moved ends, opening at raws[i], or i: a thing no rules word nor
    name, then a word of moving and by how much in a unit or a percentage ('Dow up 3%', "latency's down 5 bps", 'oil
    off 4 ticks'); a settlement's offset typed close up after an article or a word of when ('the T+2 queue'), or a
    clock's count to or from its mark opening a sentence and closed by a stop or 'and' ('T-5, P flag up'); an offer
    or odds run together ('a 2-for-1', '3-to-1'). Never a die nor a modifier. With no unit ('FTSE down 2', 'STR up 2')
    or typed apart (', T+2,'), what the number is stays asked."""
    raw = raws[i]
    if raw.kind == "number" and i + 3 < len(raws) and raws[i + 1].text == "-" and raws[i + 2].low in ("for", "to") \
            and raws[i + 3].kind == "signed" and raws[i + 3].text.startswith("-") \
            and all(touching(raws, k) for k in (i + 1, i + 2, i + 3)):
        return i + 4  # "a 2-for-1", "3-to-1 on the favourite"
    if raw.kind != "word" or i + 1 >= len(raws) or rules_word(i):
        return i
    after = raws[i + 1]
    if after.kind == "signed" and touching(raws, i + 1) and raw.text == "T" and i \
            and raws[i - 1].low in _OFFSET_BEFORE:
        return i + 2  # "the T+2 queue", "before T+2": a settlement's code (', T+2,' may be an attribute's bonus)
    if after.kind == "signed" and touching(raws, i + 1) and raw.text == "T" and _sentence_opened(raws, i) \
            and (i + 2 == len(raws) or raws[i + 2].text in _COUNT_CLOSED or raws[i + 2].low in INTERJECTIONS) \
            and not _dice_in_sentence(raws, i + 2):
        return i + 2  # "T-5, P flag up", "T-5 and counting", "T+2 and the queue": a clock counted to or from its mark
    # (a ticker's signed move, 'GHST +3', has no form apart from a role's bonus, 'DM +2', 'SGT +1': never read here)
    if after.low not in nouns().moves or i + 2 >= len(raws) or _digits(raws[i + 2]) is None \
            and not re.fullmatch(r"\d+(?:\.\d+)?%", raws[i + 2].text):
        return i
    k = i + 3
    if k < len(raws) and raws[k].text == "%" and touching(raws, k):
        k += 1  # ("3 %")
    if k < len(raws) and raws[k].kind == "word" and (measure_word(raws[k].low) or raws[k].low in nouns().units):
        k += 1  # ("5 bps")
    unit = k > i + 3 or raws[i + 2].text.endswith("%")
    return k if unit else i  # (with no unit, 'FTSE down 2' is no form apart from 'STR up 2': asked)


def placing(raws: list[Raw], i: int) -> bool:
    """Whether the ordinal at raws[i] is a place in a race or a ranking: after a word of finishing ('we crossed 2nd',
    'finished 3rd', 'lying 4th'), perhaps with 'in' or 'up' between, or before a noun of places ('2nd place', '3rd
    overall'), or shared ('joint 2nd', 'tied for 3rd'). Never a later attack nor a try."""
    table = nouns()
    if i and (raws[i - 1].low in ("joint", "equal", "tied") or i > 1 and raws[i - 2].low == "tied"
              and raws[i - 1].low == "for"):
        return True  # "we're joint 2nd", "tied for 3rd": a place shared, a ranking's word on its own
    if i + 2 < len(raws) and raws[i + 1].low == "in" and raws[i + 2].kind == "word" and (
            raws[i + 2].text[:1].isupper() or raws[i + 2].low in ("the", "our", "their", "its", "his", "her")):
        return True  # "3rd in Division 2", "2nd in the league": a place in a ranking ("3rd in a row" counts)
    if i and raws[i - 1].low in _BEING_PLACED:
        return True  # "we're 3rd, P14 W9", "she was 2nd": a place said of someone (no article: "it's my 3rd")
    k = i - 1
    while k >= 0 and raws[k].low in ("in", "up", "a", "an", "the", "joint", "equal"):
        k -= 1
    if k >= 2 and raws[k - 1].low in ("the", "a") and raws[k].kind == "word" and "NOUN" in word_classes(raws[k].low):
        k -= 2  # "crossed the line 3rd", "finished the race 2nd"
    return k >= 0 and raws[k].low in table.placed or i + 1 < len(raws) and raws[i + 1].low in table.placed_after


_BEING_PLACED = frozenset({"we're", "we’re", "they're", "they’re", "you're", "you’re", "are", "were", "am", "i'm", "i’m",
                           "he's", "he’s", "she's", "she’s", "is", "was"})  # before a place said of someone


def numbered(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a noun of the table and the number it labels end, opening at raws[i] ('Day 3', 'p. 48', 'pole 17'), or
    i. `rules_word(i)`: the game's vocabulary reads raws[i] as one of its words, which it stays (asked only of a
    noun of the table)."""
    raw = raws[i]
    table = nouns()
    if raw.kind == "word" and raw.low in table.until and i + 1 < len(raws) and (hour := _digits(raws[i + 1])) \
            is not None and 0 < hour <= _MOST_HOUR and not rules_word(i) and not (
                i + 2 < len(raws) and raws[i + 2].kind == "number"):
        if (clock := clock_time(raws, i + 1)) > i + 1:
            return clock  # "till 15:00", "until 3pm": the time of day itself
        if i + 2 < len(raws) and raws[i + 2].kind == "mark" and raws[i + 2].text == ":" and touching(raws, i + 2):
            return i  # "till 15: ..." typed close up: what it is stays asked
        return i + 2 if _said_on(raws, i + 1, i + 2) else i  # "we have till 4 so ...": an hour, never a die
    if raw.low in _BEFORE_THE_HOUR and i + 2 < len(raws) and (hour := _digits(raws[i + 1])) is not None \
            and 0 < hour <= 12 and raws[i + 2].kind == "mark" and raws[i + 2].text in ",;:" and not rules_word(i) \
            and i + 3 < len(raws) and raws[i + 3].kind == "word" and not (i + 4 < len(raws) and raws[i + 4].kind == "number"):
        return i + 2  # "get the pallet off the lorry before 2: roll ...": the hour a job is due by, the words going on
    if raw.low == "no" and i and (raws[i - 1].low in _NUMBER_SIGN_BEFORE or raw.text == "No"
                                  and raws[i - 1].kind == "word" and raws[i - 1].text[:1].isupper()) \
            and i + 2 < len(raws) and (raw.text == "No" or raws[i - 1].low not in ("and", "or")) \
            and raws[i + 1].text == "." and touching(raws, i + 1) and _digits(raws[i + 2]) is not None:
        return i + 3  # "the window of No. 14", "the No. 9 tram", "the no. 2 spool", "John Innes No. 2": a thing by its
        # number, never a die
        # (after 'and' or 'or' only capitalised: "nervous or no. 6 and 6" ends a question, then the dice)
    if (gone := _away(raws, i, table.away)) > i:
        return gone
    if (code := _grid_code(raws, i, rules_word)) > i:
        return code
    if raw.low in table.floors and i and (raws[i - 1].low in table.floors_after or i > 2 and raws[i - 1].text == ","
                                          and _digits(raws[i - 2]) is not None and raws[i - 3].low in table.labels) \
            and i + 1 < len(raws) and not rules_word(i) \
            and _counted(raws[i + 1]) is not None and not (i + 2 < len(raws) and raws[i + 2].kind == "number"):
        return i + 2  # "on level 4", "Aisle 7, level 3", "on level two": a floor of the scene
    if raw.low in table.floors and i + 1 < len(raws) and raws[i + 1].kind == "signed" and raws[i + 1].text[:1] == "-" \
            and raws[i + 1].text[1:].isdigit() and not rules_word(i) \
            and (i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low in table.floors_after):
        return i + 2  # "Level -2, bay 14", "on level -1": a floor below the ground, no modifier
    if (end := _numbered_many(raws, i, rules_word)) > i:
        return end
    if raw.low in REACHING and i and raws[i - 1].low == "to":
        return i  # "needs to beat 20": the number the roll must reach, never a story's beat
    labels = raw.low in table.labels or _place_named(raws, i) or _line_of_a_page(raws, i)
    abbreviated = i + 2 < len(raws) and raws[i + 1].text == "." and touching(raws, i + 1) \
        and raws[i + 2].kind == "number" and raw.low in table.pages and len(raw.low) <= 3  # ("see Fig. 4", Fig someone)
    if raw.kind != "word" or not (raw.low in table.when or raw.low in table.pages or labels) \
            or (rules_word(i) and not _heading(raws, i) and not abbreviated):
        return i
    k = i + 1 + (i + 2 < len(raws) and raws[i + 1].text == "." and (raw.low in table.pages and len(raw.low) <= 3
                                                                    or _line_of_a_page(raws, i)))
    if k + 1 < len(raws) and labels and raws[k].low in _NUMBER_SIGNS:
        k += 1 + (k + 2 < len(raws) and raws[k + 1].text == ".")  # "Case No. 2291", "room no 4"
    if k < len(raws) and clock_time(raws, k) > k + 1:
        return i  # "Ward round 06:00: ...", "RUN SHEET 11:00 hair": the time of day, read as one, after the word
    if k >= len(raws) or _digits(raws[k]) is None and not (
            (raw.low in table.when or labels) and a_count(raws[k]) and not _more_said(raws, k + 1)):
        return i  # (a time or a label said in words too: "at turn three", "round two", "in tower three", "bed four";
        # never "... five and five")
    if labels and i and raws[i - 1].low in DETERMINERS:
        return i  # "the tower 4 5": the tower, then dice
    if sets_by_reps(raws, k) > k:
        return i  # "Main set 10 x 200 on 3:00": a count times a count, read whole (sets_by_reps)
    if k + 2 < len(raws) and raws[k + 1].low == "of" and a_count(raws[k + 2]) and (raw.low in table.when or labels):
        k += 2  # "lap 40 of 40", "round 2 of 3": how far along, of how many; "Crate 4 of 6": which of how many
    if k + 1 < len(raws) and raws[k + 1].kind == "number" and not touching(raws, k + 1):
        return i  # "room 4 5": a room and the dice, or a room numbered 4? asked
    if k + 1 < len(raws) and raws[k + 1].kind == "signed" and touching(raws, k + 1) and raws[k + 1].text[1:].isdigit() \
            and raws[k + 1].text[0] == "-" and (int(raws[k + 1].text[1:]) > (_digits(raws[k]) or 0)
                                                 or (_digits(raws[k]) or 0) <= 12 and int(raws[k + 1].text[1:]) <= 12) \
            and not (k + 2 < len(raws) and touching(raws, k + 2) and (raws[k + 2].text in ("-", "/")
                                                                       or raws[k + 2].kind == "signed")) \
            and (dice_said_elsewhere(raws, i, k + 2) or _faces_elsewhere(raws, i, k + 2)):
        return k + 2  # "AM slot 9-12", "Seats 4-9", "suspension 8-6" (the hours): a range the label's things take, the
        # post saying its dice elsewhere
    if labels and k + 1 < len(raws) and raws[k + 1].kind == "signed" and touching(raws, k + 1) \
            and raws[k + 1].text[0] == "-" and raws[k + 1].text[1:].isdigit() \
            and not (k + 2 < len(raws) and touching(raws, k + 2) and (raws[k + 2].text in ("-", "/")
                                                                       or raws[k + 2].kind == "signed")) \
            and (dice_said_elsewhere(raws, i, k + 2) or _faces_elsewhere(raws, i, k + 2)):
        return k + 2  # "batch 22-19": the label's code, two numbers joined by a hyphen, the post saying its dice
        # elsewhere
    if k + 1 < len(raws) and raws[k + 1].kind == "signed" and touching(raws, k + 1):
        return i  # "an ex-War Department 2-8-0": the number runs on, hyphened (count_pattern reads it whole)
    if k + 1 < len(raws) and touching(raws, k + 1) and raws[k + 1].kind == "word" and len(raws[k + 1].text) == 1 \
            and raws[k + 1].text.isupper() and raws[k + 1].low not in _NO_CODE:
        k += 1  # "room 4B": the letter is the label's too
    asked = labels and k + 1 < len(raws) and raws[k + 1].text == "?"  # "... of Courtroom 2?"
    more, said = _more_numbers(raws, k + 1)
    if said > 1 and raws[k + 1].text == "," and all(clock_time(raws, j) <= j for j in range(k + 2, more)) \
            and not (more < len(raws) and touching(raws, more) and raws[more].text in (".", ":", "-", "/")
                     and more + 1 < len(raws) and touching(raws, more + 1) and raws[more + 1].kind == "number") \
            and (dice_said_elsewhere(raws, i, more) or _faces_elsewhere(raws, i, more)):
        return more  # "Dresses are size 10, 12 and 14.": the label's things by a list of their numbers, the post saying
        # its dice elsewhere
    return k + 1 if _said_on(raws, k, k + 1) or faces_before(raws, i) or asked else i


# Words before a place named with its number ("on Quay 7", "at Gate 6", "(Room 7)"): where the scene is.
_AT_PLACE = frozenset({"on", "at", "in", "to", "from", "near", "behind", "outside", "inside", "into", "onto", "past",
                       "down", "up", "along", "beside", "around", "round", "opposite", "beyond", "via", "aboard",
                       "off", "by", "toward", "towards", "across", "through", "under", "over", "(", "["})


# Words of where before places named by their numbers, with those of _AT_PLACE ("between soundstages 4 and 5").
_AMONG = frozenset({"between", "among", "amongst"})


def _place_named(raws: list[Raw], i: int) -> bool:
    """raws[i] a noun of the dictionary that names one thing of the scene by the number after it, though no table lists
    the noun: said after a word of where ("at podium 2", "on Quay 7", "(Room 7)"), capitalised inside its sentence
    ("while the crew fixes Podium 2", "LEVEL 3"), or with a word for 'number' after it ("seal no. 3390"). Never a
    plural, a word of rolling ("total 9") nor, as the caller checks, a rules word or a name."""
    raw = raws[i]
    if raw.kind != "word" or not raw.low.isalpha() or len(raw.low) < 3 or raw.low in DETERMINERS \
            or raw.low in nouns().rolling:
        return False
    if i + 4 < len(raws) and raws[i + 2].text == "," and raws[i + 3].low in nouns().labels \
            and _digits(raws[i + 4]) is not None:
        return True  # "couchette 4, berth 36": one of a list of places by their numbers
    classes = word_classes(raw.low)
    titled = raw.text[:1].isupper() and raw.text[1:].islower()
    where = i and (raws[i - 1].low in _AT_PLACE or raws[i - 1].text in _AT_PLACE)
    if not ("NOUN" in classes or (not classes or where) and titled and not plural_shape(raw.low) and is_english(raw.low)) \
            or is_tagged(raw.low, PLURAL):
        return False  # (a capitalised word lemminflect lacks may be a noun still: 'Gallery 4'; so may one it has only
        # as a verb, after a word of where: 'in Consult 3')
    if i + 2 < len(raws) and raws[i + 1].low in _NUMBER_SIGNS and (raws[i + 2].text == "." or raws[i + 2].kind == "number"):
        return True  # "seal no. 3390", "locker nr 4"
    if i and (raws[i - 1].low in _AT_PLACE or raws[i - 1].text in _AT_PLACE):
        return True
    opens = not i or raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?:;\"“”" or raws[i - 1].text in ("\n",)
    if (opens or raws[i - 1].text == ",") and i + 2 < len(raws) and _digits(raws[i + 1]) is not None \
            and (raws[i + 2].text in (",", ";", ".") or raws[i + 2].text == ":" and not opens) \
            and raw.low not in PEOPLE_WORDS and any(r.kind != "mark" for r in raws[i + 3 :]):
        return True  # "Session 3, peg 20, 6 hrs on the feeder", "Swim 2, a hot spot", "Stunt reel, take 3: ...": one
        # of a list of the scene's things by its number, more of the scene after it (never someone's rating: 'guard
        # 3, ...'; a heading's colon only after the list's comma: 'Brawl 3: ...' may be a rating)
    if "NOUN" in classes and raw.low not in PEOPLE_WORDS and not raw.low.endswith("ing") and i + 1 < len(raws) \
            and not plural_shape(raw.low) and not (i and raws[i - 1].kind == "number") \
            and _digits(raws[i + 1]) is not None and not any(r.low in _VERSUS_BEFORE for r in raws[max(0, i - 3) : i]) \
            and (not _goes_on(raws, i + 1) or _hyphened_pair(raws, i + 1)) \
            and (dice_said_elsewhere(raws, i, i + 2) or _faces_elsewhere(raws, i, i + 2)):
        return True  # "Tabard size 12. Dice 1 1 1 6 2", "Drop 14 of 62 done ... rolled 7 and 5": the post says its
        # dice elsewhere, so a noun and the number after it name a thing of the scene (never someone's rating after
        # 'vs': 'Melee vs the guard 3, dice ...'; never a noun counting the number before it: '3 minutes 40')
    return raw.text[:1].isupper() and not opens


def _hyphened_pair(raws: list[Raw], i: int) -> bool:
    """Whether the number at raws[i] and one hyphened to it are all there is ('suspension 8-6,'): a range, no run."""
    return i + 1 < len(raws) and raws[i + 1].kind == "signed" and touching(raws, i + 1) \
        and raws[i + 1].text[:1] == "-" and (i + 2 == len(raws) or not touching(raws, i + 2)
                                             or raws[i + 2].kind == "mark" and raws[i + 2].text not in "-/")


def _goes_on(raws: list[Raw], i: int) -> bool:
    """Whether the number at raws[i] goes on to another, joined ('7 to 14 days', '3 and 4', '2/5', '4-6'): a range
    or a pair, read whole by its own form, or faces."""
    if i + 2 >= len(raws) or raws[i + 2].kind != "number" and raws[i + 2].low not in NUMBER_WORDS:
        return i + 1 < len(raws) and raws[i + 1].kind == "signed" and touching(raws, i + 1)
    return raws[i + 1].low in ("to", "and", "or", "x", "×", "&", "n") or raws[i + 1].text in ("/", ":", "-", ",")


# Words before the one a roll is made against: a noun and its number after them may be their rating.
_VERSUS_BEFORE = frozenset({"vs", "vs.", "v", "v.", "versus", "against", "opposed", "opposing"})


def _numbered_many(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a plural noun of the table and the numbers it labels end, opening at raws[i] ('pages 23-30', 'rows 5 and
    11', 'rooms 3, 4 and 9', 'days 2 to 5'), or i: the scene's things by their numbers, never dice. Two numbers at
    least, and the scene goes on after them (at the end of the line they may be the dice)."""
    raw = raws[i]
    table = nouns()
    if raw.kind != "word" or not raw.low.endswith("s") or rules_word(i) or i + 2 >= len(raws) \
            or _digits(raws[i + 1]) is None or clock_time(raws, i + 1) > i + 2:
        return i  # ("Speeches 18:00-18:40": a time of day, read as one)
    one = raw.low[:-2] if raw.low.endswith("es") and raw.low[:-2] in table.labels else raw.low[:-1]
    if raw.low.endswith("ies"):
        one = raw.low[:-3] + "y"  # "Galleries 1 to 6": a gallery
    if not (one in table.labels or one in table.pages or one in table.when):
        classes = word_classes(one)
        a_thing = ("NOUN" in classes or not classes and raw.text[:1].isupper() and raw.text[1:].islower()
                   and is_english(one)) \
            and one not in table.rolling and raw.low not in table.rolling and one not in PEOPLE_WORDS
        ranged = i + 3 < len(raws) and raws[i + 2].low == "to" and _digits(raws[i + 3]) is not None \
            and _digits(raws[i + 1]) < _digits(raws[i + 3])  # type: ignore[operator]
        if ranged and a_thing and _said_on(raws, i + 3, i + 4):
            return i + 4  # "darts 1 to 3, all in the bed": the scene's things by a range of their numbers
        placed = i and (raws[i - 1].low in _AT_PLACE or raws[i - 1].low in _AMONG) \
            and (a_thing or not is_english(raw.low) and plural_shape(raw.low) and not rules_word(i))
        hyphened = raws[i + 2].kind == "signed" and raws[i + 2].text.startswith("-") and touching(raws, i + 2) \
            and a_thing and (dice_said_elsewhere(raws, i, i + 3) or _faces_elsewhere(raws, i, i + 3))
        if not placed and not hyphened:  # ("Drops 1-12 done, ... Came up 5 and 6": things by a range of their
            # numbers, the post saying its dice elsewhere)
            return i  # (else "between soundstages 4 and 5 at 130 kph": places by their numbers, after a word of where)
    k, said = _more_numbers(raws, i + 2)
    beyond = any((_digits(r) or 0) > MOST_FACE or r.kind == "signed" and r.text[1:].isdigit() and int(r.text[1:]) > MOST_FACE
                 for r in raws[i + 1 : k])  # ("Photos 31-36." at the line's end: no face is that high)
    return k if said >= 2 and (_said_on(raws, k - 1, k) or beyond) else i


def _more_numbers(raws: list[Raw], k: int) -> tuple[int, int]:
    """Where a list of numbers ends that goes on from raws[k - 1] ('-30', ', 4 and 9', ' to 5'), and how many numbers
    it holds with the one before it."""
    said = 1
    while k < len(raws):
        if raws[k].kind == "signed" and raws[k].text.startswith("-") and raws[k].text[1:].isdigit() \
                and touching(raws, k):
            k, said = k + 1, said + 1  # "23-30"
        elif raws[k].low in ("and", "to", "&", ",", ";") and k + 1 < len(raws) and _digits(raws[k + 1]) is not None \
                and not (k + 2 < len(raws) and touching(raws, k + 2) and raws[k + 2].text not in ",.;:!?)]"):
            # (", 8-row repeat" says a thing of its own)
            k, said = k + 2, said + 1
        else:
            break
    return k, said


def _heading(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a noun of the tables, opens its clause with its number and a colon after ('Step 3: fold in
    ...', 'Round 2: ...'), or capitalised with 'of' after its number ('Closing night, Show 24 of 24.'): a heading of
    the post, even where the game reads the noun as a rules word ('step', 'show')."""
    if not (i == 0 or (raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?;(),")) or i + 2 >= len(raws) \
            or raws[i + 1].kind != "number":
        return False
    colon = raws[i + 2].text == ":" and (i == 0 or raws[i - 1].text != ",") and not (
        i + 3 < len(raws) and raws[i + 3].kind == "number" and touching(raws, i + 2) and touching(raws, i + 3))
    # ("Mark 1:1-8": a chapter and its verses, written close up)
    return colon or raws[i].text[:1].isupper() and raws[i + 2].low == "of"


# Words for 'number' between a label and its number ("Case No. 2291", "room nr 4").
_NUMBER_SIGNS = frozenset({"no", "nr", "num", "number"})
# Years said in the scene: no die, rating nor modifier of these games is a number of four digits this size.
_FIRST_YEAR, _LAST_YEAR = 100, 2199  # (a setting's own calendar too: 'the Drowning of 588')
# Words a year is said after ("in 2014", "since 2019", "back in '09" aside, "a 2014 post", "her 1998 civic").
_YEAR_BEFORE = DETERMINERS | frozenset("in since from circa til till until before after around by of".split())
_YEAR_AGAINST = frozenset("versus vs v or and".split())  # words between two years weighed against each other


def year(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a year said in the scene ends, opening at raws[i] ('like a 2014 tumblr post', 'since 2019'), or i: a
    number of three or four digits in the years' range, after an article, a possessive or a word of time, with a word no rules
    word after it or its clause ending. The scene's, never a die nor a rules value."""
    raw = raws[i]
    if _year(raw) and _cited(raws, i):
        return i + 1  # "(Vance et al., 2019)", "cf. Okafor, 2021)": a work cited by its year
    if _year(raw) and i + 2 < len(raws) and raws[i + 1].low in _YEAR_AGAINST and _year(raws[i + 2]) \
            and len(raw.text) == len(raws[i + 2].text) == 4:
        return i + 3  # "argue about 1989 versus 1991", "1642 or 1643": two years weighed, the scene's
    if not _year(raw) or not i or raws[i - 1].kind != "word" or raws[i - 1].low not in _YEAR_BEFORE:
        return i
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is None or after.kind == "mark" and after.text in ".,;:!?)":
        return i + 1
    return i + 1 if after.kind == "word" and not rules_word(i + 1) else i


def statistic(raws: list[Raw], i: int) -> int:
    """Where a statistic given its value ends, opening at raws[i] ('n = 7', 'x̄ = 5', 'α = 0.05', 'mean: 3.5'), or i:
    its symbol or name, '=' or a colon (the reader takes '=' for one), and a number (its decimals and unit too). The
    scene's sums, never a die nor a rules value."""
    if raws[i].kind != "word" or raws[i].low not in nouns().statistics or i + 2 >= len(raws):
        return i
    colon = raws[i + 1].text == ":"
    if not colon and not (raws[i + 1].kind == "number" and raws[i + 2].text == "." and touching(raws, i + 2)
                          and i + 3 < len(raws) and raws[i + 3].kind == "number" and touching(raws, i + 3)):
        return i  # ("p < 0.05": the sign goes as the scene's, a decimal after the symbol is its value)
    if colon and raws[i + 2].kind != "number":
        return i
    end = i + 2 + colon
    if end + 1 < len(raws) and raws[end].text == "." and raws[end + 1].kind == "number" and touching(raws, end) \
            and touching(raws, end + 1):
        end += 2  # "0.05"
    if end < len(raws) and raws[end].kind == "word" and measure_word(raws[end].low):
        end += 1  # "= 23.4 mL"
    return end


# The least number no rules value of the games here is, and no die shows: a count of the scene's ('power level 9001',
# 'over 9000', 'score 250'). (A speed, a range or a group's size is read by its unit or its noun before this.)
_BEYOND_RULES = 100
# Past every difficulty and total of these games, said of a thing ("her resting heart rate is 88", "a pulse of 40").
_BEYOND_SAID = 40
_SAID_OF_A_THING = frozenset({"is", "was", "at", "of", "about", "around"})
_ROLLING = FACES_FOLLOW - {":"}  # ("Power level: 9001": a colon opens a value of the scene too)
# Words after which a number is a rules value said ("DL twenty", "vs 120", "a total of twelve"): read as ever.
_VALUE_SAID = frozenset({"dl", "dc", "vs", "versus", "difficulty", "total", "target", "rating", "rated", "=", "+", "-",
                         "plus", "minus", "result", "sum"})


def beyond_rules(raws: list[Raw], i: int) -> int:
    """Where a plain number no rules value nor die could be ends, at raws[i], or i: three digits or more (40 or more
    said of a thing: 'her heart rate is 88') closing its clause, in a post that says a face elsewhere; never after a word that says dice ('rolled 100', 'got a 100' stay asked), nor beside
    other numbers (a list of faces typed wrong stays asked too)."""
    raw = raws[i]
    least = _BEYOND_SAID if i and raws[i - 1].low in _SAID_OF_A_THING else _BEYOND_RULES
    if raw.kind != "number" or not raw.text.isdigit() or int(raw.text) < least or raw.text[0] == "0":
        return i
    if any(r.low in _ROLLING or r.low in _VALUE_SAID for r in raws[max(0, i - 2) : i]):
        return i
    if i + 1 < len(raws) and raws[i + 1].kind not in ("mark",):
        return i  # ("112 steps up", "at 130 kph": what it counts or measures said after it, read by its word)
    def number_at(k: int) -> bool:
        return 0 <= k < len(raws) and raws[k].kind in ("number", "signed")

    if number_at(i - 1) or number_at(i + 1) or number_at(i - 2) and number_at(i + 2):
        return i  # ("6 100 3", "6, 100, 3")
    faces = any(r.kind == "number" and r.text.isdigit() and 0 < int(r.text) <= MOST_FACE or r.low in NUMBER_WORDS
                and r.low not in ("a", "an", "one") for r in raws)
    return i + 1 if faces else i  # (where it is the post's only number, it may be its dice: asked)


def count_pattern(raws: list[Raw], i: int) -> int:
    """Where a pattern of counts joined by hyphens or slashes ends, opening at raws[i] ('5-7-5' syllables, a '4-4-2'
    formation, 'macros 40/30/30'), or i: three numbers or more typed close up, in brackets of their own, said with a
    word of verse or form ('haiku, 5-7-5', '5-7-5 syllables'), or in a post that says its dice elsewhere ('Controlled
    tempo, 3-1-3. ... Dice: 6, 6 and 1'). Never dice: the dice typed so stay asked ('rolled 6-3-2')."""
    end, counts = i + 1, 1
    while end < len(raws) and touching(raws, end):
        if raws[end].kind == "signed" and raws[end].text[:1] == "-" and raws[end].text[1:].isdigit():
            end, counts = end + 1, counts + 1  # ("-7": the hyphen read as a sign)
        elif end + 1 < len(raws) and raws[end].text in ("-", "/") and raws[end].text == (raws[i + 1].text if raws[
                i + 1].kind == "mark" else "-") and raws[end + 1].kind == "number" and touching(raws, end + 1):
            end, counts = end + 2, counts + 1
        else:
            break
    if raws[i].kind != "number" or counts < 3:
        return i
    forms = nouns().verse_forms
    before = [r for r in raws[max(0, i - 2) : i] if r.text != ","]
    bracketed = i and raws[i - 1].text == "(" and (end >= len(raws) or raws[end].text in (")", ",", ";"))
    said = any(r.low in forms for r in before) or end < len(raws) and raws[end].low in forms
    apart = not any(r.low in FACES_FOLLOW and r.low != ":" for r in before) and dice_said_elsewhere(raws, i, end)
    # (a colon before it heads a field: "Scouting report on Rovers: 3-5-2, ... Dice: 4, 1")
    return end if bracketed or said or apart else i  # ("Controlled tempo, 3-1-3. ... Dice hit 6, 6 and 1.")


def specification(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a thing's numbers typed close up end, opening at raws[i] ('a new 11-28 cassette', '50/34, 170 mm
    cranks', 'a 1x drivetrain', '2x11 gearing', '700x25c clinchers', 'a 1 1/8 steerer'), or i: numbers joined by a
    hyphen or a slash, one of them past any face, before a plain noun of the scene (a slash's also before a mark or
    the end); numbers joined by an 'x', or one closed by it, before a noun; a whole number and a fraction of an inch.
    Never dice: said after a word of rolling or a colon ('rolled 6-3', 'dice: 11-2') they stay read."""
    if raws[i].kind != "number" or not raws[i].text.isdigit() or i and raws[i - 1].low in FACES_FOLLOW:
        return i
    if i + 3 < len(raws) and raws[i + 1].text.isdigit() and not touching(raws, i + 1) and raws[i + 2].text == "/" \
            and touching(raws, i + 2) and raws[i + 3].text.isdigit() and touching(raws, i + 3) \
            and int(raws[i + 3].text) in (2, 3, 4, 8, 16, 32) and int(raws[i + 1].text) < int(raws[i + 3].text):
        return i + 4  # "1 1/8": a whole number and a fraction
    numbers, joins, end = [int(raws[i].text)], set(), i + 1
    while end < len(raws) and touching(raws, end):
        piece = raws[end]
        if piece.kind == "signed" and piece.text[:1] == "-" and piece.text[1:].isdigit():
            numbers.append(int(piece.text[1:]))  # ("-28": the hyphen read as a sign)
            joins.add("-")
            end += 1
        elif piece.text in ("-", "/", "x") and end + 1 < len(raws) and raws[end + 1].text.isdigit() \
                and touching(raws, end + 1):
            numbers.append(int(raws[end + 1].text))
            joins.add(piece.text)
            end += 2
        elif piece.low == "x" and (end + 1 == len(raws) or not touching(raws, end + 1)):
            joins.add("x")  # "1x": one of a kind, closed by its 'x'
            end += 1
        elif piece.text == "." and end + 1 < len(raws) and raws[end + 1].text.isdigit() and touching(raws, end + 1) \
                and joins:
            end += 2  # "29x2.4": a size with a decimal point
        elif piece.kind == "word" and len(piece.text) == 1 and piece.text.isalpha() and joins:
            end += 1  # "700x25c": a size's letter
        else:
            break
    if not joins:
        return i
    after = raws[end] if end < len(raws) else None
    noun = after is not None and after.kind == "word" and after.text.islower() and not rules_word(end) \
        and ("NOUN" in word_classes(after.low) or not word_classes(after.low)) \
        and not (joins == {"-"} and (is_tagged(after.low, PLURAL) or plural_shape(after.low)))  # ("drivetrain": no
    # word of the dictionary, most likely a trade's noun; "the 20-30 dockers": how many, a range of a count)
    if "x" in joins:
        return end + 1 if noun else i  # (the noun too: the thing the numbers are of)
    past_faces = any(n > MOST_FACE for n in numbers)
    closed = after is None or after.kind == "mark" and after.text in ",;.)"
    if not past_faces and noun and joins == {"-"} and dice_said_elsewhere(raws, i, end + 1):
        return end + 1  # "0230, 2-4 watch.": a span naming a thing, the post's dice said apart
    return end + noun if past_faces and (noun or "/" in joins and closed) else i


_COMPASS = frozenset("N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW".split())
_GUSTS = frozenset({"gusting", "gusts", "occasionally", "veering", "backing", "increasing", "decreasing", "or", "to"})


def wind(raws: list[Raw], i: int) -> int:
    """Where a wind said by its direction and its force on the Beaufort scale ends, opening at the direction raws[i]
    ('SW 4-5', 'W 6 gusting 7', 'SE 5-6', 'NW 5 to 7'), or i: a point of the compass in capitals and a force up to
    12, the forces after it joined by a dash or a word of the forecast. A forecast's, never dice nor a modifier."""
    if raws[i].text not in _COMPASS or i + 1 >= len(raws) or (_digits(raws[i + 1]) or 99) > 12:
        return i
    end = i + 2
    while end < len(raws):
        if raws[end].kind == "signed" and raws[end].text[:1] in "-–" and raws[end].text[1:].isdigit() \
                and int(raws[end].text[1:]) <= 12 and touching(raws, end):
            end += 1
        elif raws[end].low in _GUSTS and end + 1 < len(raws) and (_digits(raws[end + 1]) or 99) <= 12:
            end += 2
        else:
            break
    return end


def dice_said_elsewhere(raws: list[Raw], start: int, end: int) -> bool:
    """Whether the post says its dice outside raws[start:end]: a word saying dice ('Dice:', 'rolled') with a number
    within two pieces after it, or faces in words within four ('came up a six and a seven', 'double tens')."""
    return any((raws[k].low in FACES_FOLLOW and raws[k].low != ":" or raws[k].kind == "notation") and (any(
        r.kind == "number" for r in raws[k + 1 : k + 3]) or any(
        r.low in NUMBER_WORDS and r.low not in ("a", "an") or _faces_named(r.low) for r in raws[k + 1 : k + 5]))
        for k in range(len(raws)) if not start <= k < end)  # ("2d10: 10+10": the dice's notation says them too)


def _faces_named(low: str) -> bool:
    """Whether a word names faces as a pair's name does ('double tens', 'snake eyes', 'boxcars', 'two sixes')."""
    return low in ("snake", "boxcars", "doubles") or low.endswith("s") and (
        low[:-1] in NUMBER_WORDS or low[:-2] in NUMBER_WORDS) and low not in ("as", "ones'")


def sets_by_reps(raws: list[Raw], i: int) -> int:
    """Where a count times a count ends, opening at raws[i] ('3 x 15', '2 x 40kg', '3×12'), or i: two numbers with
    'x' or '×' between them, the last past any face or with a unit after it, or the post saying its dice elsewhere.
    Sets by reps, a size, a multiplication: never dice, after no word saying dice."""
    if raws[i].kind != "number" or i + 2 >= len(raws) or raws[i + 1].low not in ("x", "×") \
            or (i and raws[i - 1].low in FACES_FOLLOW and not _labelled_count(raws, i)):
        return i
    if raws[i + 2].kind == "word" and raws[i + 2].text.islower() and raws[i + 2].low not in nouns().rolling \
            and word_classes(raws[i + 2].low) & {"NOUN", "ADJ"} and dice_said_elsewhere(raws, i, i + 3):
        return i + 3  # "2 x large", "3 x fragile": how many of a size or a kind, the post saying its dice elsewhere
    if raws[i + 2].kind != "number":
        return i
    end = i + 3
    unit = end < len(raws) and raws[end].kind == "word" and touching(raws, end) and raws[end].low in nouns().units | nouns().measures
    past = raws[i + 2].text.isdigit() and int(raws[i + 2].text) > MOST_FACE
    if unit or past or dice_said_elsewhere(raws, i, end):
        end += unit
        if end + 1 < len(raws) and raws[end].low == "on" and (clock := clock_time(raws, end + 1)) > end + 1:
            end = clock  # "8 x 100 on 1:45": each one started on that interval
        return end
    return i


def _labelled_count(raws: list[Raw], i: int) -> bool:
    """Whether the count at raws[i] stands after a label's colon whose word says no dice ('Main set: 4 x 200', 'the
    back half: 4 x 200'; never 'Dice: 4 x 2')."""
    return raws[i - 1].text == ":" and i >= 2 and raws[i - 2].kind == "word" and raws[i - 2].low not in FACES_FOLLOW \
        and raws[i - 2].low not in ("result", "results", "throw", "threw", "thrown", "pool")


def _cited(raws: list[Raw], i: int) -> bool:
    """Whether the year at raws[i] dates a work cited: after 'et al.' ("Vance et al., 2019", "et al. 2019"), or after
    a capitalised name and a comma closing its brackets ("(Okafor, 2021)")."""
    before = [r.low for r in raws[max(0, i - 3) : i]]
    if "al" in before:
        return True
    return i >= 3 and raws[i - 1].text == "," and raws[i - 2].kind == "word" and raws[i - 2].text[:1].isupper() \
        and i + 1 < len(raws) and raws[i + 1].text == ")" and any(r.text == "(" for r in raws[max(0, i - 6) : i])


def _year(raw: Raw) -> bool:
    """Whether a piece is a number of three or four digits in the years' range."""
    return raw.kind == "number" and raw.text.isdigit() and len(raw.text) in (3, 4) and _FIRST_YEAR <= int(raw.text) <= _LAST_YEAR


_ORDINAL = Later(r"(\d{1,2})(?:st|nd|rd|th)")  # '3rd', '14th': a day's ordinal


def dated(raws: list[Raw], i: int) -> int:
    """Where a date said in the scene ends, opening at raws[i], or i: a day of the month said with its month ('the 3rd
    of May', 'March 3rd', 'May 14', '12 June'), or an ordinal day after 'the' and a word of when, closing its clause ('on the
    night of the 9th', 'on the 14th.'). The scene's, never a die nor a later attack."""
    raw = raws[i]
    if raw.kind != "number":
        return i
    if (slashed := _slashed_date(raws, i)) > i:
        return slashed
    ordinal = _ORDINAL.fullmatch(raw.low)
    day = int(ordinal.group(1)) if ordinal else int(raw.text) if raw.text.isdigit() and len(raw.text) <= 2 else 0
    if not 1 <= day <= 31:
        return i
    months = nouns().months
    if i and raws[i - 1].low in months and raws[i - 1].text[:1].isupper():
        return i + 1  # "March 3rd", "May 14"
    if i + 1 < len(raws) and raws[i + 1].low in months and (raws[i + 1].low not in ("may", "march")
                                                            or raws[i + 1].text[:1].isupper()):
        return i + 2  # "12 June", "14 june" (but "4 may do it", "6 march on")
    if ordinal is None:
        return i
    if i + 2 < len(raws) and raws[i + 1].low == "of" and raws[i + 2].low in months:
        return i + 3  # "the 3rd of May"
    closes = i + 1 >= len(raws) or raws[i + 1].kind == "mark"
    if i >= 2 and raws[i - 1].low == "the" and raws[i - 2].low in _DAY_BEFORE and closes:
        return i + 1  # "on the night of the 9th", "since the 14th."
    if i >= 2 and raws[i - 1].low == "the" and raws[i - 2].low in nouns().weekdays:
        return i + 1  # "due Friday the 12th", "on Tuesday the 14th (in the game)"
    if i and raws[i - 1].low in nouns().weekdays:
        return i + 1  # "Sat 14th: sowed 2 rows", "Tuesday 3rd": a day and its date
    if i and raws[i - 1].low in _OWNING and (closes or raws[i + 1].low in nouns().when):
        return i + 1  # "(our 30th!)", "my 100th session": which of the table's own it was, never a later attack
    return i


def _slashed_date(raws: list[Raw], i: int) -> int:
    """Where a day and month typed with a slash end ('on 3/6', 'since 12/3/24'), after a word of when: the numbers a
    day and a month can be (either way round), close up, perhaps a year after them; or i."""
    if i == 0 or raws[i - 1].low not in _DATE_BEFORE or i + 2 >= len(raws) or raws[i + 1].text != "/" \
            or raws[i + 2].kind != "number" or not (touching(raws, i + 1) and touching(raws, i + 2)) \
            or not (raws[i].text.isdigit() and raws[i + 2].text.isdigit()):
        return i
    first, second = int(raws[i].text), int(raws[i + 2].text)
    if not (1 <= first <= 31 and 1 <= second <= 12 or 1 <= first <= 12 and 1 <= second <= 31):
        return i
    year = i + 4 < len(raws) and raws[i + 3].text == "/" and touching(raws, i + 3) and touching(raws, i + 4) \
        and raws[i + 4].text.isdigit() and len(raws[i + 4].text) in (2, 4)
    return i + 5 if year else i + 3


_HEDGED_OR = frozenset({"maybe", "perhaps", "possibly", "even", "so", "nearer", "closer"})


def measured_again(raws: list[Raw], i: int) -> int:
    """Where a number said as another reading of a measure just given ends ('12 mm or maybe 15', '3 kg, or 4',
    'Twelve metres, maybe 15'), opening at raws[i], or i: the same measure's, never a die."""
    if _digits(raws[i]) is None:
        return i
    k = i - 1
    while k > 0 and raws[k].low in _HEDGED_OR:
        k -= 1
    if k > 1 and raws[k].text == "," and raws[k + 1].low in _HEDGED_OR:
        k += 1  # "Twelve metres, maybe 15": a hedge after the comma says 'or'
    elif k < 2 or raws[k].low != "or":
        return i
    k -= 1 + (raws[k - 1].text == ",")
    unit = raws[k]
    said = unit.kind == "word" and measure_word(unit.low) and _counted(raws[k - 1]) is not None \
        or re.fullmatch(r"\d+(?:\.\d+)?([a-zµ°]+)", unit.low) is not None and measure_word(
            re.fullmatch(r"\d+(?:\.\d+)?([a-zµ°]+)", unit.low).group(1))  # ("12mm or 15")
    return i + 1 if said else i


def marked(raws: list[Raw], i: int) -> int:
    """Where a mark out of a whole ends, opening at raws[i] ('got 7/10 on the briefing quiz', '8 out of 10 in the
    test'), or i: a number, '/' or 'out of', a number no smaller, then 'on', 'in' or 'for' and, within three words,
    a thing marked so (scene_numbers.toml: marked). The scene's, never faces."""
    if _digits(raws[i]) is None:
        return i
    if i + 2 < len(raws) and raws[i + 1].text == "/" and touching(raws, i + 1) and touching(raws, i + 2):
        whole = i + 2
    elif i + 3 < len(raws) and raws[i + 1].low == "out" and raws[i + 2].low == "of":
        whole = i + 3
    else:
        return i
    if (out_of := _digits(raws[whole])) is None or out_of < (_digits(raws[i]) or 0) or whole + 1 >= len(raws) \
            or raws[whole + 1].low not in ("on", "in", "for"):
        return i
    ahead = raws[whole + 2 : whole + 5]
    return whole + 1 if any(r.low in nouns().marked for r in ahead) else i


def headed_count(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count under its heading ends ('Incidents: 2.', 'Queries: 3, all about ...', 'Incidents: 1, Level 2'),
    or i: a plural noun of the dictionary opening its sentence or line, in capitals first, that no rule reads, a colon
    and one number closing its clause: how many of them there were, the scene's ('Dice: 3, 4' stays the dice)."""
    if i < 2 or _digits(raws[i]) is None or raws[i - 1].text != ":" or raws[i - 2].kind != "word":
        return i
    head = raws[i - 2]
    opens = i == 2 or raws[i - 3].kind == "mark" and raws[i - 3].text in ".!?;|\n"
    if not opens or not head.text[:1].isupper() or not head.low.isalpha() or not is_tagged(head.low, PLURAL) \
            or "NOUN" not in word_classes(head.low) or rules_word(i - 2) or head.low in _SUMS \
            or head.low in FACES_FOLLOW or head.low in nouns().rolling:
        return i
    return i + 1 if i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ",.;" else i


def rated_field(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a mark out of a whole given as a field ends ('Confidence: 3/5.', '(confidence: 4/5)'), or i: a noun of
    the dictionary that no rule reads, a colon, a number, '/' and a number no smaller, closing its clause. The
    scene's, never faces ('Stress: 4/9' is a rules word's, 'Dice: 4/5' the dice's)."""
    if i < 2 or _digits(raws[i]) is None or raws[i - 1].text != ":" or raws[i - 2].kind != "word" \
            or not raws[i - 2].low.isalpha() or rules_word(i - 2) or "NOUN" not in word_classes(raws[i - 2].low) \
            or raws[i - 2].low in _SUMS or raws[i - 2].low in FACES_FOLLOW:
        return i
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2) \
            or (whole := _digits(raws[i + 2])) is None or whole < (_digits(raws[i]) or 0):
        return i
    end = i + 3
    return end if end >= len(raws) or raws[end].kind == "mark" and raws[end].text in ",.;!)" else i


def voted(raws: list[Raw], i: int) -> int:
    """Where a count of votes, a span or odds said in the scene end, opening at raws[i], or i: two numbers joined by
    'to' after a verb of voting ('the jury stood 10 to 2', 'voted 7 to 5', 'objection overruled, 3 to 2', or 'Ruling,
    4-1:' with a hyphen), before a noun of time ('facing 5 to 10
    years', '2 to 3 weeks') or before a word of odds ('3 to 1 says he pays up', 'the 3-to-1 brine ratio')."""
    if i + 2 < len(raws) and raws[i].kind == "number" and raws[i + 1].text == "-" and raws[i + 2].low == "to" \
            and i + 3 < len(raws) and raws[i + 3].kind == "signed" and raws[i + 3].text[1:].isdigit() \
            and touching(raws, i + 1) and touching(raws, i + 2) and touching(raws, i + 3):
        after = raws[i + 4].low if i + 4 < len(raws) else ""  # "3-to-1", read as 3, '-', 'to', -1
        return i + 4 if after and (after in nouns().odds or word_classes(after) & {"NOUN", "ADJ"}) else i
    ruled = i and (raws[i - 1].low in nouns().votes or i > 1 and raws[i - 1].text == ","
                   and raws[i - 2].low in _RULINGS)
    if ruled and i + 1 < len(raws) and raws[i].text.isdigit() and raws[i + 1].kind == "signed" \
            and raws[i + 1].text[0] == "-" and raws[i + 1].text[1:].isdigit() and touching(raws, i + 1) \
            and not (i + 2 < len(raws) and touching(raws, i + 2) and (raws[i + 2].kind == "signed" or (
                raws[i + 2].text in ("-", "/", ".") and i + 3 < len(raws) and touching(raws, i + 3)
                and raws[i + 3].kind == "number"))):
        return i + 2  # "Ruling, 4-1:", "passed 5-0": the table's vote, written with a hyphen ("the main stand,
        # 4-4-2" runs on: a team's formation)
    if i + 2 >= len(raws) or raws[i].kind != "number" or raws[i + 1].low != "to" or raws[i + 2].kind != "number" \
            or not raws[i].text.isdigit() or not raws[i + 2].text.isdigit():
        return i
    if ruled:
        return i + 3
    after = raws[i + 3].low if i + 3 < len(raws) else ""
    return i + 4 if after.rstrip("s") in nouns().when else i + 3 if after in nouns().odds else i


# Words of a ruling the table voted on, before its count after a comma ("objection overruled, 3 to 2", "Ruling, 4-1").
_RULINGS = frozenset({"ruling", "sustained", "overruled", "passed", "carried", "settled", "chair", "objection"})


def sides(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where two sides' numbers set against each other end, opening at raws[i] ('rondos 4 v 2', 'small-sided, 5 v 5 games', '3 vs
    3 drills'), or i: two counts joined by 'v', 'vs' or 'versus' after a word that is no rules word nor says dice, or
    before a noun, in a post that says its dice elsewhere. How many a side has, never faces nor a rating ('Alertness
    4 vs 2' and 'rolled 4 v 2' stay read)."""
    if i + 2 >= len(raws) or raws[i].kind != "number" or not raws[i].text.isdigit() \
            or raws[i + 1].low.rstrip(".") not in ("v", "vs", "versus") or raws[i + 2].kind != "number" \
            or not raws[i + 2].text.isdigit() or not dice_said_elsewhere(raws, i, i + 3):
        return i
    before = raws[i - 1] if i else None
    if before is not None and (before.low in FACES_FOLLOW or before.kind == "word" and rules_word(i - 1)):
        return i
    after = raws[i + 3] if i + 3 < len(raws) else None
    counted = after is not None and after.kind == "word" and "NOUN" in word_classes(after.low) and not rules_word(i + 3)
    return i + 3 if before is not None and before.kind == "word" or counted else i


def chapter_and_verse(raws: list[Raw], i: int) -> int:
    """Where a book's chapter and verses end, opening at the capitalised word raws[i] ('Isaiah 40:1-11', 'John 3:16',
    'Ps 23:1-6'), or i: the chapter, a colon written close up and a verse, perhaps a range of verses. A reference, no
    die (the caller makes sure the word is no name nor rules word)."""
    if raws[i].kind != "word" or not raws[i].text[:1].isupper() or i + 3 >= len(raws) or raws[i + 1].kind != "number" \
            or raws[i + 2].text != ":" or not touching(raws, i + 2) or not touching(raws, i + 3) \
            or raws[i + 3].kind != "number" or raws[i + 3].text.startswith("0") or clock_time(raws, i + 1) > i + 2:
        return i  # ("Speeches 18:00-18:40": times of day; no verse is numbered with a leading zero)
    end = i + 4
    if end < len(raws) and raws[end].kind == "signed" and raws[end].text[:1] in "-–" and touching(raws, end):
        end += 1  # "40:1-11": a range of verses
    return end


def times_an_item(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count of an item said by its code or its plural ends ('SKU 4471-B x 12', 'part AB-20 × 4', 'foils x
    24'), opening at the 'x' raws[i], or i: the code (a word with digits in it) or a plural noun of no rules word
    right before, the count right after and no other number after it. How many of it, no die."""
    if raws[i].low not in ("x", "×") or not i or i + 1 >= len(raws) or raws[i + 1].kind != "number" \
            or raws[i - 1].kind != "word":
        return i
    if any(c.isdigit() for c in raws[i - 1].text):
        return i + 2
    plural = _plural_noun(raws[i - 1].low) and not rules_word(i - 1) and raws[i - 1].low not in _DICE_NOUNS
    return i + 2 if plural and (i + 2 >= len(raws) or raws[i + 2].kind != "number") else i


_DICE_NOUNS = frozenset({"dice", "dies", "faces", "rolls", "points"})


def counts_listed(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a list of plural nouns, each with its count after it, ends ('Tenors 3, basses 4, sopranos 9', 'adults 40,
    kids 12'), opening at the first noun raws[i], or i: two pairs at least, joined by commas or 'and', and no noun a
    rules word. How many of each the scene has, never dice."""
    k, pairs = i, 0
    while k + 1 < len(raws) and raws[k].kind == "word" and _plural_noun(raws[k].low) and not rules_word(k) \
            and raws[k + 1].kind == "number" and _digits(raws[k + 1]) is not None:
        pairs, k = pairs + 1, k + 2
        if k + 1 < len(raws) and (raws[k].text == "," or raws[k].low == "and") and raws[k + 1].kind == "word":
            k += 1
        else:
            break
    end = i + 2 * pairs + (pairs - 1)
    return end if pairs >= 2 and (end >= len(raws) or raws[end].kind != "number") else i


def counts_added(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where two counts of the scene's things added end ('120 day guests + 40 evening', '3 adults + 2 kids'),
    opening at the number raws[i], or i: a count, one or two words ending in a plural noun, a plus and another
    count with the words it counts. None of it a die nor a modifier."""
    k = i + 1
    while k < len(raws) and k - i <= 2 and raws[k].kind == "word" and raws[k].text.islower() and not rules_word(k):
        k += 1
    if raws[i].kind != "number" or k == i + 1 or k >= len(raws) or not _plural_noun(raws[k - 1].low):
        return i
    added = raws[k]
    if added.kind != "signed" or not added.text.startswith("+") or not added.text[1:].strip().isdigit():
        return i
    end = k + 1
    while end < len(raws) and end - k <= 2 and raws[end].kind == "word" and raws[end].text.islower() \
            and not rules_word(end):
        end += 1
    return end if end > k + 1 else i


def counts_told(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a list of counts, each with one or two words saying what it counts, ends ('62 out, 58 delivered, 4 cards
    left'), opening at the number raws[i], or i: two counts at least, joined by commas, no word a rules word or a
    word of rolling, and the post saying its dice elsewhere. A tally of the scene, never dice."""
    if i and raws[i - 1].low in FACES_FOLLOW and not _labelled_count(raws, i):
        return i
    k, items = i, 0
    while k < len(raws) and _digits(raws[k]) is not None:
        w = k + 1
        while w < len(raws) and w - k <= 2 and raws[w].kind == "word" and raws[w].text.islower() and not rules_word(w) \
                and raws[w].low not in FACES_FOLLOW and raws[w].low not in nouns().rolling \
                and raws[w].low not in ("and", "or", "n", "then"):
            w += 1
        if w == k + 1:
            break
        items, k = items + 1, w
        if k + 1 < len(raws) and raws[k].text == "," and _digits(raws[k + 1]) is not None:
            k += 1
        else:
            break
    return k if items >= 2 and (dice_said_elsewhere(raws, i, k) or _faces_elsewhere(raws, i, k)) else i


def rolls_counted(raws: list[Raw], i: int) -> int:
    """Where a count of rolls ends ('48 rolls for the café order', '3 doz rolls already out', 'after 20 rolls'),
    opening at the number raws[i], or i: a number, perhaps 'doz' or 'dozen', then 'rolls' with no number, dice word
    or colon after it. A number counts rolls (of bread, or tries at the table); it is never the faces of one, and a
    rating said before it ('Stealth 3 rolls 4 6') keeps its dice after it."""
    k = i + 1 + (i + 1 < len(raws) and raws[i + 1].low in ("doz", "dozen"))
    if _digits(raws[i]) is None or k >= len(raws) or raws[k].low != "rolls":
        return i
    after = raws[k + 1] if k + 1 < len(raws) else None
    if after is None or after.kind in ("number", "notation", "signed") or after.text == ":" or after.low in NUMBER_WORDS \
            or after.low in FACES_FOLLOW:
        return i
    return k + 1


def _plural_noun(low: str) -> bool:
    return low.endswith("s") and "NOUN" in word_classes(low)


def served(raws: list[Raw], i: int) -> int:
    """Where a count said in the scene ends, opening at raws[i], or i: a number after a verb that counts people or
    things by it ('(serves 6)', 'feeds 40'), or before 'of' and a word standing for a thing said before it ('2 cups
    of this, 3 of that', 'all 4 of them')."""
    if raws[i].kind != "number" or not raws[i].text.isdigit():
        return i
    if i and raws[i - 1].low in nouns().serves:
        return i + 1
    if i + 2 < len(raws) and raws[i + 1].low == "of" and raws[i + 2].low in nouns().counted_of:
        return i + 3
    return i


# Words before 'the' and an ordinal day that make it a date ("the night of the 9th", "on the 14th").
_OWNING = frozenset({"our", "my", "their", "his", "her", "your"})  # whose count an ordinal after them is
_DATE_BEFORE = frozenset({"of", "on", "since", "until", "till", "by", "before", "after", "from", "for"})  # ("rebooked
# for the 28th.")
_DAY_BEFORE = _DATE_BEFORE | {"to", "through", "thru"}  # ("rent's paid to the 30th."; never "from 3/6 to 4/6")


def _more_said(raws: list[Raw], k: int) -> bool:
    """Whether another number follows at raws[k], perhaps after 'and' or 'n' ('five and five'), or after a comma in
    words too ('six, two'): the number in words before it may be a face with it ('turn three, 2 and 4' is not)."""
    if k < len(raws) and raws[k].low == ",":
        return k + 1 < len(raws) and raws[k + 1].kind == "word" and a_count(raws[k + 1])
    if k < len(raws) and raws[k].low in ("and", "n", "&"):
        k += 1
    return k < len(raws) and a_count(raws[k])


def tally(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a score or a record said in the scene ends, opening at raws[i], or i: a score typed close up with a
    word of scoring beside it ('down 3-1', 'a 2-0 lead'; a bare '6-2' may be faces) or a nought in it ('0-0 at
    half time'), or a record after a word of
    being or going ("she's 0 for 3 on these", 'box score says 4 for 4 tonight'), with no die nor rules word after
    it ('... is 2 for 2 dice' stays read). The scene's, never dice."""
    if _digits(raws[i]) is None or i + 1 >= len(raws):
        return i
    table = nouns()
    before = raws[i - 1].low if i else ""
    second = raws[i + 1]
    if second.kind == "signed" and second.text[:1] in "-–" and second.text[1:].isdigit() and touching(raws, i + 1):
        after = raws[i + 2] if i + 2 < len(raws) else None  # "2-0" is typed as a number and a signed one
        if after is not None and touching(raws, i + 2) and after.kind != "mark":
            return i  # ("3-1-2": more than a score)
        scored = before in table.scores or after is not None and after.low in table.scores \
            or "0" in (raws[i].text, second.text[1:]) \
            or (before in table.records_before or before in ("at", "still") or before.endswith(("'s", "’s"))
                or after is not None and after.low in ("at", "on", "to")
                or before in ("", ",", ";", ".", "(") and (after is None or after.text in (".", "!", ";", ")"))) \
            and dice_said_elsewhere(raws, i, i + 2)  # ("0-0 at half time": no die shows 0; "still 1-1 ... Dice: 3, 4",
        # "1-1 at the break. Dice: 1 and 1", "2-1 to us", "..., 1-1. ... Dice: 1 and 2": a score at a time, to a side
        # or closing its sentence, the dice said; "shoots the guard, 3-4, dice 5 6" stays asked)
        return i + 2 if scored and before not in FACES_FOLLOW else i
    if (minute := _minute_mark(raws, i)) > i:
        return minute  # "58'", "75':", "at 90'": the match's minute
    if second.kind == "signed" and second.text[:1] == "+" and raws[i].text in table.added_time \
            and second.text[1:].isdigit() and touching(raws, i + 1) and before not in FACES_FOLLOW:
        return i + 2  # "90+3 on the board", "in the 45+2": the match's clock, its added time
    if second.kind == "word" and second.low.endswith("s") and second.low not in _DICE_WORDS and not rules_word(i + 1) \
            and i + 3 < len(raws) and raws[i + 2].low == "from" and _digits(raws[i + 3]) is not None:
        return i + 4  # "3 wins from 3", "5 goals from 6": a record, counted from its tries
    if i + 2 >= len(raws) or _digits(raws[i + 2]) is None:
        return i
    after = raws[i + 3] if i + 3 < len(raws) else None
    if raws[i + 1].low != "for" or not (before in table.records_before or before.endswith(("'s", "’s"))):
        return i
    if after is not None and after.kind != "mark" and (after.low in _DICE_WORDS or rules_word(i + 3)):
        return i
    return i + 3


def _minute_mark(raws: list[Raw], i: int) -> int:
    """Where a match's minute typed with a prime opening at raws[i] ends ("58'", "90+4'", "75':"), or i: a number up to
    a match's length (its added time typed with a plus), the apostrophe close after it and no quotation opened by one
    before it in the post, a mark, a word or the end after it; never after a word of rolling."""
    said = _digits(raws[i])
    k = i + 1
    if k + 1 < len(raws) and raws[k].kind == "signed" and raws[k].text[:1] == "+" \
            and raws[i].text in nouns().added_time and touching(raws, k):
        k += 1
    if said is None or said > 130 or k >= len(raws) or raws[k].text not in ("'", "’") or not touching(raws, k) \
            or i and raws[i - 1].low in FACES_FOLLOW - {":"}:  # ("Ref: 90+4', ...": a label's colon before it)
        return i
    if sum(r.text in ("'", "’") and r.kind == "mark" for r in raws[:i]) % 2:
        return i  # ("'... a 6'": the end of a quotation opened before it)
    return k + 1


def age(raws: list[Raw], i: int, named: Callable[[int], bool]) -> int:
    """Where someone's age set off by commas ends, opening at raws[i], or i: a number after a name and a comma, with
    who they are or what they do after the next comma ('Kes Varro, 34, a smuggler, talked ...', 'Pike, 58, who
    polls ...', 'the sergeant, 52, searched ...'), or closing what someone said and who said it ('..., said a
    bartender, 61.'); or past any face after 'at' and a plain word, closing its clause ('in her life at 81!').
    `named(k)`: raws[k] names someone (a loaded name, or a capitalised word). The scene's, never a
    die: dice after the comma ('Kes, 6, 2') or a roll word there leave it asked."""
    years = _digits(raws[i])
    if years is not None and MOST_FACE < years <= _OLDEST and i and raws[i - 1].low.replace("’", "'") in _AGED \
            and not touching(raws, i) and (i + 1 >= len(raws) or raws[i + 1].text in ".!?;,)"
                                           or raws[i + 1].low in _AGE_AFTER):
        return i + 1  # "(Aisha's character, she's 14 lol)", "I'm 12.": how old someone is, past any face
    if years is not None and MOST_FACE < years <= _OLDEST and i >= 2 and raws[i - 1].low == "at" \
            and raws[i - 2].kind == "word" and not named(i - 2) and not touching(raws, i) \
            and (i + 1 >= len(raws) or raws[i + 1].text in ".!?;,)" or raws[i + 1].low in _AGE_THEN):
        return i + 1  # "never sneaked in her life at 81!", "at 74 I cant see the dots": how old, past any face
    if years is not None and 0 < years <= _OLDEST and i >= 3 and raws[i - 1].low in ("was", "were") \
            and raws[i - 2].low in _AGE_THEN and raws[i - 3].low in _AGE_WHEN and not touching(raws, i) \
            and (i + 1 >= len(raws) or raws[i + 1].text in ".!?;,)" or raws[i + 1].low in _AGE_AFTER):
        return i + 1  # "since you were 7.", "when I was 9,": how old someone was then, past any face
    if years is not None and 20 < years <= _OLDEST and i >= 2 and raws[i - 1].low == "is" and named(i - 2) \
            and (i == 2 or raws[i - 3].kind == "mark") and not touching(raws, i) \
            and (i + 1 >= len(raws) or raws[i + 1].text in ".!?;,)" or raws[i + 1].low in _AGE_AFTER):
        return i + 1  # "Nova is 34, it's session 12, ...": how old someone named is, past any face or Difficulty
    if years is None or not 0 < years <= _OLDEST or i < 2 or raws[i - 1].text != "," or raws[i - 2].kind != "word" \
            or touching(raws, i):
        return i
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is None or after.kind == "mark" and after.text in ".!?;":  # "..., said a bartender, 61."
        k = i - 2
        while k > max(0, i - 6) and raws[k].kind == "word" and raws[k].low not in _SAID_BY:
            k -= 1
        if any(r.low in _DICE_WORDS for r in raws[k + 1 : i]):
            return i  # ("..., Boss adds her war die, 5": the die's face, never an age)
        return i + 1 if raws[k].low in _SAID_BY and k < i - 2 else i
    if not named(i - 2) or after.text != "," or i + 2 >= len(raws) or raws[i + 2].kind != "word":
        return i
    then = raws[i + 2].low
    if then in FACES_FOLLOW or then in _DICE_WORDS or then in ("and", "n", "&", "then") or a_count(raws[i + 2]):
        return i
    if years > MOST_FACE:  # no die shows it: any words after it ("the Inspector, 60, at the gala")
        return i + 1
    return i + 1 if then in _WHO_THEN or said_of_someone(then) and not then.endswith("ing") else i


def address(raws: list[Raw], i: int) -> int:
    """Where an address opening at raws[i] ends, or i: a house number, then a street's name in capitals closed by a
    noun of streets ('14 Silkshore Row', '1400 Canal Street', '88 Harbor Road'). The scene's, never a die."""
    if _digits(raws[i]) is None:
        return i
    k = i + 1
    while k < len(raws) and k <= i + 3 and raws[k].kind == "word" and raws[k].text[:1].isupper():
        if k > i + 1 and raws[k].low in nouns().streets:
            return k + 1
        k += 1
    return i


_OLDEST = 120  # no one is older; a number past it set off by commas is no age
_AGE_THEN = frozenset({"i", "she", "he", "we", "you", "they", "my", "her", "his"})  # "at 74 I cant see the dots"
# Words of being said of someone right before a number that is their age ("she's 14", "I'm 12"), and words closing
# it after ("she's 14 lol", "he's 15 years old").
_AGED = frozenset({"she's", "he's", "shes", "hes", "i'm", "im", "they're", "theyre", "you're", "youre", "aged", "age"})
_AGE_WHEN = frozenset({"since", "when", "till", "until", "before", "after"})  # "since you were 7": a time of life
_AGE_AFTER = frozenset({"lol", "lmao", "haha", "years", "yrs", "yo", "now", "today", "tho", "though", "btw"})
# Words that say who someone is after their age ("34, a smuggler", "58, who polls ...", "41, himself a courier").
_WHO_THEN = frozenset({"a", "an", "the", "his", "her", "their", "who", "whose", "himself", "herself", "themselves", "aged", "formerly", "once",
                                     "now", "still", "already", "known", "described", "originally"})
# Words that attribute what was said to someone named right after them ("said a bartender, 61").
_SAID_BY = frozenset({"said", "says", "told", "tells", "added", "adds", "explained", "recalled", "according"})


def faces_before(raws: list[Raw], i: int) -> bool:
    """Whether a run of two numbers or more ('6 6 2', '6, 2, 1', '6 and 5') stands before raws[i]: the dice are said, so a noun
    of the table and its number closing the line ('... 6 6 2 3. bar fight, round 2') are the scene's, no more dice."""
    run = 0
    for raw in raws[:i]:
        if raw.kind == "number":
            run += 1
            if run >= 2:
                return True
        elif not (run and (raw.kind == "mark" and raw.text == "," or raw.low in ("and", "&"))):
            run = 0  # ("6, 2", "6 and 5": one run)
    return False


def _grid_code(raws: list[Raw], i: int, rules_word: Callable[[int], bool] = lambda k: False) -> int:
    """Where a code of one capital letter and a number typed close up ends ('B3', 'C12', '4B': a room, a seat, a
    square on a map; 'WI3': two or three capitals before the number, no rules word), opening at raws[i], or i: a
    label of the scene, never a die. 'd' and 'x' (dice, times) stay
    as they are."""
    if i + 1 >= len(raws) or not touching(raws, i + 1) or (
            i + 2 < len(raws) and touching(raws, i + 2) and raws[i + 2].kind != "mark"):
        return i  # ("B3-7", "B3x": more than a letter and its number)
    if i and touching(raws, i) and raws[i - 1].kind != "mark":
        return i
    letter, number = (raws[i], raws[i + 1]) if raws[i].kind == "word" else (raws[i + 1], raws[i])
    if letter.kind == "word" and number.kind == "number" and letter is raws[i] and 2 <= len(letter.text) <= 3 \
            and letter.text.isupper() and letter.text.isalpha() and not rules_word(i) and _digits(number) is not None:
        return i + 2  # "WI3", "HVS4", "AB12": capitals of a code and its number (a rules word's stays read: "DL20")
    if letter.kind != "word" or number.kind != "number" or len(letter.text) != 1 or letter.low in _NO_CODE \
            or _digits(number) is None or not (letter.text.isupper() or letter is raws[i] and _listed_codes(raws, i)):
        return i
    return i + 2


_GRADE_LETTERS = frozenset({"a", "b", "c"})  # a sub-label's or a grade's letter ("flat 4b", "5c", "6a+", "5.10a")


def graded(raws: list[Raw], i: int) -> int:
    """Where a number with a letter of a grade or a sub-label typed close up after it ends ('flat 4b', 'the E1 5b',
    '6a+', '5.10a'), or a decimal ('5.9 on paper'), opening at raws[i], or i: a label, a grade or an amount of the
    scene, never a die. Right after a word of rolling or a colon it is left as typed."""
    if _digits(raws[i]) is None or i and (raws[i - 1].low in FACES_FOLLOW or raws[i - 1].text in (":", "=")):
        return i
    k = i + 1
    if k + 1 < len(raws) and raws[k].text == "." and touching(raws, k) and _digits(raws[k + 1]) is not None \
            and touching(raws, k + 1):
        k += 2  # "5.10a"
        if k == len(raws) or not touching(raws, k) or raws[k].kind == "mark" and raws[k].text != "+":
            return max(k, ratio(raws, i))  # "5.9 on paper": a decimal, no die's face ("2.39:1": a ratio, whole)
    if k >= len(raws) or not touching(raws, k) or raws[k].kind != "word" or raws[k].text not in _GRADE_LETTERS:
        return i
    k += 1
    if k < len(raws) and raws[k].text == "+" and touching(raws, k):
        k += 1  # "6a+"
    return i if k < len(raws) and touching(raws, k) and raws[k].kind != "mark" else k


def _listed_codes(raws: list[Raw], i: int) -> bool:
    """Whether the lowercase letter and number at raws[i] stand in a list of two such codes or more ('k1, p1 rib',
    'k2, p2 to end', 'c3 and f7'): a pattern's or a board's shorthand. Alone, 'b4' and 'u2' are words of chat."""
    def code(k: int) -> bool:
        return 0 <= k and k + 1 < len(raws) and raws[k].kind == "word" and len(raws[k].text) == 1 \
            and raws[k].text.islower() and raws[k].low not in _NO_CODE and raws[k + 1].kind == "number" \
            and touching(raws, k + 1) and not (k + 2 < len(raws) and touching(raws, k + 2) and raws[k + 2].kind != "mark")
    joined = (",", "and", "&", "/")
    return (i + 3 < len(raws) and raws[i + 2].low in joined and code(i + 3)) or (
        i >= 3 and raws[i - 1].low in joined and code(i - 3))


def ratio(raws: list[Raw], i: int) -> int:
    """Where a ratio typed close up ends ('1:1', '3:1', '50:50': odds, a share, a meeting of two), opening at
    raws[i], or i: no die, where the scene's words go on after it and no roll word stands before it. One with
    two-digit minutes is a time of day (clock_time). A bet's odds said 'N to M' with words of odds around them
    ('give you 3 to 1', '5 to 1 against') are one too, and so is one said 'one in M' ('up the 1 in 37', 'a 1 in 50
    chance'): a gradient, a chance."""
    if i + 2 < len(raws) and raws[i].text == "1" and raws[i + 1].low == "in" and (whole := _digits(raws[i + 2])) \
            and whole > 2:
        return i + 3
    if i + 2 < len(raws) and raws[i + 1].low == "to" and _digits(raws[i]) is not None \
            and _digits(raws[i + 2]) is not None and _odds_given(raws, i):
        return i + 3  # "I'll give you 3 to 1 she pulls it off", "5 to 1 against": a bet's odds
    if i + 4 < len(raws) and raws[i].text.isdigit() and raws[i + 1].text == "." and raws[i + 2].text.isdigit() \
            and raws[i + 3].text == ":" and _digits(raws[i + 4]) is not None \
            and all(touching(raws, k) for k in range(i + 1, i + 5)):
        return i + 5  # "2.39:1", "1.85:1": a picture's shape, a ratio with a decimal point (never a die nor a time)
    if i + 2 >= len(raws) or raws[i + 1].text != ":" or not touching(raws, i + 1) or not touching(raws, i + 2) \
            or _digits(raws[i]) is None or _digits(raws[i + 2]) is None or (
                i + 3 < len(raws) and touching(raws, i + 3) and raws[i + 3].kind != "mark"):
        return i
    if raws[i].text == "1" and i + 3 < len(raws) and raws[i + 3].kind == "number" and len(raws[i + 3].text) == 3 \
            and raws[i + 3].text.isdigit() and raws[i + 3].start == raws[i + 2].start + len(raws[i + 2].text) + 1:
        return i + 4  # "OL7, 1:25 000": a map's scale, its thousands set off by a space
    if len(raws[i + 2].text) == 2 and clock_time(raws, i) > i:
        return i  # ('12:30': the time of day reads it)
    return i + 3 if _said_on(raws, i, i + 3) else i


def pair_apart(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where two numbers joined as no dice are ('5 to 7', '3/5', '4 for 1', '1:1:3') end, opening at raws[i], or i:
    in a post that says its dice elsewhere with a word saying dice ('Dice: 1, 1, 6'), where no word saying dice, no
    rules word and no 'from' stand just before them nor a rules word just after them. A range, a share or a score of
    the scene ('North-east 5 to 7', 'seeing 3/5', '2nd innings, 4 for 1'); never the roll's faces."""
    if _digits(raws[i]) is None or i + 2 >= len(raws) or _digits(raws[i + 2]) is None:
        return i
    joined = raws[i + 1].low in ("to", "for") or raws[i + 1].text in ("/", ":") and touching(raws, i + 1) \
        and touching(raws, i + 2) and i > 0 and raws[i - 1].kind == "word"  # (typed close up, after the word it
    # measures: 'seeing 3/5'; a slashed pair closing a deed, '..., 6/5', stays the dice)
    if not joined:
        return i
    end = i + 3
    while end + 1 < len(raws) and raws[end].text == raws[i + 1].text and raws[end].text in ":/" \
            and touching(raws, end) and _digits(raws[end + 1]) is not None and touching(raws, end + 1):
        end += 2  # ("1:1:3": a ratio of three parts; "40/30/30": shares)
    if any(r.low in FACES_FOLLOW or r.low in ("from", "between") for r in raws[max(0, i - 2) : i]) \
            or any(rules_word(k) for k in range(_clause_start(raws, i, 3), i)) or (end < len(raws) and rules_word(end)) \
            or (end < len(raws) and (raws[end].kind == "number" or touching(raws, end) and raws[end].kind != "mark")):
        return i
    return end if dice_said_elsewhere(raws, i, end) else i


def _clause_start(raws: list[Raw], i: int, most: int) -> int:
    """The first of up to `most` pieces before raws[i] in its own sentence (a stop, a semicolon or a colon ends one)."""
    k = i
    while k > 0 and i - k < most and not (raws[k - 1].kind == "mark" and raws[k - 1].text in ".!?;:"):
        k -= 1
    return k


# The words a bet's odds said as 'N to M' stand after ('give you 3 to 1', 'at 5 to 1', 'odds of 3 to 1') or before
# ('5 to 1 against', '2 to 1 on', '3 to 1 odds').
_ODDS_BEFORE = frozenset({"you", "at", "of", "odds", "give", "giving", "gives", "lay", "laying", "offer", "offering",
                          "take", "taking", "it's", "its", "are", "were", "long", "short"})
_ODDS_AFTER = frozenset({"against", "on", "odds", "shot", "longshot"})


def _odds_given(raws: list[Raw], i: int) -> bool:
    """Whether 'N to M' at raws[i] is a bet's odds by the words around it (_ODDS_BEFORE, _ODDS_AFTER)."""
    return (i > 0 and raws[i - 1].low in _ODDS_BEFORE) or (i + 3 < len(raws) and raws[i + 3].low in _ODDS_AFTER)


_NO_CODE = frozenset({"d", "x"})  # a die ('D6') or times ('X2'), never a label


def _away(raws: list[Raw], i: int, away: frozenset[str]) -> int:
    """Where the player's time away from the table ends, opening at raws[i] ('back in 5', 'brb 10', 'afk 5 min',
    words of scene_numbers.toml's `away`), or i: the player's own, never a die, nor after a dice word."""
    if raws[i].low.split(" ", 1)[0] not in _first_words(away):
        return i  # (asked of every word: most open no phrase of the table)
    for size in (2, 1):
        said = " ".join(r.low for r in raws[i : i + size])
        k = i + size
        if said in away and k < len(raws) and (i == 0 or raws[i - 1].low not in FACES_FOLLOW) \
                and _digits(raws[k]) is not None and not (k + 1 < len(raws) and raws[k + 1].kind == "number"):
            return k + 2 if k + 1 < len(raws) and raws[k + 1].low in _TIME_MEASURES else k + 1
    return i


@cache
def _first_words(phrases: frozenset[str]) -> frozenset[str]:
    return frozenset(phrase.split(" ", 1)[0] for phrase in phrases)


_TIME_MEASURES = frozenset({"min", "mins", "minute", "minutes", "sec", "secs", "second", "seconds", "hr", "hrs", "hour",
                            "hours", "m", "h"})


def _maker_named(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] is a make or a material by its name, capitalised and no English word ('12 mm Dyneema', '40 ft
    Beneteau'), with no verb said of someone after it (so no one acting)."""
    raw = raws[k]
    return raw.text[:1].isupper() and raw.text[1:].islower() and not is_english(raw.low) and not (
        k + 1 < len(raws) and raws[k + 1].kind == "word" and said_of_someone(raws[k + 1].low))


def measured(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a number joined by a hyphen to what it measures ends, opening at raws[i] ('the 30-metre mast', 'a 10-foot
    pole', 'the 3-storey drop', 'her 12-year-old'), or typed close up to a measure ('the 9mm'): one word of the
    scene, or i. What it measures is a noun or a
    measure, and no die nor rules word of the game ('a 3-dice pool' stays read)."""
    if _digits(raws[i]) is not None and i + 1 < len(raws) and touching(raws, i + 1) and raws[i + 1].kind == "word" \
            and (measure_word(raws[i + 1].low) or raws[i + 1].low == "in"):  # ("the 6in apo": inches, typed close up)
        if raws[i + 1].low in ("ft", "foot", "feet") and i + 3 < len(raws) and (inches := _digits(raws[i + 2])) \
                is not None and inches < 12 and raws[i + 3].low in ("of", "in", "inches", "tall"):
            return i + 3  # "all 6ft 4 of him": feet and inches, how tall someone is
        return i + 2  # "the 9mm", "a 30kg pack": a measure typed close up to its number
    if _digits(raws[i]) is not None and i + 1 < len(raws) and raws[i + 1].kind == "word" and measure_word(raws[i + 1].low) \
            and (i + 2 < len(raws) and raws[i + 2].kind == "word" and ("NOUN" in word_classes(raws[i + 2].low)
                                                                   or _maker_named(raws, i + 2))
                 or (len(raws[i + 1].low) > 1 or (_digits(raws[i]) or 0) > MOST_FACE)
                 and (i + 2 == len(raws) or raws[i + 2].text in (",", ";", ".", "!", "?"))) \
            and not (i and raws[i - 1].low in FACES_FOLLOW) and raws[i + 1].low not in _SPEEDS \
            and (not rules_word(i + 1) or _unit_symbol(raws, i)):
        return i + 2  # "the 25 m dish", "a 40 ft drop", "FWHM 10 arcsec, ...": a measure of the scene (a speed is
        # the game's to read: "at 130 kph,")
    if raws[i].text in ("24", "365") and i + 2 < len(raws) and raws[i + 1].text in ("/", "-") and touching(raws, i + 1) \
            and touching(raws, i + 2) and raws[i + 2].text == ("7" if raws[i].text == "24" else "24"):
        return i + 3  # "open 24/7", "365/24": all day every day, no faces
    if (decade := _decade(raws, i)) > i:
        return decade  # "in her 50s", "the 1980s": an age or an era, never a face
    if (height := _feet_and_inches(raws, i)) > i:
        return height  # "5'2"": how tall someone is
    if (part := _fraction(raws, i)) > i and not (i and raws[i - 1].low in FACES_FOLLOW):
        return part  # "r/v in 1/24", "1/52 ago": a part of a whole no die shows
    if (day := _day_and_month(raws, i)) > i:
        return day  # "Notebook, 14/3.", "12/4, 09:15.": the day a note is dated
    if (filled := _places_filled(raws, i)) > i:
        return filled  # "5/6 slots", "Limited slots tonight (4/6)": a sign-up's count
    if (beat := _metre(raws, i)) > i:
        return beat  # "a 7/8 bridge", "(6/8, capo 2)": a time signature
    if not _amount(raws[i]) or i + 2 >= len(raws) or raws[i + 1].text != "-" or raws[i + 2].kind != "word" \
            or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i  # ("the 2,000-year-old temples", "the 14th-century cloister": a count or an ordinal measures too)
    head = raws[i + 2].low.split("-")[0]
    before_a_noun = i + 3 < len(raws) and raws[i + 3].kind == "word" and raws[i + 3].text.islower() \
        and "NOUN" in word_classes(raws[i + 3].low) and head.isalpha()  # ("the 3-seater sofa": what the thing is)
    if head in _DICE_WORDS or rules_word(i + 2) or not (counts_a_thing(head) or head.isalpha() and is_english(head) and not word_classes(head)
                                                         or before_a_noun):
        return i  # (an English word the dictionary has no class for measures too: 'his 9-darter')
    return i + 3


def _unit_symbol(raws: list[Raw], i: int) -> bool:
    """Whether raws[i + 1] is a unit's symbol of one capital letter after a number past any face ('36 V', '250 W'):
    volts, watts, never the rules word the letter is in lower case ('v' for versus)."""
    return len(raws[i + 1].text) == 1 and raws[i + 1].text.isupper() and (_digits(raws[i]) or 0) > MOST_FACE


_DICE_WORDS = frozenset({"d", "die", "dice", "dices"})
_SPEEDS = frozenset({"mph", "kph", "kmh"})  # the units a speed is said in
_AMOUNT = Later(r"\d{1,3}(?:,\d{3})+|\d+(?:st|nd|rd|th)", re.IGNORECASE)  # a count with its thousands set off, or an ordinal


def _amount(raw: Raw) -> bool:
    """Whether a piece says an amount a measure may be joined to: a number, a count with its thousands set off
    ('2,000'), or an ordinal ('14th')."""
    text = raw.text
    return _digits(raw) is not None or _AMOUNT.fullmatch(text) is not None


def _decade(raws: list[Raw], i: int) -> int:
    """Where a decade opening at raws[i] ends ('50s', "her 50's", 'the 1980s'), or i: tens past any face, a year
    of the years' range, or a number past a hundred ('two 180s'), with 's' typed close up ('two 6s' and 'the 10s' may
    be faces)."""
    said = _digits(raws[i])
    if said is None or (said % 10 or not MOST_FACE < said < 100) and not _year(raws[i]) and said < 100:
        return i  # (past a hundred, a number's plural: "two 180s", "all the 100s")
    k = i + 1 + (i + 1 < len(raws) and raws[i + 1].text in ("'", "’") and touching(raws, i + 1))
    return k + 1 if k < len(raws) and raws[k].text == "s" and touching(raws, k) else i


def _fraction(raws: list[Raw], i: int) -> int:
    """Where a fraction typed close up opening at raws[i] ends ('1/24', '2/52', '3/12'), or i: its whole past any
    face and no smaller than its part. (A track's count, 'stress 3/9', a mark, 'pain 6/10', are read elsewhere.)"""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i
    part, whole = _digits(raws[i]), _digits(raws[i + 2])
    if part is None or whole is None or whole <= MOST_FACE or part > whole:
        return i
    return i + 3 if i + 3 >= len(raws) or not touching(raws, i + 3) or raws[i + 3].kind == "mark" else i


def _places_filled(raws: list[Raw], i: int) -> int:
    """Where a count out of a whole typed close up opening at raws[i] ends ('5/6 slots', 'slots tonight (4/6)'), or
    i: its part no bigger than its whole, what it fills said right after it or a few words before its brackets."""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2) \
            or i and raws[i - 1].low in FACES_FOLLOW:
        return i
    part, whole = _digits(raws[i]), _digits(raws[i + 2])
    if part is None or whole is None or part > whole or whole < 2:
        return i
    after = raws[i + 3] if i + 3 < len(raws) else None
    if after is not None and after.low in nouns().filled and not touching(raws, i + 3):
        return i + 3
    if i and raws[i - 1].text == "(" and after is not None and after.text == ")" and any(
            r.low in nouns().filled for r in raws[max(0, i - 5) : i - 1]):
        return i + 3
    return i


def _day_and_month(raws: list[Raw], i: int) -> int:
    """Where a day and a month typed close up with a slash end, opening at raws[i] ('14/3', '12/4'), or i: the date
    heading a note, said where a sentence or a line's label opens or after its comma, a mark after it, and the dice
    said apart in the post."""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2) \
            or i + 3 < len(raws) and raws[i + 3].kind != "mark":
        return i
    day, month = _digits(raws[i]), _digits(raws[i + 2])
    if day is None or month is None or not 1 <= day <= 31 or not 1 <= month <= 12 or day <= MOST_FACE and month <= 6:
        return i  # ("3/5" may be dice or a count out of a whole: read elsewhere)
    heads = not i or raws[i - 1].kind == "mark" and raws[i - 1].text in ".,:;!?(" or raws[i - 1].low in ("on", "dated")
    return i + 3 if heads and dice_said_elsewhere(raws, i, i + 3) else i


def listed_item(raws: list[Raw], i: int) -> int:
    """Where an item's number and its stop end, opening at raws[i] ('1. Intro 2. Riverside 3. Glass Heart', 'Major
    concerns: 1. the sample is small. 2. ...'), or i: a number typed close up to a full stop before a word, with the
    item before or after it numbered so too (one more or one less, a few words away). A setlist's, an agenda's, a
    review's list: never dice (nor after a word of rolling, even with its colon: 'Dice: 1. 2.' are faces)."""
    def item(k: int) -> int | None:
        if not (0 <= k and k + 2 < len(raws)) or raws[k + 1].text != "." or not touching(raws, k + 1) \
                or raws[k + 2].kind != "word" or touching(raws, k + 2) \
                or k and (raws[k - 1].kind == "number" or raws[k - 1].low in FACES_FOLLOW - {":"}) \
                or k > 1 and raws[k - 1].low in ("and", "&", "then") and raws[k - 2].kind == "number" \
                or k > 1 and raws[k - 1].text == ":" and raws[k - 2].low in FACES_FOLLOW | _DICE_WORDS:
            return None  # ("Kes rolled 2. Magpie rolled 4 3 1. Edwin ...": faces, each closing its sentence; "You
            # roll: 2 and 2. Not enough.": the last of two faces joined)
        return _digits(raws[k])
    said = item(i)
    if said is None or not 0 < said < 100:
        return i
    near = range(max(0, i - 12), min(len(raws), i + 13))
    return i + 2 if any(k != i and item(k) in (said - 1, said + 1) for k in near) else i


def _metre(raws: list[Raw], i: int) -> int:
    """Where a time signature typed close up opening at raws[i] ends ('7/8', '6/8', '3/4'), or i: beats over a note of
    2, 4, 8 or 16, said before a noun of the scene ('a 7/8 bridge') or after 'in' ('the band's in 3/4'); never
    after a word of rolling or a colon, where it may be the dice."""
    if i + 2 >= len(raws) or raws[i + 1].text != "/" or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i
    beats, note = _digits(raws[i]), _digits(raws[i + 2])
    if beats is None or note not in (2, 4, 8, 16) or not 0 < beats <= 16 or i and (
            raws[i - 1].low in FACES_FOLLOW or raws[i - 1].text in (":", "=")):
        return i
    after = raws[i + 3] if i + 3 < len(raws) else None
    if after is not None and touching(raws, i + 3) and after.kind != "mark":
        return i
    noun = after is not None and after.kind == "word" and after.low not in _DICE_WORDS and "NOUN" in word_classes(after.low)
    return i + 3 if noun or (i and raws[i - 1].low in ("in", "into")) else i  # ("the band's in 3/4"; "(6/4)" may be
    # the dice)


def _feet_and_inches(raws: list[Raw], i: int) -> int:
    """Where a height in feet and inches opening at raws[i] ends ('5'2"', "6'1"), or i: typed close up, marks and
    numbers alike; no die is written so."""
    if not (i + 2 < len(raws) and _digits(raws[i]) is not None and raws[i + 1].text in ("'", "’", "′")
            and (inches := _digits(raws[i + 2])) is not None and inches < 12 and touching(raws, i + 1)
            and touching(raws, i + 2)):
        return i
    return i + 4 if i + 3 < len(raws) and raws[i + 3].text in ('"', "”", "″", "''") and touching(raws, i + 3) else i + 3


# Words before 'one' that make it stand for a thing ('this one', 'the biggest one', 'only have the one'), never a
# number: a determiner that points (never 'a': 'rolled a one' is a face).
_POINTING = frozenset({"this", "that", "which", "each", "every", "another", "other", "same", "the", "any"})
# A being said not to be, right before 'one' ending its clause: "Sneak isn't one" (a thing, never a face).
_NOT_BEING = frozenset({"isn't", "isnt", "wasn't", "wasnt", "aren't", "arent", "not"})
# Words before 'the one' that make it a face said with others ('a six and the one').
_WITH_FACES = frozenset({"and", "then", "or", "plus", "but"})


def oracle_roll(raws: list[Raw], i: int) -> int:
    """Where an oracle's roll opening at raws[i] ends ('d66 result 35', 'd100: 42', 'the d66 table'), or i: dice no
    game here rolls, and the number they gave if one is said, with the line going on after them."""
    table = nouns()
    if raws[i].kind != "notation" or raws[i].low not in table.oracle_dice:
        return i
    k = i + 1
    while k < len(raws) and k < i + 4 and raws[k].low in table.oracle_result:
        k += 1
    end = k + 1 if k < len(raws) and _digits(raws[k]) is not None else i + 1
    return end if _said_on(raws, i, end) else i  # "..., d66 result 35" closing the line: which are the dice?


def nth_try(raws: list[Raw], i: int, ordinals: dict[str, int]) -> int:
    """Where an ordinal and the try it counts end, opening at raws[i] ('2nd attempt', 'third try', 'first run'), or
    an ordinal before a count of things ('the first two endpoints'), or i."""
    raw = raws[i]
    said = raw.kind == "number" and not raw.text.isdigit() or raw.kind == "word" and raw.low in ordinals
    if not said or i + 1 >= len(raws) or raws[i + 1].kind not in ("word", "number"):
        return i
    word = raws[i + 1].low
    if a_count(raws[i + 1]) and i + 2 < len(raws) and raws[i + 2].kind == "word" \
            and (counts_a_thing(raws[i + 2].text) or raws[i + 2].low.endswith("s")):
        return i + 3  # "the first two endpoints", "the last 3 samples": which of a count of things, no attack
    return i + 2 if word in nouns().tries or (word.endswith("s") and word[:-1] in nouns().tries) else i


def a_count(raw: Raw) -> bool:
    """Whether raw says a count: digits, or a number word other than the article ('six', 'twelve', not 'a')."""
    return raw.text.isdigit() and raw.kind == "number" or raw.kind == "word" and raw.low in NUMBER_WORDS \
        and raw.low not in ("a", "an")


def counted_manner(raws: list[Raw], i: int) -> int:
    """Where a number said as the way a thing is done ends, opening at raws[i] ('one by one', 'two on one', 'one at
    a time', 'one after another'), or a deal's count before its price ('3 for £10', 'two for $5'), or i: the
    scene's, never dice."""
    if not a_count(raws[i]):
        return i
    if i + 2 < len(raws) and raws[i + 1].low == "for" and raws[i + 2].text[:1] in CURRENCY:
        return i + 3
    table = nouns()
    if i + 2 < len(raws) and raws[i + 1].low in table.manner_between and a_count(raws[i + 2]):
        return i + 3
    if i + 4 < len(raws) and raws[i + 1].text == raws[i + 3].text == "." and raws[i + 2].low in table.manner_between \
            and a_count(raws[i + 4]):
        return i + 5  # "one. by. one.": said a word at a time
    for words in _manners_after().get(raws[i + 1].low, ()) if i + 1 < len(raws) else ():
        if [r.low for r in raws[i + 1 : i + 1 + len(words)]] == words:
            return i + 1 + len(words)
    return i


@cache
def _manners_after() -> dict[str, tuple[list[str], ...]]:
    """The table's manner_after phrases as their words, by their first word, in the table's order: a number is
    checked only against the phrases its next word opens (the table holds no empty phrase: word_lists)."""
    grouped: dict[str, list[list[str]]] = {}
    for said in nouns().manner_after:
        words = said.split()
        grouped.setdefault(words[0], []).append(words)
    return {first: tuple(phrases) for first, phrases in grouped.items()}


def time_left(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is a count of time said after a dice verb ('we've got 2 hours left in the slot', 'got 10
    minutes', 'she got like 2 hours of sleep'): a number, perhaps after a word of guessing, then a noun time is
    counted by; the scene's, never dice."""
    while i + 1 < len(raws) and raws[i].kind == "word" and raws[i].low in _ROUGHLY:
        i += 1
    if i + 1 >= len(raws) or not a_count(raws[i]) or raws[i + 1].kind != "word":
        return False  # ("like twenty minutes": a count said in words too)
    word = raws[i + 1].low
    return word in _TIME_WORDS or word.removesuffix("s") in _TIME_WORDS or word.removesuffix("s") in nouns().when


def one_of_many(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count of a group one thing is of ends ('engages the lead truck of 4,', 'the last of 3.'): 'of' after a
    noun of the dictionary that is no rules word, then the number closing its clause; or i."""
    if i < 2 or raws[i].kind != "number" or raws[i - 1].low != "of" or raws[i - 2].kind != "word":
        return i
    noun = raws[i - 2].low
    if noun in _SUMS or rules_word(i - 2) or not (noun in ("last", "first") or "NOUN" in word_classes(noun)):
        return i
    return i + 1 if i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ",.;!)" else i


# Nouns a number after 'of' is the rules' amount of ("a total of 12", "a bonus of 2", "a DL of 20").
_SUMS = frozenset("""total sum result score roll value rating bonus penalty modifier mod target difficulty dl dc tn
pool dice die level effect step steps""".split())


def _line_of_a_page(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is 'l' or 'll' naming a line after a page's or a section's number and a comma ('p. 4, l. 12',
    'Section 2, l. 6')."""
    if raws[i].low not in ("l", "ll") or i < 3 or raws[i - 1].text != "," or raws[i - 2].kind != "number":
        return False
    page = i - 3 - (raws[i - 3].text == ".")
    return page >= 0 and raws[page].low in nouns().pages


def classed(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a thing's class said by a word of classing and its number ends ('Level 2 survey', 'a Category 3 storm',
    'Grade 2 listed', 'Type 1 error'), or i: a word of the table (scene_numbers.toml: classes), a number, and a noun
    or a past participle it classes, no rules word among them. The scene's, never a rules value nor a die."""
    if raws[i].low not in nouns().classes or i + 2 >= len(raws) or _digits(raws[i + 1]) is None \
            or raws[i + 2].kind != "word" or touching(raws, i + 2) or rules_word(i) or rules_word(i + 2):
        return i
    classes = word_classes(raws[i + 2].low)
    return i + 3 if "NOUN" in classes or raws[i + 2].low.endswith("ed") and "VERB" in classes else i


def n_of_m(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count out of a whole ends ('5 of 8 seedlings', 'Viewing 2 of 4.', 'talk 3 of 4,', 'Seven out of
    eight,'): two numbers (in digits or words) with 'of' or 'out of' between, before a plural noun that counts things, or after a noun naming what is counted through, closing
    its clause; no rules word on either side (the dice's '2 of 3 dice' stays theirs); or i."""
    out = i + 3 < len(raws) and raws[i + 1].low == "out" and raws[i + 2].low == "of"  # ("Seven out of eight")
    whole = i + 2 + out
    if whole >= len(raws) or raws[i + 1].low not in ("of", "out") or not 0 < (_counted(raws[i]) or 0) <= (_counted(raws[whole]) or 0):
        return i
    after = raws[whole + 1] if whole + 1 < len(raws) else None
    if after is not None and after.kind == "word" and counts_a_thing(after.text) and after.low not in _SUMS \
            and not rules_word(whole + 1) and after.low not in ("dice", "die", "d6", "d10", "d8"):
        return whole + 2
    closes = after is None or after.kind == "mark" and after.text in ",.;!)" or after.low in ("today", "tonight")
    named = raws[i - 1].low if i else ""  # (a verb's -ing form names the work counted through: 'Viewing 2 of 4')
    if named == "." and i > 1 and raws[i - 2].low in ("no", "nos"):
        named = "number"  # "no. 14 of 20": the abbreviation, with its point
    heading = named == ":" and i > 1 and raws[i - 2].kind == "word" and not rules_word(i - 2) \
        and raws[i - 2].low not in FACES_FOLLOW
    if heading:
        named = raws[i - 2].low  # "Life jackets: 12 of 12.": what is counted, as the heading names it
    if closes and named.isalpha() and (heading or not rules_word(i - 1)) and named not in _SUMS and (
            "NOUN" in word_classes(named) or named.endswith("ing") and "VERB" in word_classes(named)):
        return whole + 1
    got = raws[i - 1].low == "got" and any(r.low in FACES_FOLLOW and r.low != "got" for r in raws if r.kind == "word")
    if closes and out and (not i or raws[i - 1].text in (".", "!", "?", ";") or got
                           or not rules_word(i - 1) and raws[i - 1].low not in FACES_FOLLOW):
        return whole + 1  # "Seven out of eight, a proper scrap", "we got 8 out of 10. ... Rolled 5 and 4": a count
        # out of a whole, no faces where the post says its dice by another word
    return i


def dotted_code(raws: list[Raw], i: int) -> int:
    """Where a code of numbers joined by points ends ('Acc. no. 1987.45.3', 'v2.3.1' after its letter, 'section
    4.2.1'), opening at raws[i], or i: three numbers or more typed close up with a point between each, one of them
    of two digits or more (faces typed with points, '6.3.2', stay asked). A label of the scene, never faces."""
    k = i
    while k + 2 < len(raws) and raws[k + 1].text == "." and touching(raws, k + 1) and touching(raws, k + 2) \
            and raws[k + 2].kind == "number" and raws[k + 2].text.isdigit():
        k += 2
    parts = raws[i : k + 1 : 2]
    return k + 1 if k - i >= 4 and raws[i].text.isdigit() and any(len(p.text) > 1 for p in parts) else i


def count_got(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a count of things got or scored ends ('Table 10's got 10 points', 'got 20 kg on', 'we scored 8 answers',
    "you've got one chance"), or i: a number (in digits or a word) after 'got' or 'scored', before a plural noun of things (no rules word, no dice's word: 'sixes', 'hits',
    'successes', 'pips'). The scene's tally, never the faces."""
    said = raws[i].kind == "number" and raws[i].text.isdigit() or raws[i].kind == "word" \
        and raws[i].low in NUMBER_WORDS and raws[i].low not in ("a", "an", "once", "twice")
    if not i or raws[i - 1].low not in ("got", "scored") or not said or i + 1 >= len(raws) or raws[i + 1].kind != "word":
        return i
    thing = raws[i + 1].low
    if (thing in nouns().units or thing in nouns().measures) and not rules_word(i + 1):
        return i + 2  # "you've got 20 kg on your back": a measure
    one = raws[i].low in ("1", "one") and not thing.endswith("s")  # "you've got one chance": a thing, counted
    if thing in _DICE_WORDS or not (thing.endswith("s") or one) or thing[:-1] in NUMBER_WORDS \
            or thing[:-2] in NUMBER_WORDS or thing in NUMBER_WORDS or thing in _RESULTS or thing in _RESULT \
            or rules_word(i + 1) or not counts_a_thing(thing):
        return i
    return i + 1


_RESULTS = frozenset({"hits", "successes", "pips", "faces", "rolls", "misses", "fails"})  # what dice show, counted
_RESULT = frozenset({"hit", "success", "pip", "face", "roll", "miss", "fail", "crit", "six", "ace"})  # one of them


def counts_offered(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where counts offered as choices end ('controls worth 10, 20 or 30 points', 'worth 50 points'), opening at
    raws[i], or i: numbers joined by commas and 'or' (or one after 'worth'), then a plural noun of things, no rules
    word nor the dice's. What the scene's things count, never faces."""
    if raws[i].kind != "number" or not raws[i].text.isdigit():
        return i
    k, joined = i + 1, False
    while k + 1 < len(raws) and raws[k].low in (",", "or", "/") and raws[k + 1].kind == "number" \
            and raws[k + 1].text.isdigit():
        joined = joined or raws[k].low == "or"
        k += 2
    if not (joined or i and raws[i - 1].low == "worth") or k >= len(raws) or raws[k].kind != "word":
        return i
    thing = raws[k].low
    if thing in _DICE_WORDS or thing in _RESULTS or thing[:-1] in NUMBER_WORDS or rules_word(k) \
            or not (thing.endswith("s") and counts_a_thing(thing)):
        return i
    return k + 1


def list_marker(raws: list[Raw], i: int) -> int:
    """Where a step's number in a list ends ('1) move 3 sq 2) Single Shot ...', 'Lucien: 1) in position 2) cracks
    the keypad'): a number closed by a bracket no bracket before it opened, then a word; or i."""
    if i + 2 >= len(raws) or raws[i].kind != "number" or not raws[i].text.isdigit() or raws[i + 1].text != ")" \
            or raws[i + 2].kind != "word":
        return i
    depth = sum(1 if r.text == "(" else -1 if r.text == ")" else 0 for r in raws[:i] if r.kind == "mark")
    return i + 2 if depth <= 0 else i


def numbered_item(raws: list[Raw], i: int) -> int:
    """Where an item's number in a numbered list or a game's record ends ('17. Kes slips past ...', 'A quiet move, 18.
    Kf1.', '14... Nf6'), or i: a number of digits opening the post, or after a stop, or after a comma closing a word
    (never a list of faces), a full stop or an ellipsis after it, then a word, where the post says its dice elsewhere.
    Never a face."""
    if raws[i].kind != "number" or not raws[i].text.isdigit() or i + 2 >= len(raws) or raws[i + 1].text != ".":
        return i
    moved = i + 2 < len(raws) and raws[i + 2].kind == "word" and re.fullmatch(r"[A-Za-z]+\d[+#]*", raws[i + 2].text) is not None \
        and touching(raws, i + 1)  # "after 19. Bxf7+": the move's number, then the move
    if i and raws[i - 1].text not in (".", "!", "?", ";", ",") and not moved:
        return i
    if int(raws[i].text) <= MOST_FACE and not moved or (i and raws[i - 1].text == "," and not moved):
        return i  # ("rolled 4. 5 more guards ...": a face may close its sentence; "that's Moderate, 20. Dice ...")
    if i > 1 and raws[i - 1].text == "," and (raws[i - 2].kind != "word" or raws[i - 2].low in FACES_FOLLOW
                                             or raws[i - 2].low in ("and", "or", "n", "then")):
        return i  # ("Dice: 5, 3, 2, 1. Box breathing": the last face of a list)
    end = i + 1
    while end < len(raws) and raws[end].text == "." and end - i <= 3:
        end += 1
    if end >= len(raws) or raws[end].kind != "word" or not touching(raws, i + 1) or raws[end].low in FACES_FOLLOW:
        return i
    return end if dice_said_elsewhere(raws, i, end) or _faces_elsewhere(raws, i, end) else i


def _faces_elsewhere(raws: list[Raw], start: int, end: int) -> bool:
    """Whether the post gives faces outside raws[start:end] said as faces are: two numbers a die can show, side by
    side or joined by 'and', '&' or a comma ('9 and 9.', '3, 5'), or the dice said by a name ('Double tens!')."""
    def face(k: int) -> bool:
        return 0 <= k < len(raws) and not start <= k < end and raws[k].kind == "number" and raws[k].text.isdigit() \
            and 0 < int(raws[k].text) <= MOST_FACE
    return any(face(k) and (face(k + 1) or k + 2 < len(raws) and raws[k + 1].low in ("and", "&", ",", "n")
                            and face(k + 2)) for k in range(len(raws))) \
        or any(r.low in ("double", "doubles", "snake", "boxcars") for r in raws)


def time_span(raws: list[Raw], i: int) -> int:
    """Where a span of the scene's time ends ('2 turns left', 'shows up 1 turn early', '3 rounds ago', '4 turns till
    the reinforcements', 'Timer: 4 turns.', '6 weeks to picking'): a number, a noun time is counted by, and a word
    placing the span in time, or the plural closing its clause, or 'to' and the event it runs to; or i."""
    if i + 1 >= len(raws) or raws[i].kind != "number" or raws[i + 1].kind != "word":
        return i
    word = raws[i + 1].low
    owns = word.endswith(("'", "'s"))
    word = word.removesuffix("'s").removesuffix("'")
    if not (word in _TIME_WORDS or word.removesuffix("s") in _TIME_WORDS or word.removesuffix("s") in nouns().when):
        return i
    if owns:  # "2 weeks' work gone", "a 3 days' ride": what the span's time made or took, the scene's
        return i + 3 if i + 2 < len(raws) and raws[i + 2].kind == "word" else i + 2
    if i + 2 >= len(raws) or raws[i + 2].kind == "mark" and raws[i + 2].text in ".,;!)":
        return i + 2 if word.endswith("s") and word != "s" else i  # ("Timer: 4 turns.": how long, said alone)
    if raws[i + 2].low == "to" and i + 3 < len(raws) and raws[i + 3].kind == "word" and raws[i + 3].low.isalpha() \
            and (raws[i + 3].low.endswith("ing") or i + 4 >= len(raws) or raws[i + 4].kind == "mark"
                 and raws[i + 4].text in ".,;!)"):
        return i + 4  # "6 weeks to picking", "60 days to harvest.": how long until an event of the scene (but "2 turns
        # to hack the door" keeps its deed)
    return i + 2 if raws[i + 2].low in _SPAN_PLACED else i


def time_from_now(raws: list[Raw], i: int, rules_word: Callable[[int], bool]) -> int:
    """Where a time from now ends ('dinner in 10.', 'back in 5', 'bus in 15 mins'): 'in' after a word of the scene
    (no rules word: `rules_word(k)` says), a number of minutes (90 at most) alone, closing its clause or before a
    word of time; or i."""
    if i < 2 or raws[i].kind != "number" or not raws[i].text.isdigit() or int(raws[i].text) > 90 \
            or raws[i - 1].low != "in" or raws[i - 2].kind != "word" or rules_word(i - 2):
        return i
    timed = i + 1 < len(raws) and (raws[i + 1].low in _TIME_WORDS or raws[i + 1].low in ("minutes", "seconds"))
    end = i + 1 + timed
    return end if end >= len(raws) or raws[end].kind == "mark" and raws[end].text in ".,;!)" else i


# Words that place a span of time after it ("2 turns left", "1 turn early", "3 rounds ago").
_SPAN_PLACED = frozenset("left early late later ago remaining away till until before after behind ahead more".split())
# Words of guessing said before a count ("like 2 hours", "maybe 10 minutes", "barely 3 hours").
_ROUGHLY = frozenset("like about maybe only barely literally around almost nearly just roughly".split())
_TIME_WORDS = frozenset({"minute", "second", "min", "mins", "hr", "hrs", "sec", "secs"})


def counts_a_thing(word: str) -> bool:
    """The word after a number is what it counts or measures in the scene ('HP', 'floors', 'metres'): a noun, or a
    short word for a measure."""
    low = word.lower()
    return low in nouns().measures or "NOUN" in word_classes(low)


# What follows 'one' in a choice or for each other ("one or the other", "one way or another", "at one another").
_EITHER = (["or", "the", "other"], ["or", "another"], ["way", "or", "another"], ["way", "or", "the", "other"],
           ["another"])


def one_for_a_thing(raws: list[Raw], i: int) -> bool:
    """'one' at raws[i] stands for a thing already said ('the biggest one', 'this one', 'only have the one', 'the
    one who signs', 'the 7-foot one', 'a small corp one'): after a pointing word, perhaps with two words that
    describe it or a measure ('7-foot') between, and before no noun it would count."""
    if raws[i].low != "one":
        return False
    if any([r.low for r in raws[i + 1 : i + 1 + len(said)]] == said for said in _EITHER):
        return True  # "one or the other", "one way or another", "at one another": a choice or each other, no number
    if i == 0:
        return False
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is not None and after.kind in ("number", "notation", "signed"):
        return False
    if i + 2 < len(raws) and after is not None and after.low in ("and", "&", "n") and (
            raws[i + 2].kind == "number" or raws[i + 2].low in NUMBER_WORDS):
        return False  # "disarm the mine one and three": a face with another, said without a comma
    if after is not None and after.kind == "word" and after.low not in _SAID_WHEN and (
            after.low == "of" or word_classes(after.low) & {"NOUN", "ADJ"} == {"NOUN"}):
        return False  # "one of them", "this one guard" (never "the only one worth having": a word that describes)
    k = i - 1
    if raws[k].kind == "word" and raws[k].low in _NOT_BEING and (after is None or after.kind == "mark"):
        return True  # "Sneak isn't one", "it is not one, so ...": what something is not, a thing said before
    if k >= 3 and raws[k].kind == "word" and raws[k - 1].text == "-" and raws[k - 2].kind == "number" \
            and touching(raws, k) and touching(raws, k - 1) and counts_a_thing(raws[k].text):
        k -= 3  # "the 7-foot one": a measure said as an adjective
    elif k >= 2 and raws[k].kind == "word" and measure_word(raws[k].low) and _digits(raws[k - 1]) is not None:
        k -= 2  # "the 40 kg one": a measure, its unit apart
    if after is not None and after.text == ":" and raws[k].kind == "word" and raws[k].low not in _POINTING \
            and _describes(raws[k].low) and (k == 0 or (raws[k - 1].low not in ("a", "an")
                                                      and not _after_faces(raws, k))):
        return True  # "so quick one: ...", "ok last one:": a thing said as what comes next (table talk)
    if (after is None or after.kind == "mark" and after.text in ".!?," or after.low in _SAID_WHEN) \
            and raws[k].kind == "word" and "ADJ" in word_classes(raws[k].low) \
            and (k == 0 or raws[k - 1].kind == "mark" and raws[k - 1].text in ".!?("):
        return True  # "Nice one.", "Good one!", "Hot one today,": praise or a remark said as a sentence of its own,
        # no number
    described = 0
    while described < 2 and k and raws[k].kind == "word" and raws[k].low not in _POINTING \
            and _describes(raws[k].low):
        k -= 1  # "the biggest one", "that last one", "the only good one", "a small corp one", "the wifi one"
        described += 1
    if described and raws[k].kind == "word" and raws[k].low in ("a", "an"):
        return not _after_faces(raws, k)  # "a social one": a thing said before, described (never "a one", nor "a
        # five and a lucky one", "a 5, a lucky one": a face)
    if raws[k].kind != "word" or raws[k].low not in _POINTING:
        return False
    if raws[k].low == "the" and k == i - 1 and _after_faces(raws, k):
        return False  # "a six and the one", "4, the one": a face with others
    return True


_SAID_WHEN = frozenset({"today", "tonight", "tomorrow", "yesterday", "again", "though"})  # "Hot one today", "Long one
# again": when the remark's thing is


def _describes(low: str) -> bool:
    """Whether a word may describe the thing 'one' stands for: an adjective or a noun ('small', 'corp'), or a word the
    dictionary lacks ('wifi'), most likely a noun, or a past participle ('an improvised one'); never an article nor a
    number."""
    if low in NUMBER_WORDS or low in DETERMINERS:
        return False
    classes = word_classes(low)
    return not classes or bool(classes & {"ADJ", "NOUN"}) or is_tagged(low, PARTICIPLE)


def _after_faces(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] follows a face or a word joining faces ('a six and the one', '4, the one')."""
    return bool(k) and (raws[k - 1].low in _WITH_FACES or raws[k - 1].kind == "number"
                        or (k > 1 and raws[k - 1].kind == "mark" and raws[k - 2].kind == "number"))


# A tooth by its quarter of the mouth ("UR6", "LL8": Palmer's notation) or by its two digits (FDI's "46"), and the
# surfaces worked on after it in capitals ("UR6 MOD", "46 DO"; never 'DL', a difficulty).
_TOOTH = re.compile(TOOTH)
_SURFACES = re.compile(r"(?!DL$)[MODBLIP]{1,5}")


def tooth(raws: list[Raw], i: int) -> int:
    """Where a tooth said as a dentist charts it ends, opening at raws[i] ('UR6 MOD', 'LL8', '46 DO'), or i: a
    tooth's code and any surfaces after it, or a tooth's two digits and its surfaces. The scene's, no die."""
    raw = raws[i]
    nxt = raws[i + 1] if i + 1 < len(raws) else None
    surfaces = nxt is not None and nxt.kind == "word" and _SURFACES.fullmatch(nxt.text) is not None
    if raw.kind == "word" and _TOOTH.fullmatch(raw.text):
        return i + 1 + surfaces
    if raw.kind == "number" and re.fullmatch(r"[1-4][1-8]", raw.text) and surfaces \
            and len(nxt.text) >= 2:  # type: ignore[union-attr]
        return i + 2
    return i

