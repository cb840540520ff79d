"""War dice offered and held, said around a roll: 'NAME says he'll put a war die on my roll' is his offer (he pays,
the poster's character rolls); 'he's got 3' / 'she's got two war dice' is the pool someone holds, never the roll's
dice; a count of war dice named, then the roll's faces, then the war dice named again with their own faces: the faces
between are the roll's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


def _war(request):  # type: ignore[no-untyped-def]
    spent = [s for s in request.spends if s.key == "war_dice"]
    assert len(spent) == 1
    return spent[0]


@pytest.mark.parametrize("phrase", [
    "Vex says she'll throw a war die on my roll. Jonesy picks the lock, Tactical. rolled 3 and 4, war die 6",
    "Vex promises she'll put one of her war dice on it?? Jonesy cracks the safe, Tactical, 3 4, the war die came up 6",
])
def test_an_offer_of_a_war_die_is_the_offerers_to_pay(phrase: str) -> None:
    request = parse(phrase, FIST)
    war = _war(request)
    assert (request.actor, request.dice, war.faces, war.payer, war.count) == ("Jonesy", (3, 4), (6,), "Vex", 1)


@pytest.mark.parametrize("phrase", [
    "Ripper spends 2 war dice, can he? he's got 2. so Ripper rips the door off, Forceful. rolled 5 and 1, war dice 2 and 6",
    "Ripper rips the door off, Forceful, spending two war dice. 5 and 1, war dice 2 and 6. she's got two war dice, "
    "it's fine",
])
def test_a_pool_held_is_no_roll(phrase: str) -> None:
    request = parse(phrase, FIST)
    war = _war(request)
    assert (request.actor, request.dice, war.faces, war.count) == ("Ripper", (5, 1), (2, 6), 2)


def test_got_with_an_article_stays_dice() -> None:
    """'she's got a 6' says a face rolled: it is not read as a pool held."""
    with pytest.raises(Exception, match="[Tt]wo sets of dice"):
        parse("Ripper rips the door off, Forceful, she's got a 6. rolled 5 and 1", FIST)


@pytest.mark.parametrize("phrase", [
    "Jonesy picks the lock, Tactical. 2 and 3. Vex throws a war die onto Jonesy's roll. six!",
    "MO (as Jonesy): Jonesy picks the lock, Tactical. MO: two and three. KAT (as Vex): Vex is tossing a war die on "
    "it. (die rattles) KAT: six.",
])
def test_a_war_dies_face_in_the_next_sentence_or_turn(phrase: str) -> None:
    """A war die named with where it goes ('onto Jonesy's roll'), then its one face alone in the next sentence (or
    the giver's next turn): the die's face, not a die of the roll nor a number to ask about."""
    request = parse(phrase, FIST)
    war = _war(request)
    assert (request.actor, request.dice, war.faces, war.payer) == ("Jonesy", (2, 3), (6,), "Vex")
