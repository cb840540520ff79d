"""Ghostburn: 'vs the trick's Hard', 'vs the check's Moderate' say whose Difficulty Level follows (the roll's own),
never someone called "trick's" to roll against; in a game without Difficulty Levels nothing changes.
Phrasings written for this test; answers worked from rules/ghostburn.md and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(sheet: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / sheet), "--as", seat, "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "actor", "trick", "level", "dice"), [
    ("Vex searches the crates vs the trick's Hard, rolled 7 and 8", "Vex", "Search", "Hard", [7, 8]),
    ("Vex rifles through the desk for the keycard vs the check's Severe. 9 4", "Vex", "Search", "Severe", [9, 4]),
    ("GM: the bouncer searches Vex's bag, Threat +6 vs the task's Moderate, rolled 5 5", "the bouncer", "Search",
     "Moderate", [5, 5]),
])
def test_the_rolls_own_level_after_vs(phrase: str, actor: str, trick: str, level: str, dice: list[int],
                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("ghostburn_party.toml", "Vex", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["trick"], got["difficulty"]["name"], got["dice"], got["opposed"]) == (
        actor, trick, level, dice, None)
    said = [c for c in got["reading"]["clauses"] if "the roll's own" in (c["note"] or "")]
    assert len(said) == 1 and not said[0]["used"]


def test_in_a_game_without_levels_it_is_still_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fs3_party.toml", "Zoe", "Zoe rewires the relay, Technician vs the task's Hard. "
                         "6 7 1 2 3 4", capsys)
    assert code == 2
    assert "task's" in err
