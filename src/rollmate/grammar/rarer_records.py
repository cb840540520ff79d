"""The clause records fewer phrases make: who speaks, opposes or helps, conditions, resources spent, roll strings.

They are loaded the first time one is named (records.py lends them, PEP 562), so a phrase that says none of them
never builds their classes: a frozen dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from lark import Token

from rollmate.grammar.record_base import Record, kind_of

__all__ = ["Ability", "Assist", "Helper", "Linked", "LinkedSkill", "LinkedUnknown", "OpenSkill", "OtherState", "SelfState",
           "Slash", "Speaker", "Spend", "Stranger", "Versus"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Speaker(Record):
    """Who speaks: 'Vex:' or 'as Vex' with Vex loaded."""

    name: str
    label: ClassVar[str] = "speaker"
    kind: ClassVar[str] = "speaker"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Stranger(Record):
    """'Zed:' or 'as Zed' with nobody called Zed."""

    token: Token
    label: ClassVar[str] = "speaker"
    kind: ClassVar[str] = "stranger"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
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


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Helper(Record):
    """Someone said to help, by name or as a stranger, maybe with how much ('with Mako's help')."""

    name: str | None
    stranger: str | None
    level: str | None
    label: ClassVar[str] = "helper"
    kind: ClassVar[str] = "helper"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class SelfState(Record):
    """Conditions of the one acting ('I'm hurt', 'while out of range')."""

    cues: tuple[str, ...]
    label: ClassVar[str] = "condition"
    kind: ClassVar[str] = "self"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class OtherState(Record):
    """'he's hurt', 'she is out of range': conditions of whoever the pronoun stands for."""

    pronoun: str
    cues: tuple[str, ...]
    label: ClassVar[str] = "condition"
    kind: ClassVar[str] = "other"

@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Spend(Record):
    """A resource spent, by its game's key (rules/spoken.py): 'spend luck', '2 war dice', 'war die 5', 'Mako gives me
    his war die' (a gift: someone else pays), 'to avoid the glitch' (a use the game declares)."""

    key: str
    counted: bool = False  # counted in dice: may have a count and faces
    count: int | None = None
    faces: tuple[int, ...] = ()
    gift: bool = False
    to: str | None = None  # a gift to someone named: "Jonesy gives Ripper a war die"
    use: str | None = None
    label: ClassVar[str] = "spend"  # the reading calls it as its game does (Spoken.label)
    kind: ClassVar[str] = "spend"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Assist(Record):
    """An assist said with the helper's name or a pronoun ('Mako assists', 'she helps')."""

    name: str | None
    level: str | None
    pronoun: bool
    label: ClassVar[str] = "helper"
    kind: ClassVar[str] = "assist"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Ability(Record):
    """An ability or attribute named for the roll ('using Wits'), said outright or implied."""

    name: str
    explicit: bool
    token: Token | None = None
    label: ClassVar[str] = "ability"
    kind: ClassVar[str] = "ability"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Linked(Record):
    """A word after a '+' that is not an attribute (see LinkedSkill, LinkedUnknown below)."""

    name: str
    token: Token
    label: ClassVar[str] = "skill"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class OpenSkill(Record):
    """A skill of the game's own, typed after 'roll' ('roll Basket Weaving')."""

    name: str
    source: str
    token: Token
    swapped: bool = False
    label: ClassVar[str] = "skill"
    kind: ClassVar[str] = "open_skill"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Slash(Record):
    """A MUSH roll command's 'NAME/ability' or 'npc/N'."""

    known: bool
    name: str
    rating: int | None = None
    attribute: str | None = None
    skill: str | None = None
    open_skill: str | None = None
    label: ClassVar[str] = "roll string"
    kind: ClassVar[str] = "slash"



LinkedSkill = kind_of(Linked, "LinkedSkill", "skill", "linked_skill", "'Reflexes+Firearms': a skill after a '+'.",
                      __name__)
LinkedUnknown = kind_of(Linked, "LinkedUnknown", "skill", "linked_unknown", "'Firearms+Witz': a word nobody knows.",
                        __name__)
