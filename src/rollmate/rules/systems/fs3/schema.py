"""The pydantic schema fs3.toml must match (imported only when the data file is read fresh)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rollmate.rules.content_check import strict

Text = str


class _Strict(BaseModel):
    model_config = strict()  # type: ignore[assignment]


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


class Fs3Steering(_Strict):
    skills: list[str]
    movers: list[str]
    landings: list[str] = []
    recoveries: list[str] = []


class Fs3Wielding(_Strict):
    skills: list[str]
    attackers: list[str]


class Fs3BodyAct(_Strict):
    skill: str
    what: Text
    verbs: list[str]
    before: list[str]


class Fs3Body(_Strict):
    parts: list[str]
    acts: list[Fs3BodyAct]


class Fs3Background(_Strict):
    names: list[str]
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
    background: list[Fs3Background] = []
    steering: Fs3Steering | None = None
    wielding: Fs3Wielding | None = None
    body: Fs3Body | None = None
    refuse: dict[str, Text]
    described: dict[str, list[str]] = {}
    glossary: dict[str, Text] = {}
    glossary_quiet: dict[str, Text] = {}


SCHEMA = Fs3
