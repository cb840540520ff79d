"""The roll log's SQLite file: is it a rollmate roll log (checked before the store opens it, so another program's
database, a text file or a damaged log is refused and left exactly as it was), opening and migrating it, is it still
there, and why can't it be written.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from rollmate.errors import LogError, RollmateError
from rollmate.files import regular_or_absent
from rollmate.log import chain
from rollmate.log.readonly import read_only
from rollmate.log.schema import SCHEMA, SCHEMA_VERSION, chain_everything, columns_up_to_date, fill_heads, stamp_version
from rollmate.log.underfoot import gone, here, refuse_orphaned_writes

APPLICATION_ID = 0x524F4C4D  # "ROLM" in the SQLite header: this file is a rollmate roll log
SQLITE_MAGIC = b"SQLite format 3\x00"
_ROLLMATE_TABLES = {"schema_version", "meta", "rolls", "ledger"}


def check_is_a_roll_log(path: Path) -> None:
    """Refuse, without writing a byte, a file that is not a rollmate roll log or is damaged. An empty or missing
    file becomes a new log, unless a write-ahead file beside it holds another log's newest writes; a log from an
    earlier rollmate (its tables, no application id yet) is taken up. The log and SQLite's files beside it must be
    regular files or absent: a device, a FIFO, a folder or a link is refused."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        regular_or_absent(path.with_name(path.name + suffix), "the roll log")
    refuse_orphaned_writes(path)
    try:
        if not path.exists() or path.stat().st_size == 0:
            return
        with open(path, "rb") as stream:
            magic = stream.read(len(SQLITE_MAGIC))
    except OSError as error:
        raise RollmateError(f"{path}: cannot read the roll log ({error.strerror or error}).") from None
    if magic != SQLITE_MAGIC:
        raise RollmateError(f"{path}: this is not a rollmate roll log (not an SQLite database); it was left "
                            f"untouched. Give --db a new file or an existing roll log.")
    try:
        probe = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            app_id = probe.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in probe.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            health = probe.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            probe.close()
    except sqlite3.Error as error:
        hint = ": a full disk or a file-size limit?" if "i/o" in str(error).lower() else ""
        raise RollmateError(f"{path}: the roll log cannot be read ({error}{hint}); it was left untouched.") from None
    # No tables at all: a log another rollmate is creating this moment (its first step makes the file a database
    # in WAL mode, its next adds the tables), or an empty database: nothing in it to lose either way.
    if app_id != APPLICATION_ID and not (app_id == 0 and (_ROLLMATE_TABLES <= tables or not tables)):
        raise _foreign(path)
    if health != "ok":
        raise RollmateError(f"{path}: the roll log is damaged ({health}); it was left untouched. `rollmate log "
                            f"verify --db {path}` says which rolls still check out; start a new log with --db.")


def _foreign(path: Path) -> RollmateError:
    return RollmateError(f"{path}: this SQLite database is not a rollmate roll log (another program's file?); it was "
                         "left untouched. Give --db a new file or an existing roll log.")


@contextlib.contextmanager
def reading(path: Path) -> Iterator[sqlite3.Connection]:
    """The log opened to be read only, nothing written and no file made beside it (readonly.read_only); refused
    unless it is a rollmate roll log this rollmate reads as it is (one from before schema 5 is brought up to date by
    opening it once to write)."""
    regular_or_absent(path, "the roll log")
    if not path.is_file() or path.stat().st_size == 0:
        raise RollmateError(f"{path}: there is no roll log here.")
    with open(path, "rb") as stream:
        if stream.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            raise RollmateError(f"{path}: this is not a rollmate roll log (not an SQLite database).")
    with read_only(path) as opened:
        db = opened.db
        try:
            app_id = db.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            version = db.execute("SELECT max(version) FROM schema_version").fetchone()[0] \
                if "schema_version" in tables else None
        except sqlite3.DatabaseError as error:
            raise RollmateError(f"{path}: the roll log cannot be read ({error}).") from None
        if app_id != APPLICATION_ID and not (app_id == 0 and _ROLLMATE_TABLES <= tables):
            raise _foreign(path)
        if not isinstance(version, int) or version < 5 or "events" not in tables:
            raise RollmateError(f"{path}: this roll log is from an older rollmate; open it once with this one (a "
                                "roll, or the chat) to bring it up to date, then read it.")
        yield db


class SqliteDb(sqlite3.Connection):
    """An SQLite connection that speaks the few words the store needs beside its SQL (pglog.PgDb has the same)."""

    dialect = "sqlite"

    def lock_head(self, campaign: str) -> tuple[int, str]:
        """The campaign chain's (count, newest link); BEGIN IMMEDIATE already holds the whole log's write lock."""
        row = self.execute("SELECT seq, link FROM heads WHERE campaign = ?", (campaign,)).fetchone()
        return (int(row[0]), row[1] or "") if row else (0, "")

    def moved_head(self, campaign: str, seq: int, link: str) -> None:
        """Nothing to keep: the next lock_head reads the row again."""

    @staticmethod
    def json_int(column: str, name: str) -> str:
        """SQL for the whole number under `name` in a JSON text column."""
        return f"json_extract({column}, '$.{name}')"

    def notify(self, kind: str, row_id: int, campaign: str, **more: str) -> None:
        """Other processes on an SQLite log read it again to see what was written (no message is sent)."""

    def add_record(self, values: tuple[object, ...], announce: bool = False) -> None:
        """A chain record (chain.ADD_RECORD's columns) and its campaign's head moved to it: two statements in this
        process (nothing to announce on SQLite)."""
        self.execute(chain.ADD_RECORD, values)
        self.execute(chain.MOVE_HEAD, (values[0], values[1], values[6]))


# How a commit reaches the disk (`rollmate serve|mcp --sync`; SQLite's PRAGMA synchronous in WAL mode):
# full: the write-ahead file is synced (fsync) at every commit, so a roll answered survives a power loss too;
# normal: synced only at checkpoints, so a roll answered survives rollmate being killed or crashing, but a power loss
# or a crash of the system may take back the newest commits (whole ones: the log stays consistent).
SYNCS = ("full", "normal")


def open_log(path: str, sync: str = "full") -> SqliteDb:
    """Connect (write-ahead log, `sync` as SYNCS says) and create or bring up to date the log's tables in one
    transaction (what an upgrade chains is never signed: see schema.chain_everything)."""
    if sync not in SYNCS:
        raise RollmateError(f"--sync {sync}: give one of {', '.join(SYNCS)}.")
    db = sqlite3.connect(path, timeout=10, isolation_level=None, factory=SqliteDb)
    wal_mode(db)
    db.execute(f"PRAGMA synchronous={sync.upper()}")
    db.execute("PRAGMA foreign_keys=ON")
    try:
        with Transaction(db, Path(path), None):
            for statement in SCHEMA.split(";"):  # not executescript: it would commit on its own
                if statement.strip():
                    db.execute(statement)
            version = stamp_version(db, path)
            if version < SCHEMA_VERSION:
                columns_up_to_date(db)
                db.execute("DELETE FROM heads")  # each chain's head as its records say (none before schema 6)
                fill_heads(db)
                if version < 6:
                    chain_everything(db, version, path)
                db.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION,))
            db.execute("CREATE INDEX IF NOT EXISTS rolls_by_campaign ON rolls (campaign, system, game_session, id)")
            db.execute("CREATE INDEX IF NOT EXISTS records_by_row ON records (kind, row_id)")
            db.execute("CREATE INDEX IF NOT EXISTS events_by_roll ON events (roll_id)")  # a roll's seat, undos, secrecy
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # with the tables: no one sees one alone
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        db.close()
        raise
    return db


def still_there(path: Path, identity: tuple[int, int] | None) -> None:
    """LogError when the log file was moved, removed or replaced since it was opened (`identity`: its device and
    inode then): writing on would log to a file nobody can find, and a log made in its place knows nothing spent.
    A log moved is first given every write this rollmate made (underfoot.gone)."""
    error = gone(path, identity)
    if error is not None:
        raise error


def wal_mode(db: sqlite3.Connection, seconds: float = 10.0) -> None:
    """PRAGMA journal_mode=WAL, waiting while another process holds the log: SQLite answers 'database is locked' at
    once here, without its busy timeout (seen when several processes open a new log at the same moment)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            return
        except sqlite3.OperationalError as error:
            if not ("locked" in str(error) or "busy" in str(error)) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


class Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error. A log that is gone or can't be written is a LogError,
    checked before the write, before the commit (a log moved meanwhile gets nothing: rolled back) and again after
    it (a roll written to a removed file is not shown as made)."""

    def __init__(self, db: sqlite3.Connection, path: Path, identity: tuple[int, int] | None) -> None:
        self.db, self.path, self.identity = db, path, identity

    def __enter__(self) -> None:
        still_there(self.path, self.identity)
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self.failed(error) from None

    def __exit__(self, kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        moved = kind is None and not here(self.path, self.identity)
        try:
            self.db.execute("COMMIT" if kind is None and not moved else "ROLLBACK")
        except sqlite3.Error as error:
            if kind is None:
                try:
                    self.db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                raise self.failed(error) from None
        if isinstance(value, sqlite3.Error):
            raise self.failed(value) from None
        if kind is None:
            still_there(self.path, self.identity)

    def failed(self, error: sqlite3.Error) -> RollmateError:
        """The LogError an SQLite error means here, saying why in plain words."""
        path = self.path
        text = str(error).lower()
        if "readonly" in text or "read-only" in text or ("i/o" in text and _read_only(path)):
            why = "it is read-only now"
        elif "full" in text or "i/o" in text or "too large" in text or "too big" in text:
            why = "the disk is full or a file-size limit was reached"
        elif "locked" in text or "busy" in text:
            why = "another program keeps it locked"
        else:
            why = str(error)
        return LogError(f"{path}: the roll log cannot be written ({why}), so nothing was rolled or changed: a roll "
                        "that is not logged is not made.")


class Savepoint:
    """One write inside a transaction already open (Store.group): SAVEPOINT ... RELEASE, or ROLLBACK TO it on any
    error, so a write that fails or is refused leaves the transaction's other writes as they were. Errors of the
    log are those of the `outer` transaction."""

    def __init__(self, outer: Transaction, name: str) -> None:
        self.outer, self.name = outer, name

    def __enter__(self) -> None:
        try:
            self.outer.db.execute(f"SAVEPOINT {self.name}")
        except sqlite3.Error as error:
            raise self.outer.failed(error) from None

    def __exit__(self, kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        try:
            if kind is not None:
                self.outer.db.execute(f"ROLLBACK TO {self.name}")
            self.outer.db.execute(f"RELEASE {self.name}")
        except sqlite3.Error as error:
            raise self.outer.failed(error) from None
        if isinstance(value, sqlite3.Error):
            raise self.outer.failed(value) from None


def _read_only(path: Path) -> bool:
    """Whether the log or its write-ahead file can no longer be opened for writing (SQLite only says 'disk I/O
    error' then). Opening writes nothing."""
    for name in (path, path.with_name(path.name + "-wal")):
        try:
            os.close(os.open(name, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)))
        except FileNotFoundError:
            continue
        except OSError as error:
            if isinstance(error, PermissionError) or error.errno == errno.EROFS:
                return True
    return False
