"""Exact FS3 odds: a closed form over (ones, successes, others) per pool, memoized, as Fractions.

A d8 shows 1 with weight 1, a success (6-8) with weight 3 and anything else (2-5) with weight 4, out of 8. A pool
of n dice with k ones and s successes has weight n!/(k! s! o!) * 3^s * 4^o out of 8^n; every level, opposed
verdict and teamwork mixture below is a sum of those integer weights, turned into Fractions only at the end.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache
from math import comb
from types import MappingProxyType

from rollmate.rules.systems.fs3.pool import (
    ASSIST,
    FIXED_FACES,
    LEVELS,
    MAX_POOL,
    capped,
    counted,
    effective,
    level_of_counts,
    opposed_shape,
    successes,
)

Dist = dict[int, Fraction]  # pool size (or modifier) -> chance


def shapes(dice: int) -> tuple[tuple[int, int, int], ...]:
    """Every (ones, successes, weight) of `dice` d8s; the weights add up to 8**dice."""
    out = []
    for ones in range(dice + 1):
        ways_ones = comb(dice, ones)
        rest = dice - ones
        for succ in range(rest + 1):
            out.append((ones, succ, ways_ones * comb(rest, succ) * 3**succ * 4 ** (rest - succ)))
    return tuple(out)


def fixed(dice: int, profile: str) -> bool:
    """Profile aresmush does not roll a pool over 30: it takes fifteen 8s."""
    return profile == "aresmush" and dice > MAX_POOL


_NONE = Fraction(0)


@cache
def level_weights(dice: int, profile: str) -> tuple[tuple[str, int], ...]:
    """Integer weight (out of 8**dice) of each success level for a pool of exactly `dice` dice."""
    tally: dict[str, int] = dict.fromkeys(LEVELS, 0)
    for ones, succ, weight in shapes(dice):
        tally[level_of_counts(dice, ones, succ, profile)] += weight
    return tuple(tally.items())


@cache
def level_odds(pool: int, profile: str) -> Mapping[str, Fraction]:
    """Chance of each of the six levels for a declared pool (floored at one die; aresmush's fixed result).

    Memoized and read-only: the same table is shared by every caller.
    """
    if fixed(pool, profile):
        return MappingProxyType({level: Fraction(level == "Amazing Success") for level in LEVELS})
    dice = effective(pool)
    total = 8**dice
    return MappingProxyType({level: Fraction(weight, total) for level, weight in level_weights(dice, profile)})


@cache
def counted_weights(dice: int, profile: str) -> tuple[tuple[int, int], ...]:
    """Integer weight of each opposed count (successes; an EF counts 0 or -1 by profile) for `dice` dice."""
    tally: dict[int, int] = defaultdict(int)
    for ones, succ, weight in shapes(dice):
        tally[counted(level_of_counts(dice, ones, succ, profile), succ, profile)] += weight
    return tuple(sorted(tally.items()))


@cache
def counted_odds(pool: int, profile: str) -> Mapping[int, Fraction]:
    if fixed(pool, profile):
        return MappingProxyType({successes(FIXED_FACES): Fraction(1)})
    dice = effective(pool)
    total = 8**dice
    return MappingProxyType({count: Fraction(weight, total) for count, weight in counted_weights(dice, profile)})


def at_least(dice: int, k: int) -> Fraction:
    """Chance of k or more successes with `dice` dice (the mechanics page's table)."""
    total = 8**dice
    return Fraction(sum(w for _, succ, w in shapes(dice) if succ >= k), total)


def mix(pools: Mapping[int, Fraction], each: Callable[[int], Mapping]) -> dict:
    """A mixture: the chance-weighted sum of each pool's table."""
    if len(pools) == 1:
        ((pool, chance),) = pools.items()
        if chance == 1:  # one known pool: its own table
            return dict(each(pool))
    out: dict = defaultdict(Fraction)
    for pool, chance in pools.items():
        for key, value in each(pool).items():
            out[key] += chance * value
    return dict(out)


def levels_for(pools: Mapping[int, Fraction], profile: str) -> dict[str, Fraction]:
    """Level odds when the pool itself is uncertain (teamwork: the assists roll first)."""
    out = mix(pools, lambda pool: level_odds(pool, profile))
    return {level: out.get(level, _NONE) for level in LEVELS}


def opposed_odds(ours: Mapping[int, Fraction], theirs: Mapping[int, Fraction], profile: str
                 ) -> dict[int | None, Fraction]:
    """Chance of every opposed shape (see opposed_shape) from both sides' counted successes."""
    if len(ours) == 1 and len(theirs) == 1:  # two known pools: the same few pairs come back roll after roll
        (x_pool, x_p), (y_pool, y_p) = next(iter(ours.items())), next(iter(theirs.items()))
        if not (fixed(x_pool, profile) or fixed(y_pool, profile)) and x_p == 1 and y_p == 1:
            return dict(_known_pools(effective(x_pool), effective(y_pool), profile))
    a = mix(ours, lambda pool: counted_odds(pool, profile))
    b = mix(theirs, lambda pool: counted_odds(pool, profile))
    out: dict[int | None, Fraction] = defaultdict(Fraction)
    for x, px in a.items():
        for y, py in b.items():
            out[opposed_shape(x, y)] += px * py
    return dict(out)


def _known_pools(x_dice: int, y_dice: int, profile: str) -> Mapping[int | None, Fraction]:
    """Opposed shapes for two known pools: integer weights added up, divided once."""
    tally: dict[int | None, int] = defaultdict(int)
    for x, wx in counted_weights(x_dice, profile):
        for y, wy in counted_weights(y_dice, profile):
            tally[opposed_shape(x, y)] += wx * wy
    total = 8 ** (x_dice + y_dice)
    return MappingProxyType({shape: Fraction(w, total) for shape, w in tally.items()})


def assist_odds(pool: int, profile: str) -> dict[int, Fraction]:
    """Chance of each group-roll modifier one assist roll gives."""
    out: dict[int, Fraction] = defaultdict(Fraction)
    for level, chance in level_odds(pool, profile).items():
        out[ASSIST[level]] += chance
    return {k: v for k, v in out.items() if v}


def teamwork_totals(assists: list[Mapping[int, Fraction]]) -> Dist:
    """The group-roll modifier when each assist's modifier is one of `assists` (summed, capped at +4)."""
    totals: Dist = {0: Fraction(1)}
    for table in assists:
        step: Dist = defaultdict(Fraction)
        for total, p in totals.items():
            for mod, q in table.items():
                step[total + mod] += p * q
        totals = step
    out: Dist = defaultdict(Fraction)
    for total, p in totals.items():
        out[capped(total)] += p
    return dict(out)


def level_or_better(pool: int, profile: str, level: str) -> Fraction:
    """Chance that a declared pool rolls `level` or better (advice asks it after every roll)."""
    return success_or_better(level_odds(pool, profile), level)


def success_or_better(odds: Mapping[str, Fraction], level: str = "Success") -> Fraction:
    start = LEVELS.index(level)
    return sum((odds[name] for name in LEVELS[start:]), Fraction(0))


def luck_choice(pools: Mapping[int, Fraction], profile: str, level: str = "Success") -> tuple[Fraction, Fraction, Fraction]:
    """(no luck, +3 dice before the roll, a re-roll after it keeping the better) chance of `level` or better."""
    return _luck_choice(tuple(sorted(pools.items())), profile, level)


@cache
def _luck_choice(items: tuple[tuple[int, Fraction], ...], profile: str, level: str) -> tuple[Fraction, Fraction, Fraction]:
    pools = dict(items)
    plain = success_or_better(levels_for(pools, profile), level)
    plus3 = success_or_better(levels_for({pool + 3: p for pool, p in pools.items()}, profile), level)
    # keeping the better of two independent rolls fails only when both fail
    reroll = sum((p * (1 - (1 - success_or_better(level_odds(pool, profile), level)) ** 2)
                  for pool, p in pools.items()), Fraction(0))
    return plain, plus3, reroll
