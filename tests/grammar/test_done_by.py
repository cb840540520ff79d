"""An action said of the one it is done to ('the bouncer is punched by Dex', 'the goon got tackled by Tug', 'the fixer
is to receive a kick from Vex'): the one after 'by' or 'from' acts, and the one named first is the target, never
the roller."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "target"), [
    ("ghostburn", "The bouncer is punched by Dex. 3 2", "Dex", "the bouncer"),
    ("fist", "the guard gets kicked hard by Ripper: 4 and 2", "Ripper", "the guard"),
    ("fs3", "The goon was tackled by Tug, who had had enough. 6 2 1 7 3 8 4", "Tug", "the goon"),
    ("ghostburn", "The fixer is to receive a kick from Vex, no more than that. 4 4", "Vex", "the fixer"),
    ("ghostburn", "Dex was shot at by the guard: 5 and 1", "the guard", "Dex"),
    ("ghostburn", "The merchant off guard is punched by Vex. 5 and 1", "Vex", "the merchant"),
    ("ghostburn", "the guard, quite off guard, gets kicked by Dex: 4 and 2", "Dex", "the guard"),
])
def test_the_one_after_by_acts(game: str, phrase: str, actor: str, target: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target) == (actor, target)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "Zoe, helped by Tug, fixes the engine: 6 2 1 7 3 8 4", "Zoe"),
    ("ghostburn", "Vex is hired by the fixer and sneaks past the guard: 4 4", "Vex"),
    ("fist", "Ripper takes a punch at the guard: 4 and 2", "Ripper"),
])
def test_by_said_otherwise_leaves_who_acts(game: str, phrase: str, actor: str) -> None:
    assert parse(phrase, VOCAB[game]).actor == actor
