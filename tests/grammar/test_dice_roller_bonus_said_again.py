"""A number typed into a dice roller with the dice ('!roll 2d6+1', a tabletop's 'rolling 2d6+1 = (4+2)+1 = 7', a bot's
'2d6 (4, 2) + 1 = 7', '[2d6+1]') is the roll's own bonus said again: checked against the sheet, counted once, and a
number the sheet does not give is asked about, naming the sheet's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = load_party([EXAMPLES / "fist_party.toml"])  # Ripper: Forceful +2; Jonesy: Tactical +2, Forceful -1
PBTA = load_party([EXAMPLES / "pbta_party.toml"])  # Kit: Cool 2, Hard -1; Boone: Hard 2, ongoing 1


@pytest.mark.parametrize(("line", "dice"), [
    ("Ripper smashes the barricade apart | Ripper: rolling 2d6+2 = (5+1)+2 = 8", (5, 1)),
    ("Ripper smashes the barricade apart / DiceBot: 2d6 (5, 1) + 2 = 8", (5, 1)),
    ("!roll 2d6+2 → Ripper: 2d6 (5, 1) + 2 = 8 — smashing the barricade apart", (5, 1)),
])
def test_a_bonus_typed_into_the_roller_counts_once(line: str, dice: tuple[int, ...]) -> None:
    result = roll(line, FIST, system="fist")
    assert (result.actor, result.dice, result.modifier, result.total) == ("Ripper", dice, 2, 8)


def test_a_minus_typed_into_the_roller_counts_once() -> None:
    result = roll("Jonesy shoulders the hatch open | rolling 2d6-1 = (3+3)-1 = 5", FIST, system="fist")
    assert (result.actor, result.modifier, result.total) == ("Jonesy", -1, 5)


def test_the_sheets_standing_bonus_still_adds_where_the_roller_left_it_out() -> None:
    result = roll("Boone goes aggro on the bouncer | Boone: rolling 2d6+2 = (3+2)+2 = 7", PBTA, system="pbta")
    assert (result.actor, result.dice, result.total) == ("Boone", (3, 2), 8)  # Hard 2 + ongoing 1


def test_a_bonus_typed_into_the_roller_that_the_sheet_does_not_give_is_asked_about() -> None:
    with pytest.raises(RulesError, match=r"\+2 on the sheet"):
        roll("Ripper smashes the barricade apart | rolling 2d6+5 = (5+1)+5 = 11", FIST, system="fist")


def test_a_tabletops_faces_added_up_are_the_dice_and_its_sum_no_second_roll() -> None:
    request = parse("Kit keeps her cool under fire / Kit: rolling 2d6 = (6+1) = 7", get_system("pbta").vocabulary(PBTA))
    assert (request.actor, request.dice, request.restated) == ("Kit", (6, 1), ())


def test_a_bots_bonus_and_its_command_must_agree() -> None:
    with pytest.raises(Exception, match="asked for"):
        parse("Ripper smashes the barricade apart | rolling 2d6+2 = (5+1)+3 = 9", get_system("fist").vocabulary(FIST))
