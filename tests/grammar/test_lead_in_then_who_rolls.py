"""A name opening its clause after the table's lead-in ("for the log —", "fyi:", "note:", "btw,") with a roll verb
in any tense and what is rolled ("Zoe rolled Melee", "Dex is rolling Hacking", "Boone rolls +hard") is who rolls,
never the one the seat's character acts on; and "rolled <Skill>" with its one face after is a roll verb, as
"rolls <Skill>" is."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _game(system: str) -> object:
    return get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))


GAMES = {name: _game(name) for name in ("fs3", "ghostburn", "fist", "blades", "pbta")}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("fs3", "for the log — Zoe rolls Melee on the smuggler, 5 4 3", "Zoe", (5, 4, 3)),
    ("fs3", "heads up Zoe is rolling Melee against the bouncer 6 2 1", "Zoe", (6, 2, 1)),
    ("ghostburn", "fyi: Dex rolled Hacking on the terminal, 5 3", "Dex", (5, 3)),
    ("ghostburn", "meanwhile — Dex is rolling Hacking to open the door panel: 2 2", "Dex", (2, 2)),
    ("fist", "note: Jonesy rolled TACTICAL to read the room, 4 2", "Jonesy", (4, 2)),
    ("blades", "btw, Thorn rolling Prowl past the watchmen, 6 3", "Thorn", (6, 3)),
    ("pbta", "PS - Boone rolls +hard to face down the raiders, 4 3", "Boone", (4, 3)),
])
def test_a_name_with_a_roll_verb_after_a_lead_in_rolls(game: str, phrase: str, actor: str,
                                                      dice: tuple[int, ...]) -> None:
    request = parse(phrase, GAMES[game])
    assert (request.actor, request.target, request.dice) == (actor, None, dice)


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("blades", "Thorn rolled Prowl past the watchmen: 5", "Thorn", (5,)),
    ("blades", "fyi — Silas rolled Sway on the magistrate: 4", "Silas", (4,)),
])
def test_rolled_and_a_named_roll_then_one_face_is_a_roll_verb(game: str, phrase: str, actor: str,
                                                              dice: tuple[int, ...]) -> None:
    request = parse(phrase, GAMES[game])
    assert (request.actor, request.dice) == (actor, dice)


def test_one_acted_on_who_then_rolls_is_asked_about() -> None:
    with pytest.raises(PhraseError):
        parse("I shout at Zoe. Zoe rolls Melee 5 4 3", GAMES["fs3"])
