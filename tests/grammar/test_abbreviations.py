"""Veterans' shorthand: an arrow before the faces says what came up ('Forceful -> 4/2'), a count of a resource
counted in dice said with a sign is how many ('+2 war dice'), and the faces after an arrow that follows such a count
are that resource's own ('1 WD -> 6')."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    # an arrow after the roll's words, nothing summed before it: the faces after it are the dice
    ("fist", "Ripper", "Ripper FORCEFUL, barge through the mess hall -> 4/2",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "dice": [4, 2], "total": 8,
      "outcome": "Partial Success"}),
    ("fist", "Jonesy", "Jonesy TACTICAL, plot the ambush => [6 1]",
     {"actor": "Jonesy", "ability": {"name": "Tactical", "score": 2}, "dice": [6, 1], "total": 9}),
    ("ghostburn", "Vex", "Vex convinces the bouncer to let us in -> 9 & 9",
     {"actor": "Vex", "dice": [9, 9], "total": 24}),
    ("ghostburn", "Vex", "Vex convinces the bouncer to let us in -> 10/10!",
     {"actor": "Vex", "dice": [10, 10], "total": 26}),
    ("fist", "Ripper", "Ripper FORCEFUL -1 (bad knee), haul the cable -> 5,5",
     {"ability": {"name": "Forceful", "score": 2}, "modifier": 1, "dice": [5, 5], "total": 11}),
    # a count of war dice said with a sign, and its faces after an arrow: the war dice's own, no bonus
    ("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 3, +1 war die -> 6",
     {"modifier": 2, "dice": [3, 3], "extra_dice": [6], "total": 14}),
    ("fist", "Vex", "Vex CREATIVE, rig the lights, 2 2; +2 war dice: 1 & 5",
     {"modifier": 2, "dice": [2, 2], "extra_dice": [1, 5], "total": 12}),
    ("fist", "Vex", "Vex CREATIVE, rig the lights, 2 2; 2 WD -> 4/3",
     {"modifier": 2, "dice": [2, 2], "extra_dice": [4, 3], "total": 13}),
    # a sum said with an arrow stays the player's working
    ("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 + 4 -> 7", {"dice": [3, 4], "total": 9}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-32:] for w in READ])
def test_shorthand_is_read(game: str, who: str, phrase: str, want: dict[str, object],
                           capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_a_signed_war_die_count_is_no_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 3, +1 war die", {"modifier": 2}, capsys)
    assert len(got["extra_dice"]) == 1  # type: ignore[arg-type]


def test_an_arrow_before_one_number_is_still_working(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _roll("fist", "Ripper", "Ripper FORCEFUL, kick the hatch -> 7", capsys, as_json=False)
    assert code == 0 and "not used: '-> 7' (your working" in out.splitlines()[0]
