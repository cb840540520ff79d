"""A capitalised skill said with a possessive after 'for', 'take up' or 'ply' ("for her Stealth she rolled", "takes
up his Piano", "plies his Melee") is the roller's own skill, named for the roll, as 'with his Melee' already was; the
same words said of a skill of somebody else's sentence, or in lowercase, stay the scene."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Mavros rolled the dice for his Stealth: 6 2 1 7", "Stealth"),
    ("for his Stealth he threw the dice, and they came up 6 2 1 7", "Stealth"),
    ("Mavros takes up his Piano before the duchess, 6 2 1 7 3 8 4 5", "Piano"),
    ("Mavros took up his Piano; the dice fell 6 2 1 7 3 8 4 5", "Piano"),
    ("Mavros plies his Melee upon the brigand, 6 2 1 7 3 8", "Melee"),
])
def test_a_possessed_skill_after_for_or_take_up_is_the_roll(phrase: str, skill: str) -> None:
    result = roll(phrase, FS3, system="fs3", actor="Mavros")
    assert result.skill == skill


@pytest.mark.parametrize("phrase", [
    "Mavros took up his piano, 6 2 1 7 3",
    "The guard was famed for his Stealth. 6 2 1 7",
])
def test_a_possessed_skill_said_otherwise_is_no_roll(phrase: str) -> None:
    with pytest.raises(RollmateError):
        roll(phrase, FS3, system="fs3", actor="Mavros")
