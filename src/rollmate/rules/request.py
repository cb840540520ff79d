"""RollRequest: what the player asked for, in system-neutral terms (the grammar fills it, the rules read it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from rollmate.rules.records import FrozenRecord

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Cue, DLStep, Modifier, Restated, Side, Spending

# The parts only some phrases say (request_parts.py): lent from there the first time one is named, so a roll that
# says none of them never builds their classes.
PARTS = ("Cue", "DLStep", "Modifier", "Restated", "Side", "Spending")


def __getattr__(name: str) -> Any:
    if name not in PARTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rollmate.rules import request_parts

    globals().update((part, getattr(request_parts, part)) for part in PARTS)
    return globals()[name]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Clause(FrozenRecord):
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

# The kind of a reading's clause of a step change said with the difficulty it ends at ("bumps it up to Hard"): the
# difficulty named is the final one, which the rules step no further.
STEP_TO = "step to"

FACES_STATED = "faces as stated"  # the note on a clause that gave its dice's faces (a war die's, say)
DICE_GIVEN = "given beside the phrase"  # the note on the dice a program gave as data, not in the phrase's words


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class RollRequest(FrozenRecord):
    """Everything a phrase asked for. Fields that the phrase did not mention stay empty."""

    text: str = ""
    actor: str | None = None
    action: str = ""  # the action words as typed, minus the recognised clauses
    verbs: tuple[str, ...] = ()  # canonical verb keys recognised in the action
    skill: str | None = None
    trick: str | None = None
    abilities: tuple[str, ...] = ()  # abilities/attributes named, in order
    target: str | None = None
    more_targets: tuple[str, ...] = ()  # others named with the target ("past the sentry and the quartermaster")
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
    worked: bool = False  # the post adds up its dice ('3+3 = 6, +2 Hot = 8'): the sheet's numbers it says are working
    reading: tuple[Clause, ...] = ()  # every rules clause, with where it stood in the phrase

    def spending(self, key: str) -> Spending | None:
        """What the phrase spends of one resource (a Resource.key), or None."""
        return next((s for s in self.spends if s.key == key), None)

