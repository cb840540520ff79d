"""Set phrases of everyday English that hold a word the games use as a rules word ('advantage', 'luck', 'easy',
'hard') and say nothing of the roll (set_phrases.toml): "taking advantage of naptime to post", "with my luck the baby
wakes up", "take it easy", "work was hard today". The words of such a phrase are taken out as said, and the reading
shows them as the scene; a rules value said elsewhere in the post is read as ever."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.raw import raw_tokens
from rollmate.grammar.speech import taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid
    from rollmate.grammar.raw import Raw

SET_PHRASE = "a set phrase of everyday English: the scene, no rules value"
_FILE = Path(__file__).with_name("set_phrases.toml")


@cache
def _phrases() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The set phrases by their first word, longest first (set_phrases.toml, read and checked once)."""
    from rollmate.rules.content import word_lists

    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in word_lists(_FILE, "set phrases", ("phrases",))["phrases"]:
        words = tuple(raw.low for raw in raw_tokens(phrase))  # (as a post's pieces are: "read 'em" is 'read', "'", 'em')
        by_first.setdefault(words[0], []).append(words)
    return {first: tuple(sorted(found, key=len, reverse=True)) for first, found in by_first.items()}


def set_phrases_out(raws: list[Raw], unsaid: list[Unsaid]) -> list[Raw]:
    """The pieces with each set phrase taken out (see the module docstring), each added to `unsaid`."""
    table = _phrases()
    if not any(raw.low in table for raw in raws):
        return raws
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        opened = table.get(raws[k].low)  # (most pieces open no set phrase)
        said = next((p for p in opened if tuple(r.low for r in raws[k : k + len(p)]) == p
                     and not _goes_on(p, raws, k + len(p))), None) if opened else None
        if said is None:
            out.append(raws[k])
            k += 1
            continue
        last = raws[k + len(said) - 1]
        unsaid.append(taken_out(raws[k].start, last.start + len(last.text), SET_PHRASE))
        k += len(said)
    return out


def _goes_on(phrase: tuple[str, ...], raws: list[Raw], after: int) -> bool:
    """Whether the words after a phrase ending in 'out' make it another ('Seven out of eight' is no craps' 'seven
    out')."""
    return phrase[-1] == "out" and after < len(raws) and raws[after].low == "of"
