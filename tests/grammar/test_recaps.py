"""A GM's recap names several people: the roll is the clause its dice are said in. A clause marked as having had no
roll ("(no roll)", "(RP only)"), and in a post headed as a recap a clause someone else opens, are the scene; a
heading ("Recap:", "For the log:") is never a speaker; and a recap's past tense ("resisted") says what it says in
the present."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Recap: Vex picked the lock on the vault, rolled 6 3",
    "For the log: Vex picked the lock on the vault, rolled 6 3",
    "Session recap for Tuesday: Vex picked the lock on the vault, rolled 6 3",
    "GM note for the log: Vex picked the lock on the vault, rolled 6 3",
    "Last night's log: Vex picked the lock on the vault, rolled 6 3",
    "quick summary: Vex picked the lock on the vault, rolled 6 3",
])
def test_a_heading_is_no_speaker(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (6, 3))


@pytest.mark.parametrize("phrase", [
    "Dex watched the door (no roll), then Vex picked the lock on the vault, rolled 6 3",
    "Dex chatted up the bartender (RP only), and Vex picked the lock on the vault, 6 and 3",
    "Vex picked the lock on the vault while Dex kept the car running (no roll for him), rolled 6 3",
    "Dex and the driver waited outside (no rolls). Vex picked the lock on the vault, 6 3",
])
def test_a_clause_that_had_no_roll_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (6, 3))


@pytest.mark.parametrize("phrase", [
    "Recap: Jonesy was on lookout, Vex was asleep in the van, and Ripper hotwired the truck, 5 and 2",
    "Log: Vex sulked in the corner, and then Ripper hotwired the truck, rolled 5 and 2. Jonesy's turn next week.",
    "For the log: Jonesy kept watch. Ripper hotwired the truck and rolled 5 and 2",
])
def test_in_a_recap_the_dice_are_the_clause_they_are_said_in(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", (5, 2))


def test_dice_in_two_peoples_clauses_are_still_asked_about() -> None:
    with pytest.raises(PhraseError):
        parse("Recap: Jonesy shot the drone down, 6 and 6, and Ripper hotwired the truck, 5 and 2", FIST)


def test_a_no_roll_clause_with_a_number_stays_to_be_read() -> None:
    with pytest.raises(PhraseError) as caught:  # the number is asked about, never blanked with its clause
        parse("Dex watched the door (no roll, 3 hours), then Vex picked the lock on the vault, rolled 6 3", GHOSTBURN)
    assert "Dex" in caught.value.message or caught.value.column == 33  # the clause stayed: asked about


@pytest.mark.parametrize("phrase", [
    "Thorn took a bullet in the shoulder and resisted it with Prowess, 5 3 1",
    "Recap: Thorn got shot and resisted with Prowess, rolled 5 3 1",
])
def test_a_resistance_told_in_the_past_is_one(phrase: str) -> None:
    request = parse(phrase, BLADES)
    assert request.actor == "Thorn" and request.dice == (5, 3, 1)
    assert any(c.kind == "resist" or "resist" in (c.note or "") for c in request.reading) or "resist" in repr(request)


FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Nemesis spent the whole night rewiring the console, rolled 6 6 7",
    "Nemesis spends an hour repairing the radio, rolled 6 6 7",
    "Nemesis spent two days rebuilding the engine, rolled 6 6 7",
    "Nemesis took the afternoon tinkering with the generator, rolled 6 6 7",
])
def test_time_spent_doing_something_is_the_roll(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert (request.actor, request.dice) == ("Nemesis", (6, 6, 7))
    assert "Technician" in request.verbs


def test_someone_described_doing_something_is_still_not_the_roll() -> None:
    request = parse("Nemesis shoots the guard watching the door, rolled 6 6 7", FS3)
    assert "Technician" not in request.verbs


@pytest.mark.parametrize("phrase", [
    "Recap: Ripper hotwired the truck, 5 and 2. Next time we raid the depot.",
    "Log: Ripper hotwired the truck, rolled 5 and 2. The table cheered and we called it a night!",
])
def test_a_recaps_talk_after_the_roll_is_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", (5, 2))


def test_a_rules_word_after_the_roll_in_a_recap_is_still_read() -> None:
    request = parse("Recap: Ripper hotwired the truck, 5 and 2. That was with +1 from the kit.", FIST)
    assert request.modifiers


FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize(("phrase", "helper", "level"), [
    ("Recap: Zoe patched the hull, Tug assisted with a Good Success, and Zoe rolled 1 2 3 4 5 6", "Tug",
     "Good Success"),
    ("For the log: Mavros picked the lock, Elodie helped with a Success, then Mavros rolled 5 5 1 2", "Elodie",
     "Success"),
    ("Log: Nemesis fixed the radio; Zoe assisted with a Great Success; Nemesis rolled 7 7 1 2", "Zoe",
     "Great Success"),
])
def test_a_recaps_clause_of_someone_helping_with_a_result_stays(phrase: str, helper: str, level: str) -> None:
    """In a recap, a clause someone else opens is the scene only where it holds the story's words alone: one that
    says they helped, and how well, is the roll's helper, never dropped."""
    request = parse(phrase, FS3)
    assert [(h.name, h.level) for h in request.helpers] == [(helper, level)]


def test_a_recaps_clause_of_someone_else_with_only_the_story_still_goes() -> None:
    request = parse("Recap: Tug kept watch, and Zoe patched the hull, rolled 1 2 3 4 5 6", FS3)
    assert request.actor == "Zoe" and not request.helpers
