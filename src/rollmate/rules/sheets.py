"""Character, NPC and party sheets (TOML), checked key by key so every error names the file, key and allowed values."""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from rollmate.errors import SheetError
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEMS, get_system
from rollmate.rules.sheet_checks import join_key, lower_keys, no_unknown, tables, text_value
from rollmate.rules.tomlfile import MAX_SHEET_BYTES, read_toml

__all__ = ["MAX_SHEET_BYTES", "NPC", "Character", "Party", "load_party", "load_sheet", "own_of", "own_value", "parse_sheet",
           "restored"]

MAX_CHARACTERS = 200
T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Character(FrozenRecord):
    """A player character of any game: who it is, where it was read from, and the game's own sheet (`own`: the record
    its game's sheet module defines, or a plain table for a game that keeps one)."""

    system: str
    name: str
    aka: tuple[str, ...] = ()  # what the table also calls them ("Cass", "Cassie"): the sheet's `aka` key
    source: str = ""
    profile: str | None = None
    warnings: tuple[str, ...] = ()  # said when the sheet is loaded: values the rules allow but advise against
    # The game's own values, as its SystemSpec.sheet_fields checked them (ratings, a track, a playbook...), with
    # what the sheet says of each resource it declares (luck, war dice, stress...) under that resource's key.
    own: Any = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class NPC(FrozenRecord):
    """A character the GM runs: a name, and what its game's NPC entries hold (`own`, as for a Character)."""

    system: str
    name: str
    aka: tuple[str, ...] = ()
    source: str = ""
    own: Any = field(default_factory=dict)


def own_of(person: object, kind: type[T], empty: T) -> T:
    """A person's own values when they are `kind` (its game's record), else `empty` (someone of another game)."""
    own = getattr(person, "own", None)
    return own if isinstance(own, kind) else empty


def own_value(person: object, key: str) -> Any:
    """One of the game's own values on a sheet (a Character's or an NPC's), or None when it has no such thing."""
    own = getattr(person, "own", None)
    return own.get(key) if isinstance(own, dict) else getattr(own, key, None)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Party(FrozenRecord):
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
        """A character or NPC by name or by what the sheet says they are also called (`aka`), ignoring case and a
        leading 'the'."""
        return _index(self).get(_plain(name))

    def find_said(self, name: str) -> tuple[Character | NPC, ...]:
        """Who a name as people say it may stand for: the one named so in full or by an aka; else everyone a word of
        whose names is it, or opens with it (three letters or more): a first name, a last name, a prefix."""
        if (found := self.find(name)) is not None:
            return (found,)
        said = _plain(name)
        if len(said) < 3 or " " in said:
            return ()
        return tuple(p for p in (*self.characters, *self.npcs)
                     if any(word.startswith(said) for n in (p.name, *p.aka) for word in _plain(n).split()))

    def __hash__(self) -> int:  # parties are loaded once and never changed: identity is enough
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in (*self.characters, *self.npcs))

    def called(self) -> tuple[tuple[str, str], ...]:
        """Every way a phrase may name someone in full, with whose name it is: each name, each name without a
        leading 'the', and each of the sheet's `aka` names (a part or a prefix of these is the grammar's job)."""
        out: list[tuple[str, str]] = []
        for person in (*self.characters, *self.npcs):
            out.append((person.name, person.name))
            if person.name.lower().startswith("the "):
                out.append((person.name[4:], person.name))
            out += [(aka, person.name) for aka in person.aka]
        return tuple(out)

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
    for person in (*party.characters, *party.npcs):  # a name always wins over another's aka (load_party refuses both)
        for aka in person.aka:
            index.setdefault(_plain(aka), person)
    return index


@lru_cache(maxsize=1024)  # the same few names, asked for on every roll
def _plain(name: str) -> str:
    """The form names are compared in: compatibility-normalised (NFKC), case-folded, without a leading 'the'."""
    words = unicodedata.normalize("NFKC", name).strip().casefold().split()
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def restored(party: Party) -> Party:
    """A party read back from JSON (the roll log), each sheet's own values made its game's record again."""
    def again(person: Any, npc: bool) -> Any:
        if person.system not in SYSTEMS:  # a game this rollmate does not have: its values stay as they were read
            return person
        record = get_system(person.system).own_record(person.own, npc=npc)
        return person if record is person.own else replace(person, own=record)

    people = tuple(again(c, False) for c in party.characters), tuple(again(n, True) for n in party.npcs)
    if all(a is b for a, b in zip((*people[0], *people[1]), (*party.characters, *party.npcs))):
        return party
    return replace(party, characters=people[0], npcs=people[1])


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
    owner = dict(seen)  # plain name -> the name it is
    for person in (*party.characters, *party.npcs):
        for aka in person.aka:
            key = _plain(aka)
            if key in seen and owner[key] != person.name:
                raise SheetError(f"{aka!r} would name both {owner[key]} and {person.name}; an aka must name one "
                                 f"person only", path=person.source, key="aka")
            seen[key], owner[key] = aka, person.name
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
        raise SheetError("must be a text value: the name of one of the game's rules profiles", path=where, key="profile")
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
    common = {"system", "name", "profile", "aka"} | ({"campaign"} if not prefix else set())  # a file of one character
    if "aka" in data:
        fields["aka"] = _aka(data["aka"], name, where, join_key(prefix, "aka"))
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


def _npc(data: Any, where: str, prefix: str, default_system: str | None) -> NPC:
    data = lower_keys(data, where, prefix)
    system = _system(data["system"], where, join_key(prefix, "system")) if "system" in data else \
        (default_system or DEFAULT_SYSTEM)
    game = get_system(system)  # each game owns its NPC keys and how they are checked
    no_unknown(data, {"system", "name", "aka", *game.npc_keys}, where, prefix)
    name = text_value(data.get("name"), where, join_key(prefix, "name"))
    aka = _aka(data["aka"], name, where, join_key(prefix, "aka")) if "aka" in data else ()
    return NPC(system=system, name=name, aka=aka, source=where, **game.npc_fields(data, where, prefix))


MAX_AKA = 8  # names in one `aka` list
MAX_AKA_LENGTH = 40  # characters in one of them


def _aka(value: Any, name: str, where: str, key: str) -> tuple[str, ...]:
    """The sheet's `aka` list ("Cass", "Cassie"): checked by pydantic for its shape (a list of up to MAX_AKA texts,
    no other kind), then each like a name; one that only repeats the name is refused as a likely slip."""
    from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError  # only for a sheet that has `aka`

    class Aka(BaseModel):
        model_config = ConfigDict(extra="forbid")
        aka: list[StrictStr] = Field(max_length=MAX_AKA)

    try:
        said = Aka(aka=value).aka
    except ValidationError as error:
        first = error.errors()[0]
        where_in = "".join(f"[{p}]" for p in first["loc"][1:])
        raise SheetError(f"{first['msg']}; write the other names the table uses in a list of at most {MAX_AKA}, "
                         f"e.g. aka = [\"Cass\", \"Cassie\"]", path=where, key=key + where_in) from None
    out: list[str] = []
    for k, alias in enumerate(said):
        alias = text_value(alias, where, f"{key}[{k}]", MAX_AKA_LENGTH)
        if _plain(alias) == _plain(name) or _plain(alias) in map(_plain, out):
            raise SheetError(f"{alias!r} is said twice (as the name or in the list)", path=where, key=f"{key}[{k}]")
        out.append(alias)
    return tuple(out)
