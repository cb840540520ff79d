"""Kinds of phrasing met in this session's sets: words of the grammar after a word for a character ("the colonel's
lad and his dog", asked about as a character called 'and'), a thing named by its letter ('Plan B tent is 12m by
24m', read as a second deed), a label's things by a list of their numbers ('Dresses are size 10, 12 and 14', read
as a second set of dice); and from a rules lawyer's thread (setFD): a nickname that is a word for a rules text
('Sidebar: roll +weird', read as a citation and rolled for the seat), a subject after a word saying how the sentence
is meant ('Technically an Ultra overrides the total', read as a second deed), a kind of rating talked about ('even
with a -1 attribute', read as a modifier), and an amount said again for the same reason in another sentence ('the ref
rules -1 for the rain. ... Creative, -1 for the rain', counted twice); and from relayed posts (setFE): a lead-in
passing a post on with where the sender is in brackets or when it was sent ('msg from Tomasz (on the train, 2
bars):', 'fwd from Gideon, sent 19:58:', '[forwarded] 3 min ago, Wren:'), or naming no one ('fwd:'), and the
player's message passed on in quotation marks ('fwd: "Buzz shoots ... Dice 2, 5 and 6."', read as a character's
speech), and one who posts saying 'I' about a sender who acts later ("Juno texted, so I'm posting it: Juno convinces
the bouncer", rolled for the seat), who posts saying which character they play ("I'm Ringtone, so that stress is
mine", read as the one acted on), and a lead-in with who sent it first ('Lucan texted at 22:48, 9% battery:', the
last words read as a name).
Talk about the rules in a sentence of its own is the scene ('Point of order, §3.3: a trade moves both one step.',
'Quoting the book: taking your time is +2.', 'What counts as an Embarrassing Failure is the next thread.', read as
the roll's values or asked), unless it rules on a thing of this scene ('the courier is off optimal range, per §6.3').
A label's code of two numbers joined by a hyphen ('batch 22-19', asked about) is the scene where the post says its
dice elsewhere (from a pharmacy counter, setFF, after its end score). A table's vote on a ruling ('Ruling, 4-1:', 'objection overruled, 3 to 2') is the scene, never faces.
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


def _renamed(tmp_path: Path, game: str, name: str, called: str):  # type: ignore[no-untyped-def]
    """The example party of `game` with its character `name` renamed to `called` (a name, then its aka)."""
    examples = Path(__file__).parents[2] / "examples"
    if game == "pbta":
        (tmp_path / "pbta_playbook.toml").write_text((examples / "pbta_playbook.toml").read_text())
    sheet = tmp_path / "party.toml"
    sheet.write_text((examples / f"{game}_party.toml").read_text().replace(f'name = "{name}"', called))
    return get_system(game).vocabulary(load_party([sheet]))


def test_a_word_of_the_grammar_after_lad_is_no_name() -> None:
    request = _read("fist", "Jonesy dodges the colonel's lad and his dog. rolled 1 1")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("dodge",), (1, 1))


def test_an_unknown_name_after_guy_is_asked_guard() -> None:
    with pytest.raises(RollmateError, match="called 'tobiah'"):
        _read("fist", "sam's guy tobiah checks the corridor, rolled 3 4")


def test_a_thing_named_by_its_letter_is_no_deed() -> None:
    request = _read("fist", "Jonesy smashes through the side panel. Dice 2 and 3. Plan B tent is 12m by 24m.")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("smash through",), (2, 3))


def test_the_word_before_a_letter_alone_stays_the_deed_guard() -> None:
    request = _read("fist", "Jonesy: Plan B, rolled 2 3")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("plan",), (2, 3))


def test_a_labels_things_by_a_list_of_numbers_are_the_scene() -> None:
    request = _read("fs3", "Zoe, roll Presence. Dresses are size 10, 12 and 14. Dice 3 4 2 5")
    assert (request.actor, request.abilities, request.dice) == ("Zoe", ("Presence",), (3, 4, 2, 5))


def test_a_labels_number_and_a_face_stay_asked_guard() -> None:
    with pytest.raises(RollmateError):
        _read("fs3", "Zoe, roll Presence. Room 4 5. 3 4 2 5")


def test_a_nickname_that_is_a_word_for_a_rules_text_names_them(tmp_path: Path) -> None:
    vocabulary = _renamed(tmp_path, "pbta", "Boone", 'name = "Boone"\naka = ["Sidebar"]')
    request = parse("Sidebar: roll +weird. What counts as Weird was settled last week. Dice: 2 and 1.", vocabulary)
    assert (request.actor, request.dice) == ("Boone", (2, 1))


def test_a_label_naming_a_rules_text_is_a_citation_guard() -> None:
    request = _read("pbta", "Sidebar: the GM may ask for a roll. Kit rolls +weird. Dice: 2 and 1.")
    assert (request.actor, request.dice) == ("Kit", (2, 1))


def test_a_subject_after_a_word_saying_how_the_sentence_is_meant_does_the_verb() -> None:
    request = _read("fist", "Technically an Ultra overrides the total. Jonesy dodges the inkwell. Dice 6 and 6.")
    assert (request.actor, request.verbs, request.dice) == ("Jonesy", ("dodge",), (6, 6))


def test_a_kind_of_rating_talked_about_is_no_modifier() -> None:
    request = _read("fist", "An Ultra stands even with a -1 attribute. Jonesy dodges the inkwell. Dice 6 and 6.")
    assert (request.actor, request.modifiers) == ("Jonesy", ())


def test_a_modifier_with_its_reason_still_counts_guard() -> None:
    request = _read("fist", "Jonesy dodges the inkwell, -1 for the dark. Dice 6 and 5.")
    assert [m.amount for m in request.modifiers] == [-1]


def test_an_amount_said_again_for_the_same_reason_counts_once() -> None:
    request = _read("fist", "The ref rules -1 for the rain drowning her out. Jonesy gives a speech, Creative, -1 for the "
                            "rain. Dice: 1 and 5.")
    assert [m.amount for m in request.modifiers] == [-1]


def test_two_amounts_for_two_reasons_both_count_guard() -> None:
    request = _read("fist", "Jonesy shoots, +1 for the scope. Then +1 for the rain. rolled 3 4")
    assert [m.amount for m in request.modifiers] == [1, 1]


def _fist_with_nickname(tmp_path: Path):  # type: ignore[no-untyped-def]
    return _renamed(tmp_path, "fist", "Jonesy", 'name = "Jonesy Brandt"\naka = ["Buzz"]')


def test_a_post_passed_on_with_where_the_sender_is_in_brackets(tmp_path: Path) -> None:
    request = parse("msg from Jonesy (on the train, 2 bars): Buzz kicks in the door. Dice 4 and 3.",
                    _fist_with_nickname(tmp_path))
    assert (request.actor, request.dice, request.reading[0].kind) == ("Jonesy Brandt", (4, 3), "passed on")


def test_a_post_passed_on_with_when_it_was_sent(tmp_path: Path) -> None:
    request = parse("fwd from Jonesy, sent 19:58: Buzz kicks in the door. Dice 4 and 3.", _fist_with_nickname(tmp_path))
    assert (request.actor, request.dice, request.reading[0].kind) == ("Jonesy Brandt", (4, 3), "passed on")


def test_a_players_message_passed_on_in_quotation_marks_is_the_roll() -> None:
    request = _read("fist", 'fwd: "Jonesy shoots the sentry, Reflexive, with advantage. Dice 2, 5 and 6." sent 20:14.')
    assert (request.actor, request.abilities, request.dice, request.advantage) == ("Jonesy", ("Reflexive",),
                                                                                   (2, 5, 6), "advantage")


def test_a_second_message_in_quotation_marks_adds_to_the_roll() -> None:
    request = _read("fist", 'Jonesy kicks in the door, rolled 1 and 3. Second message: "adding my war die after the '
                            'roll: 4".')
    assert (request.actor, request.dice, [(s.key, s.faces) for s in request.spends]) == ("Jonesy", (1, 3),
                                                                                           [("war_dice", (4,))])


def test_a_characters_speech_stays_the_scene_guard() -> None:
    request = _read("fist", 'Jonesy texts the guard: "meet me at gate 4 at 6", then kicks in the door. Dice 4 and 3.')
    assert (request.actor, request.dice, request.modifiers) == ("Jonesy", (4, 3), ())


def test_one_who_posts_says_i_and_the_sender_said_again_acts() -> None:
    request = _read("ghostburn", "Dex texted at 22:15, on 2% battery so I'm posting it: Dex convinces the bouncer. "
                                 "Dice 9 and 8.")
    assert (request.actor, request.dice) == ("Dex", (9, 8))


def test_talk_about_the_rules_after_a_citation_is_the_scene() -> None:
    request = _read("blades", "Point of order, §3.3: a trade moves both one step. Cross hunts the informant, risky, "
                              "standard. Dice: 4 and 2.")
    assert (request.actor, request.dice, [c.key for c in request.cues]) == ("Cross", (4, 2), ["risky", "standard"])


def test_talk_opened_by_a_word_of_argument_is_the_scene() -> None:
    request = _read("fs3", "Quoting the book: taking your time with no danger is +2. Zoe rewires the beacon, "
                           "Technician. What counts as an Embarrassing Failure is the next thread. Dice: 6, 2, 3, 7, 1")
    assert (request.actor, request.skill, request.modifiers, request.dice) == ("Zoe", "Technician", (),
                                                                             (6, 2, 3, 7, 1))


def test_a_ruling_on_a_thing_of_the_scene_is_no_talk() -> None:
    request = _read("ghostburn", "Objection sustained, 3-2: the courier is off optimal range, per §6.3. Vex lines up "
                                 "a crippling shot on the courier's knee. Dice 9 and 5.")
    assert (request.actor, [c.key for c in request.cues], request.dice) == ("Vex", ["off optimal range"], (9, 5))


def test_a_citation_with_the_roll_in_its_sentence_stays_guard() -> None:
    request = _read("ghostburn", "Per p. 40, Vex shoots the guard, DL Hard. rolled 9 5")
    assert (request.actor, request.difficulty) == ("Vex", "Hard")


def test_a_tables_vote_on_a_ruling_is_the_scene() -> None:
    request = _read("pbta", "Ruling from the chair, 4-1: Kit sneaks past the sentries. Dice: 1 and 2.")
    assert (request.actor, request.dice) == ("Kit", (1, 2))


def test_a_vote_said_with_to_after_a_ruling_is_the_scene_guard() -> None:
    request = _read("fist", "Objection overruled, 3 to 2. Jonesy kicks in the door. Dice 4 and 3.")
    assert (request.actor, request.dice) == ("Jonesy", (4, 3))


def test_faces_with_a_hyphen_after_no_ruling_stay_the_dice_guard() -> None:
    request = _read("pbta", "Kit sneaks past the sentries, 4-1")
    assert (request.actor, request.dice) == ("Kit", (4, 1))


def test_a_rules_term_named_as_what_is_talked_about_is_the_scene() -> None:
    request = _read("blades", "The Desperate position is misnamed, and I have 3 reasons. Cross attunes to the ghost, "
                              "controlled. Dice: 4, 3")
    assert (request.actor, [c.key for c in request.cues], request.dice) == ("Cross", ["controlled"], (4, 3))


def test_the_position_said_of_the_roll_stays_guard() -> None:
    request = _read("blades", "The position is desperate. Cross attunes to the ghost. Dice: 4, 3")
    assert (request.actor, [c.key for c in request.cues]) == ("Cross", ["desperate"])


def test_who_posts_saying_which_character_they_play_is_no_one_acted_on() -> None:
    request = _read("blades", "Cross prowls over the rooftops, risky. Dice 4, 4, 1. I'm Cross, so that stress is mine.")
    assert (request.actor, request.target, request.dice) == ("Cross", None, (4, 4, 1))


def test_im_a_name_before_the_deed_stays_the_deed_guard() -> None:
    request = _read("blades", "I'm Cross, prowling over the rooftops, risky. Dice 4, 4, 1.")
    assert (request.actor, request.dice) == ("Cross", (4, 4, 1))


def test_a_lead_in_with_who_texted_and_when_passes_the_post_on(tmp_path: Path) -> None:
    request = parse("Jonesy texted at 22:48, 9% battery: Buzz kicks in the door. Dice 5 and 4.",
                    _fist_with_nickname(tmp_path))
    assert (request.actor, request.dice, request.reading[0].kind) == ("Jonesy Brandt", (5, 4), "passed on")


def test_a_labels_code_of_two_numbers_is_the_scene() -> None:
    request = _read("fist", "Jonesy hacks the robot so it spits out the 28-day packs, batch 22-19. Rolled 5 and 5.")
    assert (request.actor, request.dice) == ("Jonesy", (5, 5))


def test_a_labels_two_numbers_alone_stay_asked_guard() -> None:
    with pytest.raises(RollmateError):
        _read("fist", "Jonesy hacks the robot, batch 6-5")
