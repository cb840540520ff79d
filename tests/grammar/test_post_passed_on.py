"""A post passed on from another player opens with whom it came from ('fwd from Mel:', 'per Priya:', 'via Sam:'):
that lead-in is no one who rolls and no scene; the character named after the colon rolls, and Read as shows the
lead-in as not used. Where the words after the colon name no one loaded, or the sender is another loaded
character, who rolls is never taken from the seat silently. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.grammar.parser import parse
from rollmate.grammar.relay import PASSED_ON_NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("fist", "ghostburn", "blades")}


@pytest.mark.parametrize(("game", "seat", "phrase", "actor", "lead"), [
    ("fist", "Ripper", "fwd from Mel: Jonesy hotwires the getaway van, 4 and 4", "Jonesy", "fwd from Mel"),
    ("fist", "Jonesy", "per Priya: Ripper kicks the cellar door in, 3 3", "Ripper", "per Priya"),
    ("ghostburn", "Vex", "forwarded from Sam: Dex shoots the drone, DL Moderate, rolled 6 7", "Dex",
     "forwarded from Sam"),
    ("blades", "Cross", "via Tomas: Thorn skirmishes with the dock guard, risky standard, 6 2", "Thorn",
     "via Tomas"),
    # a few words may say what was passed on, before 'from', 'per' or 'via'
    ("fist", "Ripper", "Quick recap from Mel: Jonesy hotwires the getaway van, 4 and 4", "Jonesy",
     "Quick recap from Mel"),
    ("blades", "Cross", "Notes from the 19:30 game, per Tomas: Thorn skirmishes with the dock guard, risky standard, 6 2",
     "Thorn", "Notes from the 19:30 game, per Tomas"),
    ("ghostburn", "Vex", "Catch-up post via Sam: Dex shoots the drone, DL Moderate, rolled 6 7", "Dex",
     "Catch-up post via Sam"),
])
def test_the_one_a_post_came_from_is_no_roller(game: str, seat: str, phrase: str, actor: str, lead: str) -> None:
    party = PARTIES[game]
    result = roll(phrase, party, system=game, actor=seat)
    assert result.actor == actor
    request = parse(phrase, get_system(game).vocabulary(party))
    assert [(c.text, c.used) for c in request.reading if c.text == lead] == [(lead, False)]


def test_another_loaded_sender_is_no_lead_in() -> None:
    with pytest.raises(RollmateError):
        roll("per Jonesy: Ripper kicks the door, 3 3", PARTIES["fist"], system="fist", actor="Ripper")



def test_someone_loaded_before_the_colon_is_no_lead_in() -> None:
    phrase = "Jonesy takes the keys from Mel: Ripper kicks the door, 3 3"  # Jonesy's deed, no post passed on
    request = parse(phrase, get_system("fist").vocabulary(PARTIES["fist"]))
    assert [c.text for c in request.reading if c.note == PASSED_ON_NOTE] == []
