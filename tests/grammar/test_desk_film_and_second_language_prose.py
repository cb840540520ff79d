"""Prose of a trading desk, a film set and a second language around a roll, read by kind: how a quantity of the scene
moved ('Dow up 3%', 'the T+2 queue', 'a 2-for-1'), advantage said not to apply ('no advantage'), the dice said as a
sum ('my dices make 9'), a deed carried out by name ('runs the bluff'), an assist that fails, a verb before its doer
('Then shoots Vex at ...'), a heading's furniture ('INT. warehouse, night.', 'Cut to the docks', 'Act 2,'), a thing's
name heading a post ('Commentary track, ...') and remarks after the dice ('wow', 'sharp rally'). Phrasings written
for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    from rollmate.rules.system import get_system

    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


@pytest.mark.parametrize("phrase", [
    "Close: Nikkei up 3%. Ripper punches the guard, rolled 4 5.",
    "Oil off 4 ticks on the day. Ripper punches the guard, rolled 4 5.",
    "Ripper punches the guard before T+2 settles, rolled 4 5.",
    "Ripper punches the guard for a 2-for-1 on the crates, rolled 4 5.",
    "Latency's down 5 bps. Ripper punches the guard, rolled 4 5.",
])
def test_how_a_quantity_of_the_scene_moved_is_no_modifier(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.modifiers == () and request.dice == (4, 5) and request.actor == "Ripper"


@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard, A+1, rolled 4 5.",  # no time offset's letter: a modifier said with a label
    "Ripper punches the guard, GM says +1, rolled 4 5.",
    "DM +1 for the rain, Ripper punches the guard, rolled 4 5.",
    "SGT +1 for cover, Ripper punches the guard, rolled 4 5.",
])
def test_a_signed_number_after_a_word_of_the_table_stays_a_modifier(phrase: str) -> None:
    request = _read("fist", phrase)
    assert [m.amount for m in request.modifiers] == [1]


@pytest.mark.parametrize("phrase", [
    "The guard down 2, Ripper punches him, rolled 4 5.",
    "Ripper punches the guard, STR up 2, rolled 4 5.",
    "Close: FTSE down 2. Ripper punches the guard, rolled 4 5.",
])
def test_a_thing_moved_without_a_unit_stays_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="'2'"):
        _read("fist", phrase)


def test_a_letter_and_a_signed_number_apart_stay_a_modifier() -> None:
    assert [m.amount for m in _read("fist", "Ripper punches the guard, D+1, rolled 4 5.").modifiers] == [1]


@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard without advantage, rolled 4 5 6.",
    "Ripper punches the guard, no advantage, rolled 4 5 6.",
    "Ripper punches the guard, rolled 4 5 6, no disadvantage.",
    "Ripper punches the guard, rolled 4 5 6, not with advantage.",
])
def test_advantage_said_not_to_apply_is_the_plain_roll(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.advantage is None and request.dice == (4, 5, 6)  # (three faces: refused when resolved)
    assert any(not c.used and "advantage" in c.text for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, my dices make 9 together.",
    "Vex sneaks past the guard, the dice total 11.",
])
def test_the_dice_said_as_a_sum_are_asked_for_their_faces(phrase: str) -> None:
    with pytest.raises(PhraseError, match="add(?:ed)? up to"):
        _read("ghostburn", phrase)


def test_a_verb_of_carrying_out_names_the_deed_after_its_article() -> None:
    assert _read("ghostburn", "Vex runs the bluff on the guard, 4 5").trick == "Bluff"


def test_an_assist_that_fails_its_roll_is_a_failure_as_stated() -> None:
    request = _read("fs3", "Nemesis shoots the drone, Zoe assists and fails her assist roll, 6 6 2 1 3 4")
    assert [(h.name, h.level) for h in request.helpers] == [("Zoe", "Failure")]


def test_an_unknown_capitalised_name_before_roll_and_a_skill_is_asked() -> None:
    with pytest.raises(PhraseError, match="anyone called 'Olga'"):
        _read("fs3", "Olga roll Firearms, dice 6 6 2 1 3")


def test_a_verb_before_its_doer_in_a_second_languages_order() -> None:
    request = _read("ghostburn", "Then shoots Vex at the drone over the market, only one shot. 3 and 5")
    assert request.actor == "Vex" and request.verbs == ("Single Shot",)


def test_a_setup_opener_without_its_comma_ends_before_the_one_who_acts() -> None:
    request = _read("blades", "After Thorn's setup Cross skirmishes with the guard, for +1 effect. 6 and 2")
    assert request.actor == "Cross" and request.verbs == ("Skirmish",)


@pytest.mark.parametrize(("phrase", "part"), [
    ("Scene 5, INT. old warehouse, night. Vex sneaks past the guard. Dice 4 and 5.", "INT. old warehouse, night"),
    ("Cut to the docks, take 2. Vex sneaks past the guard. Dice 4 and 5.", "Cut to"),
])
def test_a_scripts_furniture_in_prose_is_the_scene(phrase: str, part: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.verbs == ("Sneak",) and request.dice == (4, 5)
    assert any(c.text == part and not c.used for c in request.reading)


def test_a_slugline_holding_a_rules_value_is_not_taken_for_the_scene() -> None:
    with pytest.raises(PhraseError, match="'INT'"):
        _read("ghostburn", "INT. Hard, Vex sneaks past the guard. Dice 4 and 5.")


@pytest.mark.parametrize("phrase", [
    "Act 2, scene 6: Vex sneaks past the guard, 4 5",
    "Stunt reel, take 3: Vex sneaks past the guard, 4 5",
    "Vex sneaks between hangars 4 and 5 past the guard, rolled 6 6",
])
def test_a_heading_or_a_place_by_its_number_is_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.verbs == ("Sneak",) and request.dice in ((4, 5), (6, 6))


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Commentary track, my favourite bit: Vex sneaks past the guard. 4 5", "Sneak"),
    ("Vex sneaks past the guard. Dice 4 and 5, sharp rally.", "Sneak"),
    ("Vex sneaks past the guard. 4 and 5, wow", "Sneak"),
    ("Vex tells the guard he loved the show. A bluff, of course. 4 and 5", "Bluff"),
])
def test_a_thing_named_or_a_remark_is_no_second_deed(phrase: str, trick: str) -> None:
    request = _read("ghostburn", phrase)
    assert (*request.verbs, request.trick) in ((trick, None), (trick,))


def test_a_heading_of_two_nouns_is_no_one_only_where_someone_acts() -> None:
    with pytest.raises(PhraseError, match="'Hunter'"):
        _read("ghostburn", "Hunter track, 4 5")


def test_a_thing_after_an_article_with_words_describing_it_is_no_deed() -> None:
    request = _read("fist", "Ripper dodges the falling lighting rig, 4 5")
    assert "rig" not in request.verbs or request.verbs[0] == "dodge"


def test_a_lowercase_unknown_thing_after_the_deed_is_the_story() -> None:
    request = _read("blades", "Cross skirmishes with the guard and takes a devil's bargain, the painted backdrop "
                              "catches fire. Dice 4, 3, 3")
    assert request.actor == "Cross" and request.verbs == ("Skirmish",)


def test_one_unknown_acting_before_any_deed_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="'mech'"):
        _read("blades", "the painted mech climbs the wall. Dice 4, 3.")


def test_or_no_ending_a_question_is_no_number_sign() -> None:
    request = _read("ghostburn", "Vex reads the bouncer, is he nervous or no. 6 and 6")
    assert request.dice == (6, 6)


def test_a_verb_after_then_keeps_the_doer_named_before() -> None:
    request = _read("fist", "Ripper spends a war die, then shoves Jonesy into the wall, rolled 4 5, war die 3")
    assert request.target == "Jonesy" and request.verbs == ("shove",)


@pytest.mark.parametrize("phrase", [
    "Notebook, 14/3. Vex sneaks past the guard. Dice: 4, 5.",
    "12/4, 09:15. Vex sneaks past the guard. Dice: 4, 5.",
    "Vex sneaks past the guard with the H2SO4 and the LiAlH4 flask. Dice: 4, 5.",
    "Sample 7, CO2 at 2 bar. Vex sneaks past the guard. Dice: 4, 5.",
])
def test_a_date_or_a_formula_of_a_note_is_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.dice == (4, 5) and request.verbs == ("Sneak",)


def test_a_day_and_month_that_may_be_faces_stays_the_dice() -> None:
    assert _read("ghostburn", "Vex sneaks past the guard, 6/3").dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Cross skirmishes with the guard; the PI logs it as controlled, great effect. Dice: 6, 6, 2.",
    "Cross skirmishes with the guard; GM counts this one as controlled, great effect. Dice: 6, 6, 2.",
])
def test_a_value_logged_as_the_position_is_set(phrase: str) -> None:
    request = _read("blades", phrase)
    assert {c.key for c in request.cues} >= {"controlled", "great"}
