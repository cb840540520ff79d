"""A two-word verb whose words stand apart ("talk ... into") reaches past a group's count said between them ("talks
the crowd of 12 dockworkers into going home"): the count is the group's size, and the verb still names the roll."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex talks the crowd of 12 dockworkers into going home, their highest Wits is Moderate, 6 5",
    "Vex talks a mob of 12 fans into leaving, highest Wits Moderate, 6 5",
    "Vex talks the crowd of 12 into going home, their highest Wits is Moderate, 6 5",
])
def test_the_verb_reaches_past_a_groups_count(phrase: str) -> None:
    result = roll(phrase, PARTY)
    # Convince rolls against the group's highest Wits (Moderate, 14), one step up per full 10 members: Hard (20).
    # Vex: Presence 3 + Persuade 2 + the pheromone pump's 1; 6 + 5 + 6 = 17: Hard's Fade is 14-19
    assert (result.actor, result.skill, result.trick) == ("Vex", "Persuade", "Convince")
    assert (result.difficulty.name, result.difficulty.value) == ("Hard", 20)
    assert (result.dice, result.modifier, result.total, result.outcome) == ((6, 5), 6, 17, "Fade")
