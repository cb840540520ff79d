"""A devil's bargain's own die said with it ("devil's bargain: the Bluecoats hear of it (+1d)", "taking a devil's
bargain (+1d)"): the bargain gives it, once; never a second bonus die. Phrasings written for this test; answers worked
from the Blades rules reference and the example sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _cross(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", "Cross", "--seed", "5", "--json",
                 phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", [
    "Cross commands the gang to stand down. devil's bargain: the Bluecoats hear of it (+1d). 6, 2",
    "Cross commands the gang to stand down, taking a devil's bargain (+1d): 6, 2",
])
def test_the_bargains_die_said_with_it_counts_once(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Cross's Command 1 and the bargain's die: two dice, highest 6, a full success
    code, got, err = _cross(phrase, capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["blades"]["pool"], got["outcome"]) == ("Command", [6, 2], 2, "Full Success")


def test_three_dice_for_the_bargain_and_its_die_said_are_too_many(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _cross("Cross commands the gang to stand down. devil's bargain: the Bluecoats hear of it (+1d). "
                          "6, 2, 4", capsys)
    assert code == 2
    assert "2 dice" in err
