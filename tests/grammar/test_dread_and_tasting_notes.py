"""A ghost story's and a tasting note's words around a real roll: counts said down or up ('Ten. Nine. Eight.',
'11... 12... 13...'), 'one. by. one.', a list of faces going on after a pause ('six, six, six... 2, 1, 3'), a thing that pushes ('it pushes
back'), a wine's strength ('13% ABV'), a compound describing a thing ('Full-bodied, muscular'), and 'hard to read'
said of a thing. Phrasings written for this test (the registers: tests/phrases/fresh/setCO, the campfire horror
storyteller, and setCP, the wine critic)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FS3 = example_game("fs3")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", [
    "Ten. Nine. Eight. Vex sweet-talks the bouncer. 6 and 4.",
    "the lift climbs, 11... 12... 13... Vex sweet-talks the bouncer. dice: 6 and 4.",
    "Vex sweet-talks the bouncer. 10... 9... 8... 6 and 4.",
    "Vex sweet-talks the bouncer, one. by. one. 6 and 4.",
    "A charming rose, 13% ABV. Vex sweet-talks the bouncer. 6 and 4.",
    "Full-bodied, muscular, all fists. Vex sweet-talks the bouncer. 6 and 4.",
])
def test_the_scenes_numbers_and_words_leave_the_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice, request.modifiers) == ("Vex", ("Convince",), (6, 4), ())


def test_a_list_of_faces_goes_on_after_a_pause() -> None:
    assert parse("Nemesis shoots. Firearms. the dice: SIX, six, six... 2, 1, 3, 4.", FS3).dice == (6, 6, 6, 2, 1, 3, 4)


def test_a_thing_that_pushes_is_no_push() -> None:
    request = parse("Nyx tinkers with the lock. something on the other side pushes back. it pushes back. 3, 3.", BLADES)
    assert request.dice == (3, 3) and not request.modifiers and not request.cues


def test_hard_to_do_said_of_a_thing_is_the_scene_but_introduced_stays_the_value() -> None:
    def valued(phrase: str) -> bool:
        return any(c.kind == "difficulty" for c in parse(phrase, GHOSTBURN).reading)

    assert not valued("Dex reads the fixer, Read Person. Closed, reticent, hard to read. 3 and 1.")
    assert valued("Dex reads the fixer, Read Person, it's hard to do, 3 and 1")


def test_a_share_with_a_decimal_point_is_one_number_of_the_scene() -> None:
    request = parse("Full-bodied, 14.5% ABV, 91 points. Vex sweet-talks the bouncer. 6 and 4.", GHOSTBURN)
    assert request.dice == (6, 4) and "14.5%" in [c.text for c in request.reading if not c.used]
