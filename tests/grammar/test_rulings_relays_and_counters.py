"""Kinds of phrasing met in this session's sets: words of the grammar after a word for a character ("the colonel's
lad and his dog", asked about as a character called 'and'), a thing named by its letter ('Plan B tent is 12m by
24m', read as a second deed), a label's things by a list of their numbers ('Dresses are size 10, 12 and 14', read
as a second set of dice).
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


def test_a_thing_named_by_its_letter_is_no_deed() -> None:
    request = _read("fist", "Jonesy smashes through the side panel. Dice 2 and 3. Plan B tent is 12m by 24m.")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("smash through",), (2, 3))


def test_the_word_before_a_letter_alone_stays_the_deed_guard() -> None:
    request = _read("fist", "Jonesy: Plan B, rolled 2 3")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("plan",), (2, 3))


def test_a_labels_things_by_a_list_of_numbers_are_the_scene() -> None:
    request = _read("fs3", "Zoe, roll Presence. Dresses are size 10, 12 and 14. Dice 3 4 2 5")
    assert (request.actor, request.abilities, request.dice) == ("Zoe", ("Presence",), (3, 4, 2, 5))


def test_a_labels_number_and_a_face_stay_asked_guard() -> None:
    with pytest.raises(RollmateError):
        _read("fs3", "Zoe, roll Presence. Room 4 5. 3 4 2 5")
