"""Rules values said between other words of a post that shows its working: the dice after 'a war die with
WINNER:' when the war die's own face comes later, a trait's +1 typed onto that face, a position the GM 'called it'
beside a trade, and a second difficulty offered in a question ('or is it Hard?')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "blades", "fist")}


@pytest.mark.parametrize(("phrase", "dice", "war", "spent"), [
    ("Ripper shoulders the hatch and adds a war die with WINNER: 5 1, war die 4", (5, 1), (4,), 1),
    ("Vex vaults the railing and spends a war die: 3 3, war die 6", (3, 3), (6,), 1),
    ("Jonesy cracks the safe, a war die on it with FOCUS: 2 6 and the war die came up 5", (2, 6), (5,), 1),
    ("Ripper kicks the crate over, throwing two war dice: 4 4, war dice 1 2", (4, 4), (1, 2), 2),
])
def test_faces_after_a_colon_are_the_rolls_when_the_war_die_has_its_own_later(
        phrase: str, dice: tuple[int, ...], war: tuple[int, ...], spent: int) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert (result.dice, result.extra_dice, sum(s.amount for s in result.spends)) == (dice, war, spent)


@pytest.mark.parametrize("phrase", [
    "Ripper shoulders the hatch and adds a war die with WINNER: 5 1",  # one war die, two faces: which are whose?
    "Vex vaults the railing, spending a war die after that: 3 3",
])
def test_one_war_die_given_two_faces_is_asked_never_counted_as_more_dice(phrase: str) -> None:
    with pytest.raises(RollmateError, match="1 war-die face"):
        roll(phrase, PARTIES["fist"], system="fist")


@pytest.mark.parametrize(("phrase", "modifier"), [
    ("Ripper shoulders the hatch and adds a war die with WINNER: 5 1, war die 4 +1", 2 + 1),
    ("Ripper shoulders the hatch with WINNER: 5 1, war die 4 +1 = 5", 2 + 1),
    ("Vex vaults the railing, FOCUS on the war die: 3 3, war die 2 +1", 1 + 1),
    ("Ripper shoulders the hatch with WINNER: 5 1, war die 4, +1 for the crowbar", 2 + 1 + 1),  # labelled: its own
    ("Ripper shoulders the hatch, 5 1, war die 4 +1", 2 + 1),  # no trait named: a modifier
])
def test_a_traits_plus_one_typed_on_the_war_die_is_counted_once(phrase: str, modifier: int) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert result.modifier == modifier
    assert result.total == sum(result.dice) + sum(result.extra_dice) + modifier


@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Cross skirmishes on the pier, the GM called it desperate, and I trade effect for position: 6 2 1", "Risky",
     "Limited"),
    ("Cross skirmishes on the pier; GM already ruled it controlled and I'll trade position for effect: 6 2 1",
     "Risky", "Great"),
    ("Cross skirmishes on the pier, the GM deemed it desperate, and trades effect for position: 6 2 1", "Risky",
     "Limited"),
])
def test_a_position_the_gm_called_it_stands_beside_a_trade(phrase: str, position: str, effect: str) -> None:
    result = roll(phrase, PARTIES["blades"], system="blades")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == (position, effect)


def test_a_position_called_desperate_leaves_no_trade_for_effect() -> None:
    with pytest.raises(RollmateError, match="Desperate"):
        roll("Cross skirmishes on the pier, GM called it desperate, and I'll trade position for effect: 6 2 1",
             PARTIES["blades"], system="blades")


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the sentry, Moderate I think, or is it Hard since they're on alert? 4 5",
    "Vex picks the lock, DL 14... or was it DL 20? 6 6",
    "Vex sneaks past the sentry at Easy, or is it Moderate? rolled 4 5",
])
def test_a_second_difficulty_offered_in_a_question_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="(?i)two difficulties"):
        roll(phrase, PARTIES["ghostburn"])


def test_a_question_with_no_value_in_it_is_still_what_the_roll_finds_out() -> None:
    result = roll("Vex sneaks past the sentry at Moderate - is he awake? 4 5", PARTIES["ghostburn"])
    assert (result.difficulty.name, result.dice) == ("Moderate", (4, 5))
