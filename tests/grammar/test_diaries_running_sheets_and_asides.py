"""A farm diary and a coach tour's running sheet around a roll, read by kind: a temperature after a frost ('frost -3 by
morning', 'Hard frost, -4 at 6 am'), a week written short ('Wk 12'), a word for someone heading a line in which a
loaded character acts ('Vet: ... Ripper smashes ...'), a label before a nickname written with a hyphen, spoken to
('Ops: Sat-Nav, ..., keep your nerve.'), a call put to someone ('question for Dex, can he ...'), a deed said with
'has' or 'had' ('(she's watched him all morning)'), a thing named by an NPC's name ('the Agrico drone'), a price per
head ('£12.50pp'), hours and minutes run together ('4h30'), a timetable's label before an hour ('dep 08:15'), an aside
in brackets between someone and what they do ('Thorn (seat 22C) assists'), a participle after a share ('(212%
scanned, not one lost)'), a bonus paid on a thing ('a bonus on the milk cheque'), a capitalised word before a verb
that another language has as its filler ('Dai picks the lock'); and from an older set, a field's count opening the
post ('Items bagged: 6.') and a field after whose it is ('The landlord's age: 58.'). Guards keep what must stay: a
modifier after a comma ('..., -1 for the cold'), a second deed in the past asked about, someone speaking in the first
person under a label, a bonus on the roll. Then a dental surgery's day list and notes, read after that set (the
session's hold-out) was scored: a tooth and its surfaces ('UR6 MOD'), a chart's two rows of scores ('BPE 3 3 4 / 3 3
3'), things counted by their letters ('exam + 2 BW', '6 PAs'), the one booked at an hour ('push the 3 pm'), a chart's
shorthand heading a note ('Tx:', 'C/O:'), the GM by a title before '(GM)', a thing and its interval ('recall 3/12'),
a thing counted by 'x' ('2 x scale and polish'), a room by its number ('Surgery 3 is locked'), a thing as it still is
('Chart still open'), a day list's entry opening with its time, a verb made again ('recalibrating'); and a rules
value alone in brackets after the name ('Cross (desperate) wrecks ...', which was dropped without a word), a nickname
that is a word staying a name before it. Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.raw import raw_tokens
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _rolled(game: str, phrase: str, **kw):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, **kw)


@pytest.mark.parametrize("phrase", [
    "Wk 47. Cool night, frost -3 by morning. Kit patches up Boone before the stock go thirsty. Dice: 3, 4.",
    "Hard frost, -4 at 6 am. Kit patches up Boone. Dice: 3, 4.",
])
def test_a_temperature_after_a_frost_is_the_scene(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Kit", (3, 4), ())


def test_a_modifier_after_a_comma_is_still_the_rolls() -> None:
    request = _read("pbta", "it's freezing, -1 for the cold, Kit patches up Boone. Dice: 3, 4.")
    assert [m.amount for m in request.modifiers] == [-1]


def test_a_week_written_short_is_the_scene() -> None:
    result = _rolled("fist", "Diary, Wk 12. Ripper ducks behind the feed trailer as the guards open fire. "
                             "Rolled 5 and 4.")
    assert (result.actor, result.ability.name, result.dice) == ("Ripper", "Reflexive", (5, 4))


def test_a_word_for_someone_heading_a_line_where_a_loaded_character_acts_is_no_one_of_the_roll() -> None:
    result = _rolled("fist", "Vet: Jonesy's wrist is still in a sling. Ripper smashes the padlock off the diesel tank "
                             "anyway. Rolled 5 6.")
    assert (result.actor, result.ability.name, result.dice) == ("Ripper", "Forceful", (5, 6))


@pytest.mark.parametrize("phrase", ["Medic: I patch up Ripper, 4 5.", "Vet: the bull kicks Ripper. 4 5."])
def test_a_word_for_someone_who_speaks_or_acts_under_it_is_still_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called"):
        _read("fist", phrase)


def test_a_label_before_a_hyphened_nickname_spoken_to_is_the_line_of_who_speaks(tmp_path: Path) -> None:
    sheet = tmp_path / "coach.toml"
    sheet.write_text('system = "fs3"\n\n[[character]]\nname = "Fiona MacRae"\naka = ["Sat-Nav"]\n'
                     '[character.attributes]\nwits = 4\ngrit = 3\n[character.action_skills]\ncomposure = 3\n',
                     encoding="utf-8")
    vocabulary = get_system("fs3").vocabulary(load_party([sheet]))
    request = parse("Ops: Sat-Nav, the fire alarm's going off in the hotel, keep your nerve. Composure at -2. "
                    "Dice 6 7 1 2.", vocabulary)
    assert (request.actor, request.skill, [m.amount for m in request.modifiers]) == ("Fiona MacRae", "Composure", [-2])


def test_the_one_a_question_is_put_to_rolls() -> None:
    request = _read("ghostburn", "GM: question for Dex, can he read what the fixer's really after? Read Person. "
                                 "Dex: 4 and 4.")
    assert (request.actor, request.trick, request.dice) == ("Dex", "Read Person", (4, 4))


def test_a_deed_said_with_has_is_what_was_done_before() -> None:
    result = _rolled("fist", "Ripper dodges him when he charges, with advantage (she's watched him all morning). "
                             "Dice 3, 6, 5.")
    assert (result.actor, result.ability.name, result.dice) == ("Ripper", "Reflexive", (3, 6, 5))


def test_a_deed_said_with_has_in_brackets_is_shown_as_the_scene() -> None:
    assert "watched" in unused(_read("fist", "Ripper dodges him, with advantage (she's watched him all morning). "
                                             "Dice 3, 6, 5."))


def test_a_second_deed_in_the_past_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        _read("fist", "Ripper sneaks past the guard, scared the cat. Dice 3, 6.")


def test_a_thing_named_by_the_name_of_one_the_gm_plays_is_no_one(tmp_path: Path) -> None:
    sheet = tmp_path / "farm.toml"
    sheet.write_text('system = "ghostburn"\n\n[[character]]\nname = "Gareth Hughes"\naka = ["Tup"]\n'
                     '[character.abilities]\nagility = 4\nawareness = 2\n[character.skills]\nfirearms = 3\n\n'
                     '[[npc]]\nname = "the Agrico guard"\nwits = "Hard"\n', encoding="utf-8")
    party = load_party([sheet])
    request = parse("Tup takes a single shot at the Agrico drone over the yard, rolled 3 2",
                    get_system("ghostburn").vocabulary(party))
    assert (request.actor, request.trick, request.skill, request.target) == (
        "Gareth Hughes", "Single Shot", None, None)


@pytest.mark.parametrize("phrase", [
    "Running sheet, Day 3 of 7: guided walk, Old Town (entry £12.50pp). Zoe spots the plant in the crowd, roll "
    "Alertness. Dice: 7 3 1 6 2 8.",
    "Stops: 13:00 cathedral (entry €9pp). Zoe spots the plant in the crowd, roll Alertness. Dice: 7 3 1 6 2 8.",
])
def test_a_running_sheets_prices_and_hours_are_the_scene(phrase: str) -> None:
    request = _read("fs3", phrase)
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Alertness", (7, 3, 1, 6, 2, 8))


def test_hours_and_minutes_run_together_are_one_word_of_the_scene() -> None:
    assert [(r.kind, r.text) for r in raw_tokens("Tacho: 4h30 driving.")] == [
        ("word", "Tacho"), ("mark", ":"), ("word", "4h30"), ("word", "driving"), ("mark", ".")]


def test_a_timetables_label_before_an_hour_cuts_no_rules_name_short() -> None:
    result = _rolled("ghostburn", "Leg 2: Inverness - Skye, dep 08:15, Pax 49. Vex convinces the depot manager, "
                                  "Wits Moderate. Dice: 7, 4.")
    assert (result.actor, result.trick, result.dice) == ("Vex", "Convince", (7, 4))


def test_an_aside_between_someone_and_what_they_do_is_who_they_are() -> None:
    request = _read("blades", "Cross wrecks the toll barrier, Thorn (seat 22C) assists. Dice 5 4 3.")
    assert (request.actor, [h.name for h in request.helpers], request.dice) == ("Cross", ["Thorn"], (5, 4, 3))
    with pytest.raises(PhraseError, match="Davie"):
        _read("blades", "Cross wrecks the toll barrier, Big Davie (seat 22C) assists. Dice 5 4 3.")


def test_a_participle_after_a_share_is_the_scene() -> None:
    request = _read("ghostburn", "Vex entertains the whole caff with the story of the great lambing of '19 (212% "
                                 "scanned, not one lost). Dice: 4 and 5.")
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Entertain",), (4, 5))


def test_a_bonus_paid_on_a_thing_is_the_scene_and_a_bonus_on_the_roll_is_asked() -> None:
    request = _read("fs3", "Milk cheque's in, with a bonus on the milk cheque for butterfat. Zoe chats up the new "
                           "girl at the feed merchants, roll Presence. Got 7 1 2 5 4.")
    assert (request.actor, request.abilities, request.modifiers) == ("Zoe", ("Presence",), ())
    with pytest.raises(PhraseError, match="bonus"):
        _read("fs3", "Zoe chats up the girl, roll Presence with a bonus on the roll. Got 7 1 2 5 4.")


@pytest.mark.parametrize("phrase", ["Dai picks the lock on the sheep-dip store. Dice 3 and 4.",
                                    "Ripper wrecks the sprayer, Dai assists. Dice 5 4."])
def test_a_capitalised_word_before_a_verb_is_someone_never_another_languages_filler(phrase: str) -> None:
    with pytest.raises(PhraseError, match="'Dai'"):
        _read("fist", phrase)


@pytest.mark.parametrize("phrase", [
    "Items bagged: 6. Kit talks the crowd down, 4 and 3.",
    "Rounds expended: 3. Kit talks the crowd down, 4 and 3.",
    "Kit talks the crowd down, 4 and 3. The landlord's age: 58.",
])
def test_a_fields_count_or_measure_is_the_scene(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Kit", (4, 3), ())


# A dental surgery's day list and notes, read after that set (the session's hold-out) was scored.

@pytest.mark.parametrize("phrase", [
    "Day list, Chair 2. 09:10 Mrs K, 20 min, exam + 2 BW. 10:00 Ripper shoves the cabinet through the door, dice 4 "
    "and 3.",
    "11 patients seen, 2 FTAs, 1 cancelled at 14:40. Ripper studies the films, 6 PAs, looking for the cache. Dice 4 "
    "and 3.",
    "Tx: Ripper hacks the booking system to make the 16:20 slot, Band 1, £26.80. Came up 4 and 3.",
    "Reception: push the 3 pm to half past. Ripper shoves the cabinet through the door, dice 4 and 3.",
    "Ripper ducks under the chair. Chart still open on the screen behind him: LR5, mobility grade 1. Rolled 4 and 3.",
])
def test_a_day_lists_counts_labels_and_things_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


@pytest.mark.parametrize("phrase", [
    "Day list, Chair 2. 09:30 Mr D, UR6 MOD, 2.2 ml Artic. 10:00 Vex convinces the landlord to give us till Friday, "
    "Wits Moderate, dice 7 and 5.",
    "Handover. Chair 1: Mrs O, BPE 3 3 4 / 3 3 3, moderate perio. Chair 2: Vex convinces the landlord to give us till "
    "Friday, Wits Moderate. Dice 7 and 5.",
])
def test_a_tooth_and_a_charts_scores_are_the_scene(phrase: str) -> None:
    result = _rolled("ghostburn", phrase)
    assert (result.actor, result.trick, result.dice) == ("Vex", "Convince", (7, 5))


def test_the_gm_named_with_a_title_before_their_bracketed_role_speaks_the_line() -> None:
    request = _read("ghostburn", "Dr Okoro (GM): Dex, can you line up a dead eye on the sniper on the lab roof? "
                                 "Dex: 10 and 7.")
    assert (request.actor, request.trick, request.dice) == ("Dex", "Dead Eye", (10, 7))


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Chart: Mrs O, recall 3/12. Dex gives Vex first aid. Dice 8 and 7.", "First Aid"),
    ("End-of-day handover. 4 x exams, 2 x scale and polish. Dex gives Vex first aid. Dice: 8 and 7.", "First Aid"),
    ("Surgery 3 is locked, so Dex climbs the drainpipe to the back window. Rolled 8 and 7.", "Athletic Move"),
])
def test_a_rules_word_naming_a_thing_or_a_room_is_no_deed(phrase: str, trick: str) -> None:
    result = _rolled("ghostburn", phrase)
    assert (result.actor, result.trick, result.dice) == ("Dex", trick, (8, 7))


def test_letters_joined_by_a_slash_head_a_notes_part() -> None:
    request = _read("fs3", "C/O: crewman with a fractured jaw. Tx: Zoe repairs the radio. Dice 6 1 2 8 3 4.")
    assert (request.actor, request.verbs, request.dice) == ("Zoe", ("Technician",), (6, 1, 2, 8, 3, 4))


def test_a_day_lists_entry_opens_with_its_time_and_the_one_named_after_it_acts() -> None:
    request = _read("pbta", "Day list: 09:00 Old Marrow's boy, exam. 09:20 Kit patches up Boone, dice 1 and 2. 09:40 "
                            "cold test.")
    assert (request.actor, request.verbs, request.dice) == ("Kit", ("Patch Someone Up",), (1, 2))


def test_a_verb_made_again_with_re_is_the_games_own() -> None:
    request = _read("fs3", "Plan: no patients till 14:00, so Zoe takes her time recalibrating the autoclave's pressure "
                           "sensor. Dice: 6 2 3 7 1 1 4 8.")
    assert (request.actor, request.verbs) == ("Zoe", ("Technician",))


def test_the_first_tries_faces_before_a_reroll_are_the_dice() -> None:
    result = _rolled("fs3", "Zoe watches the corridor for the inspector, Alertness. first go 2 3 1 4, blank. she "
                            "spends her luck on a reroll: 8 3 6 2")
    assert (result.actor, result.skill, result.dice) == ("Zoe", "Alertness", (8, 3, 6, 2))


def test_first_then_after_a_tooth_says_the_order_and_no_later_attack() -> None:
    request = _read("pbta", "Kit: roll +cool. Cool air test on the UL1 first, then the 14:40. 6 and 2")
    assert (request.actor, request.abilities, request.dice, request.attack_number) == ("Kit", ("Cool",), (6, 2), None)


def test_a_value_alone_in_brackets_after_the_name_is_the_rolls() -> None:
    request = _read("blades", "Cross (desperate) wrecks the barrier. Dice 5.")
    assert (request.actor, request.verbs, [c.key for c in request.cues]) == ("Cross", ("Wreck",), ["desperate"])


def test_a_nickname_that_is_a_word_stays_a_name_before_an_aside_in_brackets(tmp_path: Path) -> None:
    sheet = tmp_path / "coach.toml"
    sheet.write_text('system = "blades"\n\n[[character]]\nname = "Mirelle Quist"\naka = ["Wheels"]\n'
                     'playbook = "Cutter"\n[character.actions]\nwreck = 2\nskirmish = 3\n', encoding="utf-8")
    request = parse("Wheels (desperate) wrecks the barrier. Dice 5 4.",
                    get_system("blades").vocabulary(load_party([sheet])))
    assert (request.actor, request.verbs, [c.key for c in request.cues]) == ("Mirelle Quist", ("Wreck",), ["desperate"])
