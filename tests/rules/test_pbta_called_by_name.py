"""PbtA: a stat the GM calls to a character by name ('Marlow, roll +sharp to spot the tripwire') is a plain roll of the
stat, what it is for the scene; a move named there, or a trigger said without the call by name, is that move."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "pbta_party.toml"), "--as", "Sable", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Sable, roll +sharp to search the wrecked convoy. 1 and 1", None),  # called by name: the stat alone
    ("Sable, roll +sharp to read a sitch. 1 and 1", "Read the Room"),  # a move named is that move
    ("roll +Sharp to search the wrecked convoy, 1 and 1", "Read the Room"),  # the purpose's trigger, no call by name
])
def test_a_stat_called_by_name_is_a_plain_roll_of_it(phrase: str, skill: str | None,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """'Marlow, roll +sharp to spot the tripwire': the GM turns to the character and calls the stat; what it is for is
    the scene, unless it names the move."""
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["ability"]["name"]) == ("Sable", skill, "Sharp")
