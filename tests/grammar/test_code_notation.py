"""Code and maths notation around a real roll, as programmers at the table write it: a stat said with 'is' or '='
and its number is the sheet's number said again, never added twice.
Phrasings written for this test; answers worked from the rules references and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(sheet: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / sheet), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", [
    "Sable tries Sway Someone on the sentry at the gate (Hot is -1, ugh). 5 and 3",
    "Sable tries Sway Someone on the sentry, Hot = -1; rolled 5 3",
])
def test_a_stat_said_with_is_and_its_number_is_the_sheets(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Sable's Hot is -1: 5 + 3 - 1 = 7, a weak hit (the -1 is not taken a second time as a modifier)
    code, got, err = _roll("pbta_party.toml", "Sable", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["total"], got["outcome"]) == (
        "Sable", "Sway Someone", [5, 3], 7, "Weak Hit")


def test_a_stat_said_with_is_and_another_number_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta_party.toml", "Sable", "Sable tries Sway Someone on the sentry (Hot is +1, easy) 5 3",
                         capsys)
    assert code == 2
    assert "Hot is -1" in err
