"""The table's books kept beside the roll, read as the scene: a track, a clock, a purse, a stock or a reading with its
count ("HP 18/20", "BP 90/60", "pain 6/10", "ammo 6/6 -> 5/6", "clock 'Shift change' 4/6 -> 5/6", "Heat 2/9", "XP +1 if I miss", "hour 5 of 8",
"850 credits"), whose tally a character keeps ("(Tamsin WD 3 -> 2)"), and a sentence that books an earlier roll's
spending ("Already burned my war die on the turret dodge last round (WD 1 -> 0, marked)").

The nouns and the words of an earlier spend are data (ledger.toml); the forms are read here. A count of the books is a
slash ('5/6'), an arrow ('3 -> 2', '6/6 -> 5/6'), 'N of M', a percentage, a sign ('XP +1', '+1 Heat'); a bare number
after a noun of the books ('Coin 30', 'armor 1') is one only where the noun is no rules word of the game ('Wreck 0',
'Skirmish 2' stay the sheet's ratings said again) and no other number follows ('watch 3 and 5' may be dice). A
resource the roll itself spends is no noun of the books: its tally is the player's working (working.py), and a
character's own tally set in brackets ('(Pim stress 0 -> 1)') is blanked only where the post says the spend in other
words too. The words go as blanks and stand in the reading as not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later, alternation
from rollmate.grammar.literals import may_say
from rollmate.grammar.raw import TOOTH
from rollmate.grammar.scene_numbers import measure_word
from rollmate.grammar.words import KEYWORDS, MOST_FACE
from rollmate.rules.lexicon import word_classes

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the table's books kept beside the roll: the scene, not a rules value of the roll"
EARLIER_NOTE = "the books of an earlier roll: the scene, nothing is spent on this roll"

PARTS = ("ledger", "ledger-earlier")


def note_for(part: str, words: str) -> str:
    """The note a piece of the books stands with in Read as, naming the numbers it keeps out of the roll."""
    numbers = re.findall(r"(?<![\w.,])\d+(?:[.,]\d+)?", words)  # (never the digit of a name: 'SpO2 97%')
    if not numbers:
        return EARLIER_NOTE if part == "ledger-earlier" else NOTE
    said = f"{', '.join(numbers)} {'is' if len(numbers) == 1 else 'are'} the scene's"
    if part == "ledger-earlier":
        return f"the books of an earlier roll: {said}, nothing is spent on this roll"
    return f"the table's books kept beside the roll: {said}, no rules value of the roll"


WORDS_FILE = Path(__file__).with_name("ledger.toml")
_KEYS = ("nouns", "counted", "spent", "earlier", "holding", "paid")
_ARROW = r"(?:->|→|=>|⇒|⟶|>)"
_N = r"\d+(?:[.,]\d+)?"
_SLASHED = rf"{_N}(?:\s*/\s*{_N})?%?"
_TALLY = rf"(?:{_SLASHED}\s*{_ARROW}\s*-?{_SLASHED}|{_N}\s*/\s*{_N}%?|{_N}\s+(?:(?:segments?|ticks?|boxes)\s+)?of\s+{_N}|{_N}%)"
_SIGNED = r"[+\-−]\d+"
_CHART = r"\d(?:[ \t]+\d){2,}[ \t]*/[ \t]*\d(?:[ \t]+\d){2,}"  # "BPE 3 3 4 / 3 3 3": a chart's two rows of scores
_QUOTED = r"(?:['‘\"“][^'’\"”]{1,40}['’\"”]\s*)"
_NEXT_NUMBER = Later(r"\s*(?:,|and|&|/)?\s*\d")
_FOLLOWING = Later(r"\s*(?:,|and|&|/)?\s*(?P<number>\d+)(?:\s*(?P<word>[A-Za-z]+))?")
# A reading kept under a short name in capitals, the dictionary's no word ("HR 124", "SpO2 97%", "BP 90/60", "EtCO2
# 35"): two capitals or more, perhaps a small letter after the first and a digit closing it, then its count. The
# count is the scene's where the name is no rules word of the game nor anyone's, and no other number follows it
# ('XYZ 6 2' may be dice).
_READING = Later(rf"(?<![\w'’])(?!{TOOTH}(?!\d))(?P<noun>[A-Z][a-z]?[A-Z]{{1,4}}\d?)\s*:?\s*(?:{_CHART}|{_TALLY}|{_N})(?![\w/%]|-[A-Za-z]|:\d|\s*{_ARROW})")
# (never a code's number with its variant's letter: "SKU 4471-B" is one word; nor a tooth: "UR6")


@cache
def _words() -> dict[str, frozenset[str]]:
    from rollmate.rules.content import word_lists

    return word_lists(WORDS_FILE, "ledger", _KEYS)


@cache  # the word lists are fixed data, and a pass builds its patterns from them for every post

@cache
def _patterns() -> tuple[Later, Later, Later, Later, Later]:  # each compiled where a post first needs it
    data = _words()
    nouns, counted = alternation(data["nouns"]), alternation(data["counted"])
    tallied = Later(rf"(?i)(?<![\w'’])(?:{nouns})\s*:?\s*{_QUOTED}?(?:(?:is|sits|stands|now|at|on|her|his|him|them|me)\b\s*){{0,2}}:?\s*(?:{_TALLY}|{_SIGNED}(?![\w.]|\s*{_N}))")
    bare = Later(rf"(?i)(?<![\w'’])(?P<noun>{nouns})\s*:?\s*{_QUOTED}?(?P<n>{_N})(?![\w/%]|\s*{_ARROW})"
                 r"(?=\s*[,;)]|\s+(?:with|and counting|left|remaining)\b|(?<=[.,]\d)|(?<=[.,]\d\d))")
    # (a count with decimals, "temp 38.5", is no face: it is the books' wherever it stands)
    before = Later(rf"(?i)(?<![\w'’+\-−/.])(?:{_N}\s*[/+]\s*)?{_N}\s+(?:{counted})(?![\w'’])")
    signed = Later(rf"(?i)(?<![\w'’]){_SIGNED}\s+(?:{nouns})(?![\w'’])")
    level = Later(rf"(?i)(?<![\w'’])(?:{nouns})(?:['’]s|\s+(?:is|sits|stands|was))?\s+(?:now\s+)?"
                  rf"(?:at|up\s+to|down\s+to)\s+{_N}(?:\s+(?:(?:segments?|ticks?)\s+)?of\s+{_N})?"
                  rf"(?![\w/%.,:]\d|[\w/%]|\s*{_ARROW})")  # (never an hour: "hold at 21:02")
    return tallied, bare, before, signed, level


# A count of what is left of a stock, its noun after it ("2 of 3 bandage packs left", "1 of 2 left").
_LEFT_OF = Later(rf"(?i)(?<![\w'’+\-−/.]){_N}\s+of\s+{_N}(?:\s+[a-z][\w'’-]*){{0,3}}?\s+(?:left|remaining)\b")
# A noun of the books labelling one word of its state ("Load: heavy.", "Heat: high,").
_LABELLED = r"\s*:\s*(?P<word>[a-z]+)(?=\s*[.,;)]|\s*$)"

_NOTHING = re.compile(r"\A(?!)")  # a pattern that finds nothing (at once: \A), in place of one that cannot find anything here


def _nouns_said(text: str) -> bool:
    """Whether a word of the text opens with the first word of a noun of the books ('HP 18/20', 'hit points 4'),
    as each of their patterns needs; lower() folds case as the patterns' (?i) does for ASCII text only, so any other
    text is read through the patterns."""
    if not text.isascii():
        return True
    return _noun_heads().search(text.lower()) is not None


@cache
def _first_words(key: str) -> tuple[str, ...]:
    """The first words of a word list's phrases (ledger.toml), lowercase: one of them stands wherever one does."""
    return tuple(sorted({phrase.split(" ")[0].lower() for phrase in _words()[key]}))


@cache
def _noun_heads() -> re.Pattern[str]:
    """Where a word opens with the first word of a noun of the books: one search, not a test at every word."""
    heads = sorted({noun.split(" ")[0] for noun in _words()["nouns"]}, key=len, reverse=True)
    return re.compile(r"(?<![\w'’])(?:" + "|".join(re.escape(head) for head in heads) + ")")


@cache  # a game's resources are fixed: its patterns are built once, not for every post
def _owned(resources: frozenset[str]) -> re.Pattern[str] | None:
    """A character's own tally of a resource of the roll, set in brackets ('(Tamsin WD 3 -> 2)', '(her stress 2 ->
    3)')."""
    if not resources:
        return None
    return re.compile(rf"\(\s*(?:(?:[A-Z][\w'’-]*|her|his|their|my)\s+)?(?P<r>(?i:{alternation(resources)}))\s+{_N}\s*{_ARROW}\s*"
                      rf"-?{_N}\s*\)")


@cache
def _tracks(resources: frozenset[str]) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?<![\w'’])(?:{alternation(resources)})\s*:?\s*{_N}\s*/\s*{_N}(?!\s*{_ARROW})")


@cache
def _purse() -> re.Pattern[str]:
    return re.compile(rf"(?i)\(\s*{_N}\s+(?:{alternation(_words()['holding'])})\s*\)|(?<![\w'’])(?:{alternation(_words()['paid'])})"
                      rf"\s+{_N}(?![\w'’.,/]|\s*(?:and|&|,)?\s*\d)")


@cache
def _debits(pools: frozenset[str]) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'’+\-−])(?:(?<![\w'’])[A-Z][\w'’-]*(?P<colon>:)\s*)?[-−](?=\d+\s+(?i:{alternation(pools)})(?![\w'’]))")


def ledger(text: str, system: str, rules_word: Callable[[str], bool], person: Callable[[str], bool] = lambda w: True
           ) -> tuple[str, tuple[Frame, ...]]:
    """The text with the table's books blanked, and where each stood; `rules_word` says whether a word is a rules
    word of the game, `person` whether a lowercase word names someone loaded."""
    if not any(map(str.isdigit, text)):
        return text, ()
    from rollmate.grammar.working import tallied

    resources = tallied(system)
    spans: list[tuple[int, int, str]] = []
    chars = list(text)

    def take(start: int, end: int, part: str) -> None:
        if any(s < end and start < e for s, e, _ in spans):
            return
        spans.append((start, end, part))
        chars[start:end] = " " * (end - start)

    for start, end in _earlier(text, resources):
        take(start, end, "ledger-earlier")
    tallied, bare, before, signed, level = _patterns()
    nouns = _nouns_said(text)
    if not nouns:  # "rolled 5 5, DL Moderate": no noun of the books, so their patterns (a long alternation
        tallied = bare = signed = level = _NOTHING  # tried at every column) are not tried
    owned = _owned(resources) if "(" in text else None  # (its tally is set in brackets)
    if owned is not None:
        for m in owned.finditer(text):
            rest = text[: m.start()] + text[m.end() :]
            if re.search(rf"(?i)(?<![\w'’])(?:{alternation(resources)})(?![\w'’])", rest) or re.search(
                    r"(?i)\b(?:one of (?:hers|his|theirs|mine)|assists?|assisting|helps?|helping|push(?:es|ing)?)\b",
                    rest):
                if re.search(r"(?i)\bone of (?:hers|his|theirs|mine|ours)\s*$", text[: m.start()]):
                    # "throws in one of hers (Tamsin WD 3 -> 2)": what 'one of hers' is stays, the books go
                    take(m.start(), m.start("r"), "ledger")
                    take(m.end("r"), m.end(), "ledger")
                else:
                    take(m.start(), m.end(), "ledger")
    for start, end in _reported(text, resources):
        take(start, end, "ledger")
    for m in _tracks(resources).finditer(text) if resources and "/" in text else ():
        take(m.start(), m.end(), "ledger")  # "Stress 8/9": the track as it stands
    for m in _purse().finditer(text) if "(" in text or may_say(text, _first_words("paid")) else ():
        take(m.start(), m.end(), "ledger")  # "paid 1 (1 left)": the purse's count
    pools = debited(system)
    for m in _debits(pools).finditer(text) if pools and ("-" in text or "−" in text) else ():
        chars[m.end() - 1] = " "  # "-1 luck (1 -> 0)": the pool's books take one off, a spend of one, no penalty
        if m.group("colon"):  # "Grig: -1 WD": whose books they are, the one who spends
            chars[m.start("colon")] = " "
    if not may_say(text, _first_words("counted")):  # (each pattern's own word, looked for first: most posts say none)
        before = _NOTHING
    left = _LEFT_OF if may_say(text, ("left", "remaining")) else _NOTHING
    for m in (*tallied.finditer(text), *(m for m in signed.finditer(text) if not re.search(r":\s*$", text[: m.start()])),
              *before.finditer(text), *left.finditer(text)):
        take(m.start(), m.end(), "ledger")
    for m in re.finditer(rf"(?i)(?<![\w'’])(?:{alternation(_words()['nouns'])}){_LABELLED}", text) if nouns else ():
        if not rules_word(m.group("word")):
            take(m.start(), m.end(), "ledger")
    for m in level.finditer(text):  # "Heat's at 4", "Heat's up to 5": where a track stands, said in words
        if not _NEXT_NUMBER.match("".join(chars), m.end()):
            take(m.start(), m.end(), "ledger")
    for m in bare.finditer(text):  # (after the counts above are blanked: 'batch 4, 12 liters')
        if not rules_word(m.group("noun")) and not _NEXT_NUMBER.match("".join(chars), m.end()):
            take(m.start(), m.end(), "ledger")
    for m in _READING.finditer(text) if sum(map(str.isupper, text)) > 1 else ():  # "HR 124,", "EtCO2 35", "BAC
        # 0.08": a reading kept under its short name (two capitals or more)
        noun = m.group("noun")
        count = m.group()[len(noun) :].strip(" :")
        if not (rules_word(noun) or _said_short(noun.lower(), system) or person(noun.lower()) or word_classes(noun.lower())
                or count.isdigit() and int(count) <= MOST_FACE and _face_follows("".join(chars), m.end())
                or re.match(r"[-–+]\d", text[m.end() : m.end() + 2])):  # ("FT 1-1": a score, the match's)
            take(m.start(), m.end(), "ledger")
    for start, _, part in list(spans):  # "Kitty: 1,200 creds": a name of the books that is no one's, before them
        label = re.search(r"(?:^|(?<=[.!?]\s))(?P<label>[A-Z][\w'’-]*)\s*:\s*$", text[:start])
        if part == "ledger" and label and not person(label["label"].lower()) and not rules_word(label["label"]):
            take(label.start(), start, "ledger")
    if not spans:
        return "".join(chars), ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    return "".join(chars), tuple(Frame(part, start, end) for start, end, part in sorted(spans))


def _face_follows(text: str, end: int) -> bool:
    """Whether another number follows text[:end] that may be a face with the count before it ('XYZ 6 2'): none past
    any face nor measured ('RPE 8, 45 min': the session's length)."""
    after = _FOLLOWING.match(text, end)
    if after is None:
        return False
    return int(after["number"]) <= MOST_FACE and not (after["word"] and measure_word(after["word"].lower()))


def _said_short(word: str, system: str) -> bool:
    """Whether a short word is the rules' own: a keyword of the reader ('DL', 'DC'), a game's short name for a
    resource or its use ('WD'), or a word of the game's pools."""
    from rollmate.rules.spoken import lexicon

    return word in KEYWORDS or word in lexicon().abbreviations or word in debited(system)


def _earlier(text: str, resources: frozenset[str]) -> list[tuple[int, int]]:
    """The sentences that book an earlier roll's spending and roll nothing: a word of spending and a word of an
    earlier time, and no number but the tally's."""
    spent, earlier = _spent_earlier()
    if not (spent.search(text) and earlier.search(text)):
        return []  # (a sentence's words are the post's: none of either in the post, none in a sentence)
    found = []
    for m in re.finditer(r"[^.!?]+[.!?]?", text):
        sentence = m.group()
        if not (spent.search(sentence) and earlier.search(sentence)):
            continue
        if re.search(r"(?i)\broll(?:s|ed|ing)?\b|\bdice\s*:|\bcame up\b", sentence):
            continue
        if _SPENDS_NOW.search(sentence):
            continue  # "Gaz spends a luck point and bluffs him that the club has already paid": a spend of now
        if any(ch.isdigit() for ch in re.sub(rf"{_N}\s*{_ARROW}\s*-?{_N}|{_N}\s*/\s*{_N}", "", sentence)):
            continue
        if resources and not re.search(rf"(?i)(?<![\w'’])(?:{alternation(resources)})(?![\w'’])|\bpoint\b|\bpush", sentence):
            continue
        start = m.start() + len(sentence) - len(sentence.lstrip())
        found.append((start, m.end()))
    return found


_SPENDS_NOW = Later(r"(?i)\b(?:spends|burns|uses|blows|spending|burning)\b")  # the present's spending, this roll's


@cache
def _spent_earlier() -> tuple[Later, Later]:  # (the second compiled only for a post that says the first)
    data = _words()
    return (Later(rf"(?i)(?<![\w'’])(?:{alternation(data['spent'])})(?![\w'’])"),
            Later(rf"(?i)(?<![\w'’])(?:{alternation(data['earlier'])})(?![\w'’])"))


def _reported(text: str, resources: frozenset[str]) -> list[tuple[int, int]]:
    """A resource of the roll said with its count as the pool the character has ('war dice 2 (holding onto both)',
    'Luck 0 (blew it ...)', 'stress 3,'): no sign, no spend nor arrow near it; a resource counted in dice only with a
    word of holding after it, or with none left."""
    if not resources:
        return []
    from rollmate.grammar.working import counted_words

    holding = rf"(?i:{alternation(_words()['holding'])})"
    found = []
    for m in _pools_said(resources).finditer(text) if may_say(text, _opening_words(resources)) else ():
        before = text[max(0, m.start() - 12) : m.start()].lower()
        after = text[m.end() : m.end() + 24]
        if re.search(r"[+\-−]\s*\d*\s*$|spend|spent|using|use|burn|push|roll", before) or re.match(
                r"\s*[(,;]?\s*[^.;]*?[+\-−=→>]", after[:12]):
            continue
        if re.search(r"(?i)(?<!not )(?<!n't )\b(?:spend|spends|spending|use|uses|using|burn|burns|burning|push|"
                     r"pushing)\b",
                     re.split(r"[.!?;]", text[m.end() :], maxsplit=1)[0]):
            continue  # "I have luck 1, I use it": what is held is spent (held.py reads it)
        qualified = re.match(rf"\s*[(,;:\-–—]?\s*(?:\w+\s+)?{holding}", after)
        if m.group("r").lower() in counted_words() and not (qualified or m.group("n") == "0"):
            continue
        if not qualified and not re.match(r"\s*(?:[,;.()]|$)", after):
            continue
        found.append((m.start(), m.end()))
    return found


@cache
def _opening_words(resources: frozenset[str]) -> frozenset[str]:
    """The word each resource's name opens with, lowercase: a post that says none has no pool said (_pools_said)."""
    return frozenset(w.lower().partition(" ")[0] for w in resources)


@cache
def _pools_said(resources: frozenset[str]) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?<![\w'’+\-−])(?P<r>{alternation(resources)})\s*:?\s*(?P<n>\d+)(?![\w/%.,]\d|\s*{_ARROW}|\s*(?:and|&|,)?\s*\d)")


@cache
def debited(system: str) -> frozenset[str]:
    """The words of the pools the game's sheets show and a roll spends from ('luck', 'WD'): '-1' before one takes a
    point off the pool, never a penalty."""
    from rollmate.rules.registry import SYSTEMS, get_system
    from rollmate.rules.spoken import lexicon

    if system not in SYSTEMS:
        return frozenset()
    pools = [r for r in get_system(system).held() if r.spends == "spends" and r.shown]
    said = lexicon()
    keys = {r.key for r in pools}
    return frozenset(w.lower() for r in pools for w in (r.one, r.many, *r.words)) | frozenset(
        short for short, meant in said.abbreviations.items() if said.words.get(meant) in keys)
