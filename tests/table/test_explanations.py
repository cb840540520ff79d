"""Explanations say what happened plainly: an automatic failure reads as one, a Luck Point that avoided a Glitch
claims no bonus, an improvised trick names its DL, and odds answers name the bonus they assume."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")
FIST = str(EXAMPLES / "fist_party.toml")


def said(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_an_automatic_failure_says_it_fails(capsys: pytest.CaptureFixture[str]) -> None:
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "haggle with the hostile merchant")
    assert "-> no roll, it fails automatically: Glitch" in out and "no roll needed" not in out
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "shoot the guard, automatic cool success")
    assert "-> no roll, it succeeds automatically: Cool Success" in out
    out = said(capsys, "odds", "--sheet", GHOSTBURN, "--as", "Vex", "haggle with the hostile merchant")
    assert "Vex: Haggle (Persuade) vs Hard (20): no roll, it fails automatically" in out
    assert "Outcome: Haggle against a Hostile target fails automatically. Glitch, without a roll." in out


def test_a_luck_point_that_avoids_a_glitch_is_not_also_a_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, avoid the glitch, rolled 1 2")
    assert "[1 2] +6 = 9: Fade" in out
    assert "the point avoids the Glitch instead and adds no bonus" in out
    assert "+3 luck bonus" not in out and "stays on Persuade rolls" not in out
    assert "3 + 6 = 9 against Hard (20)" in out and "A Glitch; the Luck Point avoids it: Fade" in out
    data = json.loads(said(capsys, "roll", "--json", "--sheet", GHOSTBURN, "--as", "Vex",
                           "convince the bouncer, avoid the glitch, rolled 1 2"))
    assert data["luck"] == {"spent": True, "use": "avoid_glitch", "value": None, "before": "Glitch"}
    assert (data["modifier"], data["total"]) == (6, 9)
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, avoid the glitch, rolled 5 5")
    assert "+3 luck bonus (favored skill)" in out and "+9 = 19: Fade" in out  # no Glitch: the point is the bonus


def test_an_improvised_trick_names_its_dl(capsys: pytest.CaptureFixture[str]) -> None:
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "roll Persuade vs Hard")
    assert "an improvised trick" in out and "Base: Hard (20), set by the GM for this improvised trick." in out
    out = said(capsys, "roll", "--sheet", GHOSTBURN, "--as", "Vex", "shoot the guard, DL Hard")
    assert "Base: Hard (20), set by the GM (the trick's own DL is Moderate (14))." in out


@pytest.mark.parametrize(("sheet", "phrase", "headline", "step"), [
    (GHOSTBURN, "convince the bouncer", "Vex: Convince (Persuade) vs Hard (20), with +6 on the dice",
     "Ability Score and Skill Bonus: Presence score +3 + Persuade skill bonus +2."),
    (FIST, "shoot the guard", "Ripper: Reflexive, with +1 on the dice", "Ripper's Reflexive is +1."),
])
def test_odds_name_the_bonus_they_assume(capsys: pytest.CaptureFixture[str], sheet: str, phrase: str, headline: str,
                                         step: str) -> None:
    out = said(capsys, "odds", "--sheet", sheet, phrase)
    assert headline in out.splitlines() and step in out
