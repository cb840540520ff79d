"""The table's resources: applies what a roll spent (luck, war dice) and the luck bonus carried through a turn."""

from __future__ import annotations

from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Carried, Table


def apply(table: Table, party: Party, result: Resolution) -> Table:
    """The table after `result`: spends taken from the ledgers (never below zero), turn and carried luck updated."""
    luck = dict(table.luck)
    war = dict(table.war_dice)
    for spend in result.spends:
        if spend.resource == "luck":
            luck[spend.who] = max(0.0, table.luck_of(party, spend.who) - spend.amount)
        else:
            left = table.war_dice_of(party, spend.who)
            if left is not None:
                war[spend.who] = max(0, left - spend.amount)
    carried = dict(table.carried)
    actor = result.actor
    if actor is not None:
        # Another character acting ends everyone else's turn (a rules decision: turns are per character).
        carried = {name: c for name, c in carried.items() if name == actor}
        declared = result.luck is not None and result.luck.use == "bonus" and result.luck.spent
        if declared and result.request is not None and result.request.luck and result.skill and result.luck.value:
            carried[actor] = Carried(skill=result.skill, value=result.luck.value)
    return Table(luck=luck, war_dice=war, carried=carried)


def end_turn(table: Table) -> Table:
    """'end turn': luck bonuses carried through the turn are gone."""
    return table.model_copy(update={"carried": {}})
