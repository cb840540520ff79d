"""The typed record each clause of a phrase becomes: one small frozen dataclass per grammar rule.

The transformer (transformer.py) makes them and the binder (bind.py) dispatches on their type through a table of
handlers. Every record knows where it stands in the phrase ([start, end)) and what the reading calls it (`label`,
the JSON `reading.clauses[].kind`). Nothing here names a game: a game supplies its clause words as data (its
vocabulary) and they arrive here as these records. The base they share is record_base.py; those fewer phrases make
are in rarer_records.py, lent from here the first time one is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from lark import Token

from rollmate.grammar.record_base import Record, kind_of

if TYPE_CHECKING:  # at run time, __getattr__ below lends them
    from rollmate.grammar.rarer_records import (  # noqa: F401
        Ability,
        Assist,
        Helper,
        Linked,
        LinkedSkill,
        LinkedUnknown,
        OpenSkill,
        OtherState,
        SelfState,
        Slash,
        Speaker,
        Spend,
        Stranger,
        Versus,
    )

# The records fewer phrases make (rarer_records.py): lent from there the first time one is named, so a phrase that
# says none of them never builds their classes.
RARER = ("Ability", "Assist", "Helper", "Linked", "LinkedSkill", "LinkedUnknown", "OpenSkill", "OtherState", "SelfState",
         "Slash", "Speaker", "Spend", "Stranger", "Versus")


def __getattr__(name: str) -> Any:
    if name not in RARER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rollmate.grammar import rarer_records

    globals().update((rarer, getattr(rarer_records, rarer)) for rarer in RARER)
    return globals()[name]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Word(Record):
    """An action word: what the character does (a verb, a skill, a name, a plain word...)."""

    type: str
    value: Any
    token: Token
    swapped: bool = False  # "Reflexes+Firearms": the attribute came first
    label: ClassVar[str] = "word"
    kind: ClassVar[str] = "word"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Dice(Record):
    """Dice the player says were rolled ('rolled 3 9'), maybe someone's ('he rolled 6 2 3')."""

    faces: tuple[int, ...]
    pronoun: str | None = None  # "he rolled 6 2 3": someone's dice, the binder says whose
    said: str | None = None  # the dice as notation said with them ('3d6 (6, 5, 6)', a bot's '2d6 [5, 2]')
    named: bool = False  # said as a dice idiom ('snake eyes', 'double tens', 'a pair of fives', '(3, 9)')
    label: ClassVar[str] = "dice"
    kind: ClassVar[str] = "dice"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Difficulty(Record):
    """A difficulty said: a name ('DL Hard'), a value, or a trait the difficulty comes from."""

    trait: str | None = None
    name: str | None = None
    value: int | None = None
    label: ClassVar[str] = "difficulty"
    kind: ClassVar[str] = "difficulty"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Valued(Record):
    """A clause that holds one value: the kinds below differ only in what the value means."""

    value: Any


def _kind(base: type[Record], name: str, label: str, kind: str, doc: str) -> Any:
    return kind_of(base, name, label, kind, doc, __name__)


Roll = _kind(Record, "Roll", "roll", "roll", "'roll': marks a roll string.")
NpcRoll = _kind(Valued, "NpcRoll", "npc roll", "npc", "'roll 3': an NPC of that rating.")
Steps = _kind(Valued, "Steps", "difficulty steps", "steps", "'two steps harder': the value is the steps.")
Modifier = _kind(Valued, "Modifier", "modifier", "modifier", "'+2', '-1'.")
DiceModifier = _kind(Valued, "DiceModifier", "bonus dice", "dice_modifier", "'+1 die', '+1d': dice added or taken.")
Bonus = _kind(Valued, "Bonus", "bonus", "bonus", "'bonus +5': a total bonus.")
Advantage = _kind(Valued, "Advantage", "advantage", "advantage", "'with advantage' / 'disadvantage'.")
DiceCount = _kind(Valued, "DiceCount", "dice count", "dice_count", "'3 dice'.")
Upgrade = _kind(Valued, "Upgrade", "upgrade", "upgrade", "an Upgrade (+1) or Downgrade (-1).")
Group = _kind(Valued, "Group", "group", "group", "'a group of 25'.")
Attack = _kind(Valued, "Attack", "attack", "attack", "'the second attack'.")
Restated = _kind(Valued, "Restated", "restated", "restated",
                 "'I'm at -2', 'my Hard is +2': a number of the sheet said again; (value, of, kind).")
Purpose = _kind(Valued, "Purpose", "purpose", "purpose", "'to know ...': why the character acts.")


def is_word(record: Record, *types: str) -> bool:
    """Whether a record is an action word of one of these token types."""
    return type(record) is Word and record.type in types  # type: ignore[attr-defined]
