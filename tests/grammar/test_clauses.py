"""Clause rules shared by every system: who acts, war-die faces, typo guesses."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, war_of

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = load_party([EXAMPLES / "fist_party.toml"])
VOCAB = get_system("fist").vocabulary(FIST)


def test_faces_after_a_declared_war_die_belong_to_it() -> None:
    request = parse("kick in the door, Vex adds her war die to Ripper's roll, rolled 3 3, war die 5", VOCAB)
    assert (*war_of(request), request.actor) == (1, (5,), "Vex", "Ripper")


def test_war_dice_counted_once_each() -> None:
    assert war_of(parse("kick in the door, spend 2 war dice", VOCAB))[0] == 2
    assert war_of(parse("kick in the door, war dice 4 5", VOCAB))[0] == 2


def test_as_names_an_actor_only_at_the_start_of_a_clause() -> None:
    assert parse("as Vex, kick in the door", VOCAB).actor == "Vex"
    assert parse("disguise myself as a janitor", VOCAB).actor is None
    with pytest.raises(PhraseError, match="anyone called .Zed."):
        parse("as Zed, kick in the door", VOCAB)


@pytest.mark.parametrize(("phrase", "suggestion"), [("spnd a war die, kick the door", "spend")])
def test_grammar_words_get_guesses(phrase: str, suggestion: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(phrase, VOCAB)
    assert suggestion in caught.value.suggestions


def test_short_forms_are_not_guessed_from() -> None:
    request = parse("recruit a crew, +CREATIVE", VOCAB)
    assert request.abilities == ("Creative",)


def test_commas_inside_a_list_a_keyword_opened() -> None:
    fs3 = load_party([EXAMPLES / "fs3_party.toml"])
    vocabulary = get_system("fs3").vocabulary(fs3)
    request = parse("fix the engine, Technician, helped by Zoe, Elodie", vocabulary)
    assert [h.name for h in request.helpers] == ["Zoe", "Elodie"]
    assert parse("roll Firearms, dice 6, 7, 1, 2", vocabulary).dice == (6, 7, 1, 2)
    helped = parse("helped by Zoe, -1", vocabulary)
    assert [h.name for h in helped.helpers] == ["Zoe"] and [m.amount for m in helped.modifiers] == [-1]
    counted = parse("roll +TACTICAL, rolled 1 1, 12 war dice", VOCAB)
    assert (counted.dice, war_of(counted)[0]) == ((1, 1), 12)
