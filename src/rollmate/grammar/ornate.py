"""Ornate and archaic prose read as the plain English it stands for: the clause that tells the dice in the story's
words ('the bones did show a six and a two', 'fortune gave him a five and a four', 'a four and a three did the bones
reveal', 'six and four, the dice') is the roll's dice, and a stage play's exclamations ('Lo, ...') are the scene's
voice. Dice read out by someone else at the table ('Mum read them out as 6, 2 and 5') are the roll's too. The words
are data (ornate_words.toml); the pieces keep their text and columns, only what the lexer compares
changes."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.idioms import SINGULAR, dice_idiom
from rollmate.grammar.raw import Raw
from rollmate.rules.forms import irregular_participle, word_classes
from rollmate.rules.vocabulary import per_cast

if TYPE_CHECKING:
    from rollmate.rules.vocabulary import Vocabulary

WORDS_FILE = Path(__file__).with_name("ornate_words.toml")
_KEYS = ("dice", "givers", "auxiliaries", "receivers", "casters", "particles", "places", "arrivals", "handing",
         "read_out", "exclamations", "joins", "elided_v")
_DETERMINERS = frozenset({"the", "his", "her", "their", "my", "its", "our", "your", "thy"})
_COUNTED = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "single", "base"})  # "the three dice"
_CLAUSE_ENDS = frozenset({";", ".", "!", "?", ")", "("})
_ASIDE = 6  # the most words of an aside between commas after the dice ("the bones, cast upon the flagstones, did")


@dataclass(frozen=True)
class _Words:
    """ornate_words.toml as the reader asks it: each key's phrases filed by first word, and every opening word."""

    phrases: dict[str, dict[str, tuple[tuple[str, ...], ...]]]  # key -> first word -> its phrases
    firsts: frozenset[str]  # every word that may start a dice word or a giver or an exclamation


@cache
def _table() -> _Words:
    """ornate_words.toml, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    lists = word_lists(WORDS_FILE, "ornate", _KEYS)
    phrases: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {}
    for key, words in lists.items():
        filed: dict[str, list[tuple[str, ...]]] = {}
        for phrase in words:
            said = tuple(phrase.split(" "))
            filed.setdefault(said[0], []).append(said)
        phrases[key] = {first: tuple(sorted(said, key=len, reverse=True)) for first, said in filed.items()}
    firsts = frozenset({*phrases["dice"], *phrases["givers"], *phrases["exclamations"], *phrases["elided_v"],
                        *phrases["places"], *phrases["handing"], *phrases["read_out"]})
    return _Words(phrases, firsts)


def _said(raws: list[Raw], i: int, key: str) -> int:
    """How many pieces from raws[i] one phrase of the table's `key` covers (the longest), or 0."""
    if i >= len(raws) or raws[i].kind != "word":
        return 0
    for phrase in _table().phrases[key].get(raws[i].low, ()):
        n = len(phrase)
        if i + n <= len(raws) and all(raws[i + k].kind == "word" and raws[i + k].low == phrase[k] for k in range(n)):
            return n
    return 0


def _face(raw: Raw) -> bool:
    return (raw.kind == "number" and raw.text.isdecimal()) or (raw.kind == "word" and raw.low in SINGULAR)


def _faces(raws: list[Raw], j: int, *, closed: bool = True) -> list[Raw] | None:
    """The faces told from raws[j] to their clause's end, with their joins read plainly ('six, two, and five': six,
    two and five; 'a one, and then a three': a one and a three), or a dice idiom ('a pair of fives', 'boxcars');
    None when anything else stands there (or, `closed`, before the clause's end)."""
    if j < len(raws) and (idiom := dice_idiom(raws, j)) is not None:
        end = j + idiom[0]
        return raws[j:end] if not closed or end >= len(raws) or raws[end].kind == "mark" else None
    out: list[Raw] = []
    faces = 0
    while j < len(raws):
        here = raws[j]
        if here.kind == "word" and here.low in ("a", "an") and j + 1 < len(raws) and _face(raws[j + 1]):
            out += raws[j : j + 2]
            j += 2
            faces += 1
        elif _face(here):
            out.append(here)
            j += 1
            faces += 1
        else:
            return None
        k = j + (j < len(raws) and raws[j].text == ",")
        if (n := _said(raws, k, "joins")) and k + n < len(raws) and (
                _face(raws[k + n]) or raws[k + n].low in ("a", "an")):
            out.append(Raw("word", raws[k].text, raws[k].start, "and"))
            j = k + n
        elif k > j and k < len(raws) and (_face(raws[k]) or raws[k].low in ("a", "an")):
            out.append(raws[j])  # "6, 2, 1"
            j = k
        elif k < len(raws) and _face(raws[k]) and raws[k].kind == out[-1].kind:
            continue  # "2 3 4 5"
        else:
            break
    ends = j >= len(raws) or (raws[j].kind == "mark" and raws[j].text in (*_CLAUSE_ENDS, ",", ":")) or raws[j].low == "and"
    return out if faces and (ends or not closed) else None


_BEING = frozenset({"is", "are", "was", "were", "be"})  # the dice's verb in plain English, read without this module


class _Reader:
    def __init__(self, raws: list[Raw], vocab: Vocabulary) -> None:
        self.raws, self.vocab = raws, vocab

    def ours(self, k: int) -> bool:
        """A word of the game (a loaded name, a skill) or a number: never a word of the story's dice. A word the
        game only passes over ('the', 'out of') is no word of its own."""
        raw = self.raws[k]
        return raw.kind != "word" or ((term := self.vocab.terms.get(raw.low)) is not None and term.kind != "filler")

    def in_term(self, k: int) -> bool:
        """Whether raws[k] ends a rules term of several words ('Read the Bones', a move): no story's dice."""
        words = [r.low for r in self.raws[max(0, k - 3) : k + 1]]
        return any(" ".join(words[j:]) in self.vocab.terms or " ".join(words[j:]) in self.vocab.verbs
                   for j in range(len(words) - 1))

    def verb(self, k: int, *, after_dice: bool = False) -> bool:
        """Whether raws[k] is a verb the story's dice may say their faces with; `after_dice`: right after the dice's
        word, where a game's word of a consequence or a condition is the dice's verb too ('The dice fall: 6 and 6',
        where a game counts a fall as harm)."""
        raw = self.raws[k]
        if raw.kind != "word" or raw.low in SINGULAR or "VERB" not in word_classes(raw.low):
            return False
        term = self.vocab.terms.get(raw.low)
        return not self.ours(k) or (after_dice and term is not None and term.kind == "cue")

    def shown(self, k: int, *, aside: bool) -> tuple[int, int] | None:
        """(where the dice's verb stands, where the faces start) when raws[k] goes on, after the dice were named, to
        what they showed: '(, an aside,) did show a six', 'he cast were 3, 6, 2', 'gave him but a five', ':'."""
        raws = self.raws
        if aside and k < len(raws) and raws[k].text == ",":
            close = next((m for m in range(k + 1, min(len(raws), k + _ASIDE + 2)) if raws[m].kind == "mark"), -1)
            plain = k + 1 < len(raws) and all(raws[m].low in _DETERMINERS or not (self.ours(m) or _face(raws[m])) for m in range(k + 1, close)) \
                and raws[k + 1].low not in self.vocab.verbs
            # (", punch the guard, rolled 3 4": a clause of its own, no aside)
            if close > k + 1 and raws[close].text == "," and plain and self.shown(close + 1, aside=False):
                k = close + 1  # "the bones, cast upon the flagstones, did show"
            elif k + 1 < len(raws) and k >= 2 and raws[k - 2].low in _DETERMINERS and _faces(raws, k + 1):
                return k, k + 1  # "the dice, a three and a five"
        if k < len(raws) and raws[k].text == ":":
            return (k, k + 1) if _faces(raws, k + 1) else None
        named = k
        k += _said(raws, k, "casters") and k + 1 < len(raws) and self.verb(k + 1) and 2  # "the dice he cast were"
        if k < len(raws) and raws[k].text == ":":
            return (k, k + 1) if _faces(raws, k + 1) else None  # "three dice he cast: six, six, and one"
        said_before = k
        k += _said(raws, k, "auxiliaries")
        if k >= len(raws) or not self.verb(k, after_dice=k == named):
            return None
        if k == said_before == named and raws[k].low in _BEING:
            return None  # "Base dice is 2 and 1", "the dice were 3, 6": plain English, read as it always was
        verb = k
        k += 1
        k += _said(raws, k, "receivers")
        k = self.particles(k)
        if not _faces(raws, k) and (place := self.place(k)) > k:
            k = self.particles(place)  # "come out of the pan at 6 and 1"
        k += k < len(raws) and raws[k].text == ":"
        return (verb, k) if _faces(raws, k) else None

    def particles(self, k: int) -> int:
        """Where the particles colouring the dice's verb from raws[k] end ('out at', 'up with')."""
        while n := _said(self.raws, k, "particles"):
            k += n
        return k

    def place(self, k: int, *, scene: bool = False) -> int:
        """Where a place opening at raws[k] ends ('of the pan', 'onto the pass', 'out of the big oven'): a preposition,
        then at most three words of the story, none a rules word, a face or a mark; k when none stands there.
        `scene`: a place the faces came out at, said after them ('5 and 5 on the pass'), where 'of' counts ('four of
        them'), a doing is what the roll is on ('on smashing the crate') and the dice are no place ('on the dice')."""
        raws = self.raws
        if not (n := _said(raws, k, "places")) or (scene and raws[k].low == "of"):
            return k
        end = k + n
        while end < len(raws) and end - k - n < 3 and raws[end].kind == "word" and not self.ours(end) \
                and not _face(raws[end]) and raws[end].low not in ("a", "an") and not _said(raws, end, "particles") \
                and not _said(raws, end, "arrivals"):
            if scene and (raws[end].low.endswith("ing") or _said(raws, end, "dice")):
                return k
            end += 1
        return end if end > k + n else k

    def inverted(self, k: int) -> int:
        """How many pieces from raws[k], after the faces, say the dice showed them in an inverted order ('did the
        bones reveal', 'did the dice bestow'; ', the dice'), to the clause's end; 0 for none."""
        raws = self.raws
        m = k + _said(raws, k, "auxiliaries")
        if m == k and not (k < len(raws) and raws[k].text == ","):
            return 0
        m += m == k  # ", the dice."
        m += m < len(raws) and raws[m].low in _DETERMINERS
        if not (n := _said(raws, m, "dice")):
            return 0
        m += n
        if m < len(raws) and self.verb(m) and m > k + n + 1:
            m += 1
        return m - k if m >= len(raws) or (raws[m].kind == "mark" and raws[m].text in _CLAUSE_ENDS) else 0


_OTHER_OPENINGS = frozenset({"single", "they"})  # the words ornate() reads the dice after, besides the table's own


def ornate(raws: list[Raw], vocab: Vocabulary) -> list[Raw]:
    """The phrase's pieces with the story's dice read as the dice that came up (same columns, the typed text kept),
    a stage play's exclamations left out, and a verse word with its 'v' left out read written out ("o'er": over)."""
    table = _table()
    if not any(r.kind == "word" and r.low in table.firsts for r in raws) and not any(
            r.text == ":" and k and raws[k - 1].kind == "word" for k, r in enumerate(raws)):
        return raws
    reader = _Reader(raws, vocab)
    ends = _noun_ends(vocab)
    out: list[Raw] = []
    i = 0
    while i < len(raws):
        raw = raws[i]
        opening = i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low == "and"
        if raw.kind != "word" or raw.low not in table.firsts and raw.low not in _OTHER_OPENINGS and not (
                i + 1 < len(raws) and raws[i + 1].text == ":") or reader.ours(i):
            pass  # (a word that opens no phrase of the table, nor 'single' or 'they', nor a label before a colon)
        elif _said(raws, i, "elided_v"):
            out.append(Raw("word", raw.text, raw.start, raw.low.replace("'er", "ver")))  # "o'er": over
            i += 1
            continue
        elif opening and (n := _said(raws, i, "exclamations")) and i + n < len(raws) and raws[i + n].text in ",!":
            i += n + 1  # "Lo, the Grey Lady drew nigh", "and lo, the bones did show"
            continue
        elif opening and (n := _said(raws, i, "givers")) and (shown := reader.shown(i + n, aside=False)):
            out.append(Raw("word", raw.text, raw.start, "rolled"))  # "fortune gave him a five and a four"
            i = _put_faces(out, raws, shown[1])
            continue
        elif opening and (end := reader.place(i)) > i and (n := _said(raws, end, "arrivals")) \
                and _faces(raws, end + n) and not _faces(raws, end):
            out.append(Raw("word", raws[end].text, raws[end].start, "rolled"))  # "Out of the oven come a 6 and a 3"
            i = _put_faces(out, raws, end + n)
            continue
        elif opening and (n := _said(raws, i, "handing")) and (at := reader.particles(i + n)) > i + n \
                and _handed(raws, at):
            out.append(Raw("word", raw.text, raw.start, "rolled"))  # "fold in a 4 and a 3", "garnish with a four"
            i = _put_faces(out, raws, at)
            continue
        elif opening and i + 2 < len(raws) and raws[i + 1].text == ":" and _participle(raw.low) \
                and _handed(raws, i + 2):
            out.append(Raw("word", raw.text, raw.start, "rolled"))  # "Plated: 6, 6, 1", "Served: 4 and 2"
            i = _put_faces(out, raws, i + 2)
            continue
        elif (n := _said(raws, i, "read_out")) and (at := i + n + (i + n < len(raws) and raws[i + n].text == ":")) \
                and _faces(raws, at):
            out.append(Raw("word", raw.text, raw.start, "rolled"))  # "Mum read them out as 6, 2 and 5"
            i = _put_faces(out, raws, at)
            continue
        elif raw.low == "single" and _said(raws, i + 1, "dice") and reader.shown(i + 2, aside=True):
            i += 1  # "the single die showed a four": one die, as 'die' says
            continue
        elif raw.low == "they" and any(r.low in table.phrases["dice"] for r in raws[:i]) \
                and (shown := reader.shown(i + 1, aside=False)):
            out.append(Raw("word", raw.text, raw.start, "dice"))  # "he cast the dice, and they fell 7, 2, 6"
            out.append(Raw("mark", ":", raws[shown[0]].start, ":"))
            i = _put_faces(out, raws, shown[1])
            continue
        elif (n := _said(raws, i, "dice")) and not (i and raws[i - 1].low == "war") and not reader.in_term(i) \
                and (shown := reader.shown(i + n, aside=True)):
            out.append(Raw("word", raw.text, raw.start, "dice"))  # "the bones did show a six and a two"
            verb = raws[shown[0]]
            out.append(Raw("mark", ":", verb.start, ":") if verb.kind == "mark"  # "the dice, a three and a five"
                       else Raw("word", verb.text, verb.start, "showed"))  # read as 'dice showed ...'
            i = _put_faces(out, raws, shown[1])
            continue
        if raw.low in ends and (n := _after_its_noun(raws, i, vocab.terms)) is not None:
            i = _put_after_noun(out, raws, i, n, vocab.terms)  # "a challenge modest or mayhap significant"
            continue
        if (_face(raw) or raw.low in ("a", "an")) and (i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low == "and") \
                and (faces := _faces(raws, i, closed=False)) is not None:
            end = i + _span(raws, i, faces)
            if i and raws[i - 1].text == "," and (sum(_face(r) for r in faces) >= 2 or faces[0].low in ("a", "an")) and (place := reader.place(end, scene=True)) > end \
                    and (place == len(raws) or (raws[place].kind == "mark" and raws[place].text in _CLAUSE_ENDS)):
                out.extend(raws[i:end])  # "..., 5 and 5 on the pass!": the faces, and where they came out, the scene
                i = place
                continue
            if n := reader.inverted(end):  # "a four and a three did the bones reveal", "six and four, the dice"
                out.append(Raw("word", raws[end].text, raws[end].start, "dice"))
                out.append(Raw("mark", ":", raws[end].start, ":"))
                out.extend(faces)
                i = end + n
                continue
        out.append(raw)
        i += 1
    return out


def _handed(raws: list[Raw], j: int) -> bool:
    """Whether the faces from raws[j] to the clause's end are dice handed over in a verb's words: two faces or more,
    or one said with its article ('a four'); a number alone there may count anything ('serve 4')."""
    faces = _faces(raws, j)
    return faces is not None and (sum(_face(r) for r in faces) >= 2 or faces[0].low in ("a", "an"))


def _participle(low: str) -> bool:
    """Whether a word is a verb's past participle ('plated', 'served', 'thrown'): said alone before a colon and the
    faces, it labels them as the dice ('Plated: 6, 6, 1'). A name is never one."""
    return "VERB" in word_classes(low) and (low.endswith("ed") or irregular_participle(low))


def _span(raws: list[Raw], i: int, faces: list[Raw]) -> int:
    """How many pieces from raws[i] the faces read there cover."""
    last = faces[-1]
    return next(k for k in range(i, len(raws)) if raws[k] is last or raws[k].start == last.start) + 1 - i


def _put_faces(out: list[Raw], raws: list[Raw], j: int) -> int:
    """Add the faces read from raws[j] to out; return where they end."""
    faces = _faces(raws, j) or []
    out.extend(faces)
    return j + _span(raws, j, faces)


_OR = frozenset({"or", "maybe", "perhaps", "mayhap", "perchance", "possibly"})


@per_cast
def _noun_ends(vocab: Vocabulary) -> frozenset[str]:
    """Whatever follows a space in one of the game's terms ('challenge' of 'modest challenge'): the only words an
    adjective said after them may make a term of (_after_its_noun), found once per vocabulary."""
    return frozenset(term[k + 1 :] for term in vocab.terms for k, letter in enumerate(term) if letter == " ")


def _after_its_noun(raws: list[Raw], i: int, terms: object) -> str | None:
    """The rules term a noun and the adjective said after it stand for ('a challenge modest': modest challenge), as
    a story's prose puts an adjective after its noun; None where they stand for none."""
    if i + 1 >= len(raws) or raws[i].kind != "word" or raws[i + 1].kind != "word" or raws[i].low in terms:
        return None
    if "ADJ" not in word_classes(raws[i + 1].low):
        return None  # "the guard on the stairs": a word of where after the noun, no adjective ('on guard' aside)
    said = f"{raws[i + 1].low} {raws[i].low}"
    return said if said in terms else None  # type: ignore[operator]


def _put_after_noun(out: list[Raw], raws: list[Raw], i: int, said: str, terms: object) -> int:
    """Add the term a noun and its adjective after it stand for (read where the noun stands, the adjective's piece
    left out), and so for each adjective joined to it by 'or' ('modest or mayhap significant'); return where they
    end."""
    noun, adjective = raws[i], raws[i + 1]
    out.append(Raw("word", noun.text, noun.start, adjective.low))  # the two words in the order the term has them
    out.append(Raw("word", adjective.text, adjective.start, noun.low))
    k = i + 2
    while k < len(raws) and raws[k].low == "or":
        m = k + 1
        while m < len(raws) and raws[m].low in _OR:
            m += 1
        other = f"{raws[m].low} {noun.low}" if m < len(raws) and raws[m].kind == "word" else ""
        if other not in terms:  # type: ignore[operator]
            break
        out += raws[k:m]
        out.append(raws[m])
        out.append(Raw("word", "", raws[m].start + len(raws[m].text), noun.low))  # (the noun said once, for both)
        k = m + 1
    return k
