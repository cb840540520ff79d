"""Numbers of the scene said in a transcript's talk: people counted by a pronoun after 'of' ('six of them and one of
you', '3 of us') are how many stand in the scene, and an hour said with its word ('the 9 o'clock', 'at ten
o'clock') is a time: neither is a die, nor the turn where the roller's dice were said."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PBTA = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "there's five of them and two of us, so take -1. Boone stares down the gang, +hard. four and three.",
    "Boone, there's 5 of you and 1 of them, so take -1. Boone stares down the gang, +hard, 4 3",
])
def test_people_counted_after_of_are_the_scene(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.dice, [m.amount for m in request.modifiers]) == ("Boone", (4, 3), [-1])


@pytest.mark.parametrize("phrase", [
    "PAT (as Vex): Vex tells the clerk she's booked for the 10 o'clock. GM: that's a Bluff, DL Hard. PAT: nine, two.",
    "PAT (as Vex): Vex says she's got the eleven o'clock slot with the boss. GM: that's a Bluff, DL Hard. PAT: 9 2",
])
def test_an_hour_said_with_its_word_is_no_dice(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.trick, request.dice, request.difficulty) == ("Vex", "Bluff", (9, 2), "Hard")


def test_people_counted_where_the_game_sizes_a_group_stay_its_size() -> None:
    """Ghostburn raises the DL for a group by its size: 'about 25 of them' is that size, not the scene's count."""
    request = parse("Vex threatens the mob - about 25 of them, highest Fort Moderate, rolled 7 and 4", GHOSTBURN)
    assert (request.group_size, request.dice) == (25, (7, 4))
