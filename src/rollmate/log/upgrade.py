"""Reads a record an older rollmate wrote (its table or its party) in today's shape; the stored bytes never change.

The chain hashes every stored byte, so an old row is never rewritten: it is read in its old shape and brought up
to date on the way in. What moved, and how it is told apart:
- a roll's table kept some resources in fields of their own (`"luck": {...}` beside `"held"`); now every resource
  is under `held`, keyed as its game declares it;
- a character kept some game values as fields of its own (`"luck": 1`); now a game's values are in `own`, under
  the keys its SystemSpec says its sheets hold (own_keys).
"""

from __future__ import annotations

import json
from dataclasses import fields
from functools import cache
from typing import Any

from rollmate.errors import RulesError
from rollmate.rules.sheets import Character
from rollmate.rules.system import Table, get_system


@cache
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
    """A logged Party's JSON in today's shape: each character's game values kept as fields of their own go into
    its `own`, under the keys its game's sheets hold."""
    data = json.loads(text)
    people = data.get("characters") if isinstance(data, dict) else None
    if not isinstance(people, list) or all(set(p) <= _names(Character) for p in people if isinstance(p, dict)):
        return text
    return json.dumps({**data, "characters": [_character(p) if isinstance(p, dict) else p for p in people]})


def _character(person: dict[str, Any]) -> dict[str, Any]:
    old = set(person) - _names(Character)
    if not old:
        return person
    try:
        keys = set(get_system(str(person.get("system"))).own_keys())
    except RulesError:  # an unknown game: the record is read as it is, and refused there by name
        return person
    own = {k: person[k] for k in sorted(old & keys)}
    kept = {k: v for k, v in person.items() if k in _names(Character)}
    return {**kept, "own": {**own, **(person.get("own") or {})}}
