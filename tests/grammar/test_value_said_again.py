"""A value said more than once in a post, where the words say which holds: a flat modifier a 'so' concludes with is
the one used; an old rule's modifier beside another is asked about (never summed); a difficulty said as where a step
change ends is the one used, never stepped again."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

FIST = load_party([EXAMPLES / "fist_party.toml"])
GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize(("phrase", "modifier"), [
    ("Last session it was -2 for the rain, but you said -1 today. So -1. Jonesy picks the lock, 5 and 4.", -1),
    ("The old rule gave -3 for smoke; tonight you called it -1, so -1. Jonesy picks the lock, 5 and 4.", -1),
    ("-1 for the dark and +2 for the scope, so +1. Jonesy picks the lock, 5 and 4.", 1),
    ("We used to take +2 for a setup, the referee allows +1 now, so it's +1. Jonesy picks the lock, 5 and 4.", 1),
])
def test_the_concluded_modifier_is_used_alone(phrase: str, modifier: int) -> None:
    result = roll(phrase, FIST, system="fist")
    assert result.total == sum(result.dice) + result.ability.score + modifier


@pytest.mark.parametrize("phrase", [
    "Our old table rule was -2 for night work, and you said -1 tonight. Jonesy picks the lock, 5 and 4.",
    "Last time it was +2 for a setup; the referee gives +1. Jonesy picks the lock, 5 and 4.",
    "-2 for the rain and -1 for the dark, so +4. Jonesy picks the lock, 5 and 4.",
])
def test_an_old_rule_beside_another_or_a_stray_conclusion_is_asked(phrase: str) -> None:
    with pytest.raises(RollmateError, match="Which modifier"):
        roll(phrase, FIST, system="fist")


@pytest.mark.parametrize(("phrase", "difficulty"), [
    ("Dex runs a Medical Assessment on the body, the extra time drops it a step to Moderate, 4 and 4.", "Moderate"),
    ("Dex searches the van, the GM says the gloves take it down to Easy, 4 and 4.", "Easy"),
    ("Dex hacks the door, one step harder, up to Severe, 4 and 4.", "Severe"),
    ("Dex hacks the door; the alarm bumps it up to Hard. 4 and 4.", "Hard"),
])
def test_a_difficulty_said_after_a_step_is_the_final_one(phrase: str, difficulty: str) -> None:
    assert roll(phrase, GHOSTBURN).difficulty.name == difficulty


@pytest.mark.parametrize("phrase", [
    "-1 for the dark. Jonesy picks the lock, 5 and 4.",
    "Jonesy picks the lock, the tools are good so +1, 5 and 4.",
])
def test_a_modifier_said_once_still_counts(phrase: str) -> None:
    result = roll(phrase, FIST, system="fist")
    assert result.total != sum(result.dice) + result.ability.score



@pytest.mark.parametrize("phrase", [
    "Vex convinces the guard; he's Friendly, so it drops a step from his Wits (Moderate) to Easy, 4 4",
    "Vex sneaks past; the fog takes it down a step from Hard to Moderate. 4 4",
])
def test_a_step_said_from_where_it_starts_is_not_asked(phrase: str) -> None:
    """'from his Wits (Moderate) to Easy' names both ends of the step: which of the two is the DL is asked, as
    before, never whether the end is stepped again."""
    with pytest.raises(RollmateError, match="Two difficulties"):
        roll(phrase, GHOSTBURN)
