"""FS3's chances before the dice: the pool while assists are unrolled, and the odds of each level and verdict.

The leader's pool is a distribution while assists are unrolled; then come the chance of each success level, and of each opposed verdict (with what a Luck Point's +3 dice would make of it). Every table
here depends only on the pools, the profile and the names, so each is worked out once and kept (bounded)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache
from types import MappingProxyType

from rollmate.rules.resolution import Chance, chances, remembered_chances
from rollmate.rules.sheets import Character
from rollmate.rules.systems.fs3.odds import assist_odds, level_odds, levels_for, opposed_odds, teamwork_totals
from rollmate.rules.systems.fs3.plan import Plan, Roller
from rollmate.rules.systems.fs3.pool import ASSIST, LEVELS, LUCK_BONUS, verdict_key
from rollmate.rules.systems.fs3.text import pct, verdict_odds_text

_ONE = Fraction(1)  # a pool known for certain (Fractions are immutable, so one serves every roll)


def _with_teamwork(actor: Roller, total: int) -> int:
    """The leader's declared pool with a teamwork total added as a modifier."""
    actor.mods.append(("teamwork", total))
    try:
        return actor.pool
    finally:
        actor.mods.pop()


def pools_of(plan: Plan) -> dict[int, Fraction]:
    """The leader's pool as a distribution: certain without helpers, a mixture while assists are unrolled."""
    if not plan.helpers:
        return {plan.actor.pool: _ONE}
    helpers = tuple((h.level, None if h.level else h.roller.pool) for h in plan.helpers)  # type: ignore[union-attr]
    out: dict[int, Fraction] = {}
    for total, chance in _team_totals(helpers, plan.profile).items():
        pool = _with_teamwork(plan.actor, total)
        out[pool] = out[pool] + chance if pool in out else chance
    return out


@lru_cache(maxsize=1024)  # a table's helpers come back with the same pools roll after roll
def _team_totals(helpers: tuple[tuple[str | None, int | None], ...], profile: str) -> Mapping[int, Fraction]:
    """The chance of each teamwork total from helpers (a level stated, or a pool still to roll)."""
    tables = [{ASSIST[level]: _ONE} if level else assist_odds(pool, profile)  # type: ignore[arg-type]
              for level, pool in helpers]
    return MappingProxyType(teamwork_totals(tables))


def verdict_advice(plan: Plan, pools: dict[int, Fraction], *, before: bool) -> tuple[dict[str, Fraction], str]:
    """The chance of each verdict for the pools as declared (teamwork unrolled); before the roll, also what a Luck
    Point's +3 dice would make of it (after the roll only a re-roll is left to offer)."""
    opp = plan.opponent
    assert opp is not None
    profile, name = plan.profile, plan.actor.name
    ours = tuple(pools.items())
    table, line, wins = _verdicts(ours, opp.pool, profile, name, opp.name)
    if plan.luck_before or not isinstance(plan.actor.person, Character):
        return dict(table), line
    line += f" {name} wins {pct(wins)}"
    if not before:
        return dict(table), line + "."
    boosted = _verdicts(tuple((p + LUCK_BONUS, c) for p, c in ours), opp.pool, profile, name, opp.name)[2]
    return dict(table), line + f"; with a Luck Point's +3 dice declared before the roll, {pct(boosted)}."


@lru_cache(maxsize=1024)  # the same few pools against the same few opponents (bounded: names come from phrases)
def _verdicts(ours: tuple[tuple[int, Fraction], ...], theirs: int, profile: str, actor: str, opponent: str
              ) -> tuple[Mapping[str, Fraction], str, Fraction]:
    """(verdict -> chance, the line that lists them, the chance that `actor` wins) for one pool pair."""
    table: dict[str, Fraction] = {}
    for shape, chance in opposed_odds(dict(ours), {theirs: _ONE}, profile).items():
        label = verdict_key(shape, profile, actor, opponent)
        table[label] = table.get(label, 0) + chance
    return MappingProxyType(table), verdict_odds_text(table), _wins(table, actor)


def _wins(table: Mapping[str, Fraction], name: str) -> Fraction:
    return sum((p for verdict, p in table.items() if verdict.rstrip(".").endswith(f"for {name}")), Fraction(0))


def level_chances(pools: dict[int, Fraction], profile: str) -> tuple[Chance, ...]:
    """The chance of each level, for pools that are uncertain (teamwork) or known."""
    if len(pools) == 1:
        ((pool, chance),) = pools.items()
        if chance == 1:
            return _one_pool_chances(pool, profile)
    return _mixed_chances(tuple(pools.items()), profile)


@lru_cache(maxsize=1024)  # the same teamwork mixtures come back roll after roll
def _mixed_chances(pools: tuple[tuple[int, Fraction], ...], profile: str) -> tuple[Chance, ...]:
    return chances(levels_for(dict(pools), profile), LEVELS)


_one_pool_chances = remembered_chances(level_odds, LEVELS)  # one declared pool's table
