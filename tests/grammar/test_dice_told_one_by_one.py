"""Dice told one at a time by which die it was ("first die was a five and the second was a three", "the red one is 4
and the other one was a two"): each face is the roll's, said as a number or a word. A die told by its place alone
("the second") is one only where a word of showing follows it; "the second guard was a pushover" tells of a guard.
A die's own story may come before its face ("the other one fell off the table and it was a three")."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fist")}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex sneaks past the guard, first die was a five and the second was a three", (5, 3)),
    ("ghostburn", "Vex slips by the guard. the first one showed 6, then the other one was a two", (6, 2)),
    ("fist", "Ripper kicks the door in. first die was a four, the last was a one", (4, 1)),
    ("ghostburn", "Vex sneaks past the guard, the second guard was a pushover, 4 5", (4, 5)),
    # the die's own story told before its face: "... and it was a three"
    ("ghostburn", "Vex sneaks past. first die was a five, then the other one rolled off the desk and the GM said "
                  "it counts and it was a three", (5, 3)),
    ("fist", "Ripper kicks the door in. first die was a six, the second one bounced under the sofa and it's a one",
     (6, 1)),
])
def test_dice_told_one_by_one(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice
