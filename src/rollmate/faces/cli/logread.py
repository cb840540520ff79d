"""`rollmate log list` and `rollmate log show N`: the roll log read back from the shell, as its owner sees it.

Whoever runs them holds the log, so they are the GM here: secret rolls are shown, marked as secret until revealed.
The log is opened to be read only (Store(read_only=True)): nothing is written and no file is made beside it, on
SQLite and on PostgreSQL alike. Text for people, or `--json`: one object per roll (JSON Lines for a list).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.errors import RollmateError
from rollmate.faces.cli.out import say

if TYPE_CHECKING:
    from rollmate.log.store import DamagedRoll, Store, StoredRoll

MAX_COUNT = 1_000_000  # rolls `log list --count` shows at most (read a few hundred at a time, never all at once)


def run(args: argparse.Namespace) -> int:
    from rollmate.log.store import Store, default_path

    if args.action == "list" and args.number is not None:
        raise RollmateError(f"rollmate log list takes no roll number ({args.number!r}); `rollmate log show "
                            f"{args.number}` shows that roll.")
    if args.action == "show" and args.number is None:
        raise RollmateError("Say which roll: rollmate log show N, with N from `rollmate log list`.")
    if args.action == "list" and not 1 <= args.count <= MAX_COUNT:
        raise RollmateError(f"--count {args.count}: say how many rolls, from 1 to {MAX_COUNT:,}.")
    store = Store(args.db or default_path(), read_only=True)
    try:
        if args.action == "show":
            return _show(store, _number(args.number), args.json)
        return _list(store, args.campaign, args.count, args.json)
    finally:
        store.close()


def _number(text: str) -> int:
    digits = text.lstrip("#")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
        raise RollmateError(f"{text!r} is not a roll number; say e.g. rollmate log show 3 (`rollmate log list` gives "
                            "them).")
    return int(digits)


def _list(store: Store, wanted: str | None, count: int, as_json: bool) -> int:
    from rollmate.table.logbook import campaign_name
    from rollmate.table.state import campaign_label

    campaigns = store.campaign_rolls()
    if not campaigns:
        say(f"{store.place}: no rolls in the log yet.")
        return 0
    campaign = campaigns[0][0] if wanted is None else _campaign(store, campaigns, wanted)
    total = dict(campaigns)[campaign]
    if not as_json:
        shown = min(count, total)
        say(f"Campaign {campaign_name(campaign)}: " + (f"its {total} roll{'s' if total != 1 else ''}" if shown == total
                                                        else f"the newest {shown} of its {total} rolls") +
            ", newest last.")
    secret = store.unrevealed(campaign)
    for roll in store.newest(campaign, count):
        if as_json:
            say(json.dumps({"campaign": campaign, **_data(roll, roll.id in secret)}, ensure_ascii=False), as_json=True)
        else:
            say(_listed(roll, roll.id in secret))
    others = [f"{campaign_label(c) or '(none)'} ({n})" for c, n in campaigns if c != campaign]
    if others and not as_json:
        say(f"Other campaigns in this log (--campaign NAME): {', '.join(others)}.")
    return 0


def _campaign(store: Store, campaigns: list[tuple[str, int]], wanted: str) -> str:
    """The campaign `--campaign` names: by its name, else by its party file's name or path."""
    from rollmate.table.state import campaign_label

    names = [c for c, _ in campaigns]
    found = [c for c in names if c == wanted] or [c for c in names if campaign_label(c) == wanted] or \
        [c for c in names if c.startswith("file:") and Path(c[5:]) == Path(wanted).expanduser().absolute()]
    listed = ", ".join(repr(campaign_label(c)) for c in names)
    if not found:
        raise RollmateError(f"{store.place}: no rolls of a campaign {wanted!r}. Its campaigns: {listed}.")
    if len(found) > 1:
        raise RollmateError(f"--campaign {wanted!r} names {len(found)} campaigns (party files of that name in "
                            f"different folders): give the file's path. ({', '.join(c[5:] for c in found)})")
    return found[0]


def _line(roll: StoredRoll | DamagedRoll, secret: bool) -> str:
    from rollmate.log.store import DamagedRoll
    from rollmate.table import render
    from rollmate.table.journal import spent_text

    when = roll.at[:16].replace("T", " ")
    if isinstance(roll, DamagedRoll):
        return f"#{roll.id} {when} '{roll.phrase}': damaged, it can no longer be read ({roll.why})"
    spent = spent_text(roll)
    return (f"#{roll.id} {when} '{roll.phrase}' -> {render.summary(roll.result)}" + (f" (spent {spent})" if spent else "")
            + "".join(_marks(roll, secret)))


def _listed(roll: StoredRoll | DamagedRoll, secret: bool) -> list[tuple[str, str]]:
    """A roll's line in the list, styled from its data (the outcome in its colour on a terminal)."""
    from rollmate.log.store import DamagedRoll
    from rollmate.table import show
    from rollmate.table.journal import spent_text

    if isinstance(roll, DamagedRoll):
        return [("", _line(roll, secret))]
    spent = spent_text(roll)
    head = f"#{roll.id} {roll.at[:16].replace('T', ' ')} '{roll.phrase}' -> "
    return [("", head), *show.summary(roll.result)[:-1],
            ("", (f" (spent {spent})" if spent else "") + "".join(_marks(roll, secret)))]


def _marks(roll: StoredRoll, secret: bool) -> Iterator[str]:
    if secret:
        yield " [secret: not revealed to the players]"
    if roll.void:
        yield " [void: taken back with /undo]"


def _data(roll: StoredRoll | DamagedRoll, secret: bool) -> dict[str, object]:
    from rollmate.log.store import DamagedRoll
    from rollmate.table import render

    if isinstance(roll, DamagedRoll):
        return {"id": roll.id, "at": roll.at, "game_session": roll.game_session, "phrase": roll.phrase,
                "damaged": roll.why}
    result = roll.result
    return {"id": roll.id, "at": roll.at, "game_session": roll.game_session, "system": roll.system,
            "who": result.actor, "phrase": roll.phrase, "reading": render.summary(result),
            "outcome": render.marked(result), "total": result.total, "secret": secret, "void": roll.void,
            "follow_up": roll.kind == "follow_up"}


def _show(store: Store, number: int, as_json: bool) -> int:
    from rollmate.log.store import DamagedRoll
    from rollmate.table import render, show
    from rollmate.table.logbook import campaign_name

    roll = store.get(number)
    scope = store.scope_of(number)
    if roll is None or scope is None:
        raise RollmateError(f"{store.place}: there is no roll #{number} in the log (`rollmate log list` gives the "
                            "numbers).")
    secret = number in store.unrevealed(scope.campaign)
    if isinstance(roll, DamagedRoll):
        raise RollmateError(f"{store.place}: {_line(roll, secret)}. `rollmate log verify` checks the whole log.")
    if as_json:
        data = {"campaign": scope.campaign, **_data(roll, secret), "result": json.loads(render.to_json(roll.result))}
        say(json.dumps(data, ensure_ascii=False), as_json=True)
        return 0
    marks = "".join(_marks(roll, secret))
    head = (f"#{roll.id}, {roll.at}, campaign {campaign_name(scope.campaign)}, game session {roll.game_session}: "
            f"'{roll.phrase}'{marks}\n")
    say([("", head), *show.explained(roll.result)])  # styled from the roll's data, coloured on a terminal
    return 0
