"""The parts of a RollRequest that only some phrases say: modifiers, DL steps, cues, resources spent, other sides.

Besides those, a number of the sheet said again (Restated) and a helper (a Side too).

They are loaded the first time one is named (rules/request.py lends them, PEP 562), so a roll that says none of them
never builds their classes: a frozen dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rollmate.rules.records import FrozenRecord

__all__ = ["Cue", "DLStep", "Modifier", "Restated", "Side", "Spending"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Modifier(FrozenRecord):
    """A number added to the roll (Ghostburn/FIST) or dice added/removed (FS3), with the player's reason."""

    amount: int
    reason: str = ""


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class DLStep(FrozenRecord):
    """A stated difficulty adjustment in whole steps (+ raises, - lowers). `consequence`: said as what follows from
    what the post said just before it ("he's past optimal range, so it goes up a step"): the rules count it once
    with the step that follows from it."""

    steps: int
    reason: str = ""
    consequence: bool = False


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Cue(FrozenRecord):
    """A recognised rules word: a condition, attitude or situation key from the system's data."""

    key: str
    who: Literal["target", "actor", "scene", "any"] = "any"
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Restated(FrozenRecord):
    """A number of the sheet said again in the phrase ("I'm at -2", "my Hard is +2", "I've got 3 dots", "my bonus
    is +12"): the rules check it against the sheet and never add it. `of` is the rules word it is said of ("Hard",
    "Creative"), None for the roll's own; `kind` what it is: "rating" (a score: "I'm at -2", "my rating's 3", "3
    dots"), "bonus" (all that is added to the dice: "my modifier is +12", "+10 to hit") or "pool" (dice: "my pool's
    10 dice")."""

    value: int
    of: str | None = None
    kind: str = "rating"
    said: str = ""
    whose: str | None = None  # a loaded character said as whose number it is ("Bastian's Resilience is 4")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Spending(FrozenRecord):
    """A resource the phrase spends, by its game's Resource.key: how many and the faces they showed (a counted one:
    "2 war dice, war dice 5 6"), who pays when someone else does ("Jonesy gives me her war die"), and what for when
    the game declares a use besides its own ("avoid_glitch")."""

    key: str
    count: int | None = None  # None: a resource not counted in dice (a Luck Point)
    faces: tuple[int, ...] | None = None
    payer: str | None = None
    use: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Side(FrozenRecord):
    """The other side of an opposed roll, or a helper in teamwork."""

    name: str | None = None
    adhoc: bool = False  # named only in the phrase ("vs a thug rated 3"), not in any sheet
    rating: int | None = None  # a bare NPC rating ("roll 3", "vs 4")
    dice_count: int | None = None  # "3 dice"
    skill: str | None = None
    attribute: str | None = None
    modifier: int = 0
    faces: tuple[int, ...] | None = None
    level: str | None = None  # a result stated directly ("Zoe assists with a Good Success")
    written: str | None = None  # a sheet's NPC as the phrase names it ("vs Smuggler/4" for "the smuggler")

