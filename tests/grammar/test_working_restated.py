"""A number of the sheet said again inside a post that adds up its dice ('4+4 = 8, +3 Cool = 11') is part of the
player's working: the sheet's number is used, and one that disagrees is said in Read as and in a note naming both,
never added and never used over the sheet. Said outside any working ('my Hot is +2: 3 3'), and in Blades (whose rules
ask about a rating said differently), it is still refused."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the fields the dice and the sheet give, the number the working says, the sheet's)
CORRECTED = [
    ("pbta", "Kit", "roll+cool, 4+4 = 8, +3 Cool = 11, strong hit",  # Kit: Cool +2 and 1 forward
     {"actor": "Kit", "ability": {"name": "Cool", "score": 2}, "dice": [4, 4], "modifier": 3, "total": 11,
      "outcome": "Strong Hit"}, "+3 Cool", "+2"),
    ("pbta", "Boone", "Boone rolls +hard to hold the barricade: 5+1 = 6, +3 Hard = 9, +1 ongoing = 10",
     {"actor": "Boone", "ability": {"name": "Hard", "score": 2}, "dice": [5, 1], "modifier": 3, "total": 9,
      "outcome": "Weak Hit"}, "+3 Hard", "+2"),
    ("fist", "Ripper", "Ripper kicks the hatch in: 2+3 = 5, +3 Forceful = 8, partial",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "dice": [2, 3], "modifier": 2, "total": 7,
      "outcome": "Partial Success"}, "+3 Forceful", "+2"),
    ("ghostburn", "Vex", "Vex convinces the bouncer: 7+5 = 12, +7 (Presence 3, Persuade 2, pump 1) = 19",
     {"actor": "Vex", "skill": "Persuade", "trick": "Convince", "dice": [7, 5], "modifier": 6, "total": 18,
      "outcome": "Fade"}, "+7", "+6"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "said", "sheet"), CORRECTED,
                         ids=[c[2][:40] for c in CORRECTED])
def test_a_number_of_the_sheet_in_the_working_that_disagrees_gives_way_to_the_sheet(
        game: str, who: str, phrase: str, want: dict[str, object], said: str, sheet: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    clause = next(c for c in got["reading"]["clauses"] if c["kind"] == "restated" and c["text"] == said)
    assert not clause["used"] and f"is {sheet} on the sheet" in clause["note"]
    code, out, err = _roll(game, who, phrase, capsys, as_json=False)
    assert f"not used: '{said}' (your working: " in out.splitlines()[0] and f"'{said}' matches" not in out
    assert f"Note: '{said}' says" in out


# A gear bonus the player stacks on the best one in their working ('+1 laser sight +2 smart link'): only the best
# counts (rules §2 step 7), and the one stacked is said not used; said outside any working, it is still asked about.
STACKED = "Vex takes a single shot at the guard: 6+6 = 12, +4 Agi +1 Firearms +1 laser sight +2 smart link = +8 → 20"


def test_a_gear_bonus_stacked_in_the_working_counts_only_as_the_best(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", STACKED, capsys)
    assert code == 0, err
    got = json.loads(out)
    want = {"actor": "Vex", "skill": "Firearms", "trick": "Single Shot", "dice": [6, 6], "modifier": 7, "total": 19,
            "outcome": "Success"}
    assert {k: got[k] for k in want} == want
    stacked = [c for c in got["reading"]["clauses"] if c["kind"] == "modifier" and not c["used"]]
    assert [c["text"] for c in stacked] == ["+1"] and "the smart link's +2" in stacked[0]["note"]
    code, out, err = _roll("ghostburn", "Vex", STACKED, capsys, as_json=False)
    assert "Note: '+1 laser sight' says +1 from the laser sight, but only the best gear counts" in out


def test_a_gear_bonus_stacked_outside_any_working_is_still_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", "Vex takes a single shot at the guard, +1 laser sight: 6 and 6", capsys)
    assert code == 2, out
    assert "laser sight" in err and "smart link" in err


@pytest.mark.parametrize(("game", "who", "phrase", "named"), [
    ("pbta", "Boone", "roll +hot, my Hot is +2: 3 3", ("+2", "Hot is +1")),  # no working: asked to fix
    ("fist", "Ripper", "Ripper kicks the hatch in, Forceful +3: 2 and 3", ("+3", "Forceful is +2")),
    ("blades", "Cross", "Cross cuts the thug down, Skirmish 2 so 2d: 6 5 → 6", ("Skirmish is 3",)),  # Blades asks
])
def test_a_number_of_the_sheet_said_outside_any_working_or_in_blades_is_still_refused(
        game: str, who: str, phrase: str, named: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 2, out
    assert all(word in err for word in named), err


def test_a_number_of_the_working_that_matches_still_says_it_matches(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", "Ripper kicks the hatch in: 2+3 = 5, +2 Forceful = 7", capsys,
                           as_json=False)
    assert code == 0, err
    assert "'+2 Forceful' matches the sheet" in out.splitlines()[0]
    assert "Note: '+2 Forceful'" not in out


# A whole bonus claimed bare in the working ('plus my +9') that the sheet does not give: nothing says what it is made
# of, so it may hold a modifier only the player knows of; it is asked about, naming both numbers, never replaced. One
# that is the rating the bonus is built on (Kit's Cool +2, her forward forgotten) is the working the sheet corrects.
CLAIMED = [
    ("ghostburn", "Vex", "Vex talks the bouncer round: 7 and 5, plus my +9, so 21"),  # Vex's bonus is +6
    ("pbta", "Kit", "Kit keeps her cool under fire: 4+4 = 8, plus my +4 = 12, strong hit"),  # Cool +2
    ("fist", "Ripper", "Ripper kicks the hatch in: 2+3 = 5, plus my +4, that's 9"),  # Forceful +2
]


@pytest.mark.parametrize(("game", "who", "phrase"), CLAIMED, ids=[c[2][:40] for c in CLAIMED])
def test_a_whole_bonus_claimed_bare_that_the_sheet_does_not_give_is_asked_about(
        game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    said = phrase.split("+")[-1].split(",")[0].split()[0]
    assert code == 2, out
    assert f"+{said}" in err and "on the sheet" in err
    if game == "pbta":
        code, out, err = _roll(game, who, phrase.replace("+4 = 12", "+2 = 10"), capsys)
        assert code == 0, err
        assert json.loads(out)["modifier"] == 3
