"""A programmer's word of a patch opening a post ('hotfix:', 'bugfix:', 'errata:') is the player's own edit of the
turn, read as 'edit:' is: never someone's name, and what it adds (a Luck Point forgotten) counts.
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
    f"hotfix: forgot my luck, spending it now. Mavros hauls himself up the cargo net, Athletics. {FACES}",
    f"Bugfix: forgot to spend luck. Mavros hauls himself up the cargo net, Athletics: {FACES}",
    f"HOTFIX: a luck point spent before the roll. Mavros climbs the cargo net, Athletics, {FACES}",
])
def test_a_patch_word_opening_the_post_is_its_edit(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Athletics 4 + Brawn 3 = 7 dice, +3 for the Luck Point the edit adds = 10 dice
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["modifier"], got["successes"], got["outcome"]) == (
        "Mavros", "Athletics", 3, 3, "Good Success")
    assert (got["luck"]["spent"], got["luck"]["use"]) == (True, "plus3")
