"""The referee's ruling with its reason ('GM gave +1 for the slide deck', 'the ref gives -1 for the shove in the
queue') is no deed of the roller's: a word of the reason that is also an action of the game ('deck', 'shove') is
the scene, shown as not used, and never a second action. A deed said after a comma is still the roller's.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar.parser import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize(("phrase", "modifier", "scene"), [
    ("Ripper charms the councillor, GM gave her +1 for the slide deck she brought, 3 3", 1, "deck"),
    ("Ripper haggles with the fence and the ref gives -1 for the shove in the queue, 3 3", -1, "shove"),
    ("Ripper sweet-talks the clerk, the MC allows +1 for her dodge at the door earlier, 3 3", 1, "dodge"),
])
def test_the_reason_for_a_ruling_is_the_scene(phrase: str, modifier: int, scene: str) -> None:
    result = roll(phrase, FIST, system="fist", actor="Ripper")
    assert result.ability.name == "Creative"
    request = parse(phrase, get_system("fist").vocabulary(FIST))
    assert not any(c.used for c in request.reading if c.text == scene)
    assert any(c.text == f"{modifier:+d}" for c in request.reading)


def test_a_deed_after_a_comma_is_the_rollers() -> None:
    result = roll("the GM says +1 since it's dark, Ripper kicks the door, 3 3", FIST, system="fist", actor="Ripper")
    assert result.ability.name == "Forceful"
