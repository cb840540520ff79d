"""The roll log's file: is it a rollmate roll log (checked before the store opens it, so another program's database,
a text file or a damaged log is refused and left exactly as it was), is it still there, and why can't it be written.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from rollmate.files import regular_or_absent
from rollmate.errors import LogError, RollmateError

APPLICATION_ID = 0x524F4C4D  # "ROLM" in the SQLite header: this file is a rollmate roll log
SQLITE_MAGIC = b"SQLite format 3\x00"
_ROLLMATE_TABLES = {"schema_version", "meta", "rolls", "ledger"}


def check_is_a_roll_log(path: Path) -> None:
    """Refuse, without writing a byte, a file that is not a rollmate roll log or is damaged. An empty or missing
    file becomes a new log; a log from an earlier rollmate (its tables, no application id yet) is taken up. The log
    and SQLite's files beside it must be regular files or absent: a device, a FIFO, a folder or a link is refused."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        regular_or_absent(path.with_name(path.name + suffix), "the roll log")
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
        raise RollmateError(f"{path}: this SQLite database is not a rollmate roll log (another program's file?); it "
                            f"was left untouched. Give --db a new file or an existing roll log.")
    if health != "ok":
        raise RollmateError(f"{path}: the roll log is damaged ({health}); it was left untouched. `rollmate log "
                            f"verify --db {path}` says which rolls still check out; start a new log with --db.")


def still_there(path: Path, identity: tuple[int, int] | None) -> None:
    """LogError when the log file was removed or replaced since it was opened (`identity`: its device and inode
    then): writing on would log to a file nobody can find, and a log made in its place knows nothing spent."""
    if identity is None:
        return
    try:
        info = os.stat(path)
    except OSError:
        info = None
    if info is None or (info.st_dev, info.st_ino) != identity:
        happened = "removed" if info is None else "replaced by another file"
        raise LogError(f"{path}: the roll log was {happened} while rollmate had it open, so nothing more is "
                       "rolled or counted here (a roll that can't be logged is not shown). Put the log back, or "
                       "start rollmate again to begin a new one.")


class Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error. A log that is gone or can't be written is a LogError,
    checked before the write and again after the commit (a roll written to a removed file is not shown as made)."""

    def __init__(self, db: sqlite3.Connection, path: Path, identity: tuple[int, int] | None) -> None:
        self.db, self.path, self.identity = db, path, identity

    def __enter__(self) -> None:
        still_there(self.path, self.identity)
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self._failed(error) from None

    def __exit__(self, kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        try:
            self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        except sqlite3.Error as error:
            if kind is None:
                try:
                    self.db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                raise self._failed(error) from None
        if isinstance(value, sqlite3.Error):
            raise self._failed(value) from None
        if kind is None:
            still_there(self.path, self.identity)

    def _failed(self, error: sqlite3.Error) -> RollmateError:
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
