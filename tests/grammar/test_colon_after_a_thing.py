"""A colon after a word that can name no one ('... with chalk and a prayer: 4 and 4', 'Vex, grim: ...') ends the
words before the dice; it labels no one's dice and says no one's line, so it is never refused as a name nobody
has. A word for people there ('... and the dog: 4 4') may be someone with dice of their own: still asked."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _vocab(game: str):  # type: ignore[no-untyped-def]
    return get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "Vex climbs the wall with chalk and a prayer: 4 and 4", "Vex"),
    ("ghostburn", "Vex climbs the wall and then the roof: 4 and 4", "Vex"),
    ("ghostburn", "Vex, grim: climbs the wall, 4 and 4", "Vex"),
    ("pbta", "Kit holds steady with a grin and a shrug: 4 and 4", "Kit"),
    ("pbta", "Boone, flat: holds steady, 4 and 4", "Boone"),
])
def test_a_thing_or_a_manner_before_a_colon_is_no_one(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, _vocab(game))
    assert (request.actor, request.dice) == (actor, (4, 4))


def test_a_word_for_people_before_a_colon_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="anyone called 'dog'"):
        parse("Vex sneaks past the guard and the dog: 4 and 4", _vocab("ghostburn"))
