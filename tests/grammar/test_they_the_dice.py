"""'They' right before what only dice do ('They came up a four and a two', 'they showed 5 and 5') stands for the dice,
never for people to ask about; 'they rolled ...' still asks whose they are."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Dex talks the bouncer round. They came up a four and a two.", (4, 2)),
    ("fist", "Ripper shoves past the guard and Director Hale; they showed 5 and 5", (5, 5)),
    ("ghostburn", "Vex sneaks past the guard and the merchant, Wits Hard. They came up 3 and 9.", (3, 9)),
])
def test_they_before_what_dice_do_are_the_dice(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


def test_they_who_rolled_are_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="they"):
        parse("Dex talks the bouncer round. They rolled a four and a two.", VOCAB["ghostburn"])
