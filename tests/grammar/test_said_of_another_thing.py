"""A value word said of another thing than the roll at hand ('the first was easy', 'the last one was hard', 'the
other door is easy') tells what that thing was like: it is the scene, the roll's own value comes from the rules, and
an ordinal that is such a subject counts no attack. Said of the roll ('it was easy', 'the last roll was hard') it is
still the roll's value."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, the first was easy, rolled 4 5",
    "Vex sneaks past the guard at the back door - the first one was easy enough. 4 and 5",
    "Vex picks the inner lock; the other one was hard, this one looks old. rolled 4 5",
    "Vex slips by the guard, the last patrol was a severe pain, rolled 4 5",
])
def test_a_value_said_of_another_thing_is_the_scene(phrase: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.difficulty is None
    assert request.attack_number in (None, 1)
    assert request.dice == (4, 5)


def test_an_ordinal_said_of_as_before_counts_no_attack() -> None:
    assert parse("Vex stabs the guard, the second was easy, rolled 4 5", VOCAB["ghostburn"]).attack_number is None


def test_a_position_said_of_another_thing_is_the_scene() -> None:
    request = parse("Thorn prowls past the guards, the last job was desperate, rolled 4 5", VOCAB["blades"])
    assert not any(c.key == "desperate" for c in request.cues)


@pytest.mark.parametrize(("phrase", "value"), [
    ("Vex sneaks past the guard, it was easy, rolled 4 5", "Easy"),
    ("Vex sneaks past the guard, the last roll was hard, rolled 4 5", "Hard"),
])
def test_a_value_said_of_the_roll_stays_its_value(phrase: str, value: str) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).difficulty == value
