"""Whether a line could hold a pattern's word: the test that spares compiling and searching a pattern it cannot match."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from rollmate.grammar.later import Later


def may_say(text: str, words: Iterable[str]) -> bool:
    """Whether one of the (lowercase) words stands in the text with no letter right before or after it, as a case-blind
    pattern's word between word boundaries or spaces does. A text in other letters than ASCII may hold one always:
    a case-blind match takes letters lower() keeps ('ſ' for 's', 'ı' for 'i')."""
    read = _read(text)
    if read is None:
        return True
    low, runs = read
    if isinstance(words, (frozenset, tuple)):
        letters, others_said, needed = _parted(words)
        return not runs.isdisjoint(letters) or others_said is not None and (
            needed is None or not runs.isdisjoint(needed)) and others_said.search(low) is not None
    letters, others = _parts(words)
    if not runs.isdisjoint(letters):  # a word of letters alone stands so only as one of the runs
        return True
    for word in others:
        at = low.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not low[at - 1].isalpha()) and (end == len(low) or not low[end].isalpha()):
                return True
            at = low.find(word, at + 1)
    return False


def _parts(words: Iterable[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """The words of letters alone, and the others (with a mark, a digit or a space), each looked for its own way."""
    words = tuple(words)
    return frozenset(w for w in words if w.isalpha()), tuple(w for w in words if not w.isalpha())


@lru_cache(maxsize=256)
def _parted(words: frozenset[str] | tuple[str, ...]
            ) -> tuple[frozenset[str], re.Pattern[str] | None, frozenset[str] | None]:
    """_parts of a fixed word list, the others as one pattern (no letter right before or after one of them, in an
    ASCII text lowercased): the lists a post is asked about are the passes' own, the same ones every post (a
    frozenset keeps its hash, so the look-up costs nothing like splitting a list of hundreds of words each time), and
    one search of the line replaces a search for each word ('5e', 'd&d', 'call of cthulhu' ...).

    Third, a run of letters of each other word (its longest), or None when one has no letter: where one of them
    stands, each of its runs of letters stands in the text as a run of its own (the pattern allows no letter right
    before or after it, and its own marks and spaces end the rest), so a text holding none of these runs holds none of
    the others, and the pattern, a long alternation tried at every column, need not be searched."""
    letters, others = _parts(words)
    if not others:
        return letters, None, None
    alternatives = "|".join(re.escape(w) for w in sorted(others, key=len, reverse=True))
    runs = [_LETTERS.findall(w) for w in others]
    needed = frozenset(max(said, key=len) for said in runs) if all(runs) else None
    return letters, re.compile(rf"(?<![a-z])(?:{alternatives})(?![a-z])"), needed


def may_end_with(text: str, words: Iterable[str]) -> bool:
    """Whether the text, its trailing spaces aside, may end with one of the (lowercase) words, as a case-blind pattern
    anchored at its end by '(?:a|an)\\s+$' does; a text in other letters than ASCII may, always."""
    return not text.isascii() or text.rstrip().lower().endswith(tuple(words))


_LETTERS = Later(r"[a-z]+")


@lru_cache(maxsize=16)
def _read(text: str) -> tuple[str, frozenset[str]] | None:
    """An ASCII text lowercased and its runs of letters (a word of letters stands in it, with no letter right before
    or after, just where it is one of them); None for a text in other letters. Remembered for the last few texts: a
    post asks of the same text some twenty times while it is read, and the text it is asked of keeps its hash."""
    if not text.isascii():
        return None
    low = text.lower()
    return low, frozenset(_LETTERS.findall(low))
