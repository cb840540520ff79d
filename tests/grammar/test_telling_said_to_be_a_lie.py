"""What a character tells someone, with the post saying it is a lie ("tells the clerk she's the manager's niece
(that's a lie lol)"), is Ghostburn's Bluff: the telling is the deceit."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Vex tells the guard she's the manager's niece (that's a lie lol) rolled 8 and 6",
    "Vex tells the guard the boss sent her. it's a lie obviously. 8 and 6",
])
def test_a_telling_said_to_be_a_lie_is_a_bluff(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert "Bluff" in request.verbs
    assert request.dice == (8, 6)
