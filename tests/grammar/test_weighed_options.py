"""Options a solo writer weighs aloud before the one they take (grammar/weighed.py), and the one they wonder about:
an option asked and turned down ('ride? no.'), the question a choice answers ('Moderate or Hard? Hard.'), a list of
options ('Choices: (1) ... (2) ...') are the scene, shown as not used; 'what would Vex really do here' says Vex acts.
A choice left open ('Moderate or Hard? can't decide') is still asked about."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("pbta", "Boone", "the raiders close in. ride? no. Boone fights the raiders for the gate. 4 5",
     {"actor": "Boone", "skill": "Fight It Out", "dice": [4, 5], "total": 12}),
    ("ghostburn", "Vex", "Vex sneaks past the bouncer. Moderate or Hard? Hard. 7 5",
     {"actor": "Vex", "trick": "Sneak", "difficulty": {"name": "Hard", "value": 20}, "dice": [7, 5], "total": 18}),
    ("ghostburn", "Vex", "Choices: (1) bribe the bouncer (2) sneak in the back, 2 minutes. she sneaks in. Sneak, "
     "Moderate. 7 5", {"actor": "Vex", "trick": "Sneak", "difficulty": {"name": "Moderate", "value": 14}, "total": 18}),
    ("blades", "Cross", "Cross cuts down the thug. risky or desperate? desperate. Skirmish: 6 4 1",
     {"actor": "Cross", "skill": "Skirmish", "dice": [6, 4, 1], "outcome": "Full Success"}),
    # the one wondered about acts, at another's seat too
    ("ghostburn", "Dex", "Day 2, 21:00. ok so what would Vex really do here... She sneaks past the bouncer, Moderate. 7 5",
     {"actor": "Vex", "trick": "Sneak", "total": 18}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-30:] for w in READ])
def test_the_options_not_taken_are_the_scene(game: str, who: str, phrase: str, want: dict[str, object],
                                             capsys: pytest.CaptureFixture[str]) -> None:
    got = answered(game, who, phrase, want, capsys)
    if "?" in phrase or "Choices" in phrase:
        clauses = got["reading"]["clauses"]  # type: ignore[index]
        assert any(c["note"] == "weighed aloud and not taken: the scene" and not c["used"] for c in clauses)


def test_a_choice_left_open_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", "Vex sneaks past the bouncer. Moderate or Hard? can't decide. 7 5", capsys)
    assert code == 2, out
    assert "'Moderate' or 'Hard'" in err


def test_a_dl_of_the_writers_beside_a_tricks_own_is_an_improvised_roll(capsys: pytest.CaptureFixture[str]) -> None:
    """'she jumps. Athletics, and I'm setting it at Severe': the skill named with the writer's DL, beside a verb of a
    trick whose DL is always Moderate, is an improvised roll (the rules' example 'leap the gap, Athletics, DL Severe');
    the trick named outright stays the trick."""
    phrase = "Vex jumps. Athletics, and I'm setting it at Severe. 9 and 8"
    answered("ghostburn", "Vex", phrase, {"skill": "Athletics", "trick": None, "difficulty": {"name": "Severe", "value": 26},
                                          "total": 19}, capsys)
    answered("ghostburn", "Vex", "Vex jumps the gap. Athletics, DL Hard, 9 and 8",
             {"skill": "Athletics", "trick": None, "difficulty": {"name": "Hard", "value": 20}}, capsys)
    answered("ghostburn", "Vex", "Vex jumps the gap with Athletics, Moderate, 9 and 8",
             {"trick": "Athletic Move", "difficulty": {"name": "Moderate", "value": 14}}, capsys)
    answered("ghostburn", "Vex", f"{phrase}, use Athletic Move", {"trick": "Athletic Move"}, capsys)


@pytest.mark.parametrize("phrase", ["Vex climbs the wall, rolled 8 or 7", "Vex climbs the wall DL Hard, got 8 or 7 i forget"])
def test_two_faces_offered_with_or_are_asked_about(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    """'rolled 8 or 7': the writer doesn't remember which face; neither is rolled as the two dice."""
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 2, out
    assert "'8' or '7'" in err and "two faces" in err

