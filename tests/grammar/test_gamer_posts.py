"""A roll told in a video gamer's words: a game client's numbers ('60fps', 'ping 60ms', 'patch 4.2', 'K/D 2.7', 'lvl
40', 'rank 5'), the gamer's shorthand ('PvP time:', 'GG', 'any%'), dice named in words and then in digits ('DOUBLE
TENS 10 10'), 'a dice crit' (no die counted), and one the GM plays acting in a clause of when. All of it is the scene
or the frame; the roll is read as if it stood alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, example_game, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST_PARTY, FIST = example_game("fist")
BLADES_PARTY, BLADES = example_game("blades")
GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, 4 and 5, 60fps no lag",
    "Ripper kicks the door in, ping 60ms, 4 and 5",
    "Ripper kicks the door in, K/D 2.7, 4 and 5",
    "new build since patch 4.2. Ripper kicks the door in, 4 and 5",
    "lvl 7 Ripper kicks the door in, 4 and 5",
    "lvl 7 Ripper (ping 60ms, 60fps) kicks the door in, 4 and 5",
    "Ripper (rank 5 on the ladder, wave 3) kicks the door in, 4 and 5",
    "PvP time: Ripper kicks the door in, 4 and 5",
    "GG. Ripper kicks the door in, 4 and 5",
    "Ripper kicks the door in on his any% route, 4 and 5",
    "Ripper kicks the door in, 4 and 5. a 1.5 second window",
])
def test_a_gamers_numbers_and_words_are_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())


def test_a_number_with_a_decimal_point_is_no_face() -> None:
    with pytest.raises(PhraseError):  # never read as the faces 4 and 5: what it is stays asked
        parse("Ripper kicks the door in, rolled 4.5", FIST)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in. boxcars 6 6",
    "Ripper kicks the door in. BOXCARS 6 and 6",
])
def test_dice_named_in_words_then_in_digits_are_one_roll(phrase: str) -> None:
    assert parse(phrase, FIST).dice == (6, 6)


def test_dice_named_in_words_then_other_digits_stay_asked() -> None:
    with pytest.raises(PhraseError):
        parse("Ripper kicks the door in. boxcars 6 5", FIST)


def test_a_dice_crit_counts_no_die() -> None:
    done = roll("the guard lands a big hit on Cross (a game crit, not a dice crit). Cross resists it with Prowess, "
                "rolled 3 2 6", BLADES_PARTY, system="blades", actor="Cross")
    assert (done.dice, done.extra["blades"]["roll"]) == ((3, 2, 6), "resistance")


def test_one_the_gm_plays_acting_in_a_clause_of_when_is_the_scene() -> None:
    request = parse("Ripper ducks behind cover as the guard opens fire, Reflexive, 2 and 1", FIST)
    assert (request.actor, request.dice) == ("Ripper", (2, 1))
    with pytest.raises(PhraseError, match="Two people act"):  # the GM's character acting alongside: asked
        parse("Ripper ducks behind cover and the guard opens fire, Reflexive, 2 and 1", FIST)


def test_a_name_that_is_an_english_word_before_a_noun_and_a_verb(tmp_path: Path) -> None:
    """'Pixel street hacks the terminal': the name opening the sentence, then a verb made of a noun and a verb."""
    (tmp_path / "party.toml").write_text((EXAMPLES / "ghostburn_party.toml").read_text().replace('"Dex"', '"Pixel"'))
    vocab = get_system("ghostburn").vocabulary(load_party([tmp_path / "party.toml"]))
    assert parse("We got in. Pixel street hacks the terminal, Security Retail, rolled 6 3", vocab).actor == "Pixel"


def test_going_for_a_trick_does_it() -> None:
    """'goes for a crippling shot': the deed carried by 'goes for a', as by 'runs a' or 'tries a'; never a thing."""
    assert parse("Vex goes for a crippling shot on the guard's knee, Hard, rolled 8 and 9", GHOSTBURN).trick \
        == "Crippling Shot"
