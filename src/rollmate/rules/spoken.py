"""How players say each game's resources in a roll phrase (its spoken.toml), read for the reader and the follow-ups.

A game that lets a phrase spend something (a Luck Point, a war die) declares the words for it, its abbreviations,
whether it is counted and shown as dice ("2 war dice", "war die 5"), and what it may be spent for besides its own
use ("to avoid the glitch"), in rules/systems/<game>/spoken.toml. The reader learns its resource words from here
and names none itself. Every game's words are heard at every table (a war die said in Ghostburn is refused with
Ghostburn's reason, never read as an action word), merged by resource key; what a resource may be used for stays
each game's own: a use or a re-roll line another game's resource of the same key has is refused here, naming what
this game's resource does instead. The files are read on first use, no game
module imported; their parsed form is kept in the private cache like the games' data files (rules/content.py), so a
roll parses no TOML for them.
"""

from __future__ import annotations

import marshal
import zlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rollmate.rules.cachefiles import read_cache, save_cache
from rollmate.rules.content import refusals
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.userdirs import private_cache_file

_SYSTEMS_DIR = Path(__file__).parent / "systems"
FILE = "spoken.toml"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Spoken(FrozenRecord):
    """One resource as players say it in a phrase; `key` is its Resource.key (the ledger's)."""

    key: str
    label: str  # what the reading calls a clause that spends it ("luck", "war die")
    one: str  # "war die"
    many: str  # "war dice", for "FIST has no luck points"
    say: str  # how a player spends it: "spend luck"
    words: tuple[str, ...]  # lowercase phrases that name it
    abbreviations: dict[str, str] = field(default_factory=dict)  # chat shorthand -> the words it stands for
    counted: bool = False  # said with a count and the faces shown: "2 war dice", "war die 5"
    sides: int = 0  # the faces a counted one shows, 1 to sides
    uses: dict[str, tuple[str, ...]] = field(default_factory=dict)  # a use besides its own -> how players say it
    alone: str = "its own use"  # what spending it with no use said buys: "its bonus"
    rerolls: tuple[str, ...] = ()  # said alone after a roll, these spend it to re-roll that roll
    does: str = ""  # what it does in this game, for a refusal: "gives +3 dice before the roll, or ..."
    most: int = 0  # the most one roll may spend ("one Luck Point per roll"); 0: no limit a phrase can break
    again: str = ""  # the use of it that rolls the dice again, whose dice are said after it ("spend luck to reroll")
    moods: tuple[str, ...] = ()  # lowercase words that say it as a mood ("feeling lucky"): asked about, never spent


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Lexicon(FrozenRecord):
    """Every game's spoken resources, merged by key, and where each word leads."""

    resources: dict[str, Spoken]  # key -> the resource
    words: dict[str, str]  # lowercase phrase -> resource key
    uses: dict[str, tuple[str, str]]  # lowercase phrase -> (resource key, use)
    abbreviations: dict[str, str]  # shorthand -> the words it stands for
    moods: dict[str, str] = field(default_factory=dict)  # a word saying a resource as a mood -> its key ("lucky")

    def use_of(self, use: str) -> str | None:
        """The resource a use spends ("avoid_glitch" -> "luck"), or None."""
        return next((key for key, said in self.uses.values() if said == use), None)

    def counted(self, key: str) -> bool:
        found = self.resources.get(key)
        return found is not None and found.counted


@cache
def _files() -> dict[str, Any]:
    """Every game's spoken.toml parsed: game -> its tables (a game without the file has none)."""
    texts = {system: path.read_text("utf-8") for system in SYSTEMS
             if (path := _SYSTEMS_DIR / system / FILE).is_file()}
    raw = "\0".join(f"{k}\0{v}" for k, v in texts.items()).encode("utf-8")
    cached = private_cache_file(f"spoken-{zlib.crc32(raw):08x}{len(raw):x}.marshal")
    loaded = read_cache(cached)
    if loaded is not None:
        return loaded
    import tomllib  # only for files read fresh: the cache above is what a roll usually reads

    from rollmate.rules.content_check import check

    parsed = {system: tomllib.loads(text) for system, text in texts.items()}
    for system, data in parsed.items():  # read fresh: a mistake is named at once, with its file and key
        check(system, data, _schema(), where=f"rules/systems/{system}/{FILE}")
    if cached is not None:
        save_cache(cached, marshal.dumps(parsed), prune="spoken-")
    return parsed


def _schema() -> Any:
    """The pydantic model of a spoken.toml (each table one resource, the fields of Spoken); pydantic loads only for
    files read fresh."""
    from pydantic import BaseModel, RootModel

    from rollmate.rules.content_check import strict

    class Said(BaseModel):
        model_config = strict()
        label: str
        one: str
        many: str
        say: str
        words: list[str]
        abbreviations: dict[str, str] = {}
        counted: bool = False
        sides: int = 0
        uses: dict[str, list[str]] = {}
        alone: str = "its own use"
        rerolls: list[str] = []
        does: str
        most: int = 0
        again: str = ""
        moods: list[str] = []

    return RootModel[dict[str, Said]]


def _read(system: str) -> tuple[Spoken, ...]:
    out = []
    for key, table in _files().get(system, {}).items():
        values = {k: tuple(v) if type(v) is list else v for k, v in table.items()}
        values["uses"] = {use: tuple(words) for use, words in table.get("uses", {}).items()}
        out.append(Spoken(key=key, **values))
    return tuple(out)


@cache
def spoken(system: str) -> tuple[Spoken, ...]:
    """The resources one game lets a phrase spend, as its players say them (none for a game without the file)."""
    return _read(system) if system in SYSTEMS else ()


def rolls_again(key: str, use: str | None) -> bool:
    """Whether spending the resource for this use rolls the dice again, so the dice said after it are the re-roll's
    ("rolled 1 2 3 4, spend luck to reroll: 6 7 1 2"): the use its game's file names as `again`."""
    return use is not None and any(s.key == key and s.again == use for system in SYSTEMS for s in spoken(system))


def own(system: str, key: str) -> Spoken | None:
    """How this game says one of its own resources, or None when it has no such thing to spend in a phrase."""
    return next((s for s in spoken(system) if s.key == key), None)


@cache
def lexicon() -> Lexicon:
    """Every registered game's spoken resources, merged by key (words, uses and shorthand of each joined)."""
    merged: dict[str, Spoken] = {}
    for system in SYSTEMS:
        for said in spoken(system):
            had = merged.get(said.key)
            if had is None:
                merged[said.key] = said
                continue
            merged[said.key] = Spoken(
                key=had.key, label=had.label, one=had.one, many=had.many, say=had.say,
                words=tuple(dict.fromkeys((*had.words, *said.words))),
                abbreviations={**said.abbreviations, **had.abbreviations}, counted=had.counted or said.counted,
                sides=had.sides or said.sides, uses={**said.uses, **had.uses}, alone=had.alone,
                rerolls=tuple(dict.fromkeys((*had.rerolls, *said.rerolls))), does=had.does,
                most=min(filter(None, (had.most, said.most)), default=0),
                moods=tuple(dict.fromkeys((*had.moods, *said.moods))))
    words = {w: key for key, said in merged.items() for w in said.words}
    uses = {w: (key, use) for key, said in merged.items() for use, phrases in said.uses.items() for w in phrases}
    shorthand = {k: v for said in merged.values() for k, v in said.abbreviations.items()}
    moods = {w: key for key, said in merged.items() for w in said.moods}
    return Lexicon(resources=merged, words=words, uses=uses, abbreviations=shorthand, moods=moods)


def cannot(system: str, key: str, what: str) -> str | None:
    """Why this game's resource can't do `what` ("avoid the glitch", "reroll"), naming what it does instead and how
    it is said; None where the game has no such resource (refused by the resource's key instead)."""
    mine = own(system, key)
    if mine is None:
        return None
    title = get_system(system).title
    return f"{title}'s {mine.many} can't {what}; a {mine.one} there {mine.does} ('{mine.say}')."


def refused(system: str) -> dict[str, str]:
    """The game's [refuse] table (rules/content.py) with every use another game's resource has and this game's
    resource of the same key lacks: use -> why (the reader refuses it with a caret, never drops it)."""
    out = {}
    for key, said in lexicon().resources.items():
        mine = own(system, key)
        for use, phrases in said.uses.items():
            why = cannot(system, key, phrases[0]) if mine is not None and use not in mine.uses else None
            if why is not None:
                out[use] = why
    return {**out, **refusals(system)} if system in SYSTEMS else out


def rerolls(system: str | None = None) -> tuple[str, ...]:
    """The lines that, said alone after a roll, re-roll it with this game's resource (every game's when None)."""
    found = spoken(system) if system is not None else tuple(lexicon().resources.values())
    return tuple(line for said in found for line in said.rerolls)

