"""A bike shop's workshop chat, a hospital ward's night shift and a yacht's passage log around a roll, read by kind: a
thing's numbers typed close up ('new 11-28 cassette', '50/34, 170 mm cranks', 'a 1 1/8 steerer', 'a 1x drivetrain'),
a unit's symbol ('250 W, 36 V', no 'with' nor 'vs'), a mark with a decimal point ('7.9/10'), an advantage said of a
thing ('the big advantage of a 1x drivetrain'), an event and its time ('Saturday group ride leaves at 8'), a rules
word describing a thing ('Customer wants a hard tail', 'Ongoing creak from the headset', 'A security drone hums'), a
name heading a line of notes ('Jonesy at 03:00: HR 96, RR 22.'), a range of labelled things ('Beds 2 to 5', which gave
a second set of re-roll faces), letters of a thing listed ('FBC, U&E, 4 bottles'), a word with its 's before a comma
("Mum's BP 130/85,"), 'first' said of the order things are done in (FS3 has no later attacks to count), the writer
ruling a value ("Insight, and I'm calling it Severe", where the seat's character rolled in the place of the one
named, without a word), a pronoun's dice in the sentence after the deed, the GM's question of what ('what's the plan
for the vault?'), a chart's shorthand capitalised before 'assists' ('Sats assists', which was dropped without a word),
a title holding a nickname ('the Ballad of the Lost Lamp'), a group by its count ('an opposing back four'), a cover
opened with a tool before the deed; then, after the passage log (the session's hold-out) was scored: a log's
positions, winds, tides, watches and counts ("49°58'N", 'SE 5-6', 'HW Dover +0600', '0000-0400', '2-4 watch',
'1,287.4 hours'), 'hard on the wind', 'lying alongside', a log's note of how things stand ('Running before a F7.'),
and where someone is said between their name and their verb ('Meanwhile Captain Ferro, aboard with two of his men,
searches ...', which was rolled as the seat's character's without a word). Guards keep what must stay: faces typed
with a hyphen, a chat's 'w/', the advantage of surprise, a second attack in FS3, a lie told, a pronoun's dice said in
the deed's own sentence, an unknown name spoken to, a name heading a deed. Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _rolled(game: str, phrase: str, **kw):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, **kw)


def test_a_mark_with_a_decimal_point_out_of_a_whole_is_the_scene() -> None:
    result = _rolled("ghostburn", "Crowd rating for the last op: 7.9/10. Vex bluffs the bouncer. Dice: 6 and 2.")
    assert (result.actor, result.dice, result.modifier) == ("Vex", (6, 2), 4)


def test_a_traits_word_before_a_noun_a_skill_knows_names_a_kind_of_thing() -> None:
    result = _rolled("ghostburn", "A security drone hums overhead. Vex takes a single shot at the guard, 6 and 2.")
    assert [c.text for c in result.request.reading if c.kind == "difficulty"] == []
    assert (result.actor, result.difficulty.name, result.dice) == ("Vex", "Moderate", (6, 2))


def _nicknamed(tmp_path: Path):  # type: ignore[no-untyped-def]
    sheet = tmp_path / "inn.toml"
    sheet.write_text('system = "ghostburn"\n\n[[character]]\nname = "Mara Quill"\naka = ["Lamp"]\n'
                     '[character.abilities]\npresence = 4\n[character.skills]\npersuade = 3\n\n'
                     '[[character]]\nname = "Dov Harrow"\naka = ["Rope"]\n[character.abilities]\npresence = 2\n'
                     '[character.skills]\npersuade = 1\n', encoding="utf-8")
    return get_system("ghostburn").vocabulary(load_party([sheet]))


def test_a_title_holding_a_nickname_that_is_a_word_names_nobody(tmp_path: Path) -> None:
    request = parse("Mara entertains the crowd with the Ballad of the Lost Lamp, all 12 verses. Persuade: 5 and 4.",
                    _nicknamed(tmp_path))
    assert (request.actor, request.target, request.dice) == ("Mara Quill", None, (5, 4))


def test_a_nickname_in_a_title_of_two_words_or_beside_a_name_stays_someone(tmp_path: Path) -> None:
    vocabulary = _nicknamed(tmp_path)
    request = parse("Mara entertains Rope with a ballad. Persuade: 5 and 4.", vocabulary)
    assert request.target == "Dov Harrow"
    with pytest.raises(RollmateError):
        parse("Mara entertains the crowd with the Lost Lamp and Rope. Persuade: 5 and 4.", vocabulary)


@pytest.mark.parametrize("phrase", [
    "Dex pops the panel with a screwdriver and disables the lock, Security Hard, 6 and 2.",
    "Dex pries the hatch open using his multitool and disables the lock, Security Hard, 6 and 2.",
])
def test_a_cover_opened_with_a_tool_before_the_deed_is_getting_there(phrase: str) -> None:
    result = _rolled("ghostburn", phrase)
    assert (result.actor, result.trick, result.dice) == ("Dex", "Disable Device", (6, 2))


def test_a_shot_then_a_deed_stay_two_actions() -> None:
    with pytest.raises(RollmateError, match="two actions"):
        _read("ghostburn", "Dex pops the guard with his pistol and disables the lock, Security Hard, 6 and 2.")


@pytest.mark.parametrize("ruling", ["I'm calling it Severe", "I'd call that Severe", "I rule it Severe"])
def test_the_writer_ruling_a_value_is_no_one_acting(ruling: str) -> None:
    request = _read("ghostburn", f"Improvised trick. Vex has to tell whether the fixer is really the fixer. Insight, "
                                 f"and {ruling}. Dice: 6 and 2.")
    assert (request.actor, request.difficulty, request.dice) == ("Vex", "Severe", (6, 2))


def test_a_pronouns_dice_in_the_sentence_after_the_deed_are_the_subjects() -> None:
    request = _read("ghostburn", "Vex convinces the bouncer to let us in. She rolled 6 and 5.")
    assert (request.actor, request.target, request.dice) == ("Vex", "the bouncer", (6, 5))


def test_a_pronouns_dice_in_the_deeds_own_sentence_stay_asked() -> None:
    with pytest.raises(RollmateError, match="'she'"):
        _read("ghostburn", "Vex convinces the bouncer to let us in, she rolled 6 and 5.")


@pytest.mark.parametrize("phrase", [
    "Zoe works the crowd first: roll Presence. Dice: 7, 7, 2.",
    "The plan says clear rooms 1 to 3 first. Zoe climbs the fence, Athletics. Dice: 7, 7, 2.",
    "Triage. First one, shot in the leg. Zoe patches him up, Medicine. Dice: 7, 7, 2.",
])
def test_first_said_of_the_order_things_are_done_or_told_in_counts_no_attack(phrase: str) -> None:
    request = _read("fs3", phrase)
    assert (request.actor, request.dice) == ("Zoe", (7, 7, 2))


def test_a_second_attack_is_still_asked_in_fs3() -> None:
    with pytest.raises(RollmateError, match="recoil"):
        _read("fs3", "Zoe shoots the guard, her second shot this turn, Firearms. Dice: 7, 7, 2.")


@pytest.mark.parametrize("scene", [
    "New 11-28 cassette, £64 all in.",
    "11-32 cassette, 12-speed.",
    "50/34, 170 mm cranks.",
    "Weird creak from the headset, 1 1/8 steerer.",
    "E-assist motor's dead, 250 W, 36 V.",
])
def test_a_things_numbers_typed_close_up_and_a_units_symbol_are_the_scene(scene: str) -> None:
    result = _rolled("fist", f"{scene} Ripper kicks in the door. Dice: 5 and 3.")
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (5, 3), 2)


@pytest.mark.parametrize("phrase", ["Ripper kicks in the door, rolled 6-3",
                                    "Ripper kicks in the door w/ the crowbar, 6 3"])
def test_faces_joined_by_a_hyphen_and_a_chat_w_stay_read(phrase: str) -> None:
    assert _read("fist", phrase).dice == (6, 3)


def test_an_advantage_said_of_a_thing_with_an_adjective_is_the_scene() -> None:
    result = _rolled("fist", "Shop chat: the big advantage of a 1x drivetrain is one less thing to strip. Ripper kicks "
                             "in the door. Dice: 5 and 3.")
    assert (result.dice, result.modifier) == ((5, 3), 2)


def test_the_advantage_of_surprise_stays_advantage() -> None:
    assert _read("fist", "Ripper kicks in the door with the advantage of surprise. Dice: 5, 3 and 2.").dice == (5, 3, 2)


def test_a_range_of_labelled_things_is_no_reroll() -> None:
    request = _read("fs3", "Zoe keeps watch, Alertness: 2, 3, 4, 5. She burns her luck point and rerolls: 6, 6, 1, 2. "
                           "Obs due on Beds 2 to 5.")
    assert (request.actor, request.dice) == ("Zoe", (2, 3, 4, 5))
    assert [c.text for c in request.reading if c.kind == "re-roll dice"] == [": 6, 6, 1, 2"]


def test_a_stats_word_describing_a_thing_after_an_unknown_word_for_someone_is_the_scene() -> None:
    request = _read("pbta", "Customer wants a hard tail for the canal path. Kit reads the room. Dice: 2 and 3.")
    assert (request.actor, request.dice) == ("Kit", (2, 3))


def test_a_word_with_its_s_before_a_comma_is_no_one_spoken_to() -> None:
    request = _read("fs3", "Zoe talks the pilot through a breech delivery over the radio: Medicine. Mum's BP 130/85, "
                           "baby out at 05:06 after 8 minutes of it, Apgar 9. Dice: 6, 6, 6, 1.")
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Medicine", (6, 6, 6, 1))


def test_an_unknown_name_spoken_to_stays_asked() -> None:
    with pytest.raises(RollmateError, match="Zeke"):
        _read("fs3", "Zeke, roll Medicine. Dice: 6, 6, 6, 1.")


def test_a_rules_word_opening_a_notes_sentence_before_a_noun_describes_it() -> None:
    request = _read("pbta", "Kit listens to the frame of the old bike. Ongoing creak from the headset, 1 cup cracked. "
                            "Dice: 2 and 5.")
    assert (request.actor, request.dice, request.cues) == ("Kit", (2, 5), ())


@pytest.mark.parametrize("heading", ["Jonesy at 03:00: HR 96, RR 22, temp 37.2.", "Jonesy: HR 96, RR 22."])
def test_a_name_heading_a_line_of_notes_acts_not(heading: str) -> None:
    request = _read("fist", f"{heading} Ripper kicks in the door. Dice: 5 and 3.")
    assert (request.actor, request.dice) == ("Ripper", (5, 3))
    said = heading[: heading.index(": ") + 1]  # the heading is named in Read as, the scene's
    assert any(c.text == said and not c.used and "heading" in (c.note or "") for c in request.reading)


def test_a_name_heading_a_deed_still_acts() -> None:
    assert _read("fist", "Jonesy: kick in the door. Dice: 5 and 3.").actor == "Jonesy"


def test_a_deed_word_in_the_gms_question_of_what_is_the_scene() -> None:
    result = _rolled("fist", "GM here: Ripper, what's the plan for the locked vault? Ripper smashes the padlock with "
                             "the fire axe. Dice: 1 and 1.")
    assert (result.actor, result.contract()["ability"]["name"], result.dice) == ("Ripper", "Forceful", (1, 1))


def test_letters_of_a_thing_listed_are_no_one_spoken_to() -> None:
    request = _read("fs3", "Zoe gets bloods off Bed 5, Medicine. FBC, U&E, 4 bottles. Dice 2, 3, 6, 4.")
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Medicine", (2, 3, 6, 4))


def test_a_name_in_capitals_told_to_roll_stays_asked() -> None:
    with pytest.raises(RollmateError, match="ZEKE"):
        _read("fs3", "ZEKE, roll Medicine. Dice 2, 3, 6, 4.")


@pytest.mark.parametrize("scene", ["Saturday group ride leaves at 8, 40 km, no drop.", "The shoot starts at 6."])
def test_an_event_named_by_a_deeds_noun_with_its_time_is_the_scene(scene: str) -> None:
    request = _read("blades", f"{scene} Cross skirmishes with the guard, risky. Dice: 4, 4, 1.")
    assert (request.actor, request.dice, [c.key for c in request.cues]) == ("Cross", (4, 4, 1), ["risky"])


def test_a_charts_shorthand_capitalised_before_assists_is_someone_asked_about() -> None:
    with pytest.raises(RollmateError, match="'Sats'"):
        _read("blades", "Cross wrecks the incinerator, Sats assists, 02:30, dice 5 4 3.")


def test_a_group_named_by_its_count_is_the_scene() -> None:
    request = _read("fs3", "Zoe reads the patrol's shape like an opposing back four: Alertness. Dice: 6, 2, 8.")
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Alertness", (6, 2, 8))


def test_a_face_said_with_an_adjective_after_a_word_of_rolling_stays_a_face() -> None:
    assert _read("ghostburn", "Vex sneaks past the guard, got a solid four and a two.").dice == (4, 2)


@pytest.mark.parametrize(("phrase", "actor", "target"), [
    ("It is late. Meanwhile the guard, aboard with two of his men, searches the lockers. Dice for the guard: 8 and 5.",
     "the guard", None),
    ("Dex thrown against the wall and bleeding. Vex, clipped on in the cockpit, gives Dex first aid. Dice: 5 and 2.",
     "Vex", "Dex"),
])
def test_where_someone_is_said_between_their_name_and_their_verb_keeps_them_acting(phrase: str, actor: str,
                                                                                   target: str | None) -> None:
    request = _read("ghostburn", phrase)
    assert (request.actor, request.target) == (actor, target)


@pytest.mark.parametrize("said", [
    "Ripper kicks in the door. We are at 49°58'N 005°12'W.",
    "Ripper kicks in the door. The wind is SE 5-6 now.",
    "Ripper kicks in the door. W 6 gusting 7.",
    "Ripper kicks in the door. HW Dover +0600.",
    "Ripper kicks in the door, 1,287.4 hours on the clock.",
    "Ripper kicks in the door on the middle watch, 0000-0400.",
])
def test_a_logs_positions_winds_tides_and_watches_are_the_scene(said: str) -> None:
    result = _rolled("fist", f"{said} Dice: 5 and 3.")
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (5, 3), 2)


def test_a_modifier_with_a_leading_zero_under_four_digits_stays_one() -> None:
    assert _rolled("fist", "Ripper kicks in the door, -01, 5 and 3").modifier == 1


def test_a_difficultys_word_said_of_how_close_is_the_scene() -> None:
    request = _read("ghostburn", "Close-hauled, hard on the wind, 6.2 kn through the water. Vex sneaks past the guard, "
                                 "and the GM calls it Severe. Dice: 10 and 9.")
    assert (request.actor, request.difficulty, request.dice) == ("Vex", "Severe", (10, 9))


@pytest.mark.parametrize("phrase", [
    "0230, 2-4 watch. Ripper kicks in the door. Dice: 5 and 3.",
    "Ripper kicks in the wheelhouse door; we're lying alongside on three fenders. Dice: 5 and 3.",
    "Running before a F7, 2 reefs in, 8 kn over the ground. Ripper kicks in the door. Dice: 5 and 3.",
])
def test_a_watch_where_a_boat_lies_and_how_it_runs_are_the_scene(phrase: str) -> None:
    result = _rolled("fist", phrase)
    assert (result.actor, result.dice, result.contract()["ability"]["name"]) == ("Ripper", (5, 3), "Forceful")


def test_a_lie_told_stays_a_lie() -> None:
    result = _rolled("fist", "Ripper lies to the guard about the cargo, 5 and 3")
    assert result.contract()["ability"]["name"] == "Creative"
