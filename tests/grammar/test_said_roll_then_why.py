"""'rolled +weird to feel out the well, 3 and 3': the roll named after 'rolled', then what it was for, then its faces
(as 'rolls +weird to ...' says it); and a verb of the game right after a possessive ('presses her palm to the glass')
is a thing of hers, so the action said later in a clause ('as she attunes') is the roll's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("pbta", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("phrase", "ability"), [
    ("Boone rolled +cool to keep calm, 4 and 5", "Cool"),
    ("Boone rolled +sharp to size up the raiders, 4 and 5", "Sharp"),
    ("Boone rolled +weird to sense what haunts the mill, 4 and 5.", "Weird"),
])
def test_a_roll_named_after_rolled_then_what_for_then_its_faces(phrase: str, ability: str) -> None:
    request = parse(phrase, VOCAB["pbta"])
    assert (request.actor, request.dice, request.abilities) == ("Boone", (4, 5), (ability,))


def test_faces_of_someone_else_after_a_roll_named_are_still_asked() -> None:
    with pytest.raises(PhraseError):
        parse("Boone rolled +cool to keep calm, and Kit rolled 4 and 5", VOCAB["pbta"])


@pytest.mark.parametrize("phrase", [
    "Silas presses his palm to the glass. The lamp gutters as he attunes, 6 5",
    "Silas lays his palm flat on the altar, and the candles dim as he attunes — 6 5",
    "Silas rests his palm on the mirror while he attunes, 6 5",
])
def test_a_verb_after_a_possessive_is_a_thing_and_the_later_action_rolls(phrase: str) -> None:
    request = parse(phrase, VOCAB["blades"])
    assert (request.actor, request.verbs, request.dice) == ("Silas", ("Attune",), (6, 5))


def test_a_possessed_thing_does_not_hand_the_roll_to_someone_elses_doing() -> None:
    """'... while the guard argues': the guard's doing is no roll of Silas's; nothing else is, so it is asked."""
    with pytest.raises(RollmateError, match="Which action"):
        roll("Silas lays his palm on the door while the guard argues, 6 5", PARTIES["blades"], system="blades")
