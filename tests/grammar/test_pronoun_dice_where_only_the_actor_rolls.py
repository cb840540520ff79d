"""In a game where no one but the one acting ever rolls (FIST, PbtA, Blades: the GM's characters never roll, and no
roll is opposed), dice said after a pronoun ('he rolled 4 5') are the roll's, whoever else the post names: the guard
punched, another's crate, the warlord's camp. In a game where others roll too (FS3's opposed rolls), whose dice they
are stays asked."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("fist", "pbta", "blades", "fs3", "ghostburn")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("fist", "Ripper slams the guard into the lockers, he rolled 4 5", "Ripper", (4, 5)),
    ("fist", "Ripper pries Jonesy's crate open, Forceful, he got 6 and 1", "Ripper", (6, 1)),
    ("fist", "Jonesy tackles the guard, she rolled 2 and 6", "Jonesy", (2, 6)),
    ("pbta", "Kit reads the warlord's camp from the ridge, she got 4 and 5", "Kit", (4, 5)),
    ("blades", "Cross skirmishes with Thorn's old rival in the alley, risky standard, she rolled 4 5 1", "Cross",
     (4, 5, 1)),
])
def test_a_pronouns_dice_are_the_rolls_where_no_one_else_rolls(game: str, phrase: str, actor: str,
                                                                dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "Mavros shoots the guard, he rolled 6 2 3"),  # opposed rolls
    ("ghostburn", "Vex shoots the guard, he rolled 4 5"),  # the GM rolls for the guard
])
def test_a_pronouns_dice_stay_asked_where_the_other_side_may_roll(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="'he'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", "Vex has to leap the gap, Athletics. She has 9 and 6.", "Vex", (9, 6)),
    ("fist", "Ripper slams the guard into the lockers, he has 4 and 5", "Ripper", (4, 5)),
    ("pbta", "Kit reads the warlord's camp from the ridge; she has 4 5", "Kit", (4, 5)),
])
def test_what_a_pronoun_has_is_its_dice_as_a_names_is(game: str, phrase: str, actor: str,
                                                       dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])  # said as 'Vex has 9 and 6' says them: a calque of 'she rolled'
    assert (request.actor, request.dice) == (actor, dice)


def test_what_a_pronoun_has_stays_asked_where_the_other_side_may_roll() -> None:
    with pytest.raises(PhraseError, match="'he'"):
        parse("Vex punches the guard, he has 9 and 6", VOCAB["ghostburn"])
