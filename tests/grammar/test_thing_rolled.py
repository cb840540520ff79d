"""A dice verb before an article and a thing of the scene ('threw the grenade at the van', 'rolled the barrel down
the ramp', 'runs threw the market' spelled by ear) is the scene's deed, never the dice said: the roll is read from
the rest. Before the dice themselves ('threw the dice: 4 5', 'rolled the bones: 6 2') it is the dice verb, and the
faces after it (after a colon or a comma) are the roll. Phrasings written for this test; answers worked from the rules references."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> dict:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    # Ghostburn: Athletics 2 (no trick named), 4 + 5 + 2 = 11 against Moderate (14): short of it, a failure
    ("ghostburn", "Vex", "Vex threw the grenade at the van, Athletics, DL Moderate, 4 5",
     {"dice": [4, 5], "total": 11, "difficulty": {"name": "Moderate", "value": 14}}),
    ("ghostburn", "Vex", "Vex rolled the barrel down the ramp at them, Athletics, DL Moderate, 4 5",
     {"dice": [4, 5], "total": 11}),
    ("ghostburn", "Vex", "Vex runs threw the market, Athletics, DL Moderate, 4 5", {"dice": [4, 5], "total": 11}),
    # Ghostburn: the dice named, then the faces
    ("ghostburn", "Vex", "Vex sprints for the gate, DL Moderate, threw the dice: 6 5", {"dice": [6, 5]}),
    ("ghostburn", "Vex", "Vex sprints for the gate, DL Moderate, rolled the bones: 6 2", {"dice": [6, 2]}),
    # ... and after a comma, as after a colon ('rolled my dice, 4 and 5'), never a count of the scene's things
    ("ghostburn", "Vex", "Vex sprints for the gate, DL Moderate, rolled my dice, 6 and 5", {"dice": [6, 5]}),
    ("fist", "Ripper", "Ripper kicks the door, FORCEFUL, threw the dice, 3, 4", {"dice": [3, 4], "total": 9}),
    # a count after the verb is no article: the faces, or how many dice before them
    ("fist", "Ripper", "Ripper kicks the door, FORCEFUL, rolled four, five", {"dice": [4, 5], "total": 11}),
    ("ghostburn", "Vex", "Vex sprints for the gate, DL Moderate, rolled a six and a five", {"dice": [6, 5]}),
    # FIST: FORCEFUL +2: 3 + 4 + 2 = 9, a partial success (7 to 9)
    ("fist", "Ripper", "Ripper threw the crate through the window, FORCEFUL, 3 4",
     {"ability": {"name": "Forceful", "score": 2}, "total": 9, "outcome": "Partial Success"}),
    # Blades: Cross's Wreck 1, one die: 6 is a full success
    ("blades", "Cross", "Cross rolled the powder keg into the warehouse and wrecks the door, risky standard: 6",
     {"skill": "Wreck", "dice": [6], "outcome": "Full Success"}),
])
def test_a_thing_rolled_or_thrown_is_the_scene(game: str, seat: str, phrase: str, want: dict,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    got = _roll(game, seat, phrase, capsys)
    assert {k: got.get(k) for k in want} == want


def test_a_result_rolled_is_no_thing(capsys: pytest.CaptureFixture[str]) -> None:
    # FS3 teamwork given as results: Good Success +2 and Amazing Success +4, capped at +4
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Tug", "--json",
                 "Tug: hotwire the truck, Zoe rolled a Good Success and Elodie scores an Amazing Success"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out)["skill"] == "Technician"


def test_a_count_after_the_dice_verb_and_a_comma_is_no_face(capsys: pytest.CaptureFixture[str]) -> None:
    # '3 guards' is the scene's: the faces must be said where the dice are
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--json",
                 "Vex sneaks past, DL Hard, rolled the dice, 3 guards look up"])
    out = capsys.readouterr()
    assert code == 2
    assert "faces" in out.err and "'rolled 3 and 9'" in out.err
