"""How a player at their first sessions says a roll: hedges around the dice and the action ('i think i got ...'),
a skill described by what it does ('my sneaking one', 'the smart one', 'my body thing'), a die described by its
colour, a question whether the roll worked ('did I make it?', 'is that good'). Phrasings written for this file,
none from the phrase sets."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}
VOCAB = {game: get_system(game).vocabulary(PARTIES[game]) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


def _roll_of(request: RollRequest) -> tuple[object, ...]:
    return request.skill, request.trick, request.verbs, request.abilities, request.dice


@pytest.mark.parametrize(("game", "hedged", "plain"), [
    ("fist", "i think i rolled 2 and 5? vex kicks the door in", "rolled 2 and 5, vex kicks the door in"),
    ("fist", "i guess i got a 4 and a 1, jonesy shoves the guard", "i got a 4 and a 1, jonesy shoves the guard"),
    ("ghostburn", "i believe i got 7 and 3. dex climbs the fence", "i got 7 and 3. dex climbs the fence"),
    ("pbta", "i reckon i got 3 and 5, kit punches the warlord", "i got 3 and 5, kit punches the warlord"),
    ("fist", "vex picks the lock i think, 3 4", "vex picks the lock, 3 4"),
    ("blades", "i suppose that's prowl, cross sneaks in. 5 2", "that's prowl, cross sneaks in. 5 2"),
])
def test_a_hedge_said_apart_from_the_action_changes_nothing(game: str, hedged: str, plain: str) -> None:
    """'i think' before a clause of its own, or at its clause's end, is the player's doubt: no verb of the action
    (FIST's 'think' would make it Tactical)."""
    assert _roll_of(read(game, hedged)) == _roll_of(read(game, plain))


def test_think_as_the_action_is_still_the_action() -> None:
    assert read("fist", "i think it through carefully, 3 4").verbs == \
        read("fist", "think it through carefully, 3 4").verbs


@pytest.mark.parametrize(("game", "phrase", "names"), [
    ("ghostburn", "dex climbs the wall, athletics or stealth? 4 4", ("Athletics", "Stealth")),
    ("blades", "cross slips in, is it prowl or finesse? 3 5", ("Prowl", "Finesse")),
    ("fs3", "Nemesis: Firearms? or was it Melee. 5 5 2 1", ("Firearms", "Melee")),
    ("ghostburn", "dex picks the lock, stealth, or was it athletics? 9 1", ("Stealth", "Athletics")),
])
def test_two_rolls_named_for_one_action_are_asked_about(game: str, phrase: str, names: tuple[str, ...]) -> None:
    """A newcomer unsure which skill it is names both: the first is never rolled silently."""
    with pytest.raises(PhraseError, match="Which is it") as asked:
        read(game, phrase)
    assert all(n in str(asked.value) for n in names) and len(asked.value.choices) == len(names)


@pytest.mark.parametrize(("game", "phrase", "skill"), [
    ("ghostburn", "dex shoots the guard, is that firearms? 4 4", "Firearms"),
    ("blades", "cross sneaks along the roof, is it prowl? 6", "Prowl"),
    ("ghostburn", "dex kicks the bouncer, is that athletics? 4 4", "Athletics"),
])
def test_a_roll_named_as_a_question_is_named(game: str, phrase: str, skill: str) -> None:
    """'is that firearms?' said with the dice names the roll (the player's doubt is no question about odds), and
    the name is never dropped for the action's words."""
    request = read(game, phrase)
    assert request.skill == skill and not request.question
    assert any(c.kind == "skill" for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "skill"), [
    ("blades", "prowl or finesse? eh, i'll go with finesse, 4 2", "Finesse"),
    ("ghostburn", "athletics or stealth?? dex climbs the wall with athletics, 4 4", "Athletics"),
])
def test_of_two_rolls_named_the_one_said_again_is_chosen(game: str, phrase: str, skill: str) -> None:
    assert read(game, phrase).skill == skill
