"""'spending one of my two luck points', 'Ripper throws in one of her two war dice': the pool counted, one of it spent
(never a refusal for spending two, nor two war dice spent)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, spent

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "ok I'm spending one of my two luck points first - Vex talks the bouncer round, 5 and 4",
    "Vex burns one of her three luck points and climbs the wall, 5 4",
])
def test_one_of_the_luck_points_counted_is_one_spent(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).spends == spent(luck=True)


def test_one_of_the_war_dice_counted_is_one_spent() -> None:
    request = parse("Ripper throws in one of her two war dice and kicks the door in, 3 and 3, war die 4", FIST)
    assert request.spends == spent(war_dice=1, war_faces=(4,))


def test_two_luck_points_are_still_refused() -> None:
    with pytest.raises(PhraseError, match="at most"):
        parse("Vex spends two luck points and climbs the wall, 5 4", GHOSTBURN)
