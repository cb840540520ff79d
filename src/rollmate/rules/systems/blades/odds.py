"""Exact chances of Blades rolls: how the dice are read, and each outcome's odds for a pool of d6s.

A pool of n >= 1 dice reads its highest die (two or more 6s: a critical); zero dice (a pool of 0 or less) roll two
and read the lower, never a critical. Every chance is a closed form over the faces of a d6, so no enumeration is
needed at play time (tests check each one against all 6^n faces).
"""

from __future__ import annotations

from fractions import Fraction

ACTION = ("Critical Success", "Full Success", "Partial Success", "Bad Outcome")
RESIST = ("Critical Resist", *(f"Resist {n} Stress" for n in range(6)))
MAX_POOL = 10  # more dice than any special ability gives is refused (decision 6)


def read(faces: tuple[int, ...], zero: bool) -> tuple[int, bool]:
    """(the die read, a critical?): the highest die, or with zero dice the lower of two and never a critical."""
    if zero:
        return min(faces), False
    return max(faces), faces.count(6) >= 2


def band(die: int, critical: bool) -> str:
    """An action roll's outcome for the die read."""
    if critical:
        return "Critical Success"
    return "Full Success" if die == 6 else "Partial Success" if die >= 4 else "Bad Outcome"


def stress_cost(die: int, critical: bool) -> int:
    """A resistance roll's stress: 6 minus the die read, or -1 (one cleared) on a critical."""
    return -1 if critical else 6 - die


def resist_outcome(die: int, critical: bool) -> str:
    return "Critical Resist" if critical else f"Resist {6 - die} Stress"


def _read_chances(pool: int) -> tuple[Fraction, dict[int, Fraction]]:
    """(chance of a critical, chance of each die read without a critical) for a pool."""
    if pool <= 0:  # the lower of two dice: P(min = k) = ((7 - k)^2 - (6 - k)^2) / 36
        return Fraction(0), {k: Fraction((7 - k) ** 2 - (6 - k) ** 2, 36) for k in range(1, 7)}
    total = 6 ** pool
    dies = {k: Fraction(k ** pool - (k - 1) ** pool, total) for k in range(1, 6)}  # highest die is k (< 6)
    dies[6] = Fraction(pool * 5 ** (pool - 1), total)  # exactly one 6
    return 1 - sum(dies.values(), Fraction(0)), dies


def action_odds(pool: int) -> dict[str, Fraction]:
    """Each action-roll outcome's chance for a pool (zero or less: two dice, the lower)."""
    critical, dies = _read_chances(pool)
    return {"Critical Success": critical, "Full Success": dies[6], "Partial Success": dies[4] + dies[5],
            "Bad Outcome": dies[1] + dies[2] + dies[3]}


def resist_odds(pool: int) -> dict[str, Fraction]:
    """Each resistance outcome's chance: a critical, or 0 to 5 stress."""
    critical, dies = _read_chances(pool)
    return {"Critical Resist": critical, **{f"Resist {6 - k} Stress": dies[k] for k in range(6, 0, -1)}}


def group_odds(pools: tuple[int, ...]) -> dict[str, Fraction]:
    """A group action: the best single result among the participants counts; a critical only within one pool."""
    each = [action_odds(p) for p in pools]
    bad = partial_or_worse = no_critical = Fraction(1)
    for odds in each:
        bad *= odds["Bad Outcome"]
        partial_or_worse *= odds["Bad Outcome"] + odds["Partial Success"]
        no_critical *= 1 - odds["Critical Success"]
    return {"Critical Success": 1 - no_critical, "Full Success": no_critical - partial_or_worse,
            "Partial Success": partial_or_worse - bad, "Bad Outcome": bad}


def leader_stress(pools: tuple[int, ...]) -> Fraction:
    """The group leader's expected stress: 1 for each participant whose own die reads 1-3."""
    return sum((action_odds(p)["Bad Outcome"] for p in pools), Fraction(0))
