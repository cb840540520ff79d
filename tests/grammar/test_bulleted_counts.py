"""A bulleted list under a post ('- EPC rating B', '- 4 solar panels'): a bullet's dash at a line's start, a space
after it, is the list's mark, never a minus; a minus said in the sentence ('Tactical. - 2 for the rain') stays one.
Phrasings written for this test (the register: the estate agent's listing, set CV, the session's hold-out)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, FIST = example_game("fist")


def test_a_bullets_count_is_no_modifier() -> None:
    request = parse("Vex hacks the smart meter, Tactical.\n- EPC rating B\n- 4 solar panels\nDice: 5 and 5.", FIST)
    assert request.dice == (5, 5) and not request.modifiers


def test_a_minus_said_in_the_sentence_stays_one() -> None:
    request = parse("Vex hacks the meter, Tactical. - 2 for the rain. Dice: 5 and 5", FIST)
    assert [m.amount for m in request.modifiers] == [-2]


def test_a_bullet_with_a_number_alone_is_asked_about() -> None:
    with pytest.raises(PhraseError):
        parse("Vex hacks the meter, Tactical\n- 2\nDice: 5 and 5", FIST)


_, PBTA = example_game("pbta")


def test_a_stat_listed_among_words_describing_someone_is_no_stat() -> None:
    """'cool, calm, collected' says how Kit is: no stat said (the rules then ask which move; it was rolled with Cool)."""
    assert parse("Kit holds steady: cool, calm, collected. 2 and 2", PBTA).abilities == ()
    assert parse("Kit holds steady, roll +cool, calm down. 2 and 2", PBTA).abilities == ("Cool",)
