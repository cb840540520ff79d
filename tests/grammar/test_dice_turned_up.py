"""'turned up' says what a die came up, as 'came up' does ('the war die turned up a four', 'my dice turned up 6 and
2'); with no faces after it, it is a plain word of the scene ('turns up the lamp', 'the guard turns up late')."""

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
