"""A pile-on of the chat's jeers joined by '+' ('ratio + L + ...', 'L + cope + ...') is the scene: the pluses add
no rules word, its last free words are no action, and the dice after it are the roll's. A sum of rules words
('Firearms + Wits') is no pile-on."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


@pytest.mark.parametrize(("phrase", "skill", "dice"), [
    ("+roll firearms. L + ratio + aim better next time: 5 2 7 1 8 3", "Firearms", (5, 2, 7, 1, 8, 3)),
    ("Zoe: +roll firearms. cope + seethe + missed the barn: 1 2 3 4 5 6", "Firearms", (1, 2, 3, 4, 5, 6)),
])
def test_a_pile_on_of_jeers_is_the_scene(phrase: str, skill: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, FS3)
    assert (request.skill, request.dice) == (skill, dice)
    assert any(c.kind == "jeers" and not c.used and "+" in c.text for c in request.reading)


def test_a_pile_on_in_a_resistance_roll() -> None:
    request = parse("Cross resists the fear with Resolve. ratio + W + skill issue: 5 4 1", BLADES)
    assert (request.actor, request.dice) == ("Cross", (5, 4, 1))


def test_a_sum_of_rules_words_is_no_pile_on() -> None:
    request = parse("Zoe rolls Firearms + Wits: 6 7 1 2 8 3 3 4", FS3)
    assert not any(c.kind == "jeers" for c in request.reading)
