"""The roll log and the persisted ledgers: an SQLite file or PostgreSQL, one transaction per roll, committed before shown.

Every roll keeps what it takes to show it again and to replay it: the phrase, the request as parsed, the seed or
the given dice, the table (resources, carried luck) and party it was rolled with, and the whole Resolution.
Ledgers keep what each character has *spent* of a resource, so a sheet edited later (more luck, a new war die)
still counts: points left = the sheet's value - spent.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rollmate.errors import RollmateError, RulesError
from rollmate.log import chain, takeback
from rollmate.log.backends import is_server, shown
from rollmate.log.logfile import (  # noqa: F401  (APPLICATION_ID: for callers)
    APPLICATION_ID,
    Savepoint,
    Transaction,
    check_is_a_roll_log,
    open_log,
    reading,
)
from rollmate.log.packing import pack
from rollmate.log.rollrecord import RollRecord, made_now, party_row, spent_after
from rollmate.log.schema import SCHEMA_VERSION  # noqa: F401  (the version a new log gets, for callers)
from rollmate.log.stored import DamagedRoll, Grant, StoredRoll, Undo, read_row
from rollmate.log.tablekey import load_key
from rollmate.log.underfoot import gone
from rollmate.rules.records import FrozenRecord, dump, dump_json
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Table, get_system, on_sheet
from rollmate.userdirs import data_dir, private_file

if TYPE_CHECKING:
    from rollmate.log.verify import Report

DEFAULT_KEY = object()  # Store(path): the table key at its usual place, if there is one


def default_path() -> Path:
    """rollmate.db in the user's data folder (userdirs.data_dir: a relative $XDG_DATA_HOME is ignored)."""
    return data_dir() / "rollmate.db"


class Store:
    """The roll log: an SQLite file (WAL mode), or PostgreSQL for `postgresql://` (pglog); every write is one
    transaction, durable when the call returns, and the same SQL means the same on both.

    Session code writes through three calls, always inside `with store.transaction():` so a record and the ledger
    change it makes land together or not at all: `add_event(kind, ...)` for a GM's entry (a grant, an undo, a
    redo), `adjust(...)` for a ledger change (checked against its cap inside the transaction), and `record(...)`
    for rolls (which opens its own transaction). Each of them puts its record into the campaign's chain.
    """

    def __init__(self, path: str | Path, *, key: bytes | None | object = DEFAULT_KEY, read_only: bool = False,
                 sync: str = "full") -> None:
        """`read_only`: the log opened to be read only (`rollmate log list|show`): nothing written, no table made or
        brought up to date, no file made beside it; a place that holds no roll log is refused. `sync`: how an
        SQLite log's commits reach the disk (logfile.SYNCS); a PostgreSQL log's durability is its server's."""
        self.key: bytes | None = None if read_only else load_key() if key is DEFAULT_KEY else key  # type: ignore[assignment]
        self._identity: tuple[int, int] | None = None
        self._reading = contextlib.ExitStack()  # what a read-only SQLite log holds open until close()
        self.path: Path | None = None  # the SQLite file; None on a server
        self._sheets: set[str] = set()  # hashes of the sheet snapshots this store has seen committed (never deleted)
        self._group: Transaction | None = None  # the SQLite transaction writes join while group() is open
        self._written: set[str] = set()  # sheet snapshots written in that group, not yet committed
        self._savepoints = itertools.count()
        if is_server(path):  # a URL is never a file name: no folder is made after it, its password never shown
            from rollmate.log.pglog import open_server_log, read_server_log

            if sync != "full":
                raise RollmateError(f"--sync {sync} is for an SQLite roll log; how durable a commit is on PostgreSQL "
                                    "is the server's setting (synchronous_commit).")
            self.place = shown(str(path))
            self.db: Any = read_server_log(str(path)) if read_only else open_server_log(str(path))
            return
        self.path, self.place = Path(path), str(path)
        if read_only:
            self.db = self._reading.enter_context(reading(self.path))
            return
        memory = str(path) == ":memory:"
        if not memory:
            check_is_a_roll_log(self.path)  # before anything is written: a foreign file is left as it was
        try:
            if not memory:
                private_file(self.path)  # 0600 in a 0700 folder; SQLite gives its -wal and -shm the same mode
            self.db = open_log(str(path), sync)
            if not memory:
                info = os.stat(self.path)
                self._identity = (info.st_dev, info.st_ino)
        except (OSError, sqlite3.Error) as error:
            raise RollmateError(f"{path}: cannot open the roll log ({getattr(error, 'strerror', None) or error}).") from None

    def close(self) -> None:
        """Close the log; one moved meanwhile is first given every write made here (SQLite won't, once it moved)."""
        if self.path is not None:
            gone(self.path, self._identity)  # what it would say is for a write; here it only folds
        self.db.close()
        self._reading.close()

    def transaction(self, *campaigns: str) -> Any:
        """One write: on SQLite BEGIN IMMEDIATE ... COMMIT, the log's write lock held throughout; on PostgreSQL the
        named campaigns' chain heads locked from the start (pglog.PgTransaction). Either way a ledger read and a cap
        checked inside hold until the commit. A log that is gone, replaced or can't be written is a LogError, and
        nothing is written. Inside group() it is a savepoint of the group's transaction instead."""
        if self.path is None:
            return self.db.transaction(campaigns)
        if self._group is not None:
            return Savepoint(self._group, f"write{next(self._savepoints)}")
        return Transaction(self.db, self.path, self._identity)

    @contextlib.contextmanager
    def group(self) -> Iterator[None]:
        """Many writes, one commit (one fsync): on SQLite every transaction() opened inside is a savepoint of one
        BEGIN IMMEDIATE ... COMMIT, so a write refused inside (a cap) is undone alone, and all of them are durable
        together when this returns; if the commit fails, none is. A group inside a group is a savepoint of it. On
        PostgreSQL each transaction() stays its own (a group would hold campaigns' locks across many writes)."""
        if self.path is None:
            yield
            return
        if self._group is not None:
            with self.transaction():
                yield
            return
        self._group = Transaction(self.db, self.path, self._identity)
        try:
            with self._group:
                yield
                written = [h for h in self._written
                           if self.db.execute("SELECT 1 FROM parties WHERE hash = ?", (h,)).fetchone()]
            self._sheets.update(written)  # committed: in the log for good
        finally:
            self._group = None
            self._written.clear()

    # --- writing ------------------------------------------------------------------------------

    def record(self, records: Sequence[RollRecord], *, secret: bool = False, seat: str | None = None) -> list[int]:
        """Write rolls and their ledger changes in one transaction; return their ids. Secret rolls (hidden from the
        players until Store.reveal) get a chained 'secret' entry each; with `seat` (at a served table: the GM, who
        rolls for anyone), a chained 'seat' entry says who posted each."""
        ids: list[int] = []
        with self.transaction(*(rec.party.campaign for rec in records)):
            for rec in records:
                ids.append(self._insert(rec))
                for name, resource, _ in rec.spent:
                    self._spend(rec, name, resource)
                if secret:
                    self._event("secret", ids[-1])
                if seat is not None:
                    self.add_event("seat", rec.party.campaign, rec.system, name=seat, roll_id=ids[-1])
        # committed, so in the log for good; in a group, once the group commits (a savepoint may yet be undone)
        (self._sheets if self._group is None else self._written).update(party_row(rec.party)[1] for rec in records)
        return ids

    def _event(self, kind: str, roll_id: int) -> None:
        """A GM's entry about one roll ('secret', 'reveal'), chained, inside the caller's transaction."""
        row = self.db.execute("SELECT campaign, system FROM rolls WHERE id = ?", (roll_id,)).fetchone()
        if row is not None:
            self.add_event(kind, row[0], row[1], roll_id=roll_id)

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

    def add_event(self, kind: str, campaign: str, system: str, *, name: str | None = None,
                  resource: str | None = None, amount: float | None = None, roll_id: int | None = None,
                  note: str | None = None) -> int:
        """A GM's entry (kind 'grant', 'undo', 'redo', ...) and its chain record; inside `transaction()`."""
        event_id = int(self.db.execute(
            "INSERT INTO events (at, campaign, system, kind, name, resource, amount, roll_id, note) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id", (_now(), campaign, system, kind, name, resource, amount,
                                                         roll_id, note)).fetchone()[0])
        chain.append(self.db, campaign, kind, row_id=event_id, key=self.key)
        self.db.notify(kind, event_id, campaign)
        return event_id

    def spent(self, campaign: str, system: str, name: str, resource: str) -> float | None:
        """What the ledger says `name` has spent of `resource`; None when it has no row for them."""
        row = self.db.execute("SELECT spent FROM ledger WHERE campaign = ? AND system = ? AND name = ? AND "
                              "resource = ?", (campaign, system, name, resource)).fetchone()
        return None if row is None else float(row[0])

    def adjust(self, campaign: str, system: str, name: str, resource: str, change: float, *,
               cap: float | None = None) -> float:
        """Add `change` to what `name` has spent of `resource` (negative: given back), inside `transaction()`, and
        chain the change. With `cap` (the sheet's value), a spend past it is refused here, where no other process
        can spend in between. Returns the new total spent."""
        self.db.lock_head(campaign)  # the ledger is changed under the campaign's lock (held already when the caller
        # named the campaign to transaction(), as every writer here does)
        spent = float(self.db.execute(  # read and changed in one statement; a spend past the cap is undone below
            "INSERT INTO ledger VALUES (?, ?, ?, ?, ?) ON CONFLICT(campaign, system, name, resource) DO UPDATE SET "
            "spent = ledger.spent + excluded.spent RETURNING spent", (campaign, system, name, resource, change)
        ).fetchone()[0])
        if cap is not None and change > 0 and spent > cap + 1e-9:  # the caller's transaction rolls back on this
            many = get_system(system).resource_named(resource).many
            raise RulesError(f"{name} has no {many} left: they were spent in another chat on this roll log.")
        chain.append(self.db, campaign, "ledger", body={"system": system, "name": name, "resource": resource,
                                                        "spent": spent}, key=self.key)
        return spent

    def forget(self, roll_id: int, result: Resolution, party: Party) -> bool:
        """Take back a roll whose answer could not be shown (stdout closed, a full disk): its records leave the end
        of its campaign's chain and the ledger is as it was before it, in one transaction. Only a roll with nothing
        after it in its campaign but its own ledger changes can go; returns whether it went."""
        with self.transaction(party.campaign):
            return takeback.forget(self.db, roll_id)

    def _spend(self, rec: RollRecord, name: str, resource: str) -> None:
        """Add this roll's spend to the ledger, inside the roll's transaction: another chat on the same log that
        spent the last point first makes this roll fail, not count twice."""
        person = rec.party.find(name)
        mine = [s for s in rec.result.spends if s.resource == resource and rec.party.find(s.who) is person]
        gained = get_system(rec.system).resource_named(resource).gained
        held = on_sheet(person, resource) if person is not None else None
        after = next((s.after for s in reversed(mine) if s.after is not None), None)
        if after is not None and held is not None:  # the rules said what is held now (a reset): spent = sheet - that
            change = held - after - (self.spent(rec.party.campaign, rec.system, name, resource) or 0.0)
        else:  # the ledger counts what is spent: a gained resource is spent backwards
            change = sum(s.amount for s in mine) * (-1 if gained else 1)
        self.adjust(rec.party.campaign, rec.system, name, resource, change, cap=None if gained else held)

    def _insert(self, rec: RollRecord) -> int:
        party_json, party_hash = party_row(rec.party)
        campaign = rec.party.campaign
        if party_hash not in self._sheets:  # a sheet snapshot is written and chained once, when first rolled with
            added = self.db.execute("INSERT INTO parties (hash, json) VALUES (?, ?) ON CONFLICT DO NOTHING "
                                    f"{chain.returning('sheet')}", (party_hash, party_json)).fetchone()
            if added is not None:
                chain.append(self.db, campaign, "sheet", row_id=int(added[0]), row=added[1:], key=self.key)
        r = rec.result
        cursor = self.db.execute(  # in one statement with the parent roll's id (a follow-up's) and the game session
            "INSERT INTO rolls (ref, parent_id, at, game_session, kind, system, profile, actor, phrase, request, "
            "follow_up, seed, given_dice, dice, extra_dice, outcome, total, spent, table_before, party, resolution, "
            f"campaign) VALUES (?, (SELECT id FROM rolls WHERE ref = ?), ?, {_SESSION}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            f"?, ?, ?, ?, ?, ?, ?, ?) {chain.returning('roll')}",
            (
                rec.ref, rec.parent_ref, rec.at, _session_key(campaign),
                "follow_up" if rec.follow_up else "roll", rec.system, rec.profile, r.actor, rec.phrase,
                pack(dump_json(rec.request)) if rec.request else None,
                dump_json(rec.follow_up) if rec.follow_up else None,
                rec.seed, json.dumps(list(rec.given_dice)) if rec.given_dice is not None else None,
                json.dumps(list(r.dice)), json.dumps(list(r.extra_dice)), r.outcome, r.total,
                json.dumps([dump(s) for s in r.spends]), pack(dump_json(rec.table_before)), party_hash,
                pack(dump_json(r, exclude={"request"})),  # the request is its own column
                campaign,
            ),
        )
        row = cursor.fetchone()
        chain.append(self.db, campaign, "roll", row_id=int(row[0]), row=row[1:], key=self.key, announce=True)
        return int(row[0])

    def new_session(self, refills: Iterable[tuple[str, str]], campaign: str = "") -> int:
        """Start a new game session: every spend of each (system, resource) in `refills` comes back, in this
        campaign. Returns its number."""
        refills = list(refills)
        with self.transaction(campaign):
            number = self.game_session(campaign) + 1
            self.db.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                            (_session_key(campaign), str(number)))
            for system, resource in refills:
                self.db.execute("DELETE FROM ledger WHERE campaign = ? AND system = ? AND resource = ?",
                                (campaign, system, resource))
            chain.append(self.db, campaign, "session", body={"number": number, "refills": [list(r) for r in refills]},
                         key=self.key)
        return number

    def sign_unsigned(self) -> tuple[Report, int]:
        """Sign, with a table key made for this log this moment (`rollmate log key`), every record written before
        it: in one transaction, only when the chain checks out and no record carries a signature yet (one that does
        was signed with another key; a key already in use signs only what it writes). Returns the check and how
        many records were signed (0: refused, or nothing to sign)."""
        if self.key is None:
            raise RollmateError("There is no table key to sign with.")
        with self.transaction(*(h.campaign for h in chain.heads(self.db))):
            from rollmate.log.verify import check  # the log's checks: only when one is asked for

            report = check(self.db, None)
            if not report.ok or report.signatures:
                return report, 0
            rows = self.db.execute("SELECT id, link FROM records WHERE mac IS NULL AND link IS NOT NULL").fetchall()
            for record_id, link in rows:
                self.db.execute("UPDATE records SET mac = ? WHERE id = ?", (chain.mac_of(self.key, link), record_id))
        return report, len(rows)

    # --- a served table's own entries: its links, and which table each campaign belongs to ----------------------

    def table_entry(self, key: str) -> str | None:
        """A table's own entry (`meta` row `table:KEY`): its links ('links:HOME'), a campaign's owner ('owner:NAME')."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (f"table:{key}",)).fetchone()
        return None if row is None else str(row[0])

    def table_entries(self, prefix: str) -> dict[str, str]:
        """Every table's own entry whose key starts with `prefix` ('owner:'), by key (the prefix left off)."""
        rows = self.db.execute("SELECT key, value FROM meta WHERE key LIKE ? ESCAPE '\\'",
                               (_like(f"table:{prefix}") + "%",)).fetchall()
        return {str(key)[len(f"table:{prefix}"):]: str(value) for key, value in rows}

    def keep_table_entry(self, key: str, value: str, *, first: bool = False) -> str:
        """Write a table's own entry; with `first`, only if there is none yet (two tables claiming one campaign at
        once: one of them gets it). Returns the entry as it now is."""
        conflict = "NOTHING" if first else "UPDATE SET value = excluded.value"
        with self.transaction():
            self.db.execute(f"INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO {conflict}", (f"table:{key}", value))
        return self.table_entry(key) or value

    # --- reading ------------------------------------------------------------------------------

    def verify(self, heads: Iterable[str] = ()) -> Report:
        """Check every record against its campaign's chain, and against heads kept elsewhere (verify.check)."""
        from rollmate.log.verify import check

        return check(self.db, self.key, heads)

    def head(self, campaign: str) -> chain.Head | None:
        """The campaign's chain head, as `rollmate log verify` prints it and an export ends with."""
        return chain.head(self.db, campaign)

    def game_session(self, campaign: str = "") -> int:
        """The campaign's current game session: each campaign counts its own."""
        return int(self.db.execute(f"SELECT {_SESSION}", (_session_key(campaign),)).fetchone()[0])

    def table_for(self, party: Party, system: str, table: Table | None = None) -> Table:
        """`table` with the persisted ledgers of the party's characters in `system`, in its campaign, put in."""
        table = table or Table()
        rows = self.db.execute("SELECT name, resource, spent FROM ledger WHERE campaign = ? AND system = ?",
                               (party.campaign, system)).fetchall()
        for name, resource, spent in rows:
            person = next((c for c in party.characters if c.name == name and c.system == system), None)
            held = on_sheet(person, resource) if person is not None else None
            if held is None:
                continue
            left = held - spent  # a bonus may be below zero on a sheet (-1 forward); a count of things never is
            table = table.with_left(resource, name, type(held)(left if held < 0 else max(0, left)))
        return table

    def recent(self, limit: int = 10, game_session: int | None = None, *, scope: Scope | None = None,
               after: int = 0) -> list[StoredRoll | DamagedRoll]:
        """The latest rolls (of one game session, in one scope, newer than roll `after`), oldest first."""
        where, args = _where(game_session, scope, after)
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM rolls {where} ORDER BY id DESC LIMIT ?", (*args, limit)
        ).fetchall()
        return [read_row(row) for row in reversed(rows)]

    def newest_of_each(self, scope: Scope, limit: int = 200) -> list[StoredRoll]:
        """Each actor's newest roll that counts (not taken back, readable) among the scope's `limit` newest, oldest
        first: what a table remembers for follow-ups. The window is skimmed by id, actor and whether each counts;
        only the rolls returned are read whole (and an older one of an actor whose newest can't be read)."""
        where, args = _where(None, scope)
        queue: dict[str, list[int]] = {}  # each actor's rolls that count, newest first
        for roll_id, actor, void in self.db.execute(
                f"SELECT rolls.id, actor, {_VOID} FROM rolls {where} ORDER BY id DESC LIMIT ?", (*args, limit)):
            if not void:
                queue.setdefault(actor or "", []).append(int(roll_id))
        found: list[StoredRoll] = []
        while queue:
            wanted = {ids.pop(0): actor for actor, ids in queue.items()}
            marks = ", ".join("?" * len(wanted))
            for row in self.db.execute(f"SELECT {_COLUMNS} FROM rolls WHERE rolls.id IN ({marks})", tuple(wanted)):
                if isinstance(roll := read_row(row), StoredRoll):
                    found.append(roll)
                    del queue[wanted[roll.id]]
            queue = {actor: ids for actor, ids in queue.items() if ids}
        return sorted(found, key=lambda r: r.id)

    def newest_by(self, scope: Scope, actor: str, *, leaving_out: Collection[int] = ()) -> StoredRoll | None:
        """The actor's newest roll in the scope that counts (not taken back, readable), the rolls `leaving_out` (the
        GM's secret ones, for a player) left out; None when there is none."""
        where, args = _where(None, scope)
        rows = self.db.execute(f"SELECT rolls.id FROM rolls {where} AND actor = ? AND NOT {_VOID} ORDER BY id DESC "
                               "LIMIT 50", (*args, actor))
        for (roll_id,) in rows.fetchall():
            roll = self.get(roll_id) if roll_id not in leaving_out else None
            if isinstance(roll, StoredRoll):
                return roll
        return None

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

    def campaign_rolls(self) -> list[tuple[str, int]]:
        """Each campaign the log holds rolls of, with how many: the one rolled in last first."""
        rows = self.db.execute("SELECT campaign, count(*), max(id) FROM rolls GROUP BY campaign ORDER BY max(id) "
                               "DESC").fetchall()
        return [(campaign or "", int(count)) for campaign, count, _ in rows]

    def newest(self, campaign: str, count: int) -> Iterator[StoredRoll | DamagedRoll]:
        """The campaign's `count` newest rolls, of every game, oldest first, read a few hundred at a time."""
        row = self.db.execute("SELECT id FROM rolls WHERE campaign = ? ORDER BY id DESC LIMIT 1 OFFSET ?",
                              (campaign, max(count, 1) - 1)).fetchone()
        cursor = self.db.execute(f"SELECT {_COLUMNS} FROM rolls WHERE campaign = ? AND rolls.id >= ? ORDER BY "
                                 "rolls.id", (campaign, int(row[0]) if row else 0))
        while batch := cursor.fetchmany(200):
            yield from (read_row(r) for r in batch)

    def unrevealed(self, campaign: str) -> set[int]:
        """The campaign's secret rolls (record(secret=True)) the GM has not revealed."""
        return {int(r[0]) for r in self.db.execute(
            "SELECT roll_id FROM events WHERE kind = 'secret' AND campaign = ? EXCEPT SELECT roll_id FROM events WHERE "
            "kind = 'reveal' AND campaign = ?", (campaign, campaign))}

    def campaigns(self) -> list[str]:
        """Every named campaign the log has rolls, GM's entries or ledgers for, by name."""
        rows = self.db.execute("SELECT campaign FROM rolls UNION SELECT campaign FROM events UNION SELECT campaign "
                               "FROM ledger").fetchall()
        return sorted(r[0] for r in rows if r[0])

    # --- what a face watches: the newest rolls and GM's entries, and what other processes announce ---------------

    def marks(self) -> tuple[int, int]:
        """(newest roll id, newest GM's entry id) in the whole log; 0 for none."""
        row = self.db.execute("SELECT (SELECT max(id) FROM rolls), (SELECT max(id) FROM events)").fetchone()
        return int(row[0] or 0), int(row[1] or 0)

    def rolls_after(self, campaign: str, roll_id: int, limit: int) -> list[int]:
        """The ids of the campaign's `limit` newest rolls newer than `roll_id`, oldest first."""
        rows = self.db.execute("SELECT id FROM rolls WHERE id > ? AND campaign = ? ORDER BY id DESC LIMIT ?",
                               (roll_id, campaign, limit)).fetchall()
        return [int(r[0]) for r in reversed(rows)]

    def roll_of_entry(self, event_id: int) -> int | None:
        """The roll a GM's entry (an undo, a reveal) is about; None for one about no roll (a grant's undo)."""
        row = self.db.execute("SELECT roll_id FROM events WHERE id = ?", (event_id,)).fetchone()
        return int(row[0]) if row and row[0] is not None else None

    def undone_since(self, campaign: str, event_id: int) -> list[int]:
        """The campaign's rolls taken back by /undo entries newer than entry `event_id`, in the order taken back."""
        rows = self.db.execute("SELECT roll_id FROM events WHERE id > ? AND kind = 'undo' AND campaign = ? AND "
                               "roll_id IS NOT NULL ORDER BY id", (event_id, campaign)).fetchall()
        return [int(r[0]) for r in rows]

    def announce(self, kind: str, campaign: str, **more: str) -> None:
        """Tell the other processes on this log something that is not written (a served table's links changed, the
        GM asked for a roll): announced on PostgreSQL, nothing on SQLite (its readers read the log again)."""
        self.db.notify(kind, 0, campaign, **more)

    def announcements(self, retry: float) -> AsyncIterator[dict[str, Any] | None] | None:
        """What the log announces, as it is announced (pglog.announcements), or None where nothing is (SQLite)."""
        if self.path is not None:
            return None
        from rollmate.log.pglog import announcements

        return announcements(self.db.url, retry)

    def announced_here(self, note: dict[str, Any]) -> bool:
        """Whether this store's own connection announced `note`."""
        return note.get("from") == getattr(self.db, "voice", None)

    # --- the GM's entries: grants, undos and redos, secret rolls revealed, the chat's settings -------------------

    def newest_roll(self) -> int:
        """The newest roll's id in the whole log (0 when it holds none): a GM's entry notes it to be ordered among
        rolls."""
        return int(self.db.execute("SELECT coalesce(max(id), 0) FROM rolls").fetchone()[0])

    def newest_standing_roll(self, scope: Scope) -> int | None:
        """The id of the scope's newest roll that still counts (not taken back); None when there is none."""
        row = self.db.execute(f"SELECT id FROM rolls WHERE campaign = ? AND system = ? AND NOT {_VOID} ORDER BY id "
                              "DESC LIMIT 1", (scope.campaign, scope.system)).fetchone()
        return None if row is None else int(row[0])

    def grants(self, scope: Scope) -> list[Grant]:
        """The scope's grants, oldest first, each marked void when /undo took it back."""
        return [_grant(row) for row in self.db.execute(f"{self._grants()} AND g.campaign = ? AND g.system = ? ORDER BY "
                                                       "g.id", (scope.campaign, scope.system)).fetchall()]

    def newest_standing_grant(self, scope: Scope) -> Grant | None:
        """The scope's newest grant that still counts (not taken back); None when there is none."""
        row = self.db.execute(f"SELECT * FROM ({self._grants()} AND g.campaign = ? AND g.system = ?) AS x WHERE NOT "
                              "x.void ORDER BY x.id DESC LIMIT 1", (scope.campaign, scope.system)).fetchone()
        return None if row is None else _grant(row)

    def grant(self, event_id: int) -> Grant | None:
        """The grant that is GM's entry `event_id`; None when that entry is no grant."""
        row = self.db.execute(f"{self._grants()} AND g.id = ?", (event_id,)).fetchone()
        return None if row is None else _grant(row)

    def _grants(self) -> str:
        """SQL: the grants (g) as _grant reads them, with whether more /undo entries than /redo ones name each."""
        event = self.db.json_int
        return (f"SELECT g.id, g.at, g.name, g.resource, g.amount, coalesce({event('g.note', 'after')}, 0), "
                f"(SELECT count(*) FROM events u WHERE u.kind = 'undo' AND {event('u.note', 'event')} = g.id) > "
                f"(SELECT count(*) FROM events r WHERE r.kind = 'redo' AND {event('r.note', 'event')} = g.id) AS void "
                "FROM events g WHERE g.kind = 'grant'")

    def newest_standing_undo(self, scope: Scope) -> Undo | None:
        """The scope's newest /undo whose roll or grant still counts for nothing (no /redo since gave it back)."""
        event = self.db.json_int
        row = self.db.execute(
            "SELECT id, roll_id, note FROM events x WHERE kind = 'undo' AND campaign = ? AND system = ? AND "
            "(SELECT count(*) FROM events u WHERE u.kind = 'undo' AND (u.roll_id = x.roll_id OR "
            f"{event('u.note', 'event')} = {event('x.note', 'event')})) > "
            "(SELECT count(*) FROM events r WHERE r.kind = 'redo' AND (r.roll_id = x.roll_id OR "
            f"{event('r.note', 'event')} = {event('x.note', 'event')})) ORDER BY id DESC LIMIT 1",
            (scope.campaign, scope.system)).fetchone()
        return None if row is None else Undo(int(row[0]), None if row[1] is None else int(row[1]),
                                             json.loads(row[2] or "{}"))

    def done_since(self, scope: Scope, roll_id: int, event_id: int) -> int:
        """How many rolls newer than roll `roll_id`, and grants newer than GM's entry `event_id`, the scope has."""
        return int(self.db.execute(
            "SELECT (SELECT count(*) FROM rolls WHERE campaign = ? AND system = ? AND id > ?) + (SELECT count(*) FROM "
            "events WHERE campaign = ? AND system = ? AND id > ? AND kind = 'grant')",
            (scope.campaign, scope.system, roll_id, scope.campaign, scope.system, event_id)).fetchone()[0])

    def reveal(self, roll_id: int) -> bool:
        """Show a secret roll to everyone (a chained 'reveal' entry); False when it is no hidden roll."""
        scope = self.scope_of(roll_id)
        if scope is None:
            return False
        with self.transaction(scope.campaign):
            if roll_id not in self.unrevealed(scope.campaign):
                return False
            self._event("reveal", roll_id)
        return True

    def keep_setting(self, campaign: str, key: str, value: str) -> None:
        """Keep one of a campaign's chat settings (the game played, ...), so a restart finds it again."""
        with self.transaction():
            self.db.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                            (f"setting:{campaign}:{key}", value))

    def settings(self, campaign: str) -> dict[str, str]:
        """Every setting kept for the campaign, by key."""
        prefix = f"setting:{campaign}:"
        rows = self.db.execute("SELECT key, value FROM meta WHERE key LIKE ? ESCAPE '\\'",
                               (_like(prefix) + "%",)).fetchall()
        return {str(key)[len(prefix):]: str(value) for key, value in rows if str(key).startswith(prefix)}


@dataclass(frozen=True, eq=False, repr=False)
class Scope(FrozenRecord):
    """Whose rolls: one campaign (a party file's `campaign` key, else the file; "" without one) in one system."""

    campaign: str
    system: str


def _where(game_session: int | None, scope: Scope | None, after: int = 0) -> tuple[str, tuple[object, ...]]:
    terms, args = [], []  # type: ignore[var-annotated]
    if after:
        terms.append("rolls.id > ?")
        args.append(after)
    if scope is not None:
        terms += ["campaign = ?", "system = ?"]
        args += [scope.campaign, scope.system]
    if game_session is not None:
        terms.append("game_session = ?")
        args.append(game_session)
    return ("WHERE " + " AND ".join(terms) if terms else ""), tuple(args)


_SESSION = "COALESCE((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?), 1)"  # a campaign's game session


def _session_key(campaign: str) -> str:
    """The meta key of a campaign's game-session number (no campaign keeps the key logs have always had)."""
    return f"game_session:{campaign}" if campaign else "game_session"


_VOID = ("(SELECT count(*) FROM events WHERE events.kind = 'undo' AND events.roll_id = rolls.id) > "
         "(SELECT count(*) FROM events WHERE events.kind = 'redo' AND events.roll_id = rolls.id)")  # /redo counts it again
_SEAT = "(SELECT name FROM events WHERE events.kind = 'seat' AND events.roll_id = rolls.id LIMIT 1)"  # who posted it
_COLUMNS = ("rolls.id, at, game_session, kind, parent_id, system, profile, phrase, seed, resolution, request, "
            f"follow_up, table_before, (SELECT json FROM parties WHERE hash = rolls.party), ref, {_VOID}, {_SEAT}")


def _grant(row: Sequence[Any]) -> Grant:
    grant_id, at, name, resource, amount, after, void = row
    return Grant(int(grant_id), at, name, resource, float(amount), int(after or 0), bool(void))


def _like(text: str) -> str:
    """`text` as a LIKE pattern that matches it alone (ESCAPE '\\')."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _now() -> str:
    return made_now()


def log_roll(db: str | Path | None, result: Resolution, **roll: Any) -> int:
    """Log one roll from outside the chat (Store.log's keywords): opens the store, writes, closes."""
    store = Store(db or default_path())
    try:
        return store.log(result, **roll)
    finally:
        store.close()
