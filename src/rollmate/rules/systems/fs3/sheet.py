"""FS3 sheets: a character's attributes, skills, languages and luck, an NPC's skill rating, checked key by key.

Each is kept as the game's own record on the generic Character or NPC (its `own`); sheet_of / npc_of give it back,
empty for someone of another game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rollmate.errors import SheetError
from rollmate.rules.content import load_data
from rollmate.rules.records import FrozenRecord
from rollmate.rules.sheet_checks import join_key, scores, whole
from rollmate.rules.sheets import own_of


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Sheet(FrozenRecord):
    """An FS3 character's own values."""

    luck: float = 0  # Luck Points on the sheet, halves too (the ledger says how many are left)
    attributes: dict[str, int] = field(default_factory=dict)
    action_skills: dict[str, int] = field(default_factory=dict)
    background_skills: dict[str, int] = field(default_factory=dict)
    languages: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class NPCSheet(FrozenRecord):
    """An FS3 NPC: its skill rating (it rolls rating + 2 dice)."""

    rating: int | None = None


EMPTY, NO_NPC = Sheet(), NPCSheet()


def sheet_of(person: object) -> Sheet:
    """A character's FS3 values; empty ones for anyone else."""
    return own_of(person, Sheet, EMPTY)


def npc_of(person: object) -> NPCSheet:
    """An NPC's FS3 rating; none for anyone else."""
    return own_of(person, NPCSheet, NO_NPC)


SHEET_KEYS = ("luck", "attributes", "action_skills", "background_skills", "languages")
NPC_KEYS = ("rating",)


def sheet_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """An FS3 character's own keys, checked: attributes 1-4, action skills 0-8, others 0-3, luck 0-3 (halves too)."""
    fs3 = load_data("fs3")
    luck = data.get("luck", 1)
    if isinstance(luck, bool) or not isinstance(luck, (int, float)) or not 0 <= luck <= 3:
        raise SheetError(f"must be a number from 0 to 3, not {luck!r}", path=where, key=join_key(prefix, "luck"))
    actions = tuple(s["name"] for s in fs3["action_skills"])
    values: dict[str, Any] = {
        "luck": float(luck),
        "attributes": scores(data.get("attributes", {}), tuple(fs3["attributes"]), 1, 4, where,
                             join_key(prefix, "attributes")),
        "action_skills": scores(data.get("action_skills", {}), actions, 0, 8, where, join_key(prefix, "action_skills")),
    }
    for key in ("background_skills", "languages"):
        values[key] = scores(data.get(key, {}), None, 0, 3, where, join_key(prefix, key))
    taken = {a.lower() for a in actions} | {a.lower() for a in fs3["attributes"]}
    clash = {n.lower() for n in values["background_skills"]} & taken
    if clash:
        raise SheetError(f"{sorted(clash)[0]} is an action skill or attribute, not a background skill", path=where,
                         key=join_key(prefix, "background_skills"))
    return {"own": Sheet(**values)}


def npc_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """An FS3 NPC's keys, checked: its skill rating, 0-28."""
    if "rating" not in data:
        return {"own": NO_NPC}
    return {"own": NPCSheet(rating=whole(data["rating"], where, join_key(prefix, "rating"), 0, 28))}
