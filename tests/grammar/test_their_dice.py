"""An opponent's stated dice, said every way: 'vs 3 who rolled ...', 'vs the goon, he rolled ...', 'they rolled ...'
are the other side's dice and the rules count them; a pronoun with no other side to stand for is asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "fs3_party.toml"])
VOCAB = get_system("fs3").vocabulary(PARTY)


@pytest.mark.parametrize(("phrase", "theirs"), [
    ("Stealth vs 3 who rolled 6 7 8 1 2", (6, 7, 8, 1, 2)),
    ("Stealth vs 3, they rolled 6 7 8 1 2", (6, 7, 8, 1, 2)),
    ("Stealth vs 2 that got 1 1 6 7", (1, 1, 6, 7)),
    ("sneak past the goon, Stealth vs Alertness, he rolled 8 8 1 1 1", (8, 8, 1, 1, 1)),
    ("Melee vs Mavros, and then he rolled 6 6 6", (6, 6, 6)),
])
def test_the_other_sides_dice_are_theirs(phrase: str, theirs: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB)
    assert request.opponent is not None and request.opponent.faces == theirs
    assert request.dice is None  # never the actor's


def test_an_npc_of_a_stated_rating_rolls_the_dice_the_phrase_gives() -> None:
    for theirs, successes in (("6 7 8 1 2", 3), ("1 1 1 1 1", 0), ("8 8 2 2 2", 2)):
        result = roll(f"Stealth vs 3 who rolled {theirs}, I rolled 6 2 3 4", PARTY, system="fs3",
                      actor="Nemesis")
        assert result.opposed is not None and result.opposed.their_successes == successes


@pytest.mark.parametrize("phrase", [
    "she rolled 6 7 8 1 2, Stealth vs 3",  # before anyone is named
    "Stealth, he rolled 6 7 8 1 2",  # no one else in the phrase
    "Melee vs Mavros, shove the goon, he rolled 6 6 6",  # two others: which one?
])
def test_a_pronouns_dice_with_no_one_to_stand_for_are_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="can't tell who"):
        parse(phrase, VOCAB)


@pytest.mark.parametrize(("phrase", "theirs"), [
    ("sneak past the guard, Stealth vs his Alertness 3, guard rolled 6 7 8 1 2", (6, 7, 8, 1, 2)),
    ("shove the bouncer, Melee vs 2, the bouncer rolled 8 1 1 1", (8, 1, 1, 1)),
    ("sneak past the goon, Stealth vs 3, the goon rolled 6 6 1 1 1", (6, 6, 1, 1, 1)),  # a loaded NPC: the target
])
def test_the_one_the_action_meets_rolls_for_an_unnamed_rated_side(phrase: str, theirs: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB)
    assert request.opponent is not None and request.opponent.faces == theirs and request.dice is None


def test_a_rated_side_rolls_the_dice_said_for_the_one_it_stands_for() -> None:
    result = roll("sneak past the goon, Stealth vs 3, rolled 6 2 3 4, the goon rolled 6 7 8 1 2", PARTY,
                  system="fs3", actor="Nemesis")
    assert result.opposed is not None and result.opposed.their_successes == 3


FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("vocabulary", "phrase", "actor"), [
    (FIST, "Ripper talked the night nurse into it, she rolled 5 and 2", "Ripper"),  # FIST: only operatives roll
    (FIST, "Jonesy bluffed the desk sergeant, he rolled 5 and 2", "Jonesy"),
])
def test_where_only_the_players_roll_a_pronouns_dice_are_the_one_acting(vocabulary: object, phrase: str,
                                                                        actor: str) -> None:
    request = parse(phrase, vocabulary)  # type: ignore[arg-type]
    assert (request.actor, request.dice) == (actor, (5, 2))


def test_he_or_she_is_one_person_never_a_crowd_described() -> None:
    request = parse("Dex shoved past the bouncers, she rolled 5 2", get_system("ghostburn").vocabulary(
        load_party([EXAMPLES / "ghostburn_party.toml"])))
    assert request.dice == (5, 2)


def test_he_or_she_after_one_person_described_is_still_asked_where_npcs_roll() -> None:
    with pytest.raises(PhraseError):
        parse("Dex shoved past the bouncer, she rolled 5 2", get_system("ghostburn").vocabulary(
            load_party([EXAMPLES / "ghostburn_party.toml"])))
