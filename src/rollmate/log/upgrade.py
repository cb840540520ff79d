"""Reads a record an older rollmate wrote (its table or its party) in today's shape; the stored bytes never change.

The chain hashes every stored byte, so an old row is never rewritten: it is read in its old shape and brought up
to date on the way in. What moved, and how it is told apart:
- a roll's table kept some resources in fields of their own (`"luck": {...}` beside `"held"`); now every resource
  is under `held`, keyed as its game declares it;
- a character or NPC kept its game's values as fields of its own (`"luck": 1`, `"skills": {...}`, `"wits": ...`);
  now they are in `own`, under the keys its SystemSpec says its sheets hold (own_keys), made the game's sheet
  record when the party is read (rules.sheets.restored);
- a roll's resolution said what its resource did under `luck`; now under `resource_use`, whatever the game;
- a roll's request kept what it spent in fields of its own (`"luck": true`, `"war_dice": 1`, `"war_faces"`...); now
  each resource spent is one record of `spends`, keyed as its game declares it.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from rollmate.errors import RulesError
from rollmate.rules.sheets import NPC, Character
from rollmate.rules.system import Table, get_system


def _names(kind: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(kind))


def table_json(text: str) -> str:
    """A logged Table's JSON in today's shape: a resource kept in a field of its own goes under `held`."""
    data = json.loads(text)
    if not isinstance(data, dict) or set(data) <= _names(Table):
        return text
    held: dict[str, Any] = dict(data.get("held") or {})
    for key in set(data) - _names(Table):
        counts = data[key]
        if isinstance(counts, dict) and counts:
            held[key] = {**counts, **held.get(key, {})}
    return json.dumps({**{k: v for k, v in data.items() if k in _names(Table)}, "held": held})


def party_json(text: str) -> str:
    """A logged Party's JSON in today's shape: each character's and NPC's game values kept as fields of their own go
    into its `own`, under the keys its game's sheets hold."""
    data = json.loads(text)
    if not isinstance(data, dict):
        return text
    groups = {key: data.get(key) for key, kind in _PEOPLE.items()}
    if all(not isinstance(people, list) or all(set(p) <= _names(_PEOPLE[key]) for p in people if isinstance(p, dict))
           for key, people in groups.items()):
        return text
    return json.dumps({**data, **{key: [_person(p, key) if isinstance(p, dict) else p for p in people]
                                  for key, people in groups.items() if isinstance(people, list)}})


_PEOPLE = {"characters": Character, "npcs": NPC}


def _person(person: dict[str, Any], group: str) -> dict[str, Any]:
    known = _names(_PEOPLE[group])
    old = set(person) - known
    if not old:
        return person
    try:
        keys = set(get_system(str(person.get("system"))).own_keys(npc=group == "npcs"))
    except RulesError:  # an unknown game: the record is read as it is, and refused there by name
        return person
    own = {k: person[k] for k in sorted(old & keys)}
    kept = {k: v for k, v in person.items() if k in known}
    earlier = person.get("own")
    return {**kept, "own": {**own, **(earlier if isinstance(earlier, dict) else {})}}


# A resolution's field for what its resource did, as the first versions named it (now Resolution.resource_use).
_OLD_USE = "luck"
# The request's own spend fields of the first versions, before the games declared their resources.
_OLD_SPENDS = ("luck", "avoid_glitch", "war_dice", "war_faces", "war_spender")


def request_json(text: str) -> str:
    """A logged request's JSON in today's shape: the old spend fields (luck, avoid_glitch, war_dice, war_faces,
    war_spender) become `spends`. Text already in it is given back as it is."""
    if not any(f'"{name}"' in text for name in _OLD_SPENDS):
        return text
    data = json.loads(text)
    return json.dumps(_spends(data), separators=(",", ":"), ensure_ascii=False) if isinstance(data, dict) else text


def resolution_json(text: str) -> str:
    """A logged resolution's JSON in today's shape: a request kept inside it (the first versions did) as in
    request_json, and what the roll's resource did under its generic name (the first versions named it `luck`)."""
    if '"request":{' not in text and f'"{_OLD_USE}":' not in text:
        return text
    data = json.loads(text)
    if not isinstance(data, dict):
        return text
    if _OLD_USE in data and "resource_use" not in data:
        data = {("resource_use" if k == _OLD_USE else k): v for k, v in data.items()}
    if isinstance(data.get("request"), dict):
        data["request"] = _spends(data["request"])
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _spends(request: dict[str, Any]) -> dict[str, Any]:
    if not any(name in request for name in _OLD_SPENDS):
        return request
    old = {name: request.get(name) for name in _OLD_SPENDS}
    spends: list[dict[str, Any]] = []
    if old["luck"] or old["avoid_glitch"]:
        spends.append({"key": "luck", "use": "avoid_glitch" if old["avoid_glitch"] else None})
    if old["war_dice"]:
        spends.append({"key": "war_dice", "count": old["war_dice"], "faces": old["war_faces"],
                       "payer": old["war_spender"]})
    return {**{k: v for k, v in request.items() if k not in _OLD_SPENDS}, "spends": spends}
