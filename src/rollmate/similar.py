"""Words alike: the names or rules words close to one typed, for 'Did you mean', measured by rapidfuzz."""

from __future__ import annotations

from collections.abc import Iterable


def close_matches(word: str, choices: Iterable[str], cutoff: float = 0.6, limit: int = 3) -> list[str]:
    """The choices most like `word` (similarity at least `cutoff`, 0 to 1), best first, ties in the choices' sorted
    order."""
    from rapidfuzz import fuzz  # here: only a word nobody knows loads the fuzzy matcher
    from rapidfuzz.process import extract

    found = extract(word, sorted(set(choices)), scorer=fuzz.ratio, score_cutoff=cutoff * 100, limit=limit)
    return [choice for choice, _, _ in found]


def similarity(word: str, other: str) -> float:
    """How alike two words are, 0 to 1: the measure close_matches uses."""
    from rapidfuzz import fuzz

    return fuzz.ratio(word, other) / 100
