"""`rollmate log verify` and `rollmate log key`: check a roll log read-only and print its heads; make the table key.
(`log list` and `log show`, which read the rolls back, are logread.py's.)

Verify never writes to the log (it opens it `mode=ro`, so a read-only file is checked too), and says in plain words
what it found: each campaign chain's first bad record and the kind of damage, or every record fine with the heads
to keep elsewhere. Its exit code is 0 only when everything checked out.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.errors import RollmateError
from rollmate.files import kind
from rollmate.log.tablekey import key_path, load_key, make_key

if TYPE_CHECKING:
    from rollmate.log.verify import Damage, Report


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    log = sub.add_parser("log", help="the roll log: 'list' and 'show N' read the rolls back; 'verify' checks every "
                                     "record; 'key' makes the table key")
    log.add_argument("action", choices=["list", "show", "verify", "key"],
                     help="list: a campaign's newest rolls, newest last; show N: roll N with its full explanation; "
                          "verify: exit 0 when every record checks out, else 1; key: make the table key and sign "
                          "the log's records with it")
    log.add_argument("number", nargs="?", metavar="N", help="with show: the roll's number, as list gives it")
    log.add_argument("--db", metavar="PATH|URL", help="the roll log: a file, or postgresql://user@host/database "
                                                     "(default: the chat's, in your user data folder)")
    log.add_argument("--head", action="append", default=[], metavar="HEAD",
                     help="a head printed by an earlier verify (e.g. pasted in your group chat): the log must still "
                          "hold that record, unchanged; may be repeated")
    log.add_argument("--key", metavar="PATH", help=f"the table key file (default: {key_path()})")
    log.add_argument("--campaign", metavar="NAME", help="with list: whose rolls, by the campaign's name or its party "
                                                        "file's (default: the campaign rolled in last)")
    log.add_argument("--count", type=int, default=20, metavar="N", help="with list: how many of the newest rolls "
                                                                       "(default 20)")
    log.add_argument("--json", action="store_true", help="with list and show: JSON, one object per roll")


def run(args: argparse.Namespace, say: Callable[[str], None]) -> int:
    from rollmate.log.backends import is_server
    from rollmate.log.store import default_path  # the store and its models only once a log is asked for

    if args.action in ("list", "show"):
        from rollmate.faces.cli import logread

        return logread.run(args)
    if args.number is not None:
        raise RollmateError(f"rollmate log {args.action} takes no roll number ({args.number!r}); `rollmate log show "
                            "N` shows roll N.")
    key_file = Path(args.key) if args.key else key_path()
    if is_server(args.db):  # a URL stays a URL: never a file path
        if args.action == "key":
            return _make_key(args.db, key_file, say)
        return _verify_server(args.db, key_file, args.head, say)
    where = Path(args.db) if args.db else default_path()
    if args.action == "key":
        return _make_key(where, key_file, say)
    return _verify(where, key_file, args.head, say)


def _verify_server(url: str, key_file: Path, heads: list[str], say: Callable[[str], None]) -> int:
    """The log on PostgreSQL, checked in read-only transactions (the server refuses any write)."""
    from rollmate.log.backends import shown
    from rollmate.log.verify import check_server

    key = load_key(key_file)
    return _said(shown(url), check_server(url, key, heads), key, key_file, heads, say)


def _verify(where: Path, key_file: Path, heads: list[str], say: Callable[[str], None]) -> int:
    from rollmate.log.logfile import SQLITE_MAGIC
    from rollmate.log.readonly import Unopenable, changed_since, read_only
    from rollmate.log.verify import Damage, check_file

    if not _a_file(where):
        raise RollmateError(f"{where}: there is no roll log here.")
    key = load_key(key_file)
    with open(where, "rb") as stream:
        start = stream.read(len(SQLITE_MAGIC))
    if not start:
        return _damaged(where, [Damage("truncated", "the whole log", "the file is empty: every record is gone")], say)
    if start != SQLITE_MAGIC:
        return _damaged(where, [Damage("unreadable", "the whole log", "its first bytes are not an SQLite "
                                       "database's: the file was overwritten, or is not a roll log")], say)
    for _ in range(5):  # read again while a rollmate that started meanwhile writes to a log read as it lay on disk
        try:
            with read_only(where) as opened:
                report = check_file(opened.db, key, heads)
                unread = opened.unread
                if not changed_since(where, opened):
                    break
        except Unopenable as error:  # SQLite can't open it at all: the whole file is what does not check out
            why = str(error).split("cannot be read ")[-1].strip(" .()")
            return _damaged(where, [Damage("unreadable", "the whole log", f"SQLite cannot open it ({why})")], say)
    return _said(str(where), report, key, key_file, heads, say, unread)


def _said(where: str, report: Report, key: bytes | None, key_file: Path, heads: list[str],
          say: Callable[[str], None], unread: str = "") -> int:
    """What verify found, in words; 0 only when every record checked out (`unread`: what could not be read)."""
    from rollmate.log.verify import label

    if report.wrong_key:
        say(_wrong_key(where, key_file) + " Nothing was checked against it.")
        return 1
    if not report.ok:
        return _damaged(where, report.damage, say, report.records)
    if report.older is not None:
        say(f"{where}: a log from an older rollmate: {report.older}. That chain had no key and covered rolls and "
            "the GM's entries only; open the log once with this rollmate (a roll, or the chat) to chain every "
            "record, then verify again.")
        return 0
    say(f"{where}: every record checks out: {report.records} record{'s' if report.records != 1 else ''} in "
        f"{len(report.heads)} campaign chain{'s' if len(report.heads) != 1 else ''}"
        + (", each signed with the table key." if key else "."))
    for head in report.heads:
        say(f"  head of {label(head.campaign)}: {head.text}")
    if heads:
        say(f"The log still holds, unchanged, every record up to the head{'s' if len(heads) > 1 else ''} given.")
    else:
        say("Keep a head somewhere else (your group chat): `rollmate log verify --head HEAD` then catches newest "
            "records removed, or the log rewritten, since.")
    if unread:
        say(f"{where}: not everything was checked: {unread}")
        return 1
    if key is None:
        say(f"Not signed: there is no table key at {key_file} (`rollmate log key` makes one). Without it, whoever "
            "has this file and rollmate could rewrite every record and its hashes; only a head kept elsewhere "
            "shows that.")
    return 0


def _a_file(where: Path) -> bool:
    """True when a regular file is at `where` (a link to one will do: it is only read), False when nothing is;
    anything else is refused by name: a FIFO would keep rollmate waiting, a device would be read forever."""
    try:
        what = kind(os.stat(where).st_mode)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise RollmateError(f"{where}: cannot look at it ({error.strerror or error}).") from None
    if what is not None:
        raise RollmateError(f"{where} is {what}, not a roll log (a roll log is a regular file).")
    return True


def _damaged(where: Path | str, damage: list[Damage], say: Callable[[str], None], good: int = 0) -> int:
    for d in damage:
        say(f"{where}: {d.kind}: {d.where} does not check out: {d.why}.")
    if good:
        before = "it" if len(damage) == 1 else "them"
        say(f"The {good} record{'s' if good != 1 else ''} before {before} check{'s' if good == 1 else ''} out.")
    return 1


def _wrong_key(where: str, key_file: Path) -> str:
    return (f"{where}: this key does not match the log: not one of its signed records was signed with {key_file} "
            "(the key of another table, or one made since). If it is the key this log was signed with, every "
            "signature in it was replaced: the log was rewritten without the key.")


def _make_key(where: Path | str, key_file: Path, say: Callable[[str], None]) -> int:
    """Make the table key, and sign the records of a log written before it, once checked. A key already there signs
    nothing more: it signs what it writes, and a record without its signature may have had it stripped."""
    from rollmate.log.backends import shown
    from rollmate.log.store import Store

    there = isinstance(where, Path) and _a_file(where)  # before a key is made: a log that can't be one is refused with nothing changed
    made = load_key(key_file) is None
    if made:
        make_key(key_file)
        say(f"Made the table key {key_file} (readable by you only). Keep it secret and keep a copy: every record "
            "rollmate writes is signed with it, and `rollmate log verify` checks the signatures.")
    else:
        say(f"The table key {key_file} is already there; it was kept.")
    key = load_key(key_file)
    if isinstance(where, Path) and (not there or os.path.getsize(where) == 0):
        say(f"There is no roll log at {where} yet: it will be signed from its first record.")
        return 0
    store = Store(where, key=key)
    try:
        report, signed = store.sign_unsigned() if made else (store.verify(), 0)
    finally:
        store.close()
    place = shown(where)
    if made and report.ok and report.signatures:
        say(f"{place}: this key does not match the log: its records are signed with another table key already, and a "
            "new key signs none of them, so nothing was signed. Keep using the key this log was signed with.")
        return 1
    if report.wrong_key:
        say(_wrong_key(place, key_file) + " So nothing was signed.")
        return 1
    if not report.ok:
        first = report.damage[0]
        unsigned = " A key signs what it writes, and the records written before it only when it is made." \
            if first.kind == "unsigned" else ""
        say(f"{place}: {first.kind}: {first.where} does not check out ({first.why}), so nothing was signed: signing "
            f"would vouch for it.{unsigned} `rollmate log verify` says more.")
        return 1
    if made:
        say(f"Signed the {signed} record{'s' if signed != 1 else ''} of {place} written before the key.")
    else:
        say(f"Every record of {place} is already signed with this key; nothing more to sign.")
    return 0
