"""What the GM writes into the roll log besides rolls: resources granted or given back, a roll taken back with
/undo (the roll stays in the log, marked void, and what it spent comes back), and the chat's settings, so a
restart finds them again. Every entry is an `events` row (or a `meta` setting) in the campaign's scope."""

from __future__ import annotations

from rollmate.assistant.store import Store, StoredRoll
from rollmate.rules.sheets import Party

SETTINGS = ("system", "profile", "teach")


def grant(store: Store, party: Party, system: str, name: str, resource: str, amount: float) -> None:
    """Give `amount` of a resource to a character (a negative amount takes it away): the ledger's spent total goes
    down by that much, and the grant is an event of its own; both are records of the campaign's chain."""
    with store.transaction():
        store.add_event("grant", party.campaign, system, name=name, resource=resource, amount=amount)
        store.adjust(party.campaign, system, name, resource, -amount)


def undo_last(store: Store, party: Party, system: str) -> StoredRoll | None:
    """Mark the campaign's newest roll in this system void and give back what it spent; None if none is left."""
    with store.transaction():
        row = store.db.execute(
            "SELECT id FROM rolls WHERE campaign = ? AND system = ? AND NOT EXISTS (SELECT 1 FROM events WHERE "
            "events.kind = 'undo' AND events.roll_id = rolls.id) ORDER BY id DESC LIMIT 1",
            (party.campaign, system)).fetchone()
        if row is None:
            return None
        roll = store.get(row[0])
        if not isinstance(roll, StoredRoll):
            raise_damaged(row[0])
        store.add_event("undo", party.campaign, system, roll_id=row[0])
        for spend in roll.result.spends:  # type: ignore[union-attr]
            person = party.find(spend.who)
            name = person.name if person else spend.who
            if store.spent(party.campaign, system, name, spend.resource) is not None:  # kept only with a sheet
                store.adjust(party.campaign, system, name, spend.resource, -spend.amount)
    return roll  # type: ignore[return-value]


def raise_damaged(roll_id: int) -> None:
    from rollmate.errors import RulesError

    raise RulesError(f"Roll #{roll_id} can't be read back (its record is damaged), so it can't be undone here.")


def save_setting(store: Store, campaign: str, key: str, value: str) -> None:
    with store.transaction():
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
