"""A pool added up before an arrow and the faces ('Brawn 3 + Melee 3 = 6 -> 6, 7, 1, 2, 3, 3'): the sum is the
player's working and the faces after the arrow are all the dice; a bare sum before them ('3 + 2 = 5 -> ...') is never
read as two more dice. Phrasings written for this test; answers worked from the FS3 rules reference and the example
sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _mavros(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Mavros", "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


def test_a_named_sum_before_the_arrow_is_the_working(capsys: pytest.CaptureFixture[str]) -> None:
    # Mavros's Melee 3 + Brawn 3: six dice, the six after the arrow
    code, got, err = _mavros("Mavros brawls, Brawn 3 + Melee 3 = 6 -> 6, 7, 1, 2, 3, 3", capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"]) == ("Melee", [6, 7, 1, 2, 3, 3])


@pytest.mark.parametrize("phrase", ["Mavros brawls, Brawn 3 + 2 = 5 => 6 7 1 2 3",
                                    "Mavros brawls, 3 + 2 = 5 -> 6, 7, 1, 2, 3"])
def test_a_bare_sum_before_the_faces_is_never_dice(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # the 3 and the 2 are numbers of the sheet, not faces: never rolled as [3, 2, 7, 1, 2, 3]
    code, got, _ = _mavros(phrase, capsys)
    assert code != 0 or got["dice"][:2] != [3, 2]
