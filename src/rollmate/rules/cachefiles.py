"""Files in the user's private cache folder: a dict read back whole, a file written whole, and older ones pruned."""

from __future__ import annotations

import marshal
import os
from pathlib import Path
from typing import Any

from rollmate.userdirs import read_private


def read_cache(path: Path | None) -> dict[str, Any] | None:
    """A dict kept by save_cache, or None when there is none (or it is damaged: then it is simply made again)."""
    raw = read_private(path) if path is not None else None
    if raw is None:
        return None
    try:
        loaded = marshal.loads(raw)
    except (ValueError, EOFError, TypeError):
        return None
    return loaded if isinstance(loaded, dict) else None


def save_cache(path: Path, raw: bytes, *, prune: str = "", most: int | None = None) -> None:
    """Write a cache file whole (a temporary file renamed into place), readable and writable only by us. With
    `prune` (the start of the names of its kind), the files of that kind that other versions of rollmate, of its
    data or of what it was made for wrote are removed once unchanged for a day, and beyond the `most` newest at once:
    a file is written only when none kept fits, so the folder never fills up with ones nothing reads, while another
    rollmate installed beside this one makes its own again at most once a day."""
    import tempfile  # only when a cache is written: not on a roll's start-up

    try:
        handle, partial = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(raw)
        os.replace(partial, path)
    except OSError:  # no cache, just slower next time
        try:
            os.unlink(partial)
        except OSError:
            pass
        return
    if prune:
        prune_cache(path, prune, most)


STALE_AFTER = 24 * 60 * 60  # seconds a cache file of another version is left unchanged before it is pruned


def prune_cache(kept: Path, kind: str, most: int | None = None) -> None:
    """Remove the files of a kind (their names start with `kind`) beside `kept` that were unchanged for a day, and
    all but the `most` newest of the others."""
    import time

    old = time.time() - STALE_AFTER
    try:
        entries = [e for e in os.scandir(kept.parent) if e.name.startswith(kind) and e.name != kept.name
                   and e.is_file(follow_symlinks=False)]
        dated = sorted(((e.stat(follow_symlinks=False).st_mtime, e.path) for e in entries), reverse=True)
    except OSError:
        return
    for rank, (changed, path) in enumerate(dated):
        if changed < old or (most is not None and rank >= most):
            try:
                os.unlink(path)
            except OSError:  # gone already, or not ours to remove
                pass
