"""A skill's word after a word of the game said as a noun ('the drone pilot', 'the cargo pilot') names a person, never
the skill: a trick named beside it decides."""

from __future__ import annotations

from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(PARTY)


def test_a_skills_word_after_a_noun_of_the_game_names_a_person() -> None:
    for phrase in ("Vex lines up on the drone pilot, Dead Eye. 4 6", "Vex lines up on the cargo pilot, Dead Eye. 4 6"):
        request = parse(phrase, VOCAB)
        assert (request.skill, request.trick) == (None, "Dead Eye"), phrase
