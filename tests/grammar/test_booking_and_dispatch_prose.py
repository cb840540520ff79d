"""Prose of a salon's appointment book and a cab firm's radio log around a roll, read by kind: a colour's codes mixed
('6/0 + 7/3', 'the 6/0 and 7/3 notes'), a developer's strength ('20 vol', '+ 10 vol'), a count of a plural thing
('foils x 24'), a size, a chair or a job by its number, a booking's hours ('booked 9 till 6', 'the bride's at 9'),
a date after 'for the' ('rebooked for the 28th.'), a British postcode ('LS6 2QT'), an arrival time ('ETA back to base
15'), the net's ten-code ('10-4, base.'), a hyphened count describing a thing ('a 3-pin plug'), set phrases ('no rush',
'push the appointment'), a noun cue naming a kind of thing ('Group booking'), a skill's name that is an adjective
before a noun ('standard fares'), a game's verb as a noun after a place's preposition ('past the rolling charge
cart'), after 'for' ('for ambush sign') or as what a thing acted on is doing ('the ghost riding in the back'), the
bonus a job pays ('the bonus for nights'), the question of the scene ('which crew runs the rank'), a label before
one the GM plays ('Control: the rank marshal searches ...'), an adverb opening a clause before a name ('anyway Dar
goes for ...'), who helps said after a place ('to Dock 2 with help from Dobbo': asked where nobody has the name),
'no trick for this one' (an improvised roll); and kinds older sets showed as confident misreads: a possessive
corrected ('sorry, i mean fenn's'), a field's value ending at its line, a step said with the condition it follows
from, counted once, one who came in hurt acted on by the one after 'so'; and the target shown in Read as. Then a
swimming club's gala sheet, read after that set (the session's hold-out) was scored: sets by their interval ('10 x
200 on 3:00', 'kick 4 x 50'), times to the hundredth and paces ('2:31.7', '2:40s'), age groups ('Boys 13-14', 'the
12/U girls', 'U12s'), a stretch of a race ('the first 25'), a list of names under a label, a lowercase nickname after
a number ('the 50 fly results'), a place beside something ('Poolside, ...'), a part of the body and its state ('shoulder still strapped'), a doing named as a thing ('Swim down was
easy'). Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.table.render import read_as


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, seat: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, actor=seat, seed=3)


@pytest.mark.parametrize("phrase", [
    "Colour card: 6/0 + 7/3, 20 vol, 35 mins. Ripper kicks in the cellar door. Dice: 4, 3.",
    "She mixed the 6/0 and 7/3 before lunch. Ripper kicks in the cellar door. Dice 4 3.",
    "Toner 9.1 + 10 vol. Ripper kicks in the cellar door. Dice 4 3.",
    "Chair 1: foils x 24, 30 vol. Ripper kicks in the cellar door. Dice 4 3.",
    "Tabard size 12. Ripper kicks in the cellar door. Dice 4 3.",
    "Fully booked 9 till 6. Ripper kicks in the cellar door. Dice 4 3.",
    "The bride's at 9, so Ripper kicks in the cellar door. Dice 4 3.",
    "Job 4417, pickup 14 Elm Rd -> LS6 2QT, 2 pax. Ripper kicks in the cellar door. Dice 4 3.",
    "Ripper kicks in the cellar door. Dice 4 3. ETA back to base 15.",
    "10-4, base. Ripper kicks in the cellar door. Dice 4 3.",
    "1200 W, 3-pin plug, £40. Ripper kicks in the cellar door. Dice 4 3.",
])
def test_a_salons_and_a_cab_firms_numbers_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


@pytest.mark.parametrize("phrase", [
    "Main set 10 x 200 on 3:00 holding 2:40s, kick 4 x 50. Ripper kicks in the cellar door. Dice 4 3.",
    "The back half: 4 x 200 on 3:10. Ripper kicks in the cellar door. Dice 4 3.",
    "Lane 3 swam 2:31.7, PB by 0.8. Ripper kicks in the cellar door. Dice 4 3.",
    "Boys 13-14 100m Free, Heat 3. Ripper kicks in the cellar door. Dice 4 3.",
    "We're the 13-14 relay squad. Ripper kicks in the cellar door. Dice 4 3.",
    "Our U12s won. Ripper kicks in the cellar door. Dice 4 3.",
    "The girls took 3 seconds off from the first 25. Ripper kicks in the cellar door. Dice 4 3.",
])
def test_a_swimming_clubs_numbers_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


def test_sets_after_a_labels_colon_are_the_scene() -> None:
    said = _resolved("blades", "Nyx", "Push the pace on the back half: 4 x 200 on 3:10. Nyx pushes herself to sway the "
                                      "fence. Dice 4 2 1 3.")
    assert said.dice == (4, 2, 1, 3) and said.skill == "Sway"


def test_an_age_group_closing_a_clause_is_the_scene() -> None:
    request = _read("fist", "Ripper bluffs the guard that we're the 13-14 relay squad, boxcars lol")
    assert (request.actor, request.dice) == ("Ripper", (6, 6))


def test_an_age_group_inside_a_noun_phrase_leaves_its_deed_the_scenes() -> None:
    said = _resolved("fist", "Jonesy", "The 12/U girls pushed the cart. Jonesy charms the clerk. Dice 4 and 4.")
    assert said.ability.name == "Creative"


def test_a_list_of_names_under_a_label_is_a_rota() -> None:
    said = _resolved("fs3", "Zoe", "Relay order for the 12/U: Amira, Josh, Freya, Sol. Zoe rewires the console. "
                                   "Dice 6 6 7 2 3 1")
    assert (said.actor, said.skill) == ("Zoe", "Technician")


def test_a_lowercase_nickname_after_a_number_is_the_thing_it_measures() -> None:
    party = load_party([Path(__file__).parents[1] / "phrases" / "fresh" / "setDZ" / "ghostburn_partyDZ.toml"])
    said = roll("Fly bluffs Director Hale that the 50 fly results were signed off. Rolled 1 and 2.", party,
                actor="Declan Voss")  # (Fly is Marisol Okafor's nickname)
    assert (said.actor, said.request.target) == ("Marisol Okafor", "Director Hale")


def test_a_place_beside_something_opening_the_post_is_no_one() -> None:
    request = _read("ghostburn", "Poolside, mid-way through the set: Vex convinces the guard. snake eyes")
    assert request.actor == "Vex" and request.dice == (1, 1)


def test_a_part_of_the_body_and_its_state_is_no_deed() -> None:
    said = _resolved("fist", "Ripper", "Ripper smashes the booth window with a starting block, shoulder still "
                                       "strapped. Rolled 6 3.")
    assert said.ability.name == "Forceful"


def test_a_doing_named_as_a_thing_is_no_second_action() -> None:
    said = _resolved("ghostburn", "Vex", "Vex takes a single shot at the guard. Rolled 9 and 8. Swim down was easy.")
    assert said.trick == "Single Shot"


def test_a_slashed_pair_alone_stays_the_dice() -> None:
    assert _read("fist", "Ripper kicks in the cellar door, 4/3").dice == (4, 3)


def test_a_ten_code_closing_the_post_stays_the_dice() -> None:
    assert _read("ghostburn", "Vex takes a single shot at the guard. 10-4.").dice == (10, 4)


def test_a_date_after_for_the_is_no_later_attack() -> None:
    request = _read("blades", "Rebooked for the 28th. Nyx consorts with the fence. Dice 5 and 1.")
    assert (request.actor, request.dice, request.attack_number) == ("Nyx", (5, 1), None)


def test_a_booking_pushed_is_no_shove() -> None:
    request = _read("ghostburn", "14:00 a client rang to push the appointment to Thurs. 14:20 Vex bluffs the guard. "
                                 "Dice 6 5.")
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Bluff",), (6, 5))


def test_a_hyphened_count_describing_a_thing_makes_its_noun_no_deed() -> None:
    said = _resolved("fs3", "Zoe", "1200 W, 3-pin plug, £40 for the part. Zoe rewires the console. Dice 6 6 7 2 3 1")
    assert said.skill == "Technician"


def test_no_rush_is_no_sprint() -> None:
    said = _resolved("fs3", "Zoe", "No rush: Zoe takes her time rewiring the console. Dice 6 6 7 2 3 1 4 5")
    assert said.skill == "Technician"


def test_a_noun_cue_naming_a_kind_of_thing_is_no_group_action() -> None:
    said = _resolved("blades", "Nyx", "Group booking for the hen party. Nyx sways the fence, controlled. Dice 6 4 2.")
    assert said.skill == "Sway" and said.extra["blades"]["roll"] == "action"


def test_a_skills_name_said_as_an_adjective_before_a_noun_is_no_skill() -> None:
    said = _resolved("fs3", "Zoe", "We're on standard fares tonight. Zoe rewires the console. Dice 6 6 7 2 3 1")
    assert said.skill == "Technician"


def test_a_games_verb_after_a_places_preposition_is_a_thing() -> None:
    said = _resolved("pbta", "Kit", "Kit dodges past the rolling charge cart, 6 5")
    assert said.skill == "Brave Danger"


def test_a_games_verb_naming_the_kind_of_thing_looked_for_is_no_second_move() -> None:
    said = _resolved("pbta", "Kit", "Kit searches the yard at the gate for ambush sign. Dice 1 and 2.")
    assert said.skill == "Read the Room"


def test_what_the_thing_acted_on_is_doing_is_no_second_action() -> None:
    said = _resolved("blades", "Nyx", "Nyx attunes to the ghost riding in the back of the coach. Dice 3, 2.")
    assert said.skill == "Attune"


def test_the_bonus_a_job_pays_is_no_luck_bonus() -> None:
    said = _resolved("fs3", "Zoe", "Zoe sneaks past the goon; she's only here for the bonus for nights. Dice 1 1 6")
    assert said.skill == "Stealth" and not said.spends


def test_the_noun_of_a_question_in_the_scene_is_no_one() -> None:
    said = _resolved("ghostburn", "Vex", "The fares argue about which crew runs the rank, and Vex bluffs the guard. "
                                         "Dice: 7 and 3.")
    assert (said.actor, said.trick) == ("Vex", "Bluff")


def test_a_label_before_one_the_gm_plays_is_the_gms_voice() -> None:
    said = _resolved("ghostburn", "Vex", "Control: the guard searches the van's boot for the phone. Dice for the "
                                         "guard: 8 and 9.")
    assert (said.actor, said.trick) == ("the guard", "Search")


@pytest.mark.parametrize("opener", ["anyway", "honestly", "basically"])
def test_an_adverb_opening_the_clause_leaves_the_name_the_one_who_acts(opener: str) -> None:
    said = _resolved("ghostburn", "Vex", f"{opener} Dex goes for a single shot at the guard, rolled 6 and 5")
    assert said.actor == "Dex"


def test_who_helps_said_after_a_place_is_asked_where_nobody_has_the_name() -> None:
    with pytest.raises(RollmateError, match="Dobbo"):
        _resolved("fs3", "Zoe", "Zoe flies the shuttle to Dock 2 with help from Dobbo. Dice 6 2 3 4 5 1 2.")


def test_no_trick_for_this_one_is_an_improvised_roll() -> None:
    said = _resolved("ghostburn", "Vex", "No trick for this one, the GM calls it Athletics at DL Moderate. Vex heaves "
                                         "the crate up onto the roof rack. Dice 5 4.")
    assert (said.skill, said.trick, said.difficulty.name) == ("Athletics", None, "Moderate")


def test_a_possessive_corrected_names_who_acts() -> None:
    request = _read("pbta", "what're kit's odds to read a sitch — sorry, i mean boone's")
    assert request.actor == "Boone"


def test_a_fields_value_ends_at_its_line() -> None:
    said = _resolved("blades", "Nyx", "[BUG] Nyx sways the guards (build 4471)\nPriority: Critical\n"
                                      "GM ruled: desperate\nActual: 6 5 2")
    assert said.extra["blades"]["position"] == "Desperate"


def test_a_step_said_with_the_condition_it_follows_from_counts_once() -> None:
    said = _resolved("ghostburn", "Vex", "The GM's calling it Raining, so one step up for anything Vocal. Vex bluffs "
                                         "the guard. Dice 4 and 2.")
    assert said.difficulty.name == "Severe"  # the guard's Wits Moderate, a step for his Hostile attitude and
    # one for the rain


def test_one_who_came_in_hurt_is_acted_on_by_the_one_after_so() -> None:
    said = _resolved("ghostburn", "Vex", "The shift was slow. Then Dex came in through the fire exit, bleeding all "
                                         "over the floor, so Vex gives him first aid. Double tens!")
    assert (said.actor, said.request.target) == ("Vex", "Dex")


def test_read_as_names_the_target() -> None:
    said = _resolved("ghostburn", "Vex", "Vex bluffs the guard, rolled 6 5")
    assert "target: the guard" in read_as(said)


def test_a_lone_number_after_a_shade_code_stays_asked() -> None:
    with pytest.raises(PhraseError):
        _read("fist", "Ripper kicks in the cellar door, 6/0 + 7/3, 4")
