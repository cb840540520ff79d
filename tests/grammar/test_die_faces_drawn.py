"""A die's face drawn as Unicode draws it ('⚀' to '⚅') is that face, in every game: the player's dice, read as if
typed in figures and shown in Read as, never a picture dropped and never replaced by rollmate's own dice. A drawn
face that is no die of the game's is asked about as a figure would be. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("fist", "blades", "pbta", "fs3")}


@pytest.mark.parametrize(("game", "actor", "phrase", "dice"), [
    ("fist", "Ripper", "Ripper punches the guard: ⚄ ⚁", (5, 2)),
    ("fist", "Ripper", "Ripper punches the guard, rolled ⚄⚁", (5, 2)),
    ("blades", "Cross", "Cross prowls past the guard, risky: ⚃", (4,)),
    ("pbta", "Kit", "Kit reads the room, the dice in my hand: ⚀ ⚅", (1, 6)),
])
def test_drawn_faces_are_the_dice(game: str, actor: str, phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, PARTIES[game], system=game, actor=actor)
    assert result.dice == dice


def test_a_drawn_face_on_a_d8_pool_counts_as_its_figure() -> None:
    with pytest.raises(RollmateError, match="faces"):  # Nemesis rolls seven dice: two faces are too few
        roll("Nemesis shoots the goon: ⚄ ⚅", PARTIES["fs3"], system="fs3", actor="Nemesis")
