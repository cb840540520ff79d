"""What the GM does to the roll log besides rolling: resources granted or given back, a roll taken back with /undo
(the roll stays in the log, marked void, and what it spent comes back; a grant is reversed) and /redo; which of
the chat's settings a restart finds again; and the last rolls a table remembers for follow-ups. Each is an entry
the log writes and reads through its own methods (log/store.py), in the campaign's scope."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from rollmate.log.store import Scope, Store, StoredRoll
from rollmate.rules.records import FrozenRecord
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec, on_sheet

SETTINGS = ("system", "profile", "teach")


def grant(store: Store, party: Party, system: str, name: str, resource: str, amount: float) -> None:
    """Give `amount` of a resource to a character (a negative amount takes it away): the ledger's spent total goes
    down by that much, and the grant is an event of its own (noting the newest roll then, to order it among rolls)."""
    with store.transaction(party.campaign):
        _change(store, party, system, name, resource, -amount)
        store.add_event("grant", party.campaign, system, name=name, resource=resource, amount=amount,
                        note=json.dumps({"after": store.newest_roll()}))


@dataclass(frozen=True, eq=False, repr=False)
class Change(FrozenRecord):
    """What /undo or /redo did: a roll voided or counted again, or a grant taken back or given again, with what
    came back (or went) to whom."""

    kind: str  # "roll" | "grant"
    roll: StoredRoll | None = None
    name: str = ""
    resource: str = ""
    amount: float = 0.0  # the grant's own amount
    moved: tuple[tuple[str, str, float], ...] = ()  # (name, resource, amount given back (+) or taken (-))
    capped: bool = False  # a give-back stopped at the cap


def _left(store: Store, party: Party, system: str, name: str, resource: str) -> float:
    person = party.find(name)
    spent = store.spent(party.campaign, system, name, resource) or 0.0
    return float(on_sheet(person, resource) or 0) - spent


def _change(store: Store, party: Party, system: str, name: str, resource: str, spent: float) -> None:
    """Add `spent` to what the ledger says a character has spent (negative: given back)."""
    store.adjust(party.campaign, system, name, resource, spent)  # chained with the entry that caused it


def _give(store: Store, party: Party, system: str, name: str, resource: str, amount: float, most: int | None
          ) -> tuple[float, bool]:
    """Give back up to `amount` (never past `most`, never below none when taking); returns (moved, capped)."""
    left = _left(store, party, system, name, resource)
    moved = min(amount, max(0.0, most - left)) if (most is not None and amount > 0) else amount
    moved = max(moved, -left) if moved < 0 else moved
    _change(store, party, system, name, resource, -moved)
    return moved, moved != amount


def _event(store: Store, party: Party, system: str, kind: str, note: dict, roll_id: int | None = None) -> None:
    store.add_event(kind, party.campaign, system, roll_id=roll_id, note=json.dumps(note))


def undo_last(store: Store, party: Party, game: SystemSpec) -> Change | None:
    """Take back the campaign's newest thing in this game, a roll or a grant: a roll is marked void (it stays in the
    log) and its spends come back, a grant is reversed; nothing passes the game's cap. None if nothing is left."""
    system, most = game.name, game.resource.most if game.resource else None
    with store.transaction(party.campaign):
        roll = store.newest_standing_roll(Scope(party.campaign, system))
        given = store.newest_standing_grant(Scope(party.campaign, system))
        after = store.newest_roll()
        if given is not None and (roll is None or given.after >= roll):
            moved, capped = _give(store, party, system, given.name, given.resource, -given.amount, most)
            _event(store, party, system, "undo", {"event": given.id, "after": after, "moved": moved})
            return Change("grant", name=given.name, resource=given.resource, amount=given.amount,
                          moved=((given.name, given.resource, moved),), capped=capped)
        if roll is None:
            return None
        stored = store.get(roll)
        if not isinstance(stored, StoredRoll):
            raise_damaged(roll)
        moved_all, capped_any = [], False
        for (who, resource), back in _taken_back(store, party, game, stored).items():  # type: ignore[arg-type]
            moved, capped = _give(store, party, system, who, resource, back, most if back > 0 else None)
            moved_all.append((who, resource, moved))
            capped_any = capped_any or capped
        _event(store, party, system, "undo", {"after": after, "moved": moved_all}, roll_id=roll)
    return Change("roll", roll=stored, moved=tuple(moved_all), capped=capped_any)  # type: ignore[arg-type]


def _taken_back(store: Store, party: Party, game: SystemSpec, roll: StoredRoll) -> dict[tuple[str, str], float]:
    """What undoing a roll gives back, per (character, resource): each spend comes back, and a gained resource (stress)
    goes back down, never below none; where the rules set what is held (trauma resets the stress track), it goes
    back to what was held before the roll."""
    back: dict[tuple[str, str], float] = {}
    reset: set[tuple[str, str]] = set()
    for spend in roll.result.spends:
        person = party.find(spend.who)
        key = (person.name if person else spend.who, spend.resource)
        if spend.after is not None:
            reset.add(key)
        back[key] = back.get(key, 0.0) + (-1 if game.resource_named(spend.resource).gained else 1) * float(spend.amount)
    for who, resource in reset:
        before = roll.table_before.left(roll.party, who, resource)
        if before is not None:
            back[(who, resource)] = float(before) - _left(store, party, game.name, who, resource)
    return back


def redo_last(store: Store, party: Party, system: str) -> Change | str:
    """Restore what the newest /undo took back, if nothing was done since; else a sentence saying why not."""
    with store.transaction(party.campaign):
        undo = store.newest_standing_undo(Scope(party.campaign, system))
        if undo is None:
            return "There is nothing to redo: /undo has taken nothing back here that still counts for nothing."
        roll_id, note = undo.roll_id, undo.note
        if store.done_since(Scope(party.campaign, system), note.get("after", 0), undo.id):
            return "There is nothing to redo: something was rolled or granted since that /undo."
        moved = note.get("moved", [])
        if roll_id is not None:
            for name, resource, amount in moved:
                if _left(store, party, system, name, resource) < amount - 1e-9:
                    return f"Can't redo: {name} no longer has what that roll spent."
                _change(store, party, system, name, resource, amount)
            _event(store, party, system, "redo", {"after": store.newest_roll()}, roll_id=roll_id)
            stored = store.get(roll_id)
            return Change("roll", roll=stored if isinstance(stored, StoredRoll) else None,
                          moved=tuple((n, r, -a) for n, r, a in moved))
        given = store.grant(note["event"])
        if given is None:
            return "There is nothing to redo: the grant that /undo took back is not in the log."
        # the grant's effect again: what the undo moved, reversed
        _change(store, party, system, given.name, given.resource, moved)
        _event(store, party, system, "redo", {"event": given.id, "after": store.newest_roll()})
        return Change("grant", name=given.name, resource=given.resource, amount=given.amount,
                      moved=((given.name, given.resource, -moved),))


def raise_damaged(roll_id: int) -> None:
    from rollmate.errors import RulesError

    raise RulesError(f"Roll #{roll_id} can't be read back (its record is damaged), so it can't be undone here.")


def settings(store: Store, campaign: str) -> dict[str, str]:
    """The campaign's chat settings kept in the log (the ones the chat keeps: SETTINGS)."""
    return {key: value for key, value in store.settings(campaign).items() if key in SETTINGS}


def last_of_each(store: Store, party: Party, system: str) -> list[StoredRoll]:
    """Each character's last roll in this system that still counts (Store.newest_of_each), oldest first; a
    follow-up carries the request it changed (its parent's). A table remembers these for follow-ups: reading them
    alone, not the latest 200 rolls whole, keeps opening a busy table quick."""
    return [_asked(store, roll) for roll in store.newest_of_each(Scope(party.campaign, system))]


def own_last(store: Store, party: Party, system: str, actor: str) -> StoredRoll | None:
    """A player's last roll to follow up on: their own character's newest that counts and that every player has
    seen (the GM's secret rolls left out, until revealed), with the request it changed when it is a follow-up."""
    roll = store.newest_by(Scope(party.campaign, system), actor, leaving_out=store.unrevealed(party.campaign))
    return None if roll is None else _asked(store, roll)


def _asked(store: Store, roll: StoredRoll) -> StoredRoll:
    """The roll with its parent's request when it has none of its own (a follow-up), the parent's own parent's when
    that one is a follow-up too; a parent taken back or unreadable gives none."""
    if roll.result.request is not None or roll.parent_id is None:
        return roll
    parent = store.get(roll.parent_id)
    if not isinstance(parent, StoredRoll) or parent.void:
        return roll
    asked = _asked(store, parent).result.request
    return roll if asked is None else replace(roll, result=replace(roll.result, request=asked))


def last_rolls(store: Store, party: Party, system: str, limit: int = 200) -> list[StoredRoll]:
    """The campaign's newest rolls in this system that still count (not void, readable), oldest first."""
    rolls = store.recent(limit, scope=Scope(party.campaign, system))
    kept = [r for r in rolls if isinstance(r, StoredRoll) and not r.void]
    by_id = {r.id: r for r in kept}
    for n, roll in enumerate(kept):  # a follow-up keeps its own phrase; the request it changed is its parent's
        parent = by_id.get(roll.parent_id) if roll.parent_id is not None else None
        if roll.result.request is None and parent is not None and parent.result.request is not None:
            kept[n] = by_id[roll.id] = replace(roll, result=replace(roll.result, request=parent.result.request))
    return kept
