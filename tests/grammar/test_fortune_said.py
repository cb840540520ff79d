"""A resource's one word said as the scene's fortune is no point spent: after a word of fortune ("very bad luck",
"with any luck", "no such luck"), or as what a verb of wishing, risking or trusting is about, with only someone's
pronoun between ("wish me luck", "trusting to luck", "pushing my luck"); the verb is no second action either. Said
with a verb of spending it is spent ("spending my luck")."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll, spent

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
WORDS = get_system("ghostburn").vocabulary(GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, wish me luck, 4 and 5",
    "Vex sneaks past the guard with any luck, 4 5",
    "vex sneaks by the guard. trusting to luck here 4 5",
    "Vex sneaks past the guard. No such luck for the guard: 4 5",
    "Vex sneaks past the guard, hoping for luck, 4 5",
    "Vex sneaks past the guard, pushing my luck, 4 and 5",
    "vex sneaks past the guard, gonna try my luck here, 4 5",
])
def test_fortune_wished_for_spends_nothing(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    # Sneak against the guard's Wits (Moderate, 14); Vex: Agility 3 + Stealth 3: 4 + 5 + 6 = 15, a Success
    assert (result.skill, result.trick, result.dice, result.total, result.outcome) == \
        ("Stealth", "Sneak", (4, 5), 15, "Success")
    assert parse(phrase, WORDS).spends == spent()


def test_luck_spent_with_a_verb_of_spending_is_spent() -> None:
    assert parse("Vex sneaks past the guard, spending my luck, 4 and 5", WORDS).spends == spent(luck=True)
