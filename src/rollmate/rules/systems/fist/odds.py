"""FIST's exact odds: base dice (2d6, or 3d6 keep two) plus war dice, read against the bands, as Fractions."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

from rollmate.rules.systems.fist.data import OUTCOMES

SIXTH = Fraction(1, 6)


def band(total: int) -> str:
    """Decision 2: 6 or below Failure, 7 to 9 Partial Success, 10 or above Success."""
    return "Failure" if total <= 6 else "Partial Success" if total <= 9 else "Success"


def outcome_of(kept: tuple[int, ...], total: int, profile: str = "rules") -> str:
    """Decision 3: double sixes on the kept base dice come first (roll20: only with a total of 12 or more)."""
    if tuple(kept) == (6, 6) and (profile != "roll20" or total >= 12):
        return "Ultra Success"
    return band(total)


def keep(faces: tuple[int, ...], advantage: str | None) -> tuple[int, ...]:
    """The two base dice that count: all of them, or the best / worst two of three (decision 12)."""
    if advantage is None:
        return tuple(faces)
    return tuple(sorted(faces, reverse=advantage == "advantage")[:2])


def fate_value(a: int, b: int) -> int:
    """FATE: a war die rolls two d6 and uses the higher one, or both when they show doubles."""
    return a + b if a == b else max(a, b)


def war_die(kind: str, cap: int = 12) -> dict[int, Fraction]:
    """What one war die adds: 'plain' d6, 'fate' (two d6), or 'roll20' (compounding exploding d6).

    The exploding die has no upper end, so every value of `cap` or more is counted at `cap`; the caller picks a cap
    at which the total is sure to reach 12, so the outcome (and the odds) stay exact.
    """
    if kind == "fate":
        tally = Counter(fate_value(a, b) for a, b in product(range(1, 7), repeat=2))
        return {v: Fraction(n, 36) for v, n in tally.items()}
    if kind != "roll20":
        return {v: SIXTH for v in range(1, 7)}
    dist: Counter[int] = Counter()
    sixes = 0
    while 6 * sixes + 1 < cap:
        for face in range(1, 6):
            dist[min(6 * sixes + face, cap)] += SIXTH ** (sixes + 1)
        sixes += 1
    dist[cap] += SIXTH**sixes  # every chain of that many sixes or more
    return dict(dist)


@cache
def _base(advantage: str | None) -> dict[tuple[int, bool], Fraction]:
    """(sum of the kept dice, both kept dice are 6) -> chance."""
    count = 2 if advantage is None else 3
    tally = Counter()
    for faces in product(range(1, 7), repeat=count):
        kept = keep(faces, advantage)
        tally[(sum(kept), kept == (6, 6))] += 1
    return {k: Fraction(n, 6**count) for k, n in tally.items()}


@cache
def _wars(count: int, kind: str, cap: int) -> dict[int, Fraction]:
    """The sum of `count` war dice, every sum of `cap` or more counted at `cap` (see war_die)."""
    dist: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(count):
        step: Counter[int] = Counter()
        for so_far, p in dist.items():
            for value, q in war_die(kind, cap).items():
                step[min(so_far + value, cap)] += p * q
        dist = dict(step)
    return dist


@cache
def odds_table(advantage: str | None, modifier: int, wars: int = 0, kind: str = "plain",
               profile: str = "rules") -> dict[str, Fraction]:
    """The chance of every outcome for base dice + `modifier` + `wars` war dice of `kind` (decision 19)."""
    cap = max(1, 10 - modifier)  # a war die of this much or more takes any roll to 12+
    table: Counter[str] = Counter({name: Fraction(0) for name in OUTCOMES})
    for (kept_sum, sixes), p in _base(advantage).items():
        for war_sum, q in _wars(wars, kind, cap).items():
            table[outcome_of((6, 6) if sixes else (), kept_sum + war_sum + modifier, profile)] += p * q
    return dict(table)


@cache
def after_the_roll(total: int, kept: tuple[int, ...], bonus: int, kind: str, profile: str) -> dict[str, Fraction]:
    """Seen dice, one more war die (+ any trait bonus it brings): the chance of each outcome then."""
    table: Counter[str] = Counter()
    for value, p in war_die(kind).items():
        table[outcome_of(kept, total + value + bonus, profile)] += p
    return dict(table)


def percent(x: Fraction) -> str:
    return f"{float(x) * 100:.1f}%"


def odds_line(table: dict[str, Fraction]) -> str:
    """'Failure 41.7%, Partial Success 41.7%, Success 13.9%, Ultra Success 2.8%'."""
    return ", ".join(f"{name} {percent(table.get(name, Fraction(0)))}" for name in OUTCOMES)
