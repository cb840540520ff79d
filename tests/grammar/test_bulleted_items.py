"""A list typed on one line with bullet marks ('• Ripper kicks the door • spending 1 war die • dice 3 and 2'): each
bullet ends the item before it as a semicolon would, and no bullet is a character the reader cannot read. Phrasings
written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("fist", "ghostburn", "blades", "pbta")}


@pytest.mark.parametrize(("game", "seat", "phrase", "dice"), [
    ("fist", "Ripper", "• Ripper kicks the cellar door in • dice 3 and 2", (3, 2)),
    ("ghostburn", "Vex", "Vex sneaks past the guard · DL Moderate · rolled 6 7", (6, 7)),
    ("blades", "Cross", "‣ Cross skirmishes with the dock guard ‣ risky standard ‣ 6 2 1", (6, 2, 1)),
    ("pbta", "Kit", "◦ Kit sneaks past the guard ◦ 4 5", (4, 5)),
])
def test_a_bullet_ends_an_item(game: str, seat: str, phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, PARTIES[game], system=game, actor=seat)
    assert (result.actor, result.dice) == (seat, dice)


def test_what_a_bulleted_item_spends_is_spent() -> None:
    result = roll("• Ripper kicks the cellar door in • spending 1 war die • dice 3 and 2, war die 5", PARTIES["fist"],
                  system="fist", actor="Ripper")
    assert (result.dice, result.extra_dice, result.total) == ((3, 2), (5,), 3 + 2 + 5 + 2)
