"""Marks a phone or an editor puts in, read as the marks they are: an arrow in a sum ('->', '—>', '➡', '⟹') is the
player's working, as '→' and '=' are; an ellipsis ('…') is a pause, as '...' is; curly quotes are quotes. None is
refused as a character rollmate can't read, and none joins the dice."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("fist", "Ripper", "Ripper bashes the locker open, FRC: 2+5 -> 7, +2 -> 9",
     {"actor": "Ripper", "dice": [2, 5], "modifier": 2, "total": 9, "outcome": "Partial Success"}),
    ("fist", "Ripper", "Ripper bashes the locker open, FRC: 2+5 —> 7",
     {"actor": "Ripper", "dice": [2, 5], "total": 9}),
    ("blades", "Cross", "Cross cuts down the thug, Skirmish 3d: 5, 2, 1 ➡ 5",
     {"actor": "Cross", "dice": [5, 2, 1], "total": 5, "outcome": "Partial Success"}),
    ("blades", "Cross", "Cross cuts down the thug, Skirmish 3d: 5, 2, 1 ⟹ 5, partial",
     {"actor": "Cross", "dice": [5, 2, 1], "total": 5}),
    ("fist", "Ripper", "Ripper bashes the locker open, FRC. rolls 2… 5",
     {"actor": "Ripper", "dice": [2, 5], "total": 9}),
    ("ghostburn", "Vex", "Vex convinces the bouncer… Moderate. *rolls* 7… 5!!",
     {"actor": "Vex", "dice": [7, 5], "modifier": 6, "total": 18, "outcome": "Success"}),
    ("fist", "Ripper", "Ripper mutters “here goes” and bashes the locker open, FRC: 2 and 5",
     {"actor": "Ripper", "dice": [2, 5], "total": 9}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-28:] for w in READ])
def test_typed_marks_are_read_as_the_marks_they_are(game: str, who: str, phrase: str, want: dict[str, object],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_an_arrow_typed_from_a_dash_shows_in_the_working(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", "Ripper bashes the locker open, FRC: 2+5 -> 7", capsys, as_json=False)
    assert code == 0, err
    assert "'-> 7'" in out.splitlines()[0]
