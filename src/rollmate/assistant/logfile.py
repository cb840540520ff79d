"""Is this file a rollmate roll log? Checked before the store opens it, so another program's database, a text
file or a damaged log is refused with the file left exactly as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from rollmate.errors import RollmateError

APPLICATION_ID = 0x524F4C4D  # "ROLM" in the SQLite header: this file is a rollmate roll log
_SQLITE_MAGIC = b"SQLite format 3\x00"
_ROLLMATE_TABLES = {"schema_version", "meta", "rolls", "ledger"}


def check_is_a_roll_log(path: Path) -> None:
    """Refuse, without writing a byte, a file that is not a rollmate roll log or is damaged. An empty or missing
    file becomes a new log; a log from an earlier rollmate (its tables, no application id yet) is taken up."""
    try:
        if not path.exists() or path.stat().st_size == 0:
            return
        with open(path, "rb") as stream:
            magic = stream.read(len(_SQLITE_MAGIC))
    except OSError as error:
        raise RollmateError(f"{path}: cannot read the roll log ({error.strerror or error}).") from None
    if magic != _SQLITE_MAGIC:
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
        raise RollmateError(f"{path}: the roll log cannot be read ({error}); it was left untouched.") from None
    if app_id != APPLICATION_ID and not (app_id == 0 and _ROLLMATE_TABLES <= tables):
        raise RollmateError(f"{path}: this SQLite database is not a rollmate roll log (another program's file?); it "
                            f"was left untouched. Give --db a new file or an existing roll log.")
    if health != "ok":
        raise RollmateError(f"{path}: the roll log is damaged ({health}); it was left untouched. `rollmate log "
                            f"verify --db {path}` says which rolls still check out; start a new log with --db.")
