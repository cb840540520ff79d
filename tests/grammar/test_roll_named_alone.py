"""The roll named in a clause of its own after what is done ('...; a bluff, I believe', '... - a sneak', ', which is
a bluff') is the roll, as 'which makes it a bluff' is; a name that goes on in the scene ('a bluff on her lips') is
not one."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex tells the guard he is from maintenance; a bluff, I believe. 4 5", "Bluff"),
    ("Vex walks right past the bouncer - a sneak. 4 5", "Sneak"),
    ("Dex tells the fixer the money is on its way, which is a bluff. 4 5", "Bluff"),
])
def test_the_roll_named_alone_is_the_roll(phrase: str, trick: str) -> None:
    assert parse(phrase, VOCAB).trick == trick


def test_a_name_going_on_in_the_scene_is_not_the_roll() -> None:
    try:
        request = parse("Dex walks in, a bluff on his lips, and pours the tea. 4 5", VOCAB)
    except PhraseError:
        return
    assert request.trick != "Bluff", request
