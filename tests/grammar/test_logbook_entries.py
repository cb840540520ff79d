"""Rolls entered as a log's entries ("1445. Vex sneaks past ...", "Middle watch, 0230.", "Hdg 240, 14 kn."): the
entry's time, the watch, the ship's readings and the places it names are the scene, never a die, a rules value or
someone who acts; who acts is the first one named after them. Phrasings written for this test."""

from __future__ import annotations

import json

import pytest
from conftest import example_game
from test_restated_numbers import _roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")
_, FIST = example_game("fist")


@pytest.mark.parametrize("said", [
    "1445. Vex sneaks past the guard. Dice 3, 9.",
    "0630 Morning watch. Vex sneaks past the guard, 3 9",
    "Night shift, 2215. Vex sneaks past the guard, rolled 3 9",
    "Vex sneaks past the guard before the ferry leaves at 1930, rolled 3 9",
    "Hdg 240, 14 kn. Vex sneaks past the guard, 3 9",
    "Co. 095, Bar. 1012 falling. Vex sneaks past the guard, 3 9",
    "Wind NE force 5, gusting 6. Vex sneaks past the guard, 3 9",
    "The first watch. Vex sneaks past the guard, 3 9",
    "Afternoon watch, 1610 — Vex sneaks past the guard, 3 9",
])
def test_a_log_entrys_time_and_readings_are_the_scene(said: str) -> None:
    request = parse(said, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (3, 9))
    assert request.modifiers == () and request.difficulty is None


def test_four_digits_after_a_word_of_rolling_stay_the_dice() -> None:
    """'rolled 1445' is no time of day: read as the dice said (which the rules then refuse as no face of a d10)."""
    assert parse("Vex sneaks past the guard, rolled 1445", GHOSTBURN).dice == (1445,)


@pytest.mark.parametrize("said", [
    "Later. Dex sneaks past the guard, 3 9",
    "1445. Dex spends a luck point and sneaks past the guard, 3 9",
    "Middle watch. Dex sneaks past the guard, 3 9",
])
def test_who_acts_after_a_line_of_the_scene_is_the_one_named(said: str) -> None:
    """A first sentence that names no one and does nothing ('Later.', '1445.') leaves the next one's name as who
    acts, as if it opened the post (the seat's character never rolls in their place)."""
    assert parse(said, GHOSTBURN).actor == "Dex"


@pytest.mark.parametrize("said", [
    "i reckon i got 3 and 9?? dex sneaks past the guard",
    "I'm hopeless at this haha, Dex sneaks past the guard, 3 9",
])
def test_the_writers_own_words_before_are_no_scene_line(said: str) -> None:
    """The writer speaking as 'I' (or their dice said first) is no line of the scene: who acts is weighed as ever."""
    request = parse(said, GHOSTBURN)
    assert request.dice == (3, 9) and "dex" in (request.action or "").lower()


@pytest.mark.parametrize("said", [
    "Grid 4-7-1. Zoe shoots the goon, Firearms, 7 2 8 1 3",
    "Zoe shoots the goon at coordinates 8-4-2 mark 6, Firearms, 7 2 8 1 3",
    "0800. Zoe shoots the goon, Firearms, 7 2 8 1 3",
])
def test_a_reference_of_several_numbers_is_no_modifier(said: str) -> None:
    """'coordinates 8-4-2': the '-2' is the reference's, never a penalty to the roll."""
    request = parse(said, FS3)
    assert (request.actor, request.skill, request.dice, request.modifiers) == ("Zoe", "Firearms", (7, 2, 8, 1, 3), ())


def test_a_thing_by_its_number_in_lowercase_is_no_die() -> None:
    request = parse("Zoe fixes the no. 3 pump, Technician, 7 2 8 1 3", FS3)
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Technician", (7, 2, 8, 1, 3))


@pytest.mark.parametrize("said", [
    "Kit drives the truck past Sharp Ridge, 4 5",
    "Kit drives the truck at Hard Rock Pass, 4 5",
])
def test_a_places_name_is_no_stat(said: str) -> None:
    """'at Sharp Ridge': a place's proper name whose first word is a stat, said after a word of where."""
    request = parse(said, PBTA)
    assert (request.actor, request.verbs, request.abilities, request.dice) == ("Kit", ("Ride Hard",), (), (4, 5))


def test_a_stat_said_alone_after_a_word_of_where_stays_one() -> None:
    assert parse("Kit drives the truck, at Sharp, 4 5", PBTA).abilities == ("Sharp",)


def test_where_to_then_how_the_roll_is_made() -> None:
    """'leaps across to the next roof with disadvantage': where to is the scene, the disadvantage the roll's."""
    request = parse("Ripper leaps across to the next roof with disadvantage, Reflexive, 6 2 5", FIST)
    assert (request.actor, request.abilities, request.dice, request.advantage) == ("Ripper", ("Reflexive",), (6, 2, 5),
                                                                                    "disadvantage")


@pytest.mark.parametrize(("phrase", "dl"), [
    ("Vex shoots the guard from beyond optimal range, one step up. Dice 3 9", "Hard"),  # the range's step, said again
    ("Vex shoots the guard from beyond optimal range. Dice 3 9", "Hard"),
    ("Vex shoots the guard, one step up. Dice 3 9", "Hard"),  # a step said alone is the post's own
])
def test_a_conditions_step_said_after_it_is_counted_once(phrase: str, dl: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """'beyond optimal range, one step up': the step said right after the condition that makes it is that step."""
    code, out, _ = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0 and json.loads(out)["difficulty"]["name"] == dl


@pytest.mark.parametrize("weapon", ["the boarding hook", "a cutlass", "a belaying pin", "the tyre iron"])
def test_a_weapon_in_hand_says_the_strike(weapon: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A weapon of the hand names Melee Strike, where the verb alone fits a punch as well ('lays into')."""
    code, out, err = _roll("ghostburn", "Vex", f"Vex lays into the guard with {weapon}. Dice 3 9", capsys)
    assert code == 0, err
    assert json.loads(out)["trick"] == "Melee Strike"


@pytest.mark.parametrize("said", [
    "Vex sneaks past the guard, trying to beat 20, 3 9",
    "Vex sneaks past the guard, needs to get a 20, 3 9",
    "Vex sneaks past the guard, has to hit 20 here, 3 9",
])
def test_a_number_the_roll_must_reach_is_never_dropped(said: str) -> None:
    """'trying to beat 20': a number to reach, no purpose of the scene; with no word saying which rules value it is,
    it is asked (never left out while the roll goes on against the trick's own DL)."""
    with pytest.raises(RollmateError, match="20"):
        parse(said, GHOSTBURN)


def test_a_count_of_things_to_get_stays_the_scene() -> None:
    request = parse("Vex sneaks past the guard to get 2 keycards, 3 9", GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (3, 9))


@pytest.mark.parametrize(("phrase", "dl"), [
    ("Vex goes through the desk drawers by hand, looking for the keycard. Search. 3 9", "Moderate"),
    ("Vex searches the courier's coat with her hands for the keycard, 3 9", "Moderate"),
    ("Vex searches the alley for the keycard, 3 9", "Hard"),
])
def test_searching_by_hand_is_a_step_easier(phrase: str, dl: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Search is one step easier where the searcher handles what is searched ('by hand', 'with her hands')."""
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    assert json.loads(out)["difficulty"]["name"] == dl
