"""The pydantic schema fist.toml must match (imported only when the data file is read fresh)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rollmate.rules.content_check import strict

Text = str


class _Strict(BaseModel):
    model_config = strict()  # type: ignore[assignment]


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
    described: dict[str, list[str]] = {}
    glossary: dict[str, Text] = {}
    glossary_quiet: dict[str, Text] = {}


SCHEMA = Fist
