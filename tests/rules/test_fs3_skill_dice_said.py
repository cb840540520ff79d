"""FS3: a count of dice said with a background or language skill that is the skill's own dice by the ratings table
('Gemenese is Conversational, 4 dice', a rules lawyer reciting the table) is those dice said again, and the roll is
the skill's with its linked attribute; a count that is not the skill's dice, or said with an action skill, is still
asked about (a roll is either a skill or a number of dice)."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", who, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, out.out, out.err

SAID = [
    ("Zoe", "Gemenese is Conversational, 4 dice plus Wits. Zoe bargains with the trader in Gemenese: 6 7 1 2 3 4 5",
     {"actor": "Zoe", "skill": "Gemenese", "ability": {"name": "Wits", "score": 3}, "dice": [6, 7, 1, 2, 3, 4, 5],
      "successes": 2, "outcome": "Success"}),
    ("Mavros", 'Piano is "Exceptional", 6 dice. Mavros plays the piano for the governor: 8 8 1 2 3 4 5 6',
     {"actor": "Mavros", "skill": "Piano", "ability": {"name": "Wits", "score": 2},
      "dice": [8, 8, 1, 2, 3, 4, 5, 6], "successes": 3, "outcome": "Good Success"}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), SAID, ids=[s[1][:40] for s in SAID])
def test_a_skills_own_dice_said_with_it_are_those_dice(who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    assert "dice' as said are those dice, the ratings table's" in got["steps"][0]["text"]


@pytest.mark.parametrize(("who", "phrase", "named"), [
    ("Zoe", "Zoe bargains with the trader in Gemenese, 6 dice: 6 7 1 2 3 4 5", "Gemenese or 6 dice?"),
    ("Zoe", "Zoe flies the shuttle, Piloting, 4 dice: 6 7 1 2 3 4 5", "Piloting or 4 dice?"),  # an action skill
])
def test_a_count_that_is_not_the_skills_dice_is_asked_about(who: str, phrase: str, named: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(who, phrase, capsys)
    assert code == 2, out
    assert named in err
