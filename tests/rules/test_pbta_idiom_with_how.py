"""PbtA: the table's own move said by a trigger of several words (its idiom: 'floors it', 'chancing his arm') and,
right after it, a basic move's one-word trigger in -ing ('dodging the raiders') is the table's move; the -ing word
says how it is done. Joined by 'while' or 'and', the two are two doings, asked about."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "pbta_party.toml"), "--as", "Sable", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


def test_an_idiom_then_how_it_is_done_is_the_tables_move(capsys: pytest.CaptureFixture[str]) -> None:
    # Ride Hard rolls +Cool; Sable's Cool is +1: 4 + 4 + 1 = 9, a weak hit
    code, got, err = _roll("Sable floors it dodging the raiders, 4 4", capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["ability"]["name"], got["total"], got["outcome"]) == (
        "Sable", "Ride Hard", "Cool", 9, "Weak Hit")


@pytest.mark.parametrize("phrase", ["Sable floors it while dodging the raiders, 4 4",
                                    "Sable floors it and dodges the raiders, 4 4"])
def test_two_doings_are_asked(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(phrase, capsys)
    assert code == 2 and "dodg" in err, err
