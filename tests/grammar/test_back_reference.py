"""A pronoun standing for a rules word said earlier: 'that's a glitch, so I spend luck to avoid it' is luck spent to
avoid the glitch; with nothing said before for 'it', 'spend luck to avoid it' is asked about, never a bonus."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, luck_of

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "haggle with the merchant, Wits Hard, rolled 2 and 3 - that's a glitch, so I spend luck to avoid it",
    "climb the fence, rolled 1 2, glitch; luck to avoid that",
    "search the room, rolled 2 and 3; it glitched, so I burn a luck point to avoid it",
    "shoot the guard, rolled 1 and 1, a Glitch, spending luck to avoid this one",
])
def test_avoid_it_after_a_glitch_is_luck_spent_to_avoid_the_glitch(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert luck_of(request) == (True, True)


@pytest.mark.parametrize("phrase", [
    "haggle with the merchant, Wits Hard, rolled 2 and 3, spend luck to avoid it",
    "climb the fence, rolled 1 2, luck to avoid that",
])
def test_avoid_it_with_nothing_said_before_is_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="stand for"):
        parse(phrase, VOCAB)


@pytest.mark.parametrize("phrase", ["duck the punch and avoid it, rolled 5 5", "see the trap and avoid it, rolled 5 5"])
def test_avoid_it_without_luck_is_part_of_the_action(phrase: str) -> None:
    assert not luck_of(parse(phrase, VOCAB))[1]
