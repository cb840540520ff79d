"""Files rollmate writes (exports, the chat's history, the roll log): regular files only, 0600, never through a link.

A path that is a device, a FIFO, a folder, a socket or a symbolic link is refused with a message naming it and what
it is; the checks never follow a link (lstat, O_NOFOLLOW) and are made again on the opened file (fstat), so a path
swapped in between is refused too. A whole file is written to a temporary file (0600) in the target's folder and
renamed over the target, which is then only ever a regular file or nothing: `/export! /dev/null` can't replace a
device. Folders rollmate makes are 0700 (userdirs.private_folder).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from rollmate.errors import RollmateError

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # opening a FIFO must not wait for a writer or a reader
_KINDS = (
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a device (character special file)"),
    (stat.S_ISBLK, "a device (block special file)"),
    (stat.S_ISSOCK, "a socket"),
)


def kind(mode: int) -> str | None:
    """What a file of this st_mode is, in words, when it is not a regular file; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((words for test, words in _KINDS if test(mode)), "not a regular file")


class NotARegularFile(RollmateError):
    """The path rollmate was to write is there and is not a regular file; nothing was written."""

    def __init__(self, path: Path | str, what: str, role: str) -> None:
        super().__init__(f"{path} is {what}, not a regular file, so rollmate did not write {role} there (it only "
                         "writes regular files): remove it, or choose another place.")
        self.what = what


def regular_or_absent(path: Path | str, role: str = "anything") -> bool:
    """True when a regular file is at `path`, False when nothing is; NotARegularFile for anything else (a link
    included: it is not followed). `role` says what was to be written, for the message."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise RollmateError(f"{path}: cannot look at it ({error.strerror or error}); nothing was written.") from None
    what = kind(info.st_mode)
    if what is not None:
        raise NotARegularFile(path, what, role)
    return True


def replace_file(target: Path, chunks: Iterable[str] | str, role: str = "anything") -> None:
    """Write `chunks` to `target` whole, 0600: a temporary file in its folder, flushed to disk, then renamed over
    it. `target` must be a regular file or absent (checked before and once more just before the rename). An
    OSError leaves the old file as it was and no temporary file behind; it is the caller's to word."""
    regular_or_absent(target, role)
    import tempfile  # only when a file is written: not on a one-shot roll's start-up

    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)  # 0600
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            for chunk in [chunks] if isinstance(chunks, str) else chunks:
                stream.write(chunk)
            stream.flush()
            os.fsync(stream.fileno())
        regular_or_absent(target, role)
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def open_regular(path: Path | str, flags: int, role: str = "anything") -> int:
    """os.open for a file rollmate reads or appends to: never through a link, never waiting on a FIFO, made (or,
    opened for writing, made again) 0600; NotARegularFile when what is there (checked on the open file) is not a
    regular file."""
    regular_or_absent(path, role)
    try:
        fd = os.open(path, flags | _NOFOLLOW | _NONBLOCK, 0o600)
    except OSError as error:
        if _NOFOLLOW and os.path.islink(path):
            raise NotARegularFile(path, "a symbolic link", role) from None
        raise RollmateError(f"{path}: cannot open it ({error.strerror or error}).") from None
    info = os.fstat(fd)
    what = kind(info.st_mode)
    if what is not None:
        os.close(fd)
        raise NotARegularFile(path, what, role)
    if flags & (os.O_WRONLY | os.O_RDWR):
        private(fd, info)
    return fd


def private(fd: int, info: os.stat_result) -> None:
    """A file of ours that others may read (made by an older rollmate, 0644) is made 0600; anyone else's is left."""
    if hasattr(os, "fchmod") and info.st_uid == os.getuid() and info.st_mode & 0o077:
        try:
            os.fchmod(fd, 0o600)
        except OSError:
            pass
