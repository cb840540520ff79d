"""Dice named twice in the heat of it ('snake eyes. SNAKE EYES. 1 and 1', 'boxcars!! BOXCARS', 'DOUBLE SIXES!!! 6 and
6'): the same name said again is the same dice, shown as not used; two names that differ, or a name the faces do not
show, are asked about. A count of dice then dots then the faces ('1 die left... 5!!') is the count and its dice."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "pbta_party.toml"), "--as", "Sable", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Sable scavenges the wreck. snake eyes. SNAKE EYES. 1 and 1", [1, 1]),
    ("Sable scavenges the wreck. boxcars!! BOXCARS", [6, 6]),
    ("Sable scavenges the wreck... double sixes. DOUBLE SIXES!!! 6 and 6", [6, 6]),
])
def test_a_name_of_the_dice_said_again_is_the_same_dice(phrase: str, dice: list[int],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"]) == ("Sable", "Scavenge", dice)
    assert sum(c["kind"] == "dice named" and not c["used"] for c in got["reading"]["clauses"]) >= 1


@pytest.mark.parametrize(("phrase", "word"), [
    ("Sable scavenges the wreck. snake eyes. BOXCARS. 1 and 1", "BOXCARS"),
    ("Sable scavenges the wreck. boxcars! boxcars! 6 and 5", "6 and 5"),
])
def test_names_that_differ_are_asked_about(phrase: str, word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(phrase, capsys)
    assert code == 2 and "Two sets of dice" in err and word in err, err



def test_a_count_of_dice_then_dots_then_its_face(capsys: pytest.CaptureFixture[str]) -> None:
    """'1 die left... 5!!': the count, the wait, then the face it announced: the dice, as '1 die: 5' says it."""
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", "Cross", "--seed", "3", "--json",
                 "Cross fights the dockhand, Skirmish, -2d for the wound. 1 die left... 5!!"])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["actor"], got["skill"], got["dice"], got["blades"]["pool"]) == ("Cross", "Skirmish", [5], 1)
