"""FS3: a Luck Point spent in code notation ('luck -= 1', 'luck--') with its own +3 dice said after it in a comment
('// spending it before the roll, +3 dice') is one spend, its dice counted once; another number there is asked about.
Phrasings written for this test; answers worked from rules/fs3.md and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main

FACES = "5 7 1 2 6 3 8 4 2 1"  # ten d8s: 7, 6 and 8 are successes (6+), two ones


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Mavros", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", [
    f"luck -= 1 // spending it before the roll, +3 dice\nMavros scrambles up the cargo net, Athletics: {FACES}",
    f"luck-- // burning one before the roll for +3 dice\nMavros scrambles up the cargo net, Athletics. {FACES}",
    f"Mavros scrambles up the cargo net, Athletics. luck -= 1 // spent before the roll: +3 dice. dice {FACES}",
])
def test_a_luck_point_spent_in_code_is_its_three_dice_once(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Athletics 4 + Brawn 3 = 7 dice, +3 for the Luck Point = 10: the comment's '+3 dice' is the luck's own
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["modifier"], got["successes"], got["outcome"]) == (
        "Mavros", "Athletics", 3, 3, "Good Success")
    assert (got["luck"]["spent"], got["luck"]["use"]) == (True, "plus3")


def test_another_number_beside_the_luck_in_code_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(f"luck -= 1 // spending it before the roll, +2 dice\nMavros scrambles up the cargo net, "
                         f"Athletics: {FACES}", capsys)
    assert code == 2
    assert "+3 dice" in err
