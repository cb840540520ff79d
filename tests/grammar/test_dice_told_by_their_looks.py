"""Dice told apart by their looks as they lie on the table: a colour, a size or a mark names which die is which ('the
green d10 says 8, the white one's a 2', 'my cracked d10 rolled 4, the other one a 9', 'the d8 with the scratched face
is a 7, the others ...'), and a face may be counted in pips ('the one with three pips'). The looks are no rules word:
the faces are the dice, in the order said. A die borrowed from someone's bag is only a die. Colours of the scene ('the
guard in the green coat') and a number that does not end its clause ('the big one is 7 feet tall') stay the scene.
'Both d10s came up 7' is the same face on both dice."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "pbta", "fs3", "blades", "fist")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex slips past the bouncer. The green d10 says 8, the white one's a 2.", (8, 2)),
    ("ghostburn", "Vex slips past the bouncer: my cracked d10 rolled 4, the other one a 9", (4, 9)),
    ("ghostburn", "Vex slips past the bouncer. Tall red d10 reads 5, short blue d10 reads 6", (5, 6)),
    ("ghostburn", "Vex slips past the bouncer. My dented d10 shows 3, and the one I took out of Dex's bag shows 7.",
     (3, 7)),
    ("fs3", "Tug climbs the wall. The d8 with the scratched face is a 7, the others 1, 2, 3, 6.", (7, 1, 2, 3, 6)),
    ("pbta", "Kit keeps her cool under fire: the fat yellow d6 says 4, the skinny grey one says 1", (4, 1)),
])
def test_a_die_told_by_its_looks_gives_its_face(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


@pytest.mark.parametrize("phrase", [
    "Tug climbs the wall. Borrowed Zoe's dice bag: 8, 7, 3, 2, 1",
    "Tug climbs the wall, borrowed dice from Zoe: 8 7 3 2 1",
])
def test_dice_borrowed_from_someone_are_the_rollers(phrase: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert (request.actor, request.dice) == ("Tug", (8, 7, 3, 2, 1))


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("pbta", "Kit keeps her cool under fire: the one with three pips and the one with six pips", (3, 6)),
    ("fist", "Ripper kicks the hatch in: one die shows four pips, the other two pips.", (4, 2)),
    ("blades", "Nyx prowls past the watch, one die, the one with four pips.", (4,)),
])
def test_a_face_counted_in_pips_is_the_face(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex slips past the bouncer in the green coat and the white hat: 4 and 5", (4, 5)),
    ("ghostburn", "Vex slips past the bouncer, the big one is 7 feet tall. Rolled 4 and 5", (4, 5)),
])
def test_colours_and_numbers_of_the_scene_stay_the_scene(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


@pytest.mark.parametrize("phrase", [
    "Vex slips past the bouncer. Both d10s came up 7",
    "Vex slips past the bouncer. Both dice come up 7, double sevens!",
])
def test_both_dice_coming_up_one_number_is_that_face_twice(phrase: str) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).dice == (7, 7)
