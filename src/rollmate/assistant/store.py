"""The roll log and the persisted ledgers: one SQLite file, one transaction per roll, committed before it is shown.

Every roll keeps what it takes to show it again and to replay it: the phrase, the request as parsed, the seed or
the given dice, the table (resources, carried luck) and party it was rolled with, and the whole Resolution.
Ledgers keep what each character has *spent* of a resource, so a sheet edited later (more luck, a new war die)
still counts: points left = the sheet's value - spent.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from rollmate.assistant.chain import Verdict, seal, seal_event, verify
from rollmate.assistant.logfile import APPLICATION_ID, check_is_a_roll_log
from rollmate.assistant.packing import pack
from rollmate.assistant.stored import DamagedRoll, StoredRoll, read_row
from rollmate.errors import RollmateError, RulesError
from rollmate.rules.records import dump, dump_json
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import RESOURCES, FollowUp, Table
from rollmate.userdirs import data_dir

SCHEMA_VERSION = 5  # 2: each roll record carries its hash-chain value; 3: ledgers are kept per campaign;
# 5: the GM's entries (grants, undos) are kept in `events`, with a hash chain of their own;
# 4: each roll record names its campaign, and game sessions are counted per campaign
SHEET_FIELDS = {"luck": "luck", "war_dice": "war_dice", "forward": "forward"}  # Spend.resource -> its sheet field

SCHEMA = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS parties (hash TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rolls (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ref TEXT UNIQUE,
    parent_id INTEGER REFERENCES rolls(id),
    at TEXT NOT NULL,
    game_session INTEGER NOT NULL,
    kind TEXT NOT NULL,
    system TEXT NOT NULL,
    profile TEXT NOT NULL,
    actor TEXT,
    phrase TEXT NOT NULL,
    request TEXT,
    follow_up TEXT,
    seed INTEGER,
    given_dice TEXT,
    dice TEXT NOT NULL,
    extra_dice TEXT NOT NULL,
    outcome TEXT NOT NULL,
    total INTEGER,
    spent TEXT NOT NULL,
    table_before TEXT NOT NULL,
    party TEXT REFERENCES parties(hash),
    resolution TEXT NOT NULL,
    chain TEXT,
    campaign TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, campaign TEXT NOT NULL, system TEXT NOT NULL,
    kind TEXT NOT NULL, name TEXT, resource TEXT, amount REAL, roll_id INTEGER REFERENCES rolls(id), note TEXT,
    chain TEXT
);
CREATE TABLE IF NOT EXISTS ledger (
    campaign TEXT NOT NULL, system TEXT NOT NULL, name TEXT NOT NULL, resource TEXT NOT NULL, spent REAL NOT NULL,
    PRIMARY KEY (campaign, system, name, resource)
);
"""


def default_path() -> Path:
    """rollmate.db in the user's data folder (userdirs.data_dir: a relative $XDG_DATA_HOME is ignored)."""
    return data_dir() / "rollmate.db"


@dataclass(frozen=True)
class RollRecord:
    """One roll or follow-up as the session made it, with the ledger values it leaves behind."""

    ref: str
    phrase: str
    system: str
    profile: str
    result: Resolution
    table_before: Table
    party: Party
    request: RollRequest | None = None
    follow_up: FollowUp | None = None
    parent_ref: str | None = None
    seed: int | None = None
    given_dice: tuple[int, ...] | None = None
    spent: tuple[tuple[str, str, float], ...] = ()  # (name, resource, total spent now) for the ledger


class Store:
    """The SQLite roll log (WAL mode; every write is one transaction, durable when the call returns)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if str(path) != ":memory:":
            check_is_a_roll_log(self.path)  # before anything is written: a foreign file is left as it was
        try:
            if str(path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(str(path), timeout=10, isolation_level=None)
            self._open()
        except (OSError, sqlite3.Error) as error:
            raise RollmateError(f"{path}: cannot open the roll log ({getattr(error, 'strerror', None) or error}).") from None

    def _open(self) -> None:
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        with self._transaction():
            for statement in SCHEMA.split(";"):  # not executescript: it would commit on its own
                if statement.strip():
                    self.db.execute(statement)
            row = self.db.execute("SELECT version FROM schema_version").fetchone()
            if row is None:
                self.db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
            elif row[0] > SCHEMA_VERSION:
                raise RollmateError(f"{self.path}: the roll log is from a newer rollmate (schema {row[0]})")
            elif row[0] < SCHEMA_VERSION:  # a log from before the chain: its old records stay unchained
                self._migrate()
                self.db.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION,))
            self.db.execute("CREATE INDEX IF NOT EXISTS rolls_by_campaign ON rolls (campaign, system, game_session, id)")
        self.db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _migrate(self) -> None:
        """Bring a log from an earlier rollmate up to date, inside the opening transaction."""
        if "chain" not in {c[1] for c in self.db.execute("PRAGMA table_info(rolls)")}:
            self.db.execute("ALTER TABLE rolls ADD COLUMN chain TEXT")  # older records stay unchained
        if "chain" not in {c[1] for c in self.db.execute("PRAGMA table_info(events)")}:
            self.db.execute("ALTER TABLE events ADD COLUMN chain TEXT")
        if "campaign" not in {c[1] for c in self.db.execute("PRAGMA table_info(rolls)")}:
            # Rolls from before campaigns belong to no campaign (""), as their ledgers do; the chain leaves an
            # empty campaign out of a record's content, so their chain values still check out.
            self.db.execute("ALTER TABLE rolls ADD COLUMN campaign TEXT NOT NULL DEFAULT ''")
        if "campaign" not in {c[1] for c in self.db.execute("PRAGMA table_info(ledger)")}:
            # Spends from before campaigns can't be told apart: they are kept under no campaign ("").
            self.db.execute("ALTER TABLE ledger RENAME TO ledger_before_campaigns")
            self.db.execute(SCHEMA[SCHEMA.index("CREATE TABLE IF NOT EXISTS ledger") :].split(";")[0])
            self.db.execute("INSERT INTO ledger SELECT '', system, name, resource, spent FROM ledger_before_campaigns")
            self.db.execute("DROP TABLE ledger_before_campaigns")

    def close(self) -> None:
        self.db.close()

    def _transaction(self):  # type: ignore[no-untyped-def]
        return _Transaction(self.db)

    # --- writing ------------------------------------------------------------------------------

    def record(self, records: Sequence[RollRecord], *, secret: bool = False) -> list[int]:
        """Write rolls and their ledger changes in one transaction; return their ids. Secret rolls (hidden from the
        players until gm.reveal) get a chained 'secret' entry each."""
        ids: list[int] = []
        with self._transaction():
            for rec in records:
                ids.append(self._insert(rec, self.game_session(rec.party.campaign)))
                for name, resource, _ in rec.spent:
                    self._spend(rec, name, resource)
                if secret:
                    self._event("secret", ids[-1])
        return ids

    def _event(self, kind: str, roll_id: int) -> None:
        """A GM's entry about one roll ('secret', 'reveal'), chained, inside the caller's transaction."""
        at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        cursor = self.db.execute("INSERT INTO events (at, campaign, system, kind, roll_id) SELECT ?, campaign, system, "
                                 "?, id FROM rolls WHERE id = ?", (at, kind, roll_id))
        seal_event(self.db, int(cursor.lastrowid or 0))

    def log(self, result: Resolution, *, phrase: str, party: Party, table_before: Table, table_after: Table,
            request: RollRequest | None = None, seed: int | None = None, profile: str = "rules",
            ref: str | None = None) -> int:
        """Record one roll made outside the chat (the CLI, a batch); returns its id."""
        record = RollRecord(
            ref=ref or os.urandom(8).hex(), phrase=phrase, system=result.system, profile=profile, result=result,
            table_before=table_before, party=party, request=request, seed=seed,
            given_dice=request.dice if request else None, spent=spent_after(table_after, party, result),
        )
        return self.record([record])[0]

    def forget(self, roll_id: int, result: Resolution, party: Party) -> bool:
        """Take back the newest roll when its answer could not be shown (stdout closed, a full disk): delete it and
        give back what it spent, in one transaction. Only the last roll of the log can go; returns whether it went."""
        with self._transaction():
            gone = self.db.execute("DELETE FROM rolls WHERE id = ? AND id = (SELECT MAX(id) FROM rolls)", (roll_id,))
            if not gone.rowcount:
                return False
            for spend in result.spends:
                person = party.find(spend.who)
                if person is not None and hasattr(person, SHEET_FIELDS[spend.resource]):
                    self.db.execute("UPDATE ledger SET spent = spent - ? WHERE campaign = ? AND system = ? "  # below 0 after a grant
                                    "AND name = ? AND resource = ?",
                                    (spend.amount, party.campaign, result.system, person.name, spend.resource))
        return True

    def _spend(self, rec: RollRecord, name: str, resource: str) -> None:
        """Add this roll's spend to the ledger, inside the roll's transaction (BEGIN IMMEDIATE holds the write
        lock): another chat on the same log that spent the last point first makes this roll fail, not count twice.
        """
        person = rec.party.find(name)
        amount = sum(s.amount for s in rec.result.spends if s.resource == resource and rec.party.find(s.who) is person)
        campaign = rec.party.campaign
        row = self.db.execute("SELECT spent FROM ledger WHERE campaign = ? AND system = ? AND name = ? AND resource = ?",
                              (campaign, rec.system, name, resource)).fetchone()
        spent = (row[0] if row else 0.0) + amount
        if person is not None and spent > getattr(person, SHEET_FIELDS[resource]) + 1e-9:
            raise RulesError(f"{name} has no {RESOURCES[resource].many} left: they were spent in another chat on this roll log.")
        self.db.execute(
            "INSERT INTO ledger VALUES (?, ?, ?, ?, ?) ON CONFLICT(campaign, system, name, resource) DO UPDATE SET "
            "spent = ?", (campaign, rec.system, name, resource, spent, spent),
        )

    def _insert(self, rec: RollRecord, session: int) -> int:
        party_json = dump_json(rec.party)
        party_hash = hashlib.sha256(party_json.encode()).hexdigest()[:32]
        self.db.execute("INSERT OR IGNORE INTO parties VALUES (?, ?)", (party_hash, party_json))
        parent = None
        if rec.parent_ref is not None:
            row = self.db.execute("SELECT id FROM rolls WHERE ref = ?", (rec.parent_ref,)).fetchone()
            parent = row[0] if row else None
        r = rec.result
        cursor = self.db.execute(
            "INSERT INTO rolls (ref, parent_id, at, game_session, kind, system, profile, actor, phrase, request, "
            "follow_up, seed, given_dice, dice, extra_dice, outcome, total, spent, table_before, party, resolution, "
            "campaign) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                rec.ref, parent, datetime.now(timezone.utc).isoformat(timespec="seconds"), session,
                "follow_up" if rec.follow_up else "roll", rec.system, rec.profile, r.actor, rec.phrase,
                pack(dump_json(rec.request)) if rec.request else None,
                dump_json(rec.follow_up) if rec.follow_up else None,
                rec.seed, json.dumps(list(rec.given_dice)) if rec.given_dice is not None else None,
                json.dumps(list(r.dice)), json.dumps(list(r.extra_dice)), r.outcome, r.total,
                json.dumps([dump(s) for s in r.spends]), pack(dump_json(rec.table_before)), party_hash,
                pack(dump_json(r, exclude={"request"})),  # the request is its own column
                rec.party.campaign,
            ),
        )
        roll_id = int(cursor.lastrowid or 0)
        seal(self.db, roll_id)
        return roll_id

    def new_session(self, refills: Iterable[tuple[str, str]], campaign: str = "") -> int:
        """Start a new game session: every spend of each (system, resource) in `refills` comes back, in this
        campaign. Returns its number."""
        with self._transaction():
            number = self.game_session(campaign) + 1
            self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (_session_key(campaign), str(number)))
            for system, resource in refills:
                self.db.execute("DELETE FROM ledger WHERE campaign = ? AND system = ? AND resource = ?",
                                (campaign, system, resource))
        return number

    # --- reading ------------------------------------------------------------------------------

    def verify(self) -> Verdict:
        """Check every roll record against the hash chain (`rollmate log verify`)."""
        return verify(self.db)

    def game_session(self, campaign: str = "") -> int:
        """The campaign's current game session: each campaign counts its own."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (_session_key(campaign),)).fetchone()
        return int(row[0]) if row else 1

    def table_for(self, party: Party, system: str, table: Table | None = None) -> Table:
        """`table` with the persisted ledgers of the party's characters in `system`, in its campaign, put in."""
        table = table or Table()
        rows = self.db.execute("SELECT name, resource, spent FROM ledger WHERE campaign = ? AND system = ?",
                               (party.campaign, system)).fetchall()
        for name, resource, spent in rows:
            person = next((c for c in party.characters if c.name == name and c.system == system), None)
            if person is None or resource not in SHEET_FIELDS:
                continue
            left = getattr(person, SHEET_FIELDS[resource]) - spent
            if resource == "luck":
                table = table.with_left(resource, name, max(0.0, float(left)))
            else:
                table = table.with_left(resource, name, int(left) if resource == "forward" else max(0, int(left)))
        return table

    def recent(self, limit: int = 10, game_session: int | None = None, *, scope: Scope | None = None
               ) -> list[StoredRoll | DamagedRoll]:
        """The latest rolls (of one game session, in one scope), oldest first."""
        where, args = _where(game_session, scope)
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM rolls {where} ORDER BY id DESC LIMIT ?", (*args, limit)
        ).fetchall()
        return [read_row(row) for row in reversed(rows)]

    def count(self, game_session: int | None = None, *, scope: Scope | None = None) -> int:
        where, args = _where(game_session, scope)
        return int(self.db.execute(f"SELECT count(*) FROM rolls {where}", args).fetchone()[0])

    def each(self, game_session: int | None = None, *, scope: Scope | None = None
             ) -> Iterator[StoredRoll | DamagedRoll]:
        """Every roll (of one game session, in one scope), oldest first, read a few hundred at a time: a log of
        any size is walked in little memory."""
        where, args = _where(game_session, scope)
        cursor = self.db.execute(f"SELECT {_COLUMNS} FROM rolls {where} ORDER BY id", args)
        while batch := cursor.fetchmany(200):
            yield from (read_row(row) for row in batch)

    def scope_of(self, roll_id: int) -> Scope | None:
        """The campaign and system a logged roll belongs to."""
        row = self.db.execute("SELECT campaign, system FROM rolls WHERE id = ?", (roll_id,)).fetchone()
        return Scope(row[0] or "", row[1]) if row else None

    def get(self, roll_id: int) -> StoredRoll | DamagedRoll | None:
        row = self.db.execute(f"SELECT {_COLUMNS} FROM rolls WHERE id = ?", (roll_id,)).fetchone()
        return read_row(row) if row else None


@dataclass(frozen=True)
class Scope:
    """Whose rolls: one campaign (a party file's `campaign` key, else the file; "" without one) in one system."""

    campaign: str
    system: str


def _where(game_session: int | None, scope: Scope | None) -> tuple[str, tuple[object, ...]]:
    terms, args = [], []  # type: ignore[var-annotated]
    if scope is not None:
        terms += ["campaign = ?", "system = ?"]
        args += [scope.campaign, scope.system]
    if game_session is not None:
        terms.append("game_session = ?")
        args.append(game_session)
    return ("WHERE " + " AND ".join(terms) if terms else ""), tuple(args)


def _session_key(campaign: str) -> str:
    """The meta key of a campaign's game-session number (no campaign keeps the key logs have always had)."""
    return f"game_session:{campaign}" if campaign else "game_session"


_COLUMNS = ("rolls.id, at, game_session, kind, parent_id, system, profile, phrase, seed, resolution, request, "
            "follow_up, table_before, (SELECT json FROM parties WHERE hash = rolls.party), ref, "
            "(SELECT count(*) FROM events WHERE events.kind = 'undo' AND events.roll_id = rolls.id) > "
            "(SELECT count(*) FROM events WHERE events.kind = 'redo' AND events.roll_id = rolls.id)")  # /redo counts it again


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


def spent_after(table: Table, party: Party, result: Resolution) -> tuple[tuple[str, str, float], ...]:
    """The ledger rows a roll's spends leave: (name, resource, total spent) for characters with a sheet."""
    out = []
    for name in dict.fromkeys(s.who for s in result.spends):
        for resource in dict.fromkeys(s.resource for s in result.spends if s.who == name):
            person = party.find(name)
            if person is None or not hasattr(person, SHEET_FIELDS[resource]):
                continue
            left = table.left(party, name, resource)
            if left is not None:
                out.append((person.name, resource, float(getattr(person, SHEET_FIELDS[resource]) - left)))
    return tuple(out)


def log_roll(
    db: str | Path | None,
    result: Resolution,
    *,
    phrase: str,
    party: Party,
    table_before: Table,
    table_after: Table,
    request: RollRequest | None = None,
    seed: int | None = None,
    profile: str = "rules",
    ref: str | None = None,
) -> int:
    """Log one roll from outside the chat: opens the store, writes, closes."""
    store = Store(db or default_path())
    try:
        return store.log(result, phrase=phrase, party=party, table_before=table_before, table_after=table_after,
                         request=request, seed=seed, profile=profile, ref=ref)
    finally:
        store.close()
