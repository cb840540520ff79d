"""An open table's Discord logistics and a text adventure's transcript around a roll, read by kind: a vote on when the
table meets ('+1 for Saturday btw', which was added as a bonus without a word), a position word said of what
someone wants ('#lfg is desperate for a 6th player'), a rules noun said to be in a state ('Setup for session 15 is
pinned'), a rating said number first ('(0 Resolve, yes)'), a sign-up's count out of a whole ('5/6 slots', 'Limited
slots tonight (4/6)'), two days a poll chooses between ('Sat vs Sun poll'), time running short ('running long, hard
stop at 23:00'), a game's status line ('GALLERY | HP 7/10 | Turn 12 | Score 0'), a command line over the narration
that says it again ('> spend luck'), and a third deed after one said twice, asked about (it was rolled as the deed
said twice, without a word). Then a referee's match report, read after that set (the session's hold-out) was
scored: a match's score ('FT 1-1', '1-1 at the break', which gave a -1 without a word) and its minutes ("58'", "Ref:
90+4'"), another's save told in the story ('Reflex save from their keeper', which was rolled as the seat's Reflexive
without a word), a match's set phrases ('Pushing and shoving', 'played advantage'). Guards keep what must stay: a
real +1, a real setup, a rating that disagrees with the sheet, dice in brackets after a word of rolling, a score said
as the dice, a quotation closing on a number. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _rolled(game: str, phrase: str, **kw):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, **kw)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in. Rolled 4 and 4. +1 for Saturday btw, Sunday I'm out.",
    "Ripper kicks the door in, 4 and 4. +1 to Sunday, I can do 18:00.",
    "+1 for tonight. Ripper kicks the door in, 4 and 4.",
])
def test_a_vote_on_when_the_table_meets_is_no_bonus(phrase: str) -> None:
    result = _rolled("fist", phrase)
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (4, 4), 2)


def test_a_plus_one_for_a_thing_is_still_a_bonus() -> None:
    result = _rolled("fist", "Ripper kicks the door in, +1 for the crowbar. Rolled 4 and 4.")
    assert result.modifier == 3


def test_a_position_word_said_of_what_someone_wants_is_the_scene() -> None:
    result = _rolled("blades", "the lfg channel is desperate for a 6th player, but anyway. Cross skirmishes with the "
                               "Bluecoats, risky. Dice: 6, 6, 2.")
    assert (result.actor, result.contract()["blades"]["position"], result.dice) == ("Cross", "Risky", (6, 6, 2))


def test_a_rules_noun_said_to_be_in_a_state_is_the_scene() -> None:
    request = _read("blades", "Setup for session 15 is pinned in the logs. Thorn studies the harbourmaster's ledger. "
                              "Dice: 4, 4, 1.")
    assert (request.actor, request.dice, request.cues) == ("Thorn", (4, 4, 1), ())


def test_a_setup_done_stays_the_rolls() -> None:
    with pytest.raises(RollmateError, match="setup"):
        _rolled("blades", "Setup was done by Cross. Thorn studies the harbourmaster's ledger. Dice: 4, 4, 1.")


@pytest.mark.parametrize("phrase", [
    "Cross resists the terror with Resolve. Dice 4 and 3. (1 Resolve, yes, Cutter life.)",
    "Cross resists the terror with Resolve, 1 Resolve. Dice 4 and 3.",
])
def test_a_rating_said_number_first_is_checked_against_the_sheet(phrase: str) -> None:
    request = _read("blades", phrase)
    assert [r.value for r in request.restated] == [1]


def test_a_rating_said_number_first_that_disagrees_is_asked() -> None:
    with pytest.raises(RollmateError, match="on the sheet"):
        _rolled("blades", "Cross resists the terror with Resolve (3 Resolve). Dice 4 and 3.")


@pytest.mark.parametrize("phrase", [
    "Limited slots tonight (4/6). Thorn hunts the courier from the chimney stacks. Dice: 6.",
    "Thorn hunts the courier from the chimney stacks. Dice: 6. 5/6 slots next week.",
])
def test_a_sign_ups_count_out_of_a_whole_is_the_scene(phrase: str) -> None:
    request = _read("blades", phrase)
    assert (request.actor, request.dice) == ("Thorn", (6,))


def test_two_days_a_poll_chooses_between_are_no_sides() -> None:
    request = _read("fs3", "Zoe keeps her nerve while the customs officer scans the hold, Composure. Dice: 1, 1, 6, 7."
                           " Sat vs Sun poll closes tonight.")
    assert (request.actor, request.opponent, request.dice) == ("Zoe", None, (1, 1, 6, 7))


def test_time_running_short_is_no_deed_nor_difficulty() -> None:
    result = _rolled("ghostburn", "Dex gives Vex first aid behind the dumpsters. snake eyes. Session 14 is running "
                                  "long, hard stop at 23:00 for the EU folks.")
    assert (result.actor, result.trick, result.dice) == ("Dex", "First Aid", (1, 1))


def test_a_status_line_is_the_scene() -> None:
    result = _rolled("fist", "VESTIBULE | HP 6/6 | Turn 3 | Score 0\nInventory: vest (1), crowbar (1).\n"
                             "Ripper kicks in the oak door to the north. [dice: 5, 3]")
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (5, 3), 2)


def test_a_status_line_before_the_narrators_call() -> None:
    result = _rolled("fist", "SUPPLY CAGE | HP 6/6 | Turn 51\nThe narrator: Ripper, we're in a firefight, roll for "
                             "it.\nRipper bashes the cage lock with the fire extinguisher. [dice: 1, 1]")
    assert (result.actor, result.dice) == ("Ripper", (1, 1))


def test_a_line_of_pipes_with_a_roll_stays_the_roll() -> None:
    request = _read("fist", "Ripper | kicks the door | rolled 5 3\nthat's it")
    assert (request.actor, request.dice) == ("Ripper", (5, 3))


def test_a_command_line_over_the_narration_is_one_spend() -> None:
    result = _rolled("ghostburn", "> spend luck\n> convince fixer\nYou spend a luck point before the dice and "
                                  "convince the fixer. You roll Persuade: 5 and 4.", actor="Vex")
    assert (result.actor, result.dice, result.resource_use.spent) == ("Vex", (5, 4), True)


@pytest.mark.parametrize("phrase", [
    "> bluff guard\nVex bluffs the guard while dodging the darts from the wall traps. [dice: 2, 5]",
    "bluff guard. Vex bluffs the guard while dodging the darts. 2 5",
])
def test_a_third_deed_after_one_said_twice_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="two actions"):
        _rolled("fist", phrase)


def test_a_deed_said_two_ways_with_a_reason_after_is_one() -> None:
    result = _rolled("fist", "Vex ducks and dodges the flying shards, with advantage (she saw the crack coming). Dice "
                             "1, 6, 4.")
    assert (result.actor, result.dice) == ("Vex", (1, 6, 4))


def test_a_spend_command_the_narration_only_counts_stays_the_spend() -> None:
    result = _rolled("ghostburn", "> spend luck\n[Vex has 1 luck point left.]\n> convince fixer\n[You rolled a 4 and a "
                                  "5.]", actor="Vex")
    assert result.resource_use.spent


def test_a_command_with_a_comma_over_the_narration_is_one_spend() -> None:
    result = _rolled("ghostburn", "Vex tries to convince the fixer. [dice: 2, 3] *Glitch.*\n> spend luck, avoid the "
                                  "glitch\nVex spends her luck to avoid the glitch.")
    assert (result.actor, result.dice, result.resource_use.spent) == ("Vex", (2, 3), True)


def test_a_command_the_narration_does_not_say_again_is_read() -> None:
    request = _read("fs3", "> roll Zoe/Alertness\nThe narrator wants to know if she hears the boat. [dice: 2, 3, 6, 4]")
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Alertness", (2, 3, 6, 4))


@pytest.mark.parametrize("phrase", [
    "Inventory: bell (1), torch (lit).\nZoe works the room: roll Presence. [dice: 7, 7, 2, 1]",
    "Zoe works the room: roll Presence. [dice: 7, 7, 2, 1] Inventory: bell (1), torch (lit).",
    "Zoe works the room: roll Presence. [dice: 7, 7, 2, 1] Nothing. The bell (1) rings.",
])
def test_a_things_count_in_brackets_and_the_bracket_closing_the_faces(phrase: str) -> None:
    request = _read("fs3", phrase)
    assert (request.actor, request.dice) == ("Zoe", (7, 7, 2, 1))


def test_a_rating_in_brackets_after_the_side_faced_stays_asked() -> None:
    with pytest.raises(RollmateError):
        _rolled("fs3", "Zoe sneaks past the sentry: Stealth vs the sentry (3). Dice: 6 1 1.")


def test_the_last_of_two_faces_closing_its_sentence_is_no_list_item() -> None:
    result = _rolled("fist", "Vex works the lift controls to bring the cage up from level 3. Vex rolls: 2 and 2. Not "
                             "enough. The war die shows a 4.")
    assert (result.actor, result.dice, result.extra_dice) == ("Vex", (2, 2), (4,))


def test_a_colon_after_the_one_passed_is_a_pause() -> None:
    request = _read("fs3", "Zoe, who has never crept anywhere, slips past the goon: Stealth vs the goon. Zoe rolled "
                           "6 1 1; the goon rolled 3 2 6 4.")
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Stealth", (6, 1, 1))


def test_a_screens_words_in_capitals_are_no_one() -> None:
    result = _rolled("fist", "A terminal blinks: ENTER PASSWORD.\nVex, you hack into the terminal to open the blast "
                             "doors. You roll: 4 and 2.")
    assert (result.actor, result.dice) == ("Vex", (4, 2))


def test_a_value_word_bounded_by_a_thing_is_the_scene() -> None:
    result = _rolled("blades", "The rail is limited to one side. Cross skirmishes with the Bluecoat, desperate, "
                               "standard effect. 6, 6 and 3.")
    assert result.contract()["blades"]["effect"] == "Standard"


@pytest.mark.parametrize("phrase", [
    "FT 1-1. Ripper kicks the away gate in. Dice: 1 and 1.",
    "Ripper kicks the away gate in. 1-1 at the break. Dice: 1 and 1.",
    "A weird deflection off #6's shin, 1-1. Ripper kicks the away gate in. Dice: 1 and 1.",
    "Tactical foul by #8 at 33', booked. Ripper kicks the away gate in. Dice: 1 and 1.",
    "75': straight red for serious foul play on #11. Ripper kicks the away gate in. Dice: 1 and 1.",
    "Ref: 90+4', six minutes added. Ripper kicks the away gate in. Dice: 1 and 1.",
])
def test_a_matchs_score_and_minute_are_the_scene(phrase: str) -> None:
    result = _rolled("fist", phrase)
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (1, 1), 2)


def test_a_score_said_as_the_dice_stays_the_dice() -> None:
    request = _read("fist", "Ripper kicks the away gate in, rolled 4-3.")
    assert request.dice == (4, 3)


def test_a_quotation_closing_on_a_number_is_no_minute() -> None:
    request = _read("fist", "Ripper yells 'give me a 6' and kicks the gate in. Dice: 6 and 3.")
    assert (request.actor, request.dice) == ("Ripper", (6, 3))


def test_anothers_save_told_in_the_story_is_no_roll() -> None:
    result = _rolled("fist", "Reflex save from their keeper at 90+3', still 0-0. Vex bluffs the checkpoint guard. "
                             "Dice: 3 and 3.")
    assert (result.actor, result.ability.name) == ("Vex", "Creative")


@pytest.mark.parametrize("phrase", [
    "Pushing and shoving at the corner, 58', two yellows. Thorn pushes herself to crack the club safe, risky. Dice: "
    "5, 4.",
])
def test_a_matchs_set_phrases_are_the_scene(phrase: str) -> None:
    result = _rolled("blades", phrase)
    assert (result.actor, result.skill) == ("Thorn", "Tinker")


def test_advantage_played_by_the_ref_is_no_advantage() -> None:
    result = _rolled("fist", "AR1: I flagged at 54', but the ref played advantage and #7 scored anyway. Vex snipes the "
                             "lookout on the floodlight pylon. Dice: 6 and 2.")
    assert (result.actor, result.dice) == ("Vex", (6, 2))


@pytest.mark.parametrize("phrase", [
    "Kit: roll +cool. Hot, weird, hard-fought derby, 3-3 at 90'. Dice: 3 and 4.",
    "Kit: roll +cool. A hot, weird, hard-fought derby. Dice: 3 and 4.",
])
def test_a_list_of_adjectives_closed_by_a_noun_is_the_scene(phrase: str) -> None:
    result = _rolled("pbta", phrase)
    assert (result.actor, result.ability.name, result.dice) == ("Kit", "Cool", (3, 4))


def test_two_stats_said_bare_stay_asked() -> None:
    with pytest.raises(RollmateError, match="Which stat"):
        _rolled("pbta", "Kit rolls, hot, weird. Dice: 3 and 4.")


def test_a_name_of_the_scene_with_its_number_in_words() -> None:
    result = _rolled("fist", "League Two, Match No. 311. Vex negotiates with the Chairman's driver, Creative. Dice: 5 "
                             "and 1.")
    assert (result.actor, result.dice) == ("Vex", (5, 1))
