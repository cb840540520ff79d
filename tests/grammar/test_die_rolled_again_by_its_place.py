"""A die that fell off the table or landed cocked and was rolled again, said by its place among the dice ('the other
one', 'the second', 'first d10', 'and one that ...'): the new face stands in its place, in the order the dice were
read; the face it showed before (if said) is no die. Said as 'one of them', which die it was can't be told, so it is
asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "pbta", "fs3", "fist")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex slips past the bouncer. First d10's a 3; the other one bounced off the table and landed on a 5 "
                  "by the dog, so I rerolled it: 9.", (3, 9)),
    ("ghostburn", "Vex slips past the bouncer. First d10 tipped against the book so I rerolled it and got a 7; the "
                  "second one's a 2.", (7, 2)),
    ("pbta", "Kit keeps her cool. First die's a 5; the second fell under the sofa showing a 1, ugh, rerolled it: 6.",
     (5, 6)),
    ("fs3", "Tug climbs the wall. Four dice: 2, 7, 1, and one that landed cocked against a mug, rerolled it, 8.",
     (2, 7, 1, 8)),
    ("fist", "Ripper kicks the hatch in. Dice: 3, and the other flew off the table, it showed a 2 but the house rule "
             "says reroll fallen dice, 5.", (3, 5)),
])
def test_a_die_rolled_again_stands_in_its_place(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


def test_a_die_rolled_again_said_as_one_of_them_is_asked_about() -> None:
    with pytest.raises(PhraseError, match="Which die did you roll again"):
        parse("Vex slips past the bouncer: 4 and 8, but one of them fell off the table so I rerolled it and got a 2.",
              VOCAB["ghostburn"])
