"""FS3: a Luck Point's own +3 dice, said a few words after the spend with a word of when ("spending a Luck Point
right now, before the roll, +3 dice", "spending one now, +3 dice"), is that Luck Point's number said again: counted
once, by the luck. Phrasings written for this test; answers worked from the rules reference and the example sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


@pytest.mark.parametrize("phrase", [
    "Nemesis shoots the drone, spending a Luck Point right now, before the roll, +3 dice: 1 2 3 4 5 6 7 8 1 2",
    "Nemesis shoots the drone, spending a Luck Point now, +3 dice: 1 2 3 4 5 6 7 8 1 2",
])
def test_the_luck_points_own_dice_said_after_now(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Nemesis", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    # Firearms 4 + Reflexes 3 = 7 dice, +3 for the Luck Point = 10; 6, 7 and 8 are three successes
    assert (got["skill"], got["modifier"], len(got["dice"]), got["successes"], got["outcome"]) == (
        "Firearms", 3, 10, 3, "Good Success")
    assert (got["luck"]["spent"], got["luck"]["use"]) == (True, "plus3")
