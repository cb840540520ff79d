"""The GM's leave for another action ('you let her repair the winch', 'you allowed him to pick the lock') names a
second action, asked about as 'she repairs the winch' is; 'her' after a verb that takes a bare verb is whom it is
said of, never a possessive before a noun."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Zoe climbs the drainpipe; you let her repair the winch. 6 2 3",
    "Zoe scales the wall, and you allowed her to fix the generator. 6 2 3",
    "Zoe will climb the fence; the GM let her repair the drone too. 6 2 3",
    "Zoe climbs the cliff; you made her repair the rope first. 6 2 3",
])
def test_leave_for_another_action_is_a_second_action_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="two actions"):
        roll(phrase, FS3, system="fs3")


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Zoe climbs the drainpipe after you let her rest. 6 2 3", "Athletics"),  # no action of the game's
    ("Zoe repairs the winch with her repair kit. 6 2 3 1 5 7", "Technician"),  # 'her' before a noun is hers
])
def test_her_before_a_noun_or_an_idle_verb_stays_as_it_was(phrase: str, skill: str) -> None:
    assert roll(phrase, FS3, system="fs3").skill == skill
