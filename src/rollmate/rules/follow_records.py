"""What carries from one roll to the next: a bonus still riding on a skill, and a follow-up done to the last roll.

They are loaded the first time one is named (rules/system.py lends them, PEP 562), so a roll that carries nothing
and follows nothing up never builds their classes: a frozen dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.rules.records import FrozenRecord

__all__ = ["Carried", "FollowUp"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Carried(FrozenRecord):
    """A bonus declared earlier this turn, still riding on one skill (Ghostburn's luck bonus)."""

    skill: str
    value: int
    what: str = ""  # what the game calls the bonus: "+3 luck bonus"

    @property
    def said(self) -> str:
        """'+3 luck' (the bonus and what it is called, where the game names it)."""
        return f"+{self.value} {self.what}".rstrip()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class FollowUp(FrozenRecord):
    """Something done to the last roll after seeing it."""

    kind: str  # a follow-up the game's follow_up understands (its `after`, or a use of its resource...)
    count: int = 1
    faces: tuple[int, ...] | None = None
    spender: str | None = None

