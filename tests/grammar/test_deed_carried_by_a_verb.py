"""A verb that carries a deed ('runs', 'pulls', 'pulls off', 'performs', 'executes') right before 'a' or 'an' and a
trick named as a noun says only that the trick is done: the trick decides the roll, never the verb's own deed
('runs' as Sprint). Before 'the' the noun may be a person ('run the pickpocket down'), and alone the verb keeps
its own deed. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar.parser import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Dex runs a street hack on the elevator panel, Security Moderate, rolled 6 7",
    "Dex pulls a street hack on the turnstile, Security Easy, rolled 6 7",
    "dex pulls off a Street Hack against the door lock, Security Hard, rolled 6 7",
    "Dex performs a street hack on the vending machine while the guard naps, Security Easy, rolled 6 7",
    "Dex executes a street hack on the parking barrier, Security Easy, rolled 6 7",
])
def test_the_trick_after_a_carrying_verb_decides(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, system="ghostburn", actor="Dex")
    assert (result.skill, result.trick) == ("Hacking", "Street Hack")
    assert result.dice == (6, 7)


def test_the_carrying_verb_is_shown_as_not_deciding() -> None:
    request = parse("Dex runs a street hack on the camera, Security Easy, rolled 6 7",
                    get_system("ghostburn").vocabulary(GHOSTBURN))
    carried = [c for c in request.reading if c.text == "runs"]
    assert [c.used for c in carried] == [False]


@pytest.mark.parametrize("phrase", [
    "Dex runs for the exit before the doors seal, rolled 6 7",
    "Dex runs flat out down the corridor, rolled 6 7",
])
def test_the_verb_alone_keeps_its_own_deed(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, system="ghostburn", actor="Dex")
    assert result.trick == "Sprint"
