"""Bending, stooping, hunching, crouching or kneeling over a thing ('bends over the desk', 'bent o'er the
ledger', 'kneels beside the engine') says where the body is, the scene, never a second deed beside the one the
roll is for; verse's 'o'er' (and 'e'er', 'ne'er') is read as the word written out."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Jonesy bends over the desk and hacks into the mainframe, 4 3",
    "Jonesy bent o'er the desk and decrypted the ledger, 4 3",
    "Jonesy crouched beside the generator and rewired it, 4 3",
])
def test_the_body_over_a_thing_is_no_deed(phrase: str) -> None:
    result = roll(phrase, FIST, system="fist", actor="Jonesy")
    assert result.ability.name == "Tactical"


def test_bending_someone_is_still_asked_about() -> None:
    with pytest.raises(RollmateError):
        roll("Jonesy bends the guard over the railing and hacks the terminal, 4 3", FIST, system="fist", actor="Jonesy")
