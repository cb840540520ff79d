"""A ruling's speech tag said between a rules value and its own number ("a modest challenge, the GM ruled, minus
one", "a modest penalty, said the GM, -1") is only who said it: the number is the value's, counted once."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Mavros sneaks past the watch (a modest challenge, the GM ruled, minus one), 6 2 1",
    "Mavros sneaks past the watch, a modest challenge, said the GM, minus one: 6 2 1",
])
def test_the_number_after_a_ruling_tag_is_the_values_own(phrase: str) -> None:
    result = roll(phrase, FS3, system="fs3", actor="Mavros")
    assert (result.skill, len(result.dice)) == ("Stealth", 3)  # Stealth 2 + Reflexes 2, less one die
