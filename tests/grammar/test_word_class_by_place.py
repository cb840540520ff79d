"""A word's part of speech decides: right after a word that says where ('on deck', 'below deck', 'aboard ship') a word
the game has as a verb is a place, never a second action; and driving a person ('drives the guard to his knees',
'drove them back') is forcing them, never driving a vehicle."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("phrase", "verbs"), [
    ("Tug heads below deck and fixes the engine. 6 2 1", ("Technician",)),
    ("All hands on deck; Tug fixes the engine. 6 2 1", ("Technician",)),
    ("Mavros climbs back on deck, soaked. 6 2 1 7 3 4 5", ("Athletics",)),
])
def test_a_word_after_where_is_a_place(phrase: str, verbs: tuple[str, ...]) -> None:
    assert parse(phrase, VOCAB["fs3"]).verbs == verbs


@pytest.mark.parametrize("phrase", [
    "Dex drives the guard to his knees. 4 5",
    "Vex drove them back toward the stairs. 4 5",
])
def test_driving_a_person_is_no_chase(phrase: str) -> None:
    try:
        request = parse(phrase, VOCAB["ghostburn"])
    except PhraseError:
        return
    assert "Chase" not in request.verbs, request


def test_driving_a_vehicle_is_still_a_chase() -> None:
    assert parse("Dex drives the van after the bouncer. 4 5", VOCAB["ghostburn"]).verbs == ("Chase",)
