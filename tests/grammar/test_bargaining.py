"""Players bargaining with the GM around dice already thrown: phrasings written for this file, none from the shared
or fresh phrase sets. A value stated with a hedge ('should be Hard, right?', 'Sharp, yeah?') is that value and the
dice said with it were rolled; a label that says what is done ('hauling the crate: 6 2') is no one's name."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "should be Hard, right? convince the bouncer, 6 4", (6, 4)),
    ("blades", "would be Risky, yeah? skirmish with the guard: 5 3", (5, 3)),
    ("pbta", "should be +cool, correct? 4 5", (4, 5)),
    ("fist", "should be FRC right? kick the door in, 2 and 5", (2, 5)),
    ("ghostburn", "should be Moderate, innit? climb the fence 3 9", (3, 9)),
])
def test_a_value_checked_with_a_tag_question_keeps_the_dice(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    """'should be Hard, right? 6 4': the player states what they take the rules value to be and has rolled."""
    request = read(game, phrase)
    assert not request.question
    assert request.dice == dice


def test_the_value_checked_with_a_tag_is_used() -> None:
    request = read("ghostburn", "should be Hard, right? convince the bouncer, 6 4")
    assert request.difficulty == "Hard"
    assert read("pbta", "should be +cool, correct? 4 5").abilities == ("Cool",)


@pytest.mark.parametrize("phrase", ["should be Hard, right? convince the bouncer",
                                    "what if I rolled 6 4 on convincing the bouncer?"])
def test_without_dice_or_supposed_it_stays_a_question(phrase: str) -> None:
    assert read("ghostburn", phrase).question


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fs3", "hauling the crate up the ramp: 6 2 3 1 5 7", (6, 2, 3, 1, 5, 7)),
    ("ghostburn", "coaxing the old generator: 4 8", (4, 8)),
    ("fist", "wrestling the hatch shut: 3 and 6", (3, 6)),
    ("blades", "steadying the ladder: 6 1", (6, 1)),
])
def test_an_action_labelling_the_dice_is_no_name(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    """'hauling the crate: 6 2': what is done, said before a colon, and the dice the actor rolled for it."""
    request = read(game, phrase)
    assert request.dice == dice
    assert request.actor is None
