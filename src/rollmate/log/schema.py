"""The roll log's tables, and bringing a log from an earlier rollmate up to date inside the transaction that opens it.

Schemas 1-5 added columns and tables one by one (a roll's own hash chain, campaigns, the GM's entries). Schema 6
puts every record that changes a table into one chain per campaign (chain.py): an older log's rows are chained as
they are found, after a `migrate` record that says what the older, weaker chain said of them at that moment; a log
whose older chain does not check out is refused, and what is chained is never signed (nobody checked it with the key).
Schema 7 keeps each chain's head (its count and newest link) in `heads`: the row a writer locks on PostgreSQL, so
tables never wait on one another, and a second witness of how long each chain is.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass

from rollmate.errors import RollmateError
from rollmate.log import chain
from rollmate.rules.records import FrozenRecord

SCHEMA_VERSION = 7  # 2: each roll record carries its hash-chain value; 3: ledgers are kept per campaign;
# 4: each roll record names its campaign, and game sessions are counted per campaign; 5: the GM's entries (grants,
# undos) are kept in `events`; 6: every record that changes a table is in one chain per campaign (`records`);
# 7: each chain's head in `heads`

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
CREATE TABLE IF NOT EXISTS records (
    id INTEGER PRIMARY KEY AUTOINCREMENT, campaign TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
    row_id INTEGER, body TEXT, digest TEXT, link TEXT, mac TEXT, UNIQUE (campaign, seq)
);
CREATE TABLE IF NOT EXISTS heads (campaign TEXT PRIMARY KEY, seq INTEGER NOT NULL, link TEXT NOT NULL);
"""
LEDGER = SCHEMA[SCHEMA.index("CREATE TABLE IF NOT EXISTS ledger") :].split(";")[0]


def columns_up_to_date(db: sqlite3.Connection) -> None:
    """The columns and tables schemas 2-5 added (each step is skipped when it was made before)."""
    if "chain" not in _columns(db, "rolls"):
        db.execute("ALTER TABLE rolls ADD COLUMN chain TEXT")
    if "chain" not in _columns(db, "events"):
        db.execute("ALTER TABLE events ADD COLUMN chain TEXT")
    if "campaign" not in _columns(db, "rolls"):
        db.execute("ALTER TABLE rolls ADD COLUMN campaign TEXT NOT NULL DEFAULT ''")  # rolls of no campaign
    if "campaign" not in _columns(db, "ledger"):  # spends from before campaigns belong to none ("")
        db.execute("ALTER TABLE ledger RENAME TO ledger_before_campaigns")
        db.execute(LEDGER)
        db.execute("INSERT INTO ledger SELECT '', system, name, resource, spent FROM ledger_before_campaigns")
        db.execute("DROP TABLE ledger_before_campaigns")


def stamp_version(db: sqlite3.Connection, place: str) -> int:
    """The log's schema version as it was opened (a new log is stamped with this rollmate's); a newer one is refused.
    On either back-end, inside the transaction that creates the tables."""
    row = db.execute("SELECT version FROM schema_version").fetchone()
    if row is None:
        db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
        return SCHEMA_VERSION
    if row[0] > SCHEMA_VERSION:
        raise RollmateError(f"{place}: the roll log is from a newer rollmate (schema {row[0]})")
    return int(row[0])


def fill_heads(db: sqlite3.Connection) -> None:
    """Each chain's head from its newest record (a log from before schema 7 had none kept apart)."""
    db.execute("INSERT INTO heads SELECT campaign, seq, coalesce(link, '') FROM records r WHERE seq = (SELECT max(seq) "
               "FROM records WHERE campaign = r.campaign) ON CONFLICT (campaign) DO NOTHING")


def chain_everything(db: sqlite3.Connection, old_version: int, place: str) -> None:
    """Chain every row of a log from before schema 6, campaign by campaign, in the order they were written. Nothing
    here is signed, key or not: these rows were never checked with the key, and signing would vouch for them. A log
    whose older chain does not check out is refused, its first bad record named, and nothing is chained."""
    older = older_chain(db)
    if older.broken is not None:
        raise RollmateError(f"{place}: this roll log says it is from an older rollmate (schema {old_version}), but "
                            f"{older.broken} does not check out under the chain that rollmate kept: it was changed "
                            "since. The log was not brought up to date, chained or signed, and nothing was written; "
                            f"`rollmate log verify --db {place}` says what it can.")
    party_campaign = dict(db.execute("SELECT party, MIN(campaign) FROM rolls GROUP BY party").fetchall())
    campaigns = sorted({c for (c,) in db.execute("SELECT campaign FROM rolls UNION SELECT campaign FROM events "
                                                 "UNION SELECT campaign FROM ledger")} | {""})
    for campaign in campaigns:
        chain.append(db, campaign, "migrate", body={"from": old_version, "older_chain": older.said})
    for rowid, party_hash in db.execute("SELECT rowid, hash FROM parties ORDER BY rowid").fetchall():
        chain.append(db, party_campaign.get(party_hash, ""), "sheet", row_id=rowid)
    for roll_id, campaign in db.execute("SELECT id, campaign FROM rolls ORDER BY id").fetchall():
        chain.append(db, campaign, "roll", row_id=roll_id)
    for event_id, campaign, kind in db.execute("SELECT id, campaign, kind FROM events ORDER BY id").fetchall():
        chain.append(db, campaign, kind, row_id=event_id)
    for key_name, value in db.execute("SELECT key, value FROM meta WHERE key = 'game_session' OR key LIKE "
                                      "'game\\_session:%' ESCAPE '\\'").fetchall():
        campaign = key_name.partition(":")[2]
        chain.append(db, campaign, "session", body={"number": int(value), "refills": []})
    for campaign, system, name, resource, spent in db.execute("SELECT * FROM ledger").fetchall():
        chain.append(db, campaign, "ledger", body={"system": system, "name": name, "resource": resource,
                                                   "spent": spent})


@dataclass(frozen=True, eq=False, repr=False)
class OlderChain(FrozenRecord):
    """What the chain of schemas 2-5 says of a log: in words, and the first record that broke it (None: none did)."""

    said: str
    broken: str | None = None


def older_chain(db: sqlite3.Connection) -> OlderChain:
    """What the chain of schemas 2-5 says: each roll (and GM's entry) hashed after the one before it, no key."""
    have = _columns(db, "rolls")
    if "chain" not in have:
        return OlderChain("no older chain: every roll was written before rollmate kept one")
    names = [c for c in ("id", *chain.ROLL_COLUMNS) if c in have]
    previous, checked, unchained = "", 0, 0
    for row in db.execute(f"SELECT {', '.join(names)}, chain FROM rolls ORDER BY id").fetchall():
        *values, link = row
        if link is None and checked == 0:
            unchained += 1
            continue
        if names[-1] == "campaign" and values[-1] == "":
            values = values[:-1]  # no campaign: the content older records had
        if link != _older_link(previous, values):
            return _broken(f"roll #{values[0]}")
        previous, checked = link, checked + 1
    previous = ""
    if "chain" in _columns(db, "events"):
        for row in db.execute(f"SELECT id, {', '.join(chain.EVENT_COLUMNS)}, chain FROM events ORDER BY id").fetchall():
            *values, link = row
            if link != _older_link(previous, values):
                return _broken(f"the GM's entry #{values[0]}")
            previous = link
    return OlderChain(f"{checked} roll records checked out under the older chain ({unchained} written before it)")


def _broken(record: str) -> OlderChain:
    return OlderChain(f"{record} did not check out under the older chain", record)


def _older_link(previous: str, values: list) -> str:  # type: ignore[type-arg]
    content = json.dumps([v.hex() if isinstance(v, bytes) else v for v in values], ensure_ascii=False,
                         separators=(",", ":"))
    return hashlib.sha256(f"{previous}\n{content}".encode("utf-8")).hexdigest()


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {c[1] for c in db.execute(f"PRAGMA table_info({table})")}
