"""A gardener's diary and an academic's review around a real roll: a day of the week as a line's label ('Diary, Wed:',
'Mon:', 'Sat 14th:'), a heading that names the work by a verb's -ing form ('Sowing plan for the pickers:'), things that
act ('Slugs got ...'), counts out of a whole ('5 of 8 seedlings', 'Viewing 2 of 4.'), how long until an event ('6
weeks to picking', "2 weeks' work"), a page's line ('p. 4, l. 12'), a field's mark ('Confidence: 3/5.'), a numbered
list of points ('concerns: 1. the sample is small. 2. ...'), a word between an article and its noun ('a creative
methodology', 'a cool result'), English words joined by hyphens ('Whip-and-tongue'), 'no one', a title and its number
calling someone ('Reviewer 3 to Kit:'), and a stat opening a list of
words describing the weather ('Hot, dry week'). Phrasings written for this test (the registers: the gardener, set CW,
and the peer reviewer, set CY), each said as a player at any table might too."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, PBTA = example_game("pbta")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", [
    "Diary, Wed: Vex sneaks past the guard. Dice: 4 and 3.",
    "Thurs: Vex sneaks past the guard. Dice 4 3",
    "Log, Fri 12th: Vex sneaks past the guard, 4 and 3",
])
def test_a_day_of_the_week_is_no_ones_name(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Sneak",) and request.dice == (4, 3)


@pytest.mark.parametrize("phrase", ["Sun shoots the guard, 4 5", "Sun: shoot the guard, 4 5"])
def test_a_day_where_a_name_stands_is_asked(phrase: str) -> None:
    """A day's word is a day only heading a post that names who acts; where a name stands it is asked."""
    with pytest.raises(PhraseError, match="anyone called 'Sun'"):
        parse(phrase, GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Shooting schedule for the week: Vex sneaks past the guard. Dice 4 3",
    "Snagging list for the new build: Vex sneaks past the guard. Dice 4 3",
])
def test_a_heading_naming_the_work_is_no_deed(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3)


def test_things_that_act_are_no_deed() -> None:
    request = parse("Slugs got into the lettuce again. Vex sneaks past the guard, 4 and 3", GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3)


@pytest.mark.parametrize("phrase", [
    "The frost took 5 of 8 seedlings. Vex sneaks past the guard, 4 and 3",
    "Viewing 2 of 4. Vex sneaks past the guard, 4 and 3",
    "Nine days to harvest, and 2 weeks' work gone. Vex sneaks past the guard, 4 and 3",
    "Vex sneaks past the guard, 6 weeks to picking. Dice 4 and 3",
])
def test_counts_and_spans_of_the_scene_are_no_dice(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3) and not request.modifiers


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. Minor: p. 4, l. 12. Dice 4 and 3.",
    "Vex sneaks past the guard (Section 2, l. 6). Dice 4 and 3.",
    "Confidence: 3/5. Vex sneaks past the guard. Dice 4 and 3.",
    "Vex sneaks past the guard (confidence: 4/5). Dice 4 and 3.",
    "Major concerns: 1. the sample is small. 2. the method is unclear. Vex sneaks past the guard. Dice: 4 and 3.",
    "Reviewer 2, concerns: 1. limited novelty; 2. a thin review. Vex sneaks past the guard. Dice: 4 and 3.",
])
def test_a_papers_numbers_are_no_dice(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3) and not request.modifiers


def test_the_dices_field_keeps_its_faces() -> None:
    assert parse("Vex sneaks past the guard. Dice: 4/5.", GHOSTBURN).dice == (4, 5)


@pytest.mark.parametrize("phrase, abilities", [
    ("Vex shoves the guard aside. The authors propose a creative methodology. Dice: 4 and 3.", ()),
    ("Summary: a creative method for entering sealed vaults. Vex kicks in the door. Dice: 4 and 3.", ()),
    ("Vex shoves the guard aside with a creative flourish. Dice: 4 and 3.", ("Creative",)),
    ("Vex shoves the guard aside, a Creative roll. Dice: 4 and 3.", ("Creative",)),
])
def test_a_word_between_an_article_and_its_noun_apart_from_the_deed_describes_the_thing(phrase: str, abilities: tuple[str, ...]) -> None:
    """(With no attribute said, the verb's own decides: Forceful for a shove; in the deed's own sentence the word
    says how it is done, as FIST reads an attribute.)"""
    assert parse(phrase, FIST).abilities == abilities


def test_a_stat_between_an_article_and_its_noun_is_no_stat() -> None:
    assert parse("Kit scavenges the ruins, a cool result. Dice 3 and 3", PBTA).abilities == ()
    assert parse("Kit scavenges the ruins, a cool roll. Dice 3 and 3", PBTA).abilities == ("Cool",)


def test_a_stat_opening_a_list_describing_the_weather_is_no_stat() -> None:
    assert parse("Kit: roll +sharp. Hot, dry week, and the well is low. Dice: 2 and 2.", PBTA).abilities == ("Sharp",)


def test_english_words_joined_by_hyphens_name_no_one() -> None:
    request = parse("Kit scavenges the ruins. Jack-in-the-box, 2 springs inside. Dice: 3 and 3.", PBTA)
    assert request.actor == "Kit" and request.dice == (3, 3)


def test_no_one_is_no_number() -> None:
    request = parse("Vex sneaks past the guard while no one is looking. Dice 4 and 3.", GHOSTBURN)
    assert request.dice == (4, 3) and not request.modifiers


def test_a_title_and_its_number_call_someone() -> None:
    request = parse("Reviewer 3 to Dex: sneak past the guard, please. Dice 4 and 3.", GHOSTBURN)
    assert request.actor == "Dex" and request.verbs == ("Sneak",)


def test_what_we_ask_and_who_does_it_are_no_deeds() -> None:
    request = parse("We ask who really runs the docks. Vex sneaks past the guard. Dice 4 and 3.", GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Sneak",)


def test_frightening_without_a_word_is_the_tricks_condition() -> None:
    request = parse("Vex frightens the guard off without saying a word. Dice 8 5", GHOSTBURN)
    assert request.verbs == ("Frighten",) and [cue.text for cue in request.cues] == ["without saying a word"]


@pytest.mark.parametrize("phrase", [
    "Vex vaults onto the garage roof, Acrobatic Stunt, 7 and 6. Garage: single, up-and-over door.",
    "the guard searches the loft for the deeds. Loft: part-boarded, one skylight. Dice: 9 and 5.",
])
def test_a_thing_said_before_heads_its_part_of_the_post(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor in ("Vex", "the guard") and request.dice in ((7, 6), (9, 5))


def test_the_dice_under_a_thing_said_before_stay_asked() -> None:
    with pytest.raises(PhraseError):
        parse("Vex sneaks past the guard, 4 and 3. Guard: 5 5", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Level 2 survey came back clean. Vex sneaks past the guard. Dice 4 and 3.",
    "A Category 3 storm rolls in while Vex sneaks past the guard. Dice 4 and 3.",
])
def test_a_things_class_is_no_rules_value(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3) and not request.modifiers


def test_a_thing_named_by_its_count_names_no_one() -> None:
    request = parse("Three-piece, tight as a drum: Kit scavenges the ruins. Dice 3 and 3", PBTA)
    assert request.actor == "Kit" and request.dice == (3, 3)


def test_a_part_of_the_body_after_a_possessive_is_no_deed() -> None:
    request = parse("Vex wipes his palm on his coat and sneaks past the guard. Dice 4 and 3", GHOSTBURN)
    assert request.verbs == ("Sneak",)


def test_the_place_a_named_roll_goes_through_is_no_second_action() -> None:
    request = parse("Nyx leads a group prowl with Cross and Thorn through the old library. Nyx rolled 3 2 1", BLADES)
    assert request.skill == "Prowl" and request.verbs == ()


_, FS3 = example_game("fs3")


def test_a_skill_english_has_as_an_adjective_said_of_a_thing_is_no_skill() -> None:
    """'Standard' is a language of FS3's sheets; 'the method is standard' says what the method is like."""
    request = parse("Zoe: roll Athletics. The wall is standard and dry. Dice 6 6 2 1", FS3)
    assert request.skill == "Athletics"


def test_what_a_thing_does_is_no_deed() -> None:
    request = parse("The vault sits on the old server, which runs all night. Vex sneaks past the guard. Dice 4 and 3.",
                    GHOSTBURN)
    assert request.verbs == ("Sneak",)


def test_what_the_dice_came_to_alone_is_asked() -> None:
    """A sum of the dice with no face is never a number of the scene while rollmate rolls its own."""
    with pytest.raises(PhraseError, match="added up to"):
        parse("Nyx wrecks the gate, risky; 3 dice, came to 11 all in.", BLADES)
    assert parse("Nyx wrecks the gate, risky; 6 3 2, came to 11 all in.", BLADES).dice == (6, 3, 2)
    assert parse("Nyx wrecks the gate while the bill came to 40 quid. 6 3 2", BLADES).dice == (6, 3, 2)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. Oil: 5W-30, part no. 6G9N-7550-AA. Dice 4 and 3",
    "Vex sneaks past the guard (spare part P0301-2 in his pocket). Dice 4 and 3",
])
def test_a_parts_code_with_hyphens_is_one_word(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.dice == (4, 3) and not request.modifiers


def test_dice_notation_keeps_its_modifier() -> None:
    assert [m.amount for m in parse("Vex sneaks past the guard, 2d10-1: 4 and 3", GHOSTBURN).modifiers] == [-1]


def test_a_name_spending_after_the_writers_own_sentence_acts_and_pays() -> None:
    """'We present ...': the writer's sentence before, no one acting in it; the one who spends and acts pays."""
    request = parse("We present a new method. Dex spends a luck point and sneaks past the guard. Dice: 4 and 3.",
                    GHOSTBURN)
    assert request.actor == "Dex" and request.verbs == ("Sneak",) and [s.key for s in request.spends] == ["luck"]


def test_what_a_thing_of_lone_letters_did_is_the_scene() -> None:
    request = parse("Dex sneaks past the guard. We note limited novelty. Q&A ran over. Dice: 4 and 3.", GHOSTBURN)
    assert request.actor == "Dex" and request.verbs == ("Sneak",) and request.dice == (4, 3)


@pytest.mark.parametrize("said", ["Standard methods, competently executed.", "The plan was neatly executed, we note."])
def test_a_participle_after_an_adverb_said_of_a_thing_is_no_deed(said: str) -> None:
    """'executed' of 'competently executed' is how a thing was done; a deed where someone does it."""
    request = parse(f"Vex swings the machete at the guard. {said} Dice: 4 and 3.", GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Melee Strike",) and request.dice == (4, 3)
