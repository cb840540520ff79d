"""Rules talk around a roll, said by players who argue and show their working, is no part of it: a dice roller's
name said as the program it is ('the Roll20 sheet'), two wordings set against each other ('"pick the lock" vs
"force the door"'), a reason in brackets for the rules value just named ('Strength (not Agility, he's lifting it)'),
a thing named by two nouns ('the alarm bell cracks'), 'one' in a choice ('one or the other') and how often
something was done to someone ('shot twice'). And where the base dice are labelled, 'war' labels the war die."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, rolled 4 4; the Roll20 sheet counts it differently",
    "Ripper kicks the door in, rolled 4 4, though Foundry's version says otherwise",
])
def test_a_dice_rollers_name_in_prose_is_a_program(phrase: str) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert (result.actor, result.dice) == ("Ripper", (4, 4))


def test_two_wordings_set_against_each_other_are_no_opponent() -> None:
    result = roll('GM ruling on the "pick the lock" vs "force the door" debate: Dex picks the lock, Security '
                  "Moderate. 4 5", PARTIES["ghostburn"])
    assert (result.actor, result.trick, result.opposed) == ("Dex", "Disable Device", None)


@pytest.mark.parametrize(("phrase", "extra"), [
    ("Ripper kicks the door in. base: 2 3, war: 6", (6,)),
    ("Ripper kicks the door in. base = [2, 3], war = [6]", (6,)),
    ("Ripper kicks the door in, 2 3; the war 5 years ago left scars", ()),
])
def test_war_labels_the_war_die_beside_the_base_dice(phrase: str, extra: tuple[int, ...]) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert (result.dice, result.extra_dice) == ((2, 3), extra)


def test_a_reason_in_brackets_for_a_value_is_the_players_working() -> None:
    result = roll("Dex shoves the crate off the ledge, Strength (not Agility, he's lifting it, not sneaking), DL Hard. "
                  "4 5", PARTIES["ghostburn"])
    assert (result.trick, result.ability.name if result.ability else None) == ("Forced Move", "Strength")


@pytest.mark.parametrize("phrase", [
    "Cross tinkers with the lock, the alarm bell cracks. 4 2",
    "Cross tinkers with the lock: the cargo crane swings overhead. 4 2",
])
def test_a_thing_named_by_two_nouns_is_no_ones_name(phrase: str) -> None:
    assert parse(phrase, VOCAB["blades"]).actor == "Cross"


def test_one_in_a_choice_is_no_number() -> None:
    assert parse("Cross tinkers with the lock, it's one or the other. 4 2", VOCAB["blades"]).dice == (4, 2)


def test_done_twice_to_someone_is_no_second_push() -> None:
    result = roll("Cross, shot twice in the alley, resists the harm with Prowess: 4 2 1", PARTIES["blades"],
                  system="blades")
    assert (result.actor, result.ability.name if result.ability else None) == ("Cross", "Prowess")


@pytest.mark.parametrize("phrase", [
    "RAW (Making a Roll, \"bonuses of one type don't stack\"), so only the rig counts. Dex picks the lock, Security "
    "Moderate. 4 5",
    "So only the rig counts, not both decks. Dex picks the lock, Security Moderate. 4 5",
])
def test_a_sections_title_quoted_and_a_plural_after_both_are_no_deeds(phrase: str) -> None:
    result = roll(phrase, PARTIES["ghostburn"])
    assert (result.actor, result.trick) == ("Dex", "Disable Device")


def test_both_before_a_bare_verb_says_who() -> None:
    """'they both climb the wall' keeps its verb: a deed of its own beside the other, asked about."""
    with pytest.raises(PhraseError, match="climb the wall"):
        parse("Vex swings up, and they both climb the wall, DL Hard. 4 5", VOCAB["ghostburn"])


@pytest.mark.parametrize(("phrase", "actor"), [
    ("Vex gives a rousing speech to the crew that, by all accounts, swung the vote. 3 and 4", "Vex"),
    ("Jonesy talks to the clerk who, according to the ledger, signed the order. 3 and 4", "Jonesy"),
])
def test_an_aside_inside_a_relative_clause_keeps_the_clause(phrase: str, actor: str) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert (result.actor, result.ability.name if result.ability else None) == (actor, "Creative")
