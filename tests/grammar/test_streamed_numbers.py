"""Numbers a streamer says around the dice that are not the roll: faces announced one beat at a time ('FIVE! and a
three!', 'four... and a six') are one run of faces; a rating said again with 'has' ('Thorn has 0 Study', 'has
literally zero Study') is checked against the sheet, never added (but 'has zero stealth training' is the story's);
a total said after the dice ("so that's 13", "that's just a 7") is the player's working; and a number inside a noun
said with an article ('a tier 3 menace') is the scene's."""

from __future__ import annotations

import pytest
from test_minutes import answer, read_right


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("blades", "Silas", "Thorn goes over the wall, Prowl, risky — FIVE! and a three!",
     {"actor": "Thorn", "skill": "Prowl", "dice": [5, 3], "outcome": "Partial Success", "blades.pool": 2}),
    ("blades", "Silas", "Thorn picks the lock, Finesse — four... and a six",
     {"actor": "Thorn", "skill": "Finesse", "dice": [4, 6], "outcome": "Full Success", "blades.pool": 2}),
    ("blades", "Silas", "Thorn studies the map, controlled. Thorn has 0 Study so it's two dice. 5 3",
     {"actor": "Thorn", "skill": "Study", "ability.score": 0, "dice": [5, 3], "total": 3, "outcome": "Bad Outcome",
      "blades.pool": 0}),
    ("blades", "Silas", "Cross studies the map, controlled — she has literally zero Study, chat. 5 3",
     {"actor": "Cross", "skill": "Study", "dice": [5, 3], "total": 3, "outcome": "Bad Outcome"}),
    ("ghostburn", "Dex", "Vex sweet-talks the bouncer. 7 and 2, so that's 13",
     {"actor": "Vex", "trick": "Convince", "dice": [7, 2], "total": 15, "outcome": "Fade"}),
    ("fist", "Vex", "Ripper bluffs the guard, Creative. 4 and 3, that's just a 7",
     {"actor": "Ripper", "ability.name": "Creative", "dice": [4, 3], "total": 6, "outcome": "Failure"}),
    ("blades", "Silas", "Nyx sways the captain, who is a tier 3 menace. 6 4 3",
     {"actor": "Nyx", "skill": "Sway", "dice": [6, 4, 3], "outcome": "Full Success", "blades.pool": 3}),
])
def test_streamed_numbers_read(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)


def test_a_rating_said_wrong_is_refused() -> None:
    """'Thorn has 1 Study' where the sheet says 0: checked, and refused with the sheet's number."""
    code, _, err = answer("blades", "Silas", "Thorn studies the map, controlled. Thorn has 1 Study. 5")
    assert code != 0 and "Study" in err and "0" in err


def test_beats_need_and_between_faces() -> None:
    """'6! 2 guards rush in' is no run of faces: what '6' is stays asked."""
    code, _, _ = answer("blades", "Silas", "Thorn prowls past, risky. 6! and 2 guards rush in. 5 3")
    assert code != 0
