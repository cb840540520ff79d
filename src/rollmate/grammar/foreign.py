"""Words of the other languages a bilingual table chats in around the rulebook's English, read as the English they
stand for where their place says so, or as the scene: an 'and' between two faces of the game's die ("6 y 6", "10 at
8"), words saying the dice came up ("saiu 9 e 8", "1 aur 5 aaya"), the dice named ("Würfel: 5 und 3") and counted
("drei Würfel"), a verb prefix glued onto a rules term ("mag-First Aid"), a case ending on a loaded name ("Okafora")
and the chat's filler ("kurde", "sige", "bhai", "lang"). The words are data (foreign_words.toml).

A word the game's vocabulary or the grammar's keywords know is never read as another language's: a loaded name
"Dale" stays Dale. A number that still has no place is asked about, as any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.idioms import IDIOM_STARTS
from rollmate.grammar.raw import Raw
from rollmate.grammar.words import KEYWORDS, NUMBER_WORDS
from rollmate.rules.forms import is_english
from rollmate.rules.lexicon import SAID_OF_SOMEONE, is_tagged, word_classes
from rollmate.rules.records import FrozenRecord
from rollmate.rules.vocabulary import name_parts

if TYPE_CHECKING:
    from rollmate.rules.vocabulary import Vocabulary

WORDS_FILE = Path(__file__).with_name("foreign_words.toml")


@dataclass(frozen=True, eq=False, repr=False)
class Foreign(FrozenRecord):
    """The words of foreign_words.toml, as the reader of a line in another language asks them."""

    faces: dict[str, int]  # system -> highest face of its die
    joins: frozenset[str]  # 'and' between faces
    articles: frozenset[str]  # 'a' before a face
    roll: frozenset[str]  # 'rolls' before a rules word
    rolled: dict[str, tuple[tuple[str, ...], ...]]  # words before faces -> 'rolled' (by first word)
    rolled_after: dict[str, tuple[tuple[str, ...], ...]]  # words after faces: the scene
    dice: frozenset[str]  # the dice named
    numbers: dict[str, str]  # number word -> English
    plurals: dict[str, str]  # faces in the plural -> English
    filler: dict[str, tuple[tuple[str, ...], ...]]  # the chat's own words: the scene
    chances_of: dict[str, tuple[tuple[str, ...], ...]]  # a question of someone's chances, said before the name
    prepositions: frozenset[str]  # 'in'
    doer_marks: frozenset[str]  # 'si' before the one who does it
    prefixes: frozenset[str]  # verb prefixes glued on with a hyphen
    endings: tuple[str, ...]  # case endings on names, longest first
    firsts: frozenset[str]  # every word that may start one of the above (a phrase with none is read as typed)


def _phrases(lists: dict[str, list[str]]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each phrase as its words, filed under its first word."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for words in lists.values():
        for phrase in words:
            said = tuple(phrase.split(" "))
            out.setdefault(said[0], []).append(said)
    return {first: tuple(said) for first, said in out.items()}


@cache
def foreign() -> Foreign:
    from rollmate.rules.content import cached_toml

    data = cached_toml(WORDS_FILE, "foreign")
    flat = lambda key: frozenset(w for words in data[key].values() for w in words)  # noqa: E731
    rolled, after, filler = _phrases(data["rolled"]), _phrases(data["rolled_after"]), _phrases(data["filler"])
    chances = _phrases(data["chances_of"])
    numbers = {w: english for english, words in data["numbers"].items() for w in words}
    plurals = {w: english for english, words in data["faces_plural"].items() for w in words}
    joins, articles, dice = flat("and"), flat("article"), flat("dice")
    prepositions = flat("in")
    firsts = frozenset({*joins, *articles, *dice, *prepositions, *flat("doer_marks"), *flat("roll"), *numbers, *plurals, *rolled, *after, *filler, *chances})
    return Foreign(faces=dict(data["faces"]), joins=joins, articles=articles, roll=flat("roll"), rolled=rolled, rolled_after=after,
                   dice=dice, numbers=numbers, plurals=plurals, filler=filler, chances_of=chances, doer_marks=flat("doer_marks"), prepositions=prepositions, prefixes=flat("verb_prefixes"),
                   endings=tuple(sorted(flat("name_endings"), key=len, reverse=True)), firsts=firsts)


def _longest(raws: list[Raw], i: int, table: dict[str, tuple[tuple[str, ...], ...]]) -> int:
    """How many pieces from raws[i] one phrase of the table covers (the longest), or 0."""
    best = 0
    for phrase in table.get(raws[i].low, ()) if i < len(raws) else ():
        n = len(phrase)
        if n > best and i + n <= len(raws) and all(raws[i + k].kind == "word" and raws[i + k].low == phrase[k]
                                                   for k in range(n)):
            best = n
    return best


def read_through(raws: list[Raw], vocab: Vocabulary) -> list[Raw]:
    """The phrase's pieces with the other languages' words read as the English they stand for (same columns, the
    typed text kept), or left out where they are the chat's filler."""
    table = foreign()
    if not any(r.kind == "word" and (r.low in table.firsts or "-" in r.low or r.text[:1].isupper()) for r in raws):
        return raws
    faces = table.faces.get(vocab.system, 0)
    names = _Names(vocab)

    def ours(raw: Raw) -> bool:  # a word of the game or of the grammar's English: never another language's
        return raw.low in vocab.terms or raw.low in vocab.verbs or raw.low in KEYWORDS or raw.low in names

    def face(k: int) -> int:  # where a face stands at k (an article may come first), or -1
        k += k < len(raws) and raws[k].kind == "word" and raws[k].low in table.articles
        fits = k < len(raws) and raws[k].kind == "number" and raws[k].text.isdecimal() and 1 <= int(raws[k].text) <= faces
        return k if fits else -1

    def closes(k: int) -> bool:  # the faces end at k: the end, a mark, another face's 'and', or the chat's words
        return (k >= len(raws) or raws[k].kind == "mark" or raws[k].low in table.joins
                or _longest(raws, k, table.filler) > 0 or _longest(raws, k, table.rolled_after) > 0)

    out: list[Raw] = []
    i = 0
    while i < len(raws):
        raw = raws[i]
        low = raw.low
        if raw.kind == "word" and low in table.joins and i and face(i - 1) == i - 1 and out and out[-1] is raws[i - 1] \
                and (nxt := face(i + 1)) >= 0 and closes(nxt + 1):
            out.append(Raw("word", raw.text, raw.start, "and"))  # "6 y 6", "4 at 2, hala"
            if nxt > i + 1:
                out.append(Raw("word", raws[i + 1].text, raws[i + 1].start, "a"))  # "un 2 y un 3"
            out.append(raws[nxt])
            i = nxt + 1
            continue
        if raw.kind == "word" and low in table.joins and i + 1 < len(raws) and (
                ((n := _longest(raws, i + 1, table.rolled)) and face(i + 1 + n) >= 0)
                or (not is_english(low) and (raws[i + 1].low in IDIOM_STARTS or KEYWORDS.get(raws[i + 1].low) == "ROLLED"))):
            out.append(Raw("word", raw.text, raw.start, "and"))  # "... y salieron 6 y 6", "aur double ten aaya"
            i += 1
            continue
        if raw.kind == "word" and low in table.prepositions and 0 < i < len(raws) - 1 and raws[i - 1].kind == "word" \
                and raws[i + 1].kind == "word" and raws[i + 1].text[:1].isupper() and raws[i + 1].low not in names \
                and raws[i - 1].low not in KEYWORDS and (not is_english(raws[i + 1].low)
                                                         or raws[i + 1].low in vocab.terms):
            out.append(Raw("word", raw.text, raw.start, "in"))  # "die Kamera im Flur", "chance do Kasper no Skirmish"
            i += 1
            continue
        if raw.kind != "word" or ours(raw) or (low not in table.firsts and "-" not in low
                                               and not raw.text[:1].isupper()):
            out.append(raw)
            i += 1
            continue
        if low in table.roll and i + 1 < len(raws) and raws[i + 1].kind == "word" and raws[i + 1].low in vocab.terms:
            out.append(Raw("word", raw.text, raw.start, "rolls"))  # "tira Wits", "rzuca Prowess": the roll named
            i += 1
            continue
        head, _, rest = raw.text.partition("-")
        if rest and head.lower() in table.prefixes and (rest[:1].isupper() or rest.lower() in vocab.terms
                                                        or rest.lower() in vocab.verbs):
            out.append(Raw("word", rest, raw.start + len(head) + 1))  # "mag-First Aid": First Aid
            i += 1
            continue
        if (n := _longest(raws, i, table.chances_of)) and i + n < len(raws) and raws[i + n].low in names:
            who, last = raws[i + n], raws[i + n - 1]  # "qual a chance do Nando": what are Nando's chances
            out += [Raw("word", raw.text, raw.start, "what"), Raw("word", raws[i + 1].text, raws[i + 1].start, "are"),
                    Raw("word", who.text + "'s", who.start, who.low + "'s"), Raw("word", last.text, last.start, "chances")]
            i += n + 1
            continue
        if (n := _longest(raws, i, table.rolled)) and face(i + n) >= 0:
            out.append(Raw("word", raw.text, raw.start, "rolled"))  # "tirei 3 e 9", "J'ai fait 8 et 6"
            if face(i + n) > i + n:
                out.append(Raw("word", raws[i + n].text, raws[i + n].start, "a"))  # "salieron un 6"
            i += n + (face(i + n) > i + n)
            continue
        if out and (out[-1].kind == "number" or out[-1].low in NUMBER_WORDS) and (
                n := _longest(raws, i, table.rolled_after)):
            i += n  # "1 aur 5 aaya": the faces came up, said after them
            continue
        if low in table.dice and i + 1 < len(raws) and (raws[i + 1].text == ":" or face(i + 1) >= 0):
            out.append(Raw("word", raw.text, raw.start, "dice"))  # "Würfel: 5 und 3"
            i += 1
            continue
        if low in table.numbers and i + 1 < len(raws) and raws[i + 1].kind == "word" and (
                raws[i + 1].low in table.dice or raws[i + 1].low in table.plurals
                or raws[i + 1].low in ("dice", "die", "war")):
            out.append(Raw("word", raw.text, raw.start, table.numbers[low]))  # "drei Würfel", "zwei war dice"
            if raws[i + 1].low in table.plurals:
                out.append(Raw("word", raws[i + 1].text, raws[i + 1].start, table.plurals[raws[i + 1].low]))
                i += 1
            i += 1
            continue
        if low in table.doer_marks and i + 1 < len(raws) and raws[i + 1].text[:1].isupper():
            if out and out[-1].kind == "word" and raws[i + 1].low in names:  # "roll +hard na lang si Tala": the
                out.append(Raw("mark", ",", raw.start))  # roll is said to Tala, as "roll +hard, Tala" is
            i += 1  # "si Quim, nag-Coerce ...": only opens the clause
            continue
        if (n := _longest(raws, i, table.filler)) and not (raw.text[:1].isupper()
                                                           and (low in names or _does(raws, i + n))):
            i += n  # "kurde, ...", "... 10 at 8 lang", "sige, ...": the chat's own words
            if i < len(raws) and raws[i].text == "," and (not out or out[-1].kind == "mark"):
                i += 1  # (and the comma after them, opening the line)
            continue
        if raw.text[:1].isupper() and low not in names and (base := _named(low, names, table.endings)):
            out.append(Raw("word", raw.text, raw.start, base))  # "w Okafora": Okafor
            i += 1
            continue
        out.append(raw)
        i += 1
    return out


class _Names:
    """Whether a lowercase word is a loaded name (or one of its short forms) of the vocabulary, or a word of one
    ('mira' of Mira Castellanos: never the Spanish filler)."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.terms = vocab.terms
        self.parts = name_parts(vocab)

    def __contains__(self, low: object) -> bool:
        term = self.terms.get(low) if isinstance(low, str) else None
        return (term is not None and term.kind == "name") or (low in self.parts and low != "the")


def _named(low: str, names: _Names, endings: tuple[str, ...]) -> str | None:
    """The loaded name a word is with a case ending glued on ("okafora" -> okafor), or None."""
    for ending in endings:
        if low.endswith(ending) and len(low) - len(ending) >= 3 and (base := low[: -len(ending)]) in names:
            return base
    return None


def seen_as(text: str, typed: list[Raw], read: list[Raw]) -> str:
    """The phrase as the reading sees it once the other languages' words are read (same columns): a word left out
    is blanked; a word read as another keeps its typed letters (an answer quotes what was typed), but for one English
    reads otherwise ("im Flur": in, never "I'm") and a name with an ending ("Okafora": Okafor), written as what it is
    read as where that fits in its room, else blanked."""
    if read is typed:
        return text
    kept = {r.start: r for r in read}
    chars = list(text)
    for raw in typed:
        now = kept.get(raw.start)
        if now is not None and now.low == raw.low and now.text == raw.text:
            continue
        room = len(raw.text)
        if now is None or now.text != raw.text:  # left out, or cut ("mag-Hustle": Hustle stands in its own piece)
            shown = "" if now is None else " " * (now.start - raw.start) + now.text
        elif raw.low.startswith(now.low):
            shown = raw.text[: len(now.low)]
        elif raw.low not in KEYWORDS and not is_english(raw.low):
            continue
        else:
            shown = now.low if len(now.low) <= room else ""
        chars[raw.start : raw.start + room] = shown.ljust(room)[:room]
    return "".join(chars)


def _does(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] is a verb said of someone ('picks', 'assists'), right after a capitalised word: the word is
    who does it ("Dai picks the lock"), no other language's filler ("Dai, ragazzi")."""
    return k < len(raws) and raws[k].kind == "word" and (raws[k].low in KEYWORDS and KEYWORDS[raws[k].low] == "ROLLED"
                                                           or is_tagged(raws[k].low, SAID_OF_SOMEONE)
                                                           and "VERB" in word_classes(raws[k].low))
