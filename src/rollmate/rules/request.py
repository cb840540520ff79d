"""RollRequest: what the player asked for, in system-neutral terms (the grammar fills it, the rules read it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True, slots=True, kw_only=True)
class Modifier:
    """A number added to the roll (Ghostburn/FIST) or dice added/removed (FS3), with the player's reason."""

    amount: int
    reason: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class DLStep:
    """A stated difficulty adjustment in whole steps (+ raises, - lowers)."""

    steps: int
    reason: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Cue:
    """A recognised rules word: a condition, attitude or situation key from the system's data."""

    key: str
    who: Literal["target", "actor", "scene", "any"] = "any"
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Clause:
    """One part of the phrase as it was read: what kind of rules clause, the words, where they stand, and whether
    the resolution used it (with a note saying why not, or whose it was)."""

    kind: str
    text: str
    start: int  # 0-based character offsets in the phrase
    end: int
    used: bool = True
    note: str | None = None


# The kind of a reading's clause for a typed word read as another ("wrensneaks" as 'wren sneaks', "wrek" as Wreck):
# its note says what it was read as, and "Read as" shows it.
TYPED = "typed"


@dataclass(frozen=True, slots=True, kw_only=True)
class Restated:
    """A number of the sheet said again in the phrase ("I'm at -2", "my Hard is +2", "I've got 3 dots", "my bonus
    is +12"): the rules check it against the sheet and never add it. `of` is the rules word it is said of ("Hard",
    "Creative"), None for the roll's own; `kind` what it is: "rating" (a score: "I'm at -2", "my rating's 3", "3
    dots"), "bonus" (all that is added to the dice: "my modifier is +12", "+10 to hit") or "pool" (dice: "my pool's
    10 dice")."""

    value: int
    of: str | None = None
    kind: str = "rating"
    said: str = ""


FACES_STATED = "faces as stated"  # the note on a clause that gave its dice's faces (a war die's, say)
DICE_GIVEN = "given beside the phrase"  # the note on the dice a program gave as data, not in the phrase's words


@dataclass(frozen=True, slots=True, kw_only=True)
class Spending:
    """A resource the phrase spends, by its game's Resource.key: how many and the faces they showed (a counted one:
    "2 war dice, war dice 5 6"), who pays when someone else does ("Jonesy gives me her war die"), and what for when
    the game declares a use besides its own ("avoid_glitch")."""

    key: str
    count: int | None = None  # None: a resource not counted in dice (a Luck Point)
    faces: tuple[int, ...] | None = None
    payer: str | None = None
    use: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Side:
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


@dataclass(frozen=True, slots=True, kw_only=True)
class RollRequest:
    """Everything a phrase asked for. Fields that the phrase did not mention stay empty."""

    text: str = ""
    actor: str | None = None
    action: str = ""  # the action words as typed, minus the recognised clauses
    verbs: tuple[str, ...] = ()  # canonical verb keys recognised in the action
    skill: str | None = None
    trick: str | None = None
    abilities: tuple[str, ...] = ()  # abilities/attributes named, in order
    target: str | None = None
    difficulty: str | None = None  # a DL name
    difficulty_value: int | None = None  # a DL number as typed
    trait: str | None = None  # wits | fort | security | stability ...
    dl_steps: tuple[DLStep, ...] = ()
    cues: tuple[Cue, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    restated: tuple[Restated, ...] = ()  # numbers of the sheet said again: checked, never added
    bonus_total: int | None = None  # "bonus +5": one total bonus given instead of a sheet
    spends: tuple[Spending, ...] = ()  # what the phrase spends, one record a resource (rules/spoken.py)
    dice: tuple[int, ...] | None = None  # faces the player rolled
    dice_said: str | None = None  # the dice as notation said with those faces ('3d6'): the rules check it
    advantage: Literal["advantage", "disadvantage"] | None = None
    opponent: Side | None = None
    helpers: tuple[Side, ...] = ()
    npc_rating: int | None = None
    dice_count: int | None = None
    upgrades: int = 0  # net Upgrades (+) / Downgrades (-) named
    group_size: int | None = None
    attack_number: int | None = None  # Recoil: which attack this turn (1st, 2nd, 3rd)
    combat: bool = False
    strong: bool = False
    purpose: str | None = None
    purpose_verbs: tuple[str, ...] = ()  # verbs found inside the purpose clause
    faces_by: dict[str, tuple[int, ...]] = field(default_factory=dict)  # "Mavros rolled 6 2 3": faces for another named side
    said_by: dict[str, str] = field(default_factory=dict)  # the notation said with faces_by's dice ('Mavros: 3d8 [...]')
    unknown: tuple[str, ...] = ()  # words nobody recognised (kept for messages)
    roll_named: str | None = None  # a word nobody knows said as the roll's name ("Stealth check"): another game's skill
    attribute_explicit: bool = False  # the attribute was written as "+ATTR" / "Skill+Attr"
    npc_name: str | None = None  # AresMUSH "roll Goon/3": an NPC named only in the phrase rolls
    question: bool = False  # "what are my chances to ...": answer with odds, roll nothing
    reading: tuple[Clause, ...] = ()  # every rules clause, with where it stood in the phrase

    def spending(self, key: str) -> Spending | None:
        """What the phrase spends of one resource (a Resource.key), or None."""
        return next((s for s in self.spends if s.key == key), None)

