"""A report's furniture around a roll is the scene: an identity claimed ('claiming to be a courier for the Wire') is a
description, a participle aside between a name and its verb ('Dex, posing as a health inspector, bluffs ...') is
what goes with the deed, an adverb inside a noun phrase ('a carefully placed camera') says how that thing was made,
and a byline ('Mavros reporting:') names who writes, not who acts."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3")}


@pytest.mark.parametrize(("phrase", "ability"), [
    ("Vex talks her way past the door guard, claiming to be a courier for the Wire. 3 and 4", "Creative"),
    ("Jonesy bluffs the clerk, professing to be an engineer from the wire service. 5 and 2", "Creative"),
])
def test_an_identity_claimed_is_a_description(phrase: str, ability: str) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert result.ability is not None and result.ability.name == ability


def test_pretending_is_still_a_deed_of_its_own() -> None:
    """'pretending to be ...' keeps its verb: slipping past and keeping up a pretence are two rolls, asked."""
    with pytest.raises(PhraseError, match="two actions"):
        roll("Jonesy slips past the patrol, pretending to be a wire technician, 5 and 2", PARTIES["fist"],
             system="fist")


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex, posing as a health inspector, bluffs the bouncer. 4 5", "Bluff"),
    ("Dex, posing as Unit 7 courier Mara Quill, bluffs the bouncer. 4 5", "Bluff"),
    ("Vex, sneaking along the catwalk, shoots the guard. 4 5", "Single Shot"),
])
def test_a_participle_aside_after_the_name_is_the_scene(phrase: str, trick: str) -> None:
    result = roll(phrase, PARTIES["ghostburn"])
    assert (result.actor, result.trick) == (phrase.split(",")[0], trick)


def test_an_adverb_inside_a_noun_phrase_is_no_cue() -> None:
    """'carefully' says FS3's time taken (+2 dice) when it says how the actor acts, never inside a noun phrase."""
    careful = roll("Zoe carefully sneaks past the guards, 6 2 1 7 3", PARTIES["fs3"], system="fs3")
    placed = roll("Zoe sneaks past the guards despite a carefully placed camera, 6 2 1", PARTIES["fs3"], system="fs3")
    assert (careful.modifier, placed.modifier) == (2, 0)


@pytest.mark.parametrize("phrase", [
    "Mavros reporting: Zoe climbs the wall. 6 2 1",
    "Zoe climbs the wall, 6 2 1. Mavros reports.",
])
def test_a_byline_names_the_writer(phrase: str) -> None:
    result = roll(phrase, PARTIES["fs3"], system="fs3")
    assert (result.actor, result.skill) == ("Zoe", "Athletics")


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Mavros goes after the goon with a crowbar, 6 2 1 7 3 4", "Melee"),
    ("Mavros went after the sailor with his old crowbar, 6 2 1 7 3 4", "Melee"),
    ("Nemesis comes at the sentry with her rifle, 6 2 1 7 3 4 5", "Firearms"),
])
def test_an_attack_with_a_weapon_rolls_the_weapons_skill(phrase: str, skill: str) -> None:
    assert roll(phrase, PARTIES["fs3"], system="fs3").skill == skill


def test_an_attack_with_no_weapon_said_is_asked() -> None:
    with pytest.raises(RulesError, match="which skill"):
        roll("Mavros goes after the goon, 6 2 1 7 3 4", PARTIES["fs3"], system="fs3")
