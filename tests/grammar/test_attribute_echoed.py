"""The GM's call echoed by the player ('GM: Mavros, just roll Wits. PAT: Wits? ok.'): the attribute said again alone
in a sentence of its own is the one roll's attribute, never added twice; said with other rules words ('that's
Alertness plus Wits') it is a sum for the rules to weigh, as before."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "GM: Mavros, just roll Wits. PAT: Wits? ok. PAT: 3 4 5 6",
    "Mavros rolls Wits to spot the sniper. wits?? fine. 3 4 5 6",
])
def test_an_attribute_echoed_is_one(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert (request.actor, request.abilities, request.dice) == ("Mavros", ("Wits",), (3, 4, 5, 6))


def test_an_attribute_in_a_sum_said_later_stays() -> None:
    request = parse("can Mavros just roll Wits? I think that's Alertness plus Wits. 3 4 5 6", FS3)
    assert request.abilities == ("Wits", "Wits")
