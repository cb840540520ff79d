"""A number that counts things in the narration ('across 3 crates', 'the two of us go at it') is the scene's, even
when story words the reader drops stand between it and the next number; the dice at the end are still the dice, and
a number where a rules value stands still counts. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "skill"), [
    ("the two of us go at it over 3 parked vans and Vex sneaks past the guard, 4 5", "Stealth"),
    ("The four of them are at it across 2 rooftops. Vex climbs the fence, 4 5", "Athletics"),
    ("only one of the 4 cameras works. Vex climbs the fence, 4 5", "Athletics"),
    ("Vex waits until two of the 3 guards leave and climbs the fence, 4 5", "Athletics"),
    ("the five of them spend 2 hours on it. Vex climbs the fence, 4 5", "Athletics"),
])
def test_a_number_counting_things_after_story_words_is_the_scene(phrase: str, skill: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert (result.skill, result.dice) == (skill, (4, 5))
    assert any(c.kind == "scene" for c in result.request.reading)


def test_a_number_after_a_group_of_them_and_story_words_is_the_scene() -> None:
    request = parse("the two of them go at it across 4 broken crates, Nemesis punches the goon — 1 2 3 4 5",
                    get_system("fs3").vocabulary(FS3))
    assert request.dice == (1, 2, 3, 4, 5)
    assert not request.modifiers


def test_a_number_that_counts_nothing_is_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="'3'"):  # no noun counted: what '3' is stays a question
        parse("the two of us go at it 3 4", get_system("ghostburn").vocabulary(GHOSTBURN))


@pytest.mark.parametrize("phrase", [
    "Cross prowls past the guard, risky, 4 ugh 5",
    "Cross prowls past the guard, risky, 4 then 5",
])
def test_faces_with_a_word_between_are_not_counted_as_the_scene(phrase: str) -> None:
    from rollmate.rules.sheets import load_party

    blades = load_party([EXAMPLES / "blades_party.toml"])
    try:
        request = parse(phrase, get_system("blades").vocabulary(blades))
    except PhraseError:
        return
    assert request.dice == (4, 5)
