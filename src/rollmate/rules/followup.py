"""Follow-ups: whether a phrase only spends on a roll already made, which roll it goes on and what it asks.

Generic: what is spent and how it is said come from the games (their SystemSpec's `after` and `follow_said`, and
their resources as players say them, rules/spoken.py), so neither this module nor the table that uses it names any
resource. Shared by the chat and the one-shot command line; no terminal here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from rollmate.errors import RulesError
from rollmate.rules.records import FrozenRecord
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.spoken import cannot, lexicon, own, rolls_again, spoken
from rollmate.rules.spoken import rerolls as spoken_rerolls
from rollmate.rules.system import get_system

if TYPE_CHECKING:
    from rollmate.rules.follow_records import FollowUp

# A request that names any of these asks for a roll, not a follow-up or an actor switch.
ROLL_FIELDS = ("skill", "trick", "verbs", "abilities", "purpose_verbs", "difficulty", "difficulty_value", "trait",
               "dice", "npc_rating", "dice_count", "opponent", "modifiers", "bonus_total", "target", "helpers")

T = TypeVar("T")


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


@cache
def rerolls(system: str | None = None) -> frozenset[str]:
    """Lines that, said alone, re-roll the last roll with this game's resource (every game's when None; a game
    declares them: rules/spoken.py)."""
    return frozenset(_key(line) for line in spoken_rerolls(system))


def is_reroll(text: str, system: str) -> bool:
    """Whether the line alone re-rolls the last roll in this game; a re-roll line another game has is refused here
    (a RulesError naming what this game's resource does instead), never read as an action."""
    if _key(text) in rerolls(system):
        return True
    if _key(text) in rerolls():
        raise RulesError(no_reroll(system))
    return False


def no_reroll(system: str) -> str:
    """Why a re-roll line another game has is refused in this one: what its resource does instead."""
    key = next((k for k, said in lexicon().resources.items() if said.rerolls), "")
    why = cannot(system, key, "re-roll")
    return why[0].upper() + why[1:] if why else _none_here(system, key)


@dataclass(frozen=True, eq=False, repr=False)
class Last(FrozenRecord):
    """A roll already made, with the reference it has in the roll log."""

    ref: str
    result: Resolution


def spends(request: RollRequest) -> bool:
    """Whether the phrase spends something (a resource, or one spent for a use its game declares)."""
    return bool(request.spends)


def say_after(system: str) -> str:
    """What a player says to spend after a roll in this game, or '' where nothing is spent after the dice."""
    game = get_system(system)
    said = own(system, game.resource.key) if game.after is not None and game.resource is not None else None
    return said.say if said is not None else ""


def not_this_game(request: RollRequest, system: str) -> str | None:
    """Why the phrase's spend is not this game's to make ('spend luck' where there is no luck), or None."""
    held = {r.key for r in get_system(system).held()}
    if not request.spends or any(s.key in held for s in request.spends):
        return None
    return _none_here(system, request.spends[0].key)


def _none_here(system: str, key: str) -> str:
    """'FIST has no luck points; 'add a war die' is how you spend after a roll.'"""
    said = lexicon().resources.get(key)
    say = say_after(system)
    return f"{get_system(system).title} has no {said.many if said else key.replace('_', ' ')}" + (
        f"; '{say}' is how you spend after a roll." if say else ".")


def rolls(request: RollRequest, system: str) -> bool:
    """Whether the phrase asks for a new roll (where the game's spend after a roll rolls dice again, its
    `after_rolls`, 'spend luck, rolled 6 7 8' gives those dice)."""
    reroll_faces = bool(request.spends) and get_system(system).after_rolls
    if request.dice and any(rolls_again(s.key, s.use) and s.faces for s in request.spends):
        return True  # "rolled 1 2 3 4, spend luck to reroll: 6 7 1 2": the roll and its re-roll, in one phrase
    return any(getattr(request, name) for name in ROLL_FIELDS if not (name == "dice" and reroll_faces))


def is_follow_up(request: RollRequest, system: str) -> bool:
    """A phrase that only spends, on a roll already made."""
    return spends(request) and not rolls(request, system)


def _kind(system: str, key: str) -> str:
    """The FollowUp kind a spend of this resource after a roll makes: the game's own spend after the roll (its
    `after`), or the resource's key where it is not the game's (its follow_up refuses it)."""
    game = get_system(system)
    mine = game.resource is not None and game.resource.key == key
    return (game.after or key) if mine else key


def kind_of(request: RollRequest | None, parent: Resolution, system: str) -> FollowUp:
    """What the follow-up asks; an unnamed die of a counted resource is paid by whoever made the roll."""
    from rollmate.rules.follow_records import FollowUp  # loaded by the first roll followed up

    if request is not None:
        counted = next((s for s in request.spends if s.count), None)
        if counted is not None:
            spender = counted.payer or request.actor or parent.actor
            return FollowUp(kind=_kind(system, counted.key), count=counted.count, faces=counted.faces,
                            spender=spender)
        used = next((s for s in request.spends if s.use), None)
        if used is not None:  # "spend luck to reroll: 6 7 1 2": the re-roll's dice as said
            return FollowUp(kind=used.use, faces=used.faces or request.dice)  # type: ignore[arg-type]
        if request.spends:
            return FollowUp(kind=_kind(system, request.spends[0].key), faces=request.dice)
    rerolled = next((said.key for said in spoken(system) if said.rerolls), None)  # a re-roll line said alone
    if rerolled is None:
        raise RulesError(no_reroll(system))
    return FollowUp(kind=_kind(system, rerolled), faces=None)


def parent_of(request: RollRequest | None, party: Party, last: Mapping[str, T], latest: T | None,
              *, where: str, hint: str) -> T:
    """The roll a follow-up goes on: a named character's own last roll (what they spend is theirs), else the latest
    roll (a die counted out goes on it, whoever pays). `last` maps an actor's name ("" for nobody) to their last
    roll; `where` (' in this chat') and `hint` (what to do) make the refusal when there is none."""
    named = request.actor if request is not None and not any(s.count for s in request.spends) else None
    what = lexicon().resources[request.spends[0].key].one if request is not None and request.spends else ""
    if named:
        person = party.find(named)
        parent = last.get(person.name if person else named)
        if parent is None:
            raise NoRoll(named, where=where, hint=hint, what=what)
        return parent
    if latest is None:
        raise NoRoll(None, where=where, hint=hint, what=what)
    return latest


class NoRoll(RulesError):
    """A follow-up with no roll to go on: `named`'s (or anyone's, for None). `where` (' in this chat') and `hint`
    (what to do) are the face's words, so another face can say it again in its own (no_roll); `what` is what the
    phrase spends ('luck point'), where it says."""

    def __init__(self, named: str | None, *, where: str, hint: str, what: str = "") -> None:
        super().__init__(no_roll(named, where=where, hint=hint, what=what))
        self.named = named
        self.what = what


def no_roll(named: str | None, *, where: str, hint: str, what: str = "") -> str:
    """'Batu has made no roll yet to spend a luck point on.': the refusal names what would be spent, where it is said."""
    who = f"{named} has made no roll yet" if named else "There is no roll yet"
    spent = f"a {what}" if what else "that"
    return f"{who}{where} to spend {spent} on. {hint}"


def check_parent(parent: Resolution) -> None:
    """Plain dice notation has nothing to spend on."""
    if "notation" in parent.extra:
        raise RulesError(f"Spending changes a game's roll; '{parent.extra['notation']}' is plain dice.")
