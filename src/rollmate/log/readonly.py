"""Opening an SQLite roll log to read only: nothing written to it and no file made beside it, however it lies.

SQLite opened `mode=ro` on a log in write-ahead mode makes the log's `-wal` and `-shm` files when they are not
there, and leaves them. `rollmate log verify`, `log list` and `log show` must not, so how the log is opened depends
on what lies beside it (read_only).
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rollmate.errors import RollmateError
from rollmate.rules.records import FrozenRecord


class Unopenable(RollmateError):
    """SQLite cannot open the file at all."""


@dataclass(frozen=True, eq=False, repr=False)
class Opened(FrozenRecord):
    """The log opened for reading: the connection, what could not be read ('' when everything could), and the
    file's state when it was opened (`steady`: read as it lay on disk, so a writer that came meanwhile means
    reading it again)."""

    db: sqlite3.Connection
    unread: str = ""
    steady: tuple[int, ...] | None = None


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[Opened]:
    """The log opened so that nothing is written and no file is made beside it, however it lies:
    - nothing waiting in a write-ahead file and no shared-memory file (no rollmate has it open): the file is read as
      it is on disk (`immutable=1`), its state kept in `steady` to be compared after;
    - newest writes in a write-ahead file but no shared-memory file (a crash, or a copy taken mid-game): the two
      are copied into a private temporary folder and read there, then removed;
    - both files there (a rollmate has it open): `mode=ro`, which uses them and makes nothing new. Where SQLite can't
      use them (a read-only folder), the file is read as it is on disk, and `unread` says what was left out."""
    wal, shm = (path.with_name(path.name + suffix) for suffix in ("-wal", "-shm"))
    waiting, shared = _size(wal), shm.exists()
    uri = path.resolve().as_uri()
    with contextlib.ExitStack() as stack:
        if not waiting and (not shared or not wal.exists()):
            before = _state(path)
            opened = Opened(_connect(path, f"{uri}?immutable=1"), steady=before)
        elif not shared and (copy := _copied(path, wal, stack)) is not None:
            opened = Opened(_connect(path, f"{copy.as_uri()}?mode=ro"))
        else:
            try:
                opened = Opened(_connect(path, f"{uri}?mode=ro"))
            except Unopenable:
                opened = Opened(_connect(path, f"{uri}?immutable=1"), "" if not waiting else (
                    f"the newest writes, in {wal.name} beside it ({waiting} bytes), could not be read: SQLite needs "
                    "to write its shared-memory file for them, and this folder is read-only. Only the records before "
                    "them were checked; verify again where the folder can be written."))
        stack.callback(opened.db.close)
        yield opened


def _copied(path: Path, wal: Path, stack: contextlib.ExitStack) -> Path | None:
    """The log and its write-ahead file copied into a private temporary folder (removed when `stack` closes), so
    SQLite reads the newest writes there and makes its shared-memory file there; None when they can't be copied."""
    import tempfile  # only for a log read where it can't be written

    folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="rollmate-verify-")))
    try:
        shutil.copyfile(path, folder / "log.db")
        shutil.copyfile(wal, folder / "log.db-wal")
    except OSError:
        return None
    return folder / "log.db"


def _connect(path: Path, uri: str) -> sqlite3.Connection:
    try:
        db = sqlite3.connect(uri, uri=True, timeout=10)
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError as error:
        raise Unopenable(f"{path}: the roll log cannot be read ({error}).") from None
    return db


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _state(path: Path) -> tuple[int, ...]:
    """What changes when a writer touches the file or makes its write-ahead file: compared after reading."""
    info = path.stat()
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns, _size(path.with_name(path.name + "-wal")))


def changed_since(path: Path, opened: Opened) -> bool:
    """Whether a log read as it lay on disk was written meanwhile (then it is read again)."""
    try:
        return opened.steady is not None and _state(path) != opened.steady
    except OSError:
        return True
