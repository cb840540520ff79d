"""Two faces typed with a point ('Wits Hard: 6.3', 'dice: 6.3') where the roll's dice stand are asked about, never
taken for a number of the scene while rollmate rolls its own; a number with a point elsewhere stays the scene's.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, BLADES = example_game("blades")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize("phrase, vocabulary", [
    ("Vex sneaks past the guard, Wits Hard: 6.3", GHOSTBURN),
    ("Vex: Sneak, Hard, 6.3", GHOSTBURN),
    ("Vex sneaks past the guard. dice: 6.3", GHOSTBURN),
    ("Vex sneaks past the guard, rolled 6.3.", GHOSTBURN),
    ("Nyx: Prowl, risky standard, 4.2", BLADES),
])
def test_faces_typed_with_a_point_are_asked_about(phrase: str, vocabulary: object) -> None:
    with pytest.raises(PhraseError) as asked:
        parse(phrase, vocabulary)
    assert "the dice" in asked.value.message


@pytest.mark.parametrize("phrase, vocabulary, dice", [
    ("Vex sneaks past the guard with 1.5 seconds to spare, Hard, rolled 6 3", GHOSTBURN, (6, 3)),
    ("Vex: Sneak, Hard, 6.3 metres of wall to climb, rolled 6 3", GHOSTBURN, (6, 3)),
    ("Nyx prowls past version 4.2 of the lock, risky standard, rolled 4 2", BLADES, (4, 2)),
])
def test_a_number_with_a_point_elsewhere_stays_the_scenes(phrase: str, vocabulary: object,
                                                            dice: tuple[int, ...]) -> None:
    assert parse(phrase, vocabulary).dice == dice
