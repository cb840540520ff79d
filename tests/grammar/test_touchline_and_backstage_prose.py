"""Prose of a football club and a theatre's crew around a roll, read by kind: a match's clock with its added time
('90+3'), a score said as where a match stands ('still 1-1'), a formation after a heading's colon ('3-5-2'), sides
set against each other ('rondos 4 v 2'), a league's points and places ('26 pts', '3rd in the league', "we're
3rd"), a reading whose next number is measured ('RPE 8, 45 min'), a stat's word of a remark or of how it is
somewhere ('Hot one today', 'hot in the wings'), a value said of the roll at hand ("this one's desperate"), a stat
called for this one before the deed, a purpose after a value of the deed, a spend of now in a sentence that says
'already' of something else, an agent noun after an article naming the thing a move does ('puts in a reducer'),
the one against named with a rating whatever the word ('vs Scout/3'); a show's and a cue's numbers ('Show 17 of 24',
'Fly Q 9'), the stage manager calling the show ('SM on cans:'), a measure before 'one' ('the 40 kg one'), a name's
aside before its deed ('Flyman, still wounded, swings'), a place's plural after a preposition ('in the SR wings');
and a lone difficulty after a colon in a game without them; and the veterinary notes' kinds, read after that set
(the session's hold-out) was scored: a pronoun's deed where no player's character was named before it, a place named
by a verb's word ('in Consult 3'), a heading of good news ('Bonus: the ...'), a thing pushed ('push IV fluids'), a
check booked for later, the one something is done to resisting it, a limit said as past whose it is ('past her
pistol's optimal range'). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


def _resolved(game: str, seat: str, phrase: str):  # type: ignore[no-untyped-def]
    from rollmate.table.acting import acting

    files = [EXAMPLES / f"{game}_party.toml"]
    party = load_party(files)
    system = get_system(game)
    return system.resolve(acting(party, seat, parse(phrase, system.vocabulary(party))), party, RandomDice(3))


@pytest.mark.parametrize("phrase", [
    "45+2 on the clock and Vex shoots the keeper's drone, rolled 3 4",
    "90+4 gone, still 1-1. Vex shoots the guard. Dice: 3, 4.",
    "We're at 0-2 and it's 105+1. Vex shoots the guard, rolled 3 4",
])
def test_a_matchs_clock_and_where_it_stands_are_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.dice == (3, 4) and request.modifiers == ()


def test_a_bare_pair_after_a_deed_stays_asked_beside_other_dice() -> None:
    with pytest.raises(PhraseError, match="Two sets of dice"):
        _read("ghostburn", "Vex shoots the guard, 3-4, dice 5 6")


@pytest.mark.parametrize("phrase", [
    "Opposition notes: 4-2-3-1, high press. Vex sneaks past the guard. Dice: 5, 2.",
    "Drill: rondos 5 v 2, then Vex sneaks past the guard. Dice: 5, 2.",
    "Tonight: small-sided, 4 v 4 games. Vex sneaks past the guard. Dice: 5, 2.",
    "Squad: 18 pts from 9 games. Vex sneaks past the guard. Dice: 5, 2.",
])
def test_a_formation_sides_and_points_are_the_scene(phrase: str) -> None:
    assert _read("ghostburn", phrase).dice == (5, 2)


def test_sides_after_a_rating_stay_the_rules() -> None:
    with pytest.raises(PhraseError):
        _read("ghostburn", "Vex shoots the guard, 4 v 2, rolled 3 4")


@pytest.mark.parametrize("phrase", [
    "Table: 3rd in Division 2, 31 pts. Vex shoots the guard, rolled 3 4",
    "We're 2nd, two points clear. Vex shoots the guard, rolled 3 4",
])
def test_a_place_in_a_ranking_is_no_later_attack(phrase: str) -> None:
    result = _resolved("ghostburn", "Vex", phrase)
    assert result.difficulty.name == "Moderate"


def test_a_second_attack_is_still_counted() -> None:
    assert _resolved("ghostburn", "Vex", "Vex shoots the guard, 2nd shot this turn, rolled 3 4").difficulty.name == "Hard"


def test_a_reading_with_a_measured_number_after_it_is_the_scene() -> None:
    request = _read("ghostburn", "Warm-down RPE 6, 20 min. Vex shoots the guard, rolled 3 4")
    assert request.dice == (3, 4)


@pytest.mark.parametrize("phrase", [
    "Hot one today, the ref's letting everything go. Kit keeps her cool as the raiders close. Dice 3 and 4.",
    "hot in the changing room again. Kit keeps her cool as the raiders close. Dice 3 and 4.",
    "hot on the loading dock today, and the crates are hard to shift. roll +sharp, 3 and 4",
])
def test_a_stats_word_of_a_remark_or_a_place_is_the_scene(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert "Hot" not in request.abilities and request.dice == (3, 4)


def test_a_stat_said_where_it_is_rolled_stays() -> None:
    assert _read("pbta", "Kit goes for the raider, roll hot in the fight, 3 and 4").abilities == ("Hot",)


@pytest.mark.parametrize(("phrase", "position"), [
    ("The gaffer's call: this one's desperate. Cross prowls past the watch. Dice 4 2.", "desperate"),
    ("that one's risky, Cross. Cross prowls past the watch. Dice 4 2.", "risky"),
])
def test_a_value_said_of_the_roll_at_hand_is_set(phrase: str, position: str) -> None:
    assert position in [c.key for c in _read("blades", phrase).cues]


def test_a_stat_called_for_the_roll_at_hand_rolls_the_deed_said_after() -> None:
    result = _resolved("pbta", "Kit", "Kit, you're doing this one on nerve alone, roll +sharp. Kit rides hard through "
                                      "the pass. Dice 3 3.")
    assert result.skill == "Ride Hard" and result.ability.name == "Sharp"


def test_a_purpose_after_a_value_of_the_deed_is_the_deeds_aim() -> None:
    request = _read("ghostburn", "Vex hacks the terminal, Security Hard, to push the gate codes through. 5 and 3.")
    assert request.verbs == ("Street Hack",) or request.trick == "Street Hack"


def test_a_spend_of_now_is_no_book_of_an_earlier_roll() -> None:
    request = _read("ghostburn", "Vex spends a luck point and convinces the bouncer the fee is already paid. 7 and 8.")
    assert request.spends and request.dice == (7, 8)


def test_the_one_against_named_with_a_rating_is_no_deed() -> None:
    result = _resolved("fs3", "Zoe", "roll Alertness vs Scout/3 - Zoe rolled 6 2 3 7, Scout rolled 6 6 2 3 1")
    assert result.opposed is not None and result.opposed.against == "Scout"


@pytest.mark.parametrize("phrase", [
    "Show 12 of 30, a full house. Cross consorts with the fence. Dice: 5, 2.",
    "Evening, Show 3 of 8. Cross consorts with the fence. Dice: 5, 2.",
    "Fly Q 14 standby. Cross consorts with the fence. Dice: 5, 2.",
])
def test_a_shows_and_a_cues_numbers_are_the_scene(phrase: str) -> None:
    assert _read("blades", phrase).dice == (5, 2)


def test_a_cues_number_in_brackets_is_the_scene() -> None:
    assert _read("fs3", "roll Zoe/Alertness (Fly Q 9, the rigged bar), dice 2 3 6 4").dice == (2, 3, 6, 4)


def test_the_dice_that_show_stay_the_dice() -> None:
    assert _read("blades", "Cross consorts with the fence, the dice show 5, 2").dice == (5, 2)


def test_the_stage_manager_calls_the_show_and_never_rolls() -> None:
    result = _resolved("fist", "Jonesy", "SM on cans: Ripper, the scene dock's on fire, roll it. Ripper smashes the "
                                         "door with a stage weight. Dice 3 4")
    assert result.actor == "Ripper"


def test_a_measure_before_one_names_a_thing() -> None:
    request = _read("fist", "Ripper catches the falling lamp, REFLEXIVE. It's the 12 kg one from Act 1. Dice 6 and 1.")
    assert request.dice == (6, 1)


@pytest.mark.parametrize("phrase", [
    "The bouncer wants it done. Dex, still shaken from the fall, shoots the guard. Dice 6 and 5.",
    "The bouncer wants it done. Dex, having seen enough, shoots the guard. Dice 6 and 5.",
])
def test_a_names_aside_before_its_deed_keeps_the_name_acting(phrase: str) -> None:
    assert _resolved("ghostburn", "Vex", phrase).actor == "Dex"


def test_a_places_plural_after_a_preposition_is_no_deed() -> None:
    request = _read("ghostburn", "Vex sneaks past the bouncer in the VIP wings. Dice 6 and 6.")
    assert request.verbs == ("Sneak",)


@pytest.mark.parametrize("phrase", [
    "Cross prowls past the watch. GM: severe. rolled 4 2",
    "Cross prowls past the watch. Referee: hard. rolled 4 2",
])
def test_a_lone_difficulty_after_the_gms_colon_is_refused_in_a_game_without_them(phrase: str) -> None:
    with pytest.raises(PhraseError, match="can't be used here"):
        _read("blades", phrase)


def test_a_records_field_of_the_scene_is_no_difficulty() -> None:
    assert _read("blades", "Cross prowls past the watch. Hazard: severe. rolled 4 2").dice == (4, 2)



@pytest.mark.parametrize("phrase", [
    "Thorn's desperate block late on saved the match. Cross prowls past the watch. Dice: 6.",
    "Thorn's block saved us. After the final whistle Cross prowls past the watch. Dice: 6.",
])
def test_someones_deed_named_as_a_thing_that_did_something_is_the_scene(phrase: str) -> None:
    result = _resolved("blades", "Silas", phrase)
    assert result.actor == "Cross" and result.skill == "Prowl"
    assert "desperate" not in [c.key for c in _read("blades", phrase).cues]



def test_a_records_field_in_brackets_is_no_difficulty() -> None:
    assert _read("fs3", "roll Zoe/Alertness (Hazard: severe. PPE: gloves), dice 2 3 6 4").dice == (2, 3, 6, 4)


def test_a_records_group_after_the_dice_is_the_scene() -> None:
    result = _resolved("ghostburn", "Vex", "Vex convinces the bouncer, dice 3 4. Crowd of 40 tonight.")
    assert result.difficulty.name == "Hard"


def test_the_group_acted_on_counted_after_the_dice_stays() -> None:
    assert _read("ghostburn", "Vex intimidates the gang, Fort Moderate. Dice 3 4. Gang of 12, all armed.").group_size == 12


def test_what_one_the_gm_plays_is_doing_said_with_s_is_the_scene() -> None:
    from pathlib import Path

    sheet = Path(__file__).parents[1] / "phrases" / "fresh" / "setDR" / "pbta_partyDR.toml"  # (Chippie, the Impresario)
    party = load_party([sheet])
    request = parse("SM to Chippie: can you hold the stage through the blackout? The Impresario's watching from the "
                    "stalls. Chippie: 4 and 2.", get_system("pbta").vocabulary(party))
    assert request.actor == "Hector Quill" and request.dice == (4, 2)


# The veterinary notes' kinds (that set was this session's hold-out; these were read after its end score).
@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "A dog's barking out back, and he knows we're here. Kit leaps the fence. Dice 3 4.", "Kit"),
    ("fist", "Hale's men are in the yard and they've opened fire. Ripper ducks behind the van. Rolled 5 and 4.",
     "Ripper"),
])
def test_a_pronouns_deed_where_no_player_was_named_before_is_the_scene(game: str, phrase: str, actor: str) -> None:
    assert _resolved(game, actor, phrase).actor == actor


def test_a_pronouns_deed_after_a_player_named_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        _read("ghostburn", "Vex sneaks in. She picks the lock. rolled 3 4")


def test_a_place_named_by_a_verbs_word_after_a_word_of_where() -> None:
    assert _read("ghostburn", "The fixer's in Consult 3 till 7. Vex convinces the bouncer, rolled 3 2").dice == (3, 2)


def test_a_heading_of_good_news_is_no_bonus() -> None:
    assert _read("ghostburn", "Vex convinces the bouncer, rolled 3 2. Bonus: the fixer paid up.").dice == (3, 2)


def test_a_thing_pushed_named_by_letters_is_no_push() -> None:
    assert _resolved("blades", "Cross", "P: push IV fluids, recheck at 6. Cross prowls past the watch, rolled 4").dice == (4,)


def test_a_check_booked_for_later_is_no_roll_named() -> None:
    assert _resolved("fist", "Ripper", "Ripper kicks the door in. Weight check due Friday. Rolled 5 and 4.").dice == (5, 4)


def test_the_one_something_is_done_to_resists_it() -> None:
    result = _resolved("blades", "Silas", "Something in the vault is trying to climb into Thorn. He resists the "
                                          "possession with Resolve. rolled 6")
    assert result.actor == "Thorn"


@pytest.mark.parametrize("phrase", [
    "Vex shoots the guard, well past her pistol's optimal range, rolled 3 4",
    "Vex shoots the guard beyond the old pistol's optimal range, rolled 3 4",
])
def test_a_limit_said_as_past_whose_it_is_is_the_games_condition(phrase: str) -> None:
    assert _resolved("ghostburn", "Vex", phrase).difficulty.name == "Hard"


def test_past_a_thing_of_the_scene_is_no_condition() -> None:
    assert _resolved("ghostburn", "Vex", "Vex shoots the guard past the crates, rolled 3 4").difficulty.name == "Moderate"


def test_past_the_one_passed_is_no_limit() -> None:
    request = _read("ghostburn", "Vex sneaks to the fire door, past the guard and the bouncer. 6 and 5.")
    assert not any(c.key.startswith("off") for c in request.cues)
