"""A PbtA stat is an English adjective: said of the scene after a verb of being ("this'll be hard", "it's so weird",
"the place looks sharp"), it is what something is like, never the stat rolled; the move the action triggers adds its
own stat. An idiom of a blow said of something abstract ("a critical hit to my pride") is no attack, and two moves
triggered by one post are asked about. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

PBTA = load_party([EXAMPLES / "pbta_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Kit searches the office. man this is going to be HARD: 4 4",
    "Kit searches the office, it's gonna be so hard lol, 4 4",
    "Kit searches the office, honestly this whole town is weird, 4 4",
    "Kit searches the office. the vibe here feels really cool, 4 4",
    "Kit searches the office and the night was hot, 4 4",
])
def test_a_stat_word_said_of_the_scene_is_no_stat(phrase: str) -> None:
    result = roll(phrase, PBTA, system="pbta")
    assert result.skill == "Read the Room"
    assert result.ability.name == "Sharp"


@pytest.mark.parametrize(("phrase", "stat"), [
    ("Kit searches the office, roll hard: 4 4", "Hard"),
    ("Kit searches the office +Weird, 4 4", "Weird"),
    ("Kit searches the office, the stat is Hot, 4 4", "Hot"),
])
def test_a_stat_in_a_rules_position_still_is_one(phrase: str, stat: str) -> None:
    assert roll(phrase, PBTA, system="pbta").ability.name == stat


@pytest.mark.parametrize("phrase", [
    "Kit searches the office. critical hit to my sanity: 4 4",
    "Kit searches the office, that's a direct hit on my ego, 4 4",
    "Kit searches the office - big hit to the budget tbh, 4 4",
    "Kit searches the office. massive hit on our morale incoming: 4 4",
])
def test_a_blow_said_of_something_abstract_is_no_attack(phrase: str) -> None:
    result = roll(phrase, PBTA, system="pbta")
    assert result.skill == "Read the Room"


@pytest.mark.parametrize("phrase", [
    "Kit searches the office and then punches the clerk, 4 4",
    "Kit charms the guard then stabs the other one: 4 4",
])
def test_two_moves_in_one_post_are_asked(phrase: str) -> None:
    with pytest.raises((PhraseError, RulesError)):
        roll(phrase, PBTA, system="pbta")
