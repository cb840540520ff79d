"""The table key: a secret kept outside the roll log, with which every record of the log is signed (HMAC-SHA256).

`rollmate log key` makes it: 32 random bytes, written hex into a file only its owner can read (0600, in a 0700
folder; by default $XDG_CONFIG_HOME/rollmate/table.key). Whoever holds a log but not the key can still edit it and
recompute every hash with rollmate's own code, but cannot sign what they wrote, so `rollmate log verify` with the
key names the first record they touched. A key that others may read (any group or other bit in its mode) is
refused, with the `chmod` that makes it the owner's alone: a key others can read proves nothing.
"""

from __future__ import annotations

import os
from pathlib import Path

from rollmate.errors import RollmateError
from rollmate.files import kind
from rollmate.userdirs import config_dir, private_folder

KEY_BYTES = 32


def key_path() -> Path:
    return config_dir() / "table.key"


def load_key(path: Path | None = None) -> bytes | None:
    """The key, or None when there is none at `path` (default: key_path()). A file that is there but is not a key
    (a folder, a FIFO, text that is not one) is an error naming it."""
    path = path or key_path()
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as error:
        if os.path.islink(path):  # O_NOFOLLOW: ELOOP
            raise RollmateError(f"{path} is a symbolic link, not a table key (a table key is a regular file).") from None
        raise RollmateError(f"{path}: cannot read the table key ({error.strerror or error}).") from None
    try:
        info = os.fstat(fd)
        what = kind(info.st_mode)
        if what is not None:
            raise RollmateError(f"{path} is {what}, not a table key (a table key is a regular file).")
        if info.st_mode & 0o077:
            import shlex

            raise RollmateError(f"{path}: the table key can be read or changed by others (mode {info.st_mode & 0o777:04o}), so "
                                "it proves nothing and was not used. Make it yours alone, then try again: "
                                f"chmod 600 {shlex.quote(str(path))}")
        text = os.read(fd, 4 * KEY_BYTES).decode("ascii", "replace").strip()
    finally:
        os.close(fd)
    try:
        key = bytes.fromhex(text)
    except ValueError:
        key = b""
    if len(key) != KEY_BYTES:
        raise RollmateError(f"{path}: this is not a rollmate table key (64 hex digits); `rollmate log key` makes one.")
    return key


def make_key(path: Path | None = None) -> Path:
    """Write a new key to `path` (default: key_path()), 0600; never over an existing file."""
    import secrets  # here, not at the top: only making a key needs it, and every roll's start-up would pay for it

    path = path or key_path()
    private_folder(path.parent)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:
        raise RollmateError(f"{path}: a table key is already there; it was left as it is.") from None
    except OSError as error:
        raise RollmateError(f"{path}: cannot write the table key ({error.strerror or error}).") from None
    try:
        os.write(fd, (secrets.token_hex(KEY_BYTES) + "\n").encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)
    return path
