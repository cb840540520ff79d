"""Skills named in one phrase: each is the roll's, or the scene's, or a question the player asks. Two named for one
roll are asked about ('Piloting and Firearms'), never one rolled and the other dropped unsaid; a skill's word that
says what kind of thing something is ('a bottle of Gemenese wine') is the scene's; options in a question ('is it
Survey or Study?') leave the roll to the one said after it ('going with Study')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "Mavros: Firearms and Melee, 6 2 1"),
    ("fs3", "Zoe lines up the shot, Firearms, Alertness: 6 2 3"),
    ("ghostburn", "Vex talks her way in, Persuade, Deception, 7 3"),
    ("blades", "Cross slips past the guards, Prowl and Finesse, 4 2"),
])
def test_two_skills_for_one_roll_are_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="Which is it"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Elodie haggles over a crate of Gemenese wine, Melee vs Tug, 6 2 1", "Melee"),
    ("Elodie shares a bottle from Gemenese stock, Alertness 6 2 3", "Alertness"),
])
def test_a_skills_word_that_says_what_kind_of_thing_is_the_scene(phrase: str, skill: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert request.skill == skill and "Gemenese" in request.unknown


@pytest.mark.parametrize(("game", "phrase", "skill"), [
    ("blades", "Prowl or Finesse? rolled 4 2, going with Finesse", "Finesse"),
    ("fs3", "is it Alertness or Melee? 6 2 1, I'll go with Alertness", "Alertness"),
    ("ghostburn", "Stealth or Persuade? I say Persuade, 7 3", "Persuade"),
])
def test_the_skill_said_after_a_question_of_options_is_the_roll(game: str, phrase: str, skill: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.skill == skill
    assert any(c.kind == "skill" and not c.used for c in request.reading)  # the question's options, shown
    assert [c.text for c in request.reading if c.kind == "skill" and c.used] == [skill]
