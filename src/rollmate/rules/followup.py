"""Follow-ups: whether a phrase only spends on a roll already made, which roll it goes on and what it asks.

Generic: what is spent and how it is said come from the games (their SystemSpec's `after` and `follow_said`, and
their resources as players say them, rules/spoken.py), so neither this module nor the table that uses it names any
resource. Shared by the chat and the one-shot command line; no terminal here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TypeVar

from rollmate.errors import RulesError
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.spoken import lexicon, own
from rollmate.rules.system import FollowUp, get_system

# A request that names any of these asks for a roll, not a follow-up or an actor switch.
ROLL_FIELDS = ("skill", "trick", "verbs", "abilities", "purpose_verbs", "difficulty", "difficulty_value", "trait",
               "dice", "npc_rating", "dice_count", "opponent", "modifiers", "bonus_total", "target", "helpers")

T = TypeVar("T")


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


@cache
def rerolls() -> frozenset[str]:
    """Lines that, said alone, re-roll the last roll with a resource (a game declares them: rules/spoken.py)."""
    return frozenset(_key(line) for said in lexicon().resources.values() for line in said.rerolls)


def is_reroll(text: str) -> bool:
    return _key(text) in rerolls()


@dataclass(frozen=True)
class Last:
    """A roll already made, with the reference it has in the roll log."""

    ref: str
    result: Resolution


@dataclass
class Made:
    """The rolls a one-shot run can follow up: the log's for this campaign, then this run's own, newest last."""

    last: dict[str, Last] = field(default_factory=dict)  # actor name ("" for nobody) -> their last roll
    latest: Last | None = None
    count: int = 0

    def add(self, ref: str, result: Resolution) -> None:
        self.latest = self.last[result.actor or ""] = Last(ref, result)
        self.count += 1

    def parent(self, request: RollRequest, party: Party, *, where: str, hint: str) -> Last:
        return parent_of(request, party, self.last, self.latest, where=where, hint=hint)


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
    game = get_system(system)
    held = {r.key for r in game.held()}
    if not request.spends or any(s.key in held for s in request.spends):
        return None
    key = request.spends[0].key
    said = lexicon().resources.get(key)
    say = say_after(system)
    return f"{game.title} has no {said.many if said else key.replace('_', ' ')}" + (
        f"; '{say}' is how you spend after a roll." if say else ".")


def rolls(request: RollRequest, system: str) -> bool:
    """Whether the phrase asks for a new roll (where the spend after a roll re-rolls, 'spend luck, rolled 6 7 8'
    gives the re-roll's dice)."""
    reroll_faces = bool(request.spends) and get_system(system).after == "reroll"
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
    if request is not None:
        counted = next((s for s in request.spends if s.count), None)
        if counted is not None:
            spender = counted.payer or request.actor or parent.actor
            return FollowUp(kind=_kind(system, counted.key), count=counted.count, faces=counted.faces,
                            spender=spender)
        used = next((s for s in request.spends if s.use), None)
        if used is not None:
            return FollowUp(kind=used.use)  # type: ignore[arg-type]
        if request.spends:
            return FollowUp(kind=_kind(system, request.spends[0].key), faces=request.dice)
    rerolled = next((key for key, said in lexicon().resources.items() if said.rerolls), "")  # a re-roll said alone
    return FollowUp(kind=_kind(system, rerolled), faces=None)


def parent_of(request: RollRequest | None, party: Party, last: Mapping[str, T], latest: T | None,
              *, where: str, hint: str) -> T:
    """The roll a follow-up goes on: a named character's own last roll (what they spend is theirs), else the latest
    roll (a die counted out goes on it, whoever pays). `last` maps an actor's name ("" for nobody) to their last
    roll; `where` (' in this chat') and `hint` (what to do) make the refusal when there is none."""
    named = request.actor if request is not None and not any(s.count for s in request.spends) else None
    if named:
        person = party.find(named)
        parent = last.get(person.name if person else named)
        if parent is None:
            raise RulesError(f"{named} has made no roll yet{where} to spend that on. {hint}")
        return parent
    if latest is None:
        raise RulesError(f"There is no roll yet{where} to spend that on. {hint}")
    return latest


def check_parent(parent: Resolution) -> None:
    """Plain dice notation has nothing to spend on."""
    if "notation" in parent.extra:
        raise RulesError(f"Spending changes a game's roll; '{parent.extra['notation']}' is plain dice.")


def read_as(follow: FollowUp, last: Resolution) -> str:
    """The 'Read as' line of a follow-up: what is spent, by whom, on which roll (the game says what: follow_said)."""
    roll = f"{last.actor}'s last roll" if last.actor else "the last roll"
    what = last.trick or last.skill or (last.ability.name if last.ability else "")
    on = f"{roll} ({what}: {last.outcome})" if what else f"{roll} ({last.outcome})"
    game = get_system(last.system) if last.system in SYSTEMS else None
    said = game.follow_said(follow) if game is not None else "spends it on"
    return f"Read as: {follow.spender or last.actor or 'you'} {said} {on}."
