"""Kinds of phrasing very online players showed (set setFC): a verdict on how things stand in slang ("that's extreme
lol", "it's giving desperate", read as the effect or the Difficulty Level, or two of them), the means said after
the aim ('to let us in w/ a suitable bribe', lost inside the aim), and a label naming whose line it is with 'from'
("classic move from jonesy: she sweet talks ...", read as the seat's character), slang after the dice ('5 4 3
pleaseee', '6 6 1 ate', the faces asked about), a level of success said with a degree ('lowkey embarrassing tbh',
unexpected) and words that only describe before the dice ('lowkey clumsy but 6 n 6', read as whose dice they are);
and from players who write in British and Irish dialect (setFB): a time said as "till half six" or "by quarter to
ten" (asked about as a die), a saying between a name and the deed ('Dex, no messing, shoots him', read as
another's deed or two actions), and one a GM's character acts on resisting it ('A goon hits Cross ... and she resists
it with Prowess', refused as the NPC's roll), and what was done to a thing named before ('the bottle of Buckfast
we nicked', read as a second action), and 'boots in the door' (FIST's kicking in, said in slang), and a nickname of a possessive and a word for a
character ('Our Lass susses out ...', the next word asked about as the character's name), and a face said with its
article as the post's last sentence ('... with Prowess. A four.', asked about), and another reading of a measure
after a comma ('Twelve metres, maybe 15', asked about).
Guards keep what must stay.
Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def test_a_verdict_in_slang_beside_the_value_said_is_the_scene() -> None:
    request = _read("ghostburn", "that's hard lol. Vex shoots the guard, DL Moderate. rolled 4 5")
    assert (request.actor, request.difficulty, request.dice) == ("Vex", "Moderate", (4, 5))


def test_the_referees_verdict_stays_the_value_guard() -> None:
    request = _read("ghostburn", "GM: that's hard. Vex shoots the guard. rolled 4 5")
    assert (request.actor, request.difficulty) == ("Vex", "Hard")


def test_the_means_said_after_the_aim_is_the_rolls() -> None:
    request = _read("ghostburn", "Vex convinces the bouncer to let us in w/ a suitable bribe. rolled 2 3")
    assert (request.actor, request.target, [c.key for c in request.cues]) == ("Vex", "the bouncer", ["bribe"])


def test_a_label_from_someone_says_whose_line_it_is() -> None:
    request = _read("fist", "classic move from jonesy: she sweet talks the janitor into the side door, creative. "
                            "got 4 n 3")
    assert (request.actor, request.abilities, request.dice) == ("Jonesy", ("Creative",), (4, 3))


def test_a_time_said_as_half_six_is_the_scene() -> None:
    request = _read("fs3", "Tug rewires the generator, it'll wait till half six: Technician. Dice: 6, 2, 3, 7, 1, 1, 4.")
    assert (request.actor, request.skill, request.dice) == ("Tug", "Technician", (6, 2, 3, 7, 1, 1, 4))


@pytest.mark.parametrize("phrase", ["Cross pushes herself to sway the bluecoat, risky. 5 4 3 pleaseee",
                                    "Cross sways the bluecoat, risky. 5 4 3 ate"])
def test_slang_after_the_dice_is_the_players_remark(phrase: str) -> None:
    request = _read("blades", phrase)
    assert (request.actor, request.dice) == ("Cross", (5, 4, 3))
    assert "Sway" in (request.skill, *request.verbs)


def test_a_level_of_success_said_with_a_degree_is_a_feeling() -> None:
    request = _read("fs3", "Tug fixes the truck, Technician. lowkey embarrassing tbh. rolled 1 1 1 1 6 7 2")
    assert (request.actor, request.skill, request.dice) == ("Tug", "Technician", (1, 1, 1, 1, 6, 7, 2))


def test_words_that_only_describe_before_the_dice_own_none() -> None:
    request = _read("fist", "Ripper catches the falling laptop, reflexive, lowkey clumsy but 6 n 6")
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Reflexive",), (6, 6))


@pytest.mark.parametrize("phrase", ["The guard is running off. Dex, fair play, takes a crippling shot at his knee. 8 and 7",
                                    "The guard legs it. Dex, no messing, shoots him. 8 and 7"])
def test_a_saying_between_a_name_and_the_deed_keeps_the_name_the_doer(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert (request.actor, request.verbs, request.dice) == ("Dex", ("Single Shot",), (8, 7))


@pytest.mark.parametrize("phrase", ["A goon hits Cross with a boathook and she resists it with Prowess. Dice: 5, 3.",
                                    "Some thug lamps Thorn with a boathook, and he resists it with Prowess. Dice: 5, 3."])
def test_the_one_a_gm_character_acts_on_resists_it(phrase: str) -> None:
    request = _read("blades", phrase)
    assert (request.actor in ("Cross", "Thorn"), request.abilities, request.dice) == (True, ("Prowess",), (5, 3))


def test_a_gm_characters_deed_with_no_resistance_stays_asked_guard() -> None:
    with pytest.raises(RollmateError, match="never roll"):
        _read("blades", "A Bluecoat clubs Cross with a baton. Dice: 5, 3.")


def test_what_was_done_to_a_thing_named_before_is_no_deed() -> None:
    request = _read("ghostburn", "Vex searches the flat for the bottle of Buckfast we nicked. rolled 7 4")
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Search",), (7, 4))


def test_a_deed_of_ours_joined_by_and_stays_a_second_action_guard() -> None:
    with pytest.raises(RollmateError, match="two actions"):
        _read("ghostburn", "Vex searches the flat and we nicked the telly. rolled 7 4")


def test_booting_a_door_in_is_kicking_it_in() -> None:
    request = _read("fist", "Ripper boots in the door of the flat. A five and a two.")
    assert (request.actor, request.dice) == ("Ripper", (5, 2))
    assert request.verbs and request.verbs[0].startswith("boot")


def test_a_nickname_made_of_a_possessive_and_a_word_for_a_character_is_the_name(tmp_path: Path) -> None:
    examples = Path(__file__).parents[2] / "examples"
    (tmp_path / "pbta_playbook.toml").write_text((examples / "pbta_playbook.toml").read_text().replace(
        'triggers = ["scavenge",', 'triggers = ["suss out", "susses out", "scavenge",'))  # (a word of dialect)
    sheet = tmp_path / "party.toml"
    sheet.write_text((examples / "pbta_party.toml").read_text().replace(
        'name = "Kit"', 'name = "Chantelle Moss"\naka = ["Our Lass"]'))
    vocabulary = get_system("pbta").vocabulary(load_party([sheet]))
    request = parse("Our Lass susses out the wreck for parts. Snake eyes.", vocabulary)
    assert (request.actor, request.dice) == ("Chantelle Moss", (1, 1))


def test_a_face_said_with_its_article_as_the_posts_last_sentence_is_the_die() -> None:
    request = _read("blades", "Cross resists the fall with Prowess. A four.")
    assert (request.actor, request.abilities, request.dice) == ("Cross", ("Prowess",), (4,))


def test_a_face_with_its_article_before_more_sentences_stays_asked_guard() -> None:
    with pytest.raises(RollmateError, match="'four'"):
        _read("blades", "Cross sways the guard. A four. Then we go home.")


def test_another_reading_of_a_measure_after_a_comma_is_the_scene() -> None:
    request = _read("fs3", "Tug climbs the wall, Athletics. Twelve metres, maybe 15. Dice: 8, 8, 6, 6, 6, 1, 2.")
    assert (request.actor, request.skill, request.dice) == ("Tug", "Athletics", (8, 8, 6, 6, 6, 1, 2))


def test_a_face_hedged_after_the_dice_stays_asked_guard() -> None:
    with pytest.raises(RollmateError, match="'3'"):
        _read("fs3", "Tug climbs the wall, Athletics. Dice: 8, 8, 6, 6, 6, 1, 2, maybe 3.")


def test_a_laugh_in_capitals_after_the_dice_is_no_count() -> None:
    request = _read("pbta", "Kit scavenges the wreck. 6 and 6 LMAO")
    assert (request.actor, request.dice) == ("Kit", (6, 6))


def test_a_gamers_word_for_a_person_doing_the_deed_is_asked_about() -> None:
    with pytest.raises(RollmateError, match="anyone called 'noob'"):
        _read("ghostburn", "noob street hacks the door panel, small corp security. 7 n 3")


def test_a_gamers_word_in_a_remark_is_the_scene_guard() -> None:
    request = _read("ghostburn", "noob mistake lol. Vex shoots the guard, rolled 4 5")
    assert (request.actor, request.dice) == ("Vex", (4, 5))


def test_a_cry_before_a_pronoun_is_no_thing_done_to() -> None:
    request = _read("ghostburn", "GM rolling for Vex, he's searching the rooftops for our drone ... 9 and 8 for him. "
                                 "NOOOOO he found it")
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Search",), (9, 8))
