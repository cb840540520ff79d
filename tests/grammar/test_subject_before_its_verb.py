"""A word nobody loaded names someone who acts before their verb ('meanwhile marco shoots', 'sparks quickly
shoots the guard', 'zed tries to shoot'): a word of the scene with a thing of its own between it and a verb of the
game ('the water rises to her knees') is no one, and the roll is the actor's. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
PBTA = load_party([EXAMPLES / "pbta_party.toml"])


@pytest.mark.parametrize("phrase", [
    "the water rises to her knees. Vex climbs the fence, 4 5",
    "the tide rises past their knees, and Vex climbs the fence, 4 5",
    "the floodwater climbs to her knees as Vex climbs the fence, 4 5",
])
def test_a_scene_word_with_words_before_a_verb_is_no_one(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert (result.skill, result.dice) == ("Athletics", (4, 5))


@pytest.mark.parametrize("phrase", [
    "meanwhile marco shoots the guard, 4 5",
    "meanwhile sparks shoots the guard, 4 5",
    "meanwhile sparks quickly shoots the guard, 4 5",
    "meanwhile marco tries to shoot the guard, 4 5",
])
def test_an_unknown_word_right_before_a_verb_is_still_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called"):
        parse(phrase, get_system("ghostburn").vocabulary(GHOSTBURN))
