"""The parts of a Resolution that only some rolls have: a resource's use, an opposed side, a ledger's change.

ResourceUse says what a resource spent for a better roll did, Opposed the other side of an opposed roll, and Spend a
resource a roll changed, for the session's ledgers.

They are loaded the first time one is named (rules/resolution.py lends them, PEP 562), so a roll without them never
builds their classes: a frozen dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.rules.records import FrozenRecord

__all__ = ["Opposed", "ResourceUse", "Spend"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class ResourceUse(FrozenRecord):
    """What the resource a game spends for a better roll did on this roll (the contract's field for it)."""

    spent: bool  # false for a bonus carried from earlier in the turn
    use: str  # how the game used it: its own names for them (its follow-up kinds, its spoken.toml's uses)
    value: int | None = None
    before: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Opposed(FrozenRecord):
    """An opposed roll's other side: who, their successes, the net and the verdict."""

    against: str
    their_successes: int
    net: int
    verdict: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Spend(FrozenRecord):
    """A resource a roll changed, for the session's ledgers: paid (luck), or gained (stress; negative: cleared)."""

    who: str
    resource: str  # a Resource.key its game declares
    amount: int
    after: float | None = None  # what the rules say is held afterwards, when that is not plain arithmetic (a reset)

