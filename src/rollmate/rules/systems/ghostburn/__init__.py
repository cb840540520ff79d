"""Ghostburn: 2d10 + ability + skill/gear/aug bonuses against a Difficulty Level, explained in the rulebook's steps."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from rollmate.errors import RulesError
from rollmate.rules import resolution
from rollmate.rules.dice import Dice, check_faces, within_the_die
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Chance, Difficulty, Resolution, Step, ability_of, chances
from rollmate.rules.sheets import NPC, Party
from rollmate.rules.system import NO_TABLE, Resource, SystemSpec, Table
from rollmate.rules.systems.ghostburn import data as ghostburn_data
from rollmate.rules.systems.ghostburn import sheet as ghostburn_sheet
from rollmate.rules.systems.ghostburn.data import DLS, OUTCOMES, vocabulary
from rollmate.rules.systems.ghostburn.luck import advice, advice_before, luck_after, no_change_after
from rollmate.rules.systems.ghostburn.plan import Plan, band, label, make_plan, meaning, plan_odds, sum_odds

if TYPE_CHECKING:
    from rollmate.rules.follow_records import Carried, FollowUp
    from rollmate.rules.request_parts import Cue
    from rollmate.rules.resolution_parts import ResourceUse, Spend

LUCK = Resource(key="luck", one="Luck Point", many="Luck Points", most=3,  # 0 to 3 on a sheet
                words=("luck", "luck point", "luck points"), sheetless=0.0)


class Ghostburn(SystemSpec):
    name = "ghostburn"
    title = "Ghostburn"
    sides = 10
    outcomes = OUTCOMES
    tones = {"Glitch": "worst", "Fade": "mixed", "Success": "good", "Cool Success": "best"}
    resource = LUCK
    after = "luck"
    refresh_each_session = True
    example = "convince the bouncer"
    examples = ("convince the bouncer", "convince the bouncer, rolled 3 and 9", "spend luck  /  avoid the glitch",
                "roll Persuade vs Hard with luck", "Dex: hack the door, Security Hard", "as Dex  /  Vex",
                "odds sneak past the guard", "what if I had spent luck?", "why?  /  odds  /  end turn")
    after_fallback = {"Glitch": "avoid_glitch"}  # no luck to add on a Glitch: a Luck Point may still avoid it
    shown_with_total = ("Luck Bonus",)
    sheet_keys = ghostburn_sheet.SHEET_KEYS
    sheet_model = ghostburn_sheet.Sheet
    npc_model = ghostburn_sheet.NPCSheet
    npc_keys = ghostburn_sheet.NPC_KEYS

    def sheet_fields(self, data, where, prefix, settings):  # type: ignore[no-untyped-def]
        return ghostburn_sheet.sheet_fields(data, where, prefix)

    def follow_said(self, follow: FollowUp) -> str:
        return "spends a Luck Point to avoid the glitch on" if follow.kind == "avoid_glitch" else "spends a Luck Point on"

    def cue_said(self, cue: Cue) -> str | None:
        steps = {m.step for m in ghostburn_data.content().modifiers
                 if cue.key in m.cues and m.step and cue.who in (m.who, "any")}
        step = steps.pop() if len(steps) == 1 else 0
        return f"{step:+d} DL step{'s' if abs(step) > 1 else ''}" if step else None

    def npc_fields(self, data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
        return ghostburn_sheet.npc_fields(data, where, prefix)

    def carry(self, result: Resolution) -> Carried | None:
        """A Luck Point spent for its bonus before the roll keeps the bonus on that skill for the rest of the turn."""
        luck = result.resource_use
        declared = luck is not None and luck.use == "bonus" and luck.spent
        if declared and result.request is not None and result.request.spends and result.skill and luck.value:  # type: ignore[union-attr]
            from rollmate.rules.follow_records import Carried  # loaded by the first bonus carried

            return Carried(skill=result.skill, value=luck.value, what=LUCK.key)  # type: ignore[union-attr]
        return None

    def sheet_labels(self) -> dict[str, str]:
        return {"abilities": "Abilities", "skills": "Skills", "favored": "Favored skill", "signature_tricks": "Signature tricks", "gear": "Gear", "augs": "Augs"}

    def content_schema(self) -> Any:
        from rollmate.rules.systems.ghostburn.schema import SCHEMA

        return SCHEMA

    def glossary(self, party: Party) -> dict[str, str]:
        return ghostburn_data.glossary()

    def terms(self, party: Party) -> tuple[str, ...]:
        return ghostburn_data.jargon()

    def vocabulary(self, party: Party):  # type: ignore[no-untyped-def]
        return vocabulary(party)

    def resolve(self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules",
                table: Table | None = None) -> Resolution:
        table = table or NO_TABLE
        within_the_die(request.dice, 10, request.dice_said)
        return roll(make_plan(request, party, table), request, party, dice, table)

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution:
        plan = make_plan(request, party, table or NO_TABLE, spend=False)
        if plan.auto:  # nothing to roll: say why, as a roll would
            steps = (*plan.steps, Step(title="Outcome", text=f"{plan.auto_reason} {plan.auto}, without a roll."))
        else:
            steps = (*plan.steps, *_bonus_steps(plan))  # the bonus the odds assume
        return Resolution(system=self.name, outcome="", odds=_chances(plan), steps=steps,
                          extra={"automatic": plan.auto_kind} if plan.auto else {},
                          advice=tuple(advice_before(plan, party, table or NO_TABLE)), **_common(plan), request=request)

    def pointless(self, last: Resolution, follow: FollowUp, party: Party) -> str | None:
        """A luck bonus spent after the roll that lifts nothing (a Glitch it can't lift still avoids the Glitch)."""
        if follow.kind != "luck" or last.system != self.name or last.request is None or not last.dice:
            return None
        if last.outcome == "Cool Success":
            return "Luck can't improve a Cool Success."
        if last.outcome == "Glitch":
            return None
        try:
            plan = make_plan(last.request, party, NO_TABLE, spend=False)
        except RulesError:
            return None
        return no_change_after(plan, tuple(last.dice), last.outcome)

    def follow_up(self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *,
                  table: Table | None = None) -> Resolution:
        return luck_after(last, follow, party, table or NO_TABLE)


SYSTEM = Ghostburn()


def _common(plan: Plan) -> dict:
    actor = plan.actor
    return {
        "actor": actor.name if actor else None,
        "skill": plan.skill,
        "trick": plan.trick.name if plan.trick else None,
        "ability": ability_of(*plan.ability) if plan.ability and actor is not None else None,
        "difficulty": _difficulty(plan.dl.band),
        "modifier": plan.modifier,
        "unused": _unused(plan),
    }


def _unused(plan: Plan) -> dict[str, str]:
    """The post's conditions, when none of them changed the DL ('climb the wall in the rain': Raining moves no
    Athletic Move): Read as then says so, and shows no step the rules did not take."""
    if not plan.dl.cued or not set(plan.dl.cued) <= set(plan.dl.ignored_cues):
        return {}
    return {"condition": "; ".join(plan.dl.ignored)}


def _difficulty(band: int) -> Difficulty:
    name, value = DLS[band - 1]
    return Difficulty(name=name, value=value)


def _chances(plan: Plan) -> tuple[Chance, ...]:
    # A basic roll has two outcomes, unless a cue fixed another ("automatic cool success, basic"): odds sum to 1.
    order = ("Glitch", "Success") if plan.basic and plan.auto in (None, "Glitch", "Success") else OUTCOMES
    if plan.auto:
        return chances(plan_odds(plan), order, zeros=False)
    return _rolled_chances(plan.modifier, plan.dl.band, plan.upgrades, plan.basic, plan.avoid_glitch, order)


@cache  # the same few odds come back roll after roll; Chance records are immutable
def _rolled_chances(modifier: int, dl_band: int, upgrades: int, basic: bool, avoid_glitch: bool,
                    order: tuple[str, ...]) -> tuple[Chance, ...]:
    return chances(sum_odds(modifier, dl_band, upgrades, basic, avoid_glitch), order)


def roll(plan: Plan, request: RollRequest, party: Party, dice: Dice, table: Table) -> Resolution:
    steps = list(plan.steps)
    luck: ResourceUse | None = None
    spends: list[Spend] = []
    if plan.luck_spent_before and plan.actor is not None:
        spends.append(resolution.Spend(who=plan.actor.name, resource="luck", amount=1))
    if plan.auto:
        steps.append(Step(title="Outcome", text=f"{plan.auto_reason} {plan.auto}: {meaning(plan, plan.auto)}"))
        return Resolution(system="ghostburn", **_common(plan), outcome=plan.auto, odds=_chances(plan),
                          steps=tuple(steps), meaning=meaning(plan, plan.auto), notes=tuple(plan.notes),
                          spends=tuple(spends), request=request, extra={"automatic": plan.auto_kind})
    if request.dice is not None:
        check_faces(request.dice, 2, 10, "d10 faces", request.dice_said)  # two faces, each on a d10
        faces = request.dice
        source = "the dice you rolled"
    else:
        faces = dice.roll(2, 10)
        source = "rolled by rollmate"
    doubles = " Double 10s: always a Cool Success!" if faces == (10, 10) else ""
    steps.append(Step(title="Roll 2d10", text=f"{faces[0]} and {faces[1]} ({source}) = {sum(faces)}.{doubles}"))
    steps += _bonus_steps(plan)
    outcome, avoided = plan.final(faces)
    before = plan.read(faces, -plan.luck_before) if plan.luck_before else None
    total = sum(faces) + plan.modifier
    if avoided:  # decision 3d: the point went to avoiding the Glitch, so it added no bonus
        total -= plan.luck_before
        steps = [_no_bonus(plan) if s.title == "Luck Bonus" else s for s in steps]
        luck = resolution.ResourceUse(spent=True, use="avoid_glitch", value=None, before="Glitch")
    elif plan.luck_before:
        luck = resolution.ResourceUse(spent=plan.luck_spent_before, use="bonus", value=plan.luck_before, before=before)
    meant = meaning(plan, outcome)
    steps.append(Step(title="Outcome", text=_outcome_text(plan, total, faces, outcome, avoided, meant)))
    modifier = plan.modifier - (plan.luck_before if avoided else 0)
    common = {**_common(plan), "modifier": modifier}
    tips = tuple(advice(plan, faces, outcome, party, table, spent=bool(luck)))
    futile = None if luck else no_change_after(plan, faces, outcome)
    return Resolution(
        system="ghostburn", **common, dice=faces, total=total, outcome=outcome, resource_use=luck,
        odds=_chances(plan), steps=tuple(steps), meaning=meant, advice=tips,
        notes=tuple(plan.notes), spends=tuple(spends), request=_with_faces(request, faces),
        seed=None if request.dice is not None else getattr(dice, "seed", None),
        extra={"carried": plan.luck_before if not plan.luck_spent_before else 0, "basic": plan.basic,
               **({"no_change_after": futile} if futile else {})},
    )


def _with_faces(request: RollRequest, faces: tuple[int, ...]) -> RollRequest:
    """The request with the faces rolled, for follow-ups (the same request when the player stated them)."""
    return request if request.dice == faces else replace(request, **{"dice": faces})


def _bonus_steps(plan: Plan) -> tuple[Step, Step]:
    """Steps 6 and 7: what is added to the dice (the same for a character's skill roll after roll)."""
    who = "npc" if isinstance(plan.actor, NPC) else "nobody" if plan.actor is None else "character"
    return _bonus_steps_for(tuple(plan.bonuses), who, plan.skill)


def _bonus_steps_for(bonuses: tuple[tuple[str, int], ...], who: str, skill: str | None) -> tuple[Step, Step]:
    main, extra = [], []
    for name, value in bonuses:
        (extra if "gear" in name or "aug" in name else main).append(f"{name} {value:+d}")
    text = " + ".join(main)
    if extra:
        gear_text = " + ".join(extra) + " (only the best of each type counts)."
    elif who != "character":
        gear_text = "Included in the bonus above." if who == "npc" or bonuses else "None."
    else:
        gear_text = f"No gear or aug bonus for {skill or 'this roll'}."
    return (Step(title="Ability Score and Skill Bonus", text=f"{text}." if text else "Nothing to add."),
            Step(title="Gear and Aug Bonuses", text=gear_text))


_BANDS = ("Trivial", "Easy", "Moderate", "Hard", "Severe", "Extreme", "Impossible")


def _no_bonus(plan: Plan) -> Step:
    """Step 4 when the Luck Point named with 'avoid the glitch' avoided a Glitch: it bought no bonus."""
    return Step(title="Luck Bonus", text=f"A Luck Point spent before rolling, with 'avoid the glitch': the dice gave a "
                f"Glitch that its +{plan.luck_before} bonus can't lift, so the point avoids the Glitch instead and "
                "adds no bonus.")


def _outcome_text(plan: Plan, total: int, faces: tuple[int, ...], outcome: str, avoided: bool, meant: str) -> str:
    rolled, dl = sum(faces), plan.dl
    modifier = plan.modifier - (plan.luck_before if avoided else 0)  # an avoided Glitch had no luck bonus
    shown = rolled + modifier
    head = f"{rolled} + {modifier} = {shown} against {dl.name} ({dl.value})"
    if plan.basic:
        verdict = "reaches" if outcome == "Success" else "falls short of"
        return f"{head}: {shown} {verdict} {dl.value}, a [Basic] {label(plan, outcome)}. {meant}"
    if faces == (10, 10):
        why = "double 10s"
    else:
        bands = _BANDS
        b = band(shown)
        gap = b - dl.band
        rel = "the same band" if gap == 0 else f"{abs(gap)} band{'s' if abs(gap) != 1 else ''} {'above' if gap > 0 else 'below'}"
        why = f"{shown} is in the {bands[b]} band, {rel}"
    text = f"{head}: {why}."
    if plan.upgrades:
        text += f" Net {'Upgrade' if plan.upgrades > 0 else 'Downgrade'} {plan.upgrades:+d}."
    if avoided:
        text += f" A Glitch; the Luck Point avoids it: Fade (the total stays {total})."
    chart = plan.trick.name if plan.trick else "universal outcomes"
    return f"{text} {outcome} ({chart}): {meant}"
