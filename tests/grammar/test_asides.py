"""Asides players add to an action: a yes/no question about someone ('read Kowalski - is he about to jump us?') is
what the roll finds out, never a second action; 'the mob - about 25 of them' is the size of the group the action
meets, not a number nobody can place."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(PARTY)


@pytest.mark.parametrize("phrase", [
    "read the fixer - is he about to jump us? rolled 6 and 1",
    "read the fixer, does he plan to shoot us? rolled 6 and 1",
    "read the bouncer - is she going to attack? 6 1",
    "read the merchant, are they lying to us? rolled 6 1",
])
def test_a_question_about_someone_is_what_the_roll_finds_out(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.purpose and not request.purpose_verbs
    assert roll(phrase, PARTY, actor="Vex").trick == "Read Person"


@pytest.mark.parametrize(("phrase", "size"), [
    ("threaten the mob - about 25 of them, highest Fort Moderate", 25),
    ("intimidate the gang, 12 of them, Fort Hard", 12),
    ("scare off the crowd, maybe 30 of 'em, Fort Moderate", 30),
])
def test_n_of_them_is_the_groups_size(phrase: str, size: int) -> None:
    assert parse(phrase, VOCAB).group_size == size


def test_a_group_of_25_is_two_steps_harder() -> None:
    one = roll("threaten the mob, highest Fort Moderate, rolled 7 4", PARTY, actor="Vex").difficulty.value
    many = roll("threaten the mob - about 25 of them, highest Fort Moderate, rolled 7 4", PARTY, actor="Vex")
    assert many.difficulty.value - one == 12  # two steps: one per full 10 members


@pytest.mark.parametrize("phrase", ["talk the bouncer into letting us in (rolled 3, 9)",
                                    "convince the bouncer to let us in (rolled 3, 9)",
                                    "talk the fixer out of calling the cops (3, 9)"])
def test_dice_in_brackets_after_a_purpose_are_the_dice(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.dice == (3, 9) and request.purpose and "3" not in request.purpose
