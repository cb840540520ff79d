"""What the GM writes into the roll log besides rolls: resources granted or given back, a roll taken back with
/undo (the roll stays in the log, marked void, and what it spent comes back), a secret roll revealed, and the chat's settings, so a
restart finds them again. Every entry is an `events` row (or a `meta` setting) in the campaign's scope."""

from __future__ import annotations

from datetime import datetime, timezone

from rollmate.assistant.chain import seal_event
from rollmate.assistant.store import Store, StoredRoll
from rollmate.rules.sheets import Party

SETTINGS = ("system", "profile", "teach")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def grant(store: Store, party: Party, system: str, name: str, resource: str, amount: float) -> None:
    """Give `amount` of a resource to a character (a negative amount takes it away): the ledger's spent total goes
    down by that much, and the grant is an event of its own."""
    with store._transaction():
        row = store.db.execute("SELECT spent FROM ledger WHERE campaign = ? AND system = ? AND name = ? AND "
                               "resource = ?", (party.campaign, system, name, resource)).fetchone()
        spent = (row[0] if row else 0.0) - amount
        store.db.execute("INSERT INTO ledger VALUES (?, ?, ?, ?, ?) ON CONFLICT(campaign, system, name, resource) "
                         "DO UPDATE SET spent = ?", (party.campaign, system, name, resource, spent, spent))
        cursor = store.db.execute("INSERT INTO events (at, campaign, system, kind, name, resource, amount) VALUES "
                                  "(?, ?, ?, 'grant', ?, ?, ?)", (_now(), party.campaign, system, name, resource, amount))
        seal_event(store.db, int(cursor.lastrowid or 0))


def undo_last(store: Store, party: Party, system: str) -> StoredRoll | None:
    """Mark the campaign's newest roll in this system void and give back what it spent; None if none is left."""
    with store._transaction():
        row = store.db.execute(
            "SELECT id FROM rolls WHERE campaign = ? AND system = ? AND NOT EXISTS (SELECT 1 FROM events WHERE "
            "events.kind = 'undo' AND events.roll_id = rolls.id) ORDER BY id DESC LIMIT 1",
            (party.campaign, system)).fetchone()
        if row is None:
            return None
        roll = store.get(row[0])
        if not isinstance(roll, StoredRoll):
            raise_damaged(row[0])
        for spend in roll.result.spends:  # type: ignore[union-attr]
            person = party.find(spend.who)
            store.db.execute("UPDATE ledger SET spent = spent - ? WHERE campaign = ? AND system = ? AND name = ? AND "
                             "resource = ?", (spend.amount, party.campaign, system,
                                              person.name if person else spend.who, spend.resource))
        cursor = store.db.execute("INSERT INTO events (at, campaign, system, kind, roll_id) VALUES (?, ?, ?, 'undo', ?)",
                                  (_now(), party.campaign, system, row[0]))
        seal_event(store.db, int(cursor.lastrowid or 0))
    return roll  # type: ignore[return-value]


def raise_damaged(roll_id: int) -> None:
    from rollmate.errors import RulesError

    raise RulesError(f"Roll #{roll_id} can't be read back (its record is damaged), so it can't be undone here.")


def reveal(store: Store, roll_id: int) -> bool:
    """Show a secret roll to everyone (a chained 'reveal' entry); False when it is not a hidden roll."""
    with store._transaction():
        if roll_id not in hidden(store):
            return False
        store._event("reveal", roll_id)
    return True


def hidden(store: Store) -> set[int]:
    """The secret rolls (Store.record(secret=True)) not yet revealed."""
    return {r[0] for r in store.db.execute("SELECT roll_id FROM events WHERE kind = 'secret' EXCEPT "
                                           "SELECT roll_id FROM events WHERE kind = 'reveal'")}


def save_setting(store: Store, campaign: str, key: str, value: str) -> None:
    with store._transaction():
        store.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (f"setting:{campaign}:{key}", value))


def settings(store: Store, campaign: str) -> dict[str, str]:
    rows = store.db.execute("SELECT key, value FROM meta WHERE key LIKE ?", (f"setting:{campaign}:%",)).fetchall()
    prefix = f"setting:{campaign}:"
    return {key[len(prefix):]: value for key, value in rows if key.startswith(prefix) and key[len(prefix):] in SETTINGS}


def last_rolls(store: Store, party: Party, system: str, limit: int = 200) -> list[StoredRoll]:
    """The campaign's newest rolls in this system that still count (not void, readable), oldest first."""
    from rollmate.assistant.store import Scope

    rolls = store.recent(limit, scope=Scope(party.campaign, system))
    return [r for r in rolls if isinstance(r, StoredRoll) and not r.void]
