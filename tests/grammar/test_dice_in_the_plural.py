"""Dice notation said in the plural ("d8s", "d10s", "three d6s", "2d6s") where dice stand: the game's dice, as many as
the roll takes unless a count is said; another game's dice in the plural are refused, naming them."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

READ = [
    ("fs3", "Nemesis", "Nemesis shoots the drone with Firearms, grabbing a handful of d8s: 1 2 3 4 5 6 7",
     {"actor": "Nemesis", "skill": "Firearms", "dice": [1, 2, 3, 4, 5, 6, 7], "successes": 2, "outcome": "Success"}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, Moderate. snake eyes, which mean nothing on d10s",
     {"actor": "Vex", "dice": [1, 1], "modifier": 6, "total": 8, "outcome": "Fade"}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, Moderate. my d10s came up 7 and 5",
     {"actor": "Vex", "dice": [7, 5], "total": 18, "outcome": "Success"}),
    ("blades", "Cross", "Cross cuts down the thug with Skirmish, my 3d6s: 5 2 1",
     {"actor": "Cross", "dice": [5, 2, 1], "total": 5, "outcome": "Partial Success"}),
]


def answered(game: str, who: str, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]
             ) -> dict[str, object]:
    """The JSON answer to the phrase, checked to hold every field of `want` (shared by this session's kinds)."""
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    return got


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-30:] for w in READ])
def test_dice_said_in_the_plural_are_the_games_dice(game: str, who: str, phrase: str, want: dict[str, object],
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


@pytest.mark.parametrize(("game", "who", "phrase", "named"), [
    ("ghostburn", "Vex", "Vex convinces the bouncer, Moderate. d6s: 4 4", "d6s"),
    ("blades", "Cross", "Cross cuts down the thug with Skirmish, 2d6s: 5 2", "2d6s"),
])
def test_other_dice_in_the_plural_are_refused_by_name(game: str, who: str, phrase: str, named: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 2, out
    assert named in err, err
