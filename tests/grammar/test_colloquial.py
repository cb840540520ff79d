"""Table talk in a friend's voice: idioms, thanks, apologies and hedges around the one clause that carries the roll
("that would be great, cheers", "sorry, clean forgot the dice: ..."), names with a contraction, dice said one by one
aloud, and a request made by the GM for someone. Every value is read where a value stands; the chat around it is
the scene. Phrasings written for this test, in every game."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])


def _blades(phrase: str) -> tuple[str, str]:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    return result.extra["blades"]["position"], result.extra["blades"]["effect"]


@pytest.mark.parametrize("phrase", [
    "that would be great, cheers - Cross skirmishes with the watchman, 6 2 4",
    "Cross skirmishes with the watchman, it'd be desperate if the lamps were lit, 6 2 4",
    "Cross skirmishes with the watchman, could be limited I suppose, 6 2 4",
])
def test_a_value_word_after_a_wish_or_a_guess_is_the_scene(phrase: str) -> None:
    assert _blades(phrase) == ("Risky", "Standard")


@pytest.mark.parametrize("phrase", [
    "Vex punches the bouncer, that'd be hard for anyone sober, 6 2",
    "Vex punches the bouncer, it would be severe if he'd seen me coming, 6 2",
])
def test_a_difficulty_word_after_a_wish_or_a_guess_sets_nothing(phrase: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == "Moderate"


@pytest.mark.parametrize(("phrase", "level"), [
    ("Vex punches the bouncer, the GM says it'll be hard, 6 2", "Hard"),
    ("Vex punches the bouncer, that's hard, 6 2", "Hard"),
])
def test_a_difficulty_said_as_so_is_still_one(phrase: str, level: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == level

