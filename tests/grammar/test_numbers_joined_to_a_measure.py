"""A number joined by a hyphen to what it measures ('the 30-metre mast', 'a 10-foot pole', 'her 12-year-old') is one
word of the scene: never a die, never a minus, and the roll around it is read. Joined to dice ('a 3-dice penalty') it
stays a rules matter, asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "dice", "scene"), [
    ("fs3", "Zoe hauls herself up the 30-metre mast in the gale. Athletics: 7 7 6", (7, 7, 6), "30-metre"),
    ("fs3", "Zoe carries the 12-year-old out of the fire, athletics 2 5 8", (2, 5, 8), "12-year-old"),
    ("ghostburn", "Vex drops down the 3-storey lightwell without a sound, sneak, 4 and 9", (4, 9), "3-storey"),
    ("fist", "Ripper lifts the 200-kg crate off the pilot, Forceful, 6 2", (6, 2), "200-kg"),
    ("pbta", "Kit keeps talking through the 5-minute blackout, reads the room, 3 and 4", (3, 4), "5-minute"),
    ("blades", "Silas prowls along the 10-foot wall, Prowl, risky standard, 5 2", (5, 2), "10-foot"),
])
def test_a_number_joined_to_what_it_measures_is_the_scene(game: str, phrase: str, dice: tuple[int, ...],
                                                           scene: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice
    assert any(c.kind == "scene" and c.text == scene for c in request.reading)


def test_a_number_joined_to_dice_stays_asked() -> None:
    with pytest.raises(PhraseError, match="-dice"):
        parse("Zoe climbs the wall, athletics with a 3-dice penalty, 7 7 6", VOCAB["fs3"])
