"""A remark to the table and 'but' before a name that rolls a stat ('hot take but Boone is rolling +hard', 'wild
idea but Kit rolls +cool'): 'but' opens the name's own clause, so that one rolls the stat said, at their own
seat too (never read as acting on themself)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "pbta_party.toml"])  # Kit, Boone, Sable


@pytest.mark.parametrize(("phrase", "seat", "actor", "stat", "total", "outcome"), [
    # (Boone's ongoing +1 and Kit's forward +1 count too)
    ("spicy opinion but boone is rolling +hard here: 4 2", "Boone", "Boone", ("Hard", 2), 9, "Weak Hit"),
    ("hear me out but kit is rolling +cool: 6 4", "Kit", "Kit", ("Cool", 2), 13, "Strong Hit"),
    ("wild idea but Boone rolls +hard: 1 2", "Boone", "Boone", ("Hard", 2), 6, "Miss"),
])
def test_a_remark_then_but_then_who_rolls(phrase: str, seat: str, actor: str, stat: tuple[str, int], total: int,
                                          outcome: str) -> None:
    request = parse(phrase, get_system("pbta").vocabulary(PARTY))
    assert (request.actor, request.target) == (actor, None)  # who rolls, never acted on (at the seat: on themself)
    done = roll(phrase, PARTY, system="pbta", actor=seat)
    assert (done.actor, (done.ability.name, done.ability.score), done.total, done.outcome) == (actor, stat, total,
                                                                                                outcome)
