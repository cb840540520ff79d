"""pydantic schemas of the three original games' data files (imported only when a data file is read fresh)."""

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


class Trick(_Strict):
    name: str
    skill: str
    type: Literal["core", "signature"]
    dl: str
    group_highest: bool
    tags: list[str]
    reaction: bool
    verbs: list[str]
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


class Threat(_Strict):
    dl: str
    regular: int
    strong: int


class Filler(_Strict):
    words: list[str]


class TrickObjects(_Strict):
    tricks: list[str]
    words: list[str]


class Ghostburn(_Strict):
    system: Literal["ghostburn"]
    hint: Text
    abilities: dict[str, Text]
    skills: list[Skill]
    tricks: list[Trick]
    shared_verbs: list[TrickObjects] = []
    objects: list[TrickObjects] = []
    dl_modifiers: list[DLModifier]
    security: dict[str, str]
    threat_from_traits: list[Threat]
    universal_chart: Chart
    filler: Filler
    refuse: dict[str, Text]
    glossary: dict[str, Text] = {}


class FistAttribute(_Strict):
    name: str
    short: str
    used_for: Text
    examples: Text
    summary: Text
    verbs: list[str] = []
    weapons: list[str] = []
    nouns: list[str] = []


class Mixed(_Strict):
    attributes: list[str]
    why: Text
    words: list[str]


class Fist(_Strict):
    system: Literal["fist"]
    hint: Text
    weights: dict[Literal["verbs", "weapons", "nouns", "mixed"], int]
    attributes: list[FistAttribute]
    mixed: list[Mixed] = []
    cues: dict[str, list[str]]
    outcomes: dict[Literal["Failure", "Partial Success", "Success", "Ultra Success"], Text]
    texts: dict[str, Text]
    refuse: dict[str, Text]
    glossary: dict[str, Text] = {}


class ActionSkill(_Strict):
    name: str
    linked: str
    covers: Text


class Fs3Cue(_Strict):
    key: str
    amount: int
    reason: Text
    phrases: list[str]


class Fs3Verb(_Strict):
    skills: list[str]
    words: list[str]


class Fs3(_Strict):
    system: Literal["fs3"]
    hint: Text
    attributes: dict[str, Text]
    action_skills: list[ActionSkill]
    languages: dict[str, list[str]]
    rating_names: dict[str, list[str] | dict[str, list[str]]]
    levels: dict[str, Text]
    cues: list[Fs3Cue]
    verbs: list[Fs3Verb]
    objects: list[Fs3Verb] = []
    refuse: dict[str, Text]
    glossary: dict[str, Text] = {}


SCHEMAS: dict[str, type[BaseModel]] = {"ghostburn": Ghostburn, "fist": Fist, "fs3": Fs3}
