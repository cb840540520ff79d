"""The roll log's chain: every record that changes a table, in one hash chain per campaign, signed with the table key.

A chain record (a row of `records`) stands for one change: a roll, a ledger change, a grant, an undo or redo, a
sheet snapshot, a new game session. It holds its place in its campaign's chain (`seq`, 1, 2, 3...), its kind, the
row it stands for (a roll, an event, a sheet) with a digest of that row's every column, or the change itself as
JSON (`body`), and its link: SHA-256 over the previous record's link and all of that. With a table key, `mac` is
HMAC-SHA256 of the link under the key, which nobody without the key can make.

The head of a campaign's chain (its record count and the newest link) is what someone else keeps to catch what a
chain alone cannot show: its newest records removed, or the whole chain rewritten with rollmate's own code.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rollmate.rules.records import FrozenRecord

Db = Any  # the log's connection: logfile.SqliteDb or pglog.PgDb (execute, lock_head, add_record)

# The columns a row's digest covers, per table, in this order: all but the row's id (the record names the row, so
# a row swapped with another is told apart from one edited) and a roll's older `chain` column.
ROLL_COLUMNS = ("ref", "parent_id", "at", "game_session", "kind", "system", "profile", "actor", "phrase",
                "request", "follow_up", "seed", "given_dice", "dice", "extra_dice", "outcome", "total", "spent",
                "table_before", "party", "resolution", "campaign")
EVENT_COLUMNS = ("at", "campaign", "system", "kind", "name", "resource", "amount", "roll_id", "note")
SHEET_COLUMNS = ("hash", "json")
# Which table a kind's row lives in: rolls and sheets have their own, the GM's entries (grants, undos, redos) are
# events; ledger changes, game sessions and a migration carry their change in the record's body.
TABLES = {"roll": ("rolls", ROLL_COLUMNS), "sheet": ("parties", SHEET_COLUMNS)}
ID_COLUMN = {"rolls": "id", "events": "id", "parties": "rowid"}  # a sheet's number: SQLite's rowid, a column on PostgreSQL
EVENTS = ("events", EVENT_COLUMNS)
BODY_KINDS = ("ledger", "session", "migrate")


def table_of(kind: str) -> tuple[str, tuple[str, ...]]:
    return TABLES.get(kind, EVENTS)


@dataclass(frozen=True, eq=False, repr=False)
class Record(FrozenRecord):
    """One row of `records`, as read back."""

    id: int
    campaign: str
    seq: int
    kind: str
    row_id: int | None
    body: str | None
    digest: str | None
    link: str | None
    mac: str | None

    def content(self) -> str:
        return _canonical([self.campaign, self.seq, self.kind, self.row_id, self.body, self.digest])

    def what(self) -> str:
        """How verify names it: 'roll #7', 'grant #2', 'a ledger change', 'game session 3'."""
        if self.kind in ("roll", "sheet") or self.kind not in BODY_KINDS:
            label = "sheet snapshot" if self.kind == "sheet" else self.kind
            return f"{label} #{self.row_id}"
        if self.kind == "session":
            return f"the start of game session {_field(self.body, 'number')}"
        if self.kind == "ledger":
            return f"the ledger change of {_field(self.body, 'name')}'s {_field(self.body, 'resource')}"
        return "the migration record"


def link_of(previous: str, record: Record) -> str:
    return hashlib.sha256(f"{previous}\n{record.content()}".encode("utf-8")).hexdigest()


def mac_of(key: bytes, link: str) -> str:
    return hmac.new(key, link.encode("ascii"), hashlib.sha256).hexdigest()


def row_digest(db: Db, kind: str, row_id: int) -> str | None:
    """The digest of the row a record stands for, as it is now; None when the row is gone."""
    table, columns = table_of(kind)
    row = db.execute(f"SELECT {', '.join(columns)} FROM {table} WHERE {ID_COLUMN[table]} = ?", (row_id,)).fetchone()
    return None if row is None else digest_of(row)


def digest_of(row: Sequence[Any]) -> str:
    """The digest of a row's columns (in table_of's order), as the database gives them back."""
    return hashlib.sha256(_canonical(list(row)).encode("utf-8")).hexdigest()


def returning(kind: str) -> str:
    """The RETURNING clause of an INSERT that makes a record's row: its id, then the columns its digest covers, as
    stored, so append need not read the row back. Only for rows without REAL columns (rolls, sheets): SQLite returns
    a whole REAL as an integer here (2, not the 2.0 a SELECT reads), which would change the digest."""
    table, columns = table_of(kind)
    return f"RETURNING {ID_COLUMN[table]}, {', '.join(columns)}"


def append(db: Db, campaign: str, kind: str, *, row_id: int | None = None, row: Sequence[Any] | None = None,
           body: dict | None = None, key: bytes | None = None,  # type: ignore[type-arg]
           announce: bool = False) -> None:
    """Add a record at the end of the campaign's chain, inside the caller's write transaction, which holds the chain's
    head (its `heads` row, locked on PostgreSQL) until it commits. `row`: the row's columns as the INSERT that made
    it returned them (see `returning`); without it the row is read back. `announce`: tell every listening worker
    of the row when the transaction commits (Db.notify)."""
    count, previous = db.lock_head(campaign)
    seq = count + 1
    digest = (digest_of(row) if row is not None else row_digest(db, kind, row_id)) if row_id is not None else None
    draft = Record(0, campaign, seq, kind, row_id, _canonical(body) if body is not None else None, digest, None, None)
    link = link_of(previous, draft)
    db.moved_head(campaign, seq, link)
    db.add_record((campaign, seq, kind, row_id, draft.body, digest, link, mac_of(key, link) if key else None),
                  announce=announce)


ADD_RECORD = "INSERT INTO records (campaign, seq, kind, row_id, body, digest, link, mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
MOVE_HEAD = ("INSERT INTO heads VALUES (?, ?, ?) ON CONFLICT (campaign) DO UPDATE SET seq = excluded.seq, "
             "link = excluded.link")


def set_head(db: Db, campaign: str, seq: int, link: str) -> None:
    db.moved_head(campaign, seq, link)
    db.execute(MOVE_HEAD, (campaign, seq, link))


def read(row: tuple) -> Record:  # type: ignore[type-arg]
    rid, campaign, seq, kind, row_id, body, digest, link, mac = row
    return Record(rid, campaign, seq, kind, row_id, body, digest, link, mac)


SELECT = "SELECT id, campaign, seq, kind, row_id, body, digest, link, mac FROM records"


# --- heads --------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False, repr=False)
class Head(FrozenRecord):
    """A campaign chain's head: how many records it has and the newest link. Its text is what a GM keeps."""

    campaign: str
    count: int
    link: str

    @property
    def text(self) -> str:
        return f"{campaign_tag(self.campaign)}-{self.count}-{self.link[:HEAD_HEX]}"


HEAD_HEX = 32  # hex digits of the link a head keeps: 128 bits, short enough to paste into a group chat


def campaign_tag(campaign: str) -> str:
    return hashlib.sha256(campaign.encode("utf-8")).hexdigest()[:8]


def parse_head(text: str) -> tuple[str, int, str] | None:
    """(campaign tag, count, link prefix) of a head's text, or None when it is not one."""
    parts = text.strip().lower().split("-")
    if len(parts) != 3 or not parts[1].isdigit() or len(parts[0]) != 8 or len(parts[2]) < 16:
        return None
    if any(c not in "0123456789abcdef" for c in parts[0] + parts[2]):
        return None
    return parts[0], int(parts[1]), parts[2]


def heads(db: Db) -> list[Head]:
    """Every campaign's head, by campaign name."""
    rows = db.execute("SELECT r.campaign, r.seq, r.link FROM records r JOIN (SELECT campaign, MAX(seq) AS seq FROM "
                      "records GROUP BY campaign) m ON r.campaign = m.campaign AND r.seq = m.seq "
                      "ORDER BY r.campaign").fetchall()
    return [Head(campaign, seq, link or "") for campaign, seq, link in rows]


def head(db: Db, campaign: str) -> Head | None:
    row = db.execute("SELECT seq, link FROM records WHERE campaign = ? ORDER BY seq DESC LIMIT 1",
                     (campaign,)).fetchone()
    return Head(campaign, row[0], row[1] or "") if row else None


def _canonical(value: object) -> str:
    return json.dumps(_plain(value), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _plain(value: object) -> object:
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _field(body: str | None, name: str) -> str:
    try:
        return str(json.loads(body or "{}").get(name, "?"))
    except (ValueError, AttributeError):
        return "?"
