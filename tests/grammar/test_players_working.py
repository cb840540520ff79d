"""The player's working around the dice (grammar/working.py), as a careful player or a rules lawyer posts it: the
sums, totals, counted pools, targets and the outcome they reckon are read, shown as not used and never taken as an
input; the stats said with their value in the sum are the sheet's said again (checked, counted once)."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the contract's fields it must give): the answer is the rules' from the dice, whatever the
# working says.
WORKED = [
    ("fist", "Ripper", "Ripper bashes the locker open: 2+5 = 7, +2 FRC = 9, that's a success",
     {"dice": [2, 5], "modifier": 2, "total": 9, "outcome": "Partial Success"}),
    ("fist", "Ripper", "Ripper bashes the locker open: 3+3 = 7, +2 FRC = 9 → partial right?",
     {"dice": [3, 3], "modifier": 2, "total": 8}),
    ("fist", "Jonesy", "Jonesy rigs the charge, TAC +2: 1 and 6 → 7 + 2 = 9, partial", {"dice": [1, 6], "total": 9}),
    ("pbta", "Boone", "Boone: roll +hard, 5+1 = 6, +2 Hard = 8, weak hit?", {"modifier": 3, "total": 9}),
    ("pbta", "Boone", "Boone: roll +hot, 4,4 → 8, +1 Hot +1 ongoing = 10, strong hit!", {"modifier": 2, "total": 10}),
    ("blades", "Cross", "Cross cuts down the thug, Skirmish 3 so 3d6: 5, 2, 1 → 5, partial",
     {"dice": [5, 2, 1], "total": 5, "outcome": "Partial Success"}),
    ("ghostburn", "Vex", "Vex convinces the bouncer: 4+4 = 8, +6 = 14 vs Moderate → success",
     {"dice": [4, 4], "modifier": 6, "total": 14}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, 5+1 = 6, +6 (Presence 3, Persuade 2, pump 1) = 12 vs Easy, fade lol",
     {"dice": [5, 1], "modifier": 6, "total": 12}),
    # a sum set against a target with a comparison: the player checks it, the rules decide
    ("fist", "Ripper", "Ripper bashes the locker open, 4 + 5 + 2 >= 10 obv, rolled 4 5",
     {"dice": [4, 5], "modifier": 2, "total": 11}),
    ("pbta", "Boone", "Boone: roll +hard, 3 3, total 9 > 6 so not a miss at least", {"dice": [3, 3], "total": 9}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, Moderate, 6 and 5 so 17 ≥ 14", {"dice": [6, 5], "total": 17}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), WORKED, ids=[w[2][:40] for w in WORKED])
def test_the_players_working_is_shown_and_never_an_input(game: str, who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    worked = [c for c in got["reading"]["clauses"] if c["kind"] == "working"]
    assert worked and not any(c["used"] for c in worked)


def test_a_sum_of_the_dice_that_is_wrong_is_said_beside_what_the_dice_make(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", "Ripper bashes the locker open: 3+3 = 7, +2 FRC", capsys, as_json=False)
    assert code == 0, err
    assert "3 + 3 makes 6, not 7" in out.splitlines()[0]


@pytest.mark.parametrize(("game", "who", "phrase", "named"), [
    ("pbta", "Sable", "Sable: roll +sharp, 4 4 → 8, +3 Sharp = 11", ("+3", "+2")),
    ("fist", "Jonesy", "Jonesy rigs the charge, TAC +1: 1 and 6 → 7 + 1 = 8", ("+1", "+2")),
    ("ghostburn", "Vex", "Vex convinces the bouncer: 4+4 = 8, +7 = 15 vs Moderate", ("+7", "+6")),
])
def test_a_stat_in_the_working_that_is_not_the_sheets_gives_way_to_it_and_is_said(
        game: str, who: str, phrase: str, named: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    """A wrong stat in the sum is the player's working: the sheet's is used, and the reading says both numbers
    (grammar/test_working_restated.py), never replaced by the sheet's in silence."""
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    said, sheet = named
    fixed = [c for c in json.loads(out)["reading"]["clauses"] if c["kind"] == "restated" and not c["used"]]
    assert fixed and said in fixed[0]["text"] and f"{sheet} on the sheet" in fixed[0]["note"], fixed


def test_targets_and_chances_a_player_names_are_working(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "what are Kit's odds to read the room? +1 Sharp, so 6+ on the dice for a "
                                         "hit, like 70%?", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["ability"] == {"name": "Sharp", "score": 1} and got["modifier"] == 2  # Sharp +1, forward +1
    assert {c["text"] for c in got["reading"]["clauses"] if c["kind"] == "working"} >= {"6+ on the dice", "70%"}


def test_a_tally_of_stress_is_working(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "Cross pushes herself (+1d, 2 stress, 1 → 3) to cut down the thug: "
                                             "5, 2, 1, 1 → 5, partial", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["dice"] == [5, 2, 1, 1] and got["outcome"] == "Partial Success"
