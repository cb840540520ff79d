"""Follow-ups: whether a phrase only spends on a roll already made, which roll it goes on and what it asks.

'spend luck', 'avoid the glitch', 'add a war die': the rules of spending after the dice, kept here beside the games
so the table that uses them names none of it. Shared by the chat and the one-shot command line; no terminal here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from rollmate.errors import RulesError
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import FollowUp, get_system

# A request that names any of these asks for a roll, not a follow-up or an actor switch.
ROLL_FIELDS = ("skill", "trick", "verbs", "abilities", "purpose_verbs", "difficulty", "difficulty_value", "trait",
               "dice", "npc_rating", "dice_count", "opponent", "modifiers", "bonus_total", "target", "helpers")

# Said alone, these re-roll the last roll with luck (in a game where luck after a roll re-rolls).
REROLL = {"reroll", "re roll", "reroll with luck", "re roll with luck", "luck reroll", "spend luck to reroll",
          "reroll it", "use luck to reroll"}
# What to say to spend after a roll, by what the game's spend after a roll does (SystemSpec.after).
SAY = {"luck": "spend luck", "reroll": "spend luck", "war_die": "add a war die"}

T = TypeVar("T")


def is_reroll(text: str) -> bool:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split()) in REROLL


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
    """Whether the phrase spends something (luck, a glitch avoided, war dice)."""
    return bool(request.luck or request.avoid_glitch or request.war_dice)


def say_after(system: str) -> str:
    """What a player says to spend after a roll in this game, or '' where nothing is spent after the dice."""
    return SAY.get(get_system(system).after or "", "")


def not_this_game(request: RollRequest, system: str) -> str | None:
    """Why the phrase's spend is not this game's to make ('spend luck' where there is no luck), or None."""
    game = get_system(system)
    if (request.luck or request.avoid_glitch) and not request.war_dice and game.luck_after is None:
        say = say_after(system)
        return f"{game.title} has no luck points" + (f"; '{say}' is how you spend after a roll." if say else ".")
    return None


def rolls(request: RollRequest, system: str) -> bool:
    """Whether the phrase asks for a new roll (where luck re-rolls, 'spend luck, rolled 6 7 8' gives the re-roll's dice)."""
    reroll_faces = request.luck and get_system(system).luck_after == "reroll"
    return any(getattr(request, name) for name in ROLL_FIELDS if not (name == "dice" and reroll_faces))


def is_follow_up(request: RollRequest, system: str) -> bool:
    """A phrase that only spends, on a roll already made."""
    return spends(request) and not rolls(request, system)


def kind_of(request: RollRequest | None, parent: Resolution, system: str) -> FollowUp:
    """What the follow-up asks; an unnamed war die is paid by whoever made the roll."""
    if request is not None and request.war_dice:
        spender = request.war_spender or request.actor or parent.actor
        return FollowUp(kind="war_die", count=request.war_dice, faces=request.war_faces, spender=spender)
    if request is not None and request.avoid_glitch:
        return FollowUp(kind="avoid_glitch")
    return FollowUp(kind=get_system(system).luck_after or "luck", faces=request.dice if request is not None else None)


def parent_of(request: RollRequest | None, party: Party, last: Mapping[str, T], latest: T | None,
              *, where: str, hint: str) -> T:
    """The roll a follow-up goes on: a named character's own last roll for luck, else the latest roll.
    `last` maps an actor's name ("" for nobody) to their last roll; `where` (' in this chat') and `hint` (what to do)
    make the refusal when there is none."""
    named = request.actor if request is not None and not request.war_dice else None
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
        raise RulesError(f"Luck and war dice change a game's roll; '{parent.extra['notation']}' is plain dice.")


def read_as(follow: FollowUp, last: Resolution) -> str:
    """The 'Read as' line of a follow-up: what is spent, by whom, on which roll."""
    roll = f"{last.actor}'s last roll" if last.actor else "the last roll"
    what = last.trick or last.skill or (last.ability.name if last.ability else "")
    on = f"{roll} ({what}: {last.outcome})" if what else f"{roll} ({last.outcome})"
    if follow.kind == "war_die":
        dice = f"{follow.count} war {'die' if follow.count == 1 else 'dice'}"
        faces = f" showing {' '.join(map(str, follow.faces))}" if follow.faces else ""
        return f"Read as: {follow.spender or last.actor or 'you'} adds {dice}{faces} to {on}."
    use = {"avoid_glitch": "a Luck Point to avoid the glitch", "reroll": "a Luck Point to re-roll"}.get(
        follow.kind, "a Luck Point")
    return f"Read as: {last.actor or 'you'} spends {use} on {on}."
