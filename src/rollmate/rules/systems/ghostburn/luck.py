"""Ghostburn luck advice and seed 004's step 6: a Luck Point spent after the outcome is known."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.rules import resolution
from rollmate.rules.records import changed
from rollmate.rules.resolution import Resolution, Step
from rollmate.rules.sheets import Character, Party
from rollmate.rules.system import Table
from rollmate.rules.systems.ghostburn.plan import Plan, label, make_plan, meaning, plan_odds, sum_odds
from rollmate.rules.systems.ghostburn.sheet import sheet_of

if TYPE_CHECKING:
    from rollmate.rules.follow_records import FollowUp


def _pct(x: Fraction) -> str:
    return f"{float(x) * 100:.0f}%"


def _bonus(plan: Plan) -> int:
    actor = plan.actor
    return 3 if isinstance(actor, Character) and sheet_of(actor).favored == plan.skill and plan.skill else 2


def advice(plan: Plan, faces: tuple[int, ...], outcome: str, party: Party, table: Table, spent: bool) -> list[str]:
    """After the roll: what a Luck Point spent now would do (what was possible before the roll is `odds`' to say)."""
    actor = plan.actor
    if not isinstance(actor, Character) or spent or plan.luck_before:
        return []
    points = table.amount(party, actor.name, "luck")
    if points < 1:
        return [f"{actor.name} has no Luck Points left."]
    bonus = _bonus(plan)
    lifted = plan.read(faces, bonus)
    out = []
    if outcome == "Cool Success":
        out.append("Luck can't improve a Cool Success; keep the point.")
    elif lifted != outcome:
        out.append(f"Spending a Luck Point now (+{bonus}) turns this {label(plan, outcome)} into a {label(plan, lifted)}.")
    else:
        out.append(_unchanged(bonus, plan, outcome))
    if outcome == "Glitch" and not plan.basic and lifted == "Glitch":
        out.append("Spending a Luck Point to Avoid the Glitch would make it a Fade.")
    return out


def no_change_after(plan: Plan, faces: tuple[int, ...], outcome: str) -> str | None:
    """Why a luck bonus spent now would change nothing, or None when it would (or can't be spent at all)."""
    if not isinstance(plan.actor, Character) or outcome == "Cool Success" or plan.luck_before:
        return None
    bonus = _bonus(plan)
    if plan.read(faces, bonus) != outcome:
        return None
    return _unchanged(bonus, plan, outcome)


def _unchanged(bonus: int, plan: Plan, outcome: str) -> str:
    return f"A luck bonus now (+{bonus}) would not change this {label(plan, outcome)}."


def advice_before(plan: Plan, party: Party, table: Table) -> list[str]:
    """Before the roll: what declaring a Luck Point now does to the chance of Success or better."""
    actor = plan.actor
    if not isinstance(actor, Character) or plan.luck_before or plan.auto:
        return []
    if table.amount(party, actor.name, "luck") < 1:
        return [f"{actor.name} has no Luck Points left."]
    bonus = _bonus(plan)
    odds = plan_odds(plan)  # the table the odds answer shows
    with_luck = sum_odds(plan.modifier + bonus, plan.dl.band, plan.upgrades, plan.basic, False)
    good = ("Success", "Cool Success")
    before, after = sum(odds.get(o, 0) for o in good), sum(with_luck.get(o, 0) for o in good)
    return [f"A Luck Point declared before the roll (+{bonus}) raises the chance of Success or better from "
            f"{_pct(before)} to {_pct(after)}."]


def luck_after(last: Resolution, follow: FollowUp, party: Party, table: Table) -> Resolution:
    """Seed 004's step 6: spend a Luck Point after the outcome, as a bonus or to Avoid a Glitch."""
    if follow.kind not in ("luck", "avoid_glitch"):
        raise RulesError("In Ghostburn, luck after a roll is a luck bonus ('spend luck') or 'avoid the glitch'.")
    if last.request is None or not last.dice:
        raise RulesError("There is no rolled result to spend luck on.")
    request = last.request
    plan = make_plan(changed(request, spends=()), party, table, spend=False)
    actor = plan.actor
    if not isinstance(actor, Character):
        raise RulesError("NPCs have no Luck Points." if actor else "Luck needs a character sheet to track the points.")
    if last.resource_use is not None and last.resource_use.spent:
        raise RulesError("A Luck Point was already spent on this roll: one per roll.")
    if table.amount(party, actor.name, "luck") < 1:
        raise RulesError(f"{actor.name} has no Luck Points left this session.")
    carried = int(last.extra.get("carried", 0) or 0)
    plan.luck_before = carried
    faces = tuple(last.dice)
    before = last.outcome
    steps = [s for s in last.steps]
    if follow.kind == "avoid_glitch":
        if plan.basic:
            raise RulesError("A [Basic] roll can't Avoid a Glitch; only a luck bonus helps there.")
        if before != "Glitch":
            raise RulesError(f"Avoid a Glitch works only on a Glitch; this roll is a {before}.")
        outcome, total = "Fade", last.total
        luck = resolution.ResourceUse(spent=True, use="avoid_glitch", value=None, before="Glitch")
        text = "A Luck Point spent to Avoid a Glitch: the Glitch is Upgraded to a Fade."
        modifier = last.modifier
    else:
        if carried:
            raise RulesError(f"This roll already carries a +{carried} luck bonus; a second one doesn't stack. "
                             "Luck can still Avoid a Glitch.")
        if before == "Cool Success":
            raise RulesError("This is already a Cool Success: luck has nothing to add. The point is kept.")
        bonus = _bonus(plan)
        outcome = plan.read(faces, bonus)
        total = (last.total or 0) + bonus
        modifier = last.modifier + bonus
        luck = resolution.ResourceUse(spent=True, use="bonus", value=bonus, before=before)
        favored = " (favored skill)" if bonus == 3 else ""
        text = (f"A Luck Point spent after the roll: +{bonus}{favored}. {total - bonus} + {bonus} = {total} against "
                f"{plan.dl.name} ({plan.dl.value}): {before} becomes {outcome}. {meaning(plan, outcome)}")
        if outcome == before:
            text += " It does not change the outcome."
    steps.append(Step(title="Use Luck", text=text))
    return replace(last, **{
        "outcome": outcome, "total": total, "modifier": modifier, "resource_use": luck, "steps": tuple(steps),
        "meaning": meaning(plan, outcome), "advice": (),
        "spends": (resolution.Spend(who=actor.name, resource="luck", amount=1),),
    })
