"""Counts, sums and lists around a real roll: the dice said only as their sum ('the dice came to 5 together'),
counts past ten before what they count ('the 11 survivors', '(twelve years on the night shift)'), a count carried on
in the next sentence ('forty feet. fifty.', 'thirteen knocks. then twelve.'), more steps than a ladder has ('seven
steps.', 'comes up the 99 steps'), a die's face after a pause ('and the war die... four.'), a name asked about in
a question ('Will Digger make it past ...?'), and a list opening with a capitalised word ('Brioche, toasted almond,
...'). Phrasings written for this test (the registers: tests/phrases/fresh/setCO, the campfire horror storyteller,
and setCP, the wine critic)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", [
    "Vex hacks the terminal, TACTICAL, and the dice came to 5 together.",
    "Vex hacks the terminal, Tactical. the dice add up to 9.",
    "Vex hacks the terminal, Tactical, my dice totalled 7",
])
def test_dice_said_only_as_their_sum_are_asked_for_each_face(phrase: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(phrase, FIST)
    assert "add up to" in str(caught.value) and "each die" in caught.value.hint


@pytest.mark.parametrize("phrase", [
    "Vex tells the eleven survivors that help is coming. Creative. rolled 1 and 1",
    "Vex tells the 11 survivors that help is coming. Creative. rolled 1 and 1",
    "Vex stitches the wound, Creative, with advantage (twelve years on the night shift), rolled 1 1 3",
])
def test_a_count_past_ten_counts_a_thing_of_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert request.actor == "Vex" and request.abilities == ("Creative",) and request.dice[:2] == (1, 1)


@pytest.mark.parametrize("phrase", [
    "Nemesis climbs down the well. it's deep. forty feet. fifty.\nAthletics. 6 2 3 4 7 1 2 5 3.",
    "there are thirteen knocks from inside the coffin.\nthen twelve.\nNemesis keeps her nerve: Composure. 6 2 3 1 4.",
    "the scratching from the bottom of the well. seven nights now. seven.\nNemesis shoots it, Firearms. 6 2 3 1 4.",
])
def test_a_count_carried_on_in_the_next_sentence_is_the_scene(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert request.actor == "Nemesis" and request.dice and request.dice[0] == 6 and not request.modifiers


def test_a_number_alone_after_a_count_may_still_be_a_face() -> None:
    """Only the same count again, or a number past any face, carries the count on: 'six.' after 'three guards' may be
    the die, and is asked about, never set aside as the scene."""
    with pytest.raises(PhraseError, match="'six'"):
        parse("Nyx fights three guards in the hall. Skirmish. six.", BLADES)


@pytest.mark.parametrize("phrase", [
    "Vex comes down the cellar stairs. one by one. seven steps. Vex searches the crypt. 8 and 4.",
    "the guard comes up the 99 steps. Vex searches the crypt. 8 and 4.",
])
def test_more_steps_than_a_ladder_has_are_steps_walked(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.dice == (8, 4) and not request.dl_steps


def test_a_few_steps_without_a_way_are_still_asked() -> None:
    with pytest.raises(PhraseError, match="Which way"):
        parse("Vex searches the crypt, two steps, 8 and 4.", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Vex lies to the guard. Jonesy throws in his war die. three. two. and the war die... four.",
    "Vex lies to the guard. Jonesy throws in his war die. 3 2 and the war die... 4",
])
def test_a_war_die_named_then_a_pause_then_its_face(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert request.dice == (3, 2) and [s.faces for s in request.spends] == [(4,)]


def test_a_name_a_question_asks_about_is_who_acts(tmp_path: Path) -> None:
    sheet = tmp_path / "party.toml"
    sheet.write_text((Path(__file__).parents[2] / "examples" / "ghostburn_party.toml").read_text().replace(
        'name = "Dex"', 'name = "Amos Sexton"\naka = ["Digger"]'))
    vocabulary = get_system("ghostburn").vocabulary(load_party([sheet]))
    request = parse("Will Digger make it past the guard before the clock strikes? He sneaks along the wall. 4 and 4",
                    vocabulary)
    assert request.actor == "Amos Sexton"


def test_a_list_opening_with_a_capitalised_word_is_no_one_spoken_to() -> None:
    request = parse("Brioche, toasted almond, a long mineral note. Vex sweet-talks the bouncer. 6 and 4.", GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Convince",), (6, 4))


@pytest.mark.parametrize("phrase", [
    "Zeke, sneak past the guard, rolled 4 4",
    "Zeke, quick, sneak past the guard, rolled 4 4",
    "Zeke, quick, the guard is coming, sneak past, rolled 4 4",
])
def test_a_stranger_spoken_to_is_still_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Zeke"):
        parse(phrase, GHOSTBURN)
