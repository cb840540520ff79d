"""Speaker turns in a transcript: the GM speaking to a character after a typed dash ('... and fires - Jonesy, you're
diving for cover') calls the roll of the one spoken to, never makes them the one acted on; and the roller's player
saying back the GM's modifiers added up before the dice ('plus three, okay' after 'plus one ... plus two') is heard,
and counted once."""

from __future__ import annotations

import pytest
from test_minutes import read_right

SEVEN_FACES = "six, one, two, three, seven, four, five"


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("fist", "Ripper", "[00:10:01] REF: the sniper swings toward Jonesy and fires - Jonesy, you're diving for cover, "
     "that's REFLEXIVE. [00:10:05] SAM: ...four. And a four.",
     {"actor": "Jonesy", "ability.name": "Reflexive", "dice": [4, 4], "total": 8, "outcome": "Partial Success"}),
    ("fs3", "Nemesis", "GM: Tug helped with a Success, plus one, and Zoe got a Good Success, that's plus two. Elodie, "
     f"you lead, Technician. ANA: plus three, okay. (dice rattle) ANA: {SEVEN_FACES}, eight, two, three, four.",
     {"actor": "Elodie", "skill": "Technician", "modifier": 3, "dice": [6, 1, 2, 3, 7, 4, 5, 8, 2, 3, 4],
      "successes": 3, "outcome": "Good Success"}),
    ("fs3", "Nemesis", "GM: Elodie, you're taking your time, that's plus two, Technician. ANA: so plus two. ANA: "
     f"{SEVEN_FACES}, eight, two, one.",
     {"actor": "Elodie", "skill": "Technician", "modifier": 2, "dice": [6, 1, 2, 3, 7, 4, 5, 8, 2, 1],
      "successes": 3, "outcome": "Good Success"}),
])
def test_turns_read(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)


@pytest.mark.parametrize("phrase", [
    "[Ana] elodie's taking her time with the wiring. Technician [Ana] 1 2 3 6 7 8 8 4 5 2",
    "Elodie is taking her time with the wiring. Technician 1 2 3 6 7 8 8 4 5 2",
])
def test_a_name_doing_with_her_own_acts(phrase: str) -> None:
    """'Elodie is taking her time': a doing with her own thing is what Elodie does (she rolls, with the +2 it
    gives), never a state of someone the seat's character acts on."""
    read_right("fs3", "Nemesis", phrase, {"actor": "Elodie", "skill": "Technician", "modifier": 2,
                                          "dice": [1, 2, 3, 6, 7, 8, 8, 4, 5, 2], "outcome": "Good Success"})
