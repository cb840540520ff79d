"""A PbtA character's sheet: stats, forward and ongoing, checked key by key.

Kept as the game's own record on the generic Character (its `own`); sheet_of gives it back, empty for someone of
another game. PbtA's NPCs are names only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rollmate.rules.records import FrozenRecord
from rollmate.rules.sheet_checks import join_key, scores, whole
from rollmate.rules.sheets import own_of

STAT_RANGE = (-3, 3)
SHEET_KEYS = ("stats", "forward", "ongoing")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Sheet(FrozenRecord):
    """A PbtA character's own values."""

    forward: int = 0  # a bonus for the next roll only (used up by it; the ledger says what is left)
    ongoing: int = 0  # a bonus on every roll while it lasts
    attributes: dict[str, int] = field(default_factory=dict)  # the stats (the sheet's `stats` table)


EMPTY = Sheet()


def sheet_of(person: object) -> Sheet:
    """A character's PbtA values; empty ones for anyone else."""
    return own_of(person, Sheet, EMPTY)


def sheet_fields(data: dict[str, Any], where: str, prefix: str, stats: tuple[str, ...]) -> dict[str, Any]:
    """A PbtA character's own keys, checked: its stats (those `stats` names) and its forward and ongoing, -3..+3."""
    low, high = STAT_RANGE
    return {"own": Sheet(attributes=scores(data.get("stats", {}), stats, low, high, where, join_key(prefix, "stats")),
                         **{key: whole(data.get(key, 0), where, join_key(prefix, key), low, high)
                            for key in ("forward", "ongoing")})}
