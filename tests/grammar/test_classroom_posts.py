"""A roll posted the way a school's games club writes: a label before the line ("Homework:", "Register:", "Y9 group:",
"Homework for Mavros:"), the teacher spoken to ("Sir what are ...", "Miss, ...") or throwing the dice ("sir rolled 9
and 9 for him"), who plays whom in brackets, the school's own numbers (groups, seats, lessons, marks out of ten,
ages, dates with their weekday, the bell's time), and the teacher explaining a roll to the class (the level and its
number, the sheet's values and gear said again, the outcome table recited). The frame and the school's numbers are
the table's, shown as not used; the roll is read as if it stood alone, and a name nobody loaded is still asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, example_game, roll, unused

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.forms import skill_verb
from rollmate.rules.sheets import load_party

GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")
FIST_PARTY, FIST = example_game("fist")
FS3_PARTY, FS3 = example_game("fs3")
PBTA_PARTY, PBTA = example_game("pbta")
BLADES_PARTY, BLADES = example_game("blades")


@pytest.mark.parametrize(("phrase", "label"), [
    ("Homework: Vex sneaks past the guard, got 6 and 2 already", "Homework:"),
    ("Register: Sam present, Ali absent. Vex sneaks past the guard, rolled 6 and 2", "Register:"),
    ("Y9 group: Vex sneaks past the guard, 6 and 2", "Y9 group:"),
    ("Lunch club: Vex sneaks past the guard, 6 and 2", "Lunch club:"),
    ("Dex is on lookout, reading club time: Vex sneaks past the guard, 6 and 2", "reading club time:"),
])
def test_a_label_before_the_line_is_the_tables(phrase: str, label: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))
    assert label in unused(request)


def test_a_label_for_a_character_or_before_one_says_whose_line_it_is() -> None:
    for phrase in ("Homework for Mavros: he sneaks past the guard, already rolled 6 6 1 2 3 4",
                   "Group 4, Mavros: he sneaks past the guard, dice 6 6 1 2 3 4"):
        request = parse(phrase, FS3)
        assert (request.actor, request.dice) == ("Mavros", (6, 6, 1, 2, 3, 4)), phrase


def test_a_label_needs_a_character_after_it() -> None:
    with pytest.raises(PhraseError, match="anyone called 'Homework'"):
        parse("Homework: sneak past the guard, 6 and 2", GHOSTBURN)  # no one named: the word may be someone
    with pytest.raises(PhraseError, match="anyone called 'Kowalski'"):
        parse("Kowalski: I sneak past the guard, 6 and 2", GHOSTBURN)  # no English word: a name, asked
    # (a name nobody loaded before a player's character who acts is who speaks, as a transcript's: Vex rolls)
    assert parse("Kowalski: Vex sneaks past the guard, 6 and 2", GHOSTBURN).actor == "Vex"
    request = parse("Vex sneaks past the guard, Stealth: 6 and 2", GHOSTBURN)  # a rules word is no label
    assert request.skill == "Stealth"


def test_a_compound_skill_names_its_own_doing() -> None:
    assert skill_verb("Lockpicking")[:2] == ("pick the lock", "pick a lock")
    assert "crack the safe" in skill_verb("Safecracking")
    assert skill_verb("Tracking") == ("track",)
    assert skill_verb("Piano") == ()


def test_the_sheets_compound_skill_beats_the_games_word_for_the_doing(tmp_path: Path) -> None:
    sheet = tmp_path / "club.toml"
    sheet.write_text((EXAMPLES / "fs3_party.toml").read_text("utf-8").replace("basketball = 2", "lockpicking = 2"),
                     "utf-8")
    party = load_party([sheet])
    answer = roll("what are Nemesis's chances of picking the lock on the armoury door?", party, system="fs3")
    assert answer.skill == "Lockpicking"
    assert roll("Mavros picks the lock, 6 6 2", FS3_PARTY, system="fs3").skill == "Technician"  # no sheet has one


def test_who_plays_a_name_nobody_loaded_does_not_make_it_known() -> None:
    with pytest.raises(PhraseError, match="anyone called 'Baxter'"):
        parse("Sir, Baxter (that's Jamal's character) shoots the drone, 5 and 5", GHOSTBURN)
    request = parse("Sir, Vex (that's Jamal's character) sneaks past the guard, 5 and 5", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (5, 5))
    assert "(that's Jamal's character)" in unused(request)


def test_the_teacher_throws_the_dice_for_someone() -> None:
    answer = roll("the guard searches the cloakroom for the tablet, sir rolled 9 and 9 for him", GHOSTBURN_PARTY)
    assert (answer.actor, tuple(answer.dice)) == ("the guard", (9, 9))
    with pytest.raises(PhraseError, match="resist"):
        roll("the Bluecoat attacks Cross, miss rolled 5 5 for him", BLADES_PARTY, system="blades")


@pytest.mark.parametrize("phrase", [
    "Miss what are Ripper's odds of kicking the door in?",
    "Sir what are the odds Ripper can kick the door in?",
    "Mr Okafor what are Ripper's odds of kicking the door in?",
])
def test_the_teacher_spoken_to_before_a_question_without_a_comma(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.question, request.dice) == ("Ripper", True, None)


@pytest.mark.parametrize(("phrase", "scene"), [
    ("Ripper kicks the door in, 4 and 5 (we're group 2, seat 6)", "group 2"),
    ("Ripper kicks the door in (she got 7/10 on the spelling test lol), dice 4 and 5", "7/10"),
    ("Ripper kicks the door in (she's 14 lol), 4 and 5", "14"),
    ("Ripper kicks the door in before lesson 3 (due Friday the 12th), got 4 and 5", "12th"),
    ("Ripper kicks the door in, 4 and 5 - we've got till 3:15", "3:15"),
])
def test_the_schools_numbers_are_no_dice(phrase: str, scene: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", (4, 5)), phrase


def test_a_mark_out_of_ten_needs_what_it_was_for() -> None:
    with pytest.raises(PhraseError):
        parse("Ripper kicks the door in, she got 7/10, dice 4 and 5", FIST)  # what the 7/10 is stays asked


def test_the_teacher_explains_the_roll() -> None:
    answer = roll("OK class, this is how a roll works. Vex shoots the guard, that's Moderate, 14. Agility 4, "
                  "Firearms 1, plus the laser sight. Dice were 7 and 6. Write it in your books, page 42.",
                  GHOSTBURN_PARTY)
    assert (answer.actor, answer.difficulty.name, tuple(answer.dice)) == ("Vex", "Moderate", (7, 6))
    with pytest.raises((PhraseError, RulesError), match="Moderate is 14, not 20"):
        roll("Vex shoots the guard, that's Moderate, 20. Dice were 7 and 6.", GHOSTBURN_PARTY)  # the two disagree
    request = parse("Right everyone, eyes on the board. Kit rolls +cool. She rolled 2 and 2. Under 7 is a miss, "
                    "remember, and 10 or more is a strong hit.", PBTA)
    assert request.dice == (2, 2)
    assert {"Under 7 is a miss", "10 or more is a strong hit"} <= set(unused(request))


def test_a_participle_describing_a_thing_after_a_preposition_is_no_action() -> None:
    assert parse("Cross studies the ledger for forged entries, controlled, standard effect, 6 6", BLADES).verbs == (
        "Study",)  # 'forged' says what the entries are
    assert parse("Cross forges the entries, 6 6", BLADES).verbs == ("Tinker",)  # the doing itself
