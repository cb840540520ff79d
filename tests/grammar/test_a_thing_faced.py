"""In a game where the other side rolls no pool (Ghostburn), a thing faced after 'vs' ('resilience vs the nerve gas,
DL Hard') is named, and the Difficulty Level said is what the roll is against; "Read as" shows both. Without a
level the rules ask for one; a capitalised name nobody has ('vs Dexx') is still asked about."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main

SHEET = str(EXAMPLES / "ghostburn_party.toml")


def test_a_thing_faced_with_its_level(capsys: pytest.CaptureFixture[str]) -> None:
    # Vex: Resilience 3 alone, a [Basic] roll: 6 + 7 + 3 = 16 against Hard (20) fails
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", "--json",
                 "Vex rolls resilience vs the nerve gas, DL Hard, 6 7"])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["ability"]["name"], got["total"], got["difficulty"]["name"]) == ("Resilience", 16, "Hard")
    assert got["outcome"] == "Glitch"  # a [Basic] roll short of its DL fails (JSON outcome Glitch)


def test_read_as_shows_the_level_and_what_is_faced(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", "Vex rolls resilience vs the guard, DL Hard, 6 7"])
    assert code == 0
    assert "against Hard (facing the guard)" in capsys.readouterr().out


@pytest.mark.parametrize(("phrase", "word"), [
    ("Vex rolls resilience vs the nerve gas, 6 7", "Difficulty Level"),
    ("Vex rolls resilience vs Dexx, DL Hard, 6 7", "Dexx"),
])
def test_what_cannot_be_told_is_asked(phrase: str, word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", phrase])
    assert code == 2 and word in capsys.readouterr().err
