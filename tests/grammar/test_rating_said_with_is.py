"""A skill's or attribute's rating said with 'is' or '=' ('Prowl is 2 for her', 'Skirmish = 3', a call's
'Skirmish=3'): the sheet's number said again, checked against the sheet and never added; and the faces after an
arrow that follows a number of the scene ('n = 40 -> 6, 2, 1') are never taken as the player's working.
Phrasings written for this test; answers worked from the rules references and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _blades(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("seat", "phrase", "want"), [
    # Thorn's Prowl 2: two dice, highest 5, a partial success
    ("Thorn", "Thorn slips past the watch. Prowl is 2 for her: 5, 3", ("Prowl", [5, 3], "Partial Success")),
    ("Thorn", "Thorn slips past the watch, Prowl is 2 lol: 5, 3", ("Prowl", [5, 3], "Partial Success")),
    # Cross's Skirmish 3: three dice, highest 6, a full success
    ("Cross", "Cross wades into the gang, Skirmish = 3: 6, 2, 1", ("Skirmish", [6, 2, 1], "Full Success")),
    ("Cross", "roll(Skirmish=3)  # wading in\n=> [6, 2, 1]", ("Skirmish", [6, 2, 1], "Full Success")),
])
def test_a_rating_said_with_is_is_the_sheets(seat: str, phrase: str, want: tuple, capsys: pytest.CaptureFixture[str]
                                             ) -> None:
    code, got, err = _blades(seat, phrase, capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["outcome"]) == want
    assert any(c["kind"] == "restated" for c in got["reading"]["clauses"])


def test_an_attribute_said_with_is_in_a_comment(capsys: pytest.CaptureFixture[str]) -> None:
    # Cross's Prowess 3 (Prowl, Skirmish, Wreck): highest 4 resists at 6 - 4 = 2 stress
    code, got, err = _blades("Cross", 'cross.resist("the bolt", Prowess)  # Prowess is 3 for him\n=> 4, 3, 1', capsys)
    assert code == 0, err
    assert (got["ability"]["name"], got["dice"], got["blades"]["stress_cost"]) == ("Prowess", [4, 3, 1], 2)


@pytest.mark.parametrize("phrase", ["Cross wades into the gang, Skirmish = 4: 6, 2, 1, 1",
                                    "roll(Skirmish=4) // he wades in -> 6, 2, 1, 1"])
def test_a_rating_said_with_is_that_the_sheet_lacks_is_asked(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _blades("Cross", phrase, capsys)
    assert code == 2
    assert "Skirmish" in err


def test_a_colon_set_apart_before_the_faces_is_no_rating(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _blades("Cross", "Skirmish : 6, 2, 1", capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"]) == ("Skirmish", [6, 2, 1])


@pytest.mark.parametrize("phrase", ["Cross wades into the gang, n = 40 -> 6, 2, 1",
                                    "cross.skirmish(gang, n=40) -> 6, 2, 1"])
def test_the_faces_after_a_number_of_the_scene_are_never_working(phrase: str, capsys: pytest.CaptureFixture[str]
                                                                   ) -> None:
    # the 6 is a die: never read as the working's value after the arrow, leaving 2 and 1 as the roll
    code, got, _ = _blades("Cross", phrase, capsys)
    assert code != 0 or got["dice"] == [6, 2, 1]
