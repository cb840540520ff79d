"""Calques of a second-language writer (calques.toml) read as the English they stand for: 'we have not supplies' is
'we have no supplies'. The pieces keep their text and columns; only what the lexer compares changes."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.rules.forms import irregular_participle, word_classes

if TYPE_CHECKING:
    from rollmate.grammar.raw import Raw

CALQUES_FILE = Path(__file__).with_name("calques.toml")
_KEYS = ("have", "not_nouns")


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


def calqued(raws: list[Raw]) -> list[Raw]:
    """The pieces with each calque read as English: 'not' after 'have' before a noun is 'no'."""
    if not any(r.low == "not" for r in raws):
        return raws
    from rollmate.grammar.raw import Raw

    out = list(raws)
    have = _table()["have"]
    for k in range(1, len(out) - 1):
        if out[k].low == "not" and out[k - 1].low in have and out[k + 1].kind == "word" and _noun(out[k + 1].low):
            out[k] = Raw("word", out[k].text, out[k].start, "no")
    return out
