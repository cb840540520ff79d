"""The tactician's posts (setCH's register) and the run-on writer's dice: a turn planned on a grid, its numbers the
scene's ('4 sq', 'init 14', '2 turns left', '1) ... 2) ...', 'the lead truck of 4'), everyone a roll is on weighed
by the rules ('past the guard and the bouncer'), a bonus's word said as the story's ('leaned forward', 'Ongoing:'),
and a remark or a count joined on after the dice ('6 and 5 so ...', '2 and 1 which is grim', 'ugh so one
success'). Phrasings written here, not the set's."""

from __future__ import annotations

import json

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

MOVE = {"actor": "Vex", "trick": "Sneak", "difficulty": {"name": "Moderate", "value": 14}, "dice": [6, 5], "total": 17,
        "outcome": "Success"}

READ = [
    # the scene's numbers on the board
    ("ghostburn", "Vex", "Vex sneaks past the guard, 2 turns left on the alarm. 6 and 5", MOVE),
    ("ghostburn", "Vex", "Round 2, init 14. Vex moves 4 sq and sneaks past the guard. 6 and 5", MOVE),
    ("ghostburn", "Vex", "Vex sneaks past the guard, who comes back 1 round early. 6 and 5", MOVE),
    ("ghostburn", "Vex", "Vex sneaks past the guard. Clock: 3 rounds. 6 and 5", MOVE),
    ("ghostburn", "Vex", "Vex sneaks past the guard, the last of 3, 6 and 5", MOVE),
    ("ghostburn", "Dex", "Dex: 1) moves to the bar 2) sneaks past the guard. 7 and 2",
     {"actor": "Dex", "trick": "Sneak", "dice": [7, 2], "total": 12, "outcome": "Fade"}),
    ("fs3", "Zoe", "Zoe searches the hold for the 2 stowaways, Alertness. 7 5 3 2",
     {"actor": "Zoe", "skill": "Alertness", "dice": [7, 5, 3, 2], "successes": 1}),
    # a clause joined on after the dice, and the player's count of hits
    ("ghostburn", "Vex", "vex sneaks past the guard and i get 6 and 5 so the guard never looks up", MOVE),
    ("ghostburn", "Vex", "vex sneaks past the guard and gets 2 and 1 which is grim",
     {"dice": [2, 1], "total": 9, "outcome": "Fade"}),
    ("fs3", "Zoe", "Zoe searches the hold, Alertness, 7 5 3 2 which is like 1 success i think",
     {"skill": "Alertness", "dice": [7, 5, 3, 2], "successes": 1, "outcome": "Success"}),
    ("fs3", "Zoe", "Zoe searches the hold, Alertness, 7 5 3 2, ugh so one success",
     {"skill": "Alertness", "dice": [7, 5, 3, 2], "successes": 1, "outcome": "Success"}),
    # a bonus's word, a stat's word and a move's word said as the story's
    ("pbta", "Kit", "Kit, in deep cover behind the pumps, rides hard for the gate. 5 and 4",
     {"skill": "Ride Hard", "ability": {"name": "Cool", "score": 2}, "total": 12}),
    ("pbta", "Kit", "Kit leaned forward and rides hard for the gate. 5 and 4", {"skill": "Ride Hard", "total": 12}),
    ("pbta", "Kit", "Ongoing: sandstorm on the flats. Kit rides hard for the gate. 5 and 4",
     {"skill": "Ride Hard", "total": 12}),
    ("pbta", "Kit", "Kit rides hard for the gate, pure nerve: roll +cool. 5 and 4", {"skill": "Ride Hard", "total": 12}),
]


@pytest.mark.parametrize("phrase", ["Vex slips past the guard and the bouncer on the stairs. 6 and 5.",
                                    "Vex sneaks to the fire door, past the guard and the bouncer. 6 and 5."])
def test_everyone_a_sneak_is_past_is_weighed_the_highest_wits_sets_the_dl(
        phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Sneak rolls against the highest Wits among those it gets past: the guard's Moderate and the bouncer's Hard
    make it Hard (rules: 'highest Wits among observers'); the Difficulty step says so. Never the first one alone."""
    got = answered("ghostburn", "Vex", phrase, {"difficulty": {"name": "Hard", "value": 20}, "total": 17,
                                                "outcome": "Fade"}, capsys)
    step = next(s["text"] for s in got["steps"] if s["title"] == "Difficulty Level")  # type: ignore[union-attr]
    assert "the guard Moderate, the bouncer Hard" in step and "the highest Wits" in step


def test_one_of_them_with_no_wits_on_file_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", "Vex sneaks past the guard and Dex. 6 and 5", capsys)
    assert code == 2, out
    assert "highest Wits" in err and "Dex" in err


def test_a_target_reached_over_the_comms_is_far(capsys: pytest.CaptureFixture[str]) -> None:
    """'over the comms' is the Far/remote step of Convince: the fixer's Wits Severe, Friendly -1, remote +1."""
    got = answered("ghostburn", "Vex", "Vex talks the fixer round over the comms. 9 and 4.",
                   {"trick": "Convince", "difficulty": {"name": "Severe", "value": 26}, "total": 19,
                    "outcome": "Glitch"}, capsys)
    assert any("reached remotely" in s["text"] for s in got["steps"])  # type: ignore[union-attr]


def test_initials_a_table_uses_for_the_scene_are_no_moves(capsys: pytest.CaptureFixture[str]) -> None:
    """'LOS' (line of sight) is no move whose name has those initials; a bare '+cool' is rolled."""
    code, out, err = _roll("pbta", "Boone", "Boone has a clean LOS on the sniper from the roof. Boone: roll +cool. 3 and 4", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["skill"] is None and got["ability"] == {"name": "Cool", "score": 0}



@pytest.mark.parametrize(("phrase", "want"), [
    ("Kit rides hard for the gate, 2 1 which is awful", [2, 1]),
    ("Kit rides hard for the gate, 6 4 which is fine, the gate's open", [6, 4]),
])
def test_a_remark_joined_on_after_the_dice_with_which(phrase: str, want: list[int],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    answered("pbta", "Kit", phrase, {"actor": "Kit", "skill": "Ride Hard", "dice": want}, capsys)


RUN_ON = [
    # a stat said in the player's sum with 'minus' is their working, never added again (it was: 12 - 1 + 1 - 1)
    ("pbta", "Boone", "Boone rolls +sharp, 6 6 = 12, minus 1 is 11",
     {"ability": {"name": "Sharp", "score": -1}, "modifier": 0, "total": 12}),
    # one die with a reaction after it
    ("blades", "Thorn", "Thorn hunts the courier through the market, 6, phew",
     {"skill": "Hunt", "dice": [6], "outcome": "Full Success"}),
    # how many dice said before one face
    ("blades", "Thorn", "Thorn hunts the courier, she's only got the one die, 6",
     {"skill": "Hunt", "dice": [6], "outcome": "Full Success"}),
    ("blades", "Thorn", "Thorn hunts the courier, rolled 1 die: 6", {"skill": "Hunt", "dice": [6]}),
    # whose dice, said after them
    ("ghostburn", "Dex", "vex sneaks past the guard, 6 and 5 for vex which is nice",
     {"actor": "Vex", "trick": "Sneak", "dice": [6, 5], "total": 17}),
    # the dice read out after a pause
    ("ghostburn", "Vex", "Vex sneaks past the guard. Let's see what the dice say... SIX and FIVE!",
     {"trick": "Sneak", "dice": [6, 5], "total": 17}),
    ("ghostburn", "Vex", "Vex sneaks past the guard. Let's see what the dice say... DOUBLE TENS!!",
     {"trick": "Sneak", "dice": [10, 10], "total": 26}),
    # an amount of the scene changing
    ("ghostburn", "Vex", "Vex haggles the bouncer from 300 to 120. 9 and 4",
     {"trick": "Haggle", "dice": [9, 4], "total": 19, "outcome": "Fade"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ + RUN_ON, ids=[w[2][-34:] for w in READ + RUN_ON])
def test_a_planned_turns_asides_and_a_run_ons_remarks_are_the_scene(game: str, who: str, phrase: str,
                                                                    want: dict[str, object],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


@pytest.mark.parametrize(("phrase", "order"), [
    ("Turn order: Boone > Kit > Sable. Kit rides hard for the gate. 5 and 4", "Boone > Kit > Sable"),
    ("Init order Sable > Kit > Boone. Kit rides hard for the gate. 5 and 4", "Init order Sable > Kit > Boone"),
    ("Turn order: Sable -> Boone -> Kit. Kit rides hard for the gate. 5 and 4", "Sable -> Boone -> Kit"),
    ("Sable → Boone → Kit\nKit rides hard for the gate. 5 and 4", "Sable → Boone → Kit"),
    ("order is Sable => Kit. Kit rides hard for the gate. 5 and 4", "Sable => Kit"),
])
def test_the_order_of_turns_names_no_one_who_acts(phrase: str, order: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Names joined by '>' or an arrow are the table's order of turns, shown as typed; the one acting after them
    rolls."""
    got = answered("pbta", "Boone", phrase, {"actor": "Kit", "skill": "Ride Hard", "dice": [5, 4]}, capsys)
    assert any(c["note"] == "the order of turns, not who acts" and not c["used"] and c["text"] == order
               for c in got["reading"]["clauses"])  # type: ignore[index]



@pytest.mark.parametrize("phrase", ["Vex sneaks past the guard. Dice: (to be added)",
                                    "Vex sneaks past the guard [Sneak, dice: ?]",
                                    "Vex sneaks past the guard.\n\nRoll: Sneak. Dice: lost them, will edit later"])
def test_a_dice_field_with_no_faces_is_asked_about_never_rolled(phrase: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A note that gives its dice field and no faces means to give them: rollmate asks, never rolls for them."""
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 2, out
    assert "The dice field says" in err and "no faces yet" in err


def test_the_sheets_ongoing_said_again_counts_once(capsys: pytest.CaptureFixture[str]) -> None:
    """Boone's sheet holds ongoing 1: '+1 ongoing' said with the roll is that one, counted once (2 + 2 + Cool 0 +
    1); where the sheet holds none (Sable), it is the phrase's modifier."""
    answered("pbta", "Boone", "Boone rides for the gate.\n\nA/N: Ride Hard, 2 and 2. Boone's ongoing +1 from the crew "
             "is still running.", {"skill": "Ride Hard", "total": 5}, capsys)
    answered("pbta", "Sable", "Sable rides hard at the gate, 2 and 2, +1 ongoing", {"skill": "Ride Hard", "total": 6},
             capsys)
