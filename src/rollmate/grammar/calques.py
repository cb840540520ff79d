"""Calques of a second-language writer (calques.toml) read as the English they stand for: 'we have not supplies' is
'we have no supplies'; 'the Otti makes ...', an article before a loaded name as a translation tool or another
language puts it, is 'Otti makes ...'. The pieces keep their text and columns; only what the lexer compares changes,
and an article before a name goes."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.rules.forms import irregular_participle, word_classes

if TYPE_CHECKING:
    from rollmate.grammar.raw import Raw

CALQUES_FILE = Path(__file__).with_name("calques.toml")
_KEYS = ("have", "not_nouns", "roll_nouns", "articles")


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


def calqued(raws: list[Raw], named: Callable[[list[Raw], int], bool],
            inverted: Callable[[Raw, Raw], bool], rules_name: Callable[[list[Raw], int], bool]) -> list[Raw]:
    """The pieces with each calque read as English:
    - 'not' after 'have' before a noun is 'no';
    - 'the' before a word that `named` says opens a loaded name, written with its capital, goes ('the Barto', 'The
      Ji-woo');
    - a thing of the game named the other way round with 'of' ('dice of war', 'a point of luck'), which `inverted`
      says is a name of the game said in English order, reads in that order ('war dice', 'luck point');
    - 'of' (and an article) between a roll's noun and the rules name the roll is ('the roll of Skirmish', 'the test
      of Alertness', which `rules_name` says opens one) goes: 'the roll Skirmish'."""
    if not any(r.low in ("not", "the", "of") for r in raws):
        return raws
    from rollmate.grammar.raw import Raw

    out = list(raws)
    table = _table()
    gone: set[int] = set()
    for k in range(1, len(out) - 1):
        if out[k].low == "not" and out[k - 1].low in table["have"] and out[k + 1].kind == "word" and _noun(out[k + 1].low):
            out[k] = Raw("word", out[k].text, out[k].start, "no")
        if out[k].low != "of" or out[k - 1].kind != "word":
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
    return [raw for k, raw in enumerate(out) if k not in gone and not (
        raw.low == "the" and k + 1 < len(out) and out[k + 1].text[:1].isupper() and named(out, k + 1))]
