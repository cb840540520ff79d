"""The clause records fewer phrases make: who speaks, who the roll is against, who helps, and conditions said.

They are loaded the first time one is named (records.py lends them, PEP 562), so a phrase that says none of them
never builds their classes: a frozen dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from lark import Token

from rollmate.grammar.record_base import Record

__all__ = ["Helper", "OtherState", "SelfState", "Speaker", "Stranger", "Versus"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Speaker(Record):
    """Who speaks: 'Vex:' or 'as Vex' with Vex loaded."""

    name: str
    label: ClassVar[str] = "speaker"
    kind: ClassVar[str] = "speaker"


@dataclass(frozen=True, slots=True, kw_only=True)
class Stranger(Record):
    """'Zed:' or 'as Zed' with nobody called Zed."""

    token: Token
    label: ClassVar[str] = "speaker"
    kind: ClassVar[str] = "stranger"


@dataclass(frozen=True, slots=True, kw_only=True)
class Versus(Record):
    """Who or what the roll is against ('vs Kestrel', 'against his Dodge', 'vs 3')."""

    name: str | None = None
    stranger: str | None = None
    skill: str | None = None
    attribute: str | None = None
    rating: int | None = None
    dice_count: int | None = None
    bare: bool = False  # "vs 3": a number alone
    label: ClassVar[str] = "opponent"
    kind: ClassVar[str] = "versus"


@dataclass(frozen=True, slots=True, kw_only=True)
class Helper(Record):
    """Someone said to help, by name or as a stranger, maybe with how much ('with Mako's help')."""

    name: str | None
    stranger: str | None
    level: str | None
    label: ClassVar[str] = "helper"
    kind: ClassVar[str] = "helper"


@dataclass(frozen=True, slots=True, kw_only=True)
class SelfState(Record):
    """Conditions of the one acting ('I'm hurt', 'while out of range')."""

    cues: tuple[str, ...]
    label: ClassVar[str] = "condition"
    kind: ClassVar[str] = "self"


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherState(Record):
    """'he's hurt', 'she is out of range': conditions of whoever the pronoun stands for."""

    pronoun: str
    cues: tuple[str, ...]
    label: ClassVar[str] = "condition"
    kind: ClassVar[str] = "other"

