"""Taking back a roll whose answer could not be shown: its records leave the end of its campaign's chain and the
ledger rows it changed are as the campaign's remaining records say (Store.forget, inside its transaction)."""

from __future__ import annotations

import json
from typing import Any

from rollmate.log import chain


def forget(db: Any, roll_id: int) -> bool:
    """Take the roll back, inside the caller's transaction. Only a roll with nothing after it in its campaign but its
    own ledger changes can go; returns whether it went."""
    mine = db.execute("SELECT campaign, seq FROM records WHERE kind = 'roll' AND row_id = ?", (roll_id,)).fetchone()
    if mine is None:
        return False
    campaign, seq = mine
    db.lock_head(campaign)
    after = db.execute("SELECT kind, body FROM records WHERE campaign = ? AND seq > ?", (campaign, seq)).fetchall()
    if any(kind != "ledger" for kind, _ in after):
        return False
    db.execute("DELETE FROM records WHERE campaign = ? AND seq >= ?", (campaign, seq))
    before = db.execute("SELECT link FROM records WHERE campaign = ? AND seq = ?", (campaign, seq - 1)).fetchone()
    chain.set_head(db, campaign, seq - 1, (before[0] or "") if before else "")
    db.execute("DELETE FROM rolls WHERE id = ?", (roll_id,))
    for body in {b for _, b in after}:
        change = json.loads(body)
        _restore(db, campaign, change["system"], change["name"], change["resource"])
    return True


def _restore(db: Any, campaign: str, system: str, name: str, resource: str) -> None:
    """Set a ledger row back to what its campaign's remaining records say."""
    spent = None
    rows = db.execute("SELECT kind, body FROM records WHERE campaign = ? AND kind IN ('ledger', 'session') "
                      "ORDER BY seq DESC", (campaign,))
    for kind, body in rows:
        change = json.loads(body)
        if kind == "session" and [system, resource] in change.get("refills", []):
            break
        if kind == "ledger" and (change["system"], change["name"], change["resource"]) == (system, name, resource):
            spent = change["spent"]
            break
    if spent is None:
        db.execute("DELETE FROM ledger WHERE campaign = ? AND system = ? AND name = ? AND resource = ?",
                   (campaign, system, name, resource))
    else:
        db.execute("UPDATE ledger SET spent = ? WHERE campaign = ? AND system = ? AND name = ? AND resource = ?",
                   (spent, campaign, system, name, resource))
