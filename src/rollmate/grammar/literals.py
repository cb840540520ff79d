"""Whether a line could hold a pattern's word: the test that spares compiling and searching a pattern it cannot match."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rollmate.grammar.later import Later


def may_say(text: str, words: Iterable[str]) -> bool:
    """Whether one of the (lowercase) words stands in the text with no letter right before or after it, as a case-blind
    pattern's word between word boundaries or spaces does. A text in other letters than ASCII may hold one always:
    a case-blind match takes letters lower() keeps ('ſ' for 's', 'ı' for 'i')."""
    if not text.isascii():
        return True
    low = text.lower()
    runs = _runs(low)
    for word in words:
        if word in runs:
            return True
        if word.isalpha():  # a word of letters alone stands so only as one of the runs
            continue
        at = low.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not low[at - 1].isalpha()) and (end == len(low) or not low[end].isalpha()):
                return True
            at = low.find(word, at + 1)
    return False


def may_end_with(text: str, words: Iterable[str]) -> bool:
    """Whether the text, its trailing spaces aside, may end with one of the (lowercase) words, as a case-blind pattern
    anchored at its end by '(?:a|an)\\s+$' does; a text in other letters than ASCII may, always."""
    return not text.isascii() or text.rstrip().lower().endswith(tuple(words))


_LETTERS = Later(r"[a-z]+")


@lru_cache(maxsize=16)
def _runs(low: str) -> frozenset[str]:
    """The runs of letters of an ASCII text lowercased: a word of letters stands in it, with no letter right before or
    after, just where it is one of them. Remembered for the last few texts: a post asks of the same text some twenty
    times while it is read."""
    return frozenset(_LETTERS.findall(low))
