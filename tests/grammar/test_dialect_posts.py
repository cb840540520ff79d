"""Posts in regional English spelled as it is spoken (Scots, Northern English, Cockney, Southern US, a pirate's
speech): a dropped letter's apostrophe ("an' a four", "a pair o' sixes", "Cross 'elps", "rollin'"), a dialect's
words ("intae", "nae") and numbers ("twa", "fower"; "sax" and "free" only beside another number). Also two kinds
the same set showed: a full name nobody has labelling the line, and a list of faces with a comma before its 'and'.
Phrasings written for this test (the set they stand for: tests/phrases/fresh/setBV)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, BLADES = example_game("blades")
_, PBTA = example_game("pbta")


@pytest.mark.parametrize("said, dice", [
    ("Rolled a twa an' a fower.", (2, 4)),
    ("rollin' a sax an' a three", (6, 3)),
    ("Free an' free.", (3, 3)),
    ("got a pair o' sixes", (6, 6)),
    ("seeven 'n' a one", (7, 1)),
])
def test_dice_said_in_dialect_are_the_dice(said: str, dice: tuple[int, ...]) -> None:
    request = parse(f"Vex sneaks past the guard, nae bother. {said}", GHOSTBURN)
    assert (request.verbs, request.dice) == (("Sneak",), dice)


def test_a_dialect_number_that_is_an_english_word_is_the_scene_alone() -> None:
    request = parse("Vex sneaks past the guard by the tree an' two bins, rolled 4 5", GHOSTBURN)
    assert (request.verbs, request.dice) == (("Sneak",), (4, 5))


def test_a_dropped_g_and_a_pirates_be_are_read() -> None:
    request = parse("Cross be sneakin' past the Bluecoats, Prowl, risky an' standard. The dice be showin' a five!",
                    BLADES)
    assert (request.actor, request.skill, request.dice) == ("Cross", "Prowl", (5,))


def test_a_correction_in_dialect_keeps_the_later_dice() -> None:
    request = parse("Vex sneaks past the guard, rolled a twa an' a three, naw wait, it wis a twa an' a five", GHOSTBURN)
    assert request.dice == (2, 5)


def test_a_dialect_interjection_opening_a_post_is_no_one() -> None:
    request = parse("Arr! Vex sneaks past the guard, rolled 4 5", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (4, 5))


@pytest.mark.parametrize("label", ["Zelda Pike", "zelda pike", "Nate Zubrowski"])
def test_a_full_name_nobody_has_labelling_the_line_is_asked(label: str) -> None:
    with pytest.raises(RollmateError, match=f"anyone called '{label}'"):
        parse(f"{label}: sneak past the guard, rolled 6 3", GHOSTBURN)


def test_a_heading_of_two_common_words_is_no_ones_name() -> None:
    request = parse("Final Answer: Vex sneaks past the guard, rolled 6 3", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (6, 3))


@pytest.mark.parametrize("said", ["rolled 6, 6, and 3", "rolled six, six, and a three"])
def test_a_comma_before_the_last_face_keeps_the_list_whole(said: str) -> None:
    request = parse(f"Ripper dives for the ditch, Reflexive, with disadvantage, {said}.", FIST)
    assert request.dice == (6, 6, 3)


@pytest.mark.parametrize("said", ["The bones are showing a five!", "The bones be showin' a five!"])
def test_the_bones_said_with_a_helping_verb_are_the_dice(said: str) -> None:
    request = parse(f"Cross sneaks past the Bluecoats, Prowl, risky and standard. {said}", BLADES)
    assert (request.skill, request.dice) == ("Prowl", (5,))


def test_a_correction_after_hold_on_keeps_the_later_dice() -> None:
    request = parse("Ripper punches the deputy, Forceful, rolled a two and a five... no wait, hold on, it was a two "
                    "and a six", FIST)
    assert request.dice == (2, 6)


def test_our_and_a_name_nobody_has_is_asked() -> None:
    with pytest.raises(RollmateError, match="anyone called 'Kev'"):
        parse("Our Kev sneaks past the guard, rolled 4 5", GHOSTBURN)


@pytest.mark.parametrize("place", ["on Quay 7", "at Gate 12", "by Hangar 3"])
def test_a_place_named_with_its_number_is_the_scene(place: str) -> None:
    request = parse(f"Vex sneaks past the guard {place}, rolled 4 5", GHOSTBURN)
    assert (request.verbs, request.dice) == (("Sneak",), (4, 5))


@pytest.mark.parametrize("feeling", ["Ohhh", "Nooo", "Arrrr", "Hmmmmm"])
def test_a_drawn_out_interjection_is_no_one(feeling: str) -> None:
    request = parse(f"{feeling}, Vex sneaks past the guard, rolled 4 5", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (4, 5))
