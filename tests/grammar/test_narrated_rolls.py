"""A post's narration around the roll: 'as' before a name and a verb in the third person is 'while' ('the alarm
wails as Dex sprints for the van'): the one named acts, and the clause before is the scene. 'as Dex' with no verb
after it may mean playing as Dex and is still asked about; a second person acting beside the one who rolls is asked
about too. 'rolls' before a preposition of place is the verb of moving ('rolls beneath the door'), never the command a
rules word follows, nor a skill named after it in a dice-pool game ('rolls behind the crates' is no skill 'Behind The
Crates')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fs3", "blades")}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", "The alarm wails as Dex sprints for the van, 7 3", "Dex", (7, 3)),
    ("fs3", "Sleet hammers the hull as Zoe guides the lander down (Piloting). Dice: 6 2 3", "Zoe", (6, 2, 3)),
    ("blades", "The fog rolls off the canal as Silas creeps along the ledge, Prowl, controlled: 5 2", "Silas", (5, 2)),
])
def test_a_name_after_as_that_does_something_acts(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize("phrase", ["sneak in as Dex, 7 3", "The alarm wails as Dex, 7 3",
                                    "I sneak past as Dex distracts the guard, 7 3"])
def test_as_a_name_with_no_verb_after_it_or_beside_another_roller_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Dex"):
        parse(phrase, VOCAB["ghostburn"])


@pytest.mark.parametrize(("game", "phrase", "skill"), [
    ("ghostburn", "Vex ducks the swing and rolls beneath the shutter, Athletics, Acrobatic Stunt: 7 3", "Athletics"),
    ("ghostburn", "Vex rolls clear of the blast, Athletics, 7 3", "Athletics"),
    ("fs3", "Zoe rolls behind the crates, Athletics: 6 2 3", "Athletics"),
    ("fs3", "Zoe rolls sideways off the roof, Athletics: 6 2 3", "Athletics"),
    ("fs3", "Zoe rolls across the hood: 6 2 3", None),
])
def test_rolls_before_a_place_is_moving_and_names_no_skill(game: str, phrase: str, skill: str | None) -> None:
    assert parse(phrase, VOCAB[game]).skill == skill


def test_a_skill_of_the_games_own_after_rolls_is_still_one() -> None:
    assert parse("Zoe rolls Basket Weaving: 6 2 3", VOCAB["fs3"]).skill == "Basket Weaving"
