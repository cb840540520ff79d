"""Each game says how its players spend its resources (rules/systems/<game>/spoken.toml), and the reader learns
every word of it from there: the words, the shorthand, the uses, and whether a count and faces may come with it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.sheets import load_party
from rollmate.rules.spoken import lexicon, spoken

SAID = [(system, said) for system in SYSTEMS for said in spoken(system)]


def vocabulary(system: str):  # type: ignore[no-untyped-def]
    return get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))


def test_games_that_spend_in_a_phrase_say_how() -> None:
    assert {system for system, _ in SAID} == {"ghostburn", "fs3", "fist"}


@pytest.mark.parametrize(("system", "said"), SAID, ids=[f"{s}: {r.key}" for s, r in SAID])
def test_what_a_game_says_is_a_resource_it_declares(system: str, said) -> None:  # type: ignore[no-untyped-def]
    game = get_system(system)
    assert said.key in {r.key for r in game.held()}
    assert said.label and said.one and said.many and said.say
    assert all(w == w.lower() for w in (*said.words, *said.abbreviations))
    assert not said.counted or said.sides > 1


@pytest.mark.parametrize(("system", "said"), SAID, ids=[f"{s}: {r.key}" for s, r in SAID])
def test_every_word_and_shorthand_is_read_as_the_spend(system: str, said) -> None:  # type: ignore[no-untyped-def]
    vocab = vocabulary(system)
    for phrase in (*said.words, *said.abbreviations):
        request = parse(f"kick in the door, spend {phrase}", vocab)
        spent = request.spending(said.key)
        assert spent is not None, phrase
        assert (spent.count is not None) == said.counted, phrase
        assert [c.kind for c in request.reading if c.kind == said.label], phrase


@pytest.mark.parametrize(("system", "said"), [(s, r) for s, r in SAID if r.uses], ids=lambda x: getattr(x, "key", x))
def test_a_declared_use_is_read_with_its_resource(system: str, said) -> None:  # type: ignore[no-untyped-def]
    vocab = vocabulary(system)
    for use, phrases in said.uses.items():
        for phrase in phrases:
            alone = parse(f"climb the wall, rolled 1 2, {phrase}", vocab).spending(said.key)
            spent = parse(f"climb the wall, rolled 1 2, {said.say} {phrase}", vocab).spending(said.key)
            assert alone is not None and spent is not None and alone.use == spent.use == use, phrase


def test_a_counted_resource_takes_a_count_faces_and_a_payer() -> None:
    request = parse("Jonesy gives me her war die, punch the guard, rolled 3 4, war die 5", vocabulary("fist"))
    assert [(s.key, s.count, s.faces, s.payer) for s in request.spends] == [("war_dice", 1, (5,), "Jonesy")]
    with pytest.raises(PhraseError, match="A war die shows 1 to 6"):
        parse("punch the guard, war die -1", vocabulary("fist"))


def test_another_games_resource_is_heard_and_refused_with_this_games_reason() -> None:
    with pytest.raises(PhraseError, match="FS3 has no war dice"):
        parse("roll Firearms, spend a war die", vocabulary("fs3"))
    with pytest.raises(PhraseError, match="no luck"):
        parse("Kit: search the office, spend luck", vocabulary("pbta"))


def test_the_lexicon_joins_every_games_words_by_resource() -> None:
    said = lexicon()
    assert said.words["war dice"] == "war_dice" and said.words["luck point"] == "luck"
    assert said.use_of("avoid_glitch") == "luck" and said.counted("war_dice") and not said.counted("luck")
    assert said.abbreviations["lp"] == "luck point"


def test_a_mistake_in_a_spoken_file_names_the_file_and_the_key(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rollmate.rules import spoken as module
    from rollmate.rules.content_check import ContentError

    (tmp_path / "fist").mkdir()
    (tmp_path / "fist" / "spoken.toml").write_text(
        '[war_dice]\nlabel = "war die"\none = "war die"\nmany = "war dice"\nsay = "add a war die"\n'
        'words = ["war die"]\ndoes = "adds a d6"\ncountd = true\n')  # a misspelt key
    monkeypatch.setattr(module, "_SYSTEMS_DIR", tmp_path)
    monkeypatch.setattr(module, "private_cache_file", lambda name: None)
    module._files.cache_clear()
    try:
        with pytest.raises(ContentError, match=r"rules/systems/fist/spoken\.toml: war_dice\.countd"):
            module._files()
    finally:
        module._files.cache_clear()

