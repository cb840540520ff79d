"""'one' after 'there is' ('to avoid the glitch, should there be one', 'if there's one') stands for the thing just
named: no number, no die, never a question about what 'one' is."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex picks the lock, Wits Hard, with a Luck Point against a glitch, should there be one: 3 and 8",
     (3, 8)),
    ("ghostburn", "Dex shoots the guard; luck to dodge the glitch if there is one. The dice: 5, 5", (5, 5)),
    ("fs3", "Zoe flies the shuttle, spending luck in case of a snag, if there's one. 6 2 1 7 3 8", (6, 2, 1, 7, 3, 8)),
    ("fist", "Ripper kicks the door in and takes a war die for the lock, if there might be one. 4 and 2", (4, 2)),
])
def test_one_after_there_is_is_no_number(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice


@pytest.mark.parametrize("phrase", [
    "Dex looses a burst of fire at the bouncer's car. 4 5",
    "Vex lets off a burst of gunfire at the drones over the gate. 4 5",
    "Dex shall let loose a burst at the guard. 4 5",
    "Vex unleashes a burst of fire at the men by the gate. 4 5",
])
def test_a_burst_of_fire_said_as_a_noun_is_burst_fire(phrase: str) -> None:
    result = roll(phrase, PARTIES["ghostburn"])
    assert (result.trick, result.difficulty.name) == ("Burst Fire", "Hard")
