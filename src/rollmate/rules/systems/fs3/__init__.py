"""FS3: d8 pools of skill dice + linked attribute ± modifiers, 6+ succeeds, explained in the seed's steps."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from rollmate.errors import RulesError
from rollmate.rules import restated
from rollmate.rules.content import glossary_table
from rollmate.rules.dice import Dice, check_faces, check_said, within_the_die
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Opposed, Resolution, ResourceUse, Spend, Step, ability_of
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.spoken import rolls_again
from rollmate.rules.system import NO_TABLE, FollowUp, Resource, SystemSpec, Table
from rollmate.rules.systems.fs3 import sheet as fs3_sheet
from rollmate.rules.systems.fs3.chances import level_chances, pools_of, verdict_advice
from rollmate.rules.systems.fs3.data import content, vocabulary
from rollmate.rules.systems.fs3.odds import fixed
from rollmate.rules.systems.fs3.plan import (
    Helper,
    Plan,
    Roller,
    attribute_of,
    check_ceiling,
    check_luck,
    find_actor,
    luck_said,
    modifiers,
    plan_helpers,
    plan_numeric,
    plan_opponent,
    plan_skill,
    rating_of,
)
from rollmate.rules.systems.fs3.pool import (
    ASSIST,
    FIXED_FACES,
    LEVELS,
    LUCK_BONUS,
    PROFILES,
    better,
    capped,
    check_profile,
    counted,
    effective,
    level_of,
    successes,
    verdict,
)
from rollmate.rules.systems.fs3.sheet import npc_of
from rollmate.rules.systems.fs3.text import (
    advice_after,
    describe_level,
    dice_text,
    faces_text,
    luck_advice,
    modifiers_text,
)

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Cue

LUCK = Resource(key="luck", one="Luck Point", many="Luck Points", most=3,  # 0 to 3 on a sheet
                words=("luck", "luck point", "luck points"), sheetless=0.0)


class FS3(SystemSpec):
    name = "fs3"
    title = "FS3"
    sides = 8
    outcomes = LEVELS
    tones = {"Embarrassing Failure": "worst", "Failure": "bad", "Success": "good",
             "Good Success": "good", "Great Success": "great", "Amazing Success": "best"}
    profiles = PROFILES
    resource = LUCK
    after = "reroll"
    after_rolls = True  # after the roll, a Luck Point re-rolls the whole pool
    opposed_rolls = True
    example = "roll Firearms"
    examples = ("roll Firearms", "climb the wall, Athletics -2", "Melee vs Mavros", "reroll with luck  /  spend luck",
                "roll Firearms with luck", "why?  /  odds")
    after_chance = " (one possible re-roll)"
    sheet_keys = fs3_sheet.SHEET_KEYS
    sheet_model = fs3_sheet.Sheet
    npc_model = fs3_sheet.NPCSheet
    npc_keys = fs3_sheet.NPC_KEYS

    def sheet_fields(self, data, where, prefix, settings):  # type: ignore[no-untyped-def]
        return fs3_sheet.sheet_fields(data, where, prefix)

    def follow_said(self, follow: FollowUp) -> str:
        return "spends a Luck Point to re-roll on" if follow.kind == "reroll" else "spends a Luck Point on"

    def cue_said(self, cue: Cue) -> str | None:
        meaning = content().cues.get(cue.key)
        return f"{meaning.amount:+d} dice" if meaning is not None and meaning.amount else None

    def npc_fields(self, data: dict[str, Any], where: str, prefix: str) -> dict[str, Any]:
        return fs3_sheet.npc_fields(data, where, prefix)

    def sheet_labels(self) -> dict[str, str]:
        return {"attributes": "Attributes", "action_skills": "Action skills", "background_skills": "Background skills", "languages": "Languages"}

    def content_schema(self) -> Any:
        from rollmate.rules.systems.fs3.schema import SCHEMA

        return SCHEMA

    def glossary(self, party: Party) -> dict[str, str]:
        c = content()
        terms = {level.lower(): f"A success level: {text}." for level, text in c.meanings.items()}
        terms.update({a.lower(): f"An attribute: {text}." for a, text in c.attributes.items()})
        terms.update({s.lower(): f"An action skill (linked to {c.linked[s]}): {text}." for s, text in c.covers.items()})
        return {**terms, **glossary_table("fs3")}

    def terms(self, party: Party) -> tuple[str, ...]:
        return tuple(glossary_table("fs3", quiet=False))

    def vocabulary(self, party: Party):  # type: ignore[no-untyped-def]
        return vocabulary(party)

    def resolve(self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules",
                table: Table | None = None) -> Resolution:
        table = table or NO_TABLE
        within_the_die(request.dice, 8, request.dice_said)
        result = roll(make_plan(request, party, table, check_profile(profile)), request, party, dice, table)
        again = request.spending(LUCK.key)
        if again is None or not rolls_again(again.key, again.use):
            return result
        # "rolled 1 2 3 4, spend luck to reroll: 6 7 1 2": the roll, then the re-roll a Luck Point buys after it
        if again.faces and request.dice is None:
            raise RulesError("Those dice are the re-roll's; what did the first roll show? Give both, e.g. "
                             "'rolled 1 2 3 4, spend luck to reroll: 6 7 1 2', or roll first and say the re-roll "
                             "after it.")
        return luck_reroll(result, FollowUp(kind="reroll", faces=again.faces), party, dice, table)

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution:
        plan = make_plan(request, party, table or NO_TABLE, check_profile(profile), spend=False)
        return odds_only(plan, request, party, table or NO_TABLE)

    def follow_up(self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *,
                  table: Table | None = None) -> Resolution:
        return luck_reroll(last, follow, party, dice, table or NO_TABLE)


SYSTEM = FS3()


def _faces_counted(request: RollRequest) -> bool:
    """Whether the number of dice said with a skill or an action only counts the faces given with it ("Stealth; her
    ten dice came up 1, 2, ..." with ten faces): the pool is the roll's, and the faces are checked against it as
    ever ("roll 5 dice: 1 2 3 4 5", with no roll named, is a roll of that many dice)."""
    return (request.dice is not None and request.dice_count == len(request.dice)
            and bool(request.skill or request.abilities or request.verbs or request.purpose_verbs))


def _skill_dice_said(request: RollRequest, person: Character | NPC | None, profile: str) -> Roller:
    """A count of dice said with a background or language skill that is the skill's own dice by the ratings table
    ('Leonese is "Beginner", 2 dice, plus Wits', with Leonese 1 on the sheet) is those dice said again: the roll is
    the skill's, its attribute added as ever. Any other count, or one said with an action skill or an attribute, is
    asked about: a roll is either a skill or a number of dice."""
    named = request.skill or request.abilities[0]
    if request.skill and isinstance(person, Character):
        actor = plan_skill(request, person, person.name, profile)
        if actor.kind in ("background", "language") and actor.skill_dice == request.dice_count:
            actor.skill_text += f" '{request.dice_count} dice' as said are those dice, the ratings table's."
            return actor
    raise RulesError(f"{named} or {request.dice_count} dice? A roll is either a skill or a number of dice.",
                     choices=[f"roll {named}", f"roll {request.dice_count} dice"], missing="roll",
                     allowed=[named, f"{request.dice_count} dice"])


def make_plan(request: RollRequest, party: Party, table: Table, profile: str, spend: bool = True) -> Plan:
    person = None if request.npc_name else find_actor(request, party)
    if request.npc_name and request.npc_rating is not None:  # AresMUSH "roll Goon/3": an NPC named in the phrase
        actor = plan_numeric(request.npc_name, None, request.npc_rating, npc=True, profile=profile)
    elif request.npc_rating is not None or (isinstance(person, NPC) and request.dice_count is None):
        rating = request.npc_rating if request.npc_rating is not None else npc_of(person).rating
        if rating is None:
            raise RulesError(f"{person.name} has no FS3 rating: say one, e.g. 'roll 3 for {person.name}'.")  # type: ignore[union-attr]
        name = person.name if person is not None else f"NPC (rating {rating})"
        actor = plan_numeric(name, person, rating, npc=isinstance(person, NPC), profile=profile)
    elif request.dice_count is not None and (request.skill or request.abilities) and not _faces_counted(request):
        actor = _skill_dice_said(request, person, profile)
    elif request.dice_count is not None and not _faces_counted(request):
        name = person.name if person is not None else "You"
        actor = Roller(name, person, None, "dice", request.dice_count, f"{request.dice_count} dice, as asked: no skill.")
        actor.attribute_text = "None: the number of dice was given."
    else:  # (a count that is only how many faces were given, "her ten dice came up 1, 2, ...", is checked with them)
        actor = plan_skill(request, person, person.name if person is not None else "You", profile)
    actor.mods = modifiers(request)
    if profile == "aresmush" and actor.kind == "npc" and isinstance(person, NPC) and actor.mods:
        raise RulesError(f"Use a number for an NPC skill, like {actor.skill_dice} (profile aresmush takes no "
                         "modifier on an NPC's number).")
    spent = request.spending(LUCK.key)
    luck = spent is not None and not rolls_again(spent.key, spent.use)  # a re-roll is spent after the roll (luck_reroll)
    if luck:
        if spend:
            check_luck(person, party, table)
        elif not isinstance(person, Character):
            raise RulesError("Only characters with a sheet have Luck Points to spend.")
        said = luck_said(request, LUCK_BONUS)  # "a Luck Point (+3 dice)": the luck's own dice, counted once
        typed = next((i for i, (why, n) in enumerate(actor.mods) if why == "as typed" and n == LUCK_BONUS), None)
        if said is not None and typed is not None:
            del actor.mods[typed]
        actor.mods.append(("a Luck Point spent before the roll" + (f" ('{said}' as said)" if said else ""),
                           LUCK_BONUS))
    actor.faces = request.dice if request.dice is not None else request.faces_by.get(actor.name)
    actor.said = request.dice_said if request.dice is not None else request.said_by.get(actor.name)
    helpers = plan_helpers(request, party, actor, profile)
    if request.restated:
        _restated(request, actor, person, profile, helpers)
    opponent = plan_opponent(request, party, actor, profile)
    if opponent is not None:  # "vs 2800": refuse before computing the odds of a pool that size
        check_ceiling(opponent.pool, profile)
    return Plan(actor, helpers, opponent, luck, profile)


def _restated(request: RollRequest, actor: Roller, person: Character | NPC | None, profile: str,
              helpers: list[Helper]) -> None:
    """FS3's numbers said again ("my Firearms is 5", "my pool's 9 dice"): a rating is the roll's skill's (an
    attribute's on an attribute roll), a pool is the skill's and attribute's dice, before modifiers or with them
    (the luck's and the stated assists' dice too: 'Technician 3 + Wits 4 + 2 = 9 dice' after a Good Success's
    help); FS3 has no bonus on the dice."""
    def sheet(name: str) -> int | None:
        if name in content().attributes:
            return attribute_of(person, name, profile)[0] if isinstance(person, Character) else None
        rating, on_sheet = rating_of(person, name, profile)
        return rating if on_sheet else None

    rating = sheet(actor.skill) if actor.skill and actor.kind != "dice" else None
    assists = capped(sum(ASSIST[h.level] for h in helpers if h.level is not None))
    pool = actor.pool - actor.modifier
    said = next((r.value for r in request.restated if r.kind == "pool"), None)
    if said in (actor.pool, actor.pool + assists):
        pool = said
    restated.check(request, who=person.name if person is not None else None, title="FS3", sheet=sheet, signed=False,
                   own={"rating": (actor.skill or "rating", rating), "bonus": ("", None),
                        "pool": ("dice pool", pool)})


def _roll(roller: Roller, dice: Dice, profile: str) -> tuple[tuple[int, ...], str, str]:
    """(faces, source, level) of one side's roll, refusing a pool over the ceiling in profile rules."""
    pool = roller.pool
    check_ceiling(pool, profile)
    if fixed(pool, profile):
        return FIXED_FACES, "not rolled: over 30 dice, profile aresmush takes fifteen 8s", "Amazing Success"
    count = effective(pool)
    if roller.faces is not None:
        check_said(roller.said, count, 8, roller.name)
        check_faces(roller.faces, count, 8, f"faces for {roller.name}'s roll")
        return roller.faces, "the dice you rolled", level_of(roller.faces, profile)
    faces = dice.roll(count, 8)
    return faces, "rolled by rollmate", level_of(faces, profile)


def _as_said(helper: Helper) -> str:
    """The words an assist's dice were said in beside its level ("; '+2' as said"), or nothing."""
    return f"; '{helper.said}' as said" if helper.said else ""


def _front_steps(plan: Plan) -> list[Step]:
    a = plan.actor
    return [Step(title="Skill", text=a.skill_text),
            Step(title="Linked Attribute", text=a.attribute_text or "None.")]


def _assists(plan: Plan, dice: Dice) -> tuple[list[int], Step | None]:
    if not plan.helpers:
        return [], None
    mods, parts = [], []
    for helper in plan.helpers:
        if helper.level is not None:
            level = helper.level
            parts.append(f"{helper.name}: {level}, as stated ({ASSIST[level]:+d}{_as_said(helper)}).")
        else:
            roller = helper.roller
            faces, source, level = _roll(roller, dice, plan.profile)  # type: ignore[arg-type]
            parts.append(f"{helper.name} rolls {roller.skill}: {dice_text(roller, plan.profile).rstrip('.')}; "  # type: ignore[union-attr]
                         f"{faces_text(faces)} ({source}) -> {describe_level(faces, level, plan.profile)} "
                         f"({ASSIST[level]:+d}).")
        mods.append(ASSIST[level])
    total = capped(sum(mods))
    cap = f" (capped from {sum(mods):+d})" if total != sum(mods) else ""
    parts.append(f"Assists roll first; together {total:+d}{cap} to {plan.actor.name}'s group roll.")
    return mods, Step(title="Teamwork", text=" ".join(parts))


def _tail(plan: Plan, pools: dict[int, Fraction] | None = None) -> list[Step]:
    """The Modifiers and Dice to Roll steps; `pools`, while assists are unrolled, the pools they may make."""
    a = plan.actor
    return [Step(title="Modifiers", text=modifiers_text(a.mods)),
            Step(title="Dice to Roll", text=dice_text(a, plan.profile, pools if pools and len(pools) > 1 else None))]


def roll(plan: Plan, request: RollRequest, party: Party, dice: Dice, table: Table) -> Resolution:
    profile, actor = plan.profile, plan.actor
    steps = _front_steps(plan)
    before = pools_of(plan)
    check_ceiling(min(before), profile)  # "roll 9999 dice": refuse before computing the odds of a pool that size
    verdicts, verdict_line = verdict_advice(plan, before, before=False) if plan.opponent is not None else ({}, "")
    stated, team_step = _assists(plan, dice)
    if team_step is not None:
        steps.append(team_step)
        actor.mods.append(("teamwork", capped(sum(stated))))
    steps += _tail(plan)  # the assists are rolled: one pool
    faces, source, level = _roll(actor, dice, profile)
    raw = successes(faces)
    steps.append(Step(title="Roll d8s", text=f"{faces_text(faces)} ({source}): {raw} "
                                            f"success{'es' if raw != 1 else ''} (6 or higher)."))
    steps.append(Step(title="Success Level", text=describe_level(faces, level, profile, full=True)))
    opposed, extra, advice = None, {"dice": len(faces), "fixed": fixed(actor.pool, profile), **_rolled(actor)}, []
    if plan.opponent is not None:
        opp = plan.opponent
        their, their_source, their_level = _roll(opp, dice, profile)
        opposed, text = _verdict(plan, faces, level, their, their_level)
        steps.append(Step(title="Opposed Result", text=f"{opp.name} rolls {_what_they_roll(opp)}: "
                                                       f"{dice_text(opp, profile).rstrip('.')}; {faces_text(their)} ({their_source}) "
                                                       f"-> {describe_level(their, their_level, profile)}. {text}"))
        advice.append(verdict_line)  # from the pools before the assists were rolled, like the odds above
        extra.update(their_faces=list(their), their_level=their_level, opponent=opp.name, actor_name=actor.name,
                     verdict_odds={k: str(v) for k, v in verdicts.items()})
    luck = ResourceUse(spent=True, use="plus3", value=LUCK_BONUS, before=None) if plan.luck_before else None
    spends = (Spend(who=actor.person.name, resource="luck", amount=1),) if plan.luck_before and actor.person else ()
    # After the roll only what the rules still allow is offered: a re-roll, not "+3 dice now" (that is declared
    # before the roll, and `odds` gives that comparison).
    advice += advice_after(actor, party, table, level, profile, used=plan.luck_before)
    return Resolution(
        system="fs3", actor=actor.person.name if actor.person else request.npc_name, skill=actor.skill,
        ability=ability_of(actor.attribute[0], actor.attribute[1]) if actor.attribute else None,
        dice=faces, modifier=actor.modifier, total=None, successes=raw, outcome=level, resource_use=luck, opposed=opposed,
        odds=level_chances(before, profile), steps=tuple(steps), meaning=_sentence(content().meanings[level]), advice=tuple(advice),
        spends=spends, request=request, profile=profile, extra=extra,
        seed=None if actor.faces is not None else getattr(dice, "seed", None),
    )


def _rolled(actor: Roller) -> dict[str, str]:
    """What a roll by a number is of, for the 'Read as' line and the headline ('the goon rolls rating 3'): its
    Average attribute is only the dice the rules add to it."""
    return {"rolled": f"rating {actor.skill_dice}"} if actor.kind == "npc" else {}


def _verdict(plan: Plan, ours: tuple[int, ...], our_level: str, theirs: tuple[int, ...],
             their_level: str) -> tuple[Opposed, str]:
    profile, opp = plan.profile, plan.opponent
    assert opp is not None
    a, b = counted(our_level, successes(ours), profile), counted(their_level, successes(theirs), profile)
    result = verdict(a, b, profile, plan.actor.name, opp.name)
    counts = "" if (a, b) == (successes(ours), successes(theirs)) else " (an Embarrassing Failure counts " \
        f"{'0' if profile == 'rules' else '-1'})"
    winner = "" if profile == "aresmush" or a == b or result == "Both Fail" else \
        f" for {plan.actor.name if a > b else opp.name}"
    text = f"{plan.actor.name} {a} vs {opp.name} {b}{counts}: net {a - b:+d} -> {result}{winner}."
    return Opposed(against=opp.name, their_successes=successes(theirs), net=a - b, verdict=result), text


def odds_only(plan: Plan, request: RollRequest, party: Party, table: Table) -> Resolution:
    """The chance of every level (and verdict) before anything is rolled."""
    profile, actor = plan.profile, plan.actor
    pools = pools_of(plan)
    check_ceiling(max(pools), profile)
    steps = _front_steps(plan)
    if plan.helpers:
        parts = [f"{h.name}: {h.level}, as stated ({ASSIST[h.level]:+d}{_as_said(h)})." if h.level else
                 f"{h.name} rolls {h.roller.skill} first: {dice_text(h.roller, profile).rstrip('.')}."  # type: ignore[union-attr]
                 for h in plan.helpers]
        parts.append("Their assists add up to at most +4; the odds below cover every way they can roll.")
        steps.append(Step(title="Teamwork", text=" ".join(parts)))
    steps += _tail(plan, pools)
    advice = list(luck_advice(actor, party, table, pools, profile, used=plan.luck_before))
    extra: dict = {"pools": {str(k): str(v) for k, v in sorted(pools.items())}, **_rolled(actor)}
    if plan.opponent is not None:
        verdicts, line = verdict_advice(plan, pools, before=True)
        steps.append(Step(title="Opposed Result", text=f"{plan.opponent.name} rolls "
                                                       f"{_what_they_roll(plan.opponent)}: "
                                                       f"{dice_text(plan.opponent, profile).rstrip('.')}; the "
                                                       "chance of each verdict is below."))
        advice.insert(0, line)
        extra["verdict_odds"] = {k: str(v) for k, v in verdicts.items()}
    return Resolution(system="fs3", actor=actor.person.name if actor.person else request.npc_name, skill=actor.skill,
                      ability=ability_of(actor.attribute[0], actor.attribute[1]) if actor.attribute else None,
                      modifier=actor.modifier, outcome="", odds=level_chances(pools, profile),
                      steps=tuple(steps), advice=tuple(advice), request=request, profile=profile, extra=extra)


def luck_reroll(last: Resolution, follow: FollowUp, party: Party, dice: Dice, table: Table) -> Resolution:
    """luck.md: after the roll, a Luck Point re-rolls the whole pool and the better roll is kept."""
    if follow.kind == "plus3":
        raise RulesError("After the roll, luck can only re-roll (keep the better). +3 dice must be declared before "
                         "rolling, e.g. 'roll Firearms, spend luck'.")
    if follow.kind not in ("luck", "reroll"):
        raise RulesError("In FS3, luck after a roll re-rolls the whole pool: say 'spend luck' or 'reroll'.")
    if last.system != "fs3" or not last.dice:
        raise RulesError("There is no FS3 roll to re-roll.")
    if last.resource_use is not None:
        raise RulesError("A Luck Point was already spent on this roll: one point per task.")
    person = party.find(last.actor) if last.actor else None
    if not isinstance(person, Character):
        raise RulesError("Only characters with a sheet have Luck Points to spend.")
    check_luck(person, party, table)
    if last.extra.get("fixed"):
        raise RulesError("This result was fixed without rolling (over 30 dice): there is nothing to re-roll.")
    profile = last.profile
    first = tuple(last.dice)
    count = len(first)
    if follow.faces is not None:
        check_faces(follow.faces, count, 8, "faces")
        second, source = follow.faces, "the dice you rolled"
    else:
        second, source = dice.roll(count, 8), "rolled by rollmate"
    keep_second = better(first, second, profile)
    kept = second if keep_second else first
    level = level_of(kept, profile)
    text = (f"A Luck Point re-rolls all {count} dice: first roll {faces_text(first)} -> {last.outcome}; "
            f"re-roll {faces_text(second)} ({source}) -> {describe_level(second, level_of(second, profile), profile)}. "
            f"Kept the {'re-roll' if keep_second else 'first roll'}"
            f"{'' if keep_second else ' (the re-roll is not better)'}: {level}, {content().meanings[level]}.")
    opposed = last.opposed
    if opposed is not None and keep_second:
        a = counted(level, successes(kept), profile)
        b = counted(last.extra["their_level"], opposed.their_successes, profile)
        result = verdict(a, b, profile, last.extra["actor_name"], opposed.against)
        opposed = Opposed(against=opposed.against, their_successes=opposed.their_successes, net=a - b, verdict=result)
        text += f" Against {opposed.against}: net {a - b:+d} -> {result}."
    return replace(last, **{
        "dice": kept, "successes": successes(kept), "outcome": level, "opposed": opposed,
        "resource_use": ResourceUse(spent=True, use="reroll", value=None, before=last.outcome),
        "steps": (*last.steps, Step(title="Luck Re-roll", text=text)), "meaning": _sentence(content().meanings[level]),
        "advice": (), "spends": (Spend(who=person.name, resource="luck", amount=1),),
        "extra": {**last.extra, "first_roll": list(first)},
    })


def _sentence(text: str) -> str:
    """A level's meaning as it stands alone under the result line."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _what_they_roll(opponent: Roller) -> str:
    """The other side's roll as the steps name it: their skill, their rating, or the number of dice said."""
    if opponent.skill:
        return opponent.skill
    return f"{opponent.skill_dice} dice" if opponent.kind == "dice" else f"at rating {opponent.skill_dice}"
