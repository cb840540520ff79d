"""The scribe's minutes in the past tense: a name opening the sentence after a time, a round or an item number, with
what is rolled said of it in the past ('Round 3. Cross resisted the blow'), acts; 'pushed for +1d' is a push; an
attribute named as the roll's noun ('Brawn roll per the GM') is the roll, as 'roll Brawn' is; 're:' in the middle
of an entry says what it is about, never a speaker; and 'twelve strong' after a group is its size."""

from __future__ import annotations

import pytest
from test_minutes import answer, read_right


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("blades", "Silas", "Scene 4. Cross resisted the falling crates, Prowess. Dice 4 2 6.",
     {"actor": "Cross", "skill": None, "ability.name": "Prowess", "ability.score": 3, "dice": [4, 2, 6],
      "outcome": "Resist 0 Stress", "blades.roll": "resistance", "blades.stress_cost": 0}),
    ("blades", "Silas", "19:05. Thorn quietly resisted the whispers in her head, Resolve. Dice 6.",
     {"actor": "Thorn", "ability.name": "Resolve", "ability.score": 1, "dice": [6], "outcome": "Resist 0 Stress",
      "blades.roll": "resistance"}),
    ("blades", "Silas", "Cross skirmished with the sentry and pushed for +1 effect. Dice 6 5 2.",
     {"actor": "Cross", "skill": "Skirmish", "dice": [6, 5, 2], "outcome": "Full Success", "blades.pool": 3,
      "blades.position": "Risky", "blades.effect": "Great"}),
    ("fs3", "Zoe", "Tug held the hatch shut with his back; Brawn roll per the GM. Dice 7 2 1 3 5.",
     {"actor": "Tug", "skill": "Brawn", "ability.name": "Brawn", "ability.score": 4, "dice": [7, 2, 1, 3, 5],
      "outcome": "Success"}),
    ("fs3", "Zoe", "Mavros climbed the wall; Grit roll. Dice 7 2 1 3.",
     {"actor": "Mavros", "skill": "Grit", "ability.name": "Grit", "ability.score": 3, "dice": [7, 2, 1, 3],
      "outcome": "Success"}),
    ("ghostburn", "Dex", "Vex convinced the bouncer, re: the guest list. Dice 8 and 9.",
     {"actor": "Vex", "trick": "Convince", "skill": "Persuade", "dice": [8, 9], "total": 23,
      "difficulty.name": "Hard", "outcome": "Success"}),
    ("ghostburn", "Dex", "Vex convinced the crowd, twenty strong, highest Wits Moderate. Dice 8 and 9.",
     {"actor": "Vex", "trick": "Convince", "dice": [8, 9], "total": 23, "difficulty.name": "Severe",
      "difficulty.value": 26, "outcome": "Fade"}),
])
def test_minutes_in_the_past_read(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)


def test_strong_before_a_noun_is_the_story() -> None:
    """'the two strong dockers': 'strong' describes them, so no group size is read, and the Wits is still asked."""
    code, _, err = answer("ghostburn", "Dex", "Vex convinced the two strong dockers. Dice 8 and 9.")
    assert code != 0 and "Wits" in err


def test_pushed_a_thing_is_no_push() -> None:
    """'pushed the cart' is what Cross does, never a push for a die or effect."""
    code, got, err = answer("blades", "Silas", "Cross pushed the cart into the sentry, Skirmish. Dice 6 5 2.")
    assert code == 0, err
    assert got["blades"]["pool"] == 3 and got["dice"] == [6, 5, 2]


@pytest.mark.parametrize(("phrase", "want"), [
    ("Command logged: roll Athletics-1 (Mavros, vaulting the rail). Dice: 7 1 2 3 4 5",
     {"actor": "Mavros", "skill": "Athletics", "modifier": -1, "dice": [7, 1, 2, 3, 4, 5], "successes": 1,
      "outcome": "Success"}),
    ("roll Melee (Nemesis). Dice: 7 7 2 3 4",
     {"actor": "Nemesis", "skill": "Melee", "dice": [7, 7, 2, 3, 4], "successes": 2, "outcome": "Success"}),
])
def test_a_logged_command_names_whose_roll_in_brackets(phrase: str, want: dict) -> None:
    """A MUSH log copies the command and notes in brackets whose roll it was: that one rolls, never the seat's."""
    read_right("fs3", "Zoe", phrase, want)


def test_brackets_after_a_command_naming_no_one_leave_the_seat_rolling() -> None:
    """'roll Melee (a hard fight)': the brackets name no one, so the seat's character rolls (Zoe, Melee: 3 dice)."""
    code, _, err = answer("fs3", "Zoe", "roll Melee (a hard fight). Dice: 7 7 2 3 4")
    assert code != 0 and "Zoe" in err
