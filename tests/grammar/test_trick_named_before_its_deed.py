"""A trick's name of several words said before the deed it names ("lines up a dead eye shot", "takes her dead eye
shot"), after any article or possessive, is that trick named: it is rolled, never dropped as a thing of hers nor
weighed against the deed's own word ('shot', Single Shot)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Dex takes her dead eye shot at the sniper, 5 5",
    "Dex lines up a dead eye shot on the sniper with his rifle, 5 5",
    "Dex takes the dead eye shot on the courier. 5 5",
    "dex squeezes off his Dead Eye shot at the lookout: 5 5",
])
def test_a_trick_named_before_its_deed_is_rolled(phrase: str) -> None:
    result = roll(phrase, PARTY)
    # Dead Eye: Perception (Awareness), Hard 20 by default; Dex has Awareness 4 and Perception 2: 5 + 5 + 6 = 16,
    # one band under Hard's: a Fade
    assert (result.actor, result.trick, result.skill, result.difficulty.name, result.difficulty.value) == \
        ("Dex", "Dead Eye", "Perception", "Hard", 20)
    assert (result.dice, result.modifier, result.total, result.outcome) == ((5, 5), 6, 16, "Fade")


def test_the_deed_alone_is_still_its_own_trick() -> None:
    result = roll("Dex takes the single shot at the sniper, 5 5", PARTY)
    assert (result.trick, result.skill) == ("Single Shot", "Firearms")



@pytest.mark.parametrize("phrase", [
    "Dex lines it up, steady now — single shot on the sniper, 5 5",
    "Dex LINES IT UP... single shot at the lookout from the roof, 5 5",
])
def test_a_trick_of_several_words_opening_its_clause_names_the_roll(phrase: str) -> None:
    """'— single shot at the goalkeeper', '— dead eye on the sniper': the name opens its clause and says what is
    rolled; the narration's own verb before it ('lines it up', which may aim for another trick) is the scene."""
    result = roll(phrase, PARTY)
    assert (result.actor, result.trick, result.skill) == ("Dex", "Single Shot", "Firearms")
