"""A roll log moved, removed or replaced under a running rollmate: where it went, its newest writes folded into it
there, and a message that gives only advice that keeps every roll shown.

SQLite keeps a log's newest writes in a write-ahead file named after the log (`r.db-wal`). When the log is moved
(`mv r.db r.old`), that file stays behind under the old name, and SQLite refuses to fold it into a file that has
moved: `r.old` alone lacks them, and a new log started at `r.db` would take that file for its own and lose them.
So when a write finds the log gone, the write-ahead and shared-memory files are linked beside the log where it is
now, for a moment, and a second connection folds them into it (a checkpoint), through the very file this
rollmate has open. A new log is never started where another's write-ahead file still holds writes
(`refuse_orphaned_writes`).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from rollmate.errors import LogError, RollmateError

Identity = tuple[int, int]  # a file's (device, inode)
_STOP = "so nothing more is rolled or counted here (a roll that can't be logged is not shown)"
_PROC_FDS = Path("/proc/self/fd")
# Logs (by identity) whose writes were folded in where they went: never twice, since once its write-ahead file is
# empty, a new log at the old place may take it up, and its writes are not this log's.
_folded: set[Identity] = set()


def here(path: Path, identity: Identity | None) -> bool:
    """Whether the log opened as `identity` (its device and inode then; None: nothing to compare) is at `path`."""
    return identity is None or _identity(path) == identity


def gone(path: Path, identity: Identity | None) -> LogError | None:
    """None while the log is still at `path` (`identity`: its device and inode when it was opened). Else what a write
    must say, once every roll shown so far was folded into the log where it went, if it went anywhere (outside a
    write transaction: a checkpoint waits for none)."""
    if identity is None or here(path, identity):
        return None
    info = _identity(path)
    now, removed = _whereabouts(path, identity)
    wal = _beside(path, "-wal")
    if now is not None:
        if identity in _folded or _fold(path, now, replaced=info is not None):
            _folded.add(identity)
            return LogError(f"{path}: the roll log was moved to {now} while rollmate had it open, {_STOP}. Every "
                            f"roll shown so far is in {now}: start rollmate again with --db {now}, or move it back "
                            f"to {path} first.")
        if info is None and _size(wal):
            return LogError(f"{path}: the roll log was moved to {now} while rollmate had it open, {_STOP}. Its "
                            f"newest rolls are still in {wal}: move the log back to {path}, beside it, before "
                            "starting rollmate again.")
        return LogError(f"{path}: the roll log was moved to {now} while rollmate had it open, {_STOP}.")
    if info is None and not removed and _size(wal):
        return LogError(f"{path}: the roll log was moved away while rollmate had it open, {_STOP}. Its newest rolls "
                        f"are still in {wal}: move the log back to {path}, beside it, before starting rollmate again.")
    happened = "replaced by another file" if info is not None else "removed"
    return LogError(f"{path}: the roll log was {happened} while rollmate had it open, {_STOP}.")


def refuse_orphaned_writes(path: Path) -> None:
    """Refuse to start a log where none is (or an empty file) while a write-ahead file beside it holds another's
    newest writes: that log was moved or removed under a rollmate that could not fold them in. A new log would take
    the file for its own and lose them."""
    wal = _beside(path, "-wal")
    if _size(wal) and not _size(path):
        raise RollmateError(
            f"{path}: there is no roll log here, but {wal.name} beside it holds the newest rolls of one that was "
            "moved or removed while rollmate had it open. A new log here would lose them, so none was made: move "
            f"that log back to {path} and start rollmate again, or give --db another file. (Only if that log is gone "
            f"for good, its rolls are too: then remove {wal.name} and {_beside(path, '-shm').name} to start anew.)")


def _whereabouts(path: Path, identity: Identity) -> tuple[Path | None, bool]:
    """(where the log is now, whether it was removed): found through this process's own open files where the system
    lists them, else in the log's folder. (None, False): not found."""
    for fd in _open_files():
        try:
            info = os.stat(_PROC_FDS / fd)
        except OSError:
            continue
        if (info.st_dev, info.st_ino) != identity:
            continue
        if info.st_nlink == 0:
            return None, True
        with contextlib.suppress(OSError):
            target = Path(os.readlink(_PROC_FDS / fd))
            if _identity(target) == identity:
                return target, False
        break
    with contextlib.suppress(OSError), os.scandir(path.parent) as entries:
        for entry in entries:
            if entry.inode() == identity[1] and entry.is_file(follow_symlinks=False) and \
                    entry.stat(follow_symlinks=False).st_dev == identity[0]:
                return Path(entry.path), False
    return None, False


def _fold(path: Path, now: Path, *, replaced: bool) -> bool:
    """Fold the write-ahead file left beside `path` into the log now at `now`: its files are linked beside it under
    the names SQLite looks for, a connection there checkpoints (in this process it shares the open log's view of
    the same file), and the links go again. Files that are not this process's own (those of a log that replaced it,
    or of another log at `now`) are never touched. True when every write is in `now`."""
    ours = _our_files()

    def mine(file: Path) -> bool:
        return _identity(file) in ours if ours else not replaced  # where the system lists no open files: a guess

    linked: list[Path] = []
    try:
        for suffix in ("-wal", "-shm"):
            old, new = _beside(path, suffix), _beside(now, suffix)
            if new.exists():  # moved along with the log (mv r.db* elsewhere/), or another log's
                if not mine(new):
                    return False
            elif old.exists() and mine(old):
                os.link(old, new)
                linked.append(new)
            elif suffix == "-wal":
                return False  # its newest writes are nowhere to be found by name
        helper = sqlite3.connect(now, timeout=5, isolation_level=None)
        try:
            busy = helper.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        finally:
            helper.close()
        return busy == 0
    except (OSError, sqlite3.Error):
        return False
    finally:
        for new in linked:
            with contextlib.suppress(OSError):
                new.unlink()


def _open_files() -> list[str]:
    try:
        return os.listdir(_PROC_FDS)
    except OSError:
        return []


def _our_files() -> set[Identity]:
    """The files this process has open (an empty set where the system does not list them)."""
    found = set()
    for fd in _open_files():
        with contextlib.suppress(OSError):
            info = os.stat(_PROC_FDS / fd)
            found.add((info.st_dev, info.st_ino))
    return found


def _identity(path: Path) -> Identity | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _beside(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0
