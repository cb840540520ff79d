"""Word forms come from the lemmatizer: every inflection of a game's word reaches it, and no suffix is guessed."""

from __future__ import annotations

from pathlib import Path

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



def test_a_start_checks_the_shipped_index_with_the_digest_of_the_files_text(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest a start takes from the data files' bytes is the one of their text, as the index is made from it:
    for the files as shipped, and for files with other line ends and letters beyond ASCII."""
    assert forms._data_digest() == forms._digest(forms._data_texts())
    made = [tmp_path / "a.toml", tmp_path / "b.toml", tmp_path / "c.toml"]
    for path, raw in zip(made, (b"x = 1\r\ny = 'Zo\xc3\xab'\r\n", b"one\rtwo\r\rthree\n", b""), strict=True):
        path.write_bytes(raw)
    monkeypatch.setattr(forms, "_data_files", lambda: made)
    assert forms._data_digest() == forms._digest(forms._data_texts())
    assert forms._data_digest() != forms._digest(["x = 1\ny = 'Zoe'\n", "one\ntwo\n\nthree\n", ""])


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_index_reads_every_games_own_data_file(system: str) -> None:
    """Each game keeps its data file in its own folder; the shared index is built from all of them."""
    assert data_file(system).read_text("utf-8") in forms._data_texts()
    assert len(forms._data_texts()) == len(SYSTEMS)


def test_a_start_looks_forms_up_in_the_index_text_and_builds_no_dict_of_them() -> None:
    """A start reads the index as its text and looks each word up by a binary search: no dict of twelve thousand
    forms is made for a phrase's few words, and every form the text holds is found, with its words."""
    forms.index.cache_clear()
    index = forms.index()
    assert index.get("shot") == ("shoot",) and "shot" in index and "zzzzz" not in index and index.get("a") is None
    assert index._all is None  # the lookups above read the text alone
    whole = {form: tuple(bases) for form, *bases in (line.split(" ") for line in index.text().splitlines())}
    assert len(whole) > 10_000
    looked_up = forms.Forms(index.text())
    assert all(looked_up.get(form) == bases == index.get(form) for form, bases in whole.items())  # text and file alike
    assert dict(looked_up.items()) == whole
