"""A trick read whole where its words say it: coming close that a takedown from hiding holds as its first part ('sneaks
up behind the sentry and takes him down': one roll, Silent Takedown), a thing's own doing inside what the roll is for
('to notice the car tailing us': the car tails, no one rolls Shadow Target), and a signature trick the sheet lacks,
said by a verb of its own beside the target's trait, refused with its name, never rolled as the skill improvised.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import ghostburn_party, roll

from rollmate.errors import PhraseError, RulesError


def _sneaky():
    return ghostburn_party(skills={"brawl": 2, "stealth": 2, "melee": 1}, signature_tricks=["Silent Takedown"])


@pytest.mark.parametrize("phrase", [
    "sneaks up behind the cop and silently takes him down, rolled 6 and 7",
    "creeps up on the cop and chokes him out, rolled 6 and 7",
    "slips up behind the cop and knocks him out, rolled 6 and 7",
])
def test_coming_close_is_the_takedowns_own_first_part(phrase: str) -> None:
    result = roll(f"Vex {phrase}", _sneaky(), actor="Vex")
    assert (result.skill, result.trick) == ("Brawl", "Silent Takedown")
    assert result.difficulty.value == 14  # the cop's Wits, Moderate
    assert result.dice == (6, 7)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the cop and knocks him out, rolled 6 and 7",  # past him: an obstacle of its own
    "Vex sneaks up behind the cop and stabs him, rolled 6 and 7",  # a blow the approach is no part of
])
def test_other_deeds_after_sneaking_stay_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="two actions"):
        roll(phrase, _sneaky(), actor="Vex")


@pytest.mark.parametrize("phrase", [
    "Vex sneaks up behind the cop and silently takes him down, his Wits is Moderate, rolled 6 and 7",
    "Vex shakes down the cop for his wallet, the cop's Fort is Moderate, rolled 6 and 2",
])
def test_a_signature_trick_the_sheet_lacks_is_named_with_the_trait_given(phrase: str) -> None:
    with pytest.raises(RulesError, match="signature trick") as refused:
        roll(phrase, ghostburn_party(skills={"brawl": 2, "intimidate": 1}), actor="Vex")
    assert "Silent Takedown" in str(refused.value) or "Shakedown" in str(refused.value)


def test_the_skills_own_verb_with_a_dl_is_the_skill_improvised() -> None:
    result = roll("Vex hacks the lobby terminal, Security Small Corp, rolled 7 and 4", ghostburn_party(), actor="Vex")
    assert (result.skill, result.trick, result.difficulty.value) == ("Hacking", None, 14)


@pytest.mark.parametrize("phrase", [
    "Vex rolls to notice the car tailing us, rolled 5 and 3",
    "Vex rolls Awareness to spot the man shadowing her, rolled 5 and 3",
])
def test_what_a_thing_is_doing_in_the_purpose_is_no_roll(phrase: str) -> None:
    result = roll(phrase, ghostburn_party(skills={"perception": 1, "stealth": 1}), actor="Vex")
    assert (result.skill, result.trick) == ("Perception", "Search")


def test_wits_named_for_what_a_thing_is_doing_is_refused_naming_awareness() -> None:
    with pytest.raises(RulesError, match="Awareness"):
        roll("Vex rolls her Wits to notice the car tailing us, rolled 5 and 3", ghostburn_party(), actor="Vex")


def test_the_skill_named_with_a_dl_is_the_skill_improvised() -> None:
    result = roll("Vex reattaches the drone's rotor arm, Medicine, DL Severe, rolled 6 and 9",
                  ghostburn_party(skills={"medicine": 1}), actor="Vex")
    assert (result.skill, result.trick, result.difficulty.value) == ("Medicine", None, 26)
