"""FS3: an assist's level said with the roll it came from and then its number ('Elodie helps and got a Good Success
on her assist roll, so +2') is the assist's own +2, counted once by the teamwork; another number there is asked about.
Phrasings written for this test; answers worked from rules/fs3.md (§3.5) and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main

FACES = "6 7 1 2 3 4 5 8"  # eight d8s: 6, 7 and 8 are successes (6+), one one


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Zoe", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", [
    f"Zoe rewires the relay (Technician), Elodie helps and already got a Good Success on her assist roll, so +2. "
    f"Zoe: {FACES}",
    f"Zoe patches the coolant line, Technician. Tug assists and got a Good Success on his assist roll, +2. {FACES}",
])
def test_an_assists_number_after_its_roll_is_counted_once(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Technician 3 + Wits 3 = 6 dice, +2 for the Good Success assist = 8 dice (never +2 twice: 10)
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["modifier"], got["successes"], got["outcome"]) == (
        "Zoe", "Technician", 2, 3, "Good Success")


def test_another_number_after_the_assist_roll_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(f"Zoe rewires the relay (Technician), Elodie helps and got a Good Success on her assist roll, "
                         f"so +3. Zoe: {FACES} 1", capsys)
    assert code == 2
    assert "+2 dice" in err
