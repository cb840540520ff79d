"""FS3 wording: the texts of the steps (dice, faces, levels, modifiers) and the advice on odds and luck."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache

from rollmate.rules.sheets import Character, Party
from rollmate.rules.system import Table
from rollmate.rules.systems.fs3.data import content
from rollmate.rules.systems.fs3.odds import fixed, level_or_better, luck_choice
from rollmate.rules.systems.fs3.plan import Roller
from rollmate.rules.systems.fs3.pool import LEVELS, MAX_POOL, RANK, TARGET, ef_ones, effective, successes


def pct(x: Fraction) -> str:
    value = float(x) * 100
    if 99.95 <= value < 100:
        return "over 99.9%"
    if 0 < value < 1 or 99 < value < 100:
        return f"{value:.1f}%"
    return f"{value:.0f}%"


def faces_text(faces: tuple[int, ...]) -> str:
    """The faces in rolled order, successes marked: [6] 2 1 [8]."""
    return " ".join(f"[{f}]" if f >= TARGET else str(f) for f in faces)


def modifiers_text(mods: list[tuple[str, int]]) -> str:
    if not mods:
        return "None: no modifier applies."
    parts = [f"{amount:+d} {why}" for why, amount in mods]
    total = sum(amount for _, amount in mods)
    return f"{'; '.join(parts)}. Net {total:+d} {'die' if abs(total) == 1 else 'dice'}."


def dice_text(roller: Roller, profile: str, pools: Mapping[int, Fraction] | None = None) -> str:
    """How the pool adds up, and what the limits do to it."""
    spread = (min(pools), max(pools)) if pools is not None else None
    return _dice_text(roller.kind, roller.numeric_plain, roller.skill_dice, roller.attribute, roller.modifier,
                      roller.pool, profile, spread)


def _dice_text(kind: str, numeric_plain: bool, skill_dice: int, attribute: tuple[str, int] | None, modifier: int,
               pool: int, profile: str, spread: tuple[int, int] | None) -> str:
    if kind == "dice":
        head = f"{skill_dice} dice"
    elif numeric_plain and modifier:
        head = f"{skill_dice} (profile aresmush: a number with a modifier gets no +2)"
    else:
        attr = f" + {attribute[0]} {attribute[1]}" if attribute else ""
        unit = "die" if skill_dice == 1 else "dice"
        head = f"{skill_dice} skill {unit}{attr}"
    if modifier:
        head += f" {modifier:+d}"
    text = f"{head} = {pool} {'die' if pool == 1 else 'dice'}"
    if spread is not None:
        low, high = spread
        return f"{text} before teamwork; with the assists, {effective(low)} to {effective(high)} dice."
    if fixed(pool, profile):
        return f"{text}: more than {MAX_POOL}, so profile aresmush rolls nothing and takes fifteen 8s."
    if pool <= 0:
        return f"{text}: a pool of 0 or less rolls 1 die."
    return f"{text}."


def describe_level(faces: tuple[int, ...], level: str, profile: str, *, full: bool = False) -> str:
    n, ones, succ = len(faces), faces.count(1), successes(faces)
    head = f"{succ} success{'es' if succ != 1 else ''}"
    if level == "Embarrassing Failure":
        text = f"{ones} of {n} dice show 1 (more than half: {ef_ones(n)} or more): Embarrassing Failure"
        if succ and full:
            text += f", even with {head} (profile rules)"
    elif ones >= ef_ones(n) and full:
        text = f"{ones} of {n} dice show 1, but profile aresmush calls it an Embarrassing Failure only with no " \
               f"success: {head}, {level}"
    else:
        text = f"{head}: {level}"
    if not full:
        return text
    return f"{text}. {content().meanings[level].capitalize()}."


def verdict_odds_text(table: Mapping[str, Fraction]) -> str:
    shown = [f"{name} {pct(p)}" for name, p in sorted(table.items(), key=lambda kv: -kv[1]) if p]
    return "Chances of each verdict: " + ", ".join(shown) + "."


def luck_advice(roller: Roller, party: Party, table: Table, pools: Mapping[int, Fraction], profile: str, *,
                used: bool) -> list[str]:
    """Before the roll: would a Luck Point help more as +3 dice now, or kept for a re-roll after a miss?"""
    person = roller.person
    if used or not isinstance(person, Character) or any(fixed(p, profile) for p in pools):
        return []
    if table.amount(party, person.name, "luck") < 1:
        return [f"{person.name} has no Luck Point to spend."]
    lines = []
    for level in ("Success", "Good Success"):
        plain, plus3, reroll = luck_choice(pools, profile, level)
        best = "+3 dice before the roll" if plus3 > reroll else "a re-roll after it" if reroll > plus3 else "either"
        lines.append(f"Luck for {level} or better: {pct(plain)} without; +3 dice now {pct(plus3)}; a re-roll "
                     f"after a miss {pct(reroll)}. Better here: {best}.")
    return lines


def advice_after(roller: Roller, party: Party, table: Table, level: str, profile: str, *, used: bool) -> list[str]:
    """After the roll: what a re-roll could still do."""
    person = roller.person
    pool = roller.pool
    if used or not isinstance(person, Character) or fixed(pool, profile):
        return []
    if table.amount(party, person.name, "luck") < 1:
        return [f"{person.name} has no Luck Point left for a re-roll."]
    return [_reroll_advice(pool, profile, level)]


@lru_cache(maxsize=1024)  # one line for each pool and level
def _reroll_advice(pool: int, profile: str, level: str) -> str:
    if level == "Amazing Success":
        return "Nothing to gain from luck: keep the point."
    target = "Success" if RANK[level] < RANK["Success"] else level
    better = level_or_better(pool, profile, target if target != level else LEVELS[RANK[level] + 1])
    aim = f"{target} or better" if target != level else f"better than {level}"
    return (f"Spending a Luck Point now re-rolls all {effective(pool)} dice and keeps the better roll: "
            f"{pct(better)} chance of {aim}.")
