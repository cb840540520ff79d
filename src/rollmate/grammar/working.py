"""The player's working around the dice, read as their reckoning and never as an input: the sums and totals they
work out ('6+4 = 10', '→ 6', '= 18', 'total 19', 'net +2'), the pool they count ('3d6:', '= 4d', '2d keep lowest'),
the targets and chances they name ('need 9+', '75%'), a tally of stress ('0 → 2') and the outcome they reckon
('→ cool success', 'that's a miss right?', 'crit!!').

Its words go as blanks, so the post keeps its columns and the reader sees only the dice, the labelled modifiers
and the rules words around them; Read as shows each piece of working as not used, with what the dice make where
the player added them up ("'7+7 = 15': the dice make 14"). The rules answer from the dice; the player's sum, total
or outcome never changes it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from rollmate.grammar.idioms import NAMED, PLURALS, SINGULAR
from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say
from rollmate.grammar.lookup import STANDS_FOR, back_references
from rollmate.grammar.scene_numbers import nouns
from rollmate.grammar.shouts import feeling, shouted
from rollmate.grammar.words import CLAIM_CHATTER, CLAIM_LEADS, CLAIMED_OUTCOMES, INTERJECTIONS, MOST_FACE
from rollmate.rules.lexicon import word_classes
from rollmate.rules.registry import SYSTEMS, get_system

if TYPE_CHECKING:
    from rollmate.grammar.marks import Work

# The pieces the working is made of: an arrow, '=', a pool ('3d6', '4d'), a number, a sign, a word, any other mark.
_TOKEN = re.compile(r"(?P<arrow>→|->|=>|⇒|⟶)|(?P<cmp>>=|<=|≥|≤|>|<)|(?P<eq>=)|(?P<dice>\d+d\d*(?![\w]))"
                    r"|(?P<word>[^\W\d_](?:[\w'’\u0300-\u036f]*[\w\u0300-\u036f])?)"
                    r"|(?P<num>\d+)|(?P<op>[+\-−])|(?P<mark>\S)")  # ('x̄': its mark kept)
_COMBINING = Later("[\u0300-\u036f]")  # a mark set over a letter ('x̄', 'p̂'): the statistic is the letter's
_ENDS = frozenset(",.;!?()[]:—–")  # marks that close a clause of working
_OPENS_AFTER = _ENDS | {"…"}  # ... and those a clause of words may open after ('...so')
_UNITS = frozenset({"successes", "success", "dice", "die", "total"})
_KEEPING = frozenset({"keep", "keeping", "take", "taking"})
_WHICH = frozenset({"lowest", "highest", "best", "worst", "lower", "higher"})
_KEEPS = frozenset({"keeps", "keep", "kept", "keeping"})
_AROUND = frozenset({"the", "two", "one", "2", "die", "dice"})
_TWO_KEPT = frozenset({"two", "2"})  # two dice kept of the pool said: advantage or disadvantage, no working
_WORDS_OF_TWO = frozenset({"double", "two", "three", "four", "triple", "both"})
_FACE_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "sixe", "seven", "eight", "nine", "ten", "1",
                         "2", "3", "4", "5", "6", "7", "8", "9", "10"})
_AFTER_TARGET = frozenset({"on", "to", "for", "right", "needed", "is", "means", "or"})
_WHENEVER = frozenset({"whenever", "when", "each", "every", "per", "if"})
_BECAUSE = frozenset({"since", "because", "cos", "cause", "coz", "as"})
# Words a player reckons a rule of counting the dice with ("5s count too right?", "I thought crits needed three",
# "four 1s out of 7 is more than half so that's an embarrassing failure"): with a face said in the plural, a
# sentence made only of these is their reading of the rule, never an input.
# Marks that give a number a part to play with what stands beside it ('10/10', '3:2', '50%', '#2'): no total alone.
_NOT_ALONE = "/:%#$€£x×*^'’"
# Words a total said alone may follow ("that's 15", "so 12", "makes 9"), and those it may come before without
# counting anything ("15 total", "12 exactly", "21 lets gooo").
_TOTAL_LEADS = frozenset({"so", "that's", "thats", "makes", "like", "total", "totals"})
_TOTAL_TRAILS = frozenset({"total", "exactly", "on", "lets", "let's"})
# Words a count of hits said after the dice may open with ("so that's three", "which is like 3 successes").
_HITS_LEADS = frozenset({"so", "that's", "thats", "just", "only", "that", "is", "which", "like"})
_RECKONING = frozenset("""so just only but i i'd thought think thinks reckon guess crit crits critical need needs
needed count counts counted too also right is are was isn't aren't that's thats it's its not more less than half out of
the a an dice die and or all which means mean still got get gets me my lol ugh hmm then over under at least every each
one two three four five six seven eight nine ten doesn't don't does do wait as like""".split())
_RATING_OPENERS = frozenset({"roll", "rolling", "with", "using"})  # words a skill said with its rating may follow
_ABOUT = frozenset({"~", "≈"})  # marks of 'about' before a chance or a target ("~99%", "~9+")
_FACE_AFTER = frozenset({"rolled", "showing", "shown"})  # words after a face a rule counts by ("per 10 rolled")
_OR_BETTER = [["or", w] for w in ("better", "higher", "more", "over", "above", "less", "lower", "worse", "under")]
_GIVEN_PER = frozenset({"success", "successes", "xp", "point", "points", "die", "dice", "hit", "hits"})
_SUM_OPENERS = frozenset({"that's", "thats", "so", "it's", "its", "is"})  # words a pool's sum may open after
_FACE_PLURALS = frozenset({"ones", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens"})
NOTE = "your working: the rules work it out from the dice"
RATE = "how often it goes in the scene, no chance of this roll"
MOVED = "how far a thing of the scene moved, no chance of this roll"
SHARE = "how much of a thing of the scene, no chance of this roll"
# Words after a percentage that make it a chance ('75% chance', '60% odds', '90% to hit', '50% for a success').
_CHANCE_AFTER = frozenset({"chance", "chances", "odds", "probability", "likely", "likelihood", "shot", "success",
                           "successes", "hit", "hits", "for", "to", "of", "or"})
_NEEDING = frozenset({"needs", "needing", "has", "gives", "is", "was", "rolls", "succeeds", "fails", "hits"})  # before a
# chance of this roll ("needs 75%", "hits 60% of the time" is the odds asked): never a rate of the scene
CLAIM = "your reckoning: the rules say the outcome"
DERIVED = "how you got to the value after the arrow, which is the one used"
RECKONED = "your reading of the rule: the rules count the dice"
TABLE = "the outcome table as you recite it: the rules say the outcome"
_WE = frozenset({"i", "we", "you", "she", "he", "they"})  # who keeps the dice, said in the rule ('so I keep ...')
_RUNNING_LINKS = frozenset({"so", "is", "that's", "thats", "makes", "make", "equals", "gives"})  # words a running
# sum is said after ('4 and 3, so 7',
# '... Creative 2 is 9?', "7 and 2, that's 13")
# Words between such a link and the sum that only lead to it ("so that's 13", "that's just a 6", "is still 8").
_SUM_LEADS = frozenset({"that's", "thats", "it's", "its", "just", "only", "still", "a", "an"})
# Words a player says a sum of the faces with ("9 and 2 is 11", "6+4 makes 10") and whose number they add to it.
_SAID_SUM_LINKS = frozenset({"is", "makes", "make", "equals", "gives", "=", "for"})
_WHOSE_SUM = frozenset({"my", "his", "her", "their"})
NOTE_MADE = "your working: {shown} makes {made}, not {said}"
_TABLE_LINKS = frozenset({"is", "are", "=", "means", "mean", "gets", "get"})
# Words that bound a band of the outcome table before its number ("under 7 is a miss") or after 'or' ("10 or more").
_BOUNDS = frozenset({"under", "below", "over", "above", "less", "more"})
_OR_BOUND = frozenset({"more", "higher", "better", "above", "over", "less", "lower", "worse", "under", "below"})


class _Tok:
    """A piece of the line as the working's reader sees it. A plain class, as raw.Raw is: one is made for every piece
    of every line with a number, and a frozen dataclass's __init__ took three times as long; nothing changes one."""

    __slots__ = ("kind", "text", "start", "end", "low")

    def __init__(self, kind: str, text: str, start: int, end: int, low: str) -> None:
        self.kind, self.text, self.start, self.end = kind, text, start, end
        self.low = low  # the text in lowercase, a curly apostrophe read as a straight one


def _tok(kind: str, text: str, start: int, end: int) -> _Tok:
    return _Tok(kind, text, start, end, text.lower().replace("’", "'"))


def _words() -> dict[str, frozenset[str]]:
    return {"outcomes": CLAIMED_OUTCOMES, "leads": CLAIM_LEADS, "chatter": CLAIM_CHATTER}


@cache
def tallied(system: str) -> frozenset[str]:
    """The words for what a player of this game keeps a tally of: its resources, as its data names them, and the
    shorthand the spoken files give them ('WD 3 -> 2')."""
    if system not in SYSTEMS:
        return frozenset()
    from rollmate.rules.spoken import lexicon

    said = lexicon()
    names = frozenset(w.lower() for r in get_system(system).held() for w in (r.key, r.one, r.many, *r.words))
    keys = frozenset(r.key for r in get_system(system).held())
    return names | frozenset(short for short, meant in said.abbreviations.items() if said.words.get(meant) in keys)


@cache
def counted_words() -> frozenset[str]:
    """The words and the shorthand for a resource counted in dice, as the games' spoken files name them ('war dice',
    'wd')."""
    from rollmate.rules.spoken import lexicon

    said = lexicon()
    return frozenset(w for w, key in said.words.items() if said.counted(key)) | frozenset(
        short for short, meant in said.abbreviations.items() if meant in said.words and said.counted(said.words[meant]))


@cache
def _made_of(system: str) -> dict[str, frozenset[str]]:
    """The game's rules words that stand for others, lowercased, and those they are made of (SystemSpec.made_of)."""
    if system not in SYSTEMS:
        return {}
    return {k.lower(): frozenset(v.lower() for v in parts) for k, parts in get_system(system).made_of().items()}


@cache
def _outcomes(system: str) -> tuple[tuple[str, ...], ...]:
    """Every way to name an outcome in this game, as word tuples, longest first."""
    names = set(_words()["outcomes"])
    if system in SYSTEMS:
        names |= {o.lower() for o in get_system(system).outcomes}
    return tuple(sorted((tuple(n.split()) for n in names), key=len, reverse=True))


@cache
def _outcomes_by_first(system: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """_outcomes grouped by their first word, each group longest first."""
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for name in _outcomes(system):
        if name:
            grouped.setdefault(name[0], []).append(name)
    return {first: tuple(names) for first, names in grouped.items()}


def working(text: str, system: str, rated: Callable[[str], bool] | None = None
            ) -> tuple[str, tuple[Work, ...], frozenset[int]]:
    """The text with the player's working blanked, each piece of it with its note, and where a signed number stands
    that the working gives as the bonus on the dice ('+6 = 14', '+11 (Int 5, Hacking 3)', '= +12'): a number of the
    sheet said again, which the rules check. `rated(word)`: the word names a skill or attribute of the game, whose
    number said with '=' ('Skirmish = 4', 'chess = 3') is its rating said again (grammar/restated.py), no sum."""
    if not any(map(str.isdigit, text)) and not may_say(text, _WHICH):  # ("six, six, two. worst two.": said in
        return text, (), frozenset()  # words, the dice kept are still the player's working)
    toks = [_tok(m.lastgroup or "mark", m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    reader = _Reader(toks, system, rated)
    works = reader.read()
    if not works and not reader.arrows and not reader.rolled:
        return text, (), frozenset(reader.totals)
    chars = list(text)
    for k in reader.arrows:  # "Scorpian 3 → 6 dice": '=' as the sum's reader takes it, in the arrow's columns
        arrow = toks[k]
        chars[arrow.start : arrow.end] = "=" + " " * (arrow.end - arrow.start - 1)
    for k, mark in reader.rolled.items():  # "Brawl -> 7/2", "2 WD -> 5 & 6": the arrow says what came up
        arrow = toks[k]
        chars[arrow.start : arrow.end] = mark + " " * (arrow.end - arrow.start - len(mark))
    for work in works:
        chars[work.start : work.end] = " " * (work.end - work.start)
    return "".join(chars), tuple(works), frozenset(reader.totals)


@cache
def _resource_heads() -> frozenset[str]:
    """The first words of the resources counted in dice ('war' of 'war dice'): a number before one counts them."""
    return frozenset(w.split()[0] for w in counted_words())


def _counted(word: str) -> bool:
    """Whether a word after a number says what it counts or measures ('8 stress', '160 kph', '5 successes', '20
    minutes'): a noun, or a unit of measure; never a word of feeling or a claimed outcome ('15 W', '12 LETS GOOO')."""
    if word in INTERJECTIONS or word in _words()["chatter"] or word in _TOTAL_TRAILS:
        return False
    table = nouns()
    return word in table.units or word in table.measures or "NOUN" in word_classes(word) and not word_classes(
        word) & {"VERB", "ADV", "ADJ"} or word.endswith("s") and "NOUN" in word_classes(word)


def adds_up(works: tuple[Work, ...], totals: frozenset[int]) -> bool:
    """Whether the post shows its working (a sum, a total, a pool counted: not only an outcome claimed), so a number
    of the sheet it says again is part of that working, which the sheet corrects (rules/restated.py)."""
    return bool(totals) or any(work.note.startswith("your working") for work in works)


def toks_colon(toks: list[_Tok], i: int) -> bool:
    """Whether toks[i] comes right after a colon."""
    return toks[i - 1].kind == "mark" and toks[i - 1].text == ":"


class _Reader:
    def __init__(self, toks: list[_Tok], system: str, rated: Callable[[str], bool] | None = None) -> None:
        self.toks = toks
        self.rated = rated
        self.ratings: set[int] = set()  # the '=' of a rating said ('Skirmish = 4'), left to grammar/restated.py
        self.outcomes = _outcomes(system)
        self.opened = _outcomes_by_first(system)  # the same, by first word
        self.first_number = next((k for k, t in enumerate(toks) if t.kind == "num"), len(toks))
        self.tallied = tallied(system)
        self.sides = get_system(system).sides if system in SYSTEMS else MOST_FACE
        self.made_of = _made_of(system)
        self.works: list[Work] = []
        self.taken = [False] * len(toks)
        self.totals: set[int] = set()
        self.kept = [False] * len(toks)  # a pool added up, kept as said
        self.arrows: list[int] = []  # arrows read as '=' (in a pool added up: _pool_sum)
        self.rolled: dict[int, str] = {}  # arrows that say what came up, and the mark each is read as
        kinds = {t.kind for t in toks}
        self.sums = "op" in kinds and ("eq" in kinds or "arrow" in kinds)  # a pool added up needs both (_pool_sum)

    def read(self) -> list[Work]:
        toks = self.toks
        i = 0
        while i < len(toks):
            end = self._at(i)
            i = end if end > i else i + 1
        for i in range(len(toks)):
            if not self.taken[i] and self._clause_start(i) and self._numbers_before(i):
                end = self._claim(i)
                if end > i:
                    self._take(i, end, CLAIM)
        return sorted(self.works, key=lambda w: w.start)

    # -- what stands at toks[i]

    def _at(self, i: int) -> int:
        tok = self.toks[i]
        if tok.kind in ("eq", "cmp") and i and self.toks[i - 1].kind == "word" \
                and _COMBINING.sub("", self.toks[i - 1].low) in nouns().statistics:
            return i + 1  # "n = 7", "p < 0.05": a statistic given its value, the scene's (scene_numbers.statistic)
        if tok.kind in ("word", "num") and self.sums and (summed := self._pool_sum(i)) > i:
            return summed
        if tok.kind in ("arrow", "eq") and (faces := self._came_up(i)) > i:
            return faces
        if tok.kind == "mark" and tok.text == "(" and (listed := self._parts_listed(i)) > i:
            return listed
        if tok.kind == "cmp":
            return self._compared(i)
        if tok.kind == "arrow":
            return self._arrow(i)
        if tok.kind == "eq":
            return self._equals(i)
        if tok.kind == "dice":
            return self._pool(i)
        if tok.kind == "num" and (self._numbers_before(i) or self._face_words_before(i)) \
                and (end := self._said_sum(i)) > i:
            return end
        if tok.kind == "num" and i > 1 and toks_colon(self.toks, i) and (end := self._colon_sum(i)) > i:
            return end
        if tok.kind == "num" and self._clause_start_words(i) and (end := self._sum_chain(i)) > i:
            return end
        if tok.kind == "num" and self._numbers_before(i) and (end := self._hits_said(i)) > i:
            return end  # "(3 successes)" after the faces: their count
        if tok.kind == "num" and self._right_after_dice(i) and (end := self._lone_total(i)) > i:
            return end
        if tok.kind == "num":
            return max(self._table(i), self._target(i))
        if tok.kind == "op":
            return max(self._running(i), self._bonus(i))
        if tok.kind == "word" and tok.low in ("total", "net"):
            return self._said_total(i)
        if tok.kind == "word" and (tok.low == "per" or (tok.low in ("each", "every") and i
                                                        and self.toks[i - 1].low == "for")):
            return self._per(i)
        if tok.kind == "word" and tok.low in _RUNNING_LINKS and (end := self._running_total(i)) > i:
            return end
        if tok.kind == "word" and (tok.low in _WHICH or tok.low == "the") and self._numbers_before(i) \
                and (end := self._die_read(i)) > i:
            return end
        if tok.kind == "word" and tok.low == "from" and (end := self._tally_said(i)) > i:
            return end
        if tok.kind == "word" and tok.low in ("dots", "dot") and (end := self._dots_in(i)) > i:
            return end
        if tok.kind == "word" and tok.low in _KEEPS and self._numbers_before(i) and (end := self._faces_kept(i)) > i:
            return end
        if (tok.kind == "num" or tok.low in SINGULAR) and self._numbers_before(i) and (end := self._hits_said(i)) > i:
            return end
        if tok.kind in ("word", "num") and self._clause_start_words(i) and (kept := self._keeping(i, alone=True)) > i:
            self._take(i, kept, NOTE)  # "so I keep the worst two?": the rule as they reckon it; the rules keep the dice
            return kept
        return i

    def _compared(self, i: int) -> int:
        """'6 + 5 + 6 >= 10', 'stress 8 + 2 >= 9', 'total > 12': the player sets what they add up against a number,
        numbers and signs only on both sides (a word they count may open it): their working, never a value."""
        toks = self.toks
        first = i
        while first and toks[first - 1].kind in ("num", "op") and not self.taken[first - 1]:
            first -= 1
        after_work = first == i and i > 0 and self.taken[i - 1]  # "total 14 > 12": the total, then what it beats
        if not after_work and (first == i or toks[first].kind != "num" or toks[i - 1].kind != "num"):
            return i
        end = i + 1
        if end >= len(toks) or toks[end].kind != "num":
            return i
        while end + 2 <= len(toks) and toks[end].kind == "num" and end + 1 < len(toks) and toks[end + 1].kind == "op" \
                and end + 2 < len(toks) and toks[end + 2].kind == "num":
            end += 2
        self._take(first, end + 1, NOTE)
        return end + 1

    def _per(self, i: int) -> int:
        """'1 stress per 1–3', 'per 6', 'for each 6': what the rules give for each face of a kind, as the player
        recites the rule (with the count of a resource before it, 'takes 1 stress per 1–3'): no dice."""
        toks = self.toks
        k = i + 1
        if self._kind(k) != "num":
            return i
        end = k + 1
        ranged = end + 1 < len(toks) and toks[end].text in ("-", "–", "—", "to") and self._kind(end + 1) == "num"
        if ranged:
            end += 2
        if not ranged and self._kind(end) == "word" and toks[end].low in _FACE_AFTER:
            end += 1  # "per 10 rolled"
        elif not ranged and [t.low for t in toks[end : end + 2]] in _OR_BETTER:
            end += 2  # "for each 6 or better"
        elif not ranged and self._kind(end) not in ("mark", ""):
            return i  # "per 2 rounds": what it counts is no face
        start = i - 1 if toks[i].low != "per" else i  # ('for each')
        given = start
        while given and (toks[given - 1].low in self.tallied or toks[given - 1].low in _GIVEN_PER):
            given -= 1
        if given < start and given and (toks[given - 1].kind == "num" or toks[given - 1].low in _FACE_WORDS
                                        or toks[given - 1].low in ("a", "an")):
            start = given - 1  # "takes 1 stress per 1-3", "a luck point per 10": what the rule gives, none taken
        self._take(start, end, RECKONED)
        return end

    def _clause_start_words(self, i: int) -> bool:
        """Whether toks[i] opens its clause, a mark before it ('. so', '? two dice', '...so')."""
        return i == 0 or self.toks[i - 1].kind == "mark" and self.toks[i - 1].text in _OPENS_AFTER

    def _running_total(self, i: int) -> int:
        """'4 and 3, so 7', '3 and 2, so... 4?', '+1 cool, so 10?', 'his Creative 2 is 9?': the sum as the player runs
        it, after the dice (and what they add, 'plus ...'), said alone in its clause: their working. After 'is', only
        where a sum stands before it ('plus his Creative 2 is 9'), never a value said of something ('Hard is 20')."""
        toks = self.toks
        k = i + 1
        while self._kind(k) == "mark" and toks[k].text in ".…":
            k += 1  # "so... 4"
        while self._kind(k) == "word" and toks[k].low in _SUM_LEADS and toks[i].low != "is":
            k += 1  # "so that's 13", "that's just a 6"
        if self._kind(k) != "num" or not self._numbers_before(i) or not self._sum_ends(k + 1):
            return i
        if toks[i].low not in ("so", "that's", "thats"):
            first = i
            while first and not (toks[first - 1].kind == "mark" and toks[first - 1].text in _ENDS - {","}):
                first -= 1
            last = i - 1 - (self._kind(i - 1) == "mark" and toks[i - 1].text == "," and toks[i].low == "is")
            if self._kind(last) != "num" or not any(t.low in ("plus", "minus") or t.text in "+-" for t in toks[first:i]):
                return i  # ("plus Perception +2, is 22": a comma before 'is')
            if i > 1 and (toks[i - 2].low in ("plus", "minus") or toks[i - 2].text in ("+", "-")):
                self.totals.add(toks[i - 1 - (toks[i - 2].text in ("+", "-"))].start)  # "4 and 4, plus 2 is 10", "=
                # 12, minus 2 is 10", "= 4, +2 is 6": what they add, on the way to the total (a signed number is where
                # its sign is)
        end = k + 1 + (k + 1 < len(toks) and toks[k + 1].low == "total")
        self._take(i, end, self._ran(i, k))
        return self._claim_after(end)

    def _said_sum(self, i: int) -> int:
        """After the dice, the player's sum said in words: the faces said again and what they make ('9 and 2 is 11',
        '6+4 is 9,'), the dice's sum before what they add to it ('9 plus my 8', "that's 10 plus my 7"), and the total
        said alone after what they added (', plus my +2, 10, success'). Their working, never dice: the rules add
        the dice; what they add ('my 8') stays for the sheet to check."""
        toks = self.toks
        opens = i == 0 or toks[i - 1].kind == "mark" and toks[i - 1].text in _ENDS or toks[i - 1].low in _SUM_OPENERS
        if not opens:
            return i
        k, faces = i, [int(toks[i].text)]
        while self._kind(k + 2) == "num" and (toks[k + 1].low in ("and", "plus") or toks[k + 1].text == "+"):
            k += 2
            faces.append(int(toks[k].text))
        if len(faces) >= 2 and self._said_before(faces, i) and self._kind(k + 1) in ("word", "eq") and toks[k + 1].low in _SAID_SUM_LINKS | {"="} \
                and self._kind(k + 2) == "num" and (self._sum_ends(k + 3) or self._adds_more(k + 3)):
            made, shown = sum(faces), " + ".join(map(str, faces))
            said = int(toks[k + 2].text)
            note = NOTE_MADE.format(shown=shown, made=made, said=said) if made != said else "your working: it adds up"
            self._take(i, k + 3, note)
            return self._claim_after(k + 3)
        if len(faces) == 1 and self._adds_more(i + 1) and self._faces_before(i) >= 2:
            self._take(i, i + 1, NOTE)  # "9 plus my 8 makes 20": the dice's sum, as they make it
            return i + 1
        if len(faces) == 1 and toks[i - 1].text == "," and self._sum_ends(i + 1) and self._added_before(i - 1):
            self._take(i, i + 1, NOTE)  # ", plus my +2, 10, success": the total, alone after what was added
            return self._claim_after(i + 1)
        return i

    def _die_read(self, i: int) -> int:
        """After the dice, the die the player reads them by, said alone in its clause: 'Highest 5:', 'Highest is 4.',
        'The highest die counts: a 6,', 'The 2 counts.', 'the lowest is 2': their reading of the dice, a face said
        before; the rules read the dice."""
        toks = self.toks
        if not self._clause_start_words(i):
            return i
        k = i + (toks[i].low == "the")
        which = k < len(toks) and toks[k].low in _WHICH
        k += which
        k += which and self._kind(k) == "word" and toks[k].low in ("die", "one", "result", "face")
        k += self._kind(k) == "word" and toks[k].low in ("is", "was", "counts", "of", "shows")
        k += self._kind(k) == "mark" and toks[k].text == ":"
        k += self._kind(k) == "word" and toks[k].low in ("a", "an")
        if self._kind(k) != "num" or not (which or self._kind(k + 1) == "word" and toks[k + 1].low == "counts"):
            return i
        face = toks[k].text
        if not any(t.kind == "num" and t.text == face for t in toks[:i]):
            return i
        end = k + 1 + (not which)
        if not self._sum_ends(end):
            return i
        self._take(i, end, RECKONED)
        return self._claim_after(end)

    def _tally_said(self, i: int) -> int:
        """'taking Ilse from 7 to 9', 'from 2 to 4 stress': a tally of something the game keeps ('stress', 'luck'),
        said in its sentence, moving from one count to another: the scene's bookkeeping, never the dice."""
        toks = self.toks
        if not (self._kind(i + 1) == "num" and self._kind(i + 2) == "word" and toks[i + 2].low == "to"
                and self._kind(i + 3) == "num"):
            return i
        start = i
        while start and not (toks[start - 1].kind == "mark" and toks[start - 1].text in ".;!?:"):
            start -= 1
        end = i + 4 + (self._kind(i + 4) == "word" and toks[i + 4].low in self.tallied)
        if not any(t.low in self.tallied for t in toks[start:end]):
            return i
        self._take(i, end, "a tally of the scene, not the dice")
        return end

    def _sum_chain(self, i: int) -> int:
        """'6 + 4 = 10' opening its clause after the dice were said ('rolls 4 and 2. ... 6 + 4 = 10'): the dice's sum,
        what they add and the total (_chain_said). Never more dice."""
        run = self._last_faces(i)
        return self._chain_said(i, (sum(run),)) if run is not None else i

    def _chain_said(self, i: int, sums: tuple[int, ...]) -> int:
        """At toks[i], the dice's sum (one of `sums`), what the player adds and the total, which adds up ('7 + 2 =
        9', '9 + Cool 1 + forward 1 - 1 = 10', '3 - 2 + 1 = 2'): their working. One part added is the bonus the sheet
        gives, said again (the rules check it); several are taken whole where each is labelled ('Cool 1') or a
        number said earlier in the post, so no modifier said only there is lost (else they are asked about)."""
        toks = self.toks
        if int(toks[i].text) not in sums:
            return i
        k, total, parts, known = i + 1, int(toks[i].text), [], True
        while self._kind(k) == "op":
            sign = -1 if toks[k].text in "-−" else 1
            label = self._kind(k + 1) == "word" and self._kind(k + 2) == "num"
            at = k + 1 + label
            if self._kind(at) != "num":
                return i
            parts.append(k)
            total += sign * int(toks[at].text)
            known = known and (label or any(t.kind == "num" and t.text == toks[at].text and n and (
                toks[n - 1].kind == "op" or self.rated is not None and self.rated(toks[n - 1].text)
                or toks[n - 1].low in self.tallied) for n, t in enumerate(toks[:i])))  # ("Weird -2, ongoing +1")
            k = at + 1
        if not parts or self._kind(k) != "eq" or self._kind(k + 1) != "num" or int(toks[k + 1].text) != total \
                or not self._sum_ends(k + 2):
            return i
        if len(parts) == 1 and self._kind(parts[0] + 1) == "num":
            self.totals.add(toks[parts[0]].start)  # "7 + 2 = 9": what they add, the bonus the sheet gives
            self._take(i, i + 1, "your working: it adds up")
            self._take(k, k + 2, "your working: it adds up")
        elif known:
            self._take(i, k + 2, "your working: it adds up; the rules add from the sheet")
        else:
            return i
        return self._claim_after(k + 2)

    def _last_faces(self, i: int) -> list[int] | None:
        """The last run of two numbers or more joined by 'and', ',' or '&' before toks[i] (the dice as said), or None."""
        toks = self.toks
        k = i - 1
        while k >= 0 and toks[k].kind != "num":
            k -= 1
        while k >= 0:
            run: list[int] = []
            while k >= 0 and toks[k].kind == "num":
                run.append(int(toks[k].text))
                if k >= 2 and (toks[k - 1].low in ("and", "&") or toks[k - 1].text == ",") and toks[k - 2].kind == "num":
                    k -= 2
                else:
                    break
            if len(run) >= 2:
                return run
            k -= 1
            while k >= 0 and toks[k].kind != "num":
                k -= 1
        return None

    def _colon_sum(self, i: int) -> int:
        """After a colon, a number alone in its clause that is what the clause before it adds up to: the dice, and
        any signed numbers added after them ('rolls 4 and 3: 7', 'adds -1 for Marrow's Hot: 8', "adds Odile's +2:
        12"). The player's running sum, never dice; a number that does not add up is left to be asked about."""
        toks = self.toks
        first = i - 2
        while first >= 0 and not (toks[first].kind == "mark" and toks[first].text in ".;!?:()"):
            first -= 1
        faces: list[int] = []
        added = 0
        k = first + 1
        while k < i - 1:
            tok = toks[k]
            if tok.kind == "num" and self.taken[k] and not added:
                faces.append(int(tok.text))  # "keeps the 6 and the 5: 11": the faces kept, read before
            elif tok.kind == "num":
                if k and toks[k - 1].kind == "op":
                    added += int(tok.text) * (-1 if toks[k - 1].text in "-−" else 1)
                elif faces and k and toks[k - 1].kind == "word" and self.rated is not None and (
                        self.rated(toks[k - 1].text) or toks[k - 1].low == "of" and k > 1 and self.rated(toks[k - 2].text)):
                    added += int(tok.text)  # "adds Agility 4 and Stealth +2: 12", "Presence of 2": a rating they add
                elif faces and not added and toks[k - 1].low not in ("and", ",", "&"):
                    return i  # a number that is neither a face nor added ('Sway of 3: 6'): no sum of the clause
                elif not added:
                    faces.append(int(tok.text))
                else:
                    return i
            k += 1
        said = " ".join(t.low for t in toks[first + 1 : i - 1])
        if not faces and (added or any(w in said for w in ("add it up", "add them up", "adds up", "total", "sum",
                                                               "altogether", "all together"))):
            faces = self._last_faces(i) or []  # "rolls 9 and 7. Let's add it up: 16, ...": the dice said before  # "rolls 9 and 7. Let's add it up: 16, ...": the dice said before
        if len(faces) < 2 or int(toks[i].text) not in (sum(faces) + added, sum(faces)):
            return i
        last = max((n for n in range(first + 1, i - 1) if toks[n].kind == "num"), default=first)
        if any(t.low in ("die", "dice") or t.low in self.tallied for t in toks[last + 1 : i - 1]):
            return i  # "rolled 2 and 2, then I add a war die after seeing that: 4": that die's face
        if self._kind(i + 1) == "op" and (end := self._chain_said(i, (sum(faces), sum(faces) + added))) > i:
            return end  # "rolls 4 and 3: 7 + 2 = 9"
        if not (self._sum_ends(i + 1) or self._adds_more(i + 1)):
            return i
        self._take(i, i + 1, "your working: it adds up")
        return self._claim_after(i + 1)

    def _said_before(self, faces: list[int], i: int) -> bool:
        """Whether every face of a sum said at toks[i] was said before it ('Dice tray: a 9 and a 2. 9 and 2 is 12'):
        the faces said again. A sum whose faces come first there ('CRE +3: 3+3 = 6') gives the dice."""
        before = [int(t.text) if t.kind == "num" else SINGULAR[t.low] for k, t in enumerate(self.toks[:i])
                  if t.kind == "num" or self._face_in_words(k)]
        return all(before.count(face) >= faces.count(face) for face in set(faces))

    def _face_words_before(self, i: int) -> bool:
        """Whether faces said in words come before toks[i] ('one die has three pips, the other four pips. 3+4 is 8')."""
        return any(self._face_in_words(k) for k in range(i))

    def _face_in_words(self, k: int) -> bool:
        """Whether toks[k] is a face said in words ('two pips', 'a five.', 'a six and a two'): a number word counted
        in pips, or after 'a' closing its clause or joined to another face; never a count of the scene ('two
        guards')."""
        toks = self.toks
        if toks[k].kind != "word" or toks[k].low not in SINGULAR:
            return False
        after = toks[k + 1] if k + 1 < len(toks) else None
        if after is not None and after.low in ("pip", "pips"):
            return True
        return bool(k) and toks[k - 1].low in ("a", "an") and (after is None or after.kind == "mark" and after.text in
                                                               _ENDS or after.low == "and")

    def _right_after_dice(self, i: int) -> bool:
        """Whether toks[i] comes right after the dice, with only marks, feelings and words that lead to a sum between
        ('4 and 3. 8.', 'a FOUR and a TWO?!?! that's 15', '7 AND 6 YESSSSSS 21', 'SNAKE EYES 🐍👀 12'): the dice as
        faces of this game side by side, in words, or by a name for them; never a clock ('2:10 a.m. ... the sergeant,
        52') nor a count of the scene."""
        toks, k = self.toks, i - 1
        while k >= 0 and (toks[k].kind == "mark" and toks[k].text not in _NOT_ALONE or toks[k].kind == "word" and (
                toks[k].low in _TOTAL_LEADS or toks[k].low == "is" or feeling(toks[k].text))):
            k -= 1
        if k < 0:
            return False
        low = toks[k].low
        if low in PLURALS or (low,) in NAMED or low == "eyes" and k and toks[k - 1].low == "snake":
            return True  # "BOXCARS", "a pair of fives", "snake eyes"
        if toks[k].kind == "num" and 1 <= int(toks[k].text) <= self.sides or low in SINGULAR:
            return any(self._faces_joined(n) for n in range(k, 0, -1))  # ('4 and 3. 8.'; '3 and 2 ... war die in 5!!
            # 12': the roll's faces, then a die added)
        return False

    def _faces_joined(self, k: int) -> bool:
        """Whether toks[k] is a face joined to a face before it, as dice are said ('4 and 3', '6, 2', 'a FOUR and a
        TWO'); never the parts of a clock ('2:10')."""
        toks = self.toks

        def face(n: int) -> bool:
            return toks[n].kind == "num" and 1 <= int(toks[n].text) <= self.sides or toks[n].low in SINGULAR

        if not face(k):
            return False
        j = k - 1
        while j >= 0 and (toks[j].low in ("and", "a", "an", "n") or toks[j].kind == "mark" and toks[j].text in
                          ",&\ufe0f\u20e3"):  # (a keycap's marks: '3️⃣ and 4️⃣')
            j -= 1
        return j >= 0 and face(j) and not any(t.text == ":" for t in toks[j + 1 : k])

    def _faces_before(self, i: int) -> int:
        return sum(1 for t in self.toks[:i] if t.kind == "num")

    def _adds_more(self, k: int) -> bool:
        """Whether the sum goes on at toks[k] with a number of whose it is ('plus my 8', ', plus her +2')."""
        toks = self.toks
        k += self._kind(k) == "mark" and toks[k].text == ","
        if not (self._kind(k) == "word" and toks[k].low in ("plus", "minus") or self._kind(k) == "op"):
            return False
        return self._kind(k + 1) == "word" and toks[k + 1].low in _WHOSE_SUM and (
            self._kind(k + 2) == "num" or self._kind(k + 2) == "op" and self._kind(k + 3) == "num")

    def _added_before(self, k: int) -> bool:
        """Whether the clause ending at toks[k] adds a number of whose it is ('plus my +2', 'plus my 7') or a number
        said with its sign in words ('minus one for my lousy Sharp')."""
        toks = self.toks
        first = k
        while first and not (toks[first - 1].kind == "mark" and toks[first - 1].text in _ENDS - {","}):
            first -= 1
        return any(self._adds_more(j) or self._kind(j) == "word" and toks[j].low in ("plus", "minus")
                   and (self._kind(j + 1) == "num" or toks[j + 1].low in _FACE_WORDS) for j in range(first, k))

    def _sum_ends(self, k: int) -> bool:
        """Whether a sum said at toks[k - 1] is all of its clause: a mark that ends it, or 'total', or nothing."""
        toks = self.toks
        return k >= len(toks) or toks[k].low == "total" or toks[k].kind == "mark" and toks[k].text in _ENDS

    def _ran(self, link: int, said: int) -> str:
        """The note for a running sum ('4 and 3, so 7'): whether the faces said right before it make it."""
        toks = self.toks
        k = link - 1
        while self._kind(k) == "mark" and toks[k].text in ",.…":
            k -= 1
        faces: list[int] = []
        while self._kind(k) == "num":
            faces.append(int(toks[k].text))
            if toks[k - 1].text == "+" or toks[k - 1].low == "and" if k >= 1 else False:
                if self._kind(k - 2) == "num":
                    k -= 2
                    continue
            break
        if len(faces) < 2 or (k >= 1 and toks[k - 1].kind in ("op", "word") and toks[k - 1].low in ("plus", "+")):
            return NOTE
        made, shown = sum(faces), " + ".join(str(f) for f in reversed(faces))
        return f"your working: {shown} makes {made}, not {toks[said].text}" if made != int(toks[said].text) \
            else "your working: it adds up"

    def _arrow(self, i: int) -> int:
        toks = self.toks
        k = i + 1
        reckoned = self._reckoned_rule(k)
        if reckoned > k:
            self._take(i, reckoned, RECKONED)
            return reckoned
        if self._faces_run(k)[1] >= 2 and not self._tally(i):
            return i  # "3 + 2 = 5 -> 6, 7, 1": the faces after the arrow are the dice, never the working's
        if k < len(toks) and (toks[k].kind == "num" or (toks[k].kind == "op" and self._kind(k + 1) == "num")):
            start = i
            if self._tally(i):
                start = i - 1 - self._tally_owner(i - 1)
            end = self._units(self._chain(k))
            note = NOTE
            self._take(start, end, note)
            return self._claim_after(end)
        claimed = self._claim(k)
        if claimed > k:
            self._take(i, claimed, CLAIM)
            return claimed
        if (kept := self._keeping(k)) > k:
            self._take(i, kept, NOTE)  # "→ roll 2d and take the lowest": the rule as they reckon it
            return kept
        if self._kind(k) == "word":  # "hands-on so -1 step → Moderate": the value after the arrow is the one said
            first = i  # the steps that led to it, back to where its clause opens, are how they got there
            while first and not (toks[first - 1].kind == "mark" and toks[first - 1].text in _ENDS):
                first -= 1
            if any(t.kind == "num" for t in toks[first:i]) and self._derives(first, i):
                self._take(first, i + 1, DERIVED)
                return i + 1
        return i

    def _came_up(self, i: int) -> int:
        """'Brawl -> 7/2', 'ctrl/ltd pls => 6 2', 'DL H -> [7 8]': an arrow (post.py gives it as '=') after the roll's words, where nothing is
        summed (no number stands before it in its clause but a signed one, '+1 (stim patch) -> 3,3'), before two
        faces or more that end their clause, says what came up: read as a comma. '2 WD -> 5 & 6', '+1 WD -> 3': after
        a count of a resource counted in dice, the arrow gives that many faces, the resource's own: read as a colon.
        The end of the faces, or i (the arrow is working, or the scene's)."""
        toks = self.toks
        end, shown = self._faces_run(i + 1)
        if not shown or not (end >= len(toks) or toks[end].kind in ("eq", "arrow")
                             or toks[end].kind == "mark" and toks[end].text in _ENDS):
            return i
        first = i
        while first and not (toks[first - 1].kind == "mark" and toks[first - 1].text in _ENDS):
            first -= 1
        before = toks[first:i]
        if any(t.kind in ("dice", "arrow", "eq") for t in before):
            return i  # "Bot → `2d10` → [7, 4]": a bot's line, which bots.py reads
        signed = {k for k in range(1, len(before)) if before[k].kind == "num" and before[k - 1].kind == "op"
                  and before[k - 1].end == before[k].start and (k == 1 or before[k - 2].kind != "num")}
        bare = [k for k, t in enumerate(before) if t.kind == "num" and k not in signed]
        if not bare and shown >= 2:
            self.rolled[i] = "" if first == i else ","
            return end
        counted = bool(before) and (before[0].kind == "num" or 1 in signed) and \
            " ".join(t.low for t in before[1 + (1 in signed) :]) in counted_words()
        if counted and len(bare) + len(signed) == 1 and int(before[1 if 1 in signed else 0].text) == shown:
            self.rolled[i] = ":"
            return end
        return i

    def _faces_run(self, k: int) -> tuple[int, int]:
        """The end of the faces from toks[k] ('7/2', '6,2,1', '4 & 4', '[3 5]', '10/10'), and how many there are."""
        toks = self.toks
        close = None
        if self._kind(k) == "mark" and toks[k].text in "[(":
            close, k = "]" if toks[k].text == "[" else ")", k + 1
        shown = 0
        while self._kind(k) == "num" and 1 <= int(toks[k].text) <= 100:
            shown += 1
            k += 1
            if self._kind(k) == "mark" and toks[k].text in ",/&" and self._kind(k + 1) == "num" \
                    or self._kind(k) == "word" and toks[k].low == "and" and self._kind(k + 1) == "num":
                k += 1
        if close is not None:
            if self._kind(k) != "mark" or toks[k].text != close:
                return k, 0
            k += 1
        return k, shown

    def _pool_sum(self, i: int) -> int:
        """'Tinker 3 + 1 = 4d', '0 + Reflexes 2 = 2 dice', 'Politics 3 is 6 dice + Wits 3 = 9', 'Scorpian 3 → 6 dice,
        + Wits 4 = 10': a dice pool added up from the sheet's numbers and dice said bare, with its total. None of it
        is working: the numbers are the sheet's and the pool said again, which the rules check (grammar/restated.py
        reads the sum), so it is kept as said, its arrows read as '='. The end of the sum, or i."""
        toks = self.toks
        if toks[i].kind == "num" and not (i == 0 or toks[i - 1].kind == "mark" and toks[i - 1].text != "("
                                          or toks[i - 1].low in _SUM_OPENERS):
            return i  # ("Voss rolled 6 7 1 (4+2 = 6 dice)": the pool of the dice before it, said as working)
        k, parts, counted, arrows = i, 0, False, []
        while True:
            if self._kind(k) == "num":
                k += 1
            else:
                words = k
                while self._kind(k) == "word" and k - words < 3:
                    k += 1
                if k == words or self._kind(k) != "num":
                    return i
                k += 1  # "Politics 3 is 6 dice", "Scorpian 3 → 6 dice": the rating's dice
                if (self._kind(k) in ("eq", "arrow") or toks[k].low == "is" if k < len(toks) else False) \
                        and self._kind(k + 1) == "num" and k + 2 < len(toks) and toks[k + 2].low in ("dice", "die"):
                    arrows += [k] if toks[k].kind == "arrow" else []
                    counted, k = True, k + 3
            parts += 1
            if self._kind(k) == "mark" and toks[k].text == "," and self._kind(k + 1) == "op":
                k += 1  # "..., + Wits 4"
            if self._kind(k) == "op" and self._kind(k + 1) in ("num", "word"):
                k += 1
                continue
            break
        if parts < 2 or self._kind(k) not in ("eq", "arrow"):
            return i
        total = k + 1
        if self._kind(total) == "dice" and toks[total].low.endswith("d"):
            end = total + 1  # "= 4d"
        elif self._kind(total) == "num" and total + 1 < len(toks) and toks[total + 1].low in ("dice", "die"):
            end = total + 2  # "= 7 dice"
        elif self._kind(total) == "num" and counted and self._kind(total + 1) == "mark" and toks[total + 1].text == ":":
            end = total + 1  # "... is 6 dice + Wits 3 = 9: 2 6 4 ...": a pool, said in dice before
        else:
            return i
        arrows += [k] if toks[k].kind == "arrow" else []
        self.arrows += arrows
        for n in range(i, end):
            self.kept[n] = True  # (as said: no working)
        return end

    def _derives(self, first: int, arrow: int) -> bool:
        """Whether toks[first:arrow] step their way to a value ('-1 step', '+1 for cover', 'Hostile +1'): a signed
        number or a step, and no run of faces ('6 5 2 ->' are dice, whatever the words after the arrow say)."""
        toks = self.toks[first:arrow]
        faces = any(a.kind == "num" and b.kind == "num" for a, b in zip(toks, toks[1:], strict=False))
        signed = any(a.kind == "op" and b.kind == "num" and b.start == a.end for a, b in zip(toks, toks[1:], strict=False))
        return not faces and (signed or any(t.low in ("step", "steps") for t in toks))

    def _running(self, i: int) -> int:
        """'+2 → 21', 'net +2 → 9': a number added on the way to their total, said with the total."""
        if self._kind(i + 1) == "num" and self._kind(i + 2) == "arrow" and self._kind(i + 3) == "num" \
                and self._kind(i - 1) in ("mark", "") and self.toks[i + 1].start == self.toks[i].end:
            end = self._chain(i + 3)
            self._take(i, end, NOTE)
            return self._claim_after(end)
        return i

    def _bonus(self, i: int) -> int:
        """'+6 = 14', '+11 (Int 5, Hacking 3, deck 2) = 16': a signed number alone, given as all that is added to the
        dice (its parts after it in brackets are the working of it)."""
        toks = self.toks
        k = i + 1
        if self._kind(k) != "num" or toks[k].start != toks[i].end or self._kind(i - 1) in ("num", "eq", "word") \
                or (i and toks[i - 1].kind == "mark" and toks[i - 1].text not in _ENDS):
            return i
        after = k + 1
        if i and toks[i - 1].text == "(" and self._kind(after) == "word" and toks[after].low in _WHENEVER:
            close = after  # "WINNER (+1 whenever I roll war dice)": what a talent gives, as the rules have it
            while close < len(toks) and toks[close].text != ")":
                close += 1
            if close < len(toks):
                self._take(i - 1, close + 1, "your working: what it gives, as the rules have it")
                return close + 1
        if self._kind(after) == "mark" and toks[after].text == "(":
            close = after + 1
            while close < len(toks) and toks[close].text != ")" and toks[close].kind in ("word", "num", "op", "mark"):
                close += 1
            if close < len(toks) and toks[close].text == ")" and any(t.kind == "num" for t in toks[after:close]):
                self.totals.add(toks[i].start)
                self._take(after, close + 1, "your working: the parts of the bonus, which the rules add from the sheet")
                return close + 1
        if self._kind(after) == "eq" and self._kind(after + 1) == "num":
            self.totals.add(toks[i].start)
        return i

    def _equals(self, i: int) -> int:
        toks = self.toks
        k = i + 1
        if self._bot_sum(i):
            return i
        if self._rating_said(i):
            self.ratings.add(i)
            return i
        if i and (self.taken[i - 1] or i - 2 in self.ratings) and self._faces_run(k)[1] >= 2:
            return i  # "n = 40 -> 6, 2, 3" (the arrow given as '='): after the working, the faces are the dice
        reckoned = self._reckoned_rule(k)  # (a post's arrow comes as '=': "= 5s count too right?")
        if reckoned > k:
            self._take(i, reckoned, RECKONED)
            return reckoned
        if (taken := self._cost(i)) > i:
            return taken
        if self._tally(i) or self._kind(k) == "word":  # (a post's arrows come as '=': grammar/post.py)
            return self._arrow(i)
        if self._kind(k) == "op" and self._kind(k + 1) == "num" and self._kind(i - 1) == "num" \
                and toks[k + 1].start == toks[k].end:
            return i  # "Presence 3 + Persuade 2 = +5": the sheet's numbers added up (grammar/restated.py checks them)
        if self._kind(k) == "op" and self._kind(k + 1) == "num" and self._kind(i - 1) == "word":
            self.totals.add(toks[k].start)  # "+2 scope +1 booster = +12 → 24": the bonus, as they add it up
            self._take(i, k, NOTE)
            return k + 2
        first = self._readded(i)
        if first is not None and (self._kind(k) == "num" or self._kind(k) == "op" and self._kind(k + 1) == "num"):
            end = self._units(self._chain(k))  # "keep the best two, 6+4 = 10": the dice said before, added again
            self._take(first, end, NOTE)
            return self._claim_after(end)
        if self._kind(k) == "dice" and toks[k].low.endswith("d"):  # "= 4d": the pool as they count it ("= 2d10 ="
            self._take(i, k + 1, NOTE)  # is a bot's roll, which grammar/bots.py reads)
            return k + 1
        if self._kind(k) == "num" or (self._kind(k) == "op" and self._kind(k + 1) == "num"):
            end = self._chain(k)
            if end < len(toks) and toks[end].low in ("dice", "die", "d"):
                return i  # "= 7 dice": a pool said again, which the rules check (grammar/restated.py)
            end = self._units(end)
            self._take(i, end, self._summed(i, k))
            return self._claim_after(end)
        claimed = self._claim(k)
        if claimed > k:
            self._take(i, claimed, CLAIM)
            return claimed
        return i

    def _rating_said(self, i: int) -> bool:
        """'Skirmish = 4', 'roll chess = 3 (...)': a skill or attribute of the game opening its clause, '=' and one
        number: its rating said again (grammar/restated.py reads it, the rules check it), never a sum."""
        toks = self.toks
        if self.rated is None or self._kind(i - 1) != "word" or self._kind(i + 1) != "num" \
                or self._kind(i + 2) in ("op", "num", "dice") or not self.rated(toks[i - 1].text):
            return False
        return i < 2 or toks[i - 2].kind == "mark" or toks[i - 2].low in _RATING_OPENERS

    def _parts_listed(self, i: int) -> int:
        """'Prowess 4 (finesse, prowl, skirmish, wreck)', 'Resolve (command, consort, sway = 3d)': in brackets after a
        rules word made of others, those it is made of (and maybe the dice they make): the player's working, never
        rolls of their own."""
        toks = self.toks
        k = i - 1 - (self._kind(i - 1) == "num")
        k -= self._kind(k) == "word" and toks[k].low in ("is", "was") and self._kind(k + 1) == "num"  # "Resolve is 3 ("
        parts = self.made_of.get(toks[k].low, frozenset()) if self._kind(k) == "word" else frozenset()
        end, named = i + 1, 0
        while end < len(toks) and (toks[end].low in parts or toks[end].low == "and" or toks[end].text == ","):
            named += toks[end].low in parts
            end += 1
        if self._kind(end) == "eq" and self._kind(end + 1) == "dice":
            end += 2  # "= 3d": the dice they make
        if named < 2 or end >= len(toks) or toks[end].text != ")":
            return i
        self._take(i, end + 1, f"your working: what {toks[k].text} is made of, as the rules have it")
        return end + 1

    def _hits_said(self, i: int) -> int:
        """After the dice, how many of them hit, as the player counts them ('One success: a Success.', 'Two
        successes', "so that's three: a Good Success", 'four successes'), opening its clause: their reckoning; the
        rules count the dice."""
        toks = self.toks
        first = i
        while first and (toks[first - 1].low in _HITS_LEADS or toks[first - 1].low in _words()["chatter"]
                         or toks[first - 1].low in INTERJECTIONS):  # ("ok one success", "ugh so 2 hits")
            first -= 1
        relative = first < i and toks[first].low == "which" and toks[first - 1].kind == "num"  # ("6 2 8 1 3 7 5 which
        # is like 3 successes right")
        if not (first == 0 or relative or toks[first - 1].kind == "mark" and toks[first - 1].text in _OPENS_AFTER
                or toks[first - 1].kind == "word" and shouted(toks[first - 1].text)):  # ("ASDFGHJKL 5 SUCCESSES")
            return i
        end = i + 1
        if self._kind(end) == "word" and toks[end].low in ("success", "successes", "hit", "hits"):
            end += 1
        elif not (first < i and self._kind(end) == "mark" and toks[end].text == ":" and self._claim(end + 1) > end + 1):
            return i  # ("so that's three: a Good Success": the count, then the outcome claimed)
        while end < len(toks) and (toks[end].low in _words()["chatter"] or feeling(toks[end].text)):
            end += 1  # ("3 successes right", "two hits yay")
        if not (self._sum_ends(end) or self._kind(end) == "mark" or self._claim(end) > end):
            return i  # (", so a good success": what they make of it, claimed)
        self._take(first, end, RECKONED)
        return self._claim_after(end + (self._kind(end) == "mark" and toks[end].text == ":"))

    def _faces_kept(self, i: int) -> int:
        """'keeps the 6 and the 5', 'keeping the 2': the faces the player keeps of the dice said before (advantage,
        disadvantage, a zero-dot roll): their reading of the dice; the rules keep them."""
        toks = self.toks
        k, kept = i + 1, 0
        while self._kind(k) == "word" and toks[k].low == "the" and self._kind(k + 1) == "num" \
                and any(t.kind == "num" and t.text == toks[k + 1].text for t in toks[:i]):
            kept += 1
            k += 2
            if self._kind(k) == "word" and toks[k].low == "and" and self._kind(k + 1) == "word" and toks[k + 1].low == "the":
                k += 1
        if not kept or not (self._sum_ends(k) or self._kind(k) == "mark"):
            return i
        self._take(i, k, RECKONED)
        return k

    def _dots_in(self, i: int) -> int:
        """'has dots in Finesse, Prowl, Skirmish and Wreck', 'Hunt, Survey and Tinker all have dots': the rules words
        an attribute is made of (data: _made_of), said as those with a rating, which is how the player counts the
        attribute's rating: their working, never rolls of their own."""
        toks = self.toks
        parts = frozenset().union(*self.made_of.values()) if self.made_of else frozenset()

        def listed(k: int, step: int) -> tuple[int, int]:  # (where the list stops, how many parts) from toks[k]
            named = 0
            while 0 <= k < len(toks) and (toks[k].low in parts or toks[k].low == "and" or toks[k].text == ","):
                named += toks[k].low in parts
                k += step
            return k, named
        if self._kind(i + 1) == "word" and toks[i + 1].low == "in":
            end, named = listed(i + 2, 1)
            first = i - 1 - (self._kind(i - 1) == "word" and toks[i - 1].low in ("a", "some"))
            if named >= 2 and self._kind(first) == "word" and toks[first].low in ("has", "have", "had"):
                self._take(first, end, "your working: what the attribute is made of, as the rules have it")
                return end
            return i
        k = i - 1 - (self._kind(i - 1) == "word" and toks[i - 1].low in ("a", "some"))
        if self._kind(k) != "word" or toks[k].low not in ("has", "have", "had"):
            return i
        k -= self._kind(k - 1) == "word" and toks[k - 1].low in ("all", "each", "both")
        start, named = listed(k - 1, -1)
        if named < 2:
            return i
        self._take(start + 1, i + 1, "your working: what the attribute is made of, as the rules have it")
        return i + 1

    def _cost(self, eq: int) -> int:
        """'so 6-5 = 1 stress', '6 - 1 = 5 stress': what a roll costs, worked out by taking a die from a number (a
        resistance's stress: six minus the best die), with the resource it is counted in: working, never dice."""
        toks = self.toks
        first, k = eq - 3, eq + 1
        if first < 0 or toks[first].kind != "num" or toks[eq - 2].text not in "-−" or toks[eq - 1].kind != "num" \
                or self._kind(k) != "num" or k + 1 >= len(toks) or toks[k + 1].low not in self.tallied:
            return eq
        end = self._units(k + 1)
        self._take(first, end, NOTE)
        return self._claim_after(end)

    def _bot_sum(self, eq: int) -> bool:
        """'3d6 (6, 6, 2) = 14', '`6d8` [6, 2, 3] = 11': a dice bot's sum, which the bot's roll is read with
        (grammar/bots.py)."""
        toks = self.toks
        while self._kind(eq - 1) == "num" and self._kind(eq - 2) == "op":
            eq -= 2  # "2d10 (7, 4) + 2 = 13": a number the bot added (grammar/bots.py asks about it)
        if self._kind(eq - 1) != "mark" or toks[eq - 1].text not in ")]":
            return False
        k = eq - 2
        while k >= 0 and toks[k].text not in "([":
            k -= 1
        k -= 1
        while k >= 0 and (toks[k].kind == "mark" and toks[k].text in "`*_" or toks[k].kind in ("eq", "arrow")):
            k -= 1  # "`6d8` [6, 2, 3] = 11", "`2d10` → [7, 4] = 11"
        return self._kind(k) == "dice"

    def _readded(self, eq: int) -> int | None:
        """Where 'a+b' before the '=' at toks[eq] starts, when its numbers are all faces said before it (the player
        adding up the dice they keep, or the war die with them: working, not a second set of dice)."""
        toks = self.toks
        k = eq - 1
        parts: list[int] = []
        while k >= 0 and toks[k].kind == "num":
            parts.append(int(toks[k].text))
            if k >= 2 and toks[k - 1].text == "+" and toks[k - 2].kind == "num":
                k -= 2
                continue
            break
        if len(parts) < 2:
            return None
        before = [int(t.text) for t in toks[:k] if t.kind == "num"]
        for part in parts:
            if part not in before:
                return None
            before.remove(part)
        return k

    def _pool(self, i: int) -> int:
        """'3d6: 6, 3, 2', '2d: 4,5', '3d6 = 6, 4, 2', '2d keep lowest': the dice as they count them."""
        toks = self.toks
        k = i + 1
        if toks[i].low.endswith("d") and self._kind(k) == "mark" and toks[k].text == ":" \
                or self._kind(k) == "eq" and self._kind(k + 1) == "num":  # ('2d10: 7+9' names the dice to read)
            start = i - 1 if i and toks[i - 1].low == "so" else i
            self._take(start, k + (self._kind(k) == "eq"), NOTE)
            return k + 1
        kept = self._keeping(k)
        if kept > k and any(t.low in _TWO_KEPT for t in toks[k:kept]):
            return i  # "3d6 keep worst two": advantage or disadvantage said as dice, a rules value (or asked)
        if kept > k:
            start = i - 1 if i and toks[i - 1].low == "so" else i
            if self._kind(kept) == "mark" and toks[kept].text == ":" and self._kind(kept + 1) == "num":
                kept += 1  # "2d keep lowest: 5 6.": the colon that opens the faces goes with the pool counted
            self._take(start, kept, NOTE)
            return kept
        return i

    def _share_of_the_scene(self, i: int, k: int) -> bool:
        """Whether the percentage at toks[i:k+1] is how much of a thing of the scene: from one share to another ('the RH
        from 45% to 20%'), before the noun it measures ('on 2% battery', '45% humidity'), no word of chance there, or
        before a participle ('212% scanned'); a share over a hundred is never a chance."""
        toks = self.toks
        before = toks[i - 1].low if i else ""
        after = toks[k + 1].low if k + 1 < len(toks) and self._kind(k + 1) == "word" else ""
        if before == "from" and k + 2 < len(toks) and toks[k + 1].low == "to" or before == "to" and i > 2 \
                and toks[i - 2].text == "%":
            return True
        if toks[i].text.isdigit() and int(toks[i].text) > 100 or after.endswith("ed") and "VERB" in word_classes(after):
            return True  # "212% scanned", "80% booked": more than all of it, or how much of it was done, no chance
        return bool(after) and after not in _CHANCE_AFTER and "NOUN" in word_classes(after) \
            and not (i and toks[i - 1].low in _NEEDING)

    def _target(self, i: int) -> int:
        """'need 9+', '8+ on 2d6', '75%', '7 or less fails': a number the dice are measured by, no input."""
        toks = self.toks
        k = i + 1
        if self._kind(k) == "mark" and toks[k].text == "%" and i > 1 and toks[i - 1].text == "." \
                and toks[i - 1].start == toks[i - 2].end and toks[i].start == toks[i - 1].end and toks[i - 2].text.isdigit():
            i -= 2  # "the 98.7% accuracy week": the share whole, its point and decimals with it
        if self._kind(k) == "mark" and toks[k].text == "%" and i and self._kind(i - 1) == "word" \
                and toks[i - 1].low not in _NEEDING and "VERB" in word_classes(toks[i - 1].low) \
                and toks[i - 1].low.endswith(("ing", "s")):
            self._take(i - 1, k + 1, RATE)  # "she's hitting 90% from there", "shoots 40% from deep": how often
            return k + 1
        if self._kind(k) == "mark" and toks[k].text == "%" and i and toks[i - 1].low in nouns().moves:
            self._take(i, k + 1, MOVED)  # "the Dow up 3%", "volumes down 8%": how far a thing of the scene moved
            return k + 1
        if self._kind(k) == "mark" and toks[k].text == "%" and self._share_of_the_scene(i, k):
            self._take(i, k + 1, SHARE)  # "the RH from 45% to 20%", "his phone's on 2% battery": how much of a thing
            return k + 1
        if self._kind(k) == "mark" and toks[k].text == "%":
            end = self._at_least(k + 1)  # "~99% for at least 1 success": about that much, for what they count
            self._take(i - (i > 0 and toks[i - 1].text in _ABOUT), end, NOTE)  # ("62.5%": all of it, as above)
            return end
        if self._kind(k) == "op" and toks[k].text == "+" and toks[k].start == toks[i].end and (
                self._kind(k + 1) in ("mark", "") or toks[k + 1].low in _AFTER_TARGET):
            end = k + 1
            if end + 1 < len(toks) and toks[end].low == "on":
                end += 1
                while end < len(toks) and (toks[end].low in ("the", "dice", "die") or toks[end].kind == "dice"):
                    end += 1
            start = i - 1 if i and (toks[i - 1].low in ("need", "needs") or toks[i - 1].text in _ABOUT) else i
            self._take(start, end, NOTE)
            return self._claim_after(end)
        if i and toks[i - 1].low in ("need", "needs", "needed") and [t.low for t in toks[k : k + 3]] in (
                ["on", "the", "dice"], ["on", "the", "die"]):  # "she needs 11 on the dice for a 10+": what the dice
            self._take(i - 1, k + 3, NOTE)  # must make, as the player reckons it
            return k + 3
        if k + 1 < len(toks) and toks[k].low == "or" and toks[k + 1].low in ("less", "more", "lower", "higher", "under",
                                                                             "over", "better", "worse"):
            end = self._claim(k + 2) if k + 2 < len(toks) else k + 2
            self._take(i, max(end, k + 2), CLAIM)
            return max(end, k + 2)
        return i

    def _table(self, i: int) -> int:
        """'1-5 is bad', '4-5 are partials', '10 to 12 means a strong hit', 'under 7 is a miss', '10 or more is a strong
        hit', and beside one of those, '6 is full': the
        game's outcome table as the player recites it, after the dice, set off from them by a mark or a reason
        ('since'): no dice, the rules say the outcome. A number said alone ('6 is full') is one only right beside a
        range of the table ('6 = full, 4-5 = partial'), never right after a face: alone, or last of a run of faces
        ('4, 2, 1 → partial'), it is a face just rolled."""
        toks = self.toks
        first = i - 1 if i and toks[i - 1].low in _BOUNDS else i  # "Under 7 is a miss": a bound, then its number
        before = toks[first - 1] if first else None
        if before is None or not self._numbers_before(first) or not (
                before.kind == "mark" and before.text in ",.;!?(" or before.low in _BECAUSE or before.low == "and"):
            return i
        end, ranged = self._entry(i)
        bounded = first < i or end > i and toks[i + 1].low == "or"  # "under 7", "10 or more": a band's bound
        if end == i or not (ranged or bounded) and (self._kind(i - 2) == "num" and before.kind == "mark"
                                                    or not (self._after_table(i) or self._entry(self._joined(end))[1])):
            return i  # ("6, 4, 1 → partial, 4-5 ...": the 1 is the last of the faces)
        self._take(first, end, TABLE)
        return end

    def _entry(self, i: int) -> tuple[int, bool]:
        """The end of an entry of the outcome table at toks[i] ('1-3 is bad', '6 = full', '4-5 are partials'), or i,
        and whether it opens with a range of faces."""
        toks = self.toks
        k, ranged = i + 1, False
        if self._kind(i) != "num":
            return i, False
        if self._kind(k) == "op" and toks[k].text in "-−" or k < len(toks) and toks[k].low == "to":
            if self._kind(k + 1) != "num" or int(toks[k + 1].text) <= int(toks[i].text):
                return i, False
            k, ranged = k + 2, True
        elif k + 1 < len(toks) and toks[k].low == "or" and toks[k + 1].low in _OR_BOUND:
            k += 2  # "10 or more is a strong hit"
        if k >= len(toks) or toks[k].low not in _TABLE_LINKS:
            return i, False
        said = k + 1 if toks[k].low in ("are", "means", "mean", "gets", "get") else k
        claimed = self._claim(said)
        if claimed <= said and k + 1 < len(toks) and toks[k + 1].low.endswith("s") \
                and (toks[k + 1].low[:-1],) in self.outcomes:
            claimed = k + 2  # "4-5 are partials"
        return (claimed, ranged) if claimed > said else (i, False)

    def _joined(self, k: int) -> int:
        """Past the marks and 'and' that join the entries of a list at toks[k]."""
        while k < len(self.toks) and (self.toks[k].kind == "mark" and self.toks[k].text in ",;" or self.toks[k].low == "and"):
            k += 1
        return k

    def _after_table(self, i: int) -> bool:
        """Whether the number at toks[i] follows a piece of the outcome table, only a mark or 'and' between."""
        k = i - 1
        while k >= 0 and (self.toks[k].kind == "mark" and self.toks[k].text in ",;" or self.toks[k].low == "and"):
            k -= 1
        return k >= 0 and self.taken[k] and any(w.note == TABLE and w.end == self.toks[k].end for w in self.works)

    def _at_least(self, k: int) -> int:
        """The end of 'for at least 1 success', 'of at least two hits' after a chance the player names, or k."""
        toks, end = self.toks, k
        if end < len(toks) and toks[end].low in ("for", "of", "to", "get"):
            end += 1
        if [t.low for t in toks[end : end + 2]] != ["at", "least"] or self._kind(end + 2) != "num":
            return k
        end += 3
        return end + 1 if end < len(toks) and toks[end].low in _UNITS | {"hit", "hits"} else k

    def _lone_total(self, i: int) -> int:
        """After the dice, a number no die of the game shows, said alone: after a mark or a word of feeling, and with
        nothing after it that it counts or measures ('a FOUR and a TWO... 8. partial', '7 AND 6 YESSSSSS 21!!!!',
        '3 and 2 😬 7??', '2 and 1 😭😭 13, fade'): the total as the player makes it, their working; the rules add
        the dice. Never one after a word that gives it a part to play ('DL 20', 'vs 14', 'at 160 kph', '10/10')."""
        toks = self.toks
        if int(toks[i].text) <= self.sides or not i:
            return i
        before, after = toks[i - 1], toks[i + 1] if i + 1 < len(toks) else None
        if not (before.kind == "mark" and before.text not in _NOT_ALONE + "([{" or before.kind == "word" and (
                before.low in _TOTAL_LEADS or before.low in INTERJECTIONS)):
            return i
        counts = after is not None and after.kind == "word" and after.text not in ("W", "L") and (
            _counted(after.low) or after.low in self.tallied or after.low in _resource_heads())  # ("that's 15 W": a
        # win, as chat says it; "12 war dice": a count)
        if after is not None and (after.kind in ("num", "op", "eq", "cmp", "dice") or after.kind == "mark"
                                  and after.text in _NOT_ALONE + ")]}" or counts):
            return i  # ("(5, 2, 9)": a face a bot shows, in its list)
        if after is not None and after.text == "," and self._kind(i + 2) != "word":
            return i
        if after is not None and after.low in ("to", "or", "through", "thru"):
            return i  # ("7 to 9 means a weak hit": a band of the table, recited)
        self._take(i, i + 1, NOTE)
        return self._claim_after(i + 1)

    def _said_total(self, i: int) -> int:
        """'total 19', 'net +2': the sum as they reckon it."""
        k = i + 1
        if (self._kind(k) == "num" or (self._kind(k) == "op" and self._kind(k + 1) == "num")) \
                and self._clause_start(i):  # (never the cargo net's: "climbs the cargo net +1")
            end = self._chain(k)
            self._take(i, end, NOTE)
            return self._claim_after(end)
        if self.toks[i].low == "total" and i and self._kind(i - 1) == "num" and not self.taken[i - 1]:
            self._take(i - 1, i + 1, NOTE)  # "19 total"
            return i + 1
        return i

    # -- pieces

    def _kind(self, k: int) -> str:
        return self.toks[k].kind if 0 <= k < len(self.toks) else ""

    def _chain(self, k: int) -> int:
        """The end of 'N', 'N + M - 1', 'N = M', '+2 → 9' starting at toks[k]."""
        toks = self.toks
        if self._kind(k) == "op":
            k += 1
        end = k + 1
        while end + 1 < len(toks) and toks[end].kind in ("op", "eq", "arrow") and (
                toks[end + 1].kind == "num" or (toks[end + 1].kind == "op" and self._kind(end + 2) == "num")):
            if toks[end].kind in ("eq", "arrow") and self._faces_run(end + 1)[1] >= 2:
                break  # "n = 40 -> 6, 2, 3": the faces after the arrow are the dice, never the working's
            end += 2 if toks[end + 1].kind == "num" else 3
        return end

    def _units(self, end: int) -> int:
        """'→ 1 stress', '→ 3 successes (7, 6, 8)': the unit of the number, and the faces they counted."""
        toks = self.toks
        if end < len(toks) and (toks[end].low in _UNITS or toks[end].low in self.tallied):
            end += 1
            if self._kind(end) == "mark" and toks[end].text == "(":
                close = end + 1
                while close < len(toks) and toks[close].kind in ("num", "mark") and toks[close].text != ")":
                    close += 1
                if close < len(toks) and toks[close].text == ")" and close > end + 1:
                    end = close + 1
        return end

    def _tally(self, i: int) -> bool:
        """Whether the arrow at toks[i] stands in a tally of a resource ('2 stress, 0 → 2', '(6 → 7)', 'Kes 4 → 5
        stress')."""
        toks = self.toks
        if self._kind(i - 1) != "num" or self._kind(i + 1) != "num":
            return False
        if self._kind(i - 2) == "mark" and toks[i - 2].text == "(":
            return True
        if i + 2 < len(toks) and toks[i + 2].low in self.tallied:
            return True
        return any(t.low in self.tallied for t in toks[max(0, i - 4) : i - 1])

    def _tally_owner(self, first: int) -> bool:
        """Whether a name opens the tally whose first number is toks[first] ('(+1d, Kes 4 → 5 stress)', ', Ulric
        6 → 8 stress'): whose tally it is, said with it, set off by a mark and the tally's unit after it."""
        toks = self.toks
        name, after = first - 1, first + 3
        return self._kind(name) == "word" and toks[name].text[:1].isupper() and toks[name].low not in _BECAUSE \
            and (name == 0 or toks[name - 1].kind == "mark" and toks[name - 1].text in ",(;") \
            and after < len(toks) and toks[after].low in self.tallied

    def _keeping(self, k: int, *, alone: bool = False) -> int:
        """The end of 'keep lowest', 'and take the lowest', 'roll 2d and take the lowest', 'keep the best two';
        `alone`: said as a clause of its own ('so 3 dice and keep the best two', 'so I keep the worst two?', 'two
        dice and the lower one?'), which must end there."""
        toks = self.toks
        end, counted = k, False
        if end < len(toks) and toks[end].low in ("roll", "so"):
            end += 1
            if self._kind(end) == "dice":
                end += 1
        if alone and end < len(toks) and toks[end].low in _WE:
            end += 1  # "so I keep the worst two"
        if alone and end + 1 < len(toks) and toks[end].low in _FACE_WORDS and toks[end + 1].low in ("dice", "die"):
            end, counted = end + 2, True  # "3 dice and keep the best two", "two dice and the lower one"
        if end < len(toks) and toks[end].low == "and":
            end += 1
        if end < len(toks) and toks[end].low in _KEEPING:
            end += 1
        elif not counted and not (alone and end == k and end < len(toks) and toks[end].low in _WHICH):
            return k  # ("worst two.": the dice kept, said alone, as 'keep the worst two' says it)
        seen = False
        while end < len(toks) and (toks[end].low in _AROUND or toks[end].low in _WHICH):
            seen = seen or toks[end].low in _WHICH
            end += 1
        if alone and end < len(toks) and not (toks[end].kind == "mark" and toks[end].text in _ENDS):
            return k
        if seen and self._kind(end) == "mark" and toks[end].text == "," and self._kind(end + 1) == "num" \
                and self._kind(end + 2) in ("mark", "") and toks[end + 1].text in {t.text for t in toks[:k]
                                                                                   if t.kind == "num"}:
            end += 2  # "→ take the lowest, 1,": the die they keep, one of those said before
        return end if seen else k

    def _summed(self, eq: int, after: int) -> str:
        """The note for '= N' after faces added up ('6+4 = 10'): whether the dice make it."""
        toks = self.toks
        k = eq - 1
        faces: list[int] = []
        while k >= 0 and toks[k].kind == "num":
            faces.append(int(toks[k].text))
            if k >= 1 and (toks[k - 1].text == "+" or toks[k - 1].low == "and") and self._kind(k - 2) == "num":
                k -= 2
                continue
            break
        if len(faces) < 2 or (k >= 1 and toks[k - 1].kind == "op") or self._kind(after) != "num" \
                or self._kind(after + 1) in ("op",):
            return NOTE
        said, made = int(toks[after].text), sum(faces)
        shown = " + ".join(str(f) for f in reversed(faces))
        return f"your working: {shown} makes {made}, not {said}" if said != made else "your working: it adds up"

    def _reckoned_rule(self, k: int) -> int:
        """The end of a rule as the player reckons it, said from toks[k] to the end of the sentence ('5s count too
        right? so 6 successes = great success', 'two sixes, but I thought crits needed three? so just a full
        success'): only words of counting dice, outcomes and chatter, numbers and the faces named in the plural (one
        at least, or 'crits'); no sign, so no modifier. Else k."""
        toks = self.toks
        end, plural = k, False
        if self._claim(k) > k:
            return k  # ("→ crit": the outcome they reckon)
        while end < len(toks) and not (toks[end].kind == "mark" and toks[end].text == "."):
            tok = toks[end]
            if tok.kind == "num" and self._kind(end + 1) == "word" and toks[end + 1].low == "s" \
                    and toks[end + 1].start == tok.end:
                plural, end = True, end + 2  # "5s", "1s"
                continue
            if tok.kind == "word" and (tok.low in _FACE_PLURALS or tok.low in ("crit", "crits")):
                plural = True
            elif tok.kind in ("op", "dice", "arrow") or (tok.kind == "num" and not plural):
                return k  # (no number before the faces named: "= 10 dice: 6 5 5" are dice)
            elif tok.kind == "word" and not (tok.low in _RECKONING or tok.low in _words()["chatter"]
                                             or tok.low in _words()["leads"] or self._outcome_at(end)):
                return k
            elif tok.kind == "mark" and tok.text not in ",?!()" and tok.text not in "'’":
                return k
            end += self._outcome_at(end) or 1
        return end if plural else k

    def _claim(self, k: int) -> int:
        """The end of an outcome the player reckons ('cool success', "that's a miss right", 'crit!!'), said from
        toks[k] to the end of its clause, or k."""
        toks = self.toks
        words = _words()
        end = k
        while end < len(toks) and not self._outcome_at(end) and (
                toks[end].low in words["leads"] or toks[end].kind == "eq" or self._dice_named(end)):
            end += self._dice_named(end) or 1  # "that's double sixes = ULTRA": the dice as they name them
        found = self._outcome_at(end) or (end > k and self._band(end))  # ("that's a 7–9": a band of the table,
        if not found:  # said after words that claim it; alone, "7-9" may be faces)
            return k
        end += found
        if end < len(toks) and toks[end].low in _BECAUSE:  # "strong hit since it's 9+ right?": their reason too
            while end < len(toks) and not (toks[end].kind == "mark" and toks[end].text in _ENDS):
                end += 1
        while end < len(toks) and (toks[end].low in words["chatter"] or feeling(toks[end].text) or (
                toks[end].kind == "mark" and toks[end].text in "!?")):
            end += 1  # ("partial rip", "FULL SUCCESS LETS GOOO"): how they feel about it
        if end < len(toks) and not (toks[end].kind == "mark" and toks[end].text in _ENDS) \
                and toks[end].kind not in ("arrow", "eq", "op"):
            return k  # more words follow: no claim alone in its clause
        return end

    def _band(self, k: int) -> int:
        """How many tokens at toks[k] name a band of the outcome table by its numbers, as players of 2d6 games do ('7–9',
        '7-9', '10+', '6-'): a range, or a number with '+' or '-' right after it and nothing more; else 0."""
        toks = self.toks
        if self._kind(k) != "num" or k + 1 >= len(toks):
            return 0
        joined = toks[k + 1].start == toks[k].end
        if toks[k + 1].text in ("-", "−", "–") and self._kind(k + 2) == "num" and int(toks[k + 2].text) > int(toks[k].text):
            return 3
        if joined and toks[k + 1].text in ("+", "-", "−") and self._kind(k + 2) not in ("num", "op", "dice"):
            return 2  # ("that's a 6- right?": what follows is the claim's to judge)
        return 0

    def _dice_named(self, k: int) -> int:
        """How many tokens at toks[k] name the dice as a player does ('double sixes', 'two sixes', 'snake eyes')."""
        lows = [t.low for t in self.toks[k : k + 2]]
        if len(lows) == 2 and (lows[0] in _WORDS_OF_TWO and lows[1].rstrip("s") in _FACE_WORDS
                               or tuple(lows) in (("snake", "eyes"),)):
            return 2
        return 1 if lows and lows[0] == "boxcars" else 0

    def _outcome_at(self, k: int) -> int:
        if k >= len(self.toks) or self.toks[k].low not in self.opened:
            return 0
        lows = [t.low for t in self.toks[k : k + 6]]
        for name in self.opened[lows[0]]:
            if tuple(lows[: len(name)]) == name:
                return len(name)
        return 0

    def _claim_after(self, end: int) -> int:
        """A claimed outcome right after a piece of working (', cool success', ' → fade')."""
        toks = self.toks
        k = end + (self._kind(end) == "mark" and toks[end].text == ",")
        claimed = self._claim(k)
        if claimed > k:
            self._take(k, claimed, CLAIM)
            return claimed
        felt = end
        while felt < len(toks) and (toks[felt].low in _words()["chatter"] or feeling(toks[felt].text)):
            felt += 1  # "7+7 = 15 lol": how they feel about it
        if felt > end and (felt == len(toks) or toks[felt].kind == "mark" and toks[felt].text in _ENDS):
            self._take(end, felt, NOTE)
            return felt
        return end

    def _clause_start(self, i: int) -> bool:
        """A claim stands alone: after a mark, a piece of working or the faces ('came up 6 so that's ...')."""
        return i == 0 or (self.toks[i - 1].kind == "mark" and self.toks[i - 1].text in _ENDS) or self.taken[i - 1] \
            or self.toks[i - 1].kind == "num" or self.toks[i - 1].kind == "word" and shouted(self.toks[i - 1].text) \
            or self.toks[i - 1].low in SINGULAR and i > 1 and self.toks[i - 2].low in SINGULAR  # ("six six two crit")
        # ("... 5 4 ASDFGHJKL 5 SUCCESSES": a shout or a mash ends what came before it)

    def _numbers_before(self, i: int) -> bool:
        return self.first_number < i

    def _take(self, first: int, end: int, note: str) -> None:
        """Blank toks[first:end] as working (an outcome they name that a word after it points back to, as in 'a
        Glitch, spending luck to avoid this one', is what the luck is spent on: it stays)."""
        end = min(end, len(self.toks))
        if end <= first or any(self.taken[first:end]) or any(self.kept[first:end]):
            return
        if note == CLAIM and any(t.low in back_references() and k + 1 < len(self.toks) and self.toks[k + 1].low
                                 in STANDS_FOR for k, t in enumerate(self.toks) if k >= end):
            return  # ("... to avoid this one", "luck on it"; never "but it's on")
        for k in range(first, end):
            self.taken[k] = True
        from rollmate.grammar.marks import Work  # built by the first post that shows its working

        self.works.append(Work(self.toks[first].start, self.toks[end - 1].end, note))
