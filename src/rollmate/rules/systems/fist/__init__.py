"""FIST: 2d6 + attribute (+ war dice) against the bands 6-, 7-9, 10+ and double sixes, explained in seven steps."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from rollmate.errors import RulesError
from rollmate.rules.content import glossary_table
from rollmate.rules.dice import Dice, check_faces, check_said, within_the_die
from rollmate.rules.records import changed
from rollmate.rules.request import FACES_STATED, RollRequest, Spending
from rollmate.rules.resolution import Chance, Resolution, Spend, Step, ability_of
from rollmate.rules.sheets import Party
from rollmate.rules.system import NO_TABLE, FollowUp, Resource, SystemSpec, Table
from rollmate.rules.systems.fist import plan
from rollmate.rules.systems.fist import sheet as fist_sheet
from rollmate.rules.systems.fist.data import OUTCOMES, content, vocabulary
from rollmate.rules.systems.fist.odds import after_the_roll, fate_value, keep, odds_line, outcome_of, percent, war_die
from rollmate.rules.systems.fist.plan import (
    PROFILES,
    Plan,
    War,
    declared,
    hooks_said_again,
    make_plan,
    one_die_said,
    pay,
    war_count,
    war_dice_left,
)

BANDS = {"Failure": "6 or below is a Failure", "Partial Success": "7 to 9 is a Partial Success",
         "Success": "10 or above is a Success"}


WAR_DICE = Resource(key=plan.WAR_DICE, one="war die", many="war dice", words=("war die", "war dice"))


class Fist(SystemSpec):
    name = "fist"
    title = "FIST"
    outcomes = OUTCOMES
    tones = {"Failure": "bad", "Partial Success": "mixed", "Success": "good", "Ultra Success": "best"}
    profiles = PROFILES
    resource = WAR_DICE
    after = "war_die"
    example = "kick in the door"
    examples = ("kick in the door", "roll +TACTICAL to hotwire the truck", "add a war die  /  war die 4",
                "Vex adds a war die", "why?  /  odds")
    after_any_roll = True  # anyone's war die may go on the latest roll
    extra_dice = "war"
    after_chance = " (one possible die)"
    sheet_keys = fist_sheet.SHEET_KEYS
    sheet_model = fist_sheet.Sheet

    def sheet_fields(self, data, where, prefix, settings):  # type: ignore[no-untyped-def]
        return fist_sheet.sheet_fields(data, where, prefix)

    def follow_said(self, follow: FollowUp) -> str:
        """'adds 1 war die showing 4 to' (anyone's war die goes on the roll; a luck point is no FIST thing)."""
        if follow.kind != self.after:
            return "spends a Luck Point on"
        dice = f"{follow.count} war {'die' if follow.count == 1 else 'dice'}"
        faces = f" showing {' '.join(map(str, follow.faces))}" if follow.faces else ""
        return f"adds {dice}{faces} to"

    signed_scores = True

    def sheet_labels(self) -> dict[str, str]:
        return {"attributes": "Attributes"}

    def content_schema(self) -> Any:
        from rollmate.rules.systems.fist.schema import SCHEMA

        return SCHEMA

    def glossary(self, party: Party) -> dict[str, str]:
        c = content()
        terms = {o.lower(): f"An outcome: {text}" for o, text in c.outcomes.items()}
        terms.update({a.name.lower(): f"An attribute (+{a.upper}), for {a.used_for}: {a.examples}."
                      for a in c.attributes.values()})
        return {**terms, **glossary_table("fist")}

    def terms(self, party: Party) -> tuple[str, ...]:
        return tuple(glossary_table("fist", quiet=False))

    def vocabulary(self, party: Party):  # type: ignore[no-untyped-def]
        return vocabulary(party)

    def resolve(self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules",
                table: Table | None = None) -> Resolution:
        table = table or NO_TABLE
        within_the_die(request.dice, 6, request.dice_said)
        request = hooks_said_again(request)
        plan = make_plan(request, party, profile)
        request = one_die_said(request, plan)
        wanted = declared(request, plan)
        request, wanted = _war_faces_among_the_dice(plan, request, wanted)
        wars = [pay(w, party, table) for w in wanted]
        faces, source = _base_faces(plan, request, dice)
        rolled = [_roll_war(plan, w, dice) for w in wars]
        seed = getattr(dice, "seed", None) if request.dice is None or any(w.faces is None for w in wars) else None
        spends = tuple(Spend(who=w.spender, resource="war_dice", amount=w.count) for w in wars if w.spender)
        return _finish(plan, request, faces, source, rolled, party, table, plan.chances(wanted), spends, seed)

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution:
        request = hooks_said_again(request)
        plan = make_plan(request, party, profile)
        request = one_die_said(request, plan)
        wars = declared(request, plan)
        for war in wars if table is not None else ():  # "can Quill use a war die?" at a table, with none left:
            pay(war, party, table)  # no, and why (nothing is spent)
        return Resolution(system=self.name, actor=plan.actor.name if plan.actor else None, outcome="",
                          ability=ability_of(plan.attribute, plan.score), modifier=plan.modifier(wars),
                          odds=plan.chances(wars), steps=tuple(plan.steps),
                          advice=tuple(_advice_before(plan, wars)), notes=tuple(plan.notes),
                          unused=plan.unused, request=request,
                          profile=profile)

    def pointless(self, last: Resolution, follow: FollowUp, party: Party) -> str | None:
        if follow.kind != "war_die" or last.profile == "roll20":
            return None
        if last.outcome == "Ultra Success":
            return "A war die now would add nothing: this is already an Ultra Success."
        if last.outcome == "Success":
            return "A war die now can't change this Success: only double sixes on the base dice make an Ultra."
        return None

    def follow_up(self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *,
                  table: Table | None = None) -> Resolution:
        """Decision 9: a war die added after seeing the dice, from the spender's pool; the band is read again."""
        if follow.kind != "war_die":
            raise RulesError("FIST has no luck points; after seeing the dice you can add a war die ('add a war die').")
        if last.system != "fist" or last.request is None or not last.dice:
            raise RulesError("There is no FIST roll to add a war die to yet.")
        if last.profile == "roll20":
            raise RulesError("In the roll20 profile a war die is declared before the roll (at most one), so none can "
                             "be added after seeing the dice.")
        table = table or NO_TABLE
        request = last.request
        plan = make_plan(request, party, last.profile)
        spender = follow.spender or (plan.actor.name if plan.actor else None)
        count = war_count(plan, follow.count, follow.faces)
        new = pay(War(spender=spender, count=count, faces=follow.faces, after=True), party, table)
        seen = [War(**{**w, "faces": tuple(w["faces"] or ())}) for w in last.extra.get("wars", ())]
        spends = (Spend(who=spender, resource="war_dice", amount=count),) if spender else ()
        odds = last.odds  # the odds before the roll, as they were
        source = str(last.extra.get("source", "the dice you rolled"))
        result = _finish(plan, request, tuple(last.dice), source, [*seen, _roll_war(plan, new, dice)], party, table,
                         odds, spends, last.seed if follow.faces else getattr(dice, "seed", None))
        return result


SYSTEM = Fist()


# --- rolling ----------------------------------------------------------------------------------


def _base_faces(plan: Plan, request: RollRequest, dice: Dice) -> tuple[tuple[int, ...], str]:
    count = 3 if plan.advantage else 2
    if request.dice is None:
        return dice.roll(count, 6), "rolled by rollmate"
    check_said(request.dice_said, count, 6)
    if count == 2 and len(request.dice) == 3:
        raise RulesError(f"This roll needs 2 d6 faces; you gave 3: {' '.join(map(str, request.dice))}. Three dice "
                         "are rolled only 'with advantage' or 'with disadvantage'.")
    check_faces(request.dice, count, 6, "d6 faces")
    return tuple(request.dice), "the dice you rolled"


def _war_faces_among_the_dice(plan: Plan, request: RollRequest, wars: list[War]) -> tuple[RollRequest, list[War]]:
    """'with Jonesy's war die, Ripper kicks the door, 4 5 6': a war die is one more d6 (rules 4), so faces said in one
    run with one more than the base dice take are the base dice and then the war die's face. Which face is the war
    die changes nothing but double sixes on the base dice: where it would (two sixes among three faces), asked."""
    base = 3 if plan.advantage else 2
    if request.dice is None or len(wars) != 1 or wars[0].faces is not None or wars[0].count != 1 \
            or plan.kind in ("roll20", "fate") or len(request.dice) != base + 1 or request.dice_said:
        return request, wars
    given = tuple(request.dice)
    verdicts = {outcome_of(keep(given[:k] + given[k + 1 :], plan.advantage), 0, plan.profile) == "Ultra Success"
                for k in range(len(given))}
    if len(verdicts) > 1:
        shown = " ".join(map(str, given))
        raise RulesError(f"Which of {shown} is the war die? With it among the base dice or not, double sixes change: "
                         f"say 'rolled {' '.join(map(str, given[:base]))}, war die {given[base]}' (or as it fell).")
    war = War(spender=wars[0].spender, count=1, faces=given[base:], after=wars[0].after, line=wars[0].line)
    spends = tuple(changed(s, faces=given[base:]) if s.key == WAR_DICE.key else s for s in request.spends)
    reading = tuple(changed(c, note=f"{FACES_STATED}: the last of them is the war die's") if c.kind == "dice" else c
                    for c in request.reading)
    return changed(request, dice=given[:base], spends=spends, reading=reading), [war]


def _roll_war(plan: Plan, war: War, dice: Dice) -> War:
    """The war dice's faces: given or rolled; two per die with FATE, a chain of sixes and one more in roll20."""
    per = 2 if plan.kind == "fate" else 1
    faces = war.faces
    if plan.kind == "roll20":
        if faces is None:
            faces = dice.roll(1, 6)
            while faces[-1] == 6 and len(faces) < 100:
                faces += dice.roll(1, 6)
        elif faces[-1] == 6 or any(f != 6 for f in faces[:-1]) or not all(1 <= f <= 6 for f in faces):
            raise RulesError("In the roll20 profile the war die explodes: each 6 rolls again and adds, so give its "
                             "faces as one chain ending below 6, e.g. 'war die 6 3'.")
    elif faces is None:
        faces = dice.roll(war.count * per, 6)
    else:
        check_faces(faces, war.count * per, 6, "war-die faces" + (" (FATE: two per war die)" if per == 2 else ""))
    return War(spender=war.spender, count=war.count, faces=tuple(faces), after=war.after, line=war.line)


def _values(plan: Plan, war: War) -> tuple[int, ...]:
    faces = war.faces or ()
    if plan.kind == "roll20":
        return (sum(faces),)
    if plan.kind == "fate":
        return tuple(fate_value(a, b) for a, b in zip(faces[::2], faces[1::2]))
    return faces


# --- explaining -------------------------------------------------------------------------------


def _finish(plan: Plan, request: RollRequest, faces: tuple[int, ...], source: str, wars: list[War], party: Party,
            table: Table, odds: tuple[Chance, ...], spends: tuple[Spend, ...], seed: int | None) -> Resolution:
    c = content()
    kept = keep(faces, plan.advantage)
    base = sum(kept) + plan.modifier([])
    values = [v for w in wars for v in _values(plan, w)]
    total = base + sum(values) + sum(v for _, v in plan.war_bonuses(wars))
    outcome = outcome_of(kept, total, plan.profile)
    steps = list(plan.steps)
    sixes = " Double sixes!" if kept == (6, 6) else ""
    if plan.advantage:
        which = "best" if plan.advantage == "advantage" else "worst"
        text = (f"With {plan.advantage}: 3d6 ({source}) show {', '.join(map(str, faces))}; keep the {which} two, "
                f"{kept[0]} and {kept[1]} = {sum(kept)}.{sixes}")
    else:
        text = f"{faces[0]} and {faces[1]} ({source}) = {sum(faces)}.{sixes}"
    steps.append(Step(title="Roll 2d6", text=text))
    added = " + ".join(f"{label} {v:+d}" for label, v in [(plan.attribute, plan.score), *plan.flat])
    steps.append(Step(title="Add Attribute", text=f"{sum(kept)} + {added} = {base}."))
    if wars:
        lines = [_war_line(plan, w) for w in wars] + [f"{label} +{v}" for label, v in plan.war_bonuses(wars)]
        text = "; ".join(lines) + f". Total {base} + {total - base} = {total}."
        if 6 in values and 6 in kept and kept != (6, 6):
            text += " A war die's 6 never counts toward double sixes: only the base dice do."
        steps.append(Step(title="War Die", text=text))
    steps.append(Step(title="Degree of Success", text=_degree(plan, kept, total, outcome)))
    happens = [c.outcomes[outcome], c.texts["narrate"]]
    if plan.combat:
        happens.append(c.texts["combat_failure" if outcome == "Failure" else "combat_success"])
    if outcome == "Ultra Success":
        happens.append(c.texts["ultra_bonus"])
    steps.append(Step(title="What Happens", text=" ".join(happens)))
    war_faces = tuple(f for w in wars for f in (w.faces or ()))
    stored = changed(request, dice=faces, spends=_spent(request, sum(w.count for w in wars), war_faces or None))
    # After the roll only a war die added now is left to offer; `odds` compares declaring one before the roll.
    advice, futile = _advice_after(plan, kept, total, outcome, wars, party, table, spends)
    return Resolution(
        system="fist", actor=plan.actor.name if plan.actor else None,
        ability=ability_of(plan.attribute, plan.score), dice=faces, extra_dice=war_faces,
        modifier=plan.modifier(wars), total=total, outcome=outcome, odds=odds, steps=tuple(steps),
        meaning=c.outcomes[outcome], advice=tuple(advice), notes=tuple(plan.notes),
        unused=plan.unused, spends=spends, seed=seed,
        request=stored, profile=plan.profile, extra=_extra(wars, source, futile),
    )


def _extra(wars: list[War], source: str, futile: str | None) -> dict[str, Any]:
    """Facts a follow-up needs: the war dice so far, and why one more could not change the outcome (if so)."""
    keys = ("spender", "count", "faces", "after", "line")
    out: dict[str, Any] = {"source": source, "wars": [{k: getattr(w, k) for k in keys} for w in wars]}
    if futile:
        out["no_change_after"] = futile
    return out


def _war_line(plan: Plan, war: War) -> str:
    faces = war.faces or ()
    values = _values(plan, war)
    if plan.kind == "roll20":
        how = f"exploded {' + '.join(map(str, faces))} = {values[0]}" if len(faces) > 1 else f"rolled {faces[0]}"
    elif plan.kind == "fate":
        pairs = [f"{a} and {b} ({'doubles: both' if a == b else 'keeps ' + str(max(a, b))})"
                 for a, b in zip(faces[::2], faces[1::2])]
        how = f"FATE rolls {'; '.join(pairs)}"
    else:
        how = f"rolled {', '.join(map(str, faces))}"
    return f"{war.line}: {how}, +{sum(values)}"


def _degree(plan: Plan, kept: tuple[int, ...], total: int, outcome: str) -> str:
    dice = "kept base dice" if plan.advantage else "base dice"
    if outcome == "Ultra Success":
        if plan.profile == "roll20":
            return f"Both {dice} show 6 and the total {total} is 12 or more: Ultra Success (roll20 profile)."
        return f"Both {dice} show 6: Ultra Success, whatever the total ({total})."
    text = f"Total {total}: {BANDS[outcome]}."
    if kept == (6, 6):
        text = f"Double sixes, but the roll20 profile needs a total of 12 for an Ultra. {text}"
    return text


def _advice_before(plan: Plan, wars: list[War]) -> list[str]:
    if plan.profile == "roll20" and wars:
        return []
    more = [*wars, War(spender=wars[0].spender if wars else plan.who, count=1)]
    return [f"With one {'more ' if wars else ''}war die declared before the roll: {odds_line(plan.odds(more))}."]


@lru_cache(maxsize=1024)  # one answer for each total, dice and bonus
def _war_die_now(total: int, kept: tuple[int, ...], bonus: int, kind: str, profile: str, outcome: str
                 ) -> tuple[str, str | None]:
    """What a war die added after the roll would do: (the advice, the same text when it can't lift the band)."""
    table_after = after_the_roll(total, kept, bonus, kind, profile)
    better = sum((p for o, p in table_after.items() if o != outcome), Fraction(0))
    if not better:
        best = max(war_die(kind)) + bonus
        text = f"A war die added now couldn't lift this {outcome}: even +{best} would make the total only {total + best}."
        return text, text
    parts = ", ".join(f"{o} {percent(p)}" for o, p in sorted(table_after.items(), key=lambda x: OUTCOMES.index(x[0]))
                      if o != outcome)
    return (f"A war die added now (after seeing the dice) would lift this {outcome} {percent(better)} of the time "
            f"({parts})."), None


def _advice_after(plan: Plan, kept: tuple[int, ...], total: int, outcome: str, wars: list[War], party: Party,
                  table: Table, spends: tuple[Spend, ...]) -> tuple[list[str], str | None]:
    """Could a war die spent now, after seeing the dice, still change the band, and how likely? Also the reason
    one can't, when it can't (the chat asks before spending a die that way)."""
    if plan.profile == "roll20":
        return ["In the roll20 profile war dice are declared before the roll, so none can be added now."], None
    if outcome == "Ultra Success":
        futile = "A war die now would add nothing: this is already an Ultra Success."
        return [futile], futile
    if outcome == "Success":
        futile = "A war die now can't change this Success: only double sixes on the base dice make an Ultra."
        return [futile], futile
    bonus = sum(v for _, v in plan.war_bonuses([*wars, War(spender=plan.who, count=1)])) - sum(
        v for _, v in plan.war_bonuses(wars))
    text, futile = _war_die_now(total, kept, bonus, plan.kind, plan.profile, outcome)
    if plan.actor is None:
        return [text], futile
    pool = war_dice_left(table, party, plan.who)
    if pool is not None:
        pool -= sum(s.amount for s in spends if s.who == plan.who)
        ally = next((p.name for p in party.characters if p.name != plan.who and p.system == "fist"
                     and table.amount(party, p.name, WAR_DICE.key) > 0), None)
        if pool > 0:
            text += f" {plan.who} has {pool} war {'die' if pool == 1 else 'dice'} left."
        else:
            text += f" {plan.who} has no war dice left"
            text += f", but {ally} could add one ('{ally} adds a war die')." if ally else "."
    return [text], futile


def _spent(request: RollRequest, count: int, faces: tuple[int, ...] | None) -> tuple[Spending, ...]:
    """The request's spends with its war dice as rolled: how many went on the roll and the faces they showed."""
    said = request.spending(WAR_DICE.key)
    others = tuple(s for s in request.spends if s.key != WAR_DICE.key)
    if not count:
        return others
    return (*others, Spending(key=WAR_DICE.key, count=count, faces=faces, payer=said.payer if said else None))
