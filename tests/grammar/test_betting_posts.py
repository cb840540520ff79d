"""A roll written up the way a betting tipster writes: prices ('at 5/1', '100/1 shot', '2/1 against', '1/4 on',
'9/2 drifting out to 6/1'), prices in words ('Evens he bottles it'), lines ('over/under 10.5'), stakes ('5 units'), a
form guide ('last three rolls: W L W') and a tip before a colon. All of it is the frame; the roll is read as if it
stood alone. A tipster's own odds talk around stated dice asks nothing."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError, RollmateError, RulesError
from rollmate.grammar import parse

FIST_PARTY, FIST = example_game("fist")
FS3_PARTY, FS3 = example_game("fs3")
BLADES_PARTY, BLADES = example_game("blades")
PBTA_PARTY, PBTA = example_game("pbta")


@pytest.mark.parametrize("phrase", [
    "Each-way at 5/1: Ripper kicks the door in, 4 and 5",
    "100/1 shot and I still backed him. Ripper kicks the door in, rolled 4 and 5",
    "5/2 in my book. Ripper kicks the door in, 4 5",
    "Ripper kicks the door in. 9/2 drifting out to 6/1. Got 4 and 5.",
    "The bookies had it at 5/2. Ripper kicks the door in: 4, 5.",
    "2/1 on Ripper. He kicks the door in, 4 and 5",
    "Price on him doing it was 1/3. Ripper kicks the door in, 4 5",
    "The spread on tonight's handle is 7.5 to 9.5 million. Ripper kicks the door in, dice 4 and 5.",
    "Ripper kicks the door in. Over/under 10.5 on the dice and it went under: 4 and 5.",
    "Stake 2 units. Ripper kicks the door in, 4 and 5",
    "Nap of the day, Ripper's a lock at 1/5 on: Ripper kicks the door in, 4 and 5",
    "100/1 shot: Ripper kicks the door in, 4 and 5",
    "Evens he bottles it. Ripper kicks the door in, 4 and 5",
    "Form guide on the door, last three rolls: W L W. Ripper kicks it in. Rolled 4 and 5.",
])
def test_a_bettors_numbers_are_the_frame(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers, request.question) == ("Ripper", (4, 5), (), False)


def test_what_the_tipster_says_is_shown_as_not_used() -> None:
    assert unused(parse("Ripper kicks the door in at 9/2, stake 2 units, last three rolls: W L W. 4 and 5", FIST)) \
        == ["9/2", "2 units", "last three rolls: W L W"]
    assert unused(parse("Ripper kicks the door in. 9/2 drifting out to 6/1. 4 and 5", FIST)) == [
        "9/2 drifting out to 6/1"]  # one price moving, its words with it


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, rolled 5/2",  # no word of price around it: the reader's, as ever
    "Ripper kicks the door in, 4 and 5, at 4/5",  # (a price word may stand before dice only as a price)
])
def test_a_fraction_with_no_word_of_price_is_no_price(phrase: str) -> None:
    if phrase.endswith("5/2"):
        assert parse(phrase, FIST).dice == (5, 2)
    else:
        assert unused(parse(phrase, FIST)) == ["4/5"]


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in. rolled 4 and 5 u ok?",  # a chat's 'u' is no unit of a stake
    "Ripper kicks the door in. 4 and 5, 2 units on it",
])
def test_a_stake_is_only_counted_in_units(phrase: str) -> None:
    assert parse(phrase, FIST).dice == (4, 5)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, rolled 4/5 against the guard",  # after a word that says the dice: the dice as typed
    "Ripper kicks the door in, 4/5 against the guard",  # the post's only numbers, and faces: never dropped for a price
])
def test_a_price_never_takes_the_only_dice(phrase: str) -> None:
    with pytest.raises(RollmateError):  # asked or refused, never a roll of rollmate's own in their place
        roll(phrase, FIST_PARTY, system="fist", actor="Ripper")


def test_a_chance_said_after_the_question_asks_nothing() -> None:
    """'Cash out? Not a chance: ...': the odds word stands after the question, in the writer's answer to it."""
    request = parse("Ripper kicks the door in, 1 and 2. Cash out? Not a chance: he spends his war die, 6", FIST)
    assert request.question is False
    assert parse("Ripper kicks the door in. good odds?", FIST).question is True


def test_a_verb_after_a_pronoun_is_no_ones_label() -> None:
    assert parse("Ripper kicks the door in. it went well: 4 and 5.", FIST).dice == (4, 5)
    with pytest.raises(PhraseError, match="anyone called 'Dexx'"):
        parse("Ripper kicks the door in. Dexx: 4 and 5.", FIST)


def test_a_language_heard_spoken_is_the_roll() -> None:
    """FS3: listening in on people named by their language is making out what they say (the language, on Wits)."""
    done = roll("Zoe eavesdrops on the Gemenese smugglers at the bar, 2 4 6 6 8 1 3", FS3_PARTY, system="fs3",
                actor="Zoe")
    assert done.skill == "Gemenese"
    done = roll("Zoe spots the Gemenese smugglers at the bar, 2 4 6 6", FS3_PARTY, system="fs3", actor="Zoe")
    assert done.skill == "Alertness"  # seeing them is no listening


def test_a_title_that_needs_its_rules_stays_refused() -> None:
    with pytest.raises(RulesError):
        roll("100/1 shot: Cross prowls past the Bluecoats, rolled 7", BLADES_PARTY, system="blades", actor="Cross")


def test_clubbing_someone_is_melee() -> None:
    """FS3: 'clubs' said as a verb of a blow, as 'clobbers' and 'bashes' are (a club as a thing was Melee's already)."""
    assert roll("A lock at 1/4 on: Mavros clubs the goon with a cosh. 5 5 2 3 6 1", FS3_PARTY, system="fs3",
                actor="Mavros").skill == "Melee"
