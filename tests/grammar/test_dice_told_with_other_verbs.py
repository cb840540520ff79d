"""Dice told with other verbs. 'turned up' says what a die came up, as 'came up' does ('the war die turned up a
four'); with no faces after it, it is a plain word of the scene ('turns up the lantern'). 'cast' says the dice were
rolled ('he cast 6 2 1', 'casting 4 and 7'), and so does one who cast or rolled them, said between the dice and
'were' ('the dice he cast were 3, 6, 2', 'the dice I rolled were 6, 2, 1')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, war_of

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("fist", "ghostburn", "fs3")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "dice", "extra"), [
    ("fist", "Ripper kicks the door in, burning a war die: base 1 and 5, and the war die turned up a six.", (1, 5), (6,)),
    ("ghostburn", "Vex sneaks past the guard and the dice turned up a nine and a two", (9, 2), ()),
    ("fs3", "Tug climbs the wall; his dice turn up 6 2 1 7 3", (6, 2, 1, 7, 3), ()),
])
def test_turned_up_gives_the_faces(game: str, phrase: str, dice: tuple[int, ...], extra: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice
    assert (war_of(request)[1] or ()) == extra


def test_turned_up_with_no_faces_after_it_is_the_scene() -> None:
    request = parse("Ripper turns up the lantern and kicks the door in, 4 and 2", VOCAB["fist"])
    assert request.dice == (4, 2)
    assert "kick the door in" in request.verbs


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Tug scales the wall; he cast 6 2 1 7 3 4 5", (6, 2, 1, 7, 3, 4, 5)),
    ("Tug scales the wall, casting 6 2 1 7 3 4 5", (6, 2, 1, 7, 3, 4, 5)),
    ("Tug scales the wall; the dice he cast were 6, 2, 1, 7, 3, 4, 5.", (6, 2, 1, 7, 3, 4, 5)),
    ("Tug scales the wall; the dice I rolled were 3, 3, 8, 1, 2, 2, 5", (3, 3, 8, 1, 2, 2, 5)),
])
def test_dice_cast_or_rolled_by_someone_said_before_were(phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert request.dice == dice
    assert "Athletics" in request.verbs


def test_casting_with_no_faces_after_it_is_the_scene() -> None:
    request = parse("Tug scales the wall, casting a long shadow, 6 2 1 7 3 4 5", VOCAB["fs3"])
    assert ("Athletics" in request.verbs, request.dice) == (True, (6, 2, 1, 7, 3, 4, 5))
