"""What the log gives back: a roll (a StoredRoll, or a DamagedRoll when its record no longer reads: shown as such,
never allowed to stop a history, a journal or anything else that walks the log), and the GM's entries a table
reads again (a Grant, an Undo)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from rollmate.log.packing import unpack
from rollmate.log.upgrade import party_json, request_json, resolution_json, table_json
from rollmate.rules.records import FrozenRecord, load_json
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party, restored
from rollmate.rules.system import FollowUp, Table


@dataclass(frozen=True, eq=False, repr=False)
class StoredRoll(FrozenRecord):
    """A roll read back from the log."""

    id: int
    at: str
    game_session: int
    kind: str
    parent_id: int | None
    system: str
    profile: str
    phrase: str
    seed: int | None
    result: Resolution
    request: RollRequest | None
    follow_up: FollowUp | None
    table_before: Table
    party: Party
    ref: str = ""
    void: bool = False  # taken back with /undo: kept in the log, counted nowhere
    seat: str = ""  # "GM" for a roll the GM posted at a served table (a seat's link rolls for its own character only)


@dataclass(frozen=True, eq=False, repr=False)
class DamagedRoll(FrozenRecord):
    """A roll record that can no longer be read (its stored data was damaged or edited by hand): shown as such,
    and never allowed to stop the history, a journal or anything else that walks the log."""

    id: int
    at: str
    game_session: int
    phrase: str
    why: str


@dataclass(frozen=True, eq=False, repr=False)
class Grant(FrozenRecord):
    """A GM's grant: `amount` of a resource given to a character (negative: taken away)."""

    id: int
    at: str
    name: str
    resource: str
    amount: float
    after: int = 0  # the newest roll in the log when it was made, to order it among rolls
    void: bool = False  # taken back with /undo (and not given again with /redo)


@dataclass(frozen=True, eq=False, repr=False)
class Undo(FrozenRecord):
    """A GM's /undo: the roll it took back (None for a grant's), and its note (the grant's entry as 'event', the
    newest roll then as 'after', what it moved as 'moved')."""

    id: int
    roll_id: int | None
    note: dict[str, Any]


def read_row(row: tuple) -> StoredRoll | DamagedRoll:  # type: ignore[type-arg]
    try:
        return _read_roll(row)
    except (ValueError, TypeError, KeyError) as error:  # bad JSON, or a field of the wrong kind
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return DamagedRoll(id=row[0], at=str(row[1] or ""), game_session=int(row[2] or 0) if str(row[2] or "0").isdigit()
                           else 0, phrase=str(row[7] or ""), why=first[:120])


def _read_roll(row: tuple) -> StoredRoll:  # type: ignore[type-arg]
    (rid, at, session, kind, parent, system, profile, phrase, seed, resolution, request, follow, table, party, ref,
     void, seat) = row
    asked = load_json(RollRequest, request_json(unpack(request))) if request else None  # type: ignore[arg-type]
    result = load_json(Resolution, resolution_json(unpack(resolution)))  # type: ignore[arg-type]
    if result.request is None and asked is not None:
        result = replace(result, **{"request": asked})
    return StoredRoll(
        id=rid, at=at, game_session=session, kind=kind, parent_id=parent, system=system, profile=profile,
        phrase=phrase, seed=seed, result=result, request=asked,
        follow_up=load_json(FollowUp, follow) if follow else None,
        table_before=_table(unpack(table)), party=_party(party) if party else Party(), ref=ref or "",
        void=bool(void), seat=seat or "",
    )


@lru_cache(maxsize=64)
def _party(data: str) -> Party:
    """A logged party, read once: every roll of a game session names the same one."""
    return restored(load_json(Party, party_json(data)))


@lru_cache(maxsize=256)
def _table(data: str) -> Table:
    return load_json(Table, table_json(data))
