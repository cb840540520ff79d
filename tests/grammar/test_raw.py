"""raw_tokens cuts plain words with string methods and reads only the other pieces with the full pattern; it must
give exactly what the full pattern gives over the whole phrase, refusals included (same message, same column)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError
from rollmate.grammar.raw import MAX_PHRASE, _scan, raw_tokens

# The characters phrases are made of, with the awkward ones over-represented: signs before spaces, apostrophes of
# both kinds, hyphens, marks, digits with ordinal endings, dice notation, tabs, non-breaking spaces, a control
# character and letters from outside ASCII.
PIECES = st.sampled_from([
    "shoot", "the", "guard", "Dex", "Wits", "Hard", "d20", "2d10", "D6", "3rd", "12", "12345", "+2", "-12", "+1000",
    "+٣", "- 3", "+ 4",
    "-", "+", ",", ";", ":", ".", "!", "?", "(", ")", "/", "&", "'", "’", "Dex's", "Ripper’s", "sweet-talk",
    "rock'n'roll", "'em", "’em", "i'll", "dogs'", "luck's'", "a''b", "'a'", "über", "naïve", "½", "²", "\u00a0", "\t", "\n", " ", "  ", "\x00", "€", "_", "*", '"',
])


def _pieces(text: str) -> list[tuple[str, str, int, str]] | str:
    try:
        return [(r.kind, r.text, r.start, r.low) for r in raw_tokens(text)]
    except PhraseError as error:
        return str(error)


def _reference(text: str) -> list[tuple[str, str, int, str]] | str:
    try:
        return [(r.kind, r.text, r.start, r.low) for r in _scan(text, 0, text)]
    except PhraseError as error:
        return str(error)


@settings(max_examples=400, deadline=None)
@given(st.lists(PIECES, max_size=30).map("".join), st.lists(PIECES, max_size=30).map(" ".join))
def test_the_quick_cut_gives_what_the_full_pattern_gives(glued: str, spaced: str) -> None:
    for text in (glued, spaced):
        if len(text) <= MAX_PHRASE:
            assert _pieces(text) == _reference(text), text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_cut_as_the_full_pattern_cuts_it(text: str) -> None:
    assert _pieces(text) == _reference(text)


@pytest.mark.parametrize("text", ["Dex: shoot the guard, Wits Hard, spend luck", "roll Melee + 2", "roll Melee +\t2",
                                  "roll Athletics, DL Hard, bonus +5", "-2 from the wound, +11,", "+1000 aura",
                                  "sneak past, then climb.", "read 'em and weep, luck's run out", "I'll go, the dogs' bone", "\u00a0shoot  the\tguard\n", "shoot\x00"])
def test_table_phrases(text: str) -> None:
    assert _pieces(text) == _reference(text)
