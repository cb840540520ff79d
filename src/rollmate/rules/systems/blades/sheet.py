"""A Blades character sheet, checked key by key: action ratings, the stress track, trauma, playbook.

Attributes are never stored (each is the number of its actions rated 1 or more); NPCs have no sheets.
"""

from __future__ import annotations

from typing import Any

from rollmate.errors import SheetError
from rollmate.rules.sheet_checks import join_key, lower_keys, text_value, whole
from rollmate.rules.systems.blades.data import content

SHEET_KEYS = ("playbook", "alias", "heritage", "background", "vice", "look", "stress", "stress_max", "trauma",
              "actions", "attributes")
STRESS_MAX = 9  # the usual track; special playbooks may have up to 12 boxes
MAX_RATING = 4
RETIRED = 4  # the fourth trauma ends a scoundrel's career


def sheet_fields(data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
    """A character's Blades keys, kept in its `own` table: action ratings under `skills`, stress, trauma, playbook..."""
    if "attributes" in data:
        raise SheetError(f"attributes are worked out from the actions ({', '.join(content().attributes)}: how many of each "
                         "one's four actions are rated 1 or more); remove this table", path=where,
                         key=join_key(prefix, "attributes"))
    own: dict[str, Any] = {}
    for key in ("playbook", "alias", "heritage", "background", "vice", "look"):
        if key in data:
            own[key] = text_value(data[key], where, join_key(prefix, key), 60)
    most = whole(data.get("stress_max", STRESS_MAX), where, join_key(prefix, "stress_max"), STRESS_MAX, 12)
    stress = data.get("stress", 0)
    if isinstance(stress, int) and not isinstance(stress, bool) and stress >= most:
        raise SheetError(f"{stress} stress fills the track of {most}: record the trauma and set stress to 0",
                         path=where, key=join_key(prefix, "stress"))
    own["stress"] = whole(stress, where, join_key(prefix, "stress"), 0, most - 1)
    own["stress_max"] = most
    own["traumas"] = _traumas(data.get("trauma", []), where, join_key(prefix, "trauma"))
    own["trauma"] = len(own["traumas"])
    own["skills"] = _ratings(data.get("actions"), where, join_key(prefix, "actions"))
    return {"own": own}


def _ratings(value: Any, where: str, key: str) -> dict[str, int]:
    if value is None:
        raise SheetError(f"an [actions] table is needed, with ratings 0 to {MAX_RATING} for: "
                         f"{', '.join(content().actions)}",
                         path=where, key=key)
    table = lower_keys(value, where, key)
    c = content()
    by_key = {a.lower(): a for a in c.actions}
    ratings = dict.fromkeys(c.actions, 0)  # a missing action is rated 0
    for name, rating in table.items():
        if name not in by_key:
            grouped = "; ".join(f"{attr}: {', '.join(acts)}" for attr, acts in c.attributes.items())
            raise SheetError(f"{name!r} is not an action; the twelve are {grouped}", path=where,
                             key=join_key(key, name))
        ratings[by_key[name]] = whole(rating, where, join_key(key, name), 0, MAX_RATING)
    return ratings


def _traumas(value: Any, where: str, key: str) -> tuple[str, ...]:
    trauma = content().trauma
    if not isinstance(value, list):
        raise SheetError(f"must be a list of trauma names, from: {', '.join(trauma)}", path=where, key=key)
    known = {t.lower(): t for t in trauma}
    names: list[str] = []
    for i, item in enumerate(value):
        name = known.get(item.strip().lower()) if isinstance(item, str) else None
        if name is None:
            raise SheetError(f"{item!r} is not a trauma; choose from: {', '.join(trauma)}", path=where,
                             key=f"{key}[{i}]")
        if name in names:
            raise SheetError(f"{name} is listed twice; each trauma is taken once", path=where, key=f"{key}[{i}]")
        names.append(name)
    if len(names) > RETIRED:
        raise SheetError(f"at most {RETIRED} traumas (the fourth retires the character)", path=where, key=key)
    return tuple(names)


def party_fields(data: dict[str, Any], where: str) -> dict[str, Any]:
    """A crew file's own keys: the crew's name (informational). Blades NPCs have no sheets."""
    if "npc" in data:
        raise SheetError("in Blades in the Dark the GM's characters have no sheets and never roll; remove the [[npc]] "
                         "tables (the GM sets position and effect instead)", path=where, key="npc")
    return {"crew": text_value(data["crew"], where, "crew", 80)} if "crew" in data else {}


def attribute(ratings: dict[str, int], name: str) -> int:
    """An attribute's rating: how many of its actions are rated 1 or more."""
    return sum(1 for action in content().attributes[name] if ratings.get(action, 0) >= 1)
