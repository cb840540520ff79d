"""A body flung somewhere so that something is done ('throws himself aside to dodge the blast', 'hurled herself flat
to duck the shrapnel') is how the deed is done: the purpose after 'to' decides the roll, never the throwing. A body
flung with no purpose said ('throws himself at the door') is read as before."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Ripper flung himself aside to dodge the blast, 4 3",
    "when the turret opens up, Ripper flings himself sideways to evade the fire, 4 3",
])
def test_the_purpose_decides(phrase: str) -> None:
    assert roll(phrase, FIST, system="fist", actor="Ripper").ability.name == "Reflexive"


def test_a_body_thrown_against_a_thing_with_no_purpose() -> None:
    assert roll("Ripper throws himself against the door, 4 3", FIST, system="fist", actor="Ripper").ability.name == "Forceful"
