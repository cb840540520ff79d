"""Where rollmate keeps files of its own (the data folder for the roll log, the config folder for the table key, a
private cache folder), and how it makes them: folders 0700, files 0600.

The XDG base-directory rules apply: a relative $XDG_DATA_HOME or $XDG_CACHE_HOME is ignored (otherwise each
working folder would get its own roll log or cache). A cache is only ever read from a folder the user owns and
nobody else can write to, created 0700: a file planted there by another local user is never loaded.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

APP = "rollmate"


def _base(variable: str, default: tuple[str, ...]) -> Path:
    value = os.environ.get(variable, "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home().joinpath(*default)


def data_dir() -> Path:
    """$XDG_DATA_HOME/rollmate (when absolute), ~/.local/share/rollmate, or %APPDATA%\\rollmate on Windows."""
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / APP
    return _base("XDG_DATA_HOME", (".local", "share")) / APP


def config_dir() -> Path:
    """$XDG_CONFIG_HOME/rollmate (when absolute), ~/.config/rollmate, or %APPDATA%\\rollmate on Windows."""
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / APP
    return _base("XDG_CONFIG_HOME", (".config",)) / APP


def private_folder(folder: Path) -> None:
    """Make `folder` and any missing folder above it, each 0700 (an existing folder is left as it is)."""
    missing = []
    for path in (folder, *folder.parents):
        if path.exists():
            break
        missing.append(path)
    for path in reversed(missing):
        try:
            path.mkdir(mode=0o700)
        except FileExistsError:  # another process made it first
            pass


def private_file(path: Path) -> None:
    """Make `path` an empty file only its owner can read and write, unless something is already there (a regular
    file of ours is then made 0600); its folder (made 0700 if missing) too. Never follows a link."""
    private_folder(path.parent)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600))
    except FileExistsError:  # one of ours that others may read (an older rollmate made it 0644) becomes 0600
        info = os.lstat(path)
        if stat.S_ISREG(info.st_mode) and _ours(info) and info.st_mode & 0o077:
            os.chmod(path, 0o600)


def private_cache_dir() -> Path | None:
    """$XDG_CACHE_HOME/rollmate (when absolute) or ~/.cache/rollmate, created 0700; None when it cannot be made
    or is not safe to read from (not a real folder, not ours, or writable by others). Callers then skip caching."""
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / APP / "cache" if base else None
    try:
        folder = _base("XDG_CACHE_HOME", (".cache",)) / APP
        private_folder(folder)
        info = os.lstat(folder)
    except (OSError, RuntimeError):  # RuntimeError: no home folder to be found
        return None
    return folder if stat.S_ISDIR(info.st_mode) and _private(info) else None


def private_cache_file(name: str) -> Path | None:
    """A path in the private cache folder that is safe to read: absent, or a regular file that only we can write.
    None when there is no such folder or the file there is not trustworthy."""
    folder = private_cache_dir()
    if folder is None or os.sep in name or name in ("", ".", ".."):
        return None
    path = folder / name
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return path
    except OSError:
        return None
    return path if stat.S_ISREG(info.st_mode) and _private(info) else None


def read_private(path: Path, limit: int = 64 * 1024 * 1024) -> bytes | None:
    """The bytes of a cache file, or None unless it is a regular file of ours that nobody else can write.
    The checks are made on the opened file, so swapping it for a link in between does not help."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not (stat.S_ISREG(info.st_mode) and _private(info)) or info.st_size > limit:
            return None
        with os.fdopen(os.dup(fd), "rb") as stream:  # its size and a byte more: a buffer of `limit` costs a roll
            return stream.read(min(info.st_size + 1, limit))
    except OSError:
        return None
    finally:
        os.close(fd)


def _ours(info: os.stat_result) -> bool:
    return not hasattr(os, "getuid") or info.st_uid == os.getuid()


def _private(info: os.stat_result) -> bool:
    return _ours(info) and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
