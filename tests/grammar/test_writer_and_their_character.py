"""A hedging, unsure writer and the character at their seat: the seat's character named in the third person as the one
who acts ("I suppose Vex would try ...", "can Ripper shove ...?", "is it ok if Silas trades ...?") is the seat acting,
and the writer's manner ("I think", "sorry if I set this up wrong", "not sure I'm doing this right", "hard to tell if
...", "great, more ...") names nobody and sets no rules value. Said as one acted on ("help kit out") the seat's
character is still asked about; a value the writer takes back only in part ("it's Hard. ... so it's Moderate") is
asked; a step said as what follows from a condition ("past optimal range, so it goes up a step") counts once."""

from __future__ import annotations

import json

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

AT_THEIR_SEAT = [
    ("ghostburn", "Vex", "I suppose Vex would try to convince the bouncer? Persuade. I got 9 and 6",
     {"actor": "Vex", "skill": "Persuade", "trick": "Convince", "dice": [9, 6], "total": 21, "outcome": "Success",
      "difficulty": {"name": "Hard", "value": 20}}),
    ("fist", "Jonesy", "i reckon Jonesy ducks behind the truck, Reflexive. rolled 3 and 5 sorry",
     {"actor": "Jonesy", "dice": [3, 5], "total": 8, "outcome": "Partial Success",
      "ability": {"name": "Reflexive", "score": 0}}),
    ("fist", "Ripper", "sorry if I set this up wrong but can Ripper shove the guard off the ledge? Forceful. 6 and 2",
     {"actor": "Ripper", "dice": [6, 2], "total": 10, "outcome": "Success", "ability": {"name": "Forceful", "score": 2}}),
    ("fs3", "Zoe", "I hope Zoe can spot the sniper, Alertness I think. 6 2 7 1",
     {"actor": "Zoe", "skill": "Alertness", "dice": [6, 2, 7, 1], "outcome": "Success"}),
    ("pbta", "Kit", "um I guess Kit would read the situation? I got 4 and 5",
     {"actor": "Kit", "skill": "Read the Room", "dice": [4, 5], "total": 11, "outcome": "Strong Hit"}),
    ("pbta", "Sable", "MC here, not sure I'm doing this right: Sable, roll +sharp to read the room. she rolled 5 and 4",
     {"actor": "Sable", "dice": [5, 4], "total": 11, "outcome": "Strong Hit", "ability": {"name": "Sharp", "score": 2}}),
    ("blades", "Nyx", "I hope Nyx sneaks past the bluecoats quietly? Prowl. 4 5",
     {"actor": "Nyx", "skill": "Prowl", "dice": [4, 5], "total": 4, "outcome": "Partial Success"}),
    ("blades", "Silas", "is it ok if Silas trades position for effect? he sways the magistrate, Sway. 5",
     {"actor": "Silas", "skill": "Sway", "dice": [5], "total": 5, "outcome": "Partial Success"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), AT_THEIR_SEAT, ids=[w[2][:40] for w in AT_THEIR_SEAT])
def test_the_seats_character_named_as_who_acts_is_the_seat(game: str, who: str, phrase: str, want: dict[str, object],
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_a_doubt_about_the_scene_is_no_second_action(capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", "Vex sneaks past the guard, hard to tell if he's looking our way. 6 and 2",
             {"actor": "Vex", "trick": "Sneak", "dice": [6, 2], "difficulty": {"name": "Moderate", "value": 14},
              "outcome": "Success"}, capsys)


def test_a_feeling_opening_the_post_is_no_effect(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "great, more bluecoats. Cross cuts through them, Skirmish. 6 2 1", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["actor"] == "Cross" and got["blades"]["effect"] == "Standard", got["blades"]


def test_a_step_said_as_what_follows_from_a_condition_counts_once(capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", "Vex fires a single shot at the guard, he's past my pistol's optimal range, so it goes "
             "up a step. 9 and 9", {"actor": "Vex", "trick": "Single Shot", "dice": [9, 9], "total": 25,
                                   "difficulty": {"name": "Hard", "value": 20}, "outcome": "Success"}, capsys)


@pytest.mark.parametrize(("game", "who", "phrase", "named"), [
    ("pbta", "Kit", "help kit out of the wreck, I rolled 4 and 5", "Kit"),  # acted on: someone else helps
    ("ghostburn", "Vex", "Vex punches the guard, it's Hard. punching is Unarmed Strike so it's Moderate. 4 5",
     "Moderate"),  # two difficulties said, neither taken back
])
def test_what_is_still_in_doubt_is_asked(game: str, who: str, phrase: str, named: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys, as_json=False)
    assert code == 2, out
    assert named in err, err


def test_a_setup_then_so_and_the_one_who_rolls(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "Thorn set this up for +1 effect I think? so Cross skirmishes with the "
                           "thug. 6 2 1", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["actor"], got["dice"], got["outcome"], got["blades"]["effect"]) == (
        "Cross", [6, 2, 1], "Full Success", "Great"), got


def test_an_apology_that_says_set_up_is_no_setup(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "Cross leads a group prowl with Nyx and Silas across the roof, sorry if I "
                           "set this up wrong. Cross rolled 5, Nyx rolled 3 4, Silas rolled 2", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["actor"], got["skill"], got["total"], got["blades"]["roll"], got["blades"]["effect"]) == (
        "Cross", "Prowl", 5, "group", "Standard"), got


def test_two_assists_are_asked_naming_both(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "Thorn and Silas both help Cross? if that's allowed. Skirmish. 6 4 2 1 5",
                           capsys, as_json=False)
    assert code == 2, out
    assert "Thorn" in err and "Silas" in err, err
