"""Kinds of phrasing a school trip's staff chat and a ship's radio log showed (sets setEY and setEZ): a count of things
a game's word describes ('5 first-aid kits signed out', the count asked about as a rules number), a group of the scene
by its label ('Group B back by 21:00', 'the red group', read as a group action), a count out of a whole under its
heading ('Life jackets: 12 of 12.', read as a second set of dice), someone between a verb and its particle named by a
word for a person ('threatens the runner's deckhand into ...', read as no deed), a forecast's wind ('Wind SW 5-6',
read as the Windy condition) and how sharply a boat turned ('we went hard a-port', asked as a Difficulty Level). And
from a player's private messages (setEV): who types the post, said in brackets ('(Noodle posting, she's driving.)',
read as a second action). Guards keep what must stay. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game)


@pytest.mark.parametrize("count", ["5 first-aid kits signed out.", "3 stealth suits in the van."])
def test_a_count_of_things_a_games_word_describes_is_the_scene(count: str) -> None:
    request = _read("ghostburn", f"Vex shoots the guard, DL Hard. {count} Dice: 6 and 6.")
    assert (request.actor, request.verbs, request.dice, request.difficulty) == ("Vex", ("Single Shot",), (6, 6), "Hard")


@pytest.mark.parametrize("label", ["Group B back by 21:00, 0 missing.", "The red group is late again."])
def test_a_group_of_the_scene_by_its_label_is_no_group_action(label: str) -> None:
    request = _read("blades", f"{label} Cross prowls past the Bluecoats, controlled. Dice: 6.")
    assert (request.actor, request.dice, [c.key for c in request.cues]) == ("Cross", (6,), ["controlled"])


def test_a_group_action_stays_guard() -> None:
    request = _read("blades", "Cross leads a group prowl with Thorn and Nyx. Dice: 6, 2 and 1.")
    assert [c.key for c in request.cues] == ["lead", "group"]


def test_a_count_out_of_a_whole_under_its_heading_is_the_scene() -> None:
    request = _read("fist", "Ripper ducks the swinging boom, +1 for her buoyancy aid. Life jackets: 12 of 12. "
                            "Dice 2 and 2.")
    assert (request.actor, request.dice, [m.amount for m in request.modifiers]) == ("Ripper", (2, 2), [1])


def test_someone_between_a_verb_and_its_particle_named_by_a_word_for_a_person() -> None:
    request = _read("fist", "Ripper threatens the deckhand into opening the hold. Dice 2 and 4.")
    assert (request.actor, request.dice) == ("Ripper", (2, 4))
    assert request.verbs and "threaten" in request.verbs[0]


def test_a_forecasts_wind_is_no_condition() -> None:
    request = _read("ghostburn", "Wind SW 5-6, swell 2m. Vex lines up a crippling shot on the drone. Dice: 6 and 4.")
    assert (request.actor, request.trick, request.dice, request.cues) == ("Vex", "Crippling Shot", (6, 4), ())


@pytest.mark.parametrize("turn", ["We went hard a-port coming in.", "We went hard left at the lights."])
def test_how_sharply_a_turn_is_made_is_no_difficulty(turn: str) -> None:
    request = _read("ghostburn", f"{turn} Vex convinces the bouncer. Dice: 10 and 8.")
    assert (request.actor, request.difficulty, request.dice) == ("Vex", None, (10, 8))


def test_going_in_hard_stays_asked_guard() -> None:
    with pytest.raises(RollmateError, match="'hard'"):
        _read("ghostburn", "Vex goes in hard on the bouncer. Dice: 10 and 8.")


def test_who_types_the_post_in_brackets_is_no_deed() -> None:
    request = _read("pbta", "Kit scavenges the wreck for parts. (Boone posting, she's driving.) 4 and 4")
    assert (request.actor, request.verbs, request.dice) == ("Kit", ("Scavenge",), (4, 4))
