"""Dice notation's resolver: exact odds against brute force over every face, the dice as given, and the limits."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from rollmate.errors import RulesError
from rollmate.rules.dice import GivenDice
from rollmate.rules.notation import Constant, DiceTerm, Notation, check, odds, resolve


def brute(terms: tuple, value) -> dict[int, Fraction]:  # type: ignore[no-untyped-def]
    """Every combination of faces, counted one by one."""
    groups = [t for t in terms if isinstance(t, DiceTerm)]
    spaces = [itertools.product(range(1, g.sides + 1), repeat=g.count) for g in groups]
    counts: Counter[int] = Counter()
    n = 0
    for faces in itertools.product(*spaces):
        total = sum(c.sign * c.value for c in terms if isinstance(c, Constant))
        total += sum(g.sign * value(g, f) for g, f in zip(groups, faces))
        counts[total] += 1
        n += 1
    return {v: Fraction(c, n) for v, c in counts.items()}


def group_value(term: DiceTerm, faces: tuple[int, ...]) -> int:
    if term.compare == ">=":
        return sum(f >= term.target for f in faces)
    if term.compare == "<":
        return sum(f < term.target for f in faces)
    ordered = sorted(faces, reverse=True)
    keep = {"kh": ordered[: term.keep_count], "kl": ordered[::-1][: term.keep_count],
            "dl": ordered[: len(faces) - term.keep_count], "dh": ordered[::-1][: len(faces) - term.keep_count]}
    return sum(keep.get(term.keep, faces))  # type: ignore[arg-type]


CASES = {
    "2d6+3": (DiceTerm(2, 6), Constant(3)),
    "d20": (DiceTerm(1, 20),),
    "4d6kh3": (DiceTerm(4, 6, keep="kh", keep_count=3),),
    "4d6dl1": (DiceTerm(4, 6, keep="dl", keep_count=1),),
    "4d6kl2": (DiceTerm(4, 6, keep="kl", keep_count=2),),
    "5d4dh2": (DiceTerm(5, 4, keep="dh", keep_count=2),),
    "3d8>=6": (DiceTerm(3, 8, compare=">=", target=6),),
    "4d6<3": (DiceTerm(4, 6, compare="<", target=3),),
    "2d6-1d4+2": (DiceTerm(2, 6), DiceTerm(1, 4, sign=-1), Constant(2)),
    "3d10kh1+1d6": (DiceTerm(3, 10, keep="kh", keep_count=1), DiceTerm(1, 6)),
}


@pytest.mark.parametrize("name", CASES)
def test_odds_are_exact(name: str) -> None:
    terms = CASES[name]
    assert odds(Notation(terms, text=name)) == brute(terms, group_value)


def test_a_roll_with_given_dice() -> None:
    kept = resolve(Notation(CASES["4d6kh3"], text="4d6kh3"), GivenDice([2, 6, 1, 5]), system="x", actor=None, seed=None)
    assert kept.total == 13 and kept.dice == (2, 6, 1, 5) and "keep the highest 3: 2 + 6 + 5 = 13" in kept.steps[0].text
    counted = resolve(Notation(CASES["3d8>=6"], text="3d8>=6"), GivenDice([6, 2, 8]), system="x", actor=None, seed=None)
    assert counted.total == 2 and "2 of 3 dice show >=6" in counted.steps[0].text
    twice = resolve(Notation((DiceTerm(1, 20),), repeat=2, text="2#1d20"), GivenDice([4, 17]), system="x", actor=None,
                    seed=None)
    assert twice.total is None and twice.extra["totals"] == [4, 17] and "4 and 17" in twice.steps[-1].text
    assert sum(c.fraction for c in twice.odds) == 1 and len(twice.odds) == 20


def test_many_totals_are_summed_as_other() -> None:
    result = resolve(Notation((DiceTerm(10, 10),), text="10d10"), GivenDice([5] * 10), system="x", actor=None, seed=None)
    assert len(result.odds) == 21 and result.odds[-1].outcome == "other"
    assert sum(c.fraction for c in result.odds) == 1


def test_a_hundred_dice_of_a_thousand_sides_is_within_reach() -> None:
    table = odds(check(Notation((DiceTerm(100, 1000),), text="100d1000")))
    assert sum(table.values()) == 1 and min(table) == 100 and max(table) == 100_000


@pytest.mark.parametrize(("terms", "repeat", "said"), [
    ((DiceTerm(101, 6),), 1, "at most 100"),
    ((DiceTerm(60, 6),), 2, "rolls 120 dice"),
    ((DiceTerm(1, 1001),), 1, "2 to 1000 sides"),
    ((DiceTerm(1, 1),), 1, "2 to 1000 sides"),
    ((DiceTerm(4, 6, keep="kh", keep_count=5),), 1, "keep 1 to 4"),
    ((DiceTerm(4, 6, keep="dl", keep_count=4),), 1, "drop 1 to 3"),
    ((DiceTerm(1, 20),), 21, "1 to 20 times"),
    ((DiceTerm(100, 1000, keep="kh", keep_count=50),), 1, "past what rollmate works out exactly"),
])
def test_limits_say_what_would_work(terms: tuple, repeat: int, said: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(RulesError, match=said):
        check(Notation(terms, repeat=repeat, text="x"))
