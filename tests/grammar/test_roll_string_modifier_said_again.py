"""FS3: a roll string's modifier said again with its reason in the brackets right after it ('`roll Melee+1` (the GM
gave me +1 for the high ground)') is one modifier, counted once; brackets that add a number ('+1 more', 'another
+1') or give another number are left as said.
Phrasings written for this test; answers worked from rules/fs3.md and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Mavros", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "said"), [
    ("`roll Melee+1` (the GM gave me +1 for the high ground): 6 7 1 2 3 4 5", 1),
    ("roll Melee-1 (GM says -1, I'm half blind from the flashbang): 6 7 1 2 3", -1),
    ("roll Melee+2 (+2 because Mavros took his time): 6 7 1 2 3 4 5 8", 2),
])
def test_a_roll_strings_modifier_said_again_counts_once(phrase: str, said: int,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    # Melee 3 + Brawn 3 = 6 dice, and the one modifier: 7, 5 and 8 dice
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["modifier"], len(got["dice"])) == ("Mavros", "Melee", said, 6 + said)


@pytest.mark.parametrize("phrase", [
    "`roll Melee+1` (+1 more for the high ground): 6 7 1 2 3 4 5 8",
    "roll Melee+1 (and another +1 for the high ground): 6 7 1 2 3 4 5 8",
])
def test_a_number_added_in_the_brackets_is_another(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["modifier"], len(got["dice"])) == (2, 8)
