"""The pydantic schema ghostburn.toml must match (imported only when the data file is read fresh)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from rollmate.rules.content_check import strict

Text = str


class _Strict(BaseModel):
    model_config = strict()  # type: ignore[assignment]


class Chart(_Strict):
    cool_success: Text
    success: Text
    fade: Text
    glitch: Text


class TrickModifier(_Strict):
    key: str
    step: int
    reason: Text
    cues: list[str]
    global_: str = Field("", alias="global")  # the global modifier this one stands for ("" for none)
    needs: list[str] = []  # words one of which the post says for a cue of these to hold ("pistol"), else it is asked


class Trick(_Strict):
    name: str
    skill: str
    type: Literal["core", "signature"]
    dl: str
    group_highest: bool
    tags: list[str]
    reaction: bool
    verbs: list[str]
    # Verbs of coming close the trick holds as its own first part ("sneaks up behind the sentry and takes him down":
    # Silent Takedown moves Close silently first), read with a word of where right after them (grammar/positions.py)
    approach: list[str] = []
    summary: Text
    requirements: Text
    auto_fail_if_hostile: bool
    dl_modifiers: list[TrickModifier]
    chart: Chart


class Skill(_Strict):
    name: str
    ability: str
    covers: Text
    aliases: list[str] = []


class DLModifier(_Strict):
    key: str
    name: str
    who: Literal["target", "actor", "scene"]
    step: int
    applies_to: str
    upgrade: int
    replaces: list[str]
    cues: list[str]
    reason: Text
    kph_at_least: int | None = None  # a speed said in kph or mph from this on is the condition
    kph_at_most: int | None = None  # ... up to this
    kph_further: int | None = None  # one step more for each further this many kph
    keywords: list[str] = []  # the condition's own rules words ("optimal range"): said in no known form, asked about
    plain: list[str] = []  # words before a keyword that say the condition does not hold ("within", "at")


class Threat(_Strict):
    dl: str
    regular: int
    strong: int


class Filler(_Strict):
    words: list[str]


class TrickObjects(_Strict):
    tricks: list[str]
    words: list[str]


class Pursuit(_Strict):
    trick: str
    words: list[str]


class Ghostburn(_Strict):
    system: Literal["ghostburn"]
    hint: Text
    abilities: dict[str, Text]
    ability_short: dict[str, list[str]] = {}
    skills: list[Skill]
    tricks: list[Trick]
    shared_verbs: list[TrickObjects] = []
    objects: list[TrickObjects] = []
    pursuit: Pursuit | None = None
    dl_modifiers: list[DLModifier]
    security: dict[str, str]
    threat_from_traits: list[Threat]
    universal_chart: Chart
    filler: Filler
    refuse: dict[str, Text]
    described: dict[str, list[str]] = {}
    glossary: dict[str, Text] = {}
    glossary_quiet: dict[str, Text] = {}


SCHEMA = Ghostburn
