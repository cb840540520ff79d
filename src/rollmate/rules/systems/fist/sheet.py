"""A FIST operative's sheet: attributes and a war dice pool, checked key by key.

Kept as the game's own record on the generic Character (its `own`); sheet_of gives it back, empty for someone of
another game. FIST's NPCs are names only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rollmate.rules.content import load_data
from rollmate.rules.records import FrozenRecord
from rollmate.rules.sheet_checks import join_key, scores, whole
from rollmate.rules.sheets import own_of


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Sheet(FrozenRecord):
    """A FIST operative's own values."""

    war_dice: int = 0  # the pool on the sheet (the ledger says how many are left); it never refills by itself
    attributes: dict[str, int] = field(default_factory=dict)


EMPTY = Sheet()


def sheet_of(person: object) -> Sheet:
    """An operative's FIST values; empty ones for anyone else."""
    return own_of(person, Sheet, EMPTY)


SHEET_KEYS = ("war_dice", "attributes")


def sheet_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """A FIST operative's own keys: any whole-number attribute (outside -4..+4 is warned about) and a war dice pool."""
    names = tuple(a["name"] for a in load_data("fist")["attributes"])
    values = scores(data.get("attributes", {}), names, None, None, where, join_key(prefix, "attributes"))
    return {
        "own": Sheet(attributes=values,
                     war_dice=whole(data.get("war_dice", 0), where, join_key(prefix, "war_dice"), 0, 99)),
        "warnings": tuple(f"{where}: attributes.{n.lower()} = {v} is outside the usual -4..+4"
                          for n, v in values.items() if not -4 <= v <= 4),
    }
