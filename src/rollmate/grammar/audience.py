"""The words of a game played on a live stream: whom the streamer speaks to ('chat', 'folks'), the asides said for
them ('for the new folks'), and the stream's own events ('thanks for the 25 bits Quill!'), read from audience.toml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

WORDS_FILE = Path(__file__).with_name("audience.toml")
_KEYS = ("addressed", "joining", "joining_determiners", "gifts", "gift_counts", "thanks", "counters", "votes")


@dataclass(frozen=True)
class Audience:
    addressed: frozenset[str]  # what the streamer calls the audience
    joining: tuple[str, ...]  # whom an aside is said for, after 'for'
    joining_determiners: frozenset[str]  # words before them ('the', 'those', 'anyone')
    gifts: frozenset[str]  # what the audience gives the stream
    gift_counts: frozenset[str]  # words a gift's count is said with
    thanks: frozenset[str]  # words that open a shout-out
    counters: frozenset[str]  # the stream's own counters
    votes: frozenset[str]  # words that say the audience voted


@cache
def audience() -> Audience:
    """The table, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "audience", _KEYS)
    return Audience(**{key: tuple(sorted(data[key], key=len, reverse=True)) if key == "joining"
                       else frozenset(data[key]) for key in _KEYS})


def addressed(low: str) -> bool:
    """Whether a lowercase word is what a streamer calls the audience ('chat', 'folks', "y'all")."""
    return low in audience().addressed
