"""'tell if the merchant's lying', 'check whether the guard is bluffing': a verb the game lists with what it finds
out ('tell if lying') is that action even with the one judged said between, who is then the one acted on; the verb
of the one judged ('lying') is theirs, never the actor's own act (Bluff)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("phrase", "target"), [
    ("can Vex tell if the merchant's lying about the price? rolled 6 4", "the merchant"),
    ("Vex checks whether the guard is lying about the shipment, 6 4", "the guard"),
    ("Dex wants to know if the fixer is lying to him, 5 5", "the fixer"),
    ("I try to see if the bouncer is lying about the list, 7 3", "the bouncer"),
])
def test_finding_out_whether_someone_lies_senses_it(phrase: str, target: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sense Lies",) and request.target == target


def test_telling_a_lie_is_still_a_bluff() -> None:
    assert parse("Vex tells the fixer a lie about the shipment, 6 4", GHOSTBURN).verbs == ("Bluff",)


def test_in_fist_too() -> None:
    request = parse("Ripper tries to tell whether the guard is lying about the codes, 3 4", FIST)
    assert request.verbs[0] == "tell if lying" and "lie about" not in request.verbs and request.target == "the guard"
