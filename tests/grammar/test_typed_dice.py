"""Dice as players type them, and dice said with a question: phrasings written for this file, none from the phrase
sets. Each test is one kind the reader used to refuse or misread: the dice words of a second language ('dices',
'result', 'I obtain', 'on dices', 'throw the dices'), 'n' for 'and' between faces, faces in a list with no spaces,
faces after a purpose or after 'with advantage', a counted resource after '+', 'one luck point', a question whose
dice were rolled ('can I ...? rolled 4 6'), a question about which roll it is, and AresMUSH's '+roll'. The rule
under them all: a stated face is used, or the phrase is refused; it is never replaced by a random die."""

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


# -- the words for dice -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Vex jump over the fence, the dices are 3 and 8", (3, 8)),
    ("ghostburn", "pick the lock of the van, result 2 and 9", (2, 9)),
    ("pbta", "Kit hold the door against the raiders, result: 6 1", (6, 1)),
    ("fist", "Ripper break the chain, I obtain 5 and 2", (5, 2)),
    ("fist", "kick the door open, dices 4 and 4", (4, 4)),
    ("ghostburn", "hide from the drone, I have 7 and 3 on dices", (7, 3)),
    ("fs3", "roll firearms, the dices gives 8 8 1", (8, 8, 1)),
    ("blades", "Cross smash the door, dices 5 and 3 and 1", (5, 3, 1)),
])
def test_dice_words_of_a_second_language_state_the_faces(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


def test_throwing_the_dices_is_no_throw_of_something_else() -> None:
    """'I throw the dices: 9 and 9' says what the dice showed; the trick is the action's, never Throw."""
    request = read("ghostburn", "climb the fence, I throw the dices: 9 and 9")
    assert request.dice == (9, 9) and request.trick is None and "throw" not in request.action


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("ghostburn", "climb the wall, the result of it matters", "result"),
    ("fist", "kick the door to obtain the keys", "obtain"),
])
def test_dice_words_with_no_faces_after_them_stay_words(game: str, phrase: str, word: str) -> None:
    request = read(game, phrase)
    assert request.dice is None and word in f"{request.action} {request.purpose or ''}"
