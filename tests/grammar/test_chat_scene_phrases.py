"""How a fast chat says the scene around a roll, never a second deed nor dice: a time said inside a noun phrase ("the
3am taco run": the run is a thing), a passive made with 'get' past a word of degree ("he got totally wrecked by the
turret": done to him), and a guessed count of time after a dice verb ("got like 3 hours of sleep"). Phrasings written
for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex convinces the bouncer we're only here for the 3am taco run, 6 4",
    "vex convinces the bouncer it's just the 4pm coffee run lol, 6 4",
])
def test_a_time_inside_a_noun_phrase_leaves_its_noun_a_thing(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN)
    # 'run' after 'the 3am taco' is an errand, no Sprint: Vex persuades
    assert (result.actor, result.skill, result.dice) == ("Vex", "Persuade", (6, 4))


@pytest.mark.parametrize("phrase", [
    "Vex convinces the bouncer, he got totally played by the fixer earlier, 6 4",
    "vex convinces the bouncer bc he got absolutely cooked by the fixer, 6 4",
])
def test_a_passive_with_get_is_done_to_someone(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN)
    assert (result.actor, result.skill, result.dice) == ("Vex", "Persuade", (6, 4))


def test_getting_past_someone_is_still_a_deed() -> None:
    with pytest.raises((PhraseError, RulesError), match="Sneak"):
        roll("Vex gets past the bouncer, 6 4", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard, he got like 3 hours of sleep, dice 4 5",
    "ripper punches the guard, got maybe 10 minutes before the shift ends, 4 5",
])
def test_a_guessed_count_of_time_after_got_is_no_dice(phrase: str) -> None:
    result = roll(phrase, FIST, system="fist")
    assert (result.actor, result.dice) == ("Ripper", (4, 5))
