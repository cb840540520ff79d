"""Two actions in one phrase are asked about, and the question names what each would roll (the game names it):
"That is two actions: 'hack the terminal' (Tactical) and 'shooting at the drones' (Reflexive)."."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.choices import name_the_rolls

FIST = get_system("fist")
PARTY = load_party([EXAMPLES / "fist_party.toml"])
VOCAB = FIST.vocabulary(PARTY)
GHOSTBURN = get_system("ghostburn")
GB_PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
GB_VOCAB = GHOSTBURN.vocabulary(GB_PARTY)


# One action done while doing another: two actions, asked about with what each would roll (never one rolled).
WHILE = [
    ("bluff the guard while dodging bullets", ("CREATIVE", "REFLEXIVE")),
    ("hack it while punching the guard", ("TACTICAL", "FORCEFUL")),
    ("search the room while sneaking", ("TACTICAL", "REFLEXIVE")),
    ("hack the terminal while shooting at the drones, rolled 5 5", ("TACTICAL", "REFLEXIVE")),
    ("hack the terminal whilst shooting at the drones", ("TACTICAL", "REFLEXIVE")),
]


@pytest.mark.parametrize(("text", "rolls"), WHILE)
def test_an_action_while_doing_another_asks_which_naming_each_roll(text: str, rolls: tuple[str, str]) -> None:
    with pytest.raises(PhraseError) as error:
        parse(text, VOCAB)
    asked = name_the_rolls(error.value, FIST, PARTY, VOCAB)
    assert asked.asks and len(asked.choices) == 2
    first, second = (f"'{label}' ({roll.title()})" for label, roll in zip(asked.labels, rolls, strict=True))
    assert asked.message.startswith(f"That is two actions: {first} and {second}.")


@pytest.mark.parametrize(("text", "rolls"), [
    ("climb the wall and shoot the guard, rolled 5 5", ("Athletic Move", "Single Shot")),
    ("pick the lock while keeping watch, rolled 5 5", None),
])
def test_ghostburn_names_the_trick_of_each_action(text: str, rolls: tuple[str, str] | None) -> None:
    with pytest.raises(PhraseError) as error:
        parse(text, GB_VOCAB)
    asked = name_the_rolls(error.value, GHOSTBURN, GB_PARTY, GB_VOCAB, actor="Vex")
    assert asked.asks and asked.message.startswith("That is two actions: ")
    if rolls:
        assert all(f"({roll})" in asked.message for roll in rolls)


@pytest.mark.parametrize("text", ["shoot the guard while wounded, rolled 5 5", "climb while it is raining, rolled 5 5"])
def test_while_with_a_state_is_no_second_action(text: str) -> None:
    assert parse(text, GB_VOCAB).dice == (5, 5)


# Two clauses whose words each decide the same one attribute are one roll of it, not two rolls asked about; a clause
# of things only ('..., all that rubble') decides no roll and is no second action.
@pytest.mark.parametrize(("text", "attribute"), [
    ("Jonesy shoulders the door and smashes through the panel behind it, rolled 4 4", "Forceful"),
    ("hack the lock and decrypt the drive, rolled 3 5", "Tactical"),
    ("Vex sidesteps the falling beam and leaps onto the ledge, rolled 2 6", "Reflexive"),
    ("heave the crate aside, all that rubble, rolled 5 5", "Forceful"),
])
def test_two_clauses_deciding_one_attribute_are_one_roll(text: str, attribute: str) -> None:
    result = FIST.resolve(parse(text, VOCAB), PARTY, RandomDice(1))
    assert result.ability is not None and result.ability.name == attribute


@pytest.mark.parametrize("text", ["shoulder the door and hack the panel, rolled 4 4",
                                  "dodge the beam and punch the guard, rolled 2 6"])
def test_two_clauses_deciding_different_attributes_are_asked_about(text: str) -> None:
    with pytest.raises(PhraseError, match="That is two actions"):
        parse(text, VOCAB)
