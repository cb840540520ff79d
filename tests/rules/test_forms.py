"""Word forms come from the lemmatizer: every inflection of a game's word reaches it, and no suffix is guessed."""

from __future__ import annotations

import pytest

from rollmate.rules import forms
from rollmate.rules.content import data_file
from rollmate.rules.forms import bases, build_index, is_english, skill_verb
from rollmate.rules.registry import SYSTEMS


@pytest.mark.parametrize(("typed", "base"), [
    ("defies", "defy"), ("jimmied", "jimmy"), ("jimmies", "jimmy"), ("hotwiring", "hotwire"),
    ("hotwired", "hotwire"), ("sweet-talks", "sweet-talk"), ("sweet-talked", "sweet-talk"), ("shot", "shoot"),
    ("writing", "write"), ("healing", "heal"), ("knives", "knife"), ("batteries", "battery"), ("fought", "fight"),
    ("panicking", "panic"), ("lying", "lie"), ("jury-rigged", "jury-rig"),
])
def test_an_inflection_reaches_its_word(typed: str, base: str) -> None:
    index = build_index({base})
    assert base in index[typed]


@pytest.mark.parametrize(("typed", "base"), [("shoots", "shoot"), ("climbing", "climb"), ("defied", "defy"),
                                             ("sneaking", "sneak"), ("locks", "lock")])
def test_the_games_words_are_indexed_from_their_data(typed: str, base: str) -> None:
    assert bases(typed) == (typed, base) or base in bases(typed)


def test_a_word_that_is_no_form_of_a_game_word_is_only_itself() -> None:
    assert bases("xyzzy") == ("xyzzy",)
    assert bases("bouncer") == ("bouncer",)


@pytest.mark.parametrize(("word", "english"), [("lock", True), ("senator", True), ("drone", True),
                                               ("sneek", False), ("persaude", False), ("intimdate", False)])
def test_english_words_are_told_from_typos(word: str, english: bool) -> None:
    assert is_english(word) is english


@pytest.mark.parametrize(("skill", "verb"), [("Tracking", ("track",)), ("Writing", ("write",)),
                                             ("Intimidation", ("intimidate",)), ("Piano", ()), ("Something", ())])
def test_a_skill_name_gives_the_verb_it_comes_from(skill: str, verb: tuple[str, ...]) -> None:
    assert skill_verb(skill) == verb


def test_the_shipped_index_is_made_from_the_data_files_as_they_are() -> None:
    """After a data file changes, `python -m rollmate.rules.forms` rewrites rules/data/forms.txt (until then each
    user builds it once, which takes seconds)."""
    assert forms._shipped(forms._digest(forms._data_texts())) is not None, "run: python -m rollmate.rules.forms"



@pytest.mark.parametrize("system", SYSTEMS)
def test_the_index_reads_every_games_own_data_file(system: str) -> None:
    """Each game keeps its data file in its own folder; the shared index is built from all of them."""
    assert data_file(system).read_text("utf-8") in forms._data_texts()
    assert len(forms._data_texts()) == len(SYSTEMS)


def test_the_index_a_start_reads_holds_each_word_once() -> None:
    """A start reads the index (from the private cache, or built and kept there): each base word, and each tuple
    of them, is one object wherever it stands, so a start makes about 19,000 objects for it instead of 43,000."""
    forms.index.cache_clear()
    index = forms.index()
    assert index["shot"] == ("shoot",) and len(index) > 10_000
    assert len({id(found) for found in index.values()}) < len(index) / 2
    assert len({id(word) for found in index.values() for word in found}) < len(index) / 2
