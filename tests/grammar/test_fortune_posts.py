"""A roll written up like a horoscope or a tarot reading: a card and how it lies ('The Moon card, reversed:'), a
place by its ordinal ('the 7th ward'), someone's age after 'is' ('Nova is 34,'), a lucky number ('my lucky number is
7'). All of it is the scene or the frame; the roll is read as if it stood alone."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse

FIST_PARTY, FIST = example_game("fist")
BLADES_PARTY, BLADES = example_game("blades")
PBTA_PARTY, PBTA = example_game("pbta")


@pytest.mark.parametrize("phrase", [
    "The Moon card, reversed: Cross prowls across the rooftops, rolled 6",
    "Cross prowls across the rooftops of the 7th ward, rolled 6",
    "Cross prowls to the 3rd floor, rolled 6",
])
def test_a_readings_words_and_places_are_the_scene(phrase: str) -> None:
    request = parse(phrase, BLADES)
    assert (request.actor, request.verbs, request.dice) == ("Cross", ("Prowl",), (6,))


def test_an_ordinal_counting_attacks_is_still_read() -> None:
    with pytest.raises(RollmateError, match="2nd"):  # no place after it: the rules' count of attacks, refused
        roll("Cross attacks a 2nd time, rolled 6", BLADES_PARTY, system="blades", actor="Cross")


def test_a_place_by_its_ordinal_gives_no_value_in_read_as() -> None:
    from rollmate.table.render import read_as

    done = roll("Cross prowls across the rooftops of the 7th ward, risky, rolled 6", BLADES_PARTY, system="blades",
                actor="Cross")
    assert read_as(done).endswith("position Risky.") and "7th ward" not in read_as(done)


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Ripper is 34, it's session 12: he kicks the door in, Forceful, 1 and 2", (1, 2)),
    ("Ripper kicks the door in, my lucky number is 7, came up 2 and 2", (2, 2)),
    ("Ripper kicks the door in, lucky numbers: 3 and 9. rolled 2 and 2", (2, 2)),
])
def test_an_age_and_a_lucky_number_are_no_dice(phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", dice)


def test_an_age_that_may_be_a_face_stays_asked() -> None:
    with pytest.raises(RollmateError):  # 'is 6': a face as well as an age; never dropped
        parse("Ripper is 6, kicks the door in", FIST)
