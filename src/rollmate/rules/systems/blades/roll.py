"""Resolving a Blades roll: the action roll, the resistance roll and the group action, step by step, with exact odds.

Stress paid for an assist or a push comes before the dice are read; resistance and a group leader's stress after.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from rollmate.errors import RulesError
from rollmate.rules import restated
from rollmate.rules.dice import Dice, check_faces, check_said
from rollmate.rules.records import changed
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution, Step, ability_of, chances
from rollmate.rules.sheets import Character, Party
from rollmate.rules.system import NO_TABLE, Table
from rollmate.rules.systems.blades.data import EFFECTS, POSITIONS, content
from rollmate.rules.systems.blades.odds import (
    ACTION,
    MAX_POOL,
    RESIST,
    action_odds,
    band,
    group_odds,
    read,
    resist_odds,
    resist_outcome,
    stress_cost,
)
from rollmate.rules.systems.blades.reading import Ask, Bonus, ask
from rollmate.rules.systems.blades.sheet import attribute
from rollmate.rules.systems.blades.stress import Track
from rollmate.rules.systems.blades.text import bonus_line, happens, listed, result_line, roll_line, stress_lines
from rollmate.rules.vocabulary import NOTE_KIND


@dataclass
class Plan:
    """A roll ready to throw: whose, which pool, at what position and effect, and what was said so far."""

    ask: Ask
    actor: str | None
    rating: int
    pool: int
    bonus: list[Bonus]
    position: str | None = None
    effect: str | None = None
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    members: list[tuple[str, int]] = field(default_factory=list)  # a group: (name, rating), leader first


def _person(party: Party, name: str | None) -> Character | None:
    person = party.find(name) if name else None
    return person if isinstance(person, Character) and person.system == "blades" else None


def ratings(person: Character) -> dict[str, int]:
    """A scoundrel's action ratings, as the sheet gives them."""
    rated: dict[str, int] = person.own.get("skills", {})
    return rated


def _crew(party: Party) -> list[str]:
    return [p.name for p in party.characters if p.system == "blades"]


def _check_crew(party: Party, name: str, role: str) -> None:
    crew = _crew(party)
    if crew and _person(party, name) is None:
        raise RulesError(f"{name} isn't in this crew ({', '.join(crew)}); only a player character can {role}.")


def _rating(party: Party, ask_: Ask, name: str | None, action: str) -> int:
    person = _person(party, name)
    if person is not None:
        return ratings(person).get(action, 0)
    if ask_.stated_pool is None:
        raise RulesError(f"How many dice does {name or 'the character'} have in {action}? Load the crew's sheet, or "
                         "say the rating as dice, e.g. '3d'.")
    if not 0 <= ask_.stated_pool <= 4:
        raise RulesError("Action ratings run from 0 to 4.")
    return ask_.stated_pool


def _shift(ladder: tuple[str, ...], now: str, by: int) -> str:
    return ladder[max(0, min(len(ladder) - 1, ladder.index(now) + by))]


def _position_effect(ask_: Ask, plan: Plan) -> str:
    """Position and effect as stated (else Risky / Standard), then a trade, a setup, lesser harm and a push."""
    position, effect = ask_.position or "Risky", ask_.effect or "Standard"
    said = [f"{position} ({'stated' if ask_.position else 'the default'})",
            f"{effect} effect ({'stated' if ask_.effect else 'the default'})"]
    if not (ask_.position and ask_.effect):
        said[-1] += "; the GM may change the defaults"
    if ask_.trade and ask_.traded:  # "trading position for effect → desperate/great": the pair said is the result
        worse, more = (1, 1) if ask_.trade > 0 else (-1, -1)
        if _shift(POSITIONS, position, -worse) == position or _shift(EFFECTS, effect, -more) == effect:
            raise RulesError(f"No trade leads to {position} / {effect}: a trade moves both position and effect one "
                             "step, and one of them would have had to start beyond its end.")
        said.append(f"traded from {_shift(POSITIONS, position, -worse)} / {_shift(EFFECTS, effect, -more)}: "
                    f"{position} / {effect} as said, where the trade leads")
    elif ask_.trade:
        worse, more = (1, 1) if ask_.trade > 0 else (-1, -1)
        if _shift(POSITIONS, position, worse) == position or _shift(EFFECTS, effect, more) == effect:
            raise RulesError(f"No trade is possible from {position} / {effect}: a trade moves both position and effect "
                             "one step, and one of them is already at its end.")
        position, effect = _shift(POSITIONS, position, worse), _shift(EFFECTS, effect, more)
        said.append(f"traded to {position} / {effect}")
    if ask_.setup == "effect":
        effect = _shift(EFFECTS, effect, 1)
        said.append(f"{ask_.setup_by or 'a teammate'}'s setup: +1 effect ({effect})")
    elif ask_.setup == "position":
        position = _shift(POSITIONS, position, -1)
        said.append(f"{ask_.setup_by or 'a teammate'}'s setup: a better position ({position})")
    if ask_.harm == "lesser":
        effect = _shift(EFFECTS, effect, -1)
        said.append(f"lesser harm: less effect ({effect})")
    if any(b.kind == "push_effect" for b in plan.bonus):
        effect = _shift(EFFECTS, effect, 1)
        said.append(f"a push for +1 effect ({effect})")
    plan.position, plan.effect = position, effect
    return "; ".join(said) + "."


def _called(party: Party, name: str) -> str:
    """A character's name with what the table also calls them ('Casimir Dross (Ledger)'): a question names them as
    the post may have."""
    found = _person(party, name)
    return f"{name} ({', '.join(found.aka)})" if found is not None and getattr(found, "aka", ()) else name


def _bonus(ask_: Ask, party: Party, actor: str | None, resisting: bool) -> list[Bonus]:
    bonus = list(ask_.bonus)
    if ask_.helpers:
        if resisting:
            raise RulesError(f"An assist is for action rolls. To take the consequence instead: "
                             f"'{ask_.helpers[0]} protects {actor}' ({ask_.helpers[0]} resists).")
        if len(ask_.helpers) > 1:
            raise RulesError(f"Only one character may assist a roll, and {' and '.join(_called(party, h) for h in ask_.helpers)} are two: which "
                             f"one assists? {ask_.helpers[1]} could set it up instead ('set up by {ask_.helpers[1]} "
                             f"for +1 effect').")
        helper = ask_.helpers[0]
        if actor and helper.lower() == actor.lower():
            raise RulesError(f"{actor} can't assist their own roll: an assist comes from another character.")
        _check_crew(party, helper, "assist")
        found = _person(party, helper)
        bonus.insert(0, Bonus(kind="assist", dice=1, by=found.name if found else helper))
    if resisting and any(b.kind == "devils_bargain" for b in bonus):
        raise RulesError("Devil's bargains are for action rolls; a resistance roll may take a push (+1d, 2 stress).")
    if ask_.harm == "severe" and not any(b.kind in ("assist", "push_act") for b in bonus):
        raise RulesError(f"With severe harm (level 3) {actor or 'the character'} can't act without help: add an "
                         "assist ('Thorn assists') or a push to act ('pushes to act', 2 stress).")
    return bonus


def _pool(plan: Plan) -> int:
    pool = plan.rating + sum(b.dice for b in plan.bonus)
    stated = plan.ask.stated_pool
    if pool > MAX_POOL or (stated or 0) > MAX_POOL:
        raise RulesError(f"More than {MAX_POOL} dice: the rules give at most 6 without special abilities.")
    if stated is not None and stated not in (plan.rating, pool) and not (pool <= 0 and stated == 2):
        # "I rolled three and took the lowest" where the pool is zero: the count said is neither the rating, the pool
        # nor the two dice zero dice rolls
        thrown = "zero dice, so 2 are rolled and the lower counts" if pool <= 0 else f"{pool} dice"
        raise RulesError(f"You say {stated} dice, but {plan.actor or 'the character'}'s pool is {thrown}. Which is "
                         "it? Give the faces of the dice the pool rolls.")
    return pool


def plan_roll(request: RollRequest, party: Party) -> Plan:
    a = ask(request, party)
    actor = a.actor
    track_name = _person(party, actor)
    if actor is not None and track_name is None:
        _check_crew(party, actor, "roll")
    actor = track_name.name if track_name else actor
    if a.roll == "resistance":
        return _resistance(a, party, actor, request)
    bonus = _bonus(a, party, actor, False)
    rating = _rating(party, a, actor, a.action or "")
    plan = Plan(ask=a, actor=actor, rating=rating, pool=0, bonus=bonus)
    book = track_name.own.get("playbook") if track_name else None
    crew_of = f" (the crew's {book})" if book else ""
    if a.roll == "group":
        members = [actor or "the leader", *a.members]
        for m in a.members:
            _check_crew(party, m, "join a group action")
        if any(b.kind == "assist" and b.by in members for b in bonus):
            raise RulesError("A participant can't also assist the group action; an assist comes from someone who "
                             "doesn't roll.")
        plan.members = [(m, _rating(party, a, m, a.action or "")) for m in members]
        plan.steps.append(Step(title="Group Action", text=(
            f"{actor}{crew_of} leads a group {a.action}: {', '.join(members)} each roll it with their own rating; the "
            "best single result counts for all of them. One position and one effect for everyone.")))
    else:
        plan.steps.append(Step(title="Action Roll", text=f"{actor or 'The character'}{crew_of} acts against danger: "
                                                          "an action roll."))
        why = "" if a.action_why == "you named it" else f" ({a.action_why})"
        plan.steps.append(Step(title="Action", text=f"{a.action}, rated {rating}{why}."))
    plan.steps.append(Step(title="Position & Effect", text=_position_effect(a, plan)))
    plan.pool = _pool(plan)
    _restated(request, party, plan, a.action or "rating")
    _zero_said(plan, a.action or "")
    return plan


def _zero_said(plan: Plan, rated: str) -> None:
    """The zero-dice rule said again ("zero dots in it, so roll two and take the lowest") is checked, never
    obeyed over the sheet: no dots against the rating, two dice and the lower against the pool (in a group, the
    pool of one who rolls)."""
    ratings_ = [r for _, r in plan.members] or [plan.rating]
    pools = [plan.pool, *ratings_[1:]]
    who = plan.actor or "the character"
    for key, said in plan.ask.zero_said:
        if key == "zero_rating" and 0 not in ratings_:
            raise RulesError(f"'{said}' says {who} has no dots in {rated}, but the sheet rates it {plan.rating}. A "
                             "rating said again is checked, never used over the sheet: drop it or fix the sheet.")
        if key == "zero_dice" and not any(p <= 0 for p in pools):
            raise RulesError(f"'{said}' is the zero-dice rule (two dice, the lower counts), but {who}'s pool is "
                             f"{plan.pool} {'die' if plan.pool == 1 else 'dice'} ({rated} {plan.rating} and any bonus "
                             "dice), so the highest die counts. Drop it, or say the penalty dice ('-1d').")


def _restated(request: RollRequest, party: Party, plan: Plan, rated: str) -> None:
    """Blades' numbers said again: "my rating's 3", "I've got 3 dots" restate the roll's action (or, resisting, its
    attribute) rating; "my Skirmish is 2" a named action's or attribute's; "my pool's 4 dice" the dice rolled."""
    if not request.restated:
        return
    person = _person(party, plan.actor)

    def sheet(name: str) -> int | None:
        if person is None:
            return None
        if name in content().attributes:
            return attribute(ratings(person), name)
        return ratings(person).get(name)

    restated.check(request, who=person.name if person is not None else None, title="Blades in the Dark",
                   sheet=sheet, signed=False,
                   own={"rating": (rated, plan.rating), "bonus": ("", None), "pool": ("dice pool", plan.pool)},
                   adjust="a bonus die ('+1d') or the position and effect")


def _resistance(a: Ask, party: Party, actor: str | None, request: RollRequest) -> Plan:
    c = content()
    if a.attribute is None:
        raise RulesError("Which attribute resists? e.g. 'resists with Prowess'.")
    person = _person(party, actor)
    if person is not None:
        rating = attribute(ratings(person), a.attribute)
    elif a.stated_pool is not None:
        rating = a.stated_pool
    else:
        raise RulesError(f"How many dice in {a.attribute}? Load the crew's sheet, or say it as dice, e.g. '2d'.")
    bonus = _bonus(a, party, actor, True)
    plan = Plan(ask=a, actor=actor, rating=rating, pool=0, bonus=bonus)
    protect = f" {actor} protects {a.protects}, taking the consequence." if a.protects else ""
    plan.steps.append(Step(title="Resistance Roll", text=(
        f"{actor or 'The character'} resists a consequence: it is reduced or avoided (the GM says which), whatever the "
        f"roll. Each consequence is resisted once, and the player commits before rolling.{protect}")))
    gives = [x for x in c.attributes[a.attribute] if person is not None and ratings(person).get(x, 0) >= 1]
    why = "" if a.attribute_why == "you named it" else f" ({a.attribute_why})"
    plan.steps.append(Step(title="Attribute", text=(
        f"{a.attribute}{why}, which resists {c.resists[a.attribute]}: {rating}"
        + (f" ({', '.join(gives)})." if person is not None and gives else ".")
        + (" One die for each of its actions rated 1 or more." if person is not None else ""))))
    plan.pool = _pool(plan)
    _restated(request, party, plan, a.attribute)
    _zero_said(plan, a.attribute)
    return plan


def _own(request: RollRequest, plan: Plan, **more: object) -> RollRequest:
    """The request as the rules took it: a crew member named before what they do acts, so is no target, nor is one
    who rolls with the leader in a group action; '+1d' and
    '+1 effect' are dice and effect (said in the Bonus Dice and Position & Effect steps), not modifiers; a group's
    size ('a gang of 12') is scale, which the GM folds into the effect level: shown as not used."""
    if request.target and plan.actor and request.target.lower() == plan.actor.lower():
        more["target"] = None
    if plan.ask.roll == "group" and request.target in plan.ask.members:
        more["target"] = None  # "leads a group prowl with Thorn and Nyx": who rolls with the leader, no one acted on
    reading = request.reading
    if request.group_size is not None:
        c = content()
        said = {*c.words["group"], *c.words["lead"]}  # the game's words for a group action ("a group prowl")
        reading = tuple(replace(cl, used=False, note=c.unused["group_size"])
                        if cl.kind == "group" and cl.text.lower() not in said else cl for cl in reading)
    price = next((b.note for b in plan.bonus if b.kind == "devils_bargain" and b.note), None)
    if price is not None:  # "a devil's bargain: +1 heat": the '+1' is the bargain's price, shown with it
        reading = tuple(replace(cl, kind="devils_bargain", text=price, end=cl.start + len(price),
                                note="the bargain's price")
                        if cl.kind == "modifier" and price.startswith(cl.text + " ") else
                        replace(cl, kind="devils_bargain", used=True, note="the bargain's price")
                        if cl.kind == NOTE_KIND and cl.text == price else cl for cl in reading)  # (in the player's words)
    if plan.ask.roll == "action":  # a group's words in an action roll (a size is already said to be scale)
        reading = tuple(replace(cl, used=False, note="no one else rolls it: the scene, not a group action")
                        if cl.kind == "group" and cl.used else cl for cl in reading)
    if reading is not request.reading:
        more["reading"] = reading
    return changed(request, actor=plan.actor, modifiers=(), **more)


def _throw(dice: Dice, given: tuple[int, ...] | None, pool: int, what: str,
           said: str | None = None) -> tuple[tuple[int, ...], bool]:
    count = 2 if pool <= 0 else pool
    if given is None:
        return dice.roll(count, 6), False
    check_said(said, count, 6)
    if len(given) != count:
        need = "Zero dice rolls exactly 2 (the lower counts)" if pool <= 0 else f"{what} rolls {count} {'die' if count == 1 else 'dice'}"
        raise RulesError(f"{need}; you gave {len(given)}: {' '.join(map(str, given))}.")
    check_faces(given, count, 6, "d6 faces")
    return tuple(given), True


def _bonus_step(plan: Plan, track: Track) -> Step:
    for b in plan.bonus:  # paid before the dice are read, whatever the result
        if b.kind == "assist" and b.by:
            track.take(b.by, "assist", 1)
        elif b.kind in ("push", "push_effect", "push_act"):
            track.take(plan.actor or "you", "push", 2)
    parts = [bonus_line(b, plan.actor) for b in plan.bonus]
    pool = f"the pool is {plan.pool} {'die' if plan.pool == 1 else 'dice'}" if plan.pool > 0 else \
        f"the pool is {plan.pool}: zero dice"
    said = (("; ".join(parts) + f": {pool}.") if parts else f"None: {pool}.")
    said = said[0].upper() + said[1:]
    warned = [c for c in track.changes if c.trauma]
    if warned:
        said += " " + " ".join(f"Warning: this fills {c.name}'s stress track: trauma." for c in warned)
    return Step(title="Bonus Dice", text=said)


def _facts(plan: Plan, roll: str, track: Track, **more: object) -> dict[str, object]:
    return {"roll": roll, "position": plan.position, "effect": plan.effect, "effect_result": plan.effect,
            "pool": plan.pool, "zero_dice": plan.pool <= 0,
            "bonus": [{"kind": b.kind, "dice": b.dice, "by": b.by, "note": b.note} for b in plan.bonus],
            "stress": [c.data() for c in track.changes], "stress_cost": None, "group": None, **more}


def _open_trauma(party: Party, track: Track) -> dict[str, tuple[str, ...]]:
    out = {}
    for c in track.changes:
        person = _person(party, c.name)
        taken = set(person.own.get("traumas", ())) if person is not None else set()
        out[c.name] = tuple(t for t in content().trauma if t not in taken)
    return out


def resolve(request: RollRequest, party: Party, dice: Dice, table: Table | None, system: str,
            profile: str) -> Resolution:
    plan = plan_roll(request, party)
    track = Track(party, table or NO_TABLE)
    if plan.actor and track.retired(plan.actor):
        raise RulesError(f"{plan.actor} has taken a fourth trauma and retired; load a new sheet to play them on.")
    if plan.ask.roll == "group":
        return _group(plan, request, party, dice, track, system, profile)
    if request.faces_by:  # "Cross sneaks past, Thorn rolled 5 5": only a group action rolls anyone else's dice
        name = next(iter(request.faces_by))
        raise RulesError(f"Whose dice are {listed(request.faces_by[name])}? {name} does not roll in "
                         f"{plan.actor or 'this'}'s {plan.ask.action or plan.ask.attribute or 'roll'}: only a group "
                         f"action rolls more than one character's dice. If they are {plan.actor or 'the roller'}'s, "
                         "say 'rolled ...'; for a group, say e.g. 'group action, led by ...'.")
    steps = [*plan.steps]
    resisting = plan.ask.roll == "resistance"
    if not resisting or plan.bonus:
        steps.append(_bonus_step(plan, track))
    extra = sum(b.dice for b in plan.bonus)
    what = f"{plan.ask.action or plan.ask.attribute or 'This roll'} {plan.rating}" + (f" {extra:+d}d" if extra else "")
    faces, given = _throw(dice, request.dice, plan.pool, what, request.dice_said)
    die, critical = read(faces, plan.pool <= 0)
    steps.append(Step(title="Roll", text=roll_line(faces, plan.pool <= 0, given)))
    who = plan.actor or "You"
    if resisting:
        cost = stress_cost(die, critical)
        outcome = resist_outcome(die, critical)
        track.take(who, "critical_resist" if critical else "resist", cost)
        head = ("Two or more 6s: a critical, clear 1 stress." if critical else
                f"The {'lower' if plan.pool <= 0 else 'highest'} die is {die}: 6 - {die} = {cost} stress.")
        steps.append(Step(title="Stress", text=f"{head} {stress_lines(track.changes, _open_trauma(party, track))}"))
        facts = _facts(plan, "resistance", track, stress_cost=cost, position=None, effect=None, effect_result=None)
        odds = chances(resist_odds(plan.pool), RESIST)
        ability = ability_of(plan.ask.attribute or "", plan.rating)
        skill = None
    else:
        outcome = band(die, critical)
        result = EFFECTS[min(len(EFFECTS) - 1, EFFECTS.index(plan.effect or "Standard") + 1)] if critical \
            else plan.effect or "Standard"
        steps.append(Step(title="Result", text=result_line(faces, die, critical, plan.pool <= 0)))
        steps.append(Step(title="What Happens", text=happens(who, plan.position or "Risky", outcome,
                                                                    plan.effect or "Standard", result)))
        if track.changes:
            steps.append(Step(title="Stress", text=stress_lines(track.changes, _open_trauma(party, track))))
        facts = _facts(plan, "action", track, effect_result=result)
        odds = chances(action_odds(plan.pool), ACTION)
        ability = ability_of(plan.ask.action or "", plan.rating)
        skill = plan.ask.action
    modifier = sum(b.dice for b in plan.bonus)
    return Resolution(system=system, actor=plan.actor, skill=skill, ability=ability, dice=faces, modifier=modifier,
                      total=die, outcome=outcome, odds=odds, steps=tuple(steps), notes=tuple(plan.notes),
                      seed=None if given else getattr(dice, "seed", None), spends=track.spends(),
                      request=_own(request, plan, dice=faces), profile=profile, extra={"blades": facts},
                      meaning=next((s.text for s in steps if s.title == "What Happens"), ""))


def _group(plan: Plan, request: RollRequest, party: Party, dice: Dice, track: Track, system: str,
           profile: str) -> Resolution:
    steps = [*plan.steps, _bonus_step(plan, track)]
    rows, lines, best = [], [], (0, False, "")
    for n, (name, rating) in enumerate(plan.members):
        pool = plan.pool if n == 0 else rating
        given = request.faces_by.get(name) if n else (request.faces_by.get(name) or request.dice)
        said = None if n or request.faces_by.get(name) else request.dice_said
        faces, _ = _throw(dice, given, pool, f"{name}'s {plan.ask.action} {rating}", said)
        die, critical = read(faces, pool <= 0)
        result = band(die, critical)
        rows.append({"name": name, "action": plan.ask.action, "rating": rating, "pool": pool, "zero_dice": pool <= 0,
                     "dice": list(faces), "read": die, "result": result})
        count = "zero dice" if pool <= 0 else f"{pool} {'die' if pool == 1 else 'dice'}"
        lines.append(f"{name}: {plan.ask.action} {rating}, {count}, rolled "
                     f"{listed(faces)}: {die}, {result}.")
        if (die, critical) > best[:2]:
            best = (die, critical, name)
    steps.append(Step(title="Rolls", text=" ".join(lines)))
    die, critical, by = best
    outcome = band(die, critical)
    steps.append(Step(title="Result", text=f"The best single result is {by}'s {die}: {outcome} for everyone who rolled"
                      + (" (a critical needs two 6s in one pool)." if not critical else ".")))
    result = EFFECTS[min(len(EFFECTS) - 1, EFFECTS.index(plan.effect or "Standard") + 1)] if critical \
        else plan.effect or "Standard"
    steps.append(Step(title="What Happens", text=happens("The group", plan.position or "Risky", outcome,
                                                                plan.effect or "Standard", result)))
    bad = sum(1 for r in rows if r["result"] == "Bad Outcome")
    if bad:
        track.take(plan.actor or "the leader", "lead_group", bad)
    if track.changes:
        steps.append(Step(title="Stress", text=(f"{bad} participant{'s' if bad != 1 else ''} rolled 1-3: the leader "
                                                "takes 1 stress for each. " if bad else "")
                          + stress_lines(track.changes, _open_trauma(party, track))))
    pools = tuple(r["pool"] for r in rows)
    facts = _facts(plan, "group", track, effect_result=result, group=rows)
    return Resolution(system=system, actor=plan.actor, skill=plan.ask.action,
                      ability=ability_of(plan.ask.action or "", plan.rating),
                      dice=tuple(f for r in rows for f in r["dice"]), modifier=sum(b.dice for b in plan.bonus),
                      total=die, outcome=outcome, odds=chances(group_odds(pools), ACTION), steps=tuple(steps),
                      seed=getattr(dice, "seed", None), spends=track.spends(), request=_own(request, plan),
                      profile=profile,
                      extra={"blades": facts}, meaning=next(s.text for s in steps if s.title == "What Happens"))


def odds(request: RollRequest, party: Party, table: Table | None, system: str, profile: str) -> Resolution:
    """What would be rolled and the chance of each outcome; nothing is rolled or spent."""
    plan = plan_roll(request, party)
    track = Track(party, table or NO_TABLE)
    steps = [*plan.steps]
    if plan.ask.roll != "resistance" or plan.bonus:
        steps.append(_bonus_step(plan, track))
    # the `blades` object a roll carries, with what is known before the dice: nothing taken yet, no effect result
    facts = _facts(plan, plan.ask.roll, track, effect_result=None, stress=[])
    if plan.ask.roll == "resistance":
        table_: dict[str, Fraction] = resist_odds(plan.pool)
        order, ability, skill = RESIST, ability_of(plan.ask.attribute or "", plan.rating), None
        facts.update(position=None, effect=None)
    elif plan.ask.roll == "group":
        table_ = group_odds((plan.pool, *(r for _, r in plan.members[1:])))
        order, ability, skill = ACTION, ability_of(plan.ask.action or "", plan.rating), plan.ask.action
        facts["group"] = [{"name": name, "action": plan.ask.action, "rating": rating, "pool": pool,
                           "zero_dice": pool <= 0, "dice": [], "read": None, "result": None}
                          for n, (name, rating) in enumerate(plan.members)
                          for pool in (plan.pool if n == 0 else rating,)]
    else:
        table_ = action_odds(plan.pool)
        order, ability, skill = ACTION, ability_of(plan.ask.action or "", plan.rating), plan.ask.action
    return Resolution(system=system, actor=plan.actor, skill=skill, ability=ability, outcome="",
                      modifier=sum(b.dice for b in plan.bonus), odds=chances(table_, order), steps=tuple(steps),
                      request=_own(request, plan), profile=profile, extra={"blades": facts},
                      notes=tuple(f"If rolled: {c.name} would take {c.change} stress." for c in track.changes))
