"""Loads each game's data file (its rules content, TOML) once per process, checked when read fresh.

tomllib is pure Python and the Ghostburn file is large, so the parsed form is also kept in the user's private
cache folder (userdirs.private_cache_dir), keyed by a checksum of the file's text: a changed file is simply parsed
again. Never the shared temp folder: another local user could plant a file there.
"""

from __future__ import annotations

import marshal
import zlib
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rollmate.rules.cachefiles import read_cache, save_cache
from rollmate.userdirs import private_cache_file


def data_file(system: str) -> Path:
    """Where a game's data file is, inside the installed package: beside its rules in its own folder (a plain path:
    rollmate is installed as files, and importlib.resources' readers would add to every roll's start-up)."""
    return Path(__file__).parent.joinpath(*_place(system))


def _place(system: str) -> tuple[str, ...]:
    return ("systems", system, f"{system}.toml")


@cache
def load_data(system: str) -> dict[str, Any]:
    """The parsed data file of one system, e.g. load_data("ghostburn")."""
    def fresh(data: dict[str, Any]) -> None:
        from rollmate.rules.registry import get_system

        schema = get_system(system).content_schema()
        if schema is not None:  # read fresh (new or changed): the schema says at once what is wrong with it
            from rollmate.rules.content_check import check

            check(system, data, schema, where="rules/" + "/".join(_place(system)))

    return cached_toml(data_file(system), system, fresh)


def cached_toml(path: Path, name: str, check: Callable[[dict[str, Any]], None] = lambda data: None) -> dict[str, Any]:
    """A TOML file shipped with rollmate, parsed: from the private cache when the file is unchanged, else parsed
    (and `check`ed: it raises on a mistake) and kept there under `name` and the file's checksum."""
    text = path.read_text("utf-8")
    raw = text.encode("utf-8")
    digest = f"{zlib.crc32(raw):08x}{len(raw):x}"  # zlib, not hashlib: loading OpenSSL costs more than parsing saves
    cached = private_cache_file(f"{name}-{digest}.marshal")
    loaded = read_cache(cached)
    if loaded is not None:
        return loaded
    import tomllib  # only for a file read fresh: the cache above is what a roll usually reads

    data = tomllib.loads(text)
    check(data)
    if cached is not None:
        save_cache(cached, marshal.dumps(data), prune=f"{name}-")
    return data


def word_lists(path: Path, name: str, keys: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """A shipped TOML file of word lists (cached_toml), checked: each of `keys` a list of lowercase entries, not
    empty, and no other key (a mistake names its key, as 'grammar/<file>: <key>: ...')."""
    data = cached_toml(path, name)
    where = f"{path.parent.name}/{path.name}"
    for key in keys:
        value = data.get(key)
        if not isinstance(value, list) or not value or not all(isinstance(w, str) and w == w.lower() for w in value):
            raise ValueError(f"{where}: {key}: should be a list of lowercase words, not empty")
    unknown = sorted(data.keys() - set(keys))
    if unknown:
        raise ValueError(f"{where}: {unknown[0]}: an unknown key")
    return {key: tuple(data[key]) for key in keys}


@cache
def glossary_table(system: str, *, quiet: bool = True) -> Mapping[str, str]:
    """The system's [glossary] table: game terms (lowercase) -> what they mean, in rollmate's words; with `quiet`,
    its [glossary_quiet] table too: words explained when asked but too common to point out under every answer
    (Difficulty Level names, ranges, ratings). Made once, like the data it comes from, and read-only."""
    data = load_data(system)
    tables = ("glossary", "glossary_quiet") if quiet else ("glossary",)
    return MappingProxyType({str(k).lower(): str(v) for table in tables for k, v in data.get(table, {}).items()})


def described(system: str) -> dict[str, tuple[str, ...]]:
    """The system's [described] table: a player's lay words for a roll ('body', 'talking') -> the rolls they may
    mean (read by the grammar: 'my body one', 'the talking skill')."""
    return {str(k).lower(): tuple(v) for k, v in load_data(system).get("described", {}).items()}


def refusals(system: str) -> dict[str, str]:
    """The system's [refuse] table: clause kinds it has no rule for -> why (read by the grammar's binder)."""
    return {str(k): str(v) for k, v in load_data(system).get("refuse", {}).items()}
