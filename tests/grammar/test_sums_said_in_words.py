"""The player's sum said in words after the dice ("9 and 2 is 11", "6+4 is 9,", "that's 9 plus my 6, 15", "plus my 8
makes 20") is their working: the dice are the dice said first, the sum is shown as not used (with what the faces
make where it is wrong), and what they add that is the sheet's ("my 6", "+2 for my Cool", "minus one for my lousy
Sharp") is the sheet's number said again, checked and never added on top."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.rules.sheets import load_party
from rollmate.table.render import read_as

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
PBTA = load_party([EXAMPLES / "pbta_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard: 6 and 3. 6 and 3 is 9, plus my 6 makes 15",
    "Vex sneaks past the guard, rolled 6 and 3, that's 9 plus my 6, 15, success",
    "Vex sneaks past the guard: 6 and 3, 9 plus my 6 makes 15",
])
def test_a_sum_said_in_words_is_the_working(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    # Sneak against the guard's Wits (Moderate, 14); Agility 4 + Stealth 2 = +6: 6 + 3 + 6 = 15, a Success
    assert (result.trick, result.dice, result.modifier, result.total, result.outcome) == \
        ("Sneak", (6, 3), 6, 15, "Success")


def test_a_wrong_sum_of_the_faces_is_shown_with_what_they_make() -> None:
    result = roll("Vex sneaks past the guard: 6 and 3, 6+3 is 10, plus my 6 makes 16", GHOSTBURN, actor="Vex")
    assert (result.dice, result.total) == ((6, 3), 15)
    assert "6 + 3 makes 9, not 10" in read_as(result)


def test_a_bonus_said_in_the_sum_that_is_not_the_sheets_is_asked() -> None:
    with pytest.raises(RulesError, match=r"\+5.*\+6"):
        roll("Vex sneaks past the guard: 6 and 3, 6+3 is 9, plus my 5 makes 14", GHOSTBURN, actor="Vex")


@pytest.mark.parametrize("phrase", [
    "Kit keeps her cool under fire: 6 and 4, +2 for my Cool",
    "Kit keeps her cool under fire: 6 and 4, 6+4 is 11, plus 2 for my trusty Cool, 13",
])
def test_a_number_given_for_ones_own_stat_is_the_stat_said_again(phrase: str) -> None:
    result = roll(phrase, PBTA, system="pbta", actor="Kit")
    # Brave Danger rolls +Cool (2), Kit's forward +1: 6 + 4 + 2 + 1 = 13, a strong hit; the +2 is not added twice
    assert (result.dice, result.total, result.outcome) == ((6, 4), 13, "Strong Hit")


def test_a_number_given_for_something_else_stays_a_modifier() -> None:
    result = roll("Kit keeps her cool under fire: 6 and 4, -1 for my bad wrist", PBTA, system="pbta", actor="Kit")
    # 6 + 4 + Cool 2 + forward 1 - 1 = 12
    assert result.total == 12


@pytest.mark.parametrize("phrase", [
    "Kit keeps her cool under fire, Cool +2: 4+3 = 7",
    "Kit keeps her cool under fire with +1 forward: 4 + 3 = 7",
])
def test_a_sum_whose_faces_come_first_gives_the_dice(phrase: str) -> None:
    """Faces not said before the sum ('Cool +2: 4+3 = 7') are the roll's dice, said as the player adds them up."""
    assert roll(phrase, PBTA, system="pbta", actor="Kit").dice == (4, 3)
