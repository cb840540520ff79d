"""'one' standing for a thing said before, as a rules argument says it: "Sneak isn't one" (a [Social] trick), "Sneak is
not one", "the only good one", "the only one worth having". It is the scene, never a die of 1 nor a number to
ask about; said with faces ("a six and the one", "a 5, a lucky one"), it is still a face."""

from __future__ import annotations

import json

import pytest
from test_rating_said_bare import reads
from test_restated_numbers import _roll

# (game, who, phrase, fields it must give)
THING = [
    ("pbta", "Kit", "Odds on Kit rolling +cool? The book says the strong hit is the only good one.",
     {"ability": {"name": "Cool", "score": 2}}),
    ("pbta", "Kit", "Kit rolls +cool; the strong hit is the only one worth having: 6 5",
     {"dice": [6, 5], "outcome": "Strong Hit"}),
    ("ghostburn", "Vex", "Sneak isn't one, so her being Friendly changes nothing. Vex sneaks past the guard, Moderate: "
                         "7 5", {"dice": [7, 5], "trick": "Sneak"}),
    ("ghostburn", "Vex", "The Attitude row counts for talking, and Sneak is not one. Vex sneaks past the guard, "
                         "Moderate: 7 5",
     {"dice": [7, 5], "trick": "Sneak"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), THING, ids=[t[2][:40] for t in THING])
def test_one_for_a_thing_is_no_die(game: str, who: str, phrase: str, want: dict[str, object],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    reads(game, who, phrase, want, capsys)


def test_one_said_with_faces_is_still_a_face(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "Kit plays it cool, +cool: a six and the one", capsys)
    assert code == 0, err
    assert json.loads(out)["dice"] == [6, 1]
