"""FS3: an attribute named right after the roll word ('roll perception: Zoe listening at the hatch', 'Elodie rolls
her Wits while she fixes the pump') is the roll, Everyman plus the attribute; the story's action words around it
choose no skill. An attribute said with 'using' beside an action stays that action's skill with the attribute."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "skill", "dice"), [
    ("roll perception: Zoe listening at the hatch. 6 2 1 7", "Perception", 4),
    ("Elodie rolls her Wits while she fixes the pump 6 2 1 7 3", "Wits", 5),
    ("ok roll wits — Zoe hacking the door panel lol 3 4 6 8", "Wits", 4),
])
def test_an_attribute_named_after_roll_is_the_roll(phrase: str, skill: str, dice: int) -> None:
    result = roll(phrase, FS3, system="fs3", actor="Zoe")
    assert (result.skill, result.ability.name, len(result.dice)) == (skill, skill, dice)


def test_an_attribute_said_with_using_stays_the_actions_skill() -> None:
    result = roll("Zoe fixes the engine using Perception 6 2 1 7 3 4", FS3, system="fs3")
    assert (result.skill, result.ability.name) == ("Technician", "Perception")
