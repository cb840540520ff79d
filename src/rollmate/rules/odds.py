"""Exact outcome probabilities: enumeration over every face combination (small rolls) as Fractions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import product


def enumerate_faces(count: int, sides: int, outcome_of: Callable[[tuple[int, ...]], str]) -> dict[str, Fraction]:
    """Chance of each outcome when `count` dice with `sides` faces are rolled and read by `outcome_of`."""
    tally: Counter[str] = Counter(outcome_of(faces) for faces in product(range(1, sides + 1), repeat=count))
    total = sides**count
    return {name: Fraction(n, total) for name, n in tally.items()}
