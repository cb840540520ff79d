"""One roll as a session made it, ready for the log: the record the store writes, the ledger totals its spends
leave, and the party row it names."""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from rollmate.rules.records import FrozenRecord, dump_json
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import Table, on_sheet

if TYPE_CHECKING:
    from rollmate.rules.follow_records import FollowUp


def made_now() -> str:
    """The time now as the log keeps it: UTC, to the second, as ISO 8601 ('2026-11-30T01:20:00+00:00'; the time
    module's, so a roll loads no datetime)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())


@dataclass(frozen=True, eq=False, repr=False)
class RollRecord(FrozenRecord):
    """One roll or follow-up as the session made it, with the ledger values it leaves behind."""

    ref: str
    phrase: str
    system: str
    profile: str
    result: Resolution
    table_before: Table
    party: Party
    request: RollRequest | None = None
    follow_up: FollowUp | None = None
    parent_ref: str | None = None
    seed: int | None = None
    given_dice: tuple[int, ...] | None = None
    spent: tuple[tuple[str, str, float], ...] = ()  # (name, resource, total spent now) for the ledger
    at: str = field(default_factory=made_now)  # when the roll was made, however late a log writes it


def spent_after(table: Table, party: Party, result: Resolution) -> tuple[tuple[str, str, float], ...]:
    """The ledger rows a roll's spends leave: (name, resource, total spent) for characters with a sheet."""
    out = []
    for name in dict.fromkeys(s.who for s in result.spends):
        for resource in dict.fromkeys(s.resource for s in result.spends if s.who == name):
            person = party.find(name)
            held = on_sheet(person, resource) if person is not None else None
            left = table.left(party, name, resource)
            if held is not None and left is not None:
                out.append((person.name, resource, float(held - left)))
    return tuple(out)


@lru_cache(maxsize=64)
def party_row(party: Party) -> tuple[str, str]:
    """A party as the log keeps it (its JSON and the hash that names it), made once per party: a table's every roll
    names the same one."""
    text = dump_json(party)
    return text, hashlib.sha256(text.encode()).hexdigest()[:32]
