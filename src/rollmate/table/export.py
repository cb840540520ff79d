"""Writing an export file safely: never over an existing file unless forced, never over the roll log or anything
that is not a regular file (a device, a FIFO, a folder, a link), all or nothing, readable by its owner only.

The text goes to a temporary file in the target's folder and is renamed over the target only once complete, so a
full disk or a crash leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from rollmate.errors import RulesError
from rollmate.files import NotARegularFile, regular_or_absent, replace_file

# SQLite keeps a log's recent writes and locks beside it: replacing these damages the log as surely as the file.
_COMPANIONS = ("", "-wal", "-shm", "-journal")


def protected_paths(log: Path) -> list[Path]:
    """The roll log, its SQLite companions and the chat history kept beside it."""
    return [log.with_name(log.name + suffix) for suffix in _COMPANIONS] + [log.with_name("history.txt")]


def write_export(target: Path, chunks: Iterable[str] | str, *, force: bool, protected: Iterable[Path] = (),
                 command: str = "/export") -> Path:
    """Write `chunks` to `target` (0600) by a temporary file and a rename (files.replace_file). Refuses
    (RulesError) an existing target unless `force`, any of the `protected` files (compared after resolving links,
    and by device and inode) even then, and anything that is not a regular file (a device, a FIFO, a folder, a
    link) always, before a byte is written."""
    target = target.expanduser()
    for keep in protected:
        if _same(target, keep):
            raise RulesError(f"{target} is the roll log (or part of it); export to another file.")
    try:
        there = regular_or_absent(target, "the journal")
    except NotARegularFile as error:
        example = f", e.g. {target / 'session.md'}" if error.what == "a folder" else ""
        raise RulesError(f"{target} is {error.what}, not a regular file: /export writes only regular files; give "
                         f"another file name{example}.") from None
    if there and not force:
        raise RulesError(f"{target} already exists; say {command}! {target} to replace it.")
    try:
        replace_file(target, chunks, "the journal")
    except NotARegularFile as error:  # it became one while the journal was written
        raise RulesError(f"{error}; nothing was changed.") from None
    except OSError as error:
        raise RulesError(f"Could not write {target}: {error.strerror or error}; nothing was changed.") from None
    return target


def _same(target: Path, keep: Path) -> bool:
    try:
        if target.resolve() == keep.resolve():
            return True
        return target.exists() and keep.exists() and os.path.samefile(target, keep)
    except (OSError, RuntimeError):  # a link loop or an unreadable folder: the rename replaces the link itself
        return False
