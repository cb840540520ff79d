"""Character, NPC and party sheets (TOML), checked key by key so every error names the file, key and allowed values."""

from __future__ import annotations

from dataclasses import dataclass, field
import os
import unicodedata
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from rollmate.errors import SheetError
from rollmate.rules.content import load_data
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.sheet_checks import choice, join_key, lower_keys, no_unknown, tables, text_value, whole
from rollmate.rules.tomlfile import MAX_SHEET_BYTES, read_toml

__all__ = ["MAX_SHEET_BYTES", "NPC", "Character", "Item", "Party", "load_party", "load_sheet", "parse_sheet"]

DL_NAMES = ("Easy", "Moderate", "Hard", "Severe", "Extreme")
ATTITUDES = ("Friendly", "Neutral", "Hostile")
MAX_CHARACTERS = 200


@dataclass(frozen=True, slots=True, kw_only=True)
class Item:
    """A piece of gear or an augmentation with its bonus per skill."""

    name: str
    bonus: dict[str, int]


@dataclass(frozen=True, slots=True, kw_only=True)
class Character:
    """A player character of any system; fields of other systems stay empty."""

    system: str
    name: str
    source: str = ""
    profile: str | None = None
    # Ghostburn
    favored: str | None = None
    signature_tricks: tuple[str, ...] = ()
    abilities: dict[str, int] = field(default_factory=dict)
    skills: dict[str, int] = field(default_factory=dict)
    gear: tuple[Item, ...] = ()
    augs: tuple[Item, ...] = ()
    # FS3 (attributes also FIST)
    attributes: dict[str, int] = field(default_factory=dict)
    action_skills: dict[str, int] = field(default_factory=dict)
    background_skills: dict[str, int] = field(default_factory=dict)
    languages: dict[str, int] = field(default_factory=dict)
    # FIST
    warnings: tuple[str, ...] = ()
    # PbtA
    ongoing: int = 0  # a bonus on every roll while it lasts
    # A game's own sheet values, as its SystemSpec.sheet_fields checked them (ratings, a track, a playbook...); what
    # the sheet says of each resource the game declares (luck, war dice, stress...) is kept here under its key.
    own: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class NPC:
    """A character the GM runs; Ghostburn traits are Difficulty Level names."""

    system: str
    name: str
    source: str = ""
    wits: str | None = None
    fort: str | None = None
    security: str | None = None
    stability: str | None = None
    threat: int | None = None
    strong: bool = False
    attitude: str = "Neutral"
    status: Literal["fine", "hurt", "defeated"] = "fine"
    conditions: tuple[str, ...] = ()
    members: int | None = None
    rating: int | None = None  # FS3: the NPC's skill rating (rolls rating + 2 dice)


@dataclass(frozen=True, slots=True, kw_only=True)
class Party:
    """Everyone loaded from one or more sheet files."""

    characters: tuple[Character, ...] = ()
    npcs: tuple[NPC, ...] = ()
    profile: str | None = None
    system: str | None = None
    # Whose game this is: the party file's `campaign` key, else the file itself. Luck and war dice spent are kept
    # per campaign in the roll log, so two parties that both have a Vex never share her ledger.
    campaign: str = ""
    # What a game reads from the party file beyond its people (its own keys, checked by the game): e.g. a playbook.
    settings: dict[str, Any] = field(default_factory=dict)

    def find(self, name: str) -> Character | NPC | None:
        """A character or NPC by name, ignoring case and a leading 'the'."""
        return _index(self).get(_plain(name))

    def __hash__(self) -> int:  # parties are loaded once and never changed: identity is enough
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in (*self.characters, *self.npcs))

    def merged(self, other: Party) -> Party:
        return Party(
            characters=self.characters + other.characters,
            npcs=self.npcs + other.npcs,
            profile=other.profile or self.profile,
            system=self.system or other.system,
            campaign=self.campaign or other.campaign,
            settings={**other.settings, **self.settings},
        )


@lru_cache(maxsize=64)
def _index(party: Party) -> dict[str, Character | NPC]:
    index: dict[str, Character | NPC] = {}
    for person in (*party.characters, *party.npcs):
        index.setdefault(_plain(person.name), person)
    return index


@lru_cache(maxsize=1024)  # the same few names, asked for on every roll
def _plain(name: str) -> str:
    """The form names are compared in: compatibility-normalised (NFKC), case-folded, without a leading 'the'."""
    words = unicodedata.normalize("NFKC", name).strip().casefold().split()
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


# --- loading --------------------------------------------------------------------------------


def load_party(paths: Iterable[str | Path]) -> Party:
    """Load and merge every sheet file given; raise SheetError for the first problem found."""
    party = Party()
    for path in paths:
        party = party.merged(load_sheet(path))
    seen: dict[str, str] = {}
    for person in (*party.characters, *party.npcs):
        key = _plain(person.name)
        if key in seen:
            alike = "" if seen[key] == person.name else f" (as {seen[key]!r}: case and look-alike letters are ignored)"
            raise SheetError(f"two characters are named {person.name!r}{alike}; names must differ",
                             path=person.source, key="name")
        seen[key] = person.name
    return party


def load_sheet(path: str | Path) -> Party:
    """One TOML file: a single character (top-level keys) or a party of [[character]] and [[npc]] tables."""
    return parse_sheet(read_toml(path), str(path))


def parse_sheet(data: Mapping[str, Any], where: str = "<sheet>") -> Party:
    """Validate already-parsed TOML data."""
    data = lower_keys(data, where, "")
    default_system = data.get("system")
    profile = data.get("profile")
    if profile is not None and not isinstance(profile, str):
        raise SheetError("must be a text value such as \"aresmush\"", path=where, key="profile")
    campaign = _campaign(data.get("campaign"), where)
    if "character" in data or "npc" in data:
        allowed = {"system", "profile", "character", "npc", "campaign"}
        settings: dict[str, Any] = {}
        if default_system is not None:
            game = get_system(_system(default_system, where, "system"))
            allowed |= set(game.party_keys)
            no_unknown(data, allowed, where, "")
            settings = game.party_fields(data, where)
        no_unknown(data, allowed, where, "")
        chars = [_character(c, where, f"character[{i}]", default_system, settings)
                 for i, c in enumerate(tables(data, "character", where))]
        npcs = [_npc(n, where, f"npc[{i}]", default_system) for i, n in enumerate(tables(data, "npc", where))]
        if len(chars) + len(npcs) > MAX_CHARACTERS:
            raise SheetError(f"at most {MAX_CHARACTERS} characters and NPCs in one file", path=where)
        return Party(characters=tuple(chars), npcs=tuple(npcs), profile=profile, system=default_system,
                     campaign=campaign, settings=settings)
    character = _character(data, where, "", None)
    return Party(characters=(character,), profile=profile, system=character.system, campaign=campaign)


MAX_CAMPAIGN = 80  # characters


def _campaign(value: object, where: str) -> str:
    """The `campaign` key, or the file itself when there is none (so each party file keeps its own ledgers)."""
    if value is None:
        return f"file:{os.path.abspath(where)}" if where and not where.startswith("<") else ""
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_CAMPAIGN or not value.isprintable():
        raise SheetError(f"must be a name of 1 to {MAX_CAMPAIGN} printable characters, e.g. \"Neon Nights\"",
                         path=where, key="campaign")
    return value.strip()


def _character(data: Any, where: str, prefix: str, default_system: str | None,
               settings: dict[str, Any] | None = None) -> Character:
    data = lower_keys(data, where, prefix)
    if "system" in data:
        system = _system(data["system"], where, join_key(prefix, "system"))
    elif default_system is not None:
        system = _system(default_system, where, "system")
    else:
        raise SheetError(f"say which game this sheet is for; allowed: {', '.join(SYSTEMS)}", path=where,
                         key=join_key(prefix, "system"))
    name = text_value(data.get("name"), where, join_key(prefix, "name"))
    fields: dict[str, Any] = {"system": system, "name": name, "source": where}
    common = {"system", "name", "profile"} | ({"campaign"} if not prefix else set())  # a file of one character
    if "profile" in data:
        fields["profile"] = text_value(data["profile"], where, join_key(prefix, "profile")).lower()
    game = get_system(system)  # each game owns its sheet keys and how they are checked
    no_unknown(data, common | set(game.sheet_keys), where, prefix)
    fields.update(game.sheet_fields(data, where, prefix, settings or {}))
    return Character(**fields)


def _system(value: Any, where: str, key: str) -> str:
    if not isinstance(value, str) or value.strip().lower() not in SYSTEMS:
        raise SheetError(f"unknown system {value!r}; allowed: {', '.join(SYSTEMS)}", path=where, key=key)
    return value.strip().lower()


def _dl_trait(value: Any, where: str, key: str) -> str:
    return choice(value, DL_NAMES, where, key)


def _npc(data: Any, where: str, prefix: str, default_system: str | None) -> NPC:
    data = lower_keys(data, where, prefix)
    system = _system(data["system"], where, join_key(prefix, "system")) if "system" in data else (default_system or "ghostburn")
    allowed = {"system", "name", "wits", "fort", "security", "stability", "threat", "strong", "attitude", "status", "conditions", "members", "rating"}
    no_unknown(data, allowed, where, prefix)
    fields: dict[str, Any] = {"system": system, "name": text_value(data.get("name"), where, join_key(prefix, "name")), "source": where}
    for trait in ("wits", "fort", "stability"):
        if trait in data:
            fields[trait] = _dl_trait(data[trait], where, join_key(prefix, trait))
    if "security" in data:
        levels = load_data("ghostburn")["security"]
        value = data["security"]
        by_level = {k.lower(): v for k, v in levels.items()}
        if isinstance(value, str) and value.strip().lower() in by_level:
            fields["security"] = by_level[value.strip().lower()]
        else:
            fields["security"] = choice(value, [*DL_NAMES, *(k.title() for k in levels)], where, join_key(prefix, "security"))
    if "threat" in data:
        fields["threat"] = whole(data["threat"], where, join_key(prefix, "threat"), 1, 20)
    if "strong" in data:
        if not isinstance(data["strong"], bool):
            raise SheetError("must be true or false", path=where, key=join_key(prefix, "strong"))
        fields["strong"] = data["strong"]
    if "attitude" in data:
        fields["attitude"] = choice(data["attitude"], ATTITUDES, where, join_key(prefix, "attitude"))
    if "status" in data:
        fields["status"] = choice(data["status"], ("fine", "hurt", "defeated"), where, join_key(prefix, "status"))
    if "conditions" in data:
        conds = data["conditions"]
        if not isinstance(conds, list) or not all(isinstance(c, str) for c in conds):
            raise SheetError("must be a list of condition names, like [\"Distracted\"]", path=where, key=join_key(prefix, "conditions"))
        fields["conditions"] = tuple(text_value(c, where, join_key(prefix, f"conditions[{i}]")) for i, c in enumerate(conds))
    if "members" in data:
        fields["members"] = whole(data["members"], where, join_key(prefix, "members"), 1, 100000)
    if "rating" in data:
        fields["rating"] = whole(data["rating"], where, join_key(prefix, "rating"), 0, 28)
    return NPC(**fields)
