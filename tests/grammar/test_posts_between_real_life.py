"""Posts typed between the things of real life (setCK's register): a roll said to be made later is no roll, the
dice someone read out relayed with where they said them, a time from now and a child's age beside the dice, two
players' rolls run into one line, someone's character nobody loaded. Phrasings written here, not the set's."""

from __future__ import annotations

import json

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("pbta", "Kit", "lunch in 15. Kit rides hard for the gate. 5 and 4", {"skill": "Ride Hard", "dice": [5, 4]}),
    ("pbta", "Kit", "Kit rides hard for the gate, 5 4\nsorry my 2 yo needs a nappy", {"dice": [5, 4]}),
    ("ghostburn", "Dex", "GM: Vex sneaks past the guard. she said 6 and 5 on discord", {"actor": "Vex", "dice": [6, 5]}),
    ("blades", "Thorn", "GM: Cross skirmishes with the Bluecoat. he said 6 4 2 in voice, he's on the bus",
     {"actor": "Cross", "dice": [6, 4, 2]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-34:] for w in READ])
def test_real_lifes_numbers_and_relayed_dice(game: str, who: str, phrase: str, want: dict[str, object],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


@pytest.mark.parametrize("phrase", ["Kit rides hard for the gate, will roll when im home",
                                    "Kit rides hard for the gate, rolling once the kids are asleep",
                                    "on the bus, gonna roll later. Kit rides hard for the gate"])
def test_a_roll_said_to_be_made_later_rolls_nothing(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _roll("pbta", "Kit", phrase, capsys)
    said = json.loads(out)
    assert code == 2 and "total" not in said and "rolled yet" in said["error"] and "give the dice" in said["error"]


def test_two_players_rolls_run_into_one_line_are_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta", "Kit", "Kit rides hard to the gate 5 5 and boone reads a situation 3 2, gtg", capsys)
    assert code == 2 and "Two people act" in err


@pytest.mark.parametrize("phrase", ["jo's guy tobiah rides hard for the gate, 5 4",
                                    "my character Quill rides hard for the gate, 5 4"])
def test_someones_character_nobody_loaded_is_asked_about(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta", "Kit", phrase, capsys)
    assert code == 2 and "I don't know anyone called" in err


def test_someones_character_who_is_loaded_acts(capsys: pytest.CaptureFixture[str]) -> None:
    answered("pbta", "Kit", "jo's guy boone reads a situation, 5 4", {"actor": "Boone"}, capsys)


@pytest.mark.parametrize(("game", "who", "phrase", "want"), [
    ("fist", "Ripper", "taking advantage of the quiet to post. Ripper kicks the hatch, FORCEFUL, 6 and 5",
     {"dice": [6, 5]}),
    ("ghostburn", "Vex", "with my luck the guard turns round. Vex sneaks past him. 6 and 5",
     {"trick": "Sneak", "difficulty": {"name": "Moderate", "value": 14}}),
    ("ghostburn", "Vex", "had a hard day, sorry. Vex sneaks past the guard. 6 and 5",
     {"difficulty": {"name": "Moderate", "value": 14}}),
    ("ghostburn", "Vex", "Vex sneaks past the guard, it's a hard time for him, DL Easy. 6 and 5",
     {"difficulty": {"name": "Easy", "value": 8}}),
])
def test_a_set_phrase_holding_a_rules_word_is_the_scene(game: str, who: str, phrase: str, want: dict[str, object],
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    got = answered(game, who, phrase, want, capsys)
    assert any(c["note"].startswith("a set phrase") and not c["used"]
               for c in got["reading"]["clauses"] if c["note"])  # type: ignore[index]
