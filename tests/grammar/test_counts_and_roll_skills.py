"""A number counting the scene's things ('past the 2 guards', 'past 3 drones') is no die face: with no faces said the
line is asked about, with faces said those are the dice. A skill named right after a roll word ('rolls Hacking at the
door') is the skill rolled, never a verb the words would make ('hack at'). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

BLADES = load_party([EXAMPLES / "blades_party.toml"])
GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize("phrase", [
    "I rolled Prowl past the 2 guards",
    "I rolled Prowl past 3 drones",
    "I rolled Prowl past the 4 sentries",
    "Cross rolled Prowl around the 2 dogs",
    "I rolled Prowl through the 3 patrols",
])
def test_a_count_of_things_is_asked_never_rolled_as_a_face(phrase: str) -> None:
    with pytest.raises(PhraseError) as caught:
        roll(phrase, BLADES, system="blades", actor="Cross")
    assert caught.value.column is not None  # the answer points at the words it needs said


@pytest.mark.parametrize(("phrase", "dice"), [
    ("I rolled Prowl past the 2 guards, 4", (4,)),
    ("I rolled Prowl past the two guards: 5", (5,)),
    ("sneak by the 3 lookouts with Prowl, rolled 6", (6,)),
    ("I rolled Prowl around 2 patrols: 6", (6,)),
])
def test_a_count_of_things_beside_faces_leaves_the_faces(phrase: str, dice: tuple[int, ...]) -> None:
    done = roll(phrase, BLADES, system="blades", actor="Cross")
    assert done.dice == dice
    assert done.skill == "Prowl"


@pytest.mark.parametrize("phrase", [
    "Dex rolls Hacking at the door panel, DL Hard: 2 2",
    "meanwhile — Dex is rolling Hacking at the door panel, DL Hard: 2 2",
    "Dex rolled Hacking at the keypad, Hard, 7 4",
    "Dex: roll Hacking at the lock, DL Hard, 7 1",
])
def test_a_skill_named_after_a_roll_word_is_the_skill(phrase: str) -> None:
    done = roll(phrase, GHOSTBURN, actor="Vex")
    assert done.actor == "Dex"
    assert done.skill == "Hacking"
    assert done.trick is None


@pytest.mark.parametrize("phrase", [
    "Dex rolls Hacking at the door panel: 2 2",
    "meanwhile — Dex is rolling Hacking at the door panel: 2 2",
    "I roll Hacking at the terminal, 5 5",
])
def test_a_skill_after_a_roll_word_without_a_level_is_asked(phrase: str) -> None:
    with pytest.raises(RulesError, match="Difficulty Level"):
        roll(phrase, GHOSTBURN, actor="Dex")
