"""Advantage or disadvantage named as what follows from the scene ("smoke in his eyes so disadvantage"): the roll's
value, never a purpose of the action ('so' opening 'so I can get in' is one)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("phrase", "advantage"), [
    ("Ripper shoots the goon but there's smoke in his eyes so disadvantage, 6 6 3", "disadvantage"),
    ("Ripper shoots the goon from the high ground so advantage, 6 6 3", "advantage"),
])
def test_advantage_after_so_is_the_rolls(phrase: str, advantage: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.advantage == advantage
    assert request.dice == (6, 6, 3)
