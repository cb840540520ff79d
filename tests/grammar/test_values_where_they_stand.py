"""A rules value where a rules value stands, and prose's punctuation as prose: the level said before the word for
it ('hard difficulty') is the difficulty; a value word before a noun the lexer set aside ('severe time trouble') or
in brackets inside a noun phrase ('Accompanied (controlled) viewings') describes the scene; and a colon the grammar
has no place for, after the post's first word ('Ira faces the Grandmaster: a sharp line'), is the pause it is in
prose. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary


def _vocab(game: str) -> Vocabulary:
    return get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))


@pytest.mark.parametrize(("phrase", "level"), [
    ("Vex shoots the guard, hard difficulty, 5 and 3", "Hard"),
    ("Vex shoots the guard at severe difficulty, 5 and 3", "Severe"),
    ("Vex shoots the guard, Easy DL. 5 and 3", "Easy"),
])
def test_a_level_said_before_the_word_for_it_is_the_difficulty(phrase: str, level: str) -> None:
    request = parse(phrase, _vocab("ghostburn"))
    assert request.difficulty == level and request.dice == (5, 3)


@pytest.mark.parametrize("phrase", [
    "Vex, severe time trouble, shoots the guard, 5 and 3",
    "Vex is in severe time trouble and shoots the guard, 5 and 3",
])
def test_a_value_word_before_a_noun_the_lexer_set_aside_is_the_scene(phrase: str) -> None:
    request = parse(phrase, _vocab("ghostburn"))
    assert request.difficulty is None and request.dl_steps == () and request.dice == (5, 3)


def test_a_value_alone_in_brackets_inside_a_noun_phrase_is_the_scene() -> None:
    request = parse("Accompanied (controlled) viewings only, Sat 11am. Cross lifts the keys off the agent's ring. "
                    "Finesse, 6 and 3", _vocab("blades"))
    assert request.actor == "Cross" and not any(c.kind == "position" and c.used for c in request.reading)


def test_a_value_in_brackets_after_the_deed_is_still_the_value() -> None:
    request = parse("Cross prowls past the guard (controlled), 4", _vocab("blades"))
    assert any(c.kind == "position" and c.used and "controlled" in c.text for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "Round 9, the final. Zoe faces the goon, Melee vs the goon: a sharp exchange. Zoe rolled 6 6 2 3, the "
            "goon rolled 6 7 8.", "Zoe"),
    ("ghostburn", "The fixer turns to Vex: the clock is ticking. Vex snaps off a single shot at the drone. Dice: 5 and 3.",
     "Vex"),
])
def test_a_colon_in_the_middle_of_prose_is_a_pause(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, _vocab(game))
    assert request.actor == actor and request.dice is not None


def test_a_colon_that_is_still_no_prose_is_refused_as_before() -> None:
    with pytest.raises(PhraseError):
        parse("Vex shoots the guard, +: 5 and 3", _vocab("ghostburn"))
