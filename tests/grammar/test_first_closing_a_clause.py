"""'first' closing a clause after what is done ("I check the alley first", "picks the lock first") says it is done
before anything else: the scene, never an attack counted (which Blades and PbtA refuse); 'first attack' and 'my second
attack' still count."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("blades", "ghostburn", "pbta")}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("blades", "I check the alley first, Survey 4 2", (4, 2)),
    ("blades", "Thorn studies the map first, 4 2", (4, 2)),
    ("ghostburn", "Vex picks the lock first, 5 5", (5, 5)),
    ("pbta", "Kit reads the sitch first, 3 and 4", (3, 4)),
])
def test_first_after_what_is_done_is_no_attack(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.dice, request.attack_number) == (dice, None)
    assert any(c.kind == "scene" and c.text == "first" for c in request.reading)


@pytest.mark.parametrize(("phrase", "attack"), [
    ("Vex shoots the guard, first attack, 5 5", 1),
    ("Vex shoots the guard, my second attack, 5 5", 2),
])
def test_an_attack_said_with_its_number_still_counts(phrase: str, attack: int) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).attack_number == attack
