"""A face shouted with its last letters typed again and again ("SIXXX and a two", "fiiive") is that face; a word of
the dictionary is never one ("too easy"). A number before 'more' and a noun no rule counts ("one more roll then
bed", "two more guards") is how many of a thing of the story, never a die; "two more dice" and "one more step" stay
the roll's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize(("phrase", "dice"), [
    ("VEX SLIPS PAST THE GUARD!!! SIXXX and a two!!!", (6, 2)),
    ("Vex sneaks past the guard, fiiive and twooo", (5, 2)),
    ("Vex sneaks past the guard, too easy, 4 5", (4, 5)),
])
def test_a_face_shouted_is_that_face(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB).dice == dice


@pytest.mark.parametrize("phrase", [
    "it's late so one more roll then bed. Vex sneaks past the guard, 6 and 3",
    "Vex sneaks past the guard, one more job and we're rich, 6 and 3",
])
def test_a_number_before_more_of_a_thing_is_the_scene(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.dice == (6, 3)
    assert any(c.kind == "scene" and c.text == "one" for c in request.reading)


def test_more_of_what_a_rule_counts_stays_the_rolls() -> None:
    with pytest.raises(PhraseError) as caught:
        parse("Vex sneaks past the guard, two more dice, 6 and 3", VOCAB)
    assert "two more dice" in caught.value.message
