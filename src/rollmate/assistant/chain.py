"""The roll log's hash chain: each roll record carries a hash of itself and of the record before it, so a record
changed, removed or moved afterwards no longer checks out (`rollmate log verify`).

A record's content is every column the log keeps for it, its number included, in a fixed order (an empty campaign,
as every record from before campaigns has, is left out); the chain value is SHA-256 over the previous record's
chain value and that content. Deleting the newest record (a roll whose answer
could not be shown) leaves the chain whole; anything else shows up at the first record that no longer follows.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass

# The columns a chain value covers, in this order (the chain column itself excepted).
CHAINED = ("id", "ref", "parent_id", "at", "game_session", "kind", "system", "profile", "actor", "phrase", "request",
           "follow_up", "seed", "given_dice", "dice", "extra_dice", "outcome", "total", "spent", "table_before",
           "party", "resolution", "campaign")
_SELECT = f"SELECT {', '.join(CHAINED)}, chain FROM rolls"
# The GM's entries (grants, undos) have a chain of their own, over these columns.
EVENT_CHAINED = ("id", "at", "campaign", "system", "kind", "name", "resource", "amount", "roll_id", "note")
_EVENTS = f"SELECT {', '.join(EVENT_CHAINED)}, chain FROM events"


def link(previous: str, row: tuple) -> str:  # type: ignore[type-arg]
    """The chain value of a record whose columns (in CHAINED order) are `row`, after `previous`."""
    values = list(row[:-1]) if row[-1] == "" else list(row)  # no campaign: the content older records had
    content = json.dumps([_plain(v) for v in values], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"{previous}\n{content}".encode("utf-8")).hexdigest()


def previous_link(db: sqlite3.Connection, roll_id: int) -> str:
    row = db.execute("SELECT chain FROM rolls WHERE id < ? ORDER BY id DESC LIMIT 1", (roll_id,)).fetchone()
    return row[0] if row and row[0] else ""


def seal(db: sqlite3.Connection, roll_id: int) -> None:
    """Give the record just written its chain value (inside the same transaction)."""
    row = db.execute(f"{_SELECT} WHERE id = ?", (roll_id,)).fetchone()
    db.execute("UPDATE rolls SET chain = ? WHERE id = ?", (link(previous_link(db, roll_id), row[:-1]), roll_id))


def seal_event(db: sqlite3.Connection, event_id: int) -> None:
    """Give the GM's entry just written its chain value (inside the same transaction)."""
    row = db.execute(f"{_EVENTS} WHERE id = ?", (event_id,)).fetchone()
    last = db.execute("SELECT chain FROM events WHERE id < ? ORDER BY id DESC LIMIT 1", (event_id,)).fetchone()
    db.execute("UPDATE events SET chain = ? WHERE id = ?", (_event_link(last[0] if last and last[0] else "", row[:-1]),
                                                            event_id))


def _event_link(previous: str, row: tuple) -> str:  # type: ignore[type-arg]
    content = json.dumps([_plain(v) for v in row], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"{previous}\n{content}".encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Verdict:
    checked: int  # records that check out
    unchained: int  # records written before the log kept a chain (they can't be checked)
    broken: int | None = None  # the number of the first record that does not check out
    events: int = 0  # the GM's entries (grants, undos) that check out
    broken_event: int | None = None  # the first of them that does not

    @property
    def ok(self) -> bool:
        return self.broken is None and self.broken_event is None


def verify(db: sqlite3.Connection) -> Verdict:
    """Walk the log oldest first; stop at the first record whose chain value does not follow. Then the same for
    the GM's entries."""
    previous, checked, unchained = "", 0, 0
    for row in _rows(db, _SELECT):
        *columns, chain = row
        if chain is None and checked == 0:
            unchained += 1  # older than the chain: nothing to check it against
            continue
        if chain != link(previous, tuple(columns)):
            return Verdict(checked, unchained, broken=int(columns[0]))
        previous = chain
        checked += 1
    previous, events = "", 0
    for row in _rows(db, _EVENTS):
        *columns, chain = row
        if chain != _event_link(previous, tuple(columns)):
            return Verdict(checked, unchained, events=events, broken_event=int(columns[0]))
        previous = chain
        events += 1
    return Verdict(checked, unchained, events=events)


def _rows(db: sqlite3.Connection, select: str) -> Iterator[tuple]:  # type: ignore[type-arg]
    cursor = db.execute(f"{select} ORDER BY id")
    while batch := cursor.fetchmany(500):
        yield from batch


def _plain(value: object) -> object:
    return value.hex() if isinstance(value, bytes) else value
