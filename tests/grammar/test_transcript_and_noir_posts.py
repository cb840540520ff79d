"""A turn posted as a text adventure's transcript ('> CONVINCE BOUNCER', 'Moves: 41', a numbered menu picked with
'> 2') and a turn told as a hard-boiled narrator's prose ('a hard town and a harder winter', 'the second time you
miss a man there isn't a third'): the game's status lines, the menu's other choices, the scene before a command and
the mood words are the scene; the roll is read from the rest. Phrasings written for this test (the sets they stand
for: tests/phrases/fresh/setBT and setBU)."""

from __future__ import annotations

import json

import pytest
from conftest import example_game, unused

from rollmate.command import main
from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.grammar.listed import NOT_PICKED_NOTE

GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, BLADES = example_game("blades")
_, PBTA = example_game("pbta")
_, FS3 = example_game("fs3")


def _rolled(sheet: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> dict:
    code = main(["roll", "--sheet", f"examples/{sheet}", "--as", seat, "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


# -- the transcript


def test_a_command_line_in_capitals_is_read_as_lowercase() -> None:
    request = parse("> TAKE CROWBAR\nTaken.\n> PRY OPEN THE HATCH WITH THE CROWBAR\n[FORCEFUL. You rolled a 3 and a 4.]",
                    FIST)
    assert (request.abilities, request.dice) == (("Forceful",), (3, 4))
    assert "TAKE" not in request.unknown


@pytest.mark.parametrize("status", ["Score: 35 of 350", "Moves: 41", "Exits: N, SW.", "HP: 18/40"])
def test_a_games_status_line_is_the_scene(status: str) -> None:
    request = parse(f"Back Alley\n{status}\n> sneak past the guard\n[You rolled a 6 and a 5.]", GHOSTBURN)
    assert (request.verbs, request.dice) == (("Sneak",), (6, 5))
    assert status.rstrip(".") in unused(request)


def test_a_menu_picked_by_number_is_its_item() -> None:
    request = parse("The bouncer leans on the door frame.\n\n1) Punch him\n2) Talk him round\n3) Leave\n\n> 2\n"
                    "[You rolled a 4 and a 7.]", GHOSTBURN)
    assert request.dice == (4, 7) and "Convince" in (request.trick, *request.verbs)
    assert {"Punch him", "Leave", "2"} <= set(unused(request))


def test_a_list_with_no_pick_after_it_keeps_every_item() -> None:
    request = parse("1) Sneak past the bouncer\n2) Wait for the others\n[You rolled a 4 and a 7.]", GHOSTBURN)
    assert request.verbs == ("Sneak",)
    assert not [c for c in request.reading if c.note == NOT_PICKED_NOTE]


@pytest.mark.parametrize("phrase", [
    "A bouncer polishing a glass he was polishing at turn 40.\n> CONVINCE BOUNCER TO OPEN THE BACK ROOM\n"
    "[You rolled a 3 and a 5.]",
    "The bouncer is here, eyeing you.\n> convince the bouncer to open the back room\n[You rolled a 3 and a 5.]",
])
def test_the_gms_character_before_a_command_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.target, request.dice) == (None, "the bouncer", (3, 5))
    assert "Convince" in (request.trick, *request.verbs)


def test_the_gms_character_swinging_before_a_dodge_is_faced() -> None:
    request = parse("The guard swings his baton at you!\n\n> DODGE\n[Dodge vs the guard's Fort, Severe.]\n"
                    "[You rolled a 10 and a 9.]", GHOSTBURN)
    assert (request.actor, request.trick, request.dice) == (None, "Dodge", (10, 9))


def test_the_gms_character_acting_in_its_own_sentence_still_rolls() -> None:
    request = parse("The guard searches the alley for your drone. [The guard rolls a 9 and a 6.]", GHOSTBURN)
    assert request.actor == "the guard"


def test_a_part_headed_as_an_earlier_turn_is_what_happened_before() -> None:
    request = parse("Last turn:\n> NYX, DISTRACT THE DEALER\nNyx knocks over a lamp.\n\nThis turn:\n"
                    "> LIFT THE KEY FROM THE DEALER'S BELT\n[Finesse, risky.]\n[You rolled a 6.]", BLADES)
    assert (request.actor, request.dice) == (None, (6,))
    assert any(part.startswith("Last turn:") for part in unused(request))


def test_a_name_told_to_give_a_war_die_pays_on_the_roll_it_names() -> None:
    request = parse("persuade the captain to stand down, CREATIVE, rolled 2 and 3. Ripper, give war die to Jonesy. "
                    "War die: 5", FIST)
    assert request.actor == "Jonesy"
    assert [(s.key, s.payer) for s in request.spends] == [("war_dice", "Ripper")]


def test_a_clock_with_its_zero_is_no_face() -> None:
    request = parse("A tangle of red and blue wires. The timer reads 00:45.\n> DISARM BOMB\n"
                    "[TACTICAL. You rolled a 6 and a 6.]", FIST)
    assert (request.abilities, request.dice) == (("Tactical",), (6, 6))


def test_a_capitalised_maker_before_a_thing_is_no_one() -> None:
    request = parse("Crates stacked 3 high. A Red Sash bruiser blocks the ladder.\n> ATTACK BRUISER\n"
                    "[Skirmish. Risky, standard.]\n[You rolled 6, 4 and 2.]", BLADES)
    assert (request.skill, request.dice) == ("Skirmish", (6, 4, 2))


def test_a_line_break_read_as_a_stop_still_parts_the_words() -> None:
    request = parse("Rooftop, NE Corner\nThe courtyard lies 4 storeys below.\n> sneak past the guard\n"
                    "[You rolled a 6 and a 5.]", GHOSTBURN)
    assert (request.verbs, request.dice) == (("Sneak",), (6, 5))


def test_a_step_said_after_its_condition_is_that_conditions_step(capsys: pytest.CaptureFixture[str]) -> None:
    said = _rolled("ghostburn_party.toml", "Dex", "The guard is hit. (No medkit, so First Aid goes up a step.) "
                   "> GIVE THE GUARD FIRST AID\nThe guard's Stabilization DL is Moderate.\n[You rolled a 9 and an 8.]",
                   capsys)
    assert said["difficulty"]["name"] == "Hard"


# -- the noir narrator


@pytest.mark.parametrize("phrase", [
    "He looks like he'd sell his own mother. I convince the bouncer to let us in, rolled 3 5",
    "He looks shifty. I convince the bouncer to let us in, rolled 3 5",
])
def test_a_verb_of_seeming_after_he_is_no_search(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert "Convince" in (request.trick, *request.verbs) and "Search" not in request.verbs


def test_a_set_phrase_of_time_holds_no_condition() -> None:
    request = parse("convince the bouncer, he has been neutral toward us so far, rolled 4 5", GHOSTBURN)
    assert all(cue.key != "far" for cue in request.cues)


def test_what_a_thing_is_like_to_do_is_no_deed() -> None:
    request = parse("It's a hard spot to hit through the awnings. Vex sneaks past the guard, rolled 5 5", GHOSTBURN)
    assert request.verbs == ("Sneak",)


@pytest.mark.parametrize("phrase", [
    "It was a hard town and a harder winter. I sneak past the guard, rolled 5 5",
])
def test_mood_words_before_a_noun_are_no_steps(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.dl_steps == ()


@pytest.mark.parametrize("phrase", [
    "The hat-check girl knew where he went after the second show. I roll +hot to charm her. Two and three.",
    "Because the second time you miss a man there isn't a third, I roll +hard. Two and three.",
    "I asked every shoeshine boy between 3rd and 9th, roll +sharp. Two and three.",
])
def test_an_ordinal_of_the_scene_counts_no_attack(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.dice, request.attack_number) == ((2, 3), None)


def test_an_unknown_full_name_opening_the_post_is_asked() -> None:
    with pytest.raises(RollmateError, match="Mickey Glass"):
        parse("Mickey Glass came through the door with a grudge and coerced the bouncer. Six and two.", GHOSTBURN)
