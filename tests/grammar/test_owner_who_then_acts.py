"""The one person named only as an owner ('... falls on Cross's shoulder') and a pronoun opening a later sentence or
clause with a verb of its own ('. She resists', ', and she resists', '; she would resist') is who acts: the thing or
the one described before is the scene, never a doer left unsaid. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "The bravo's cudgel falls on Cross's shoulder, and she resists the blow with Prowess: 3 5 1",
    "A bottle shatters on Cross's ribs; she would resist it with Prowess, 3 5 1",
    "The bosun's hook catches Cross's coat. She resists with Prowess, 3 5 1",
])
def test_the_owner_named_who_then_acts_rolls(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert (request.actor, request.dice) == ("Cross", (3, 5, 1))


def test_a_doer_acting_on_an_owner_who_does_nothing_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="never roll"):
        parse("The bravo's cudgel falls on Cross's shoulder, 3 5 1", VOCAB)
