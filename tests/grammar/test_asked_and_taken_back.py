"""A word or three asked in a clause of their own and refused with a comma and more after it ("Medicine? no, Melee",
"risky? no, desperate") are taken back: the one said after the refusal is rolled, the one asked is shown as a
correction. And a value's reason in brackets right after it ("+1 (the scope)", "spends a luck point (+3)") is one
value, counted once. Phrasings written for this test; answers worked from the rules references (../shared/rules) fs3.md, ghostburn.md and
blades.md with the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> dict:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize(("game", "seat", "phrase", "want", "taken_back"), [
    # FS3: Melee 3 + Brawn 2 = 5 dice; one 6: a Success
    ("fs3", "Nemesis", "Medicine? no, Melee: 6 2 3 1 5",
     {"skill": "Melee", "dice": [6, 2, 3, 1, 5], "successes": 1, "outcome": "Success"}, "Medicine? no,"),
    ("fs3", "Nemesis", "Nemesis clubs the guard, Firearms? no, Melee: 6 2 3 1 5",
     {"skill": "Melee", "successes": 1, "outcome": "Success"}, "Firearms? no,"),
    # Ghostburn: Stealth 2 + Agility 4 = +6; 6 + 3 + 6 = 15 against Moderate (14): a Success
    ("ghostburn", "Vex", "Vex slips by, Persuade? nah, Stealth, DL Moderate: 6 3",
     {"skill": "Stealth", "difficulty": {"name": "Moderate", "value": 14}, "total": 15, "outcome": "Success"},
     "Persuade? nah,"),
    # Blades: Skirmish 3, desperate; the highest 6: a Full Success
    ("blades", "Cross", "Cross skirmishes, risky? no, desperate: 6 2 3",
     {"skill": "Skirmish", "dice": [6, 2, 3], "outcome": "Full Success"}, "risky? no,"),
])
def test_the_one_said_after_the_refusal_is_rolled(game: str, seat: str, phrase: str, want: dict, taken_back: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    got = _roll(game, seat, phrase, capsys)
    assert {k: got.get(k) for k in want} == want
    assert [(c["text"], c["used"]) for c in got["reading"]["clauses"] if c["kind"] == "correction"] == \
        [(taken_back, False)]


def test_desperate_taken_over_risky(capsys: pytest.CaptureFixture[str]) -> None:
    got = _roll("blades", "Cross", "Cross skirmishes, risky? no, desperate: 6 2 3", capsys)
    assert "Desperate" in next(s["text"] for s in got["steps"] if s["title"] == "Position & Effect")


@pytest.mark.parametrize(("phrase", "dice", "modifier", "successes", "outcome"), [
    # Melee 3 + Brawn 2 + 1 = 6 dice; 6 and 7: two successes, a Success
    ("Nemesis swings, Melee +1 (the scope): 6 2 3 1 5 7", [6, 2, 3, 1, 5, 7], 1, 2, "Success"),
    # a luck point before the roll, +3 dice, said again in brackets: 8 dice; 6, 7, 8, 8: four successes, a Good
    # Success
    ("Nemesis spends a luck point (+3), Melee: 6 2 3 1 5 7 8 8", [6, 2, 3, 1, 5, 7, 8, 8], 3, 4, "Good Success"),
])
def test_a_reason_in_brackets_counts_once(phrase: str, dice: list[int], modifier: int, successes: int, outcome: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    got = _roll("fs3", "Nemesis", phrase, capsys)
    assert (got["dice"], got["modifier"], got["successes"], got["outcome"]) == (dice, modifier, successes, outcome)
