"""Fuzzing sheets: random TOML, and random values in valid TOML, give a Party or a SheetError, never another exception.

A sheet that loads is then used: the vocabulary is built from its names and a few phrases are rolled with it, so a
strange name or an extreme score can only ever end in a RollmateError.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import math
import tempfile
import tomllib
from pathlib import Path
from typing import Any

from fuzzkit import EXAMPLES, SYSTEMS, fuzz, game, no_hang
from hypothesis import given
from hypothesis import strategies as st

from rollmate.errors import RollmateError, SheetError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import Party, load_party

WORKDIR = Path(tempfile.mkdtemp(prefix="rollmate-fuzz-sheets-"))
EXAMPLE_DATA = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in sorted(EXAMPLES.glob("*_party.toml"))}

# Keys a sheet may have (so random tables often reach the checks past "unknown key"), and some it may not.
SHEET_KEYS = ["system", "name", "profile", "luck", "favored", "signature_tricks", "abilities", "skills", "gear", "augs",
              "attributes", "action_skills", "background_skills", "languages", "war_dice", "character", "npc",
              "wits", "fort", "security", "stability", "threat", "strong", "attitude", "status", "conditions",
              "members", "rating", "bonus", "presence", "persuade", "firearms", "forceful", "reflexes", "melee",
              "Name", "SYSTEM", " name ", "colour", "", "é", "🎲", "a.b"]
SYSTEM_WORDS = ["ghostburn", "fs3", "fist", "GhostBurn", " fs3 ", "gurps", ""]


# --- TOML values and a small writer for them ------------------------------------------------------

def toml_scalars() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.integers(-3, 12), st.integers(-(2**63), 2**63 - 1),
        st.floats(allow_nan=True, allow_infinity=True), st.booleans(),
        st.sampled_from(SYSTEM_WORDS + ["Hard", "Moderate", "Persuade", "Haggle", "aresmush", "roll20", "Hostile",
                                        "hurt", "Vex", "the bouncer", "vs", "+", "rolled 3", "the", "as", "and",
                                        "Luck", "war die"]),
        st.text(max_size=30), st.text(min_size=90, max_size=130),
        st.datetimes(timezones=st.none() | st.just(dt.timezone.utc)), st.dates(), st.times(),
    )


toml_values = st.recursive(
    toml_scalars(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(SHEET_KEYS) | st.text(max_size=8),
                                                                 inner, max_size=4),
    max_leaves=12,
)


def quote(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped, everything else as is."""
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def dump_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, (dt.datetime, dt.date, dt.time)):
        return value.isoformat()
    if isinstance(value, list):
        return "[" + ", ".join(dump_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{quote(k)} = {dump_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(type(value))


def dump(data: dict[str, Any]) -> str:
    """TOML text for a table (everything inline, so any shape the strategies make can be written)."""
    return "".join(f"{quote(k)} = {dump_value(v)}\n" for k, v in data.items())


# --- random TOML text -----------------------------------------------------------------------------

toml_line = st.one_of(
    st.builds(lambda k, v: f"{k} = {dump_value(v)}", st.sampled_from(SHEET_KEYS[:-4]), toml_values),
    st.sampled_from(["[abilities]", "[skills]", "[attributes]", "[[character]]", "[[npc]]", "[character.abilities]",
                     "[[character.gear]]", "[character.skills]", "[npc]", "[[abilities]]", "[character]", "[]",
                     "[[", "name = ", "= 3", "luck = 1_0", "luck = 0x10", "luck = 99999999999999999999",
                     "luck = 1e999", "name = \"unterminated", "name = 'x' 'y'", "a.b.c = 1", "\"\" = 1",
                     "name = \"\"\"\nmulti\nline\"\"\"", "# a comment", "", "system = \"ghostburn\"",
                     "system = \"fs3\"", "system = \"fist\"", "name = \"Vex\"", "name = \"Vex\"", "\x00", "\ufeff"]),
    st.text(max_size=40),
)


EXAMPLE_TEXT = {p.stem: p.read_text("utf-8") for p in sorted(EXAMPLES.glob("*_party.toml"))}


@st.composite
def toml_bytes(draw: st.DrawFn) -> bytes:
    """Random lines, or an example party file with lines dropped, moved and inserted."""
    if draw(st.booleans()):
        lines = EXAMPLE_TEXT[draw(st.sampled_from(sorted(EXAMPLE_TEXT)))].splitlines()
        for _ in range(draw(st.integers(1, 3))):
            at = draw(st.integers(0, len(lines)))
            op = draw(st.sampled_from(["drop", "insert", "move"]))
            if op == "insert":
                lines.insert(at, draw(toml_line))
            elif lines and at < len(lines):
                line = lines.pop(at)
                if op == "move":
                    lines.insert(draw(st.integers(0, len(lines))), line)
    else:
        lines = draw(st.lists(toml_line, max_size=14))
    text = "\n".join(lines)
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "utf-16", "latin-1", "utf-8-sig"]))
    raw = text.encode(encoding, errors="replace")
    if draw(st.booleans()):
        raw += draw(st.binary(max_size=16))
    return raw


# --- valid sheets with random values --------------------------------------------------------------

def paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a nested dict/list a value can be swapped."""
    out = [prefix] if prefix else []
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += paths(v, (*prefix, i))
    return out


def set_at(data: Any, path: tuple[Any, ...], value: Any) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


def get_at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def delete_at(data: Any, path: tuple[Any, ...]) -> None:
    for step in path[:-1]:
        data = data[step]
    del data[path[-1]]


@st.composite
def mutated_sheet(draw: st.DrawFn) -> dict[str, Any]:
    """An example party with a few values replaced, keys deleted or added, and names made strange."""
    data = copy.deepcopy(EXAMPLE_DATA[draw(st.sampled_from(sorted(EXAMPLE_DATA)))])
    for _ in range(draw(st.integers(1, 4))):
        where = paths(data)
        if not where:
            break
        path = draw(st.sampled_from(where))
        op = draw(st.sampled_from(["value", "same", "same", "same", "name", "delete", "add", "duplicate"]))
        old = get_at(data, path)
        if op == "value" or (op == "same" and not isinstance(old, (int, str))):
            set_at(data, path, draw(toml_values))
        elif op == "same" and isinstance(old, bool):
            set_at(data, path, not old)
        elif op == "same" and isinstance(old, int):  # a score, luck or war dice: in range, just past it, or extreme
            set_at(data, path, draw(st.one_of(st.integers(-5, 12), st.integers(-(2**63), 2**63 - 1),
                                              st.sampled_from([99, 100, 28, 29, 30, -99, 10**6]))))
        elif op == "same":
            set_at(data, path, draw(st.sampled_from(["Hard", "hard", " Severe ", "Persuade", "persuasion", "Haggle",
                                                     "ghostburn", "fs3", "fist", "aresmush", "roll20", "Hostile",
                                                     "hurt", "Retail", "megacorp", "x", "", " "]) | st.text(max_size=12)))
        elif op == "name":
            name = draw(st.one_of(st.text(max_size=12), st.sampled_from(
                ["vs", "+", "the", "rolled", "luck", "Hard", "Persuade", "Vex", "the Vex", "a", "and", "3", "-1",
                 "Zoe and Elodie", "war die", "the the", "ünïcode", "🎲", "x" * 100, "x" * 101, "O'Neil", "as"])))
            people = [p for t in ("character", "npc") if isinstance(data.get(t), list) for p in data[t]
                      if isinstance(p, dict)]
            if people:
                draw(st.sampled_from(people))["name"] = name
        elif op == "delete" and len(path) >= 1:
            delete_at(data, path)
        elif op == "add":
            target = data
            for step in path[:-1]:
                target = target[step]
            if isinstance(target, dict):
                target[draw(st.sampled_from(SHEET_KEYS) | st.text(max_size=6))] = draw(toml_values)
        elif op == "duplicate" and isinstance(data.get("character"), list) and data["character"]:
            data["character"].append(copy.deepcopy(data["character"][0]))
    return data


# --- the properties -------------------------------------------------------------------------------

PHRASES = ["roll", "shoot the guard", "convince the bouncer, Wits Hard", "roll Firearms", "kick in the door",
           "spend luck", "war die 4", "with advantage", "vs the goon", "helped by Zoe and Elodie"]


def load(raw: bytes) -> Party | None:
    path = WORKDIR / "sheet.toml"
    path.write_bytes(raw)
    try:
        return load_party([path])
    except SheetError as error:
        assert error.message.strip() and str(path) in str(error), str(error)
        return None
    except Exception as error:  # noqa: BLE001 - the property under test
        raise AssertionError(f"load_party raised {type(error).__name__}: {error}\n--- sheet ---\n{raw!r}") from error


def use(party: Party) -> None:
    """A party that loaded works: its vocabulary builds and phrases naming its people resolve or are refused."""
    names = [p.name for p in (*party.characters, *party.npcs)][:3]
    systems = {c.system for c in party.characters} | ({(party.system or "").strip().lower()} & set(SYSTEMS))
    for system in sorted(systems or {"ghostburn"}):
        g = game(system)
        vocabulary = g.vocabulary(party)
        for text in [*PHRASES, *(f"{n}: shoot the guard" for n in names), *(f"vs {n}" for n in names)]:
            try:
                request = parse(text, vocabulary)
                for profile in g.profiles:
                    try:
                        g.resolve(request, party, RandomDice(3), profile=profile)
                        g.odds(request, party, profile=profile)
                    except RollmateError:
                        pass
            except RollmateError:
                pass


def load_and_use(raw: bytes) -> None:
    with no_hang(repr(raw)):
        party = load(raw)
        if party is not None:
            use(party)


@fuzz(180)
@given(raw=toml_bytes())
def test_random_toml_loads_or_is_a_sheet_error(raw: bytes) -> None:
    load_and_use(raw)


@fuzz(180)
@given(data=mutated_sheet())
def test_random_values_in_valid_toml_load_or_are_a_sheet_error(data: dict[str, Any]) -> None:
    load_and_use(dump(data).encode("utf-8"))


@fuzz(40)
@given(data=mutated_sheet())
def test_the_writer_round_trips(data: dict[str, Any]) -> None:
    """The fuzz writes what it means to: its TOML reads back as the same data (NaN aside)."""
    text = dump(data)
    back = tomllib.loads(text)
    assert json.dumps(back, sort_keys=True, default=str).replace("NaN", "nan") == json.dumps(
        data, sort_keys=True, default=str).replace("NaN", "nan")
