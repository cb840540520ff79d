"""A gambler's talk around a real roll ('eight the hard way', 'hard six, 3 and 3', 'a pair of deuces', 'hard luck',
'double or nothing', 'read 'em and weep', 'I'll give you 3 to 1 she does it'), a character whose table name is the
dice's ('Boxcars kicks the door'), and a post that names first someone lying hurt and then, in a later sentence, the
one who acts on them ('Dex is bleeding out. Vex gets a first aid patch on him'). Phrasings written for this test (the
register: tests/phrases/fresh/setCM, the gambler)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.set_phrases import SET_PHRASE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, PBTA = example_game("pbta")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize(("said", "faces"), [
    ("eight the hard way", (4, 4)), ("Six the hard way", (3, 3)), ("hard ten", (5, 5)), ("hard four", (2, 2)),
    ("a pair of deuces", (2, 2)), ("a pair of treys", (3, 3)), ("ace-deuce", (1, 2)), ("box cars", (6, 6)),
])
def test_a_craps_name_fixes_the_faces(said: str, faces: tuple[int, ...]) -> None:
    assert parse(f"Ripper kicks the door in, forceful: {said}", FIST).dice == faces


@pytest.mark.parametrize("phrase", ["Ripper kicks the door in, forceful: hard six, 3 and 3",
                                    "Ripper kicks the door in, forceful: snake eyes, 1 and 1"])
def test_the_named_faces_said_again_are_one_roll(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert len(request.dice or ()) == 2 and any(c.kind == "dice named" and not c.used for c in request.reading)


def test_a_table_name_that_is_the_dices_name_acting_is_the_character(tmp_path: Path) -> None:
    sheet = tmp_path / "party.toml"
    sheet.write_text('system = "fist"\n[[character]]\nname = "Kasimir Stahl"\naka = ["Boxcars"]\n'
                     '[character.attributes]\nforceful = 2\ncreative = 0\ntactical = 1\nreflexive = 0\n\n'
                     '[[character]]\nname = "Ines"\n[character.attributes]\nforceful = 0\ncreative = 1\n'
                     'tactical = 1\nreflexive = 2\n', encoding="utf-8")
    vocabulary = get_system("fist").vocabulary(load_party([sheet]))
    request = parse("Boxcars kicks in the vault door, forceful, 3 and 2", vocabulary)
    assert (request.actor, request.dice) == ("Kasimir Stahl", (3, 2))
    assert parse("Ines kicks in the vault door, forceful. Boxcars!", vocabulary).dice == (6, 6)


@pytest.mark.parametrize(("phrase", "said"), [
    ("Hard luck, but Vex sweet-talks the bouncer anyway, 6 4", "Hard luck"),
    ("Vex sweet-talks the bouncer, read 'em and weep, 9 and 8", "read 'em and weep"),
    ("Vex sweet-talks the bouncer, pushing my luck here, 6 4", "pushing my luck"),
])
def test_a_gamblers_set_phrase_is_the_scene(phrase: str, said: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Convince",) and not request.spends and request.difficulty is None
    assert any(c.text == said and c.note == SET_PHRASE for c in request.reading)


def test_double_or_nothing_leaves_the_pronoun_to_the_one_spoken_to() -> None:
    request = parse("Nemesis, roll Brawn. Double or nothing, she throws 6 6 2", FS3)
    assert (request.actor, request.dice) == ("Nemesis", (6, 6, 2))


@pytest.mark.parametrize("phrase", ["Vex sweet-talks the bouncer, I'll give you 3 to 1 she does it, 6 4",
                                    "Vex sweet-talks the bouncer, 5 to 1 against, 6 4"])
def test_a_bets_odds_are_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice, request.modifiers) == ("Vex", (6, 4), ())


def test_the_one_named_first_lying_hurt_is_whom_a_later_sentences_name_acts_on() -> None:
    request = parse("Dex is bleeding out in the alley. Vex gets a first aid patch on him. 5 4", GHOSTBURN)
    assert (request.actor, request.target, request.verbs) == ("Vex", "Dex", ("First Aid",))


def test_a_trick_of_two_words_after_an_article_is_named() -> None:
    request = parse("Dex lines up a crippling shot on the guard's knee, 6 4", GHOSTBURN)
    assert request.trick == "Crippling Shot"


def test_hard_then_faces_is_a_difficulty_and_the_dice() -> None:
    request = parse("Vex punches the bouncer Hard six and two", GHOSTBURN)
    assert (request.difficulty, request.dice) == ("Hard", (6, 2))


@pytest.mark.parametrize("phrase", ["Pit boss here. Dex shoots the guard. 6 and 4.",
                                    "Your friendly croupier here. Dex shoots the guard. 6 and 4."])
def test_a_role_of_a_few_words_saying_who_posts_is_the_frame(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Dex", ("Single Shot",), (6, 4))
    assert any(c.text.endswith("here.") and not c.used for c in request.reading)


def test_a_loaded_name_before_here_is_no_introduction() -> None:
    with pytest.raises(PhraseError):
        parse("Vex and Dex here. Dex shoots the guard. 6 and 4.", GHOSTBURN)
