"""What a doing finds out ('to notice whether the van has been followed', 'to see if anyone sneaked in') is its
content: the verbs there are no doing of the roller's, so they neither make a second action nor hide a rule the
roll named (Ghostburn's 'roll her Wits' is still refused, naming Awareness)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import reply, start

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(GHOSTBURN)


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex searches the room to see if anyone sneaked in. 4 5", "Search"),
    ("Vex rolls Awareness to notice whether the van has been followed. 4 5", "Search"),
])
def test_what_is_found_out_is_no_doing(phrase: str, trick: str) -> None:
    assert roll(phrase, GHOSTBURN).trick == trick


def test_an_npc_trait_named_with_what_it_finds_out_is_still_refused() -> None:
    answer = reply(start(GHOSTBURN, "ghostburn", "rules", "Vex", seed=4),
                   "Vex rolls her Wits to notice whether the courier has been followed. 4 5")
    assert not answer.records and "Awareness" in answer.text, answer.text


def test_a_question_about_the_doer_still_asks() -> None:
    with pytest.raises(PhraseError):
        parse("Vex searches the room and sneaks past the guard. 4 5", VOCAB)
