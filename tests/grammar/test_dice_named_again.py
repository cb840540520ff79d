"""Dice said by their faces and named again as a player names them ('6 and 6, boxcars!', '1 1, snake eyes ugh',
'war die 6 so that's two sixes'): the name is the dice said again, checked against them and shown as not used, never a
second set of dice. A name whose faces the dice do not show is still asked about."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the contract's fields it must give, the words that name the dice again)
NAMED = [
    ("fist", "Ripper", "Ripper kicks the hatch in: 6 and 6, boxcars baby!!",
     {"dice": [6, 6], "outcome": "Ultra Success"}, "boxcars"),
    ("fs3", "Nemesis", "Nemesis shoots the drone: 8 8 3 2 1 5 4, a pair of eights!",
     {"dice": [8, 8, 3, 2, 1, 5, 4], "successes": 2}, "a pair of eights"),
    ("pbta", "Boone", "Boone: roll +hard, 1 1, snake eyes ugh", {"dice": [1, 1], "total": 5}, "snake eyes"),
    ("ghostburn", "Vex", "Vex convinces the bouncer, rolled 10 10, double tens!!", {"dice": [10, 10]}, "double tens"),
    ("fist", "Ripper", "Ripper smashes the door: 3+6, war die 6 so that's two sixes",
     {"dice": [3, 6], "extra_dice": [6], "outcome": "Success"}, "two sixes"),
    ("fist", "Ripper", "snake eyes!! Ripper kicks the hatch: 1 and 1", {"dice": [1, 1], "outcome": "Failure"},
     "snake eyes"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "named"), NAMED, ids=[n[2][:40] for n in NAMED])
def test_dice_named_again_are_checked_and_shown_not_used(game: str, who: str, phrase: str, want: dict[str, object],
                                                         named: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    again = [c for c in got["reading"]["clauses"] if c["kind"] == "dice named"]
    assert [c["text"] for c in again] == [named] and not again[0]["used"]


@pytest.mark.parametrize("phrase", ["Ripper kicks the hatch: 2 and 3, snake eyes",
                                    "Ripper kicks the hatch: 6 and 5, boxcars"])
def test_a_name_for_dice_the_faces_do_not_show_is_asked_about(phrase: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", phrase, capsys)
    assert code == 2, out
    assert "Two sets of dice" in err
