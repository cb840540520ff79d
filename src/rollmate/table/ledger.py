"""The table's resources: applies what a roll changed (luck or war dice spent, stress taken) and the luck bonus carried
through a turn."""

from __future__ import annotations

from dataclasses import replace
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Carried, Table, get_system


def apply(table: Table, party: Party, result: Resolution) -> Table:
    """The table after `result`: each resource it changed, as its game declares it (spent never below zero, gained
    never past its cap, or set as the rules said), turn and carried luck updated."""
    after = table
    game = get_system(result.system) if result.spends else None
    for spend in result.spends:
        left = after.left(party, spend.who, spend.resource)
        if spend.resource == "luck":
            left = left or 0.0
        if left is not None and game is not None:
            now = spend.after if spend.after is not None else game.resource_named(spend.resource).after(left,
                                                                                                     spend.amount)
            after = after.with_left(spend.resource, spend.who, type(left)(now))
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
