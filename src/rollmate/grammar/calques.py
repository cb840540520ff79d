"""Calques of a second-language writer (calques.toml) read as the English they stand for: 'we have not supplies' is
'we have no supplies', 'dice of war' is 'war dice'; 'the Otti makes ...', an article before a player character's
name as a translation tool or another language puts it, is 'Otti makes ...'. The pieces keep their text and columns;
only what the lexer compares changes, and a word that says nothing in English goes."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later
from rollmate.grammar.words import NUMBER_WORDS
from rollmate.rules.forms import irregular_participle, word_classes

if TYPE_CHECKING:
    from rollmate.grammar.raw import Raw

CALQUES_FILE = Path(__file__).with_name("calques.toml")
_KEYS = ("have", "not_nouns", "roll_nouns", "articles", "more_of", "less_of", "of_faces", "rolled", "roll")


@cache
def _table() -> dict[str, frozenset[str]]:
    """calques.toml, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    return {key: frozenset(words) for key, words in word_lists(CALQUES_FILE, "calques", _KEYS).items()}


def _noun(word: str) -> bool:
    """Whether a lowercase word after 'have not' is a noun there ('supplies', 'luck'), never a verb's participle
    ('seen', 'tried'), an adjective or an adverb ('enough'), nor a determiner (calques.toml)."""
    classes = word_classes(word)
    return "NOUN" in classes and not classes & {"ADJ", "ADV", "AUX"} and not word.endswith("ed") \
        and not irregular_participle(word) and word not in _table()["not_nouns"]


# 'the' before a capitalised word: a player character's name, said with an article ("the Barto", "The Ji-woo").
_THE_NAME = Later(r"\b([Tt]he)(\s+)([A-Z][\w'’-]*)")


# 'and after' before a subject pronoun: 'and then' ("holds the line and after he reads the tracks").
_AND_AFTER = Later(r"(?i)\b(and[ \t]+)after([ \t]+(?:he|she|they|I|we)\b)")


def calqued_text(text: str, player: Callable[[str], bool]) -> str:
    """The text with the calques whose reading the whole reader must see made English, each word where it was typed:
    'the' blanked before each word that `player` says names a player character, lowercase ('the Barto makes ...':
    'Barto makes ...'; a name that has 'the' as its own first word is the caller's to leave out of `player`), and
    'and after he ...' read 'and then he ...'."""
    low = text.lower()
    if "the " in low:
        text = _THE_NAME.sub(lambda m: " " * len(m.group(1)) + m.group(2) + m.group(3)
                      if player(m.group(3).lower()) else m.group(), text)
    if "and after " in low:
        text = _AND_AFTER.sub(lambda m: m.group(1) + "then " + m.group(2), text)
    return text


_SIGNS = frozenset({"plus", "minus", "add", "adds", "added", "and", "with", "at", "is", "of"})  # "plus one tactical"


def _rules_name_next(raws: list[Raw], k: int, rules_name: Callable[[list[Raw], int], bool],
                     articles: frozenset[str]) -> bool:
    """Whether a rules name is said at raws[k], after 'me', 'only' and an article if they stand there ('me only the
    Presence')."""
    k += k < len(raws) and raws[k].low in ("me", "us")
    k += k < len(raws) and raws[k].low in ("only", "just")
    k += k < len(raws) and raws[k].low in articles
    return k < len(raws) and rules_name(raws, k)


def _faces_next(raws: list[Raw], k: int) -> bool:
    """Whether faces are said at raws[k], after a colon, 'are' or 'a' if one stands there: a number or a number word
    ('Drew: two and 2', 'thrown are of 5 and 1')."""
    k += k < len(raws) and raws[k].text == ":"
    k += k < len(raws) and raws[k].low in ("are", "were")
    k += k < len(raws) and raws[k].low in ("a", "of")
    return k < len(raws) and (raws[k].kind == "number" or raws[k].low in NUMBER_WORDS)


def calqued(raws: list[Raw], inverted: Callable[[Raw, Raw], bool],
            rules_name: Callable[[list[Raw], int], bool]) -> list[Raw]:
    """The pieces with each calque read as English:
    - 'not' after 'have' before a noun is 'no';
    - a translation's verb of throwing before a rules name ('throw me the Presence', calques.toml's roll) is 'roll';
    - a translation's verb of throwing right before the faces ('Drew: two and 2', 'I have thrown 5 and 1',
      calques.toml's rolled) is 'rolled';
    - 'one' after a verb and before a rules name is 'a' ('make me one TACTICAL', as 'una tirada' says it; never
      'plus one tactical', 'at one Prowl');
    - a thing of the game named the other way round with 'of' ('dice of war', 'a point of luck'), which `inverted`
      says is a name of the game said in English order, reads in that order ('war dice', 'luck point');
    - 'of' (and an article) between a roll's noun and the rules name the roll is ('the roll of Skirmish', 'the test
      of Alertness', which `rules_name` says opens one) goes: 'the roll Skirmish';
    - an amount said as a noun 'of' a number ('the advantage of +1', 'the minus of 1', 'a bonus of 2') is the
      number with its sign: '+1', 'minus 1', 'plus 2' (calques.toml's more_of and less_of);
    - 'of' between a word naming faces and a number ('double of ten') goes: 'double ten'."""
    table = _table()
    if not any(r.low in ("not", "of", "one") or r.low in table["rolled"] or r.low in table["roll"] for r in raws):
        return raws
    from rollmate.grammar.raw import Raw

    out = list(raws)
    gone: set[int] = set()
    for k in range(len(out) - 1):
        if k and out[k].low == "not" and out[k - 1].low in table["have"] and out[k + 1].kind == "word" \
                and _noun(out[k + 1].low):
            out[k] = Raw("word", out[k].text, out[k].start, "no")
        if out[k].low in table["roll"] and _rules_name_next(out, k + 1, rules_name, table["articles"]):
            out[k] = Raw("word", out[k].text, out[k].start, "roll")  # "throw me the Presence", "throw the REFLEXIVE"
        if out[k].low in table["rolled"] and _faces_next(out, k + 1):
            out[k] = Raw("word", out[k].text, out[k].start, "rolled")  # "Drew: two and 2", "I have thrown 5 and 1"
        if k and out[k].low == "one" and out[k - 1].kind == "word" and out[k - 1].low not in _SIGNS \
                and rules_name(out, k + 1):
            out[k] = Raw("word", out[k].text, out[k].start, "a")  # "make me one TACTICAL": a roll of it
        if not k or out[k].low != "of" or out[k - 1].kind != "word":
            continue
        said = out[k - 1].low
        if (said in table["more_of"] or said in table["less_of"]) and out[k + 1].kind in ("number", "signed"):
            if out[k + 1].kind == "signed":  # "the advantage of +1": the +1
                gone.update((k - 1, k))
            else:  # "the minus of 1", "a bonus of 2": minus 1, plus 2
                out[k - 1] = Raw("word", out[k - 1].text, out[k - 1].start, "plus" if said in table["more_of"] else "minus")
                gone.add(k)
            continue
        if said in table["of_faces"] and (out[k + 1].kind == "number" or out[k + 1].low in NUMBER_WORDS):
            gone.add(k)  # "double of ten": double ten
            continue
        j = k + 1 + (out[k + 1].low in table["articles"] and k + 2 < len(out))
        head, thing = out[k - 1], out[j]
        if thing.kind != "word":
            continue
        if inverted(head, thing):
            out[k - 1] = Raw(head.kind, head.text, head.start, thing.low)
            out[j] = Raw(thing.kind, thing.text, thing.start, head.low)
            gone.update(range(k, j))
        elif head.low in table["roll_nouns"] and rules_name(out, j):
            gone.update(range(k, j))
    return [raw for k, raw in enumerate(out) if k not in gone] if gone else out
