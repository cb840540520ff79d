"""What a sheet lacks, told as the reason for the roll, is not the roll: "doesn't have Medicine so defaulting to
Firearms-3" rolls Firearms at -3, "has no Medicine, rolls Intelligence" rolls Intelligence, and "Read as" shows the
lacked skill as not used, with the words it came from. Named only as lacked, the skill is read as typed (the rules
then roll or ask about it). Phrasings written for this test; answers worked from the rules references."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("game", "seat", "phrase", "want", "lacked"), [
    # FS3: Firearms 4 + Reflexes 3 = 7 dice, defaulting -3: 4 dice; 1 2 3 4 has no 7 or 8: no success
    ("fs3", "Nemesis", "Nemesis doesn't have Medicine so defaulting to Firearms-3: 1 2 3 4",
     {"skill": "Firearms", "modifier": -3, "dice": [1, 2, 3, 4], "successes": 0, "outcome": "Failure"},
     "doesn't have Medicine"),
    # FS3: the same, where the action's verb says the skill lacked ('patch him up' is Medicine): Firearms is named
    ("fs3", "Nemesis", "Nemesis has no Medicine so defaulting to Firearms-3 to patch him up: 1 2 3 4",
     {"skill": "Firearms", "modifier": -3, "dice": [1, 2, 3, 4], "successes": 0}, "has no Medicine"),
    # FS3: the same 7 dice with no penalty said; 7 and 8 are two successes
    ("fs3", "Nemesis", "Nemesis has no Medicine, rolls Firearms: 1 2 3 4 5 7 8",
     {"skill": "Firearms", "modifier": 0, "successes": 2, "outcome": "Success"}, "has no Medicine"),
    # Ghostburn: Intelligence 2 alone, a [Basic] roll: 4 + 5 + 2 = 11 against Hard (20) fails
    ("ghostburn", "Vex", "Vex lacks the Medicine skill, so she rolls Intelligence, DL Hard, 4 5",
     {"skill": None, "ability": {"name": "Intelligence", "score": 2}, "total": 11, "outcome": "Glitch"},
     "lacks the Medicine skill"),
    # Ghostburn: the same roll, the skill said with 'no' ('no Medicine here'): shown, never dropped unsaid
    ("ghostburn", "Vex", "no Medicine here, so Intelligence it is, DL Hard, 4 5",
     {"skill": None, "ability": {"name": "Intelligence", "score": 2}, "total": 11}, "no Medicine"),
    # Blades: Cross's Wreck 1, one die: 4 is a partial success at risky/standard
    ("blades", "Cross", "Cross is untrained in Tinker, so he wrecks the lock instead, risky standard: 4",
     {"skill": "Wreck", "dice": [4], "outcome": "Partial Success"}, "untrained in Tinker"),
    # Blades: the lacked action told by its dots ('no dots in', 'zero dots in'): Wreck 1 rolls one die; 6 is a full
    # success, and never a rating 0 said again of Wreck
    ("blades", "Cross", "Cross has no dots in Tinker, so he wrecks the lock, rolled 6",
     {"skill": "Wreck", "dice": [6], "outcome": "Full Success"}, "has no dots in Tinker"),
    ("blades", "Cross", "Cross has zero dots in Tinker so he just wrecks the lock instead. 2",
     {"skill": "Wreck", "dice": [2], "outcome": "Bad Outcome"}, "has zero dots in Tinker"),
    # FS3: 'has 0 in Medicine', then the skill rolled: Firearms 4 + Reflexes 3 = 7 dice; a 6, 7 or 8 succeeds, so
    # 6 and 8 are two successes
    ("fs3", "Nemesis", "Nemesis has 0 in Medicine, rolling Firearms: 1 2 3 4 5 6 8",
     {"skill": "Firearms", "modifier": 0, "successes": 2}, "has 0 in Medicine"),
])
def test_what_the_sheet_lacks_is_not_the_roll(game: str, seat: str, phrase: str, want: dict, lacked: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want
    assert [c["text"] for c in got["reading"]["clauses"] if not c["used"]] == [lacked]


def test_a_skill_named_only_as_lacked_is_read_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    # Nemesis has no Medicine on the sheet: untrained, Everyman, as the rules roll it (Wits 2 + 1 = 3 dice)
    code, got, err = _roll("fs3", "Nemesis", "Nemesis doesn't have Medicine, rolls it anyway: 4 7 8", capsys)
    assert code == 0, err
    assert (got["skill"], got["successes"]) == ("Medicine", 2)


def test_a_rating_of_zero_for_the_roll_itself_is_no_reason_for_another(capsys: pytest.CaptureFixture[str]) -> None:
    # Blades: Cross's Tinker is 0, and tinkering is the roll: zero dice roll two and keep the lower, 2 (a Bad Outcome);
    # 'has 0 Tinker' rates the roll itself, checked against the sheet
    code, got, err = _roll("blades", "Cross", "Cross has 0 Tinker but tinkers with the lock anyway, risky standard: 4 2",
                           capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["outcome"]) == ("Tinker", [4, 2], "Bad Outcome")
