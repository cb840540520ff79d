"""What a roll finds out, said as a clause of someone else's doing ('what the raiders were hiding', 'where the guard
is hiding', "what the landlady's hiding"): that doing is theirs, never a second action or a second move of the one
who rolls. Said of the roller ('what I should hide from'), it is still theirs to do."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "pbta_party.toml"), "--as", "Sable", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


# Scavenge rolls +Sharp, and Sable's Sharp is +2: 4 + 4 + 2 = 10, a strong hit
@pytest.mark.parametrize("phrase", [
    "Sable rummages through the wreck to find what the raiders were hiding, 4 4",
    "Sable rummages through the wreck for whatever the raiders are hiding, 4 4",
    "Sable, roll to rummage through the wreck and see where the raiders are hiding their fuel, 4 4",
    "Sable rummages through the bunker to learn what the old warlord's hiding, 4 4",
])
def test_what_another_does_is_found_out(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["total"], got["outcome"]) == ("Sable", "Scavenge", 10, "Strong Hit")



def test_a_pronoun_may_be_the_one_wondering() -> None:
    """'what she knows about ...': 'she' may be the one rolling, so the knowing is still the roll's."""
    from rollmate.grammar import parse
    from rollmate.rules.sheets import load_party
    from rollmate.rules.system import get_system

    vocabulary = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse("Vex wonders what she knows about the night markets in this city, rolled 4 and 1", vocabulary)
    assert (request.actor, request.verbs) == ("Vex", ("City Culture",))
