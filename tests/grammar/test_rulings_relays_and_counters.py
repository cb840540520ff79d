"""Kinds of phrasing met in this session's sets: words of the grammar after a word for a character ("the colonel's
lad and his dog", asked about as a character called 'and').
Guards keep what must stay.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def test_a_word_of_the_grammar_after_lad_is_no_name() -> None:
    request = _read("fist", "Jonesy dodges the colonel's lad and his dog. rolled 1 1")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("dodge",), (1, 1))


def test_an_unknown_name_after_guy_is_asked_guard() -> None:
    with pytest.raises(RollmateError, match="called 'tobiah'"):
        _read("fist", "sam's guy tobiah checks the corridor, rolled 3 4")
