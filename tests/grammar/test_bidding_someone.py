"""Bidding someone act. In a letter the referee signs, 'I bade Dex slip past the guard' (no 'to') makes Dex the one who
acts, as 'I asked Dex to slip past' does. A player's 'I asked Tug to fix the engine' says the action is Tug's: who
rolls is asked, never the player's character fixing the engine 'at Tug'."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import reply, start

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "seat", "phrase", "actor"), [
    ("fs3", "Zoe", "Dear all, I bade Tug climb the drainpipe, and his dice were 6, 2, 3, 1, 5, 7 and 8. Yours, the GM",
     "Tug"),
    ("ghostburn", "Vex", "Dear players, I bade Dex quietly slip past the guard, Wits Hard; his dice were 5 and 5. "
                         "Yours ever, the Keeper", "Dex"),
])
def test_the_one_a_referee_bade_act_rolls(game: str, seat: str, phrase: str, actor: str) -> None:
    answer = reply(start(PARTIES[game], game, "rules", seat, seed=4), phrase)
    assert answer.records and answer.records[0].result.actor == actor, answer.text


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "I asked Tug to fix the engine. 6 2 1"),
    ("fs3", "I told Mavros to climb the wall after the goon"),
    ("ghostburn", "I bade Dex sneak past the guard: 4 4"),
    ("fist", "We urged Jonesy to kick the door in. 4 2"),
])
def test_a_player_bidding_someone_is_asked_who_rolls(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="Who rolls"):
        parse(phrase, VOCAB[game])


def test_asking_in_a_way_of_ones_own_is_the_asking() -> None:
    request = parse("I ask the bouncer nicely to let us in. 4 5", VOCAB["ghostburn"])
    assert request.target == "the bouncer" and request.dice == (4, 5)
