"""Kinds of phrasing a garden centre's staff chat showed (set setEX, after its end score): a rota's hours after 'at'
('aisle 3 at 8, glasshouse at 12', 'the pep talk at 9', asked about as rules numbers), a job due 'before 2:' (asked
about), how often a job is done after a scene's range ('water bays 1 to 6 twice', asked about), a forecast's reading
after a comma ('frost forecast, -2, leave the fleece on', read as a modifier), a place named by a word in -ing after a
place preposition ('across the frozen decking', read as the verb 'deck'), and a word in -ing opening a sentence that
says what it is like ('Decking by the pool is soaking.', read as a deed of the seat's character). Guards keep what must
stay. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game)


@pytest.mark.parametrize("rota", [
    "Cleaning rota: aisle 3 at 8, aisles 5 and 6 at 9, the stockroom at 12.",
    "Breaks: the yard at 11, the till at 2, the stockroom at 3.",
])
def test_a_rotas_hours_after_at_are_the_scene(rota: str) -> None:
    request = _read("fist", f"{rota} Ripper hacks the terminal. Dice: 5 and 4.")
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (5, 4), ())


def test_an_hour_after_a_talk_is_the_scene_beside_a_rules_value() -> None:
    request = _read("pbta", "Kit talks the warlord down, +1 from the captain's pep talk at 9. Dice: 4 and 4.")
    assert (request.actor, request.dice, [m.amount for m in request.modifiers]) == ("Kit", (4, 4), [1])


def test_a_job_due_before_an_hour_is_the_scene() -> None:
    request = _read("fs3", "The boss wants the crates moved before 2: Tug rolls Athletics. Dice 2, 3, 6, 4, 8, 1, 7.")
    assert (request.actor, request.skill, request.dice) == ("Tug", "Athletics", (2, 3, 6, 4, 8, 1, 7))


def test_how_often_a_job_is_done_after_a_range_is_the_scene() -> None:
    request = _read("ghostburn", "Water bays 1 to 6 twice. Vex shoots the guard. Dice: 9 and 8.")
    assert (request.actor, request.dice) == ("Vex", (9, 8))


def test_a_forecasts_reading_after_a_comma_is_no_modifier() -> None:
    result = _resolved("blades", "Hard frost forecast, -2, leave the heaters on. Cross skirmishes with the enforcer, "
                                 "risky, standard. Dice: 5, 5 and 2.")
    assert (result.dice, result.modifier) == ((5, 5, 2), 0)


def test_a_place_named_by_an_ing_word_is_no_deed() -> None:
    request = _read("fist", "The boss gives Ripper disadvantage as she dodges the burst across the frozen decking. "
                            "Dice: 6, 2 and 6.")
    assert (request.actor, request.dice, request.verbs) == ("Ripper", (6, 2, 6), ("dodge",))


@pytest.mark.parametrize("opening", ["Decking by the pool is soaking, 12 mm of rain.",
                                     "Decking outside the gym is soaking."])
def test_an_ing_word_opening_a_sentence_of_what_it_is_like_is_no_deed(opening: str) -> None:
    request = _read("fs3", f"{opening} Tug spends a luck point and climbs the fence, Athletics. "
                           "Dice: 1, 2, 6, 3, 4, 5, 2, 1, 3, 4.")
    assert (request.actor, request.skill, request.verbs) == ("Tug", "Athletics", ("Athletics",))


def test_an_ing_word_with_an_object_opening_a_sentence_stays_the_deed_guard() -> None:
    request = _read("fs3", "Climbing the fence was brutal. Dice: 1, 2, 6, 3, 4, 5, 2.")
    assert request.verbs == ("Athletics",)


def test_a_number_after_at_and_the_one_a_deed_is_done_to_stays_asked_guard() -> None:
    with pytest.raises(RollmateError, match="'3'"):
        _read("ghostburn", "Vex shoots the guard at 3, rolled 5 5")


def test_a_number_after_a_rules_word_and_at_is_no_hour_guard() -> None:
    with pytest.raises(RollmateError):
        _read("ghostburn", "Vex shoots the guard, Firearms at 9, rolled 5 5")


def test_a_modifier_after_a_comma_with_no_forecast_stays_guard() -> None:
    request = _read("ghostburn", "Freezing out there, -1 for the cold. Vex shoots the guard, rolled 5 5")
    assert [m.amount for m in request.modifiers] == [-1]
