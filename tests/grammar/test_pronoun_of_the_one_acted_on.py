"""A pronoun whose antecedent is the object of an earlier sentence: 'Mavros shouts after her. She never looks back,
just guns the engine. ((Piloting: ...))'. 'her' says she is someone other than Mavros, so the 'she' who then acts is
her, never Mavros: with no one else named she is the seat's character, and Mavros is the scene, shown as not used;
at Mavros's own seat it is asked about. Phrasings written for this file, none from the phrase sets."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.acting import acting

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "pbta")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "opener"), [
    ("fs3", "Mavros shouts after her. She never looks back, just guns the engine. ((Piloting: 6 2 3 1 2 3))", "Mavros"),
    ("fs3", "Tug yells at him to stop. He keeps going and vaults the fence, Athletics 4 4 4", "Tug"),
    ("ghostburn", "Dex waves him through. He slips past the guard, Stealth 6 2", "Dex"),
    ("pbta", "Boone snarls at her across the table. She stares him down, Go Aggro, 4 5", "Boone"),
])
def test_the_one_acted_on_then_acts_and_the_opener_is_the_scene(game: str, phrase: str, opener: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor is None
    said = [c for c in request.reading if c.text == opener]
    assert said and not said[0].used


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "Mavros grabs her rifle. She fires, Firearms 6 2 3", "Mavros"),  # 'her rifle': perhaps her own
    ("fs3", "Mavros shoves him, Melee 6 2 3. He falls back", "Mavros"),  # the roll is said in Mavros's sentence
    ("ghostburn", "Dex nods at her. He slips past the guard, Stealth 6 2", "Dex"),  # 'he' is not 'her'
    ("fs3", "Mavros curses while the drone swoops at him. He dives for cover, Athletics 6 2 3", "Mavros"),  # the drone's
    ("pbta", "Boone grins as Old Marrow glares at him. He keeps talking, Manipulate, 4 5", "Boone"),
])
def test_the_opener_still_acts_when_the_pronoun_is_not_the_one_acted_on(game: str, phrase: str, actor: str) -> None:
    assert parse(phrase, VOCAB[game]).actor == actor


def test_the_seat_rolls_when_it_is_not_the_opener() -> None:
    request = parse("Mavros shouts after her. She just guns the engine, Piloting 6 2 3 1 2 3", VOCAB["fs3"])
    assert acting(PARTIES["fs3"], "Zoe", request).actor == "Zoe"


def test_at_the_openers_own_seat_it_is_asked() -> None:
    request = parse("Mavros shouts after her. She just guns the engine, Piloting 6 2 3 1 2 3", VOCAB["fs3"])
    with pytest.raises(RulesError, match="Who acts after Mavros"):
        acting(PARTIES["fs3"], "Mavros", request)
