"""What a named roll is for, set off by a comma ('rolls her Grit, to see whether she can hold on'), is the roll's
purpose, as it is without the comma: the roll named decides, and the purpose's verbs never pick another skill."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "skill", "dice"), [
    ("Tug rolls his Grit, to see whether he can climb out through the hatch. 6 2 1 7", "Grit", 4),
    ("I should like Zoe to roll her Perception, to find out whether she notices the tripwire. 6 2 1 7", "Perception", 4),
    ("Mavros will roll Brawn, to learn whether he can climb the rope with the crate. 6 2 1 7", "Brawn", 4),
    ("Elodie rolls her Wits, to see if she can patch the engine before the storm hits. 6 2 1 7 3", "Wits", 5),
])
def test_a_purpose_after_a_comma_is_the_named_rolls(phrase: str, skill: str, dice: int) -> None:
    result = roll(phrase, FS3, system="fs3")
    assert (result.skill, len(result.dice)) == (skill, dice)


@pytest.mark.parametrize(("phrase", "modifier"), [
    ("Elodie patches up the pilot with Medicine, and Zoe, assisting her, has already rolled a Good Success. "
     "1 2 3 4 5 6 7 8 1", 2),
    ("Tug fixes the engine with Technician; Elodie, assisting, rolled a Great Success. 1 2 3 4 5 6 7 8 1", 3),
    ("Zoe flies the shuttle through the storm, and Tug, assisting her, got a Failure, as you will recall. "
     "1 2 3 4 5", -1),
])
def test_an_assist_set_off_by_commas_after_its_name_is_that_persons(phrase: str, modifier: int) -> None:
    result = roll(phrase, FS3, system="fs3")
    assert result.modifier == modifier
