"""Code notation: a word compared to true ('crit == true??', 'lucky === True') is that word said, a joke or the
scene's; the comparison is never someone called 'crit', and the roll after it is read as ever.
Phrasings written for this test; answers worked from rules/ghostburn.md and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", [
    "crit == true?? Vex vaults the fence, Athletics vs DL Hard. rolled 10 10",
    "yolo === True lol. Vex vaults the fence, Athletics vs DL Hard, 10 and 10",
    "jackpot == TRUE!! Vex vaults the fence (Athletics, DL Hard): 10 10",
])
def test_a_word_compared_to_true_is_no_one(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["difficulty"]["name"], got["dice"]) == ("Vex", "Athletics", "Hard",
                                                                                     [10, 10])
