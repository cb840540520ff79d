"""The roller's rating said again with no rules word, as a rules-lawyer says it before the roll: "He's rated 0, so
it's two dice, lowest", "she has three.", "Cross has 3, so ...". It is the roll's own number of the sheet (a
Blades action rating, a FIST attribute): checked against the sheet, counted once, refused naming both numbers where
it differs; never a die, never a modifier. A number with more after it ('I have 5 and 3') is no such saying."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, fields it must give)
MATCHING = [
    ("blades", "Thorn", "Thorn studies the map. She's rated 0, so it's two dice and the lowest counts. 4 5",
     {"ability": {"name": "Study", "score": 0}, "dice": [4, 5], "outcome": "Partial Success"}),
    ("blades", "Cross", "Cross skirmishes with the bruiser, risky. He has three. 6 2 1",
     {"ability": {"name": "Skirmish", "score": 3}, "dice": [6, 2, 1], "outcome": "Full Success"}),
    ("blades", "Cross", "Cross has 3, so he skirmishes with the bruiser: 6 2 1",
     {"ability": {"name": "Skirmish", "score": 3}, "dice": [6, 2, 1]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), MATCHING, ids=[m[2][:40] for m in MATCHING])
def test_a_rating_said_bare_is_checked_and_counted_once(game: str, who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    got = reads(game, who, phrase, want, capsys)
    assert [c["used"] for c in got["reading"]["clauses"] if c["kind"] == "restated"] == [True]


def reads(game: str, who: str, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]
          ) -> dict[str, object]:
    """The JSON answer to a phrase that must resolve, checked for the fields wanted ('#dice': how many dice)."""
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    for key, value in want.items():
        assert (len(got["dice"]) if key == "#dice" else got[key]) == value, key
    return got


@pytest.mark.parametrize(("game", "who", "phrase", "named"), [
    ("blades", "Thorn", "Thorn studies the map. She's rated 2, so it's two dice. 4 5", "says 2"),
    ("blades", "Cross", "Cross skirmishes with the bruiser. He has two. 6 2", "says 2"),
])
def test_a_rating_said_bare_that_differs_is_refused(game: str, who: str, phrase: str, named: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, who, phrase, capsys)
    assert code != 0
    assert "on the sheet" in err and named in err
