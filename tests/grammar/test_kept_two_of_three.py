"""Dice said with the two of them kept ("3d6 keep worst two: 6, 3, 4.", "3d6 take the best two") are FIST's
advantage or disadvantage (3d6, keep the best or worst two), with the full stop after the faces; a game with no such
rule asks about the words (never reads them as the player's working and drops them); Blades' zero dice ("2d keep
lowest") is still its own rule. Phrasings written for this test; answers worked from the rules references (../shared/rules) fist.md
(§3 advantage/disadvantage, bands) and blades.md (zero dice), with the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "dice", "total", "outcome"), [
    # disadvantage: keep 3 + 4 = 7, FORCEFUL +2: 9, a Partial Success
    ("Ripper shoulders the door, 3d6 keep worst two: 6, 3, 4.", [6, 3, 4], 9, "Partial Success"),
    # advantage: keep 5 + 4 = 9, +2: 11, a Success
    ("Ripper shoulders the door, 3d6 take the best two: 1, 5, 4.", [1, 5, 4], 11, "Success"),
    # disadvantage: keep 6 + 2 = 8, +2: 10, a Success (the kept dice are not both 6: no Ultra)
    ("Ripper hauls the crate out, 3d6 keeping the lowest two: 6, 6, 2.", [6, 6, 2], 10, "Success"),
])
def test_fist_two_kept_of_three_is_advantage_or_disadvantage(phrase: str, dice: list[int], total: int, outcome: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["dice"], got["modifier"], got["total"], got["outcome"]) == \
        ("Ripper", "Forceful", dice, 2, total, outcome)


@pytest.mark.parametrize(("game", "seat", "phrase", "words"), [
    ("fs3", "Nemesis", "Nemesis swings, Melee, 6d8 keep lowest two: 5, 6, 2, 1, 8, 7.", "keep lowest two"),
    ("pbta", "Kit", "Kit acts under fire, 3d6 take the best two: 5, 6, 2.", "take the best two"),
    ("ghostburn", "Vex", "Vex sneaks by, Stealth at Moderate, 3d10 keep the worst two: 5, 6, 2.",
     "keep the worst two"),
])
def test_a_game_without_the_rule_asks(game: str, seat: str, phrase: str, words: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, seat, phrase, capsys)
    assert code == 2
    assert f"'{words}'" in err and "advantage" in err


def test_blades_zero_dice_kept_lowest_is_still_the_zero_dice_rule(capsys: pytest.CaptureFixture[str]) -> None:
    # Cross's Attune 0: two dice, the lower (5) read: a Partial Success
    code, got, err = _roll("blades", "Cross", "Cross attunes to the ghost, 2d keep lowest: 5 6.", capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["outcome"]) == ("Attune", [5, 6], "Partial Success")
