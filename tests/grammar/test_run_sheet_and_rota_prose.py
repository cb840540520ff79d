"""Prose of a wedding's run sheet and a parish's notices around a roll, read by kind: a schedule's times and its
entries ('RUN SHEET 18:00 ...', '19:00 first dance, 19:15 bouquet toss'), ranges of times ('20:00-01:00', '2-4pm'),
a price with its tax ('£250 + VAT'), counts added or listed ('90 seated guests + 30 evening', 'Altos 4, tenors 2'),
a rota's line of names ('Ushers: Jonesy & Vex.'), the day or service a post is of ('Michaelmas, 29 Sept.'), a
book's chapter and verses ('Luke 2:8-14'), hymns and psalms by their numbers, a list's fields under its heading
('Suppliers: Caterer: ...'), letters heading a list ('SSA, ...'), moving through a place ('running through the
burning hall'); a warehouse's order forms, read after that set (the session's hold-out) was scored: a share with
decimals ('98.7%'), a part's code with its letter ('2210-C') and a count of it ('x 14'), a quantity ('qty 30'), a
rate by its unit ('Lifts/hr') and where it went ('down to 47', never a sum: 'add up to 15'), a floor after a place
('Gate 4, level 2'), a compound noun's head ('the heavy trolley jack'), a stat's word as a remark beside a signed
stat (', cool. roll +hot'), an instruction under a label ('Foreman: push the schedule, ...') beside someone named
doing their own deed; and kinds older sets showed as confident misreads: a condition's word describing the deed ('a
confident lie'), a difficulty worked out to after an arrow (the final one), a name's deed after a bare 'so' where
the one before it is only in a state. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, seat: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, actor=seat, seed=3)


@pytest.mark.parametrize("phrase", [
    "RUN SHEET 18:00 drinks on the terrace. 18:20 Ripper kicks in the cellar door. Dice: 4, 3. 19:00 speeches.",
    "18:20 Ripper kicks in the cellar door. Dice: 4, 3. 19:00 first dance, 19:15 bouquet toss.",
    "Schedule: 17:45 canapes. 18:20 Ripper kicks in the cellar door. Dice: 4, 3.",
    "The hire is £250 + VAT. Ripper kicks in the cellar door. Dice 4 3.",
    "Bar open 20:00-01:00, raffle 2-4pm. Ripper kicks in the cellar door. Dice 4 3.",
    "Numbers: 90 seated guests + 30 evening. Ripper kicks in the cellar door. Dice 4 3.",
    "Altos 4, tenors 2, basses 5. Ripper kicks in the cellar door. Dice 4 3.",
    "Michaelmas, 29 Sept. Ripper kicks in the cellar door. Dice 4 3.",
    "Readings: Ruth 1:1-6; Luke 2:8-14. Ripper kicks in the cellar door. Dice 4 3.",
    "Hymns 103, 44, 377. Ripper kicks in the cellar door. Dice 4 3.",
    "Ps 121 at the close. Ripper kicks in the cellar door. Dice 4 3.",
])
def test_a_schedules_and_a_services_numbers_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


def test_a_rotas_names_are_on_duty_and_the_one_who_acts_rolls() -> None:
    request = _read("fist", "Ushers: Jonesy & Vex. Ripper kicks in the cellar door. Dice 4 3.")
    assert request.actor == "Ripper"
    assert any(c.text == "Ushers: Jonesy & Vex." and not c.used for c in request.reading)


def test_a_field_named_under_a_lists_heading_is_no_one() -> None:
    request = _read("ghostburn", "Suppliers: Caterer: Bell & Sons, order #551. Vex sneaks past the guard. Dice: 6 5.")
    assert (request.actor, request.dice) == ("Vex", (6, 5))


def test_letters_heading_a_list_are_no_one_spoken_to() -> None:
    request = _read("fs3", "Rehearsal notes: SSA, Rutter in G, from the top. Zoe rolls Technician. Dice 6 6 7 2")
    assert (request.actor, request.dice) == ("Zoe", (6, 6, 7, 2))


def test_a_time_alone_after_a_colon_stays_asked() -> None:
    with pytest.raises(PhraseError):
        _read("fist", "Ripper kicks in the cellar door, Moderate: 4:05")


def test_moving_through_a_place_is_no_attack() -> None:
    request = _read("pbta", "Kit defies danger, running through the burning hall to the door. Dice 4 and 4.")
    assert request.actor == "Kit" and request.dice == (4, 4)


def test_running_someone_through_stays_the_deed() -> None:
    with pytest.raises(PhraseError, match="two actions|That is two"):
        _read("pbta", "Kit defies danger, running through the warlord at the door. Dice 4 and 4.")


def test_a_conditions_word_describing_the_deed_is_no_condition() -> None:
    said = _resolved("ghostburn", "Vex", "Vex sells the guard a confident lie about the crates, Bluff, rolled 6 5")
    assert said.difficulty.name == "Hard"  # the guard's Wits Moderate, a step for his Hostile attitude


def test_a_condition_said_of_the_one_acted_on_stays() -> None:
    said = _resolved("ghostburn", "Vex", "Vex bluffs the confident guard, rolled 6 5")
    assert said.difficulty.name == "Severe"


def test_a_difficulty_worked_out_after_an_arrow_is_the_final_one() -> None:
    said = _resolved("ghostburn", "Vex", "Vex bluffs the guard, +1 step for him being Hostile → Hard, rolled 6 5")
    assert said.difficulty.name == "Hard"


def test_a_names_deed_after_a_bare_so_rolls_where_the_one_before_is_in_a_state() -> None:
    said = _resolved("ghostburn", "Vex", "Dex is bleeding out so Vex starts First Aid on him, rolled 6 5")
    assert said.actor == "Vex"


def test_a_things_name_holding_rules_words_is_the_scene() -> None:
    request = _read("ghostburn", "Vex searches the server room; the old hard drive is still warm. Dice 4 and 9.")
    assert request.dice == (4, 9) and request.difficulty is None


@pytest.mark.parametrize("phrase", [
    "The disciplinary hearing 2 of 3. Zoe rolls Technician. Dice 6 6 7 2",
    "Zoe rolls Technician. Dice 6 6 7 2. Hearing adjourned at 16:00.",
])
def test_an_ing_word_naming_a_thing_is_no_deed(phrase: str) -> None:
    request = _read("fs3", phrase)
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Technician", (6, 6, 7, 2))


def test_what_one_the_gm_plays_does_in_a_sentence_of_their_own_sets_the_scene_for_i() -> None:
    said = _resolved("ghostburn", "Vex", "The guard ducked behind a crate. I line up a single shot on his knee. Dice 8 7")
    assert said.actor == "Vex" and said.dice == (8, 7)


def test_a_correction_saying_who_was_meant_names_who_acts() -> None:
    request = _read("fist", "Ripper kicks the door in, sorry I mean Jonesy, 4 5")
    assert request.actor == "Jonesy"


def test_a_dialects_dropped_letters_open_and_close_no_quotation() -> None:
    said = _resolved("blades", "Nyx", "Nyx sweet-talks the 'arbour master, Sway, controlled, an' rolls a 3, a 2 an' a 6.")
    assert said.extra["blades"]["position"] == "Controlled" and said.dice == (3, 2, 6)


def test_a_kinship_title_before_a_name_is_the_names() -> None:
    with pytest.raises(RollmateError, match="Auntie Rosa's sheet"):
        _resolved("fs3", "Zoe", "Zoe rolls Technician with help from Auntie Rosa. Dice 6 6 7 2")


def test_someone_told_who_they_are_then_a_helping_verb_acts() -> None:
    said = _resolved("ghostburn", "Vex", "Live from the docks, where Dex, 41, a former courier, has just fired a "
                                          "single shot at the drone. The dice came up 6 and 6.")
    assert said.actor == "Dex"


def test_taking_aim_to_cripple_is_the_crippling_shot() -> None:
    with pytest.raises(RollmateError, match="Crippling Shot is a signature trick"):
        _resolved("ghostburn", "Vex", "Vex aims for the guard's knee to cripple him, 8 7")


@pytest.mark.parametrize("phrase", [
    "Ripper kicks in the cage door, the story of our 98.7% accuracy week. Dice 4 3.",
    "Short on part 2210-C. Ripper kicks in the cage door. Dice 4 3.",
    "Order: part 2210-C x 14. Ripper kicks in the cage door. Dice 4 3.",
    "Lifts/hr for the night down to 47. Ripper kicks in the cage door. Dice 4 3.",
    "Gate 4, level 2. Ripper kicks in the cage door. Dice 4 3.",
    "Items: qty 30. Ripper kicks in the cage door. Dice 4 3.",
])
def test_an_order_forms_numbers_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


def test_a_sum_said_with_up_to_stays_asked() -> None:
    with pytest.raises(PhraseError, match="'15'"):
        _read("ghostburn", "Vex takes a single shot at the drone, and the dice add up to 15.")


def test_a_compound_nouns_head_is_no_deed() -> None:
    said = _resolved("fist", "Ripper", "Ripper shoves the heavy trolley jack into the goons, 4 3")
    assert said.ability.name.upper() == "FORCEFUL"


def test_a_stats_word_as_a_remark_beside_a_signed_stat() -> None:
    said = _resolved("pbta", "Kit", "the generator's making a weird hum, cool. roll +hot, 6 and 2")
    assert said.ability.name == "Hot"


def test_an_instruction_under_a_label_is_no_ones_deed() -> None:
    request = _read("fist", "Foreman: push the schedule, two loads to go. Ripper ducks behind the crates. Rolled 5 and 4.")
    assert (request.actor, request.dice) == ("Ripper", (5, 4))


def test_two_named_deeds_stay_asked() -> None:
    with pytest.raises(PhraseError, match="Two people act|two actions"):
        _read("fist", "Jonesy pushes the cart. Ripper ducks behind the crates. Rolled 5 and 4.")
