"""Resolution: what happened, as data: the outcome, every step in rulebook order, and the exact odds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from rollmate.rules.records import FrozenRecord, dump
from rollmate.rules.request import RollRequest
from rollmate.rules.restated import corrected, correction

if TYPE_CHECKING:
    from rollmate.rules.resolution_parts import Opposed, ResourceUse, Spend

# The parts only some rolls have (resolution_parts.py): lent from there the first time one is named, so a roll
# without them never builds their classes.
PARTS = ("Opposed", "ResourceUse", "Spend")


def __getattr__(name: str) -> Any:
    if name not in PARTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rollmate.rules import resolution_parts

    globals().update((part, getattr(resolution_parts, part)) for part in PARTS)
    return globals()[name]

# The contract's JSON key for Resolution.resource_use (spec/contract.md): one name for it in every game's output,
# fixed by the outside contract, not by any game's resource.
CONTRACT_USE = "luck"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Step(FrozenRecord):
    """One step of the rulebook's walk-through: its title and what was decided there, and why."""

    title: str
    text: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Chance(FrozenRecord):
    """The exact chance of one outcome, as a fraction."""

    outcome: str
    numerator: int
    denominator: int

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.numerator, self.denominator)

    @property
    def probability(self) -> float:
        return self.numerator / self.denominator


def chances(table: dict[str, Fraction], order: tuple[str, ...], *, zeros: bool = True) -> tuple[Chance, ...]:
    """Turn an outcome -> Fraction table into Chance records in the system's outcome order.

    Outcomes that cannot happen are listed with chance 0 unless zeros=False (an outcome fixed without a roll).
    """
    out = []
    for name in order:
        value = table.get(name, 0)
        if value or zeros:
            value = value if type(value) is Fraction else Fraction(value)
            out.append(Chance(outcome=name, numerator=value.numerator, denominator=value.denominator))
    return tuple(out)


def remembered_chances(table: Callable[..., Mapping[str, Fraction]], order: tuple[str, ...]
                       ) -> Callable[..., tuple[Chance, ...]]:
    """chances(table(*args), order), worked out once for each set of arguments: the same few odds tables come
    back roll after roll, and Chance records are immutable."""

    @cache
    def of(*args: Any) -> tuple[Chance, ...]:
        return chances(table(*args), order)

    return of


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Ability(FrozenRecord):
    """The ability a roll used, and its score."""

    name: str
    score: int


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Difficulty(FrozenRecord):
    """The difficulty a roll was made against: its name and value."""

    name: str
    value: int


def ability_of(name: str, score: int) -> Ability:
    return Ability(name=name, score=score)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Resolution(FrozenRecord):
    """The explained result of one roll; JSON and prose are both rendered from this."""

    system: str
    actor: str | None = None
    skill: str | None = None
    trick: str | None = None
    ability: Ability | None = None
    difficulty: Difficulty | None = None
    dice: tuple[int, ...] = ()
    extra_dice: tuple[int, ...] = ()
    modifier: int = 0
    total: int | None = None
    successes: int | None = None
    outcome: str
    resource_use: ResourceUse | None = None
    opposed: Opposed | None = None
    odds: tuple[Chance, ...] = ()
    steps: tuple[Step, ...] = ()
    # Beyond the contract: for people and for follow-ups.
    meaning: str = ""  # the outcome chart's line for this outcome
    advice: tuple[str, ...] = ()  # would luck / a war die change this?
    notes: tuple[str, ...] = ()  # warnings and GM notes
    spends: tuple[Spend, ...] = ()
    seed: int | None = None
    request: RollRequest | None = None
    profile: str = "rules"
    unused: dict[str, str] = field(default_factory=dict)  # reading clause kind -> why the rules did not use it
    extra: dict[str, Any] = field(default_factory=dict)  # system-specific facts follow-ups need (kept JSON-friendly)

    def contract(self) -> dict[str, Any]:
        """The contract's JSON object, field for field; a game's own facts (extra[its name]) come last under its
        name."""
        data = {
            "system": self.system,
            "actor": self.actor,
            "skill": self.skill,
            "trick": self.trick,
            "ability": dump(self.ability) if self.ability else None,
            "difficulty": dump(self.difficulty) if self.difficulty else None,
            "dice": list(self.dice),
            "extra_dice": list(self.extra_dice),
            "modifier": self.modifier,
            "total": self.total,
            "successes": self.successes,
            "outcome": self.outcome,
            CONTRACT_USE: dump(self.resource_use) if self.resource_use else None,
            "opposed": dump(self.opposed) if self.opposed else None,
            "odds": {c.outcome: c.probability for c in self.odds},
            "steps": [dump(s) for s in self.steps],
            "seed": self.seed,
            "reading": self.reading(),
        }
        if self.system in self.extra:
            data[self.system] = self.extra[self.system]
        return data

    def reading(self) -> dict[str, Any]:
        """What was understood of the phrase: the action and each rules clause, with where it stood."""
        request = self.request
        if request is None:
            return {"action": None, "clauses": []}
        clauses = []
        fixed = corrected(self.notes) if request.worked else {}
        for clause in request.reading:
            data = dump(clause)
            if clause.kind in self.unused:  # the rules had no use for it: say so, never drop it silently
                data.update(used=False, note=self.unused[clause.kind])
            elif clause.kind in ("restated", "modifier") and (note := correction(fixed, request.text, clause.start)):
                data.update(used=False, note=note)  # a number of the player's working, which the sheet corrected
            clauses.append(data)
        return {"action": request.action or None, "clauses": clauses}
