"""Writing an export file safely: never over an existing file unless forced, never over the roll log, all or nothing.

The text goes to a temporary file in the target's folder and is renamed over the target only once complete, so a
full disk or a crash leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from rollmate.errors import RulesError

# SQLite keeps a log's recent writes and locks beside it: replacing these damages the log as surely as the file.
_COMPANIONS = ("", "-wal", "-shm", "-journal")


def protected_paths(log: Path) -> list[Path]:
    """The roll log, its SQLite companions and the chat history kept beside it."""
    return [log.with_name(log.name + suffix) for suffix in _COMPANIONS] + [log.with_name("history.txt")]


def write_export(target: Path, chunks: Iterable[str] | str, *, force: bool, protected: Iterable[Path] = (),
                 command: str = "/export") -> Path:
    """Write `chunks` to `target` by a temporary file and a rename. Refuses (RulesError) an existing target unless
    `force`, and any of the `protected` files (compared after resolving links, and by device and inode) even then."""
    target = target.expanduser()
    for keep in protected:
        if _same(target, keep):
            raise RulesError(f"{target} is the roll log (or part of it); export to another file.")
    if (target.exists() or target.is_symlink()) and not force:
        raise RulesError(f"{target} already exists; say {command}! {target} to replace it.")
    if target.is_dir():
        raise RulesError(f"{target} is a folder; give a file name, e.g. {target / 'session.md'}.")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise RulesError(f"Could not write {target}: {error.strerror or error}.") from None
    try:
        os.chmod(temporary, _mode_for(target))  # mkstemp makes it 0600; the journal gets the usual permissions
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            for chunk in [chunks] if isinstance(chunks, str) else chunks:
                stream.write(chunk)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except OSError as error:
        _remove(temporary)
        raise RulesError(f"Could not write {target}: {error.strerror or error}; nothing was changed.") from None
    except BaseException:
        _remove(temporary)
        raise
    return target


def _mode_for(target: Path) -> int:
    """The replaced file's permissions, or for a new file what the user's umask gives (as open() would)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask


def _same(target: Path, keep: Path) -> bool:
    try:
        if target.resolve() == keep.resolve():
            return True
        return target.exists() and keep.exists() and os.path.samefile(target, keep)
    except (OSError, RuntimeError):  # a link loop or an unreadable folder: the rename replaces the link itself
        return False


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
