"""Someone described, nobody on the sheet, doing the roll's action ('The sergeant kicks the door, forceful 4 4', 'a
watchman in a long coat climbs the wall'), with no one who rolls named: the seat's character would roll it as its own,
so it is asked. A thing doing it ('the van'), another sentence's action, or a named roller is no such case. Phrasings
written for this test (the kind: setCJ's TCJFE05)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, FIST = example_game("fist")
_, BLADES = example_game("blades")
_, PBTA = example_game("pbta")


@pytest.mark.parametrize(("phrase", "vocabulary", "doer"), [
    ("The sergeant kicks the door, forceful, 4 and 4", FIST, "The sergeant"),
    ("the sergeant (new to the table, no sheet yet) kicks the door, FORCEFUL, dice 4 and 4", FIST, "the sergeant"),
    ("a watchman in a long coat climbs the wall, prowl, 5 3", BLADES, "a watchman in a long coat"),
    ("The old woman sneaks past the raiders, cool, 4 4", PBTA, "The old woman"),
])
def test_someone_described_doing_the_roll_is_asked_about(phrase: str, vocabulary: object, doer: str) -> None:
    with pytest.raises(PhraseError) as raised:
        parse(phrase, vocabulary)  # type: ignore[arg-type]
    assert "Who rolls here?" in str(raised.value) and doer.lower() in str(raised.value).lower()
    assert raised.value.column == phrase.index(doer) + 1


@pytest.mark.parametrize(("phrase", "vocabulary", "actor"), [
    ("The sergeant turns his back and Ripper kicks the door, forceful 4 4", FIST, "Ripper"),
    ("The van peels out, forceful 4 4", FIST, None),
    ("the sergeant yells. Ripper kicks the door, forceful 4 4", FIST, "Ripper"),
])
def test_a_thing_or_a_named_roller_is_no_such_case(phrase: str, vocabulary: object, actor: str | None) -> None:
    request = parse(phrase, vocabulary)  # type: ignore[arg-type]
    assert request.actor == actor and request.dice == (4, 4) and "Forceful" in request.abilities
