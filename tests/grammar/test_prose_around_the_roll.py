"""The prose around a roll, read as the scene where only the scene stands: a stat or value word in a sentence of the
story ('Sleet and wind, hot and bothered all day. Kit reads the room'), numbers that count or label things ('the
7 train', '2 miles of road', 'Gate 270 at 20'), a number in a clause of prose after a preposition or before a word
('batting at 3', '6 not out'), a line a noun phrase heads ('Hangar deck night, 2 bells: roll ...'), a deed word
heading the post ('Club newsletter: Vex ...'), the one acted on answering against the one who acted, and a manner
said as what someone is all of ('all charm'). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary


def _vocab(game: str) -> Vocabulary:
    return get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))


@pytest.mark.parametrize(("phrase", "word"), [
    ("The camp at dusk, hot and high, forty degrees. Kit reads the room. Dice 4 and 3.", "hot"),
    ("Kit reads the room. Sharp on the trigger, sharper on the radio. Dice 4 and 3.", "Sharp"),
])
def test_a_stat_word_in_a_sentence_of_the_story_is_the_scene(phrase: str, word: str) -> None:
    request = parse(phrase, _vocab("pbta"))
    assert request.actor == "Kit" and request.abilities == () and request.dice == (4, 3)
    assert any(c.kind == "scene" and c.text == word and not c.used for c in request.reading)


def test_a_stat_said_as_the_roll_still_counts_in_its_own_sentence() -> None:
    request = parse("Sleet all night. Kit reads the room, roll +hot. Dice 4 and 3.", _vocab("pbta"))
    assert request.abilities == ("Hot",)


def test_a_value_word_in_a_sentence_of_the_story_is_the_scene() -> None:
    request = parse("Limited overs, risky singles all afternoon. Cross skirmishes with the thug, desperate, great effect. "
                    "Dice 6, 3 and 1.", _vocab("blades"))
    assert request.actor == "Cross"
    assert any(c.kind == "position" and c.used and c.text == "desperate" for c in request.reading)
    assert not any(c.kind == "effect" and c.used and c.text == "Limited" for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Zoe keeps her cool after the wave-off on the 3 wire: Composure, 6 1 2",
    "Gate 270 at 20, 2 miles of road to go. Zoe keeps her cool. Composure, 6 1 2",
    "Zoe keeps her cool. 1 pilot, 2 passengers. Composure, 6 1 2",
    "Zoe keeps her cool. Torqued to 45, wired. Composure, 6 1 2",
])
def test_numbers_that_count_or_label_things_are_the_scene(phrase: str) -> None:
    request = parse(phrase, _vocab("fs3"))
    assert request.actor == "Zoe" and request.skill == "Composure" and request.dice == (6, 1, 2)


@pytest.mark.parametrize("phrase", [
    "Vex, batting well out of position at 3, tries to recall the door code, Tactical. Dice 6 and 6.",
    "Vex operates the winch, Tactical, rolled 6 and 6. Declared at 350 for 7.",
    "Vex works the winch, Tactical: the ball after a six, always swinging. Dice 6 and 6.",
])
def test_a_number_in_a_clause_of_prose_is_the_scene_where_the_dice_are_said_apart(phrase: str) -> None:
    request = parse(phrase, _vocab("fist"))
    assert request.actor == "Vex" and request.abilities == ("Tactical",) and request.dice == (6, 6)
    assert request.modifiers == ()


def test_a_lone_number_in_its_clause_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="what '3' is"):
        parse("Vex tries to recall the door code, 3, Tactical. Dice 6 and 6.", _vocab("fist"))


def test_a_line_headed_by_a_noun_phrase_names_no_one() -> None:
    request = parse("Hangar deck sparring night, 2 bells: roll Zoe/Melee vs Mavros/Melee. Zoe rolled 6 7 2, Mavros "
                    "rolled 1 2 6.", _vocab("fs3"))
    assert request.actor == "Zoe" and request.skill == "Melee"


def test_a_deed_word_heading_the_post_is_the_scene() -> None:
    request = parse("Club newsletter, Winter Notes: Vex bluffed the bouncer about the guest list. Dice: 5 and 4.",
                    _vocab("ghostburn"))
    assert request.actor == "Vex" and request.verbs == ("Bluff",)


def test_the_one_acted_on_answers_against_the_one_who_acted() -> None:
    request = parse("Mavros chews Zoe out for the crash, and she keeps her cool: Composure vs Mavros. Zoe rolled 6 1 "
                    "2, Mavros rolled 6 6 7.", _vocab("fs3"))
    assert request.actor == "Zoe" and request.dice == (6, 1, 2)
    assert request.opponent is not None and request.opponent.name == "Mavros"
    assert request.faces_by == {"Mavros": (6, 6, 7)}


def test_what_someone_is_all_of_is_how_they_do_it() -> None:
    request = parse("Kit reads the room anyway, all charm. Dice 6 and 5.", _vocab("pbta"))
    assert request.actor == "Kit" and request.verbs == ("Read the Room",)


def test_a_deed_word_after_an_article_closing_its_clause_is_a_thing() -> None:
    request = parse("Vex smashes through the wall with the sledgehammer. Dice 2 and 2. Out for a duck.", _vocab("fist"))
    assert request.actor == "Vex" and request.dice == (2, 2)
    assert any(c.text == "duck" and not c.used for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Tower to Cross: 'Thorn set it up for you, for better position. Blow the gate.' Cross wrecks the gate. Dice 5 and 4.",
    "GM: 'Thorn set it up for you, for better position.' Cross wrecks the gate. Dice 5 and 4.",
])
def test_what_the_gm_says_to_the_table_in_quotes_is_the_ruling(phrase: str) -> None:
    request = parse(phrase, _vocab("blades"))
    assert request.actor == "Cross" and any(c.kind == "setup" and c.used for c in request.reading)


def test_what_a_character_says_in_quotes_stays_the_scene() -> None:
    request = parse("The bluecoat sneers: 'Easy, friend, that's a desperate spot.' Cross wrecks the gate. Dice 5 and 4.",
                    _vocab("blades"))
    assert request.actor == "Cross" and not any(c.kind == "position" and c.used for c in request.reading)
