"""The pydantic schema blades.toml must match (imported only when the data file is read fresh)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rollmate.rules.content_check import strict

Attribute = Literal["Insight", "Prowess", "Resolve"]
Position = Literal["Controlled", "Risky", "Desperate"]


class _Strict(BaseModel):
    model_config = strict()  # type: ignore[assignment]


class BladesAttribute(_Strict):
    resists: str
    actions: list[str]


class BladesAction(_Strict):
    covers: str
    cues: list[str]


class PositionLines(_Strict):
    means: str
    full: str
    partial: str
    bad: str


class Short(_Strict):
    pair: list[str]
    labels: dict[str, list[str]]
    values: dict[str, list[str]]


class Taken(_Strict):
    action: str
    what: str
    verbs: list[str]
    before: list[str]
    places: list[str]


class Blades(_Strict):
    hint: str
    trauma_conditions: list[str]
    playbooks: list[str]
    push_again: list[str] = []
    trade_result: list[str] = []
    harm_said: dict[Literal["lesser_harm", "moderate_harm", "severe_harm"], str] = {}
    attributes: dict[Attribute, BladesAttribute]
    actions: dict[str, BladesAction]
    resist_cues: dict[Attribute, list[str]]
    words: dict[str, list[str]]
    kinds: dict[str, str]
    positions: dict[Position, PositionLines]
    effects: dict[Literal["Zero", "Limited", "Standard", "Great", "Extreme"], str]
    glossary: dict[str, str]
    glossary_quiet: dict[str, str] = {}
    refuse: dict[str, str]
    unused: dict[str, str] = {}
    described: dict[str, list[str]] = {}
    short: Short
    taken: Taken | None = None


SCHEMA = Blades
