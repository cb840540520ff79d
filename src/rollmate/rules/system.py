"""What every game system provides (SystemSpec), the table state the rules read, and follow-ups to a roll."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from rollmate.rules.dice import Dice
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEM_MODULES, SYSTEMS, get_system
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.vocabulary import Vocabulary


@dataclass(frozen=True, slots=True, kw_only=True)
class Carried:
    """A Ghostburn luck bonus declared earlier this turn, still riding on one skill."""

    skill: str
    value: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    """What the rules need beyond the sheets: resources left now and bonuses carried this turn."""

    luck: dict[str, float] = field(default_factory=dict)  # name -> points left (absent: the sheet's value)
    war_dice: dict[str, int] = field(default_factory=dict)
    forward: dict[str, int] = field(default_factory=dict)  # a one-roll bonus not yet used (PbtA's "+1 forward")
    carried: dict[str, Carried] = field(default_factory=dict)

    def left(self, party: Party, name: str, resource: str) -> float | None:
        """How much of a resource (a Spend.resource: luck, war_dice, forward) a character has now; None for
        someone whose sheet has no such thing."""
        counts: dict[str, float] = getattr(self, resource)
        if name in counts:
            return counts[name]
        person = party.find(name)
        return getattr(person, resource) if person is not None and hasattr(person, resource) else None

    def luck_of(self, party: Party, name: str) -> float:
        return float(self.left(party, name, "luck") or 0)

    def war_dice_of(self, party: Party, name: str) -> int | None:
        left = self.left(party, name, "war_dice")
        return None if left is None else int(left)

    def with_left(self, resource: str, name: str, value: float) -> Table:
        return replace(self, **{resource: {**getattr(self, resource), name: value}})


# The table before anything is spent: one record shared by every roll that is given none (nothing changes a Table
# in place; with_left makes a changed copy).
NO_TABLE = Table()


@dataclass(frozen=True, slots=True, kw_only=True)
class FollowUp:
    """Something done to the last roll after seeing it."""

    kind: Literal["luck", "avoid_glitch", "reroll", "plus3", "war_die"]
    count: int = 1
    faces: tuple[int, ...] | None = None
    spender: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Resource:
    """What a character of a game spends for a better roll, as the ledgers key it and as players say it."""

    key: Literal["luck", "war_dice", "forward"]
    one: str  # "Luck Point"
    many: str  # "Luck Points"
    most: int | None = None  # the most a character may hold (a GM's grant stops there), if the rules cap it

    def count(self, amount: float) -> str:
        """'1 Luck Point', '2 war dice'."""
        shown = int(amount) if float(amount).is_integer() else amount
        return f"{shown} {self.one if amount == 1 else self.many}"


LUCK = Resource(key="luck", one="Luck Point", many="Luck Points", most=3)  # both luck games: 0 to 3
WAR_DICE = Resource(key="war_dice", one="war die", many="war dice")
FORWARD = Resource(key="forward", one="forward", many="forward")
RESOURCES = {r.key: r for r in (LUCK, WAR_DICE, FORWARD)}  # Spend.resource -> how it is said


class SystemSpec:
    """One game system: everything the grammar and the table need to know about it, and nothing they must know
    by its name. A game is a subclass of this in its own package under rules/systems/ (listed in rules/registry.py),
    with its content in one data file."""

    name: str  # the key: --system NAME, `system = "NAME"` in a sheet
    title: str  # as prose names it: "Ghostburn", "FS3"
    outcomes: tuple[str, ...]
    profiles: tuple[str, ...] = ("rules",)
    resource: Resource | None = None  # what its characters spend, if anything
    after: Literal["luck", "reroll", "war_die"] | None = None  # what a spend after seeing the dice does
    luck_after: Literal["luck", "reroll"] | None = None  # what "spend luck" means after a roll, if luck exists
    refresh_each_session: bool = False  # the resource comes back when a new game session begins
    opposed_rolls: bool = False  # both sides may roll ("Melee vs Mavros"): a target alone is then worth a word
    example: str = ""  # one action phrase, to show how to start
    examples: tuple[str, ...] = ()  # what /help shows
    sheet_keys: tuple[str, ...] = ()  # a character's keys beyond system, name and profile
    signed_scores: bool = False  # a sheet's numbers are shown as +2 / -1 (bonuses), not 3 (ratings)
    party_keys: tuple[str, ...] = ()  # a party file's keys beyond system, profile, campaign, character and npc

    def sheet_fields(self, data: dict[str, Any], where: str, prefix: str, settings: dict[str, Any]) -> dict[str, Any]:
        """The game's own keys of one character, checked (a SheetError names the file, key and allowed values);
        `settings` are the party file's own keys for the game, already checked (a playbook, say)."""
        return {}

    def party_fields(self, data: dict[str, Any], where: str) -> dict[str, Any]:
        """The game's own keys of a party file, checked; kept in Party.settings."""
        return {}

    def sheet_labels(self) -> dict[str, str]:
        """The Character fields this game fills, and what to call them when a sheet is shown."""
        return {}

    def pointless(self, last: Resolution, follow: FollowUp, party: Party) -> str | None:
        """Why a spend after the roll can't change its outcome (the chat asks before spending), or None."""
        return None

    def content_schema(self) -> Any:
        """The pydantic model its data file must match (checked when the file is read fresh), or None."""
        return None

    def glossary(self, party: Party) -> dict[str, str]:
        """The game's terms (outcomes, conditions, traits...) -> what they mean, in rollmate's words."""
        return {}

    def terms(self, party: Party) -> tuple[str, ...]:
        """The glossary terms worth pointing out when an explanation uses them (jargon, not every skill name)."""
        return tuple(self.glossary(party))

    def vocabulary(self, party: Party) -> Vocabulary:
        raise NotImplementedError

    def resolve(
        self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules", table: Table | None = None
    ) -> Resolution:
        raise NotImplementedError

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution:
        raise NotImplementedError

    def follow_up(
        self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *, table: Table | None = None
    ) -> Resolution:
        raise NotImplementedError


__all__ = ["DEFAULT_SYSTEM", "LUCK", "RESOURCES", "SYSTEMS", "SYSTEM_MODULES", "WAR_DICE", "Carried", "FollowUp", "Resource",
           "SystemSpec", "Table", "get_system"]
