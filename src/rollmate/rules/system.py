"""What every game system provides (SystemSpec), the table state the rules read, and follow-ups to a roll."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

from rollmate.rules.dice import Dice
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEM_MODULES, SYSTEMS, get_system
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party, own_value
from rollmate.rules.vocabulary import Vocabulary

if TYPE_CHECKING:
    from rollmate.rules.follow_records import Carried, FollowUp
    from rollmate.rules.request_parts import Cue

# What carries from one roll to the next (follow_records.py): lent from there the first time one is named, so a roll
# that carries nothing and follows nothing up never builds their classes.
FOLLOWING = ("Carried", "FollowUp")


def __getattr__(name: str) -> Any:
    if name not in FOLLOWING:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rollmate.rules import follow_records

    globals().update((record, getattr(follow_records, record)) for record in FOLLOWING)
    return globals()[name]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Table(FrozenRecord):
    """What the rules need beyond the sheets: resources held now and bonuses carried this turn."""

    carried: dict[str, Carried] = field(default_factory=dict)
    # Every resource a game declares, as the ledgers say it stands now: Resource.key -> name -> how much (a name
    # absent: what the sheet says).
    held: dict[str, dict[str, float]] = field(default_factory=dict)

    def left(self, party: Party, name: str, resource: str) -> float | None:
        """How much of a resource (a Spend.resource) a character has now; None for someone whose sheet has no such
        thing."""
        counts = self.held.get(resource, {})
        if name in counts:
            return counts[name]
        person = party.find(name)
        return on_sheet(person, resource) if person is not None else None

    def amount(self, party: Party, name: str, resource: str) -> float:
        """How much of a resource a character has now, 0 for someone whose sheet has no such thing."""
        return float(self.left(party, name, resource) or 0)

    def with_left(self, resource: str, name: str, value: float) -> Table:
        return replace(self, held={**self.held, resource: {**self.held.get(resource, {}), name: value}})

    def without(self, names: set[str], resources: tuple[str, ...] | None = None) -> Table:
        """The table with what it holds for these people (of these resources; all when None) forgotten, so the
        sheets or the ledgers say it again."""
        held = {key: {k: v for k, v in counts.items() if k not in names} if resources is None or key in resources
                else counts for key, counts in self.held.items()}
        return self if held == self.held else replace(self, held=held)


def on_sheet(person: object, resource: str) -> float | None:
    """What a character's sheet says they hold of a resource (kept under its key with the game's own sheet values),
    or None when their sheet has no such thing."""
    value = own_value(person, resource)
    return None if isinstance(value, bool) or not isinstance(value, (int, float)) else value


TONES = ("worst", "bad", "mixed", "good", "great", "best")


# The table before anything is spent: one record shared by every roll that is given none (nothing changes a Table
# in place; with_left makes a changed copy).
NO_TABLE = Table()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Resource(FrozenRecord):
    """Something a character of a game holds and a roll changes, as the ledgers key it and as players say it: spent
    for a better roll (luck, war dice), or gained towards a cap (stress)."""

    key: str  # the ledger's key, e.g. "luck", "stress"
    one: str  # "Luck Point"
    many: str  # "Luck Points"
    most: int | None = None  # the most a character may hold (a GM's grant stops there), if the rules cap it
    gained: bool = False  # a roll adds to it (stress) rather than spending it (luck)
    spends: str = "spends"  # what a character does with it on a roll: "spends", "takes"
    refresh: str = ""  # when it comes back by itself, in words ("each game session"); "" never
    words: tuple[str, ...] = ()  # how players name it in a line to the GM ("luck point", "war dice")
    shown: bool = True  # on the toolbar and /party for every character (a one-roll bonus is not)
    # What someone with no sheet holds: none (0) when the rules still count it, None when nobody tracks it for them.
    sheetless: float | None = None

    def count(self, amount: float) -> str:
        """'1 Luck Point', '2 war dice'."""
        shown = int(amount) if float(amount).is_integer() else amount
        return f"{shown} {self.one if amount == 1 else self.many}"

    def said(self, who: str, amount: float) -> str:
        """'Vex spends 1 Luck Point', 'Thorn takes 2 stress', 'Silas clears 1 stress'."""
        if amount < 0 and self.gained:
            return f"{who} clears {self.count(-amount)}"
        return f"{who} {self.spends} {self.count(amount)}"

    def after(self, now: float, amount: float) -> float:
        """What is held after a roll changes it by `amount`: spent down to 0, or gained up to the cap."""
        if self.gained:
            return max(0, now + amount) if self.most is None else max(0, min(self.most, now + amount))
        return max(0, now - amount)




class SystemSpec:
    """One game system: everything the grammar and the table need to know about it, and nothing they must know
    by its name. A game is a subclass of this in its own package under rules/systems/ (listed in rules/registry.py),
    with its content in one data file."""

    name: str  # the key: --system NAME, `system = "NAME"` in a sheet
    title: str  # as prose names it: "Ghostburn", "FS3"
    outcomes: tuple[str, ...]
    # How each outcome feels, worst to best (one of TONES): the chat, the page and a terminal colour by it, so no
    # face lists any game's outcome names.
    tones: dict[str, str] = {}
    profiles: tuple[str, ...] = ("rules",)
    resource: Resource | None = None  # what its characters spend, if anything
    resources: tuple[Resource, ...] = ()  # the rest of what its characters hold that rolls change (stress, say)
    # The FollowUp kind a spend of its resource after seeing the dice makes ("luck", "reroll", "war_die"...), if any.
    after: str | None = None
    after_rolls: bool = False  # that spend rolls the dice again: dice said with it ('spend luck, rolled 6 7 8') are its
    refresh_each_session: bool = False  # the resource comes back when a new game session begins
    after_any_roll: bool = False  # the spend after a roll goes on the latest roll, whoever made it, paid by who says
    after_chance: str = ""  # how a what-if says the spend is one outcome of several: " (one possible re-roll)"
    # When the spend after the roll is refused for a roll of this outcome, the follow-up to show instead.
    after_fallback: dict[str, str] = {}
    shown_with_total: tuple[str, ...] = ()  # step titles a one-line result still shows (a bonus the total hides)
    extra_dice: str = "extra"  # how a result's extra dice are marked beside its own: [5 1 + war 4]
    sides: int = 6  # the faces its dice show, 1 to sides: a number past it said after the dice is never one of them
    opposed_rolls: bool = False  # both sides may roll ("Melee vs Mavros"): a target alone is then worth a word
    example: str = ""  # one action phrase, to show how to start
    examples: tuple[str, ...] = ()  # what /help shows
    sheet_keys: tuple[str, ...] = ()  # a character's keys beyond system, name and profile
    # The record a character's own values are kept in (Character.own; its fields are the game's, its defaults what a
    # character of another game has), and an NPC's; None: a plain table.
    sheet_model: type | None = None
    npc_model: type | None = None
    npc_keys: tuple[str, ...] = ()  # an NPC's keys beyond system and name
    signed_scores: bool = False  # a sheet's numbers are shown as +2 / -1 (bonuses), not 3 (ratings)
    party_keys: tuple[str, ...] = ()  # a party file's keys beyond system, profile, campaign, character and npc

    def resource_named(self, key: str) -> Resource:
        """How this game says one of its resources (a Spend.resource); a key it never declared is said as it is."""
        found = next((r for r in self.held() if r.key == key), None)
        return found or Resource(key=key, one=key.replace("_", " "), many=key.replace("_", " "))

    def held(self) -> tuple[Resource, ...]:
        """Every resource its characters hold: the one they spend for a better roll first."""
        return (*((self.resource,) if self.resource is not None else ()), *self.resources)

    def own_keys(self, *, npc: bool = False) -> tuple[str, ...]:
        """The keys of the game's own values on a character (Character.own) or an NPC: its record's fields, and
        what its sheets say of each resource it declares."""
        model = self.npc_model if npc else self.sheet_model
        names = tuple(f.name for f in fields(model)) if model is not None else ()
        return names if npc else (*names, *(r.key for r in self.held() if r.key not in names))

    def own_record(self, own: Any, *, npc: bool = False) -> Any:
        """The game's own values read back as plain data (the roll log's JSON) made its record again."""
        model = self.npc_model if npc else self.sheet_model
        if model is None or not isinstance(own, dict):
            return own
        from rollmate.rules.records import load

        return load(model, own)

    def npc_fields(self, data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
        """The game's own keys of one NPC, checked (a SheetError names the file, key and allowed values)."""
        return {}

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

    def follow_said(self, follow: FollowUp) -> str:
        """How the 'Read as' line of a spend after the roll says what is spent, up to the roll it goes on: 'spends a
        Luck Point to re-roll on', 'adds 1 war die showing 4 to'."""
        return f"spends a {self.resource.one} on" if self.resource is not None else "spends it on"

    def cue_said(self, cue: Cue) -> str | None:
        """What one of the game's cues (a condition or situation word said of someone) does to a roll, in a few words for the
        'Read as' line ('+1 DL step', '-2 dice'); None where it moves no number of its own."""
        return None

    def spent_after(self, last: Resolution) -> str | None:
        """Why nothing more may be spent after this roll, or None: a roll the game's resource was spent on takes no
        more (said with the resource's own name)."""
        used = last.resource_use
        if used is None or not used.spent:
            return None
        return f"A {self.resource.one if self.resource is not None else 'resource'} was already spent on that roll."

    def carry(self, result: Resolution) -> Carried | None:
        """A bonus the roll declared that rides on its skill for the rest of the turn, or None."""
        return None

    def pointless(self, last: Resolution, follow: FollowUp, party: Party) -> str | None:
        """Why a spend after the roll can't change its outcome (the chat asks before spending), or None."""
        return None

    def made_of(self) -> dict[str, tuple[str, ...]]:
        """Its rules words that stand for others, and those they are made of (Blades: an attribute -> its actions),
        so a player listing them beside it ('Prowess (finesse, prowl, ...)') is read as working, never a roll."""
        return {}

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


__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "SYSTEM_MODULES", "Carried", "FollowUp", "Resource",
           "SystemSpec", "TONES", "Table", "get_system", "on_sheet"]
