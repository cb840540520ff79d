"""What comes to the senses unbidden ('you hear it scratching', 'Dex smells smoke') beside a deed is the scene the one
acting perceives; a sensing alone, or two of them, stays what it was, and a deed of the senses ('listens at the
door') stays a deed. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")


@pytest.mark.parametrize(("phrase", "sensed"), [
    ("Dex... you hear it scratching. you shoot the guard anyway. 6 and 4.", "hear"),
    ("Dex hears a click and shoots the guard, 6 and 4", "hears"),
])
def test_a_sensing_beside_a_deed_is_the_scene(phrase: str, sensed: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Dex", ("Single Shot",), (6, 4))
    assert any(c.text == sensed and not c.used for c in request.reading)


def test_two_sensings_stay_one_roll_of_the_senses() -> None:
    assert parse("Dex hears the guard and sees the camera. 6 and 4.", GHOSTBURN).verbs == ("Search",)


def test_a_deed_of_the_senses_stays_a_deed() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse("Dex listens at the door and shoots the guard. 6 and 4.", GHOSTBURN)
