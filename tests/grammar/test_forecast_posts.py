"""Posts that give the scene as a forecast or a report: a dictionary noun heading a part of a post whose roller is
named ('Outlook:', 'Forecast:'), a sentence of the scene counting or measuring what it holds ('a band of rain 30
miles wide'), a time or a direction owning or labelling numbers ("Tonight's dice", 'North-east 5 to 7'), a measure
given as a range ('4 to 6 metres', '40-50 mph'), a temperature after 'lows of', an hour with its clock word closing a
question, the one the GM grants something to who then acts ('as she shoots'), a phrase of where or how fronted before
the one who acts, and a verb done again written with a hyphen ('re-rolls'). Phrasings written for this test (the set
they stand for: tests/phrases/fresh/setBY)."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize("heading", ["Outlook", "Forecast", "Verdict", "Summary"])
def test_a_noun_heading_the_dice_of_a_named_roller_is_no_one(heading: str) -> None:
    request = parse(f"Will Vex sneak past the guard before the storm? Wits Hard. {heading}: 3 and 9.", GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (3, 9))


def test_a_noun_heading_after_the_dice_is_no_one() -> None:
    request = parse("Vex sneaks past the guard, Wits Hard. Dice: 3 and 9. Outlook: brighter by morning.", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (3, 9))


@pytest.mark.parametrize("label", ["Hunter", "Driver", "Guard"])
def test_a_word_for_a_person_heading_dice_is_still_asked(label: str) -> None:
    with pytest.raises(RollmateError, match="anyone called|can't tell what|Whose dice"):  # someone who does things,
        # maybe a name: asked, never the dice of the one named
        parse(f"Vex sneaks past the hut, Wits Hard. {label}: 3 and 9.", GHOSTBURN)


def test_a_noun_heading_a_post_naming_no_one_is_still_asked() -> None:
    with pytest.raises(RollmateError, match="anyone called 'Outlook'"):
        parse("Sneak past the guard, Wits Hard. Outlook: 3 and 9.", GHOSTBURN)


@pytest.mark.parametrize("scene", [
    "Radar shows a band of rain 30 miles wide moving in.",
    "Snow drifting to 2 metres on the pass road.",
])
def test_a_sentence_of_the_scene_measuring_what_it_holds_names_no_one(scene: str) -> None:
    request = parse(f"{scene} Ripper hotwires the snowcat, Tactical, rolled 1 and 2.", FIST)
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Tactical",), (1, 2))


@pytest.mark.parametrize("owner", ["Tonight's dice", "Today's dice"])
def test_a_time_owning_the_dice_is_no_one(owner: str) -> None:
    request = parse(f"Vex sneaks past the guard, Wits Hard. {owner}: 7 and 5.", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (7, 5))


@pytest.mark.parametrize("owner", ["the brute", "The guard's dice"])
def test_someone_described_owning_dice_stays_theirs(owner: str) -> None:
    with pytest.raises(RollmateError, match="Whose dice|anyone called|Two sets"):
        parse(f"Vex sneaks past, Wits Hard, rolled 4 4. {owner}: 7 and 5.", GHOSTBURN)


@pytest.mark.parametrize("scene", ["Swell 4 to 6 metres.", "Gusts 40-50 mph.", "Waves between 2 and 3 feet."])
def test_a_measure_given_as_a_range_is_the_scene(scene: str) -> None:
    request = parse(f"{scene} Nemesis shoots the lookout, Firearms, dice 8 8 7 6 6 6 7 1.", FS3)
    assert request.dice == (8, 8, 7, 6, 6, 6, 7, 1)


@pytest.mark.parametrize("scene", ["lows of minus 6", "a high of -2", "temperatures around minus 5"])
def test_a_temperature_after_a_word_of_the_weather_is_no_modifier(scene: str) -> None:
    request = parse(f"Hard frost tonight, {scene}. Vex sneaks past the guard, Wits Hard, rolled 1 and 1.", GHOSTBURN)
    assert (request.modifiers, request.dice) == ((), (1, 1))


def test_an_hour_with_its_clock_word_closing_a_question_is_the_scene() -> None:
    request = parse("What are Nemesis's chances with Firearms before the storm breaks at 2 pm?", FS3)
    assert (request.question, request.skill) == (True, "Firearms")


def test_faces_said_as_a_time_after_a_word_of_rolling_stay_asked() -> None:
    with pytest.raises(RollmateError, match="'05'"):
        parse("Nemesis shoots the lookout with Firearms, dice 4:05 pm", FS3)


@pytest.mark.parametrize("post", [
    "The GM gives Ripper disadvantage as she shoots out the searchlight, Reflexive. Dice: 4, 6, 6.",
    "With frozen fingers the GM gives Ripper disadvantage: she shoots out the searchlight, Reflexive. Dice: 4, 6, 6.",
])
def test_the_one_the_gm_grants_something_acts_after_it(post: str) -> None:
    assert parse(post, FIST).actor == "Ripper"


@pytest.mark.parametrize("reroll", ["re-rolls", "rerolls"])
def test_a_reroll_written_with_a_hyphen_is_a_reroll(reroll: str) -> None:
    request = parse(f"Nemesis shoots the sniper, Firearms, rolled 1 2 3 1 2 1 1, spends luck and {reroll}: "
                    "7 8 1 2 3 1 1", FS3)
    assert (request.dice, request.spends[0].faces) == ((1, 2, 3, 1, 2, 1, 1), (7, 8, 1, 2, 3, 1, 1))
