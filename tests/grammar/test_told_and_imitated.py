"""What someone is told to do after the roll's own action ('doing her best impression, instructs the guard to unlock
the gate') is theirs, no second action; the one imitated ('an impression of the fixer's voice', 'impersonating the
merchant') is no one the roll is made at; and 'for once', 'at once' say when, never a number."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(GHOSTBURN)


@pytest.mark.parametrize(("phrase", "verbs"), [
    ("Dex, doing his best impression of a cop, orders the guard to unlock the gate. 4 5", ("Impression",)),
    ("Dex bluffs the merchant; then he orders the guard to pick the lock. 4 5", ("Bluff",)),
    ("Vex sweet-talks the bouncer, and, all smiles, tells the guard to climb the fence. 4 5", ("Convince",)),
])
def test_what_someone_is_told_to_do_is_theirs(phrase: str, verbs: tuple[str, ...]) -> None:
    request = parse(phrase, VOCAB)
    assert (request.verbs or (request.trick,)) == verbs, request


@pytest.mark.parametrize("phrase", [
    "Dex does an impression of the fixer's voice over the phone. 4 5",
    "Dex rings the guard, a fair imitation of the merchant's voice. 4 5",
])
def test_the_one_imitated_is_no_target(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.target not in ("the fixer", "the merchant"), request


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. The dice were generous for once: 4 5",
    "Vex sneaks past the guard at once. 4 5",
])
def test_for_once_is_no_number(phrase: str) -> None:
    assert roll(phrase, GHOSTBURN).dice == (4, 5)
