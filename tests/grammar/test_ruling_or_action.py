"""A clause told to the GM that rules nothing ('you gave the guard a punch') keeps its action: beside another action
it is a second roll, asked about, never dropped; a ruling with a value ('you allowed her a modest bonus for ...')
still gives its value and no action. A blow given as a noun ('gives the guard a punch', 'deals the goon a kick') is
the action."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Vex sneaks past the bouncer; you gave the guard a punch. 4 5"),
    ("fs3", "Zoe climbs the drainpipe, and you gave the goon a swift kick. 6 2 1"),
    ("fist", "Ripper climbs the fence; you gave the guard a shove on the way. 4 2"),
])
def test_a_clause_ruling_nothing_keeps_its_action_and_two_are_asked(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex gives the bouncer a punch. 4 5", "Unarmed Strike"),
    ("Vex deals the guard a swift kick: 4 and 5", "Unarmed Strike"),
])
def test_a_blow_given_is_the_action(phrase: str, trick: str) -> None:
    assert roll(phrase, PARTIES["ghostburn"]).trick == trick


def test_a_ruling_with_a_value_still_gives_it() -> None:
    result = roll("Zoe flies the shuttle; you gave her a modest bonus for the repairs. 6 2 3 1 5 7 8",
                  PARTIES["fs3"], system="fs3")
    assert (result.skill, result.modifier) == ("Piloting", 1)
