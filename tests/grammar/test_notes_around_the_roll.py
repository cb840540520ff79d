"""A maker's or a reporter's notes around a real roll: numbers of things by their plural label ('pages 23-30', 'rows 5
and 11'), a deal's price ('3 for £10'), how often ('6 times'), a pattern's shorthand ('k1, p1 rib', '(48 sts)'), a
heading said as the work ('Shaping:'), a note of what was done before in the past, with no one named ('blocked
overnight'), and a count of resources with whose they are ('both her war dice'). Phrasings written for this test (the
register: tests/phrases/fresh/setCS, the crafter), each said as a player at any table might too."""

from __future__ import annotations

import pytest
from conftest import example_game, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize("phrase", [
    "We reread pages 23-30 of the diary. Vex takes a single shot at the guard. Dice: 6 and 3",
    "The guards patrol rooms 5 and 11 tonight. Vex takes a single shot at the guard. Dice: 6 and 3",
    "Days 2 to 5 were quiet, then Vex takes a single shot at the guard. Dice: 6 and 3",
    "Vex takes a single shot at the guard from rows 3, 4 and 9 of the stands. Dice: 6 and 3",
])
def test_numbers_after_a_plural_label_are_things_of_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3) and not request.modifiers


def test_numbers_after_a_plural_label_closing_the_line_stay_dice() -> None:
    """At the end of the line, two numbers after a plural noun may be the dice: never set aside as the scene."""
    request = parse("Vex takes a single shot at the guard, rounds 6 and 3", GHOSTBURN)
    assert request.dice == (6, 3)


def test_a_list_of_numbered_things_stops_before_a_measure_of_its_own() -> None:
    request = parse("Nemesis reads the code: Alertness. rows 5 and 11, 8-row repeat. Dice: 3, 7, 1, 6, 2.", FS3)
    assert request.dice == (3, 7, 1, 6, 2) and not request.modifiers


@pytest.mark.parametrize("phrase", [
    "Everything in the shop is 3 for £10. Vex takes a single shot at the guard. Dice: 6 and 3",
    "Vex takes a single shot at the guard (pints are two for $5 tonight). Dice: 6 and 3",
])
def test_a_deals_count_before_its_price_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Vex takes a single shot at the guard, every 4th row 6 times. Dice: 6 and 3",
    "Vex checked the lock three times. She takes a single shot at the guard. Dice: 6 and 3",
])
def test_how_often_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Hat notes: 88 sts, brim of k1, p1 rib. Nemesis climbs the chimney, Athletics. Dice: 1, 6, 2, 3, 7.",
    "Row 14: k2, p2 to end (48 sts). Nemesis climbs the chimney, Athletics. Dice: 1, 6, 2, 3, 7.",
])
def test_a_patterns_shorthand_is_the_scene(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert request.actor == "Nemesis" and request.dice == (1, 6, 2, 3, 7) and not request.modifiers


@pytest.mark.parametrize("phrase", ["Shaping: Vex shoots the guard. Dice: 6 and 3",
                                    "Finishing: Vex shoots the guard. Dice: 6 and 3"])
def test_a_heading_said_as_the_work_is_a_label(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and unused(request) == [phrase.split()[0]]


@pytest.mark.parametrize(("phrase", "noted"), [
    ("Blocking notes: pinned out and blocked overnight. Vex shoots the guard. Dice: 6 and 3", ["pinned", "blocked"]),
    ("Project log, day 3: sleeve 2 done, blocked overnight. Vex shoots the guard. Dice: 6 and 3", ["blocked"]),
])
def test_a_note_of_what_was_done_before_is_the_scene(phrase: str, noted: list[str]) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Single Shot",)
    assert all(word in unused(request) for word in noted)


def test_a_past_deed_said_of_someone_stays_asked() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse("I dodged the bolt. Vex shoots the guard. Dice: 6 and 3", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, Forceful, and throws both his war dice at it. Dice 3 and 2, war dice 1 and 2.",
    "Ripper, Forceful, spends both his war dice: 3 and 2, war dice 1 and 2.",
])
def test_a_count_of_resources_with_whose_they_are(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert [(s.key, s.count, s.faces) for s in request.spends] == [("war_dice", 2, (1, 2))]


def test_what_others_do_before_an_aim_is_the_scene() -> None:
    """'When seven crossbows sang ..., Ripper flung himself aside to dodge the bolts': the clause of time is what others
    do; the aim ('to dodge') says the deed, where the verb before it ('flung') is no word of the game."""
    request = parse("When seven crossbows sang at once from the battlements, Ripper flung himself aside to dodge the "
                    "bolts; fortune gave him a five and a four.", FIST)
    assert request.actor == "Ripper" and request.dice == (5, 4) and "sang" in unused(request)
    assert request.verbs == ()
