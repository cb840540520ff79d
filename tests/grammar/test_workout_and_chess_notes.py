"""A workout log's and an annotated game's words around a real roll: patterns of counts ('3-1-3', 'macros
40/30/30'), sets by reps ('3 x 15', '2 x 40kg'), things counted ('20 kettlebell swings', '6 reps each'), a heading over
counts ('Superset: 4 rounds, ...'), a list's abbreviation ('bench, OHP, dips'), a dice label's own words ('Dice: the
bar went up 6 and 1'), a helper's die given with 'with' ('spots him with a war die'), the one who rules named by a
title ('Coach lets him roll Strength', 'Coach asks Nemesis whether ...'), move numbers, squares, evaluations and
results ('17.', 'Ra3!?', '+0.8'), a deed named by its kind ('a bluff straight out of opening theory'), words
describing a thing ('a quiet, controlled, limited sort of game'), what a thing is doing
('your clock is running'), a possessive's ordinal ('the Grandmaster's second') and a record ('3 wins from 3').
Phrasings written for this test (the registers: tests/phrases/fresh/setCQ, the gym regular, and setCR, the chess
annotator)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", [
    "Slow tempo, 3-1-3, all eccentric. Cross skirmishes with the guard. Dice hit 6, 6 and 1.",
    "Resistance bands, 3 x 15. Cross skirmishes with the guard. Dice: 6, 6, 1.",
    "Farmer's carries, 2 x 40kg. Cross skirmishes with the guard. Dice: 6, 6, 1.",
    "Macros 40/30/30. Cross skirmishes with the guard. Dice: 6, 6, 1.",
    "Cross skirmishes with the guard. Dice: 6, 6, 1. Superset with 20 kettlebell swings at 32kg.",
    "Superset: 4 rounds, 6 reps each, 45s rest. Cross skirmishes with the guard. Dice: 6, 6, 1.",
    "Push day, bench, OHP, dips, 4 sets each. Cross skirmishes with the guard. Dice: 6, 6, 1.",
    "Cross skirmishes with the guard, 3 reps, 1RM talk, 300kg plus. Dice: 6, 6, 1.",
])
def test_a_workouts_numbers_leave_the_roll(phrase: str) -> None:
    request = parse(phrase, BLADES)
    assert (request.actor, request.verbs, request.dice, request.modifiers) == ("Cross", ("Skirmish",), (6, 6, 1), ())


def test_a_dice_labels_own_words_before_its_faces() -> None:
    request = parse("Kit rides hard through the storm. Dice: the bar went up 6 and 1.", PBTA)
    assert request.actor == "Kit" and request.dice == (6, 1)


def test_a_helper_gives_a_war_die_with_a_verb_of_their_own() -> None:
    request = parse("Vex talks the hostages down, Creative. Dice: 2 and 2. Jonesy spots him with a war die: 3.", FIST)
    assert request.actor == "Vex" and request.dice == (2, 2)
    assert [(s.key, s.faces, s.payer) for s in request.spends] == [("war_dice", (3,), "Jonesy")]


def test_a_helper_named_before_how_they_help() -> None:
    request = parse("Zoe patches the wound, Medicine, and Tug spots her, assisting with a Success. "
                    "Dice: 6, 6, 1, 2, 3.", FS3)
    assert request.actor == "Zoe" and [h.name for h in request.helpers] == ["Tug"]


def test_the_one_who_rules_named_by_a_title() -> None:
    request = parse("Vex frightens the guard, roaring at him, and Coach lets her roll Strength instead of Presence "
                    "for it. Dice: 5 and 3.", GHOSTBURN)
    assert request.actor == "Vex" and "Strength" in request.abilities


def test_the_one_a_question_is_asked_of_rolls() -> None:
    request = parse("Coach asks Zoe whether the pirate could really lift a reactor core: Basketball. "
                    "Dice: 1, 6, 3, 2.", FS3)
    assert request.actor == "Zoe"


@pytest.mark.parametrize("phrase", [
    "17. Vex slips past the guard at the door! (Stealth) A quiet move, and the engine agrees, +0.8. Dice: 4 and 2.",
    "22. Ra3!? The rook lift, a sharp line. Vex slips past the guard. 4 and 2 on the dice.",
    "Engine eval +1.8 after 19. Bxf7+. Vex slips past the guard, Stealth. 4 and 2.",
    "19...Nxe4?? Vex slips past the guard, Stealth. 4 and 2.",
    "Round 7, board 1. Vex slips past the guard, Stealth. 4 and 2.",
])
def test_an_annotated_games_numbers_leave_the_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice, request.modifiers) == ("Vex", (4, 2), ())


def test_a_deed_named_by_its_kind_with_what_kind_after_it() -> None:
    request = parse("Vex tells the guard he's the arbiter's nephew, a bluff straight out of opening theory. 6 and 4.",
                    GHOSTBURN)
    assert request.trick == "Bluff" or "Bluff" in request.verbs


def test_words_describing_a_thing_are_no_values() -> None:
    request = parse("A quiet, controlled, limited sort of game so far. Nyx hunts the informant. Dice 6 and 2.", BLADES)
    assert not request.cues and request.verbs == ("Hunt",)


def test_what_a_thing_is_doing_is_no_deed() -> None:
    request = parse("Arbiter: Vex, your clock is running. Vex sweet-talks the bouncer. 2 and 2.", GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Convince",)


def test_a_possessives_ordinal_and_a_record_are_the_scene() -> None:
    request = parse("Zoe sits down with the Grandmaster's second: roll Basketball. Dice: 6, 2, 8, 1.", FS3)
    assert request.attack_number is None and request.dice == (6, 2, 8, 1)
    request = parse("Zoe works the reception: roll Presence. Great presence, 3 wins from 3. Dice 2, 3, 6, 1.", FS3)
    assert request.dice == (2, 3, 6, 1) and not request.modifiers


def test_a_number_said_of_a_thing_past_every_rule_is_the_scene() -> None:
    request = parse("Zoe keeps her nerve, Composure -2: her resting heart rate is 88. Dice: 1, 1, 6.", FS3)
    assert request.dice == (1, 1, 6) and [m.amount for m in request.modifiers] == [-2]
    assert any(c.kind == "scene" and c.text == "88" for c in request.reading)


def test_a_spender_opening_after_the_scene_acts() -> None:
    request = parse("Time trouble, 2 minutes on the clock: Jonesy spends a war die and smashes through the gate. "
                    "Rolled 2 and 1, war die 4.", FIST)
    assert request.actor == "Jonesy"


def test_the_same_action_said_twice_stays_the_roll() -> None:
    request = parse("Nyx, bark some orders. Nyx commands the dock crew to hold the gangway. Dice: 6 and 1.", BLADES)
    assert set(request.verbs) == {"Command"}


def test_a_move_word_two_words_after_its_article_is_a_thing() -> None:
    request = parse("Kit rides hard to the Sunday pit fights before the warlord's bout. Dice: 6 and 5.", PBTA)
    assert request.verbs == ("Ride Hard",) or request.skill == "Ride Hard"


def test_a_skills_other_word_after_an_article_is_a_thing() -> None:
    request = parse("Vex takes a single shot at the security drone over the racks. Dice: 7 and 1.", GHOSTBURN)
    assert request.trick == "Single Shot" and request.skill != "Piloting"
