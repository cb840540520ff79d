"""A spend said in the past ('Jonesy then spent one of his war dice on it', 'she burned her Luck Point first') is a
spend, by the one who spent; a past form said of a thing ('a spent cartridge') is the scene's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "key", "payer"), [
    ("fist", "Ripper kicks the door in, 4 and 2, and Jonesy then spent one of his war dice for him, which came up a 5",
     "war_dice", "Jonesy"),
    ("fist", "Ripper kicks the door in, 4 and 2; Jonesy spent a war die for him: 5", "war_dice", "Jonesy"),
    ("ghostburn", "Vex sneaks past the guard, Wits Hard; she burned her Luck Point first. 4 5", "luck", None),
])
def test_a_spend_said_in_the_past_is_a_spend(game: str, phrase: str, key: str, payer: str | None) -> None:
    spends = parse(phrase, VOCAB[game]).spends
    assert [(s.key, s.payer) for s in spends] == [(key, payer)], spends


def test_a_spent_thing_is_the_scene() -> None:
    request = parse("Vex sneaks past the guard, stepping over a spent cartridge, Wits Hard. 4 5", VOCAB["ghostburn"])
    assert request.spends == ()
