"""FS3 odds benchmark: a full 30-dice level distribution and an opposed 10-vs-10 verdict distribution, each timed
against icepool computing the same distribution in the same run, and checked to be identical (exact Fractions).

Run with the bench environment (bench/setup): bench/.env/bin/python bench/fs3_odds.py
Target (issue 3): at least 10x faster than icepool, with identical probabilities. Both sides are timed cold:
rollmate's memo caches are cleared before every call, and icepool gets a fresh evaluator every call.
"""

from __future__ import annotations

import sys
from fractions import Fraction

import icepool
from common import median_seconds, row

from rollmate.rules.systems.fs3 import odds as fs3_odds
from rollmate.rules.systems.fs3.pool import LEVELS, counted, level_of_counts, opposed_shape, verdict_key

TARGET = 10.0


def clear() -> None:
    # every memo of the module, so each timing computes the distribution from nothing
    for memo in vars(fs3_odds).values():
        if callable(getattr(memo, "cache_clear", None)):
            memo.cache_clear()


def ours_levels(dice: int, profile: str) -> dict[str, Fraction]:
    clear()
    return dict(fs3_odds.level_odds(dice, profile))


def ours_opposed(a: int, b: int, profile: str) -> dict[str, Fraction]:
    clear()
    out: dict[str, Fraction] = {}
    for shape, chance in fs3_odds.opposed_odds({a: Fraction(1)}, {b: Fraction(1)}, profile).items():
        label = verdict_key(shape, profile, "A", "B")
        out[label] = out.get(label, Fraction(0)) + chance
    return out


def key(profile: str):  # type: ignore[no-untyped-def]
    return lambda x, y: verdict_key(opposed_shape(x, y), profile, "A", "B")


class Counts(icepool.MultisetEvaluator):
    """icepool's idiom for a pool: walk the outcomes 1..8 keeping (ones, successes), then read the result."""

    def __init__(self, dice: int, profile: str, read: str) -> None:
        self.dice, self.profile, self.read = dice, profile, read

    def next_state(self, state, order, outcome, count):  # type: ignore[no-untyped-def]
        ones, hits = state or (0, 0)
        if outcome == 1:
            ones += count
        elif outcome >= 6:
            hits += count
        return ones, hits

    def final_outcome(self, state, order, outcomes, *sizes):  # type: ignore[no-untyped-def]
        ones, hits = state or (0, 0)
        level = level_of_counts(self.dice, ones, hits, self.profile)
        return LEVELS.index(level) if self.read == "level" else counted(level, hits, self.profile)


def peer_levels(dice: int, profile: str) -> dict[str, Fraction]:
    die = Counts(dice, profile, "level").evaluate(icepool.d8.pool(dice))
    return {level: Fraction(die.probability(i)) for i, level in enumerate(LEVELS)}


def peer_opposed(a: int, b: int, profile: str) -> dict[str, Fraction]:
    ours = Counts(a, profile, "count").evaluate(icepool.d8.pool(a))
    theirs = Counts(b, profile, "count").evaluate(icepool.d8.pool(b))
    verdicts = icepool.map(key(profile), ours, theirs)
    return {outcome: Fraction(verdicts.probability(outcome)) for outcome in verdicts.outcomes()}


def compare(label: str, ours, peer, *args) -> bool:  # type: ignore[no-untyped-def]
    same = {k: v for k, v in ours(*args).items() if v} == {k: v for k, v in peer(*args).items() if v}
    mine = median_seconds(lambda: ours(*args), repeat=9, number=5)
    theirs = median_seconds(lambda: peer(*args), repeat=5, number=1)
    ratio = theirs / mine
    ok = same and ratio >= TARGET
    print(row(label, f"{mine * 1e3:.3f} ms", f"icepool {theirs * 1e3:.1f} ms = {ratio:.0f}x faster"
              f"{'' if same else ', PROBABILITIES DIFFER'} (target {TARGET:.0f}x)", ok))
    return ok


def main() -> int:
    print(f"FS3 odds against icepool {icepool.__version__} (exact Fractions on both sides)")
    results = [
        compare("30-dice level distribution (rules)", ours_levels, peer_levels, 30, "rules"),
        compare("30-dice level distribution (aresmush)", ours_levels, peer_levels, 30, "aresmush"),
        compare("opposed 10 vs 10 verdicts (rules)", ours_opposed, peer_opposed, 10, 10, "rules"),
        compare("opposed 10 vs 10 verdicts (aresmush)", ours_opposed, peer_opposed, 10, 10, "aresmush"),
    ]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
