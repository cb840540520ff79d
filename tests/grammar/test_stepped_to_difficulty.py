"""A Ghostburn Difficulty Level said as where a step change ends ("the searchlights push it up a step to Hard", "the
bribe knocks it down to Easy") is the DL used, as the final one: no step is applied on top of it (neither the step
said nor one the rules find, such as the target's attitude), no other DL said before it is taken as a second one,
and the reading shows the step's words and the DL with its words. Phrasings written for this test; answers worked
from the rules references (../shared/rules) ghostburn.md (bands §3.1, outcomes §3.2) and examples/ghostburn_party.toml."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> dict:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--seed", "5", "--json",
                 phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize(("phrase", "want", "step", "before"), [
    # Stealth 2 + Agility 4 = +6; 6 + 5 + 6 = 17, the Moderate band, one below Hard: a Fade
    ("Vex slips through the yard, Stealth; the searchlights push it up a step to Hard. 6 and 5",
     {"skill": "Stealth", "difficulty": {"name": "Hard", "value": 20}, "modifier": 6, "total": 17, "outcome": "Fade"},
     "the searchlights push it up a step to", None),
    # two steps said, Hard named as where they end: 4 + 4 + 6 = 14, a Fade (not Extreme from Easy + 2 + Hard)
    ("Stealth at Easy, the floodlights raise it two steps to Hard: 4 4",
     {"difficulty": {"name": "Hard", "value": 20}, "total": 14, "outcome": "Fade"},
     "the floodlights raise it two steps to", "Easy"),
    # the DL it started at said in an earlier sentence: Hard is used, Moderate shown as where the step started
    ("Vex sneaks past, Stealth. It was Moderate, the rain bumps it up to Hard. 6 3",
     {"difficulty": {"name": "Hard", "value": 20}, "total": 15, "outcome": "Fade"},
     "the rain bumps it up to", "Moderate"),
    # Persuade 2 + Presence 3 + pheromone pump 1 = +6; the guard's Hostile attitude (+1 step) is in the Easy said,
    # not added on top: 3 + 3 + 6 = 12, the Easy band: a Success
    ("Vex sweet-talks the guard, Persuade, the bribe knocks it down to Easy: 3 3",
     {"skill": "Persuade", "difficulty": {"name": "Easy", "value": 8}, "modifier": 6, "total": 12,
      "outcome": "Success"}, "the bribe knocks it down to", None),
])
def test_a_difficulty_said_where_the_step_ends_is_the_one_used(phrase: str, want: dict, step: str,
                                                               before: str | None,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    got = _roll(phrase, capsys)
    assert {k: got.get(k) for k in want} == want
    clauses = got["reading"]["clauses"]
    assert [(c["text"], c["used"]) for c in clauses if c["kind"] == "step to"] == [(step, False)]
    assert [c["text"] for c in clauses if c["kind"] == "difficulty" and c["used"]] == [want["difficulty"]["name"]]
    assert [c["text"] for c in clauses if c["kind"] == "step from"] == ([before] if before else [])
    dl_step = next(s["text"] for s in got["steps"] if s["title"] == "Difficulty Level")
    assert f"'{step} {want['difficulty']['name']}'" in dl_step
    assert "Net" not in dl_step  # stepped no further


def test_a_step_from_one_difficulty_to_another_is_still_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--json",
                 "Vex sneaks past; the smoke takes it down a step from Severe to Hard. 4 4"])
    assert code == 2
    assert "Two difficulties" in capsys.readouterr().err
