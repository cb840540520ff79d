"""What a process keeps of the casts it has read stays bounded: a long-running table whose sheets change, a batch or
a test suite loading hundreds of parties keeps the last few casts' vocabularies, lexers and readings, not every one
it ever read (each is about a megabyte, and a lexer over it several more: the suite's workers grew past 13 GB)."""

from __future__ import annotations

import gc
import re
import tracemalloc

import pytest
from conftest import EXAMPLES, ghostburn_party

from rollmate.errors import PhraseError
from rollmate.grammar import kept, parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import CASTS_KEPT, Vocabulary

_OURS = re.compile(r"vex[a-z]{3}")  # the names _read_casts gives: no other test's


def _read_casts(first: int, count: int) -> None:
    """Read one phrase, with a typo asked about, at each of `count` casts of their own (a PC named apart)."""
    for k in range(first, first + count):
        name = "Vex" + "".join(chr(97 + (k // 26**i) % 26) for i in range(3))
        party = ghostburn_party(name=name)
        vocabulary = kept.vocabulary(get_system("ghostburn"), party)
        assert parse(f"{name} sneaks past the guard. Dice: 5 and 3.", vocabulary).actor == name
        with pytest.raises(PhraseError, match="Stealth"):
            parse(f"{name} sneaks past the guard, Stelthh. Dice: 5 and 3.", vocabulary)


def test_the_vocabularies_alive_are_the_last_casts_read_not_every_one() -> None:
    _read_casts(0, 3 * CASTS_KEPT)
    gc.collect()
    ours = [o for o in gc.get_objects() if isinstance(o, Vocabulary) and any(_OURS.fullmatch(k) for k in o.terms)]
    assert len(ours) <= 2 * CASTS_KEPT + 2, len(ours)  # (a cast's vocabulary as built and as the reader keeps it)


def test_reading_more_casts_takes_no_more_memory_once_the_kept_ones_are_full() -> None:
    tracemalloc.start()  # before the kept ones are made, so that letting them go counts
    try:
        _read_casts(1000, CASTS_KEPT + 2)
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        _read_casts(2000, 2 * CASTS_KEPT)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 1_000_000, f"{grown:,} bytes kept after reading {2 * CASTS_KEPT} more casts"


def test_one_sheet_loaded_again_for_each_roll_is_one_cast() -> None:
    """A one-shot batch or a test loads the same sheet again and again: one vocabulary for all, read once."""
    game = get_system("fist")
    loads = [load_party([EXAMPLES / "fist_party.toml"]) for _ in range(3)]
    assert loads[0] is not loads[1]
    assert len({id(kept.vocabulary(game, party)) for party in loads}) == 1
