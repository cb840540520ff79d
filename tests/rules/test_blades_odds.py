"""Blades odds: every closed form equals brute force over all 6^n faces, for pools 0 to 6, and the reference's table."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction as F
from itertools import product

import pytest

from rollmate.rules.systems.blades.odds import (
    action_odds,
    band,
    group_odds,
    leader_stress,
    read,
    resist_odds,
    resist_outcome,
)


def _faces(pool: int):  # type: ignore[no-untyped-def]
    return product(range(1, 7), repeat=2 if pool <= 0 else pool)


def _brute(pool: int, outcome) -> dict[str, F]:  # type: ignore[no-untyped-def]
    counts: Counter[str] = Counter()
    n = 0
    for faces in _faces(pool):
        counts[outcome(*read(faces, pool <= 0))] += 1
        n += 1
    return {k: F(v, n) for k, v in counts.items()}


@pytest.mark.parametrize("pool", range(-2, 7))
def test_action_odds_equal_brute_force(pool: int) -> None:
    exact = action_odds(pool)
    assert sum(exact.values()) == 1
    assert {k: v for k, v in exact.items() if v} == _brute(pool, band)


@pytest.mark.parametrize("pool", range(0, 7))
def test_resistance_odds_equal_brute_force(pool: int) -> None:
    exact = resist_odds(pool)
    assert sum(exact.values()) == 1
    assert {k: v for k, v in exact.items() if v} == _brute(pool, resist_outcome)


@pytest.mark.parametrize("pools", [(1, 2, 0), (2, 2), (3, 1, 1, 0), (0, 0), (1, 1, 1)])
def test_group_odds_equal_brute_force(pools: tuple[int, ...]) -> None:
    counts: Counter[str] = Counter()
    stress = 0
    every = list(product(*(list(_faces(p)) for p in pools)))
    for rolls in every:
        reads = [read(faces, p <= 0) for faces, p in zip(rolls, pools)]
        counts[band(*max(reads))] += 1
        stress += sum(1 for die, crit in reads if band(die, crit) == "Bad Outcome")
    assert group_odds(pools) == {k: F(counts.get(k, 0), len(every)) for k in group_odds(pools)}
    assert leader_stress(pools) == F(stress, len(every))


def test_the_reference_tables() -> None:  # blades.md 3.7
    assert action_odds(0) == {"Critical Success": 0, "Full Success": F(1, 36), "Partial Success": F(2, 9),
                              "Bad Outcome": F(3, 4)}
    assert action_odds(3) == {"Critical Success": F(2, 27), "Full Success": F(25, 72),
                              "Partial Success": F(49, 108), "Bad Outcome": F(1, 8)}
    assert action_odds(6)["Critical Success"] == F(12281, 46656)
    assert action_odds(5)["Full Success"] == action_odds(6)["Full Success"] == F(3125, 7776)
    assert resist_odds(3) == {"Critical Resist": F(2, 27), "Resist 0 Stress": F(25, 72),
                              "Resist 1 Stress": F(61, 216), "Resist 2 Stress": F(37, 216),
                              "Resist 3 Stress": F(19, 216), "Resist 4 Stress": F(7, 216),
                              "Resist 5 Stress": F(1, 216)}
    assert group_odds((1, 2, 0)) == {"Critical Success": F(1, 36), "Full Success": F(3185, 7776),
                                     "Partial Success": F(1823, 3888), "Bad Outcome": F(3, 32)}
    assert leader_stress((3, 1, 1, 0)) == F(15, 8)


def test_one_die_is_about_even() -> None:  # the SRD: "even one die is pretty good"
    one = action_odds(1)
    assert one["Full Success"] + one["Partial Success"] == F(1, 2) and one["Full Success"] == F(1, 6)
