"""Which sentence of a post carries the roll: the one its rules words stand in (the dice, a skill or trick named, a
difficulty, a resource, a position); the post's other sentences are the scene around it.

"Vex leans on the counter. She grins and slips past the guard, DL Hard, 5 and 9": the second sentence carries the
roll, and leaning on the counter is the scene. A post whose rules words stand in two sentences, or in none, has no
one sentence that carries it (the binder asks about two actions there, as before).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable

# A sentence ends at '.', '!', '?' (or a run of them) before a space or the end; a period after a short form that
# never ends one ("vs.", "Mr.", "e.g.") goes on with the sentence.
_END = r"[.!?]+(?=[\s\"”’')\]]|$)"
_GOES_ON = ("vs", "mr", "mrs", "ms", "dr", "st", "lt", "sgt", "capt", "e.g", "i.e", "etc", "approx", "a.m", "p.m")


def ends(text: str) -> list[int]:
    """Where each sentence of the text ends (the offset after its closing mark), in order."""
    out = []
    for found in re.finditer(_END, text):
        before = text[: found.start()].rsplit(None, 1)
        word = before[-1].lower() if before else ""
        if found.group() == "." and word.rstrip(".") in _GOES_ON:
            continue
        out.append(found.end())
    return out


def sentence_of(at: int, stops: list[int]) -> int:
    """The number of the sentence that the offset `at` stands in, given the sentences' ends."""
    return bisect_right(stops, at)


def carrying(text: str, rules_words: Iterable[int]) -> tuple[int | None, list[int]]:
    """The sentence that holds every rules word (by their offsets), or None where they stand in more than one or
    in none; and the sentences' ends."""
    stops = ends(text)
    said = {sentence_of(at, stops) for at in rules_words}
    return (next(iter(said)) if len(said) == 1 else None), stops
