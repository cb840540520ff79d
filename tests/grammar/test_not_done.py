"""A verb of the game said as not done ('doesn't look up', 'never looks back', 'does not search', 'without looking')
is the scene, never the roll's action: the action the post does say decides, and with none the roll is asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Zoe flies the shuttle low and never looks back. 6 2 3 4 5 6", "Piloting"),
    ("Zoe does not search the room, she flies the shuttle out. 6 2 3 4 5 6", "Piloting"),
    ("Zoe doesn't even glance at the goon; she flies the shuttle out. 6 2 3 4 5 6", "Piloting"),
    ("Zoe flies the shuttle through the storm without looking at the scanner. 6 2 3 4 5 6", "Piloting"),
])
def test_a_verb_said_as_not_done_is_no_second_action(phrase: str, skill: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert (request.actor, request.verbs) == ("Zoe", (skill,))
    assert roll(phrase, PARTIES["fs3"], system="fs3").skill == skill


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "Zoe doesn't look up from her cards. 6 2 3 4 5 6"),
    ("ghostburn", "Vex won't look at the fixer, 6 4"),
])
def test_a_verb_said_as_not_done_alone_is_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(RulesError, match="which skill"):
        roll(phrase, PARTIES[game], system=game)
