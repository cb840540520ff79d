"""Posts written as a rulebook's example of play or a GM's teaching handout (the set they stand for:
tests/phrases/fresh/setCB): the players at the table named beside their characters ('Hana, who plays Sabine, says
...', 'Priya rolls 4 and 2 for her'), the player's running sum after the dice ('rolls 4 and 3: 7 + 2 = 9', 'adds
-1 for Marrow's Hot: 8'), the sheet's numbers said again as parts of it ("adds Bishop's +2", "her Deception of +3",
'Weird -2, ongoing +1'), numbered steps, the die the dice are read by ('Highest 5:'), a tally moving ('from 7 to 9'),
the actions an attribute is made of ('Hunt, Survey and Tinker all have dots'), the successes counted ('Two
successes:'), what must be done ('Ilse has to skirmish') and a kind of roll named after 'roll' ('roll an attribute
alone'). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("said", [
    "Example: Cross wants to hold the bridge. Hana, who plays Cross, says she'll Skirmish, risky. Hana rolls 6, 4, 1.",
    "Cross skirmishes with the thug, risky. Cross's player, Hana, rolls 6, 4, 1.",
    "Cross skirmishes with the thug, risky. Hana (who plays Cross) rolls 6, 4, 1.",
    "Cross skirmishes with the thug, risky. Hana rolls 6, 4, 1 for her.",
    "Cross skirmishes with the thug, risky. Hana rolls for Cross: 6, 4, 1.",
])
def test_a_player_named_beside_their_character_is_the_table(said: str) -> None:
    request = parse(said, BLADES)
    assert (request.actor, request.dice) == ("Cross", (6, 4, 1)) and "Skirmish" in (request.skill, *request.verbs)
    assert "for Cross" in said or any(not c.used and "Hana" in c.text for c in request.reading)  # (a relay: relay.py)


@pytest.mark.parametrize("said", [
    "Cross commands the dockhands, and Harriet rolled a six",
    "Cross skirmishes with the thug, risky. Hana rolls 6, 4, 1.",
])
def test_someone_unknown_who_rolls_for_no_one_said_is_still_asked(said: str) -> None:
    with pytest.raises(RollmateError, match="anyone called"):
        parse(said, BLADES)


@pytest.mark.parametrize(("said", "restated"), [
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4 and adds Ripper's +2: 10.", [(2, None, "bonus")]),
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4 and adds her +2, so 10", [(2, None, "bonus")]),
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4 and adds +2 for Ripper's FORCEFUL", [(2, "Forceful", "rating")]),
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4 and adds her FORCEFUL of +2", [(2, "Forceful", "rating")]),
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4: 8 + 2 = 10. Success.", [(2, None, "bonus")]),
    ("Ripper kicks the door, FORCEFUL. rolls 4 and 4, plus 2 is 10.", [(2, None, "bonus")]),
])
def test_the_sheets_number_in_the_players_sum_is_said_again_never_added(said: str, restated: list) -> None:
    request = parse(said, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 4), ())
    assert [(r.value, r.of, r.kind) for r in request.restated] == restated


def test_a_modifier_the_gm_gives_stays_a_modifier() -> None:
    request = parse("Ripper kicks the door, FORCEFUL. rolls 4 and 3, the GM gives her -2", FIST)
    assert [m.amount for m in request.modifiers] == [-2] and request.restated == ()


def test_a_die_added_after_the_dice_is_no_sum() -> None:
    request = parse("Ripper kicks the door, FORCEFUL, rolled 2 and 2, then I add a war die after seeing that: 4", FIST)
    assert request.dice == (2, 2) and request.spends[0].faces == (4,)


@pytest.mark.parametrize("said", [
    "Cross sways the Inspector, risky. rolls her Sway of 3: 6, 4, 1. The highest die counts: a 6, Full Success.",
    "Cross sways the Inspector, risky. Sway 3: 6, 4, 1. Highest 6: Full Success.",
    "Cross sways the Inspector, risky. Cross's Sway is 3, so rolls three dice: 6, 4, 1. Highest is 6.",
])
def test_the_die_the_dice_are_read_by_is_the_players_reckoning(said: str) -> None:
    request = parse(said, BLADES)
    assert (request.actor, request.verbs, request.dice) == ("Cross", ("Sway",), (6, 4, 1))


def test_a_tally_moving_and_an_attributes_actions_are_the_working() -> None:
    request = parse("Cross resists being fooled, Insight. Hunt, Survey and Tinker all have dots, so Insight is 3. "
                    "She marks 2 stress, taking her from 7 to 9. rolls 4, 1, 3.", BLADES)
    assert (request.actor, request.abilities, request.dice) == ("Cross", ("Insight",), (4, 1, 3))
    assert [(r.value, r.of) for r in request.restated] == [(3, "Insight")]
    request = parse("Cross resists the possession with Resolve. Her Resolve is 3 (Attune, Command, Sway). rolls 6, 6, 2.",
                    BLADES)
    assert (request.abilities, request.dice) == (("Resolve",), (6, 6, 2))


def test_numbered_steps_are_a_lists_markers() -> None:
    request = parse("Vex sneaks past the guard. Step 1: rolls 4 and 2. Step 2: add Agility 4 and Stealth +2. "
                    "Step 3: 6 + 6 = 12.", GHOSTBURN)
    assert (request.actor, request.verbs, request.dice, request.modifiers) == ("Vex", ("Sneak",), (4, 2), ())
    assert sorted((r.value, r.of or "") for r in request.restated) == [(2, "Stealth"), (4, "Agility"), (6, "")]


def test_a_skills_signed_bonus_in_ghostburn_is_the_sheets() -> None:
    request = parse("Vex sneaks past the guard, rolls 4 and 2, Stealth +2", GHOSTBURN)
    assert request.modifiers == () and [(r.value, r.of) for r in request.restated] == [(2, "Stealth")]


def test_the_successes_counted_are_the_players_reckoning() -> None:
    request = parse("Zoe fires at the drone, Firearms 4 plus Reflexes 3 is 7 dice. rolls 6, 2, 8, 1, 3, 7, 4. "
                    "Two successes: a Success.", FS3)
    assert (request.skill, len(request.dice or ())) == ("Firearms", 7)


def test_what_must_be_done_after_a_question_is_the_deed() -> None:
    request = parse("What if you have no dots? Cross has to skirmish with the cultist, desperate. rolls 6 and 2", BLADES)
    assert (request.actor, request.skill, request.dice) == ("Cross", "Skirmish", (6, 2))


def test_a_kind_of_roll_after_roll_is_no_skill_of_its_own() -> None:
    request = parse("Sometimes you roll an attribute alone. Zoe rolls Presence: 6, 6, 2, 1, 7.", FS3)
    assert request.skill != "Attribute Alone" and "Presence" in (request.skill, *request.abilities)


def test_a_held_bonus_said_alone_is_the_sheets() -> None:
    request = parse("Kit goes aggro on the guard. Hard -1, forward +1. rolls 2 and 1", PBTA)
    assert request.modifiers == ()


def test_the_faces_kept_are_the_players_reading_and_their_sum_the_working() -> None:
    request = parse("Ripper operates the crane, TACTICAL, with advantage. rolls 6, 2 and 5. She keeps the 6 and the 5: "
                    "11 + 2 = 13.", FIST)
    assert (request.actor, request.dice, request.modifiers, request.advantage) == ("Ripper", (6, 2, 5), (), "advantage")
    assert [(r.value, r.kind) for r in request.restated] == [(2, "bonus")]


@pytest.mark.parametrize("heading", ["Example of luck before the roll.", "Example:", "Another example:",
                                     "Example of an assist (p. 24)."])
def test_an_examples_heading_names_what_it_shows_not_the_rolls_values(heading: str) -> None:
    request = parse(f"{heading} Zoe climbs the wet scaffold, Athletics. rolls 6, 1, 2", FS3)
    assert (request.actor, request.skill, request.dice, request.spends) == ("Zoe", "Athletics", (6, 1, 2), ())
    assert any(not c.used and c.text.lower().startswith(("example", "another")) for c in request.reading)


def test_a_luck_point_spent_first_for_its_own_bonus_is_counted_once() -> None:
    request = parse("Zoe climbs the wall, Athletics. Zoe spends a Luck Point first for +3. rolls 6, 6, 6, 2, 3, 4", FS3)
    assert request.modifiers == () and [s.key for s in request.spends] == ["luck"]
