"""The table's resources: applies what a roll spent (luck, war dice) and the luck bonus carried through a turn."""

from __future__ import annotations

from dataclasses import replace
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Carried, Table


def apply(table: Table, party: Party, result: Resolution) -> Table:
    """The table after `result`: spends taken from the ledgers (never below zero), turn and carried luck updated."""
    after = table
    for spend in result.spends:
        left = table.left(party, spend.who, spend.resource)
        if spend.resource == "luck":
            left = left or 0.0
        if left is not None:
            after = after.with_left(spend.resource, spend.who, type(left)(max(0, left - spend.amount))
                                    if spend.resource != "forward" else 0)
    carried = dict(table.carried)
    actor = result.actor
    if actor is not None:
        # Another character acting ends everyone else's turn (a rules decision: turns are per character).
        carried = {name: c for name, c in carried.items() if name == actor}
        declared = result.luck is not None and result.luck.use == "bonus" and result.luck.spent
        if declared and result.request is not None and result.request.luck and result.skill and result.luck.value:
            carried[actor] = Carried(skill=result.skill, value=result.luck.value)
    return replace(after, **{"carried": carried})


def end_turn(table: Table) -> Table:
    """'end turn': luck bonuses carried through the turn are gone."""
    return replace(table, **{"carried": {}})
