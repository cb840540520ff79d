"""What the GM writes into the roll log besides rolls: resources granted or given back, a roll taken back with
/undo (the roll stays in the log, marked void, and what it spent comes back; a grant is reversed) and /redo, a
secret roll revealed, and the chat's settings, so a
restart finds them again. Every entry is an `events` row (or a `meta` setting) in the campaign's scope."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from rollmate.log.store import Store, StoredRoll
from rollmate.rules.registry import get_system
from rollmate.rules.sheets import Party
from rollmate.rules.system import on_sheet

SETTINGS = ("system", "profile", "teach")


def grant(store: Store, party: Party, system: str, name: str, resource: str, amount: float) -> None:
    """Give `amount` of a resource to a character (a negative amount takes it away): the ledger's spent total goes
    down by that much, and the grant is an event of its own (noting the newest roll then, to order it among rolls)."""
    with store.transaction(party.campaign):
        _change(store, party, system, name, resource, -amount)
        store.add_event("grant", party.campaign, system, name=name, resource=resource, amount=amount,
                        note=json.dumps({"after": _newest_roll(store)}))


@dataclass(frozen=True)
class Change:
    """What /undo or /redo did: a roll voided or counted again, or a grant taken back or given again, with what
    came back (or went) to whom."""

    kind: str  # "roll" | "grant"
    roll: StoredRoll | None = None
    name: str = ""
    resource: str = ""
    amount: float = 0.0  # the grant's own amount
    moved: tuple[tuple[str, str, float], ...] = ()  # (name, resource, amount given back (+) or taken (-))
    capped: bool = False  # a give-back stopped at the cap


def _newest_roll(store: Store) -> int:
    return int(store.db.execute("SELECT coalesce(max(id), 0) FROM rolls").fetchone()[0])


_UNDONE_ROLL = ("(SELECT count(*) FROM events u WHERE u.kind = 'undo' AND u.roll_id = rolls.id) > "
                "(SELECT count(*) FROM events r WHERE r.kind = 'redo' AND r.roll_id = rolls.id)")
def _undone_grant(store: Store) -> str:
    """SQL: grant `g` was taken back (more undos than redos name it)."""
    event = store.db.json_int
    return (f"(SELECT count(*) FROM events u WHERE u.kind = 'undo' AND {event('u.note', 'event')} = g.id) > "
            f"(SELECT count(*) FROM events r WHERE r.kind = 'redo' AND {event('r.note', 'event')} = g.id)")


def _left(store: Store, party: Party, system: str, name: str, resource: str) -> float:
    person = party.find(name)
    row = store.db.execute("SELECT spent FROM ledger WHERE campaign = ? AND system = ? AND name = ? AND resource = ?",
                           (party.campaign, system, name, resource)).fetchone()
    return float(on_sheet(person, resource) or 0) - (row[0] if row else 0.0)


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


def undo_last(store: Store, party: Party, system: str, most: int | None = None) -> Change | None:
    """Take back the campaign's newest thing in this game, a roll or a grant: a roll is marked void (it stays in the
    log) and its spends come back, a grant is reversed; nothing passes `most`. None if nothing is left."""
    with store.transaction(party.campaign):
        roll = store.db.execute(f"SELECT id FROM rolls WHERE campaign = ? AND system = ? AND NOT {_UNDONE_ROLL} "
                                "ORDER BY id DESC LIMIT 1", (party.campaign, system)).fetchone()
        given = store.db.execute(
            f"SELECT g.id, g.name, g.resource, g.amount, coalesce({store.db.json_int('g.note', 'after')}, 0) FROM "
            f"events g WHERE g.kind = 'grant' AND g.campaign = ? AND g.system = ? AND NOT {_undone_grant(store)} "
            "ORDER BY g.id DESC LIMIT 1", (party.campaign, system)).fetchone()
        after = _newest_roll(store)
        if given is not None and (roll is None or given[4] >= roll[0]):
            grant_id, name, resource, amount, _ = given
            moved, capped = _give(store, party, system, name, resource, -amount, most)
            _event(store, party, system, "undo", {"event": grant_id, "after": after, "moved": moved})
            return Change("grant", name=name, resource=resource, amount=amount, moved=((name, resource, moved),),
                          capped=capped)
        if roll is None:
            return None
        stored = store.get(roll[0])
        if not isinstance(stored, StoredRoll):
            raise_damaged(roll[0])
        moved_all, capped_any = [], False
        for (who, resource), back in _taken_back(store, party, system, stored).items():  # type: ignore[arg-type]
            moved, capped = _give(store, party, system, who, resource, back, most if back > 0 else None)
            moved_all.append((who, resource, moved))
            capped_any = capped_any or capped
        _event(store, party, system, "undo", {"after": after, "moved": moved_all}, roll_id=roll[0])
    return Change("roll", roll=stored, moved=tuple(moved_all), capped=capped_any)  # type: ignore[arg-type]


def _taken_back(store: Store, party: Party, system: str, roll: StoredRoll) -> dict[tuple[str, str], float]:
    """What undoing a roll gives back, per (character, resource): each spend comes back, and a gained resource (stress)
    goes back down, never below none; where the rules set what is held (trauma resets the stress track), it goes
    back to what was held before the roll."""
    game = get_system(system)
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
            back[(who, resource)] = float(before) - _left(store, party, system, who, resource)
    return back


def redo_last(store: Store, party: Party, system: str) -> Change | str:
    """Restore what the newest /undo took back, if nothing was done since; else a sentence saying why not."""
    with store.transaction(party.campaign):
        event = store.db.json_int
        row = store.db.execute(
            "SELECT id, roll_id, note FROM events x WHERE kind = 'undo' AND campaign = ? AND system = ? AND "
            "(SELECT count(*) FROM events u WHERE u.kind = 'undo' AND (u.roll_id = x.roll_id OR "
            f"{event('u.note', 'event')} = {event('x.note', 'event')})) > "
            "(SELECT count(*) FROM events r WHERE r.kind = 'redo' AND (r.roll_id = x.roll_id OR "
            f"{event('r.note', 'event')} = {event('x.note', 'event')})) ORDER BY id DESC LIMIT 1",
            (party.campaign, system)).fetchone()
        if row is None:
            return "There is nothing to redo: /undo has taken nothing back here that still counts for nothing."
        undo_id, roll_id, note = row[0], row[1], json.loads(row[2] or "{}")
        later = store.db.execute(
            "SELECT (SELECT count(*) FROM rolls WHERE campaign = ? AND system = ? AND id > ?) + (SELECT count(*) FROM "
            "events WHERE campaign = ? AND system = ? AND id > ? AND kind = 'grant')",
            (party.campaign, system, note.get("after", 0), party.campaign, system, undo_id)).fetchone()[0]
        if later:
            return "There is nothing to redo: something was rolled or granted since that /undo."
        moved = note.get("moved", [])
        if roll_id is not None:
            for name, resource, amount in moved:
                if _left(store, party, system, name, resource) < amount - 1e-9:
                    return f"Can't redo: {name} no longer has what that roll spent."
                _change(store, party, system, name, resource, amount)
            _event(store, party, system, "redo", {"after": _newest_roll(store)}, roll_id=roll_id)
            stored = store.get(roll_id)
            return Change("roll", roll=stored if isinstance(stored, StoredRoll) else None,
                          moved=tuple((n, r, -a) for n, r, a in moved))
        grant_row = store.db.execute("SELECT name, resource, amount FROM events WHERE id = ?",
                                     (note["event"],)).fetchone()
        name, resource, amount = grant_row
        _change(store, party, system, name, resource, moved)  # the grant's effect again: what the undo moved, reversed
        _event(store, party, system, "redo", {"event": note["event"], "after": _newest_roll(store)})
        return Change("grant", name=name, resource=resource, amount=amount, moved=((name, resource, -moved),))


def raise_damaged(roll_id: int) -> None:
    from rollmate.errors import RulesError

    raise RulesError(f"Roll #{roll_id} can't be read back (its record is damaged), so it can't be undone here.")


def grants(store: Store, campaign: str, system: str) -> list[tuple[str, str, str, float, bool]]:
    """The campaign's grants in this game, oldest first: (at, name, resource, amount, taken back)."""
    rows = store.db.execute(f"SELECT g.at, g.name, g.resource, g.amount, {_undone_grant(store)} FROM events g WHERE "
                            "g.kind = 'grant' AND g.campaign = ? AND g.system = ? ORDER BY g.id",
                            (campaign, system)).fetchall()
    return [(at, name, resource, amount, bool(undone)) for at, name, resource, amount, undone in rows]


def campaigns(store: Store) -> list[str]:
    """Every campaign the log has rolls, grants or ledgers for."""
    rows = store.db.execute("SELECT campaign FROM rolls UNION SELECT campaign FROM events UNION SELECT campaign FROM "
                            "ledger").fetchall()
    return sorted(r[0] for r in rows if r[0])


def reveal(store: Store, roll_id: int) -> bool:
    """Show a secret roll to everyone (a chained 'reveal' entry); False when it is not a hidden roll."""
    scope = store.scope_of(roll_id)
    with store.transaction(*([scope.campaign] if scope else [])):
        if roll_id not in hidden(store):
            return False
        store._event("reveal", roll_id)
    return True


def hidden(store: Store) -> set[int]:
    """The secret rolls (Store.record(secret=True)) not yet revealed."""
    return {r[0] for r in store.db.execute("SELECT roll_id FROM events WHERE kind = 'secret' EXCEPT "
                                           "SELECT roll_id FROM events WHERE kind = 'reveal'")}


def save_setting(store: Store, campaign: str, key: str, value: str) -> None:
    with store.transaction():
        store.db.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                         (f"setting:{campaign}:{key}", value))


def settings(store: Store, campaign: str) -> dict[str, str]:
    rows = store.db.execute("SELECT key, value FROM meta WHERE key LIKE ?", (f"setting:{campaign}:%",)).fetchall()
    prefix = f"setting:{campaign}:"
    return {key[len(prefix):]: value for key, value in rows if key.startswith(prefix) and key[len(prefix):] in SETTINGS}


def last_of_each(store: Store, party: Party, system: str) -> list[StoredRoll]:
    """Each character's last roll in this system that still counts (Store.newest_of_each), oldest first; a
    follow-up carries the request it changed (its parent's). A table remembers these for follow-ups: reading them
    alone, not the latest 200 rolls whole, keeps opening a busy table quick."""
    from rollmate.log.store import Scope

    return [_asked(store, roll) for roll in store.newest_of_each(Scope(party.campaign, system))]


def own_last(store: Store, party: Party, system: str, actor: str) -> StoredRoll | None:
    """A player's last roll to follow up on: their own character's newest that counts and that every player has
    seen (the GM's secret rolls left out, until revealed), with the request it changed when it is a follow-up."""
    from rollmate.log.store import Scope

    roll = store.newest_by(Scope(party.campaign, system), actor, leaving_out=hidden(store))
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
    from rollmate.log.store import Scope

    rolls = store.recent(limit, scope=Scope(party.campaign, system))
    kept = [r for r in rolls if isinstance(r, StoredRoll) and not r.void]
    by_id = {r.id: r for r in kept}
    for n, roll in enumerate(kept):  # a follow-up keeps its own phrase; the request it changed is its parent's
        parent = by_id.get(roll.parent_id) if roll.parent_id is not None else None
        if roll.result.request is None and parent is not None and parent.result.request is not None:
            kept[n] = by_id[roll.id] = replace(roll, result=replace(roll.result, request=parent.result.request))
    return kept
