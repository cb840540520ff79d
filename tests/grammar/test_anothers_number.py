"""A loaded character's number said with whose it is, as a rules-lawyer gives the reason for a DL: "Vex's Resilience
is 3 on her sheet, so the DL is Moderate", "Vex's Res 3 → Moderate". It is that character's sheet said again: checked
against their sheet (never the roller's), counted nowhere, refused naming both numbers where it differs; never a
die, never a modifier."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

MATCHING = [
    "Dex gives Vex first aid. Vex's Resilience is 3 on her sheet, so the DL is Moderate. 5 7",
    "Dex gives Vex first aid. Vex's Res 3, so Moderate. 5 7",
    "Vex's Resilience: 3, so Dex patches her up with first aid, Moderate. 5 7",
]


@pytest.mark.parametrize("phrase", MATCHING, ids=[m[:40] for m in MATCHING])
def test_anothers_number_is_checked_against_their_sheet(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Dex", phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["actor"] == "Dex"
    assert got["trick"] == "First Aid"
    assert got["dice"] == [5, 7]
    assert got["difficulty"]["name"] == "Moderate"
    assert got["modifier"] == 5  # Intelligence 5, nothing of Vex's added


def test_anothers_number_that_differs_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", "Dex", "Dex gives Vex first aid. Vex's Resilience is 2, so Moderate. 5 7",
                         capsys)
    assert code != 0
    assert "Vex's Resilience is +3 on the sheet" in err and "says +2" in err


def test_a_game_that_takes_no_number_of_anothers_refuses_it(capsys: pytest.CaptureFixture[str]) -> None:
    """FIST takes nothing from another operative's sheet for a roll: said, it is refused, never checked against the
    roller's own."""
    code, _, err = _roll("fist", "Ripper", "Jonesy's Forceful is +2, so Ripper kicks the door in, 3 4", capsys)
    assert code != 0
    assert "Jonesy" in err
