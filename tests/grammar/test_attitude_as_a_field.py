"""Ghostburn: the one acted on's attitude written as a field ('attitude: Hostile', 'disposition = Friendly') is that
attitude, a step on the Difficulty Level, never someone called 'attitude'.
Phrasings written for this test; answers worked from rules/ghostburn.md and the example sheets (the bouncer's Wits is
Hard)."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "level", "outcome"), [
    ("attitude: Hostile | Vex convinces the bouncer to let her in, rolled 3 9", "Severe", "Glitch"),
    ("disposition = Friendly; Vex convinces the bouncer to let her in. 3 9", "Moderate", "Success"),
    ("Attitude = Hostile. Vex talks the bouncer into letting her through, 3 and 9", "Severe", "Glitch"),
])
def test_an_attitude_field_steps_the_level(phrase: str, level: str, outcome: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    # Presence 3 + Persuade 2 + the pheromone pump 1 = +6; 3 + 9 + 6 = 18
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["trick"], got["difficulty"]["name"], got["total"], got["outcome"]) == (
        "Vex", "Convince", level, 18, outcome)
