"""Loads the systems' content files (rules/data/*.toml) once per process.

tomllib is pure Python and the Ghostburn file is large, so the parsed form is also kept in the temp
folder, keyed by a checksum of the file's text: a changed file is simply parsed again.
"""

from __future__ import annotations

import marshal
import os
import tempfile
import tomllib
import zlib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any


@cache
def load_data(system: str) -> dict[str, Any]:
    """The parsed data file of one system, e.g. load_data("ghostburn")."""
    text = resources.files("rollmate.rules").joinpath("data", f"{system}.toml").read_text("utf-8")
    raw = text.encode("utf-8")
    digest = f"{zlib.crc32(raw):08x}{len(raw):x}"  # zlib, not hashlib: loading OpenSSL costs more than parsing saves
    cached = Path(tempfile.gettempdir()) / f"rollmate-{os.getuid() if hasattr(os, 'getuid') else 0}" / f"{system}-{digest}.marshal"
    try:
        return marshal.loads(cached.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass
    data = tomllib.loads(text)
    try:
        cached.parent.mkdir(mode=0o700, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")
        partial.write_bytes(marshal.dumps(data))
        os.replace(partial, cached)
    except (OSError, ValueError):
        pass  # no cache, just slower next time
    return data


def refusals(system: str) -> dict[str, str]:
    """The system's [refuse] table: clause kinds it has no rule for -> why (read by the grammar's binder)."""
    return {str(k): str(v) for k, v in load_data(system).get("refuse", {}).items()}
