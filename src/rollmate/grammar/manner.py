"""The writer's manner (manner.toml), read once: the words in which the one typing hedges, doubts or apologises."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from rollmate.grammar.later import Later
from rollmate.grammar.words import LEAVE_ASKED

MANNER_FILE = Path(__file__).with_name("manner.toml")
_KEYS = ("hedges", "opens", "around", "after_dice", "doubts", "apologies")

Phrases = tuple[tuple[str, ...], ...]


@cache
def _table() -> dict[str, tuple[str, ...]]:
    """manner.toml, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    return word_lists(MANNER_FILE, "manner", _KEYS)


def _phrases(said: tuple[str, ...]) -> Phrases:
    """Word sequences, the longest first (a lexer tries them in this order)."""
    return tuple(sorted((tuple(s.split()) for s in said), key=len, reverse=True))


@cache
def hedges_after() -> Phrases:
    """A hedge said right after the dice ('a 4 and a 6 i think', '5 3 2 iirc'), or the GM's leave asked
    (words.LEAVE_ASKED): no word of the roll."""
    return _phrases((*_table()["after_dice"], *LEAVE_ASKED))


@cache
def doubts() -> Phrases:
    """The writer's doubt about the scene, before the clause of what they doubt ('hard to tell if ...')."""
    return _phrases(_table()["doubts"])


@cache
def apologies() -> Phrases:
    """The writer's apology for how they post, before what they fear they got wrong ('sorry if ...')."""
    return _phrases(_table()["apologies"])


@cache
def said_with_i() -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The patterns of the manner said with an 'I' in it: the hedge verbs after 'I' ('I think'), the remarks an 'I'
    opens ("I'm terrible at this") and those around one ('sorry if I ...')."""
    table = _table()
    hedges = r"i\s+(?:" + "|".join(re.escape(h).replace(r"\ ", r"\s+") for h in table["hedges"]) + ")"
    return hedges, table["opens"], table["around"]


@cache
def _said_with_i() -> tuple[re.Pattern[str], ...]:
    """said_with_i's patterns compiled once, each as manner_spans searches a lowercase text with it."""
    hedges, opens, around = said_with_i()
    return (re.compile(rf"(?<![\w']){hedges}(?![\w'])"), *(re.compile(rf"(?<![\w'])(?:{p})") for p in opens),
            *(re.compile(p) for p in around))


_AN_I = Later(r"(?i)(?<![\w'’])i(?![\w])|(?<![\w'’])im(?![\w'’])")


def manner_spans(text: str) -> list[tuple[int, int]]:
    """Where the writer's manner is said with an 'I' in it (manner.toml): 'I think', 'sorry if I set this up wrong',
    "I'm terrible at this"; an 'I' there is the one typing, never the one who acts."""
    if not _AN_I.search(text):
        return []
    low = text.lower().replace("’", "'")
    return [found.span() for pattern in _said_with_i() for found in pattern.finditer(low)]
