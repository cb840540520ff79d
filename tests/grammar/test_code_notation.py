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


def _blades(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    return _roll("blades_party.toml", "Cross", phrase, capsys)


@pytest.mark.parametrize(("phrase", "want"), [
    # a method call: the receiver acts, the method is the action, a keyword argument a labelled field; the list the
    # dice. Thorn's Prowl 2: 2 dice, highest 5, a partial success at desperate position
    ('thorn.prowl(position="desperate") -> [5, 2]', ("Thorn", "Prowl", [5, 2], "Partial Success", "Desperate")),
    # a call with no receiver and a '#' comment beside it: Cross's Skirmish 3, highest 6, a full success
    ("roll(Skirmish)  # wading into the gang\n=> 6, 1, 3", ("Cross", "Skirmish", [6, 1, 3], "Full Success", "Risky")),
    # a dict literal holding the whole roll
    ('{"who": "Thorn", "action": "Finesse", "dice": [3, 1]}', ("Thorn", "Finesse", [3, 1], "Bad Outcome", "Risky")),
    # an assignment of a list literal, and a logic mark joining the writer's remark
    ("Thorn prowls past the watch. dice = [4, 2] ∴ meh", ("Thorn", "Prowl", [4, 2], "Partial Success", "Risky")),
    # an identifier in snake case and a camel-case method: Cross's Skirmish 3
    ("cross.goInSwinging(at=the_gang_boss) // Skirmish -> [2, 2, 6]", ("Cross", "Skirmish", [2, 2, 6],
                                                                      "Full Success", "Risky")),
])
def test_code_notation_around_a_roll_is_read(phrase: str, want: tuple, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _blades(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["outcome"], got["blades"]["position"]) == want


def test_a_keyword_argument_is_a_field_or_the_scene(capsys: pytest.CaptureFixture[str]) -> None:
    # 'attr=' is a label the game knows, 'at=' none: its value is the scene. Thorn's Prowess 2 (Finesse 2, Prowl 2):
    # 2 dice, highest 5, so the resistance costs 6 - 5 = 1 stress
    code, got, err = _blades('thorn.resist(at="the bolt from the dark", attr=Prowess)\n# rolled: [5, 2]', capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["dice"], got["blades"]["roll"], got["blades"]["stress_cost"]) \
        == ("Thorn", "Prowess", [5, 2], "resistance", 1)


def test_two_calls_joined_by_and_and_are_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _blades("cross.skirmish() && cross.wreck() -> [6, 1, 3]", capsys)
    assert code == 2
    assert "Skirmish" in err and "Wreck" in err


def test_a_number_in_code_is_no_die(capsys: pytest.CaptureFixture[str]) -> None:
    # 'port 8080' and 'v2' are the scene: the dice are the list after the arrow (Thorn's Finesse 2: highest 4)
    code, got, err = _blades("thorn.finesse(lock=\"the v2 vault\") // port 8080 is open\n-> [4, 1]", capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["outcome"]) == ("Thorn", "Finesse", [4, 1], "Partial Success")


def test_a_keyword_before_a_call_and_a_code_number_are_no_part_of_the_roll(capsys: pytest.CaptureFixture[str]) -> None:
    # 'assert' opens the line; 'O(n)' and '404' are the scene. Thorn's Survey 1: one die, a 6, a full success
    code, got, err = _blades("assert thorn.survey(\"the O(n) maze of 404 corridors\")\n# dice: [6]", capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["outcome"]) == ("Thorn", "Survey", [6], "Full Success")


def test_my_ongoing_said_with_its_number_is_the_sheets(capsys: pytest.CaptureFixture[str]) -> None:
    # Boone's Hard +2 and ongoing +1 (his sheet): 3 + 4 + 2 + 1 = 10, a strong hit; the +1 is not added twice
    code, got, err = _roll("pbta_party.toml", "Boone",
                           "Boone leans on the scav boss, +Hard, plus my ongoing +1 from the crew: 3 4", capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["total"], got["outcome"]) == ("Lean on Someone", [3, 4], 10, "Strong Hit")
