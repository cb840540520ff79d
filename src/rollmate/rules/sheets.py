"""Character, NPC and party sheets (TOML), checked key by key so every error names the file, key and allowed values."""

from __future__ import annotations

import os
import stat
import tomllib
import unicodedata
from functools import lru_cache
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

from rollmate.errors import SheetError
from rollmate.rules.content import load_data
from rollmate.rules.model import Frozen
from rollmate.textsafe import unsafe_in

SYSTEMS = ("ghostburn", "fist", "fs3")
DL_NAMES = ("Easy", "Moderate", "Hard", "Severe", "Extreme")
ATTITUDES = ("Friendly", "Neutral", "Hostile")
MAX_SHEET_BYTES = 256 * 1024
MAX_CHARACTERS = 200
# tomllib's work grows with the square of a dotted key's length and it recurses on nested arrays, so a sheet is
# checked for these before it is parsed: long lines and many-part keys are refused, deep nesting too.
MAX_LINE = 1000
MAX_KEY_PARTS = 16
MAX_KEY = 64
MAX_DEPTH = 8


class Item(Frozen):
    """A piece of gear or an augmentation with its bonus per skill."""

    name: str
    bonus: dict[str, int]


class Character(Frozen):
    """A player character of any system; fields of other systems stay empty."""

    system: str
    name: str
    source: str = ""
    profile: str | None = None
    luck: float = 0
    # Ghostburn
    favored: str | None = None
    signature_tricks: tuple[str, ...] = ()
    abilities: dict[str, int] = {}
    skills: dict[str, int] = {}
    gear: tuple[Item, ...] = ()
    augs: tuple[Item, ...] = ()
    # FS3 (attributes also FIST)
    attributes: dict[str, int] = {}
    action_skills: dict[str, int] = {}
    background_skills: dict[str, int] = {}
    languages: dict[str, int] = {}
    # FIST
    war_dice: int = 0
    warnings: tuple[str, ...] = ()


class NPC(Frozen):
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


class Party(Frozen):
    """Everyone loaded from one or more sheet files."""

    characters: tuple[Character, ...] = ()
    npcs: tuple[NPC, ...] = ()
    profile: str | None = None
    system: str | None = None
    # Whose game this is: the party file's `campaign` key, else the file itself. Luck and war dice spent are kept
    # per campaign in the roll log, so two parties that both have a Vex never share her ledger.
    campaign: str = ""

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
        )


@lru_cache(maxsize=64)
def _index(party: Party) -> dict[str, Character | NPC]:
    index: dict[str, Character | NPC] = {}
    for person in (*party.characters, *party.npcs):
        index.setdefault(_plain(person.name), person)
    return index


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
    where = str(path)
    text = _read_text(path, where)
    _check_shape(text, where)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SheetError(f"not valid TOML: {error}", path=where) from None
    except RecursionError:
        raise SheetError(f"arrays or tables are nested too deeply; at most {MAX_DEPTH} levels", path=where) from None
    _check_depth(data, where)
    return parse_sheet(data, where)


def _read_text(path: str | Path, where: str) -> str:
    """The file's text, read only if it is a regular file within the size limit (never a FIFO or a device)."""
    # O_NONBLOCK: opening a FIFO must not wait for a writer; the type is then checked on what was opened.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise SheetError(f"cannot read the file ({error.strerror or error})", path=where) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SheetError("is not a regular file (a sheet must be a TOML text file, not a device, pipe or folder)",
                             path=where)
        if info.st_size > MAX_SHEET_BYTES:
            raise SheetError(f"the file is larger than the limit of {MAX_SHEET_BYTES // 1024} KiB", path=where)
        with os.fdopen(os.dup(fd), "rb") as stream:
            raw_bytes = stream.read(MAX_SHEET_BYTES + 1)  # the file may grow after the size was checked
    except OSError as error:
        raise SheetError(f"cannot read the file ({error.strerror or error})", path=where) from None
    finally:
        os.close(fd)
    if len(raw_bytes) > MAX_SHEET_BYTES:
        raise SheetError(f"the file is larger than the limit of {MAX_SHEET_BYTES // 1024} KiB", path=where)
    try:
        return raw_bytes.decode("utf-8")
    except UnicodeDecodeError:
        raise SheetError("the file is not UTF-8 text", path=where) from None


def _check_shape(text: str, where: str) -> None:
    """Refuse what would make the TOML parser slow before it runs: very long lines and keys of many parts."""
    for number, line in enumerate(text.splitlines(), 1):
        body = line.strip()
        if body.startswith("#"):
            continue
        if len(line) > MAX_LINE:
            raise SheetError(f"line {number} is longer than the limit of {MAX_LINE} characters", path=where)
        if not body.startswith("[") and "=" not in body:
            continue  # no key on this line: part of a multi-line array or string
        key = body if body.startswith("[") else body.partition("=")[0]
        if key.count(".") >= MAX_KEY_PARTS:
            raise SheetError(f"line {number}: a dotted key has more than {MAX_KEY_PARTS} parts", path=where)


def _check_depth(data: Any, where: str) -> None:
    """Tables and arrays at most MAX_DEPTH deep, walked without recursion."""
    pending: list[tuple[Any, int]] = [(data, 0)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise SheetError(f"arrays or tables are nested too deeply; at most {MAX_DEPTH} levels", path=where)
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def parse_sheet(data: Mapping[str, Any], where: str = "<sheet>") -> Party:
    """Validate already-parsed TOML data."""
    data = _lower_keys(data, where, "")
    default_system = data.get("system")
    profile = data.get("profile")
    if profile is not None and not isinstance(profile, str):
        raise SheetError("must be a text value such as \"aresmush\"", path=where, key="profile")
    campaign = _campaign(data.get("campaign"), where)
    if "character" in data or "npc" in data:
        allowed = {"system", "profile", "character", "npc", "campaign"}
        _no_unknown(data, allowed, where, "")
        if default_system is not None:
            _system(default_system, where, "system")
        chars = [_character(c, where, f"character[{i}]", default_system) for i, c in enumerate(_tables(data, "character", where))]
        npcs = [_npc(n, where, f"npc[{i}]", default_system) for i, n in enumerate(_tables(data, "npc", where))]
        if len(chars) + len(npcs) > MAX_CHARACTERS:
            raise SheetError(f"at most {MAX_CHARACTERS} characters and NPCs in one file", path=where)
        return Party(characters=tuple(chars), npcs=tuple(npcs), profile=profile, system=default_system,
                     campaign=campaign)
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


def _tables(data: Mapping[str, Any], key: str, where: str) -> list[Mapping[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise SheetError(f"write each one as a [[{key}]] table", path=where, key=key)
    return value


def _lower_keys(data: Any, where: str, key: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SheetError("must be a table", path=where, key=key or "(top level)")
    out: dict[str, Any] = {}
    for k, v in data.items():
        if len(k) > MAX_KEY:
            raise SheetError(f"the key is longer than the limit of {MAX_KEY} characters", path=where,
                             key=_join(key, k[:20] + "..."))
        lk = k.strip().lower()
        if lk in out:
            raise SheetError(f"the key {k!r} is given twice (keys ignore case)", path=where, key=_join(key, k))
        out[lk] = v
    return out


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _no_unknown(data: Mapping[str, Any], allowed: set[str], where: str, prefix: str) -> None:
    for key in data:
        if key not in allowed:
            raise SheetError(
                f"unknown key; allowed here: {', '.join(sorted(allowed))}", path=where, key=_join(prefix, key)
            )


def _system(value: Any, where: str, key: str) -> str:
    if not isinstance(value, str) or value.strip().lower() not in SYSTEMS:
        raise SheetError(f"unknown system {value!r}; allowed: {', '.join(SYSTEMS)}", path=where, key=key)
    return value.strip().lower()


def _text(value: Any, where: str, key: str) -> str:
    """A name or other text value: normalised (NFC), and refused if it holds characters that can hide or fake
    text on a screen (controls, escape sequences, zero-width and bidi marks)."""
    if not isinstance(value, str) or not value.strip():
        raise SheetError("must be a non-empty text value in quotes", path=where, key=key)
    if len(value) > 100:
        raise SheetError("is longer than 100 characters", path=where, key=key)
    bad = unsafe_in(value)
    if bad:
        raise SheetError(f"contains {', '.join(bad[:3])}; allowed: letters, digits, spaces and punctuation (no control,"
                         " zero-width or bidi characters)", path=where, key=key)
    return unicodedata.normalize("NFC", value.strip())


def _int(value: Any, where: str, key: str, low: int | None, high: int | None, what: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(f"must be a whole number{_range(low, high)}, not {value!r}", path=where, key=key)
    if (low is not None and value < low) or (high is not None and value > high):
        raise SheetError(f"{value} is out of range; allowed{_range(low, high)}{what}", path=where, key=key)
    return value


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" {low} to {high}"
    if low is not None:
        return f" {low} or more"
    return ""


def _choice(value: Any, allowed: Iterable[str], where: str, key: str) -> str:
    options = list(allowed)
    if isinstance(value, str):
        for option in options:
            if option.lower() == value.strip().lower():
                return option
    raise SheetError(f"{value!r} is not allowed; allowed: {', '.join(options)}", path=where, key=key)


def _scores(value: Any, allowed: Iterable[str] | None, low: int | None, high: int | None, where: str, key: str) -> dict[str, int]:
    table = _lower_keys(value, where, key)
    options = {a.lower(): a for a in allowed} if allowed is not None else None
    out: dict[str, int] = {}
    for name, score in table.items():
        if options is not None:
            if name not in options:
                raise SheetError(f"unknown name; allowed: {', '.join(options.values())}", path=where, key=_join(key, name))
            canonical = options[name]
        else:
            canonical = " ".join(w.capitalize() for w in _text(name, where, _join(key, name)).split())
            if not canonical or len(canonical) > 40:
                raise SheetError("a skill name must be 1 to 40 characters", path=where, key=_join(key, name))
        out[canonical] = _int(score, where, _join(key, name), low, high)
    return out


def ghostburn_skills() -> tuple[str, ...]:
    return tuple(skill["name"] for skill in load_data("ghostburn")["skills"])


def ghostburn_tricks() -> tuple[str, ...]:
    return tuple(trick["name"] for trick in load_data("ghostburn")["tricks"])


def _items(value: Any, where: str, key: str) -> tuple[Item, ...]:
    if not isinstance(value, list):
        raise SheetError("write each one as a table with name and bonus", path=where, key=key)
    items = []
    for i, entry in enumerate(value):
        k = f"{key}[{i}]"
        entry = _lower_keys(entry, where, k)
        _no_unknown(entry, {"name", "bonus"}, where, k)
        name = _text(entry.get("name"), where, _join(k, "name"))
        bonus = _scores(entry.get("bonus", {}), ghostburn_skills(), 0, 3, where, _join(k, "bonus"))
        items.append(Item(name=name, bonus=bonus))
    return tuple(items)


def _character(data: Any, where: str, prefix: str, default_system: str | None) -> Character:
    data = _lower_keys(data, where, prefix)
    if "system" in data:
        system = _system(data["system"], where, _join(prefix, "system"))
    elif default_system is not None:
        system = _system(default_system, where, "system")
    else:
        raise SheetError(f"say which game this sheet is for; allowed: {', '.join(SYSTEMS)}", path=where, key=_join(prefix, "system"))
    name = _text(data.get("name"), where, _join(prefix, "name"))
    fields: dict[str, Any] = {"system": system, "name": name, "source": where}
    common = {"system", "name", "profile"} | ({"campaign"} if not prefix else set())  # a file of one character
    if "profile" in data:
        fields["profile"] = _text(data["profile"], where, _join(prefix, "profile")).lower()
    if system == "ghostburn":
        _no_unknown(data, common | {"favored", "luck", "signature_tricks", "abilities", "skills", "gear", "augs"}, where, prefix)
        abilities = tuple(load_data("ghostburn")["abilities"])
        fields["abilities"] = _scores(data.get("abilities", {}), abilities, 1, 8, where, _join(prefix, "abilities"))
        fields["skills"] = _scores(data.get("skills", {}), ghostburn_skills(), 0, 3, where, _join(prefix, "skills"))
        if "favored" in data:
            fields["favored"] = _choice(data["favored"], ghostburn_skills(), where, _join(prefix, "favored"))
        fields["luck"] = _int(data.get("luck", 1), where, _join(prefix, "luck"), 0, 3)
        tricks = data.get("signature_tricks", [])
        if not isinstance(tricks, list):
            raise SheetError("must be a list of trick names, like [\"Haggle\"]", path=where, key=_join(prefix, "signature_tricks"))
        fields["signature_tricks"] = tuple(
            _choice(t, ghostburn_tricks(), where, _join(prefix, f"signature_tricks[{i}]")) for i, t in enumerate(tricks)
        )
        fields["gear"] = _items(data.get("gear", []), where, _join(prefix, "gear"))
        fields["augs"] = _items(data.get("augs", []), where, _join(prefix, "augs"))
    elif system == "fs3":
        _no_unknown(data, common | {"luck", "attributes", "action_skills", "background_skills", "languages"}, where, prefix)
        fs3 = load_data("fs3")
        luck = data.get("luck", 1)
        if isinstance(luck, bool) or not isinstance(luck, (int, float)) or not 0 <= luck <= 3:
            raise SheetError(f"must be a number from 0 to 3, not {luck!r}", path=where, key=_join(prefix, "luck"))
        fields["luck"] = float(luck)
        fields["attributes"] = _scores(data.get("attributes", {}), tuple(fs3["attributes"]), 1, 4, where, _join(prefix, "attributes"))
        actions = tuple(s["name"] for s in fs3["action_skills"])
        fields["action_skills"] = _scores(data.get("action_skills", {}), actions, 0, 8, where, _join(prefix, "action_skills"))
        fields["background_skills"] = _scores(data.get("background_skills", {}), None, 0, 3, where, _join(prefix, "background_skills"))
        fields["languages"] = _scores(data.get("languages", {}), None, 0, 3, where, _join(prefix, "languages"))
        clash = {n.lower() for n in fields["background_skills"]} & ({a.lower() for a in actions} | {a.lower() for a in fs3["attributes"]})
        if clash:
            raise SheetError(f"{sorted(clash)[0]} is an action skill or attribute, not a background skill", path=where, key=_join(prefix, "background_skills"))
    else:  # fist
        _no_unknown(data, common | {"war_dice", "attributes"}, where, prefix)
        names = tuple(a["name"] for a in load_data("fist")["attributes"])
        scores = _scores(data.get("attributes", {}), names, None, None, where, _join(prefix, "attributes"))
        fields["attributes"] = scores
        fields["war_dice"] = _int(data.get("war_dice", 0), where, _join(prefix, "war_dice"), 0, 99)
        fields["warnings"] = tuple(
            f"{where}: attributes.{n.lower()} = {v} is outside the usual -4..+4" for n, v in scores.items() if not -4 <= v <= 4
        )
    return Character(**fields)


def _dl_trait(value: Any, where: str, key: str) -> str:
    return _choice(value, DL_NAMES, where, key)


def _npc(data: Any, where: str, prefix: str, default_system: str | None) -> NPC:
    data = _lower_keys(data, where, prefix)
    system = _system(data["system"], where, _join(prefix, "system")) if "system" in data else (default_system or "ghostburn")
    allowed = {"system", "name", "wits", "fort", "security", "stability", "threat", "strong", "attitude", "status", "conditions", "members", "rating"}
    _no_unknown(data, allowed, where, prefix)
    fields: dict[str, Any] = {"system": system, "name": _text(data.get("name"), where, _join(prefix, "name")), "source": where}
    for trait in ("wits", "fort", "stability"):
        if trait in data:
            fields[trait] = _dl_trait(data[trait], where, _join(prefix, trait))
    if "security" in data:
        levels = load_data("ghostburn")["security"]
        value = data["security"]
        by_level = {k.lower(): v for k, v in levels.items()}
        if isinstance(value, str) and value.strip().lower() in by_level:
            fields["security"] = by_level[value.strip().lower()]
        else:
            fields["security"] = _choice(value, [*DL_NAMES, *(k.title() for k in levels)], where, _join(prefix, "security"))
    if "threat" in data:
        fields["threat"] = _int(data["threat"], where, _join(prefix, "threat"), 1, 20)
    if "strong" in data:
        if not isinstance(data["strong"], bool):
            raise SheetError("must be true or false", path=where, key=_join(prefix, "strong"))
        fields["strong"] = data["strong"]
    if "attitude" in data:
        fields["attitude"] = _choice(data["attitude"], ATTITUDES, where, _join(prefix, "attitude"))
    if "status" in data:
        fields["status"] = _choice(data["status"], ("fine", "hurt", "defeated"), where, _join(prefix, "status"))
    if "conditions" in data:
        conds = data["conditions"]
        if not isinstance(conds, list) or not all(isinstance(c, str) for c in conds):
            raise SheetError("must be a list of condition names, like [\"Distracted\"]", path=where, key=_join(prefix, "conditions"))
        fields["conditions"] = tuple(_text(c, where, _join(prefix, f"conditions[{i}]")) for i, c in enumerate(conds))
    if "members" in data:
        fields["members"] = _int(data["members"], where, _join(prefix, "members"), 1, 100000)
    if "rating" in data:
        fields["rating"] = _int(data["rating"], where, _join(prefix, "rating"), 0, 28)
    return NPC(**fields)
