"""Blades harm said by its level ("still carrying level 2 harm", "harm level 1", "harm lvl 2") is the harm of that
level: level 1 lesser (less effect), level 2 moderate (-1d), level 3 severe (asked: help or a push to act); and a
resistance roll said "vs the harm" (after a possessive name too) resists that consequence, with no other side.
Phrasings written for this test; answers worked from the rules references (../shared/rules) blades.md (§3.9 harm penalties, resistance)
and examples/blades_party.toml."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "dice", "outcome", "harm"), [
    # Cross's Skirmish 3, moderate harm -1d: 2 dice; the highest 6 is a Full Success
    ("Cross brawls with the dockers, still carrying level 2 harm: 4 6", [4, 6], "Full Success", "level 2 harm"),
    # the highest 5: a Partial Success
    ("Cross fights on, Skirmish, harm lvl 2: 2 5", [2, 5], "Partial Success", "harm lvl 2"),
    ("Cross skirmishes with a cracked rib (level 2 harm): 5 1", [5, 1], "Partial Success", "level 2 harm"),
])
def test_level_2_harm_takes_a_die_off(phrase: str, dice: list[int], outcome: str, harm: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("Cross", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["modifier"], got["outcome"]) == \
        ("Cross", "Skirmish", dice, -1, outcome)
    assert [c["text"] for c in got["reading"]["clauses"] if c["kind"] == "harm"] == [harm]
    assert "-1d from moderate harm" in next(s["text"] for s in got["steps"] if s["title"] == "Bonus Dice")


def test_level_1_harm_is_less_effect(capsys: pytest.CaptureFixture[str]) -> None:
    # lesser harm: no die off (Skirmish 3: 3 dice, the highest 5 a Partial Success), effect Standard -> Limited
    code, got, err = _roll("Cross", "Cross skirmishes, harm level 1 from the bar fight: 3 5 2", capsys)
    assert code == 0, err
    assert (got["dice"], got["modifier"], got["outcome"]) == ([3, 5, 2], 0, "Partial Success")
    assert "Limited" in next(s["text"] for s in got["steps"] if s["title"] == "Position & Effect")


def test_level_3_harm_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("Cross", "Cross skirmishes with level 3 harm: 3 5", capsys)
    assert code == 2
    assert "severe harm" in err


@pytest.mark.parametrize(("seat", "phrase", "attribute", "outcome"), [
    # Prowess 3 (Prowl, Skirmish, Wreck): the highest 5 -> 6 - 5 = 1 stress
    ("Cross", "Cross's resistance roll vs the harm, Prowess: 3 5 1", ("Prowess", 3), "Resist 1 Stress"),
    # Silas's Resolve 3 (Attune, Command, Sway) against fear: the highest 4 -> 2 stress
    ("Silas", "Silas's resistance roll vs the terror: 3 4 2", ("Resolve", 3), "Resist 2 Stress"),
])
def test_a_resistance_roll_vs_the_consequence(seat: str, phrase: str, attribute: tuple[str, int], outcome: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(seat, phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["ability"]["score"], got["outcome"], got["opposed"]) == \
        (seat, *attribute, outcome, None)
