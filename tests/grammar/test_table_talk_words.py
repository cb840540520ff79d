"""Rules talk around a roll: table talk's abbreviations ('RAW', 'RAI', 'IIRC') and a rules noun before a plural
verb ('Contested rolls are ...', 'Reaction rolls don't ...') are no one's name, and an attribute said twice with its skill
('grabbing is brawn ... roll melee+brawn') is one attribute; a bonus said not to be had ('no teamwork bonus') is
talk of the rules."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", who, "--seed", "5", "--json",
                 phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


@pytest.mark.parametrize("phrase", [
    "RAI, this counts as a called shot. Nemesis shoots the drone: 1 2 3 4 5 8 7",
    "IIRC, the drone has no armour. Nemesis shoots the drone: 1 2 3 4 5 8 7",
    "Contested rolls are for the GM to call. Nemesis shoots the drone: 1 2 3 4 5 8 7",
    "Reaction rolls don't come into it. Nemesis shoots the drone: 1 2 3 4 5 8 7",
    "NPC rolls are the GM's business. Nemesis shoots the drone: 1 2 3 4 5 8 7",
])
def test_rules_talk_before_the_roll_names_no_one(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fs3", "Nemesis", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"]) == ("Nemesis", "Firearms", [1, 2, 3, 4, 5, 8, 7])


def test_an_unknown_name_before_a_verb_is_still_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fs3", "Nemesis", "Zorbo shoots the drone: 1 2 3 4 5 8 7", capsys)
    assert code == 2 and "Zorbo" in err


def test_an_attribute_said_twice_with_its_skill_is_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fs3", "Nemesis", "wrestling him down is brawn. roll melee+brawn, Nemesis pins the guard: "
                           "1 2 3 4 8", capsys)
    assert code == 0, err
    assert (got["skill"], got["ability"]["name"], got["ability"]["score"], got["dice"]) == (
        "Melee", "Brawn", 2, [1, 2, 3, 4, 8])


@pytest.mark.parametrize("phrase", [
    "there's no teamwork bonus for this, so Ripper hauls the crate up alone, Forceful: 3 and 4",
    "Ripper hauls the crate up alone, Forceful, and I'm not taking the gear bonus, 3 and 4",
])
def test_a_bonus_said_not_to_be_had_is_talk_of_the_rules(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", phrase, capsys)
    assert code == 0, err
    assert (got["ability"]["name"], got["dice"], got["modifier"], got["total"]) == ("Forceful", [3, 4], 2, 9)


def test_a_bonus_with_its_number_still_counts(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", "Ripper hauls the crate up, Forceful, not much but a bonus +1: 3 and 4",
                           capsys)
    assert code == 0, err
    assert (got["modifier"], got["total"]) == (3, 10)

