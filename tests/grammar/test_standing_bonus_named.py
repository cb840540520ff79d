"""PbtA: a standing bonus named without its number ("his ongoing counts too", "plus the ongoing") is the one the
sheet holds, added once as it always is; named for someone whose sheet holds none, it is asked ("How much
ongoing?"), never guessed."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("Sable", "Boone rams the gate with the truck, and his ongoing counts too: 4 4",
     {"actor": "Boone", "skill": "Ride Hard", "dice": [4, 4], "modifier": 1, "total": 9, "outcome": "Weak Hit"}),
    ("Sable", "Boone floors it past the raiders: 2 and 5, plus the ongoing",
     {"actor": "Boone", "skill": "Ride Hard", "dice": [2, 5], "modifier": 1, "total": 8, "outcome": "Weak Hit"}),
    ("Boone", "Boone scavenges the wreck: 5 6, plus hard, plus my ongoing",
     {"actor": "Boone", "dice": [5, 6], "modifier": 3, "total": 14, "outcome": "Strong Hit"}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), READ, ids=[w[1][:40] for w in READ])
def test_the_sheets_standing_bonus_named_is_added_once(who: str, phrase: str, want: dict[str, object],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    answered("pbta", who, phrase, want, capsys)


def test_a_standing_bonus_the_sheet_lacks_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Boone", "Sable scavenges the wreck: 3 3, plus her ongoing", capsys)
    assert code == 2, out
    assert "How much ongoing" in err, err


def test_forward_named_without_its_number_is_still_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """Forward is used up by the roll that takes it, so named without a number it is asked, never taken as known."""
    code, out, err = _roll("pbta", "Boone", "Boone rams the gate with the truck, plus my forward: 4 4", capsys)
    assert code == 2, out
    assert "How much forward" in err, err
