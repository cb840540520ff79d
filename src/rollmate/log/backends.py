"""Which back-end a roll log's place names (a file: SQLite; a postgresql:// URL: PostgreSQL), said without its password.

`--db` takes either. A URL is never turned into a file path (a folder named after it would carry its password), and
a URL of another kind is refused with a message rather than taken for a file name. Whatever shows a place to a
person (messages, errors, the chat's toolbar) shows `shown(place)`: a URL's password becomes `***`.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from pathlib import Path

from rollmate.errors import RollmateError

SERVER_SCHEMES = ("postgresql", "postgres")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")
_PASSWORD_IN_NETLOC = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*://[^/?#@]*?:)([^/?#@]*)(@)")
_PASSWORD_IN_QUERY = re.compile(r"((?:^|[?&\s])password=)([^&\s]*)", re.IGNORECASE)


def is_server(place: str | Path | None) -> bool:
    """Does `place` name a PostgreSQL server (postgresql://... or postgres://...)? A Path never does."""
    if place is None or isinstance(place, Path):
        return False
    found = _SCHEME.match(str(place))
    if found is None:
        return False
    if found.group(1).lower() not in SERVER_SCHEMES:
        raise RollmateError(f"--db {shown(place)}: rollmate keeps its roll log in an SQLite file (give a path) or "
                            "on PostgreSQL (postgresql://user@host/database); it does not know "
                            f"{found.group(1)}://.")
    return True


def shown(place: str | Path) -> str:
    """The place as a person may see it: a URL's password (in user:password@ or ?password=) replaced by ***."""
    text = str(place)
    text = _PASSWORD_IN_NETLOC.sub(lambda m: m.group(1) + "***" + m.group(3), text)
    return _PASSWORD_IN_QUERY.sub(lambda m: m.group(1) + "***", text)


def without_secrets(message: str, place: str) -> str:
    """An error text from the database driver with the place's password taken out wherever it appears."""
    secret = _password(place)
    message = message.replace(place, shown(place))
    return message.replace(secret, "***") if secret else message


def _password(place: str) -> str | None:
    found = _PASSWORD_IN_NETLOC.match(place) or _PASSWORD_IN_QUERY.search(place)
    return found.group(2) if found and found.group(2) else None


def database_errors() -> tuple[type[BaseException], ...]:
    """The errors either back-end's driver raises (psycopg's only when it was loaded: then a server is in use)."""
    psycopg = sys.modules.get("psycopg")
    return (sqlite3.Error, psycopg.Error) if psycopg is not None else (sqlite3.Error,)


def table_names(db: object) -> set[str]:
    """The tables of the log's database, on either back-end."""
    if isinstance(db, sqlite3.Connection):
        query = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        query = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    return {r[0] for r in db.execute(query).fetchall()}  # type: ignore[attr-defined]
