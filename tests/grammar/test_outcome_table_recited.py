"""The game's outcome table as a player recites it after the dice ('1-3 is bad', '4-5 are partials', '7 to 9 means a
weak hit', and beside a range, '6 = full'): their working, shown as not used, never dice; the rules say the outcome.
A number said alone with an outcome ('6 is full') may be the face just rolled, so alone it is no entry of the table."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the contract's fields it must give, the entries of the table it recites)
RECITED = [
    ("blades", "Cross", "Cross cuts the rope: 4, 2, 1 → partial, 4-5 is partial right?",
     {"dice": [4, 2, 1], "outcome": "Partial Success"}, ["4-5 is partial right?"]),
    ("blades", "Cross", "Cross cuts the rope: 5, 2, 1. 4-5 are partials, 6 is a full success",
     {"dice": [5, 2, 1], "outcome": "Partial Success"}, ["4-5 are partials", "6 is a full success"]),
    ("blades", "Cross", "Cross cuts the rope: 6 4 1 → full, 6 = full, 4-5 = partial",
     {"dice": [6, 4, 1], "outcome": "Full Success"}, ["6 = full", "4-5 = partial"]),
    ("pbta", "Boone", "Boone: roll +hard, 4 5, 7 to 9 means a weak hit", {"dice": [4, 5], "total": 12},
     ["7 to 9 means a weak hit"]),
    ("fist", "Ripper", "Ripper kicks the hatch, FRC: 3 and 4. since 7-9 is a partial", {"dice": [3, 4], "total": 9},
     ["7-9 is a partial"]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "entries"), RECITED, ids=[r[2][:40] for r in RECITED])
def test_the_outcome_table_recited_is_working_not_dice(game: str, who: str, phrase: str, want: dict[str, object],
                                                       entries: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    table = [c for c in got["reading"]["clauses"] if c["note"] and c["note"].startswith("the outcome table")]
    assert [c["text"] for c in table] == entries and not any(c["used"] for c in table)


def test_a_face_said_alone_with_an_outcome_is_no_table(capsys: pytest.CaptureFixture[str]) -> None:
    """'6 4 1. 6 is full': the 6 may be a face of a second roll; it is asked about, never dropped as working."""
    code, out, err = _roll("blades", "Cross", "Cross cuts the rope: 6 4 1. 6 is full", capsys)
    assert code == 2, out
