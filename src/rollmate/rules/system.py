"""The GameSystem protocol every system module implements, the table state the rules read, and the registry."""

from __future__ import annotations

from importlib import import_module
from typing import Literal, Protocol

from pydantic import Field

from rollmate.errors import RulesError
from rollmate.rules.dice import Dice
from rollmate.rules.model import Frozen
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.vocabulary import Vocabulary


class Carried(Frozen):
    """A Ghostburn luck bonus declared earlier this turn, still riding on one skill."""

    skill: str
    value: int


class Table(Frozen):
    """What the rules need beyond the sheets: resources left now and bonuses carried this turn."""

    luck: dict[str, float] = Field(default_factory=dict)  # name -> points left (absent: the sheet's value)
    war_dice: dict[str, int] = Field(default_factory=dict)
    carried: dict[str, Carried] = Field(default_factory=dict)

    def luck_of(self, party: Party, name: str) -> float:
        if name in self.luck:
            return self.luck[name]
        person = party.find(name)
        return float(getattr(person, "luck", 0) or 0)

    def war_dice_of(self, party: Party, name: str) -> int | None:
        if name in self.war_dice:
            return self.war_dice[name]
        person = party.find(name)
        return getattr(person, "war_dice", None) if person is not None and hasattr(person, "war_dice") else None


class FollowUp(Frozen):
    """Something done to the last roll after seeing it."""

    kind: Literal["luck", "avoid_glitch", "reroll", "plus3", "war_die"]
    count: int = 1
    faces: tuple[int, ...] | None = None
    spender: str | None = None


class GameSystem(Protocol):
    """One game system: its vocabulary, how a request resolves, and how follow-ups change the last roll."""

    name: str
    outcomes: tuple[str, ...]
    profiles: tuple[str, ...]

    def vocabulary(self, party: Party) -> Vocabulary: ...

    def resolve(
        self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules", table: Table | None = None
    ) -> Resolution: ...

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution: ...

    def follow_up(
        self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *, table: Table | None = None
    ) -> Resolution: ...


SYSTEM_MODULES = {
    "ghostburn": "rollmate.rules.systems.ghostburn",
    "fist": "rollmate.rules.systems.fist",
    "fs3": "rollmate.rules.systems.fs3",
}


def get_system(name: str) -> GameSystem:
    """The system by name, imported on first use."""
    key = name.strip().lower()
    if key not in SYSTEM_MODULES:
        raise RulesError(f"Unknown game system {name!r}; choose one of: {', '.join(SYSTEM_MODULES)}.")
    try:
        module = import_module(SYSTEM_MODULES[key])
    except ModuleNotFoundError:
        raise RulesError(f"The {key} rules are not available yet in this version of rollmate.") from None
    return module.SYSTEM
