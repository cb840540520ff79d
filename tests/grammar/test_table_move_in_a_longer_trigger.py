"""PbtA: a doing that a basic move's longer trigger holds ('charm him into', 'talk them down': Sway Someone) and that
alone is a trigger of the table's own move (a playbook's 'charm', 'talk') is the table's move, as a trigger both
files list is: the table wrote its own move for that doing. The explanation says which move it was taken from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rollmate.command import main

PARTY = '''system = "pbta"
playbook = "moves.toml"

[[character]]
name = "Mags"
[character.stats]
cool = 0
hard = -1
hot = 2
sharp = 1
weird = 0
'''
PLAYBOOK = '''[[move]]
name = "Silver Tongue"
stat = "Hot"
triggers = ["charm", "talk", "smooth things over"]
strong = "They come round."
weak = "They come round, for a price."
miss = "They see through you."
'''


@pytest.fixture
def sheet(tmp_path: Path) -> Path:
    (tmp_path / "moves.toml").write_text(PLAYBOOK)
    (tmp_path / "party.toml").write_text(PARTY)
    return tmp_path / "party.toml"


@pytest.mark.parametrize(("phrase", "want"), [
    ("Mags charms the ferryman into taking us across: 5 4",
     {"actor": "Mags", "skill": "Silver Tongue", "dice": [5, 4], "total": 11, "outcome": "Strong Hit"}),
    ("Mags is talking the sentry down, 3 and 3",
     {"actor": "Mags", "skill": "Silver Tongue", "dice": [3, 3], "total": 8, "outcome": "Weak Hit"}),
])
def test_the_tables_move_takes_the_doing_from_a_basic_moves_longer_trigger(
        sheet: Path, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(sheet), "--as", "Mags", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert {k: got[k] for k in want} == want
    assert got["ability"] == {"name": "Hot", "score": 2}


def test_the_explanation_names_the_basic_move_it_was_taken_from(sheet: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(sheet), "--as", "Mags", "--seed", "3",
                 "Mags charms the ferryman into taking us across: 5 4"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Silver Tongue, the table's own move" in out and "Sway Someone" in out, out
