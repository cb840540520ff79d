"""Dice labelled by whose they are, in the words of an opposed roll's two sides: the poster's own as 'me' or 'mine'
(with or without a colon, after a mark), the other side's as its pronoun ('his 3 3 3', 'him: 3 3 3', '/ hers 2 2');
a pronoun that is no label ('hit him 3 times') stays what it was."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize(("phrase", "actor", "opponent"), [
    ("roll melee vs the goon/3 — mine 5 4 3 2 1 1, his 3 3 3", None, "the goon"),
    ("Mavros: roll melee vs the goon/3 — me 5 4 3 2 1 1 / him 3 3 3", "Mavros", "the goon"),
    ("roll stealth vs the goon/3, me: 5 4 3 2 1 1, him: 3 3 3", None, "the goon"),
    ("roll stealth vs Zoe/3; mine 5 4 3 2 1 1; hers 3 3 3", None, "Zoe"),
])
def test_dice_labelled_mine_and_theirs_are_each_sides(phrase: str, actor: str | None, opponent: str) -> None:
    request = parse(phrase, VOCAB)
    assert (request.actor, request.dice) == (actor, (5, 4, 3, 2, 1, 1))
    assert request.opponent is not None and (request.opponent.name, request.opponent.faces) == (opponent, (3, 3, 3))


def test_a_pronoun_that_labels_no_dice_stays_a_word() -> None:
    request = parse("roll melee vs the goon/3, 5 4 3 2 1 1, hit him 3 times", VOCAB)
    assert request.dice == (5, 4, 3, 2, 1, 1) and request.opponent is not None and request.opponent.faces is None
