"""Ghostburn sheets: a character's abilities, skills, luck, tricks and gear, an NPC's traits, checked key by key.

Each is kept as the game's own record on the generic Character or NPC (its `own`); sheet_of / npc_of give it back,
empty for someone of another game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from rollmate.errors import SheetError
from rollmate.rules.content import load_data
from rollmate.rules.records import FrozenRecord
from rollmate.rules.sheet_checks import choice, join_key, lower_keys, no_unknown, scores, text_value, whole
from rollmate.rules.sheets import own_of

DL_NAMES = ("Easy", "Moderate", "Hard", "Severe", "Extreme")
ATTITUDES = ("Friendly", "Neutral", "Hostile")
STATUSES = ("fine", "hurt", "defeated")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Item(FrozenRecord):
    """A piece of gear or an augmentation with its bonus per skill."""

    name: str
    bonus: dict[str, int]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Sheet(FrozenRecord):
    """A Ghostburn character's own values."""

    luck: int = 0  # Luck Points on the sheet (the ledger says how many are left)
    favored: str | None = None
    signature_tricks: tuple[str, ...] = ()
    abilities: dict[str, int] = field(default_factory=dict)
    skills: dict[str, int] = field(default_factory=dict)
    gear: tuple[Item, ...] = ()
    augs: tuple[Item, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class NPCSheet(FrozenRecord):
    """A Ghostburn NPC: traits are Difficulty Level names."""

    wits: str | None = None
    fort: str | None = None
    security: str | None = None
    stability: str | None = None
    threat: int | None = None
    strong: bool = False
    attitude: str | None = None  # None: the party file gives none (read as Neutral)
    status: Literal["fine", "hurt", "defeated"] = "fine"
    conditions: tuple[str, ...] = ()
    members: int | None = None


EMPTY, NO_NPC = Sheet(), NPCSheet()


def sheet_of(person: object) -> Sheet:
    """A character's Ghostburn values; empty ones for anyone else."""
    return own_of(person, Sheet, EMPTY)


def npc_of(person: object) -> NPCSheet:
    """An NPC's Ghostburn traits; the defaults for anyone else."""
    return own_of(person, NPCSheet, NO_NPC)


SHEET_KEYS = ("favored", "luck", "signature_tricks", "abilities", "skills", "gear", "augs")
NPC_KEYS = ("wits", "fort", "security", "stability", "threat", "strong", "attitude", "status", "conditions",
            "members")


def sheet_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """A Ghostburn character's own keys, checked: abilities 1-8, skills 0-3, luck 0-3, tricks and gear by name."""
    skills = tuple(s["name"] for s in load_data("ghostburn")["skills"])
    tricks = tuple(t["name"] for t in load_data("ghostburn")["tricks"])
    values: dict[str, Any] = {
        "abilities": scores(data.get("abilities", {}), tuple(load_data("ghostburn")["abilities"]), 1, 8, where,
                            join_key(prefix, "abilities")),
        "skills": scores(data.get("skills", {}), skills, 0, 3, where, join_key(prefix, "skills")),
        "luck": whole(data.get("luck", 1), where, join_key(prefix, "luck"), 0, 3),
        "gear": _items(data.get("gear", []), skills, where, join_key(prefix, "gear")),
        "augs": _items(data.get("augs", []), skills, where, join_key(prefix, "augs")),
    }
    if "favored" in data:
        values["favored"] = choice(data["favored"], skills, where, join_key(prefix, "favored"))
    chosen = data.get("signature_tricks", [])
    if not isinstance(chosen, list):
        raise SheetError("must be a list of trick names, like [\"Haggle\"]", path=where,
                         key=join_key(prefix, "signature_tricks"))
    values["signature_tricks"] = tuple(
        choice(t, tricks, where, join_key(prefix, f"signature_tricks[{i}]")) for i, t in enumerate(chosen))
    return {"own": Sheet(**values)}


def _items(value: Any, skills: tuple[str, ...], where: str, key: str) -> tuple[Item, ...]:
    if not isinstance(value, list):
        raise SheetError("write each one as a table with name and bonus", path=where, key=key)
    items = []
    for i, entry in enumerate(value):
        k = f"{key}[{i}]"
        entry = lower_keys(entry, where, k)
        no_unknown(entry, {"name", "bonus"}, where, k)
        name = text_value(entry.get("name"), where, join_key(k, "name"))
        bonus = scores(entry.get("bonus", {}), skills, 0, 3, where, join_key(k, "bonus"))
        items.append(Item(name=name, bonus=bonus))
    return tuple(items)


def npc_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """A Ghostburn NPC's keys, checked: traits by Difficulty Level name (security also by its level), threat 1-20,
    attitude, status, conditions and a group's size."""
    values: dict[str, Any] = {}
    for trait in ("wits", "fort", "stability"):
        if trait in data:
            values[trait] = choice(data[trait], DL_NAMES, where, join_key(prefix, trait))
    if "security" in data:
        levels = load_data("ghostburn")["security"]
        value = data["security"]
        by_level = {k.lower(): v for k, v in levels.items()}
        if isinstance(value, str) and value.strip().lower() in by_level:
            values["security"] = by_level[value.strip().lower()]
        else:
            values["security"] = choice(value, [*DL_NAMES, *(k.title() for k in levels)], where,
                                        join_key(prefix, "security"))
    if "threat" in data:
        values["threat"] = whole(data["threat"], where, join_key(prefix, "threat"), 1, 20)
    if "strong" in data:
        if not isinstance(data["strong"], bool):
            raise SheetError("must be true or false", path=where, key=join_key(prefix, "strong"))
        values["strong"] = data["strong"]
    if "attitude" in data:
        values["attitude"] = choice(data["attitude"], ATTITUDES, where, join_key(prefix, "attitude"))
    if "status" in data:
        values["status"] = choice(data["status"], STATUSES, where, join_key(prefix, "status"))
    if "conditions" in data:
        conds = data["conditions"]
        if not isinstance(conds, list) or not all(isinstance(c, str) for c in conds):
            raise SheetError("must be a list of condition names, like [\"Distracted\"]", path=where,
                             key=join_key(prefix, "conditions"))
        values["conditions"] = tuple(text_value(c, where, join_key(prefix, f"conditions[{i}]"))
                                     for i, c in enumerate(conds))
    if "members" in data:
        values["members"] = whole(data["members"], where, join_key(prefix, "members"), 1, 100000)
    return {"own": NPCSheet(**values)}
