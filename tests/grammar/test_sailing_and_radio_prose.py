"""Prose of a sailing club and a radio show around a roll, read by kind: a chat app heading the line ('whatsapp:'), a
race's places ('finished 2nd'), a countdown's mark opening a sentence ('T-5, ...'), what an instrument reads ('the log
reading 6.2 kn'), codes set against each other ('GBR 12 v K 20'), a thing that rolls ('the fog rolled in'), someone a
thing goes out to, a call to someone by their nickname with its article ('DJ to the Preacher:'), a label saying whose
question it is ("Jury chair's question for Dex:"), a number to call ('texted in on 81104'), a stat called for this
one roll before the move is said, a causative deed among one skill's tricks ('threatens him into talking'), Windy only
at Far, a road's code said to be severe, and each side of an opposed roll named with its dice; and a dig's log (read
after that session's hold-out was scored): Munsell colours ('10YR 4/3'), numbered finds and their ranges ('bags
31-36'), a thing ongoing, 'hard going', a pronoun's deed after its doer's condition was told, and a stat called
with its reason. Phrasings written for this test."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    from rollmate.rules.system import get_system

    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


@pytest.mark.parametrize("phrase", [
    "whatsapp: Dex slips past the guard, rolled 3 9",
    "club whatsapp, 21:10: Dex slips past the guard, rolled 3 9",
    "group chat: Dex slips past the guard, rolled 3 9",
    "discord: Dex slips past the guard, rolled 3 9",
])
def test_a_chat_app_heading_the_line_is_its_label(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.dice == (3, 9)
    assert any(c.kind == "label" and not c.used for c in request.reading)


def test_a_minutes_time_after_its_number_is_no_label() -> None:
    request = _read("ghostburn", "Scene 4, 20:15: Dex slipped past the bouncer (Stealth). Dice 3 and 4.")
    assert request.actor == "Dex" and not any(c.kind == "label" for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Jonesy finished 2nd in the heat. Ripper punches the guard, rolled 4 5.",
    "We crossed the line 3rd, then Ripper punches the guard, rolled 4 5.",
    "Lying 4th at the gate. Ripper punches the guard, rolled 4 5.",
])
def test_a_place_in_a_race_is_no_later_attack(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.actor == "Ripper" and request.dice == (4, 5) and request.modifiers == ()


@pytest.mark.parametrize("phrase", [
    "T-5, flag up, wind Force 5. Ripper punches the guard, rolled 4 5.",
    "T-5 and counting. Ripper punches the guard, rolled 4 5.",
    "T-2 lol. Ripper punches the guard, rolled 4 5.",
])
def test_a_countdowns_mark_opening_a_sentence_is_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.modifiers == () and request.dice == (4, 5)


@pytest.mark.parametrize("phrase", [
    "T+2, Ripper punches the guard, rolled 4 5.",  # the dice in its sentence: a bonus, maybe
    "Ripper punches the guard. T+2, 4 5.",
])
def test_a_letters_signed_number_in_the_dices_sentence_stays_a_modifier(phrase: str) -> None:
    assert [m.amount for m in _read("fist", phrase).modifiers] == [2]


@pytest.mark.parametrize("phrase", [
    "The log reading 7.4 kn. Dex slips past the guard, rolled 3 9.",
    "The meter reading 6 kn. Dex slips past the guard, rolled 3 9.",
    "The gauge reading 40%, Dex slips past the guard, rolled 3 9.",
])
def test_what_an_instrument_reads_is_no_one_rolling(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.dice == (3, 9)


@pytest.mark.parametrize("phrase", [
    "Dex slips past the guard (new 12 mm Dyneema on the winch), rolled 3 9",
    "Dex slips past the guard with 40 ft Beneteau in tow, rolled 3 9",
])
def test_a_measure_before_a_makers_name_is_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.dice == (3, 9)


def test_dice_read_out_are_still_the_dice() -> None:
    assert _read("ghostburn", "Dex slips past the guard, the dice reading 3 and 9").dice == (3, 9)


@pytest.mark.parametrize("phrase", [
    "Hearing: GBR 12 v K 20, Rule 10. Jonesy argues with the clerk, rolled 4 5.",
    "Hearing, 18:00. GBR 12 v GBR 40, Rule 18 at the mark. Jonesy argues with the clerk, rolled 4 5.",
])
def test_codes_set_against_each_other_are_no_opposed_roll(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.actor == "Jonesy" and request.opponent is None and request.dice == (4, 5)


@pytest.mark.parametrize("phrase", [
    "The fog rolled in at 05:30. Dex slips past the guard, rolled 3 9.",
    "The cart rolls back down the ramp. Dex slips past the guard, rolled 3 9.",
])
def test_a_thing_that_rolls_is_no_dice(phrase: str) -> None:
    assert _read("ghostburn", phrase).dice == (3, 9)


@pytest.mark.parametrize("phrase", [
    "This one goes out to Vex, who's had a long week. Dex slips past the guard, rolled 3 9.",
    "A song for Vex. Dex slips past the guard, rolled 3 9.",
])
def test_someone_a_thing_goes_out_to_is_not_acting(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.target == "the guard"


def test_one_handed_the_turn_still_acts_where_no_one_else_is_named() -> None:
    assert _read("ghostburn", "Over to Dex. Slips past the guard, rolled 3 9.").actor == "Dex"


def test_a_call_to_someone_by_name_with_its_article_makes_them_roll() -> None:
    request = _read("ghostburn", "GM to the Dex: sneak past the guard, rolled 3 9")
    assert request.actor == "Dex" and request.target == "the guard"


def test_make_it_with_an_adjective_is_no_roll_taken_up_again() -> None:
    request = _read("pbta", "Host to Kit: roll +cool, and make it snappy. 3 4")
    assert request.actor == "Kit" and request.abilities == ("Cool",) and request.dice == (3, 4)


@pytest.mark.parametrize("phrase", [
    "Jury chair's question for Dex: can he slip past the guard? 3 9",
    "Boss's orders for Dex: slip past the guard, 3 9",
    "RO's question for Dex: can he slip past the guard? 3 9",
])
def test_a_label_saying_whose_question_it_is(phrase: str) -> None:
    assert _read("ghostburn", phrase).actor == "Dex"


def test_a_possessive_heading_with_no_name_after_it_is_someones_words() -> None:
    request = _read("ghostburn", "Medic's note: Dex is hurt. He slips past the guard anyway, rolled 3 9")
    assert request.actor == "Dex"


@pytest.mark.parametrize("phrase", [
    "Thanks to all who texted in on 81104. Dex slips past the guard, rolled 3 9.",
    "Dex slips past the guard, rolled 3 9. Call 01632 if stuck.",
])
def test_a_number_to_call_is_the_scene(phrase: str) -> None:
    assert _read("ghostburn", phrase).dice == (3, 9)


@pytest.mark.parametrize("phrase", [
    "Dex slips past the guard, rolled 12345",
    "Dex slips past the guard, bonus 12345, rolled 3 9",
])
def test_a_long_number_where_the_roll_stands_is_still_too_large(phrase: str) -> None:
    with pytest.raises(PhraseError, match="too large"):
        _read("ghostburn", phrase)


@pytest.mark.parametrize(("phrase", "stat"), [
    ("Kit, roll +weird for this one. Kit stares down the warlord. 3 4", "Weird"),
    ("roll +hard instead. Kit stares down the warlord. 3 4", "Hard"),
])
def test_a_stat_called_for_this_one_roll_rolls_the_move_said_after(phrase: str, stat: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", phrase, capsys)
    assert code == 0, err
    assert out["skill"] == "Lean on Someone" and out["ability"]["name"] == stat


def test_a_stat_called_outright_before_the_scene_stays_a_plain_roll(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "Roll +Hard for Kit, she is staring down the warlord. 3 4", capsys)
    assert code == 0, err
    assert out["skill"] is None and out["ability"]["name"] == "Hard"


@pytest.mark.parametrize(("phrase", "trick"), [
    ("roll Strength with Intimidate. Vex looms over the guard and threatens him into opening the gate. 3 9", "Coerce"),
    ("roll Intimidate: Vex glares at the guard and bullies him into talking, 3 9", "Coerce"),
    ("roll Intimidate: Vex bullies the guard into talking and glares at him, 3 9", "Coerce"),
])
def test_the_deed_that_makes_someone_do_a_thing_is_the_roll(phrase: str, trick: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    assert out["trick"] == trick


def test_windy_on_a_shot_asks_how_far_when_the_post_does_not_say(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", "Vex", "Vex takes a single shot at the guard, it's windy, rolled 3 9", capsys)
    assert code == 2 and "Far" in err


@pytest.mark.parametrize(("phrase", "dl"), [
    ("Vex takes a single shot at the guard at Far, it's windy, rolled 3 9", "Hard"),  # Moderate, a step
    ("Vex takes a single shot at the guard, Nearby, it's windy, rolled 3 9", "Moderate"),
    ("Vex throws a knife at the guard, it's windy, rolled 3 9", "Hard"),
])
def test_windy_moves_a_shot_at_far_and_a_throw(phrase: str, dl: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    assert out["difficulty"]["name"] == dl


def test_a_road_by_its_code_said_to_be_severe_is_the_scene(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", "Traffic: the M25 is severe. Vex slips past the guard, rolled 3 9",
                           capsys)
    assert code == 0, err
    assert out["difficulty"]["name"] == "Moderate"


def test_each_side_of_an_opposed_roll_named_with_its_dice(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fs3", "Zoe", "roll Athletics vs Goon/3 - Mavros rolled 6 2 3 7 1 8 4, Goon rolled 6 6 2 3 1",
                           capsys)
    assert code == 0, err
    assert out["actor"] == "Mavros" and out["dice"] == [6, 2, 3, 7, 1, 8, 4]


@pytest.mark.parametrize("phrase", [
    "Fill is a loose loam, 10YR 4/3. Dex slips past the guard, rolled 3 9.",
    "Clay lens, 7.5YR 5/6, at the base. Dex slips past the guard, rolled 3 9.",
    "Dex slips past the guard, rolled 3 9. Soil 2.5Y 6/2.",
])
def test_a_colour_in_munsells_notation_is_no_dice(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.dice == (3, 9)


@pytest.mark.parametrize("phrase", [
    "Finds bags 40-45 are in the cabin. Dex slips past the guard, rolled 3 9.",
    "Dex slips past the guard, rolled 3 9. Photos 217-220, plan 14.",
    "Trench 2, context 1032: Dex slips past the guard, rolled 3 9.",
])
def test_a_digs_numbered_things_are_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Dex" and request.dice == (3, 9)


def test_a_thing_still_going_on_is_no_ongoing_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "Survey ongoing on the ridge. Kit stares down the warlord, 3 4", capsys)
    assert code == 0, err
    assert out["skill"] == "Lean on Someone" and out["total"] == 3 + 4 + out["ability"]["score"] + 1  # Kit's forward


def test_ongoing_said_alone_is_still_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta", "Kit", "Kit stares down the warlord, plus my ongoing, 3 4", capsys)
    assert code == 2 and "ongoing" in err


def test_heavy_work_said_with_a_stats_word_is_the_scene(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "Conditions: hard going all day. roll +cool, 3 4", capsys)
    assert code == 0, err
    assert out["ability"]["name"] == "Cool"


@pytest.mark.parametrize("phrase", [
    "Dex is still wounded from the fall. He takes a single shot at the drone anyway, rolled 8 4",
    "Dex is still wounded. The drone hovers over the pit, and he takes a single shot at it, rolled 8 4",
])
def test_a_pronouns_deed_after_its_doers_condition_was_told(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    assert out["actor"] == "Dex" and out["trick"] == "Single Shot"


def test_a_stat_called_with_its_reason_rolls_the_move_said_after(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", "Kit", "You've no leverage here, so roll +weird. Kit stares down the warlord. 3 4",
                           capsys)
    assert code == 0, err
    assert out["skill"] == "Lean on Someone" and out["ability"]["name"] == "Weird"
