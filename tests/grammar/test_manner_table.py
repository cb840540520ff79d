"""The writer's manner is one table (grammar/manner.toml, read by grammar/manner.py): the hedges said after the dice,
the doubts and apologies before a clause, and the 'I think' verbs and remarks an 'I' says of the writer's own play.
Its words never stand in the action the explanation shows."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import manner, parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


def test_one_table_holds_every_kind_of_manner() -> None:
    assert ("i", "think") in manner.hedges_after() and ("iirc",) in manner.hedges_after()
    assert ("hard", "to", "tell") in manner.doubts()
    assert ("sorry", "if") in manner.apologies()
    hedges, opens, around = manner.said_with_i()
    assert "think" in hedges and opens and around
    lengths = [len(p) for p in manner.hedges_after()]
    assert lengths == sorted(lengths, reverse=True)  # the longest first, as the lexer tries them


@pytest.mark.parametrize(("phrase", "action"), [
    ("I'm hopeless at this haha, Vex shoots the guard, 6 7", "Vex shoots the guard"),
    ("not sure I'm doing this right lol, Vex talks the bouncer down, 5 5", "Vex talks the bouncer down"),
])
def test_the_writers_manner_is_no_action(phrase: str, action: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.action == action
