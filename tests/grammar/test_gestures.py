"""A gesture of one's own body said beside a deed ("cracks his knuckles and threatens", "pops her neck, then
punches") is the manner of that deed: never a second deed, even where its verb is one of the game's ('crack' a safe,
Ghostburn's Disable Device and FIST's Tactical). The words list the gestures (grammar/words.py GESTURES). So is a
stance ("plants her feet") and a hurt said as a participle before a part of the body ("broken ankle", "cracked
ribs"); "breaks his arm" stays a deed, which may be done to another. A participle after a verb of being, with
nothing after it to act on, says what someone is ("he's built like a tank"): no deed either; so does one alone in its
clause, graded ("kinda spooked") or closed by a chat word ("terrified tbh"): how the speaker feels."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.rules.sheets import load_party

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex cracks her knuckles and threatens the bouncer, 6 4",
    "vex pops her neck, then threatens the bouncer. 6 4",
    "Vex, cracking her knuckles, threatens the bouncer: 6 4",
])
def test_a_gesture_beside_a_threat_is_how_it_is_made(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN)
    # Coerce rolls against the bouncer's Fort (Moderate, 14); Vex: Presence 3, no Intimidate: 6 + 4 + 3 = 13, one
    # band under Moderate's: a Fade
    assert (result.actor, result.skill, result.trick) == ("Vex", "Intimidate", "Coerce")
    assert (result.difficulty.name, result.dice, result.modifier, result.total, result.outcome) == \
        ("Moderate", (6, 4), 3, 13, "Fade")


def test_a_gesture_beside_a_punch_in_fist() -> None:
    result = roll("Ripper cracks his knuckles and punches the guard, 4 5", FIST, system="fist")
    # a punch is FORCEFUL; Ripper's is 2: 4 + 5 + 2 = 11, a Success (10 or more)
    assert (result.actor, result.ability.name, result.total, result.outcome) == ("Ripper", "Forceful", 11, "Success")


def test_the_verb_with_a_thing_not_of_the_body_is_still_the_deed() -> None:
    result = roll("Ripper cracks the safe, 4 5", FIST, system="fist")
    assert (result.ability.name, result.total) == ("Tactical", 9)


BLADES = load_party([EXAMPLES / "blades_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Cross plants her feet in the doorway and skirmishes with the brute, 5 4 1",  # planting one's feet: no plant
    "Cross digs in her heels and skirmishes with the brute, 5 4 1",
    "Cross, broken ankle and all, skirmishes with the brute, 5 4 1",  # a hurt she has: nothing wrecked
    "Cross has the old wound (literally, cracked ribs) but skirmishes with the brute anyway, 5 4 1",
])
def test_a_stance_or_a_hurt_beside_the_action_is_no_second_action(phrase: str) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    assert (result.actor, result.skill, result.dice) == ("Cross", "Skirmish", (5, 4, 1))


def test_breaking_someones_arm_is_still_a_deed() -> None:
    result = roll("Cross breaks his arm over the railing, 5", BLADES, system="blades", actor="Cross")
    assert result.skill == "Wreck"


@pytest.mark.parametrize("phrase", [
    "Ripper shoves the crate off the pier, he's built like a tank, 4 5",
    "ripper shoves the vending machine off the ledge bc he's literally built like a fridge, 4 5",
])
def test_what_someone_is_built_like_is_no_deed(phrase: str) -> None:
    result = roll(phrase, FIST, system="fist")
    # shoving is FORCEFUL (Ripper's 2); 'built' here says what he is, no building (Tactical): 4 + 5 + 2 = 11
    assert (result.actor, result.ability.name, result.total, result.outcome) == ("Ripper", "Forceful", 11, "Success")


def test_a_participle_with_its_object_after_a_contraction_stays_the_deed() -> None:
    result = roll("Jonesy's built a jammer for the door, 4 5", FIST, system="fist")
    assert (result.ability.name, result.total) == ("Tactical", 11)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, kinda spooked lol, 6 4",
    "vex sneaks past the guard, terrified tbh, 6 4",
    "vex sneaks past the guard, im scared, 6 4",
    "vex sneaks past the guard, so intimidated rn. 6 4",
    "vex sneaks past the guard, she's dressed like a tourist lol, 6 4",
])
def test_a_feeling_or_a_look_said_alone_is_no_second_deed(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN)
    # Vex sneaks (Stealth); how she feels ('spooked', 'scared': Coerce's verbs) is said of herself, no threat made
    assert (result.actor, result.skill, result.dice) == ("Vex", "Stealth", (6, 4))


def test_a_scare_done_to_someone_in_its_own_clause_stays_a_deed() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        roll("vex sneaks past the guard, scared the cat, 6 4", GHOSTBURN)
