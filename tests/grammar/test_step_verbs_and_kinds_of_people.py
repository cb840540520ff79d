"""'so DL drops a step': the verb of a step down said of the difficulty in any of its forms moves it, as 'drop' does;
'drops the crate' stays a deed. And a skill's word after a word of the game said as a noun ('the drone pilot', 'the
cargo pilot') names a person, never the skill: a trick named beside it decides."""

from __future__ import annotations

from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(PARTY)


def test_a_step_verb_in_any_form_moves_the_difficulty() -> None:
    drops = roll("Dex bluffs the merchant; he's distracted so DL drops a step. 4 5", PARTY)
    dropped = roll("Dex bluffs the merchant, DL Hard, dropped a step for the crowd. 4 5", PARTY)
    plain = roll("Dex bluffs the merchant, DL Hard. 4 5", PARTY)
    assert drops.difficulty is not None and dropped.difficulty is not None and plain.difficulty is not None
    assert dropped.difficulty.value < plain.difficulty.value
    assert drops.trick == "Bluff"


def test_drops_said_of_a_thing_is_a_deed() -> None:
    request = parse("Vex drops the crate on the guard, DL Hard. 4 6", VOCAB)
    assert (request.dl_steps, request.dice) == ((), (4, 6))


def test_a_skills_word_after_a_noun_of_the_game_names_a_person() -> None:
    for phrase in ("Vex lines up on the drone pilot, Dead Eye. 4 6", "Vex lines up on the cargo pilot, Dead Eye. 4 6"):
        request = parse(phrase, VOCAB)
        assert (request.skill, request.trick) == (None, "Dead Eye"), phrase
