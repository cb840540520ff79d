"""A number counting the scene's things ('past the 2 guards', 'past 3 drones') is no die face: with no faces said the
line is asked about, with faces said those are the dice. A skill named right after a roll word ('rolls Hacking at the
door') is the skill rolled, never another skill's verb the words would make ('hack at'), while a verb of the named
skill's own trick stays that trick ('rolls Drive off the lot': Drive's Escape). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import get_system

BLADES = load_party([EXAMPLES / "blades_party.toml"])
GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
# An FS3 runner whose background skills are named as other skills' verbs are said ('climb up' is Athletics).
FS3_SKILLED = parse_sheet({"system": "fs3", "character": [{
    "name": "Kestrel", "luck": 1,
    "attributes": {"reflexes": 3, "brawn": 2, "wits": 3, "grit": 2, "perception": 2, "presence": 2},
    "action_skills": {"firearms": 2, "melee": 2, "athletics": 2, "stealth": 2, "technician": 2},
    "background_skills": {"hacking": 3, "climbing": 2, "sneaking": 2}}]}, "test-party.toml")


@pytest.mark.parametrize("phrase", [
    "I rolled Prowl past the 2 guards",
    "I rolled Prowl past 3 drones",
    "I rolled Prowl past the 4 sentries",
    "Cross rolled Prowl around the 2 dogs",
    "I rolled Prowl through the 3 patrols",
    "I rolled Survey over the 4 rooftops",
    "I rolled Survey from the 2 towers",
    "rolled Wreck through the 2 doors",
    "I rolled Prowl past three sentries",
])
def test_a_count_of_things_is_asked_never_rolled_as_a_face(phrase: str) -> None:
    with pytest.raises(PhraseError) as caught:
        roll(phrase, BLADES, system="blades", actor="Cross")
    assert caught.value.column is not None  # the answer points at the words it needs said


@pytest.mark.parametrize(("phrase", "dice"), [
    ("I rolled Prowl past the 2 guards, 4", (4,)),
    ("I rolled Prowl past the two guards: 5", (5,)),
    ("sneak by the 3 lookouts with Prowl, rolled 6", (6,)),
    ("I rolled Prowl around 2 patrols: 6", (6,)),
    ("rolled Wreck through the 2 doors: 5", (5,)),
    ("I rolled Survey over the 4 rooftops, 3", (3,)),
    ("Thorn rolled Prowl past three sentries, 2 5", (2, 5)),
    ("I rolled Prowl (the watchman has 3 fingers on that hand lol), 6", (6,)),  # a verb of having before the count
    ("Cross rolled Skirmish with the gang; he had 2 knives, 5 4 1", (5, 4, 1)),
    ("Cross wrecks the gate, charges set, 2 fuses. Dice 4", (4,)),  # after a comma, the count closing a clause
])
def test_a_count_of_things_beside_faces_leaves_the_faces(phrase: str, dice: tuple[int, ...]) -> None:
    done = roll(phrase, BLADES, system="blades", actor="Cross")
    assert done.dice == dice
    assert done.skill in ("Prowl", "Wreck", "Survey", "Skirmish")
    counted = [c for c in done.request.reading if c.kind == "scene"]  # 'Read as' shows the count as the scene's
    assert len(counted) == 1 and counted[0].used
    assert counted[0].text.lower() in phrase.lower().replace(",", " ").split()
    assert counted[0].text != str(dice[0])


@pytest.mark.parametrize("phrase", [
    "Dex rolls Hacking at the door panel, DL Hard: 2 2",
    "meanwhile — Dex is rolling Hacking at the door panel, DL Hard: 2 2",
    "Dex rolled Hacking at the keypad, Hard, 7 4",
    "Dex: roll Hacking at the lock, DL Hard, 7 1",
])
def test_a_skill_named_after_a_roll_word_is_the_skill(phrase: str) -> None:
    done = roll(phrase, GHOSTBURN, actor="Vex")
    assert done.actor == "Dex"
    assert done.skill == "Hacking"
    assert done.trick is None


@pytest.mark.parametrize("phrase", [
    "Dex rolls Hacking at the door panel: 2 2",
    "meanwhile — Dex is rolling Hacking at the door panel: 2 2",
    "I roll Hacking at the terminal, 5 5",
])
def test_a_skill_after_a_roll_word_without_a_level_is_asked(phrase: str) -> None:
    with pytest.raises(RulesError, match="Difficulty Level"):
        roll(phrase, GHOSTBURN, actor="Dex")


@pytest.mark.parametrize(("phrase", "skill"), [
    ("I roll Climbing up the drainpipe", "Climbing"),
    ("rolling Climbing over the wall", "Climbing"),
    ("I roll Sneaking past the sentries", "Sneaking"),
    ("Kestrel rolls Hacking at the door panel", "Hacking"),
    ("I roll Hacking at the lock", "Hacking"),
])
def test_a_sheet_skill_said_as_another_skills_verb_is_the_skill(phrase: str, skill: str) -> None:
    request = parse(phrase, get_system("fs3").vocabulary(FS3_SKILLED))
    assert request.skill == skill


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex rolls Drive off the lot, DL Hard: 4 4", "Escape"),
    ("Dex rolls Hacking into the mainframe, DL Hard: 4 4", "Street Hack"),
])
def test_a_verb_of_the_named_skills_own_trick_stays_the_trick(phrase: str, trick: str) -> None:
    done = roll(phrase, GHOSTBURN, actor="Dex")
    assert done.trick == trick


def test_a_skill_name_that_starts_an_idiom_of_another_skill_is_still_asked() -> None:
    with pytest.raises(PhraseError):  # 'drive a hard bargain' is haggling: which roll, and what is 'hard'?
        roll("Dex rolled Drive a hard bargain with the fixer: 4 4", GHOSTBURN, actor="Dex")


def test_an_ordinal_before_things_is_read_as_before() -> None:
    done = roll("I rolled Prowl past the 2nd guards, 4", BLADES, system="blades", actor="Cross")  # no count, no crash
    assert (done.skill, done.dice) == ("Prowl", (4,))


def test_a_count_closing_its_clause_after_a_comma_is_the_scene() -> None:
    party = load_party([EXAMPLES / "pbta_party.toml"])
    done = roll("Kit: requesting fire support, grid four-four, danger close, 2 rounds. Dice 1 6. Over.", party,
                system="pbta", actor="Kit")
    assert (done.actor, done.dice) == ("Kit", (1, 6))  # '2 rounds' is how many, no die
