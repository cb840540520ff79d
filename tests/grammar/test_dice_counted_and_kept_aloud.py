"""A transcript's dice said aloud with their count and the dice kept: a stage direction that counts them
('(rolling three)', '[rolls 2 dice]') before as many faces is the count, no face; 'worst two.' or 'best two.' said
alone after faces spoken in words is the player's working (the rules keep the dice), never a number to ask about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("phrase", "dice"), [
    ("GM: Ripper, you're blinded, so disadvantage. Forceful to shove the cart. LEE: (rolling three) four. five! "
     "and... a one.", (4, 5, 1)),
    ("GM: Ripper, roll Forceful to shove the cart. LEE: [rolls 2 dice] three... and a six.", (3, 6)),
])
def test_a_stage_direction_counting_the_dice_is_no_face(phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", dice)


@pytest.mark.parametrize("phrase", [
    "Ripper shoves the cart, Forceful, with disadvantage. five, four, one. worst two.",
    "GM: Ripper, disadvantage, Forceful. LEE: five, four, one. LEE: best two, right? no, worst two.",
])
def test_the_dice_kept_said_alone_in_words_are_working(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert request.dice == (5, 4, 1)
    assert any(c.kind == "working" and "two" in c.text and not c.used for c in request.reading)
