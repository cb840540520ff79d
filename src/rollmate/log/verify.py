"""Checking a roll log (`rollmate log verify`): opened read-only, each campaign's chain walked, the first bad record
named with the kind of damage: edited, missing, reordered, unsigned, truncated or unreadable.

What the walk proves: every record that changed a table is still there, unchanged and in its place, up to each
chain's head; the ledgers and game-session counts are what those records add up to; with the table key, that the
key's holder wrote every record. What it cannot prove alone: that the newest records were not all removed, or the
whole log rewritten by someone with rollmate's code but without the key. A head kept elsewhere (`--head`) catches
the first; the key catches the second.
"""

from __future__ import annotations

import hmac
import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from rollmate.errors import RollmateError
from rollmate.log.backends import database_errors, table_names
from rollmate.log.chain import (
    BODY_KINDS,
    SELECT,
    Db,
    Head,
    Record,
    campaign_tag,
    heads,
    link_of,
    mac_of,
    parse_head,
    read,
    row_digest,
    table_of,
)
from rollmate.rules.records import FrozenRecord

REQUIRED = ("records", "rolls", "events", "parties", "ledger", "meta")


@dataclass(frozen=True, eq=False, repr=False)
class Damage(FrozenRecord):
    """What a check of the roll log found wrong, and where."""

    kind: str  # edited, missing, reordered, unsigned, truncated, unreadable
    where: str  # the first bad record: "roll #7 (record 9 of campaign 'Ashes')"
    why: str
    signature: bool = False  # its signature is there but does not match the key given


@dataclass
class Report:
    """What a check of the roll log found: the records read, their heads and any damage."""

    records: int = 0
    heads: list[Head] = field(default_factory=list)
    damage: list[Damage] = field(default_factory=list)
    signed: bool = False  # every record's signature was checked against the table key
    older: str | None = None  # a log from before the chain of every record: what its own chain said
    signatures: int = 0  # records walked that carry a signature (of whatever key)
    wrong_key: bool = False  # the key given signed none of the log's signed records: it is not this log's key

    @property
    def ok(self) -> bool:
        return not self.damage


def check(db: Db, key: bytes | None, wanted: Iterable[str] = ()) -> Report:
    """Walk every campaign's chain; then the rows no record stands for, the ledgers and the kept heads."""
    report = Report(signed=key is not None)
    try:
        tables = table_names(db)
        gone = [t for t in REQUIRED if t not in tables]
        if gone:
            report.damage.append(Damage("missing", f"the {', '.join(gone)} table{'s' if len(gone) > 1 else ''}",
                                        "dropped from the log; the records in it are gone"))
            return report
        campaigns = [r[0] for r in db.execute("SELECT DISTINCT campaign FROM records ORDER BY campaign")]
        for campaign in campaigns:
            walk = _Walk(db, campaign, key)
            report.records += walk.run()
            report.signatures += walk.signatures
            if walk.damage is not None:
                report.damage.append(walk.damage)
            else:
                report.damage += _ledger_damage(db, campaign, walk)
        report.damage += _unchained(db) + _orphan_ledgers(db, campaigns)
        report.heads = heads(db)
        if "heads" in tables:
            report.damage += _kept_heads(db, report.heads, report.damage)
        if key is not None and any(d.signature for d in report.damage):
            report.wrong_key = not _signed_with(db, key)
    except database_errors() as error:  # the records themselves, or a table checked after the walk
        where = f"the log after its first {report.records} records" if report.records else "the records table"
        report.damage.append(Damage("unreadable", where, f"the database cannot read them "
                                    f"({' '.join(str(error).split())}): the pages that hold them are damaged"))
        return report
    report.damage += [d for text in wanted if (d := _against_head(db, text, report.heads)) is not None]
    return report


def check_server(url: str, key: bytes | None, wanted: Iterable[str] = ()) -> Report:
    """The log on PostgreSQL checked in read-only transactions (the server refuses any write); a log that can't be
    read is a Report that says so."""
    from rollmate.log.pglog import connect

    db = connect(url, read_only=True)
    try:
        return check(db, key, wanted)
    except database_errors() as error:
        return Report(damage=[Damage("unreadable", "the log", f"it cannot be read ({' '.join(str(error).split())})")])
    finally:
        db.close()


def check_file(db: sqlite3.Connection, key: bytes | None, heads: list[str]) -> Report:
    """An SQLite log opened to be read only (readonly.read_only), checked (by its older chain when it is from before
    the chain of every record), and SQLite's own check of the file; a page SQLite can't read is named, never an
    internal error."""
    try:
        report = _older(db, key, heads)
    except sqlite3.DatabaseError as error:  # the first page, which lists the tables, is trampled
        report = Report(damage=[Damage("unreadable", "the log's list of tables (its first page)",
                                       f"SQLite cannot read it ({error}), so no record can be found")])
    try:
        if report is None:
            report = check(db, key, heads)  # names the first record it cannot read
            health = db.execute("PRAGMA quick_check").fetchone()[0]
            if health != "ok" and not any(d.kind == "unreadable" for d in report.damage):
                report.damage.append(Damage("unreadable", "the file", f"SQLite finds it damaged ({health})"))
    except sqlite3.DatabaseError as error:  # quick_check itself failed on a trampled page
        if report is None or not report.damage:
            report = Report(damage=[Damage("unreadable", "the file", f"SQLite cannot read it all ({error})")])
    except (ValueError, TypeError, KeyError) as error:  # a trampled value where a number or JSON was kept
        report = Report(damage=[Damage("unreadable", "a value in the log", f"it cannot be read ({error})")])
    return report


def _older(db: sqlite3.Connection, key: bytes | None, heads: list[str]) -> Report | None:
    """A log from before schema 6 (no chain of every record yet), checked by its own older chain: read-only,
    verify can't bring it up to date, so it says what the older chain proves and how to move on. A log that says it
    is schema 6 or later but has no `records` table had it dropped: check() names that. Asked to check a kept head
    or the table key, an older log fails: it has no such chain (or had it removed and its version lowered)."""
    from rollmate.log.schema import SCHEMA_VERSION, older_chain

    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "records" in tables or not {"rolls", "schema_version"} <= tables:
        return None
    version = db.execute("SELECT max(version) FROM schema_version").fetchone()[0]
    if not isinstance(version, int) or version >= SCHEMA_VERSION:
        return None
    older = older_chain(db)
    if older.broken is not None:
        return Report(damage=[Damage("edited", older.broken, "it does not check out under the older chain this log "
                                     "was written with")])
    newer = "; open it once with this rollmate to chain and sign every record"
    if heads:
        return Report(damage=[Damage("truncated", "the chain of every record", "the log has none, so the head kept "
                                     "is not in it (a log from an older rollmate, or its chain removed)" + newer)])
    if key is not None:
        return Report(damage=[Damage("unsigned", "every record", "none is signed with the table key (a log from an "
                                     "older rollmate, or its chain removed)" + newer)])
    return Report(older=older.said)


def label(campaign: str) -> str:
    return f"campaign {campaign!r}" if campaign else "no campaign"


class _Walk:
    """One campaign's chain, oldest first; stops at the first record that does not check out."""

    def __init__(self, db: Db, campaign: str, key: bytes | None) -> None:
        self.db, self.campaign, self.key = db, campaign, key
        self.damage: Damage | None = None
        self.ledger: dict[tuple[str, str, str], tuple[float, Record]] = {}
        self.session: tuple[int, Record | None] = (1, None)
        self.checked = 0
        self.signatures = 0

    def run(self) -> int:
        """Walk the chain; the number of records that checked out. A page SQLite can't read stops the walk there,
        named as the first record that could not be read."""
        self.checked = 0
        try:
            self._walk()
        except sqlite3.DatabaseError as error:
            self.damage = Damage("unreadable", f"record {self.checked + 1} of {label(self.campaign)}",
                                 f"the chain cannot be read from there on ({error})")
        return self.checked

    def _walk(self) -> None:
        digests = {d: s for d, s in self.db.execute("SELECT digest, seq FROM records WHERE campaign = ? AND digest "
                                                    "IS NOT NULL", (self.campaign,))}
        previous, links = "", {"": 0}
        last_id, last_rows = 0, {}  # type: ignore[var-annotated]
        for record in self._records():
            where = f"{record.what()} (record {record.seq} of {label(self.campaign)})"
            if record.seq != self.checked + 1:
                where = f"record {self.checked + 1} of {label(self.campaign)}"
                gone = f"record {self.checked + 1} is" if record.seq == self.checked + 2 else \
                    f"records {self.checked + 1} to {record.seq - 1} are"
                problem: tuple[str, str] | None = ("missing", f"{gone} gone from the chain")
            else:
                try:
                    problem = self._problem(record, previous, links, digests, last_id, last_rows)
                except sqlite3.DatabaseError as error:  # the page holding its row is damaged
                    problem = ("unreadable", f"the row it stands for cannot be read ({error})")
            if problem is not None:
                kind, why = problem
                self.damage = Damage(kind, where, why, signature=why == _MISMATCH)
                return
            self.signatures += record.mac is not None
            self._replay(record)
            previous, last_id = record.link or "", record.id
            links[previous] = record.seq
            if record.row_id is not None:
                last_rows[table_of(record.kind)[0]] = record.row_id
            self.checked += 1

    def _records(self) -> Iterator[Record]:
        cursor = self.db.execute(f"{SELECT} WHERE campaign = ? ORDER BY seq", (self.campaign,))
        while batch := cursor.fetchmany(500):
            yield from (read(row) for row in batch)

    def _problem(self, record: Record, previous: str, links: dict[str, int], digests: dict[str, int], last_id: int,
                 last_rows: dict[str, int]) -> tuple[str, str] | None:
        if record.id <= last_id or (record.row_id is not None and record.kind not in BODY_KINDS
                                    and record.row_id <= last_rows.get(table_of(record.kind)[0], 0)):
            return "reordered", "it was moved: the chain no longer follows the order the records were written in"
        if not record.link:
            return "missing", "its chain link is missing (emptied by hand)"
        if record.link != link_of(previous, record):
            if any(record.link == link_of(other, record) for other in links if other != previous):
                return "reordered", "it was written after another record than the one now before it"
            return "edited", "its chain record was changed after it was written"
        if self.key is not None:
            if record.mac is None:
                return "unsigned", "it carries no signature of the table key (written without it, or stripped)"
            if not _same(record.mac, mac_of(self.key, record.link)):
                return "edited", _MISMATCH
        if record.row_id is not None and record.kind not in BODY_KINDS:
            now = row_digest(self.db, record.kind, record.row_id)
            if now is None:
                return "missing", f"its row in the {table_of(record.kind)[0]} table was removed"
            if now != record.digest:
                if now in digests:
                    return "reordered", f"it now holds what record {digests[now]} of the chain wrote"
                return "edited", "its content was changed after it was written"
        return None

    def _replay(self, record: Record) -> None:
        if record.kind not in ("ledger", "session", "migrate") or record.body is None:
            return
        body = json.loads(record.body)
        if record.kind == "ledger":
            self.ledger[(body["system"], body["name"], body["resource"])] = (float(body["spent"]), record)
        elif record.kind == "session":
            refills = {tuple(pair) for pair in body.get("refills", [])}
            self.ledger = {k: v for k, v in self.ledger.items() if (k[0], k[2]) not in refills}
            self.session = (int(body["number"]), record)


_MISMATCH = "its signature does not match: it was not written with this table key"


def _signed_with(db: Db, key: bytes) -> bool:
    """Whether any record of the log carries a signature made with `key` (read until the first that does): when
    none does, the key is not the log's, or every signature was replaced."""
    cursor = db.execute("SELECT link, mac FROM records WHERE mac IS NOT NULL AND link IS NOT NULL ORDER BY id")
    while batch := cursor.fetchmany(500):
        if any(_same(mac, mac_of(key, str(link))) for link, mac in batch):
            return True
    return False


def _same(kept: object, made: str) -> bool:
    """A signature as kept (whatever an edit left there) against the one the key makes, in constant time."""
    return hmac.compare_digest(str(kept).encode("utf-8", "replace"), made.encode("ascii"))


def _ledger_damage(db: Db, campaign: str, walk: _Walk) -> list[Damage]:
    """The ledger rows and the game-session count as they are, against what the chain's records add up to."""
    rows = {(s, n, r): _number(v) for s, n, r, v in db.execute(
        "SELECT system, name, resource, spent FROM ledger WHERE campaign = ?", (campaign,))}
    for key in sorted(set(rows) | set(walk.ledger)):
        said = walk.ledger.get(key)
        if said is None or key not in rows or not abs(rows[key] - said[0]) <= 1e-9:  # NaN: not a number at all
            system, name, resource = key
            where = (f"{said[1].what()} (record {said[1].seq} of {label(campaign)})" if said else
                     f"the {system} ledger of {name}'s {resource} ({label(campaign)})")
            kept = "nothing" if key not in rows else f"{rows[key]:g}" if rows[key] == rows[key] else "not a number"
            return [Damage("edited", where, f"the ledger says {kept} spent; its records add up to "
                                            f"{said[0]:g}" if said else "no record ever wrote it")]
    meta = "game_session:" + campaign if campaign else "game_session"
    row = db.execute("SELECT value FROM meta WHERE key = ?", (meta,)).fetchone()
    number, record = walk.session
    if _number(row[0] if row else 1) != number:
        where = f"{record.what()} (record {record.seq})" if record else f"the game-session count of {label(campaign)}"
        return [Damage("edited", where, f"the log says game session {row[0] if row else 1}; its records say {number}")]
    return []


def _number(value: object) -> float:
    """A ledger's amount as a number; NaN when the cell holds something else (edited by hand, or trampled)."""
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return float("nan")


def _orphan_ledgers(db: Db, campaigns: list[str]) -> list[Damage]:
    """Ledger rows of a campaign that has no chain at all."""
    known = set(campaigns)
    for campaign, system, name, resource in db.execute("SELECT campaign, system, name, resource FROM ledger"):
        if campaign not in known:
            return [Damage("missing", f"the {system} ledger of {name}'s {resource} ({label(campaign)})",
                           "no chain record stands for it (added by hand, or its records were removed)")]
    return []


def _unchained(db: Db) -> list[Damage]:
    """The first roll, GM's entry or sheet no chain record stands for: added by hand, or its record removed."""
    checks = (("roll", "rolls", "id", "kind = 'roll'"), ("sheet snapshot", "parties", "rowid", "kind = 'sheet'"),
              ("entry", "events", "id", f"kind NOT IN ('roll', 'sheet', {', '.join(repr(k) for k in BODY_KINDS)})"))
    found = []
    for what, table, column, kinds in checks:
        row = db.execute(f"SELECT {column}{', kind' if table == 'events' else ''} FROM {table} WHERE {column} NOT IN "
                         f"(SELECT row_id FROM records WHERE {kinds} AND row_id IS NOT NULL) ORDER BY {column} "
                         "LIMIT 1").fetchone()
        if row is not None:
            name = row[1] if table == "events" else what
            found.append(Damage("missing", f"{name} #{row[0]}", "its chain record is missing (the row was added by "
                                                                 "hand, or its record removed)"))
    return found


def _kept_heads(db: Db, now: list[Head], damaged: list[Damage]) -> list[Damage]:
    """Each chain's head as the `heads` table keeps it (the row a writer locks) against its newest record: a chain
    cut short or a head row removed shows here even without a head kept elsewhere."""
    found = []
    kept = {c: (int(s), link) for c, s, link in db.execute("SELECT campaign, seq, link FROM heads").fetchall()}
    for head in now:
        count, link = kept.get(head.campaign, (None, ""))
        if any(label(head.campaign) in d.where for d in damaged):
            continue  # its first bad record is named already
        if count is None:
            found.append(Damage("missing", f"the head of {label(head.campaign)}", "its row in the heads table was "
                                                                                  "removed"))
        elif count > head.count:
            found.append(Damage("truncated", f"record {head.count + 1} of {label(head.campaign)}",
                                f"the log's heads table says {count} records; the chain has {head.count}: the newest "
                                "were removed"))
        elif count < head.count or link != head.link:
            found.append(Damage("edited", f"the head of {label(head.campaign)}", "the heads table no longer names the "
                                                                                "chain's newest record"))
    chained = {h.campaign for h in now}
    for campaign, (count, _) in kept.items():
        if campaign not in chained and count > 0:
            found.append(Damage("truncated", f"record 1 of {label(campaign)}",
                                f"the log's heads table says {count} records; the chain has none: they were removed"))
    return found


def _against_head(db: Db, text: str, now: list[Head]) -> Damage | None:
    """A head kept elsewhere: its chain must still have that record, unchanged (records after it are fine)."""
    parsed = parse_head(text)
    if parsed is None:
        raise RollmateError(f"--head {text!r}: a head looks like 1a2b3c4d-42-<32 hex digits>, as `rollmate log "
                            "verify` prints it.")
    tag, count, link = parsed
    mine = next((h for h in now if campaign_tag(h.campaign) == tag), None)
    if mine is None:
        return Damage("truncated", f"the chain of head {text}", "that campaign's records are all gone from the log")
    if mine.count < count:
        return Damage("truncated", f"record {mine.count + 1} of {label(mine.campaign)}",
                      f"the head kept says {count} records; the log has {mine.count}: the newest were removed")
    row = db.execute("SELECT link FROM records WHERE campaign = ? AND seq = ?", (mine.campaign, count)).fetchone()
    if row is None or not str(row[0] or "").startswith(link):
        return Damage("edited", f"record {count} of {label(mine.campaign)}", "it is not the record the head kept: "
                      "the chain was rewritten since")
    return None
