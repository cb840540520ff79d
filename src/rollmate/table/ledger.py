"""The table's resources: read fresh from the roll log at each line, and applies what a roll changed (a resource
spent, or gained towards its cap) and a bonus carried through a turn, each as its game declares it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Table, get_system

if TYPE_CHECKING:
    from rollmate.log.store import Store
    from rollmate.table.state import State


def fresh(state: State, store: Store) -> State:
    """The state with its characters' resources (luck, war dice, stress...) as the roll log's ledgers say now (read
    at each line, never kept from an earlier one)."""
    names = {c.name for c in state.party.characters}
    if not names:
        return state
    table = state.table.without(names)
    for system in sorted({c.system for c in state.party.characters}):
        table = store.table_for(state.party, system, table)
    return state if table == state.table else replace(state, table=table)


def apply(table: Table, party: Party, result: Resolution) -> Table:
    """The table after `result`: each resource it changed, as its game declares it (spent never below zero, gained
    never past its cap, or set as the rules said), the turn and the bonuses carried through it updated."""
    after = table
    if not result.spends and result.actor is None:
        return table
    game = get_system(result.system)
    for spend in result.spends:
        resource = game.resource_named(spend.resource)
        left = after.left(party, spend.who, spend.resource)
        left = resource.sheetless if left is None else left
        if left is not None:
            now = spend.after if spend.after is not None else resource.after(left, spend.amount)
            after = after.with_left(spend.resource, spend.who, type(left)(now))
    carried = dict(table.carried)
    actor = result.actor
    if actor is not None:
        # Another character acting ends everyone else's turn (a rules decision: turns are per character).
        carried = {name: c for name, c in carried.items() if name == actor}
        declared = game.carry(result)
        if declared is not None:
            carried[actor] = declared
    return replace(after, **{"carried": carried})


def end_turn(table: Table) -> Table:
    """'end turn': bonuses carried through the turn are gone."""
    return replace(table, **{"carried": {}})
