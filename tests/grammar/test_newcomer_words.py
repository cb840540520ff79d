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


@pytest.mark.parametrize(("game", "phrase", "field", "value"), [
    ("fist", "vex forces the hatch open, my strong thing, 2 5", "abilities", ("Forceful",)),
    ("fist", "jonesy slips the cuffs, the quick one i think? 4 4", "abilities", ("Reflexive",)),
    ("ghostburn", "dex searches the desk, using my clever one, 5 5", "abilities", ("Intelligence",)),
    ("blades", "cross shrugs off the blow, resisting with my mind thing, 4 3", "abilities", ("Insight",)),
    ("fs3", "Zoe patches up the pilot with her healing skill, 7 7 2", "skill", "Medicine"),
    ("fs3", "Zoe fixes the generator, the technician one, 7 7 2", "skill", "Technician"),
    ("ghostburn", "dex ducks behind the bar, the stealth thing, 5 5", "skill", "Stealth"),
])
def test_a_roll_described_in_lay_words_is_that_roll(game: str, phrase: str, field: str, value: object) -> None:
    """'my strong thing', 'the quick one', 'the technician one': a description that fits one roll names it, from
    the game's own table of lay words or its rules words in any form."""
    assert getattr(read(game, phrase), field) == value


@pytest.mark.parametrize(("game", "phrase", "names"), [
    ("ghostburn", "dex chats up the bouncer with the talking skill, 5 5", ("Persuade", "Deception")),
    ("fist", "vex gets over the wall with my body thing, 3 3", ("Forceful", "Reflexive")),
    ("blades", "cross works the room, my social one, 4 2", ("Sway", "Consort")),
])
def test_a_description_that_fits_several_rolls_is_asked_about(game: str, phrase: str, names: tuple[str, ...]) -> None:
    with pytest.raises(PhraseError, match="Which is") as asked:
        read(game, phrase)
    assert all(n in str(asked.value) for n in names) and len(asked.value.choices) == len(names)


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "dex climbs the fence, the blue one is 6 and the other one is 1", (6, 1)),
    ("fist", "vex kicks the door in. the white one was a 3, the black one was a 5", (3, 5)),
])
def test_dice_described_by_colour_are_their_faces(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


def test_someone_described_is_no_roll() -> None:
    """'she's the strong one' says who she is: the roll is the action's ('convince', Creative), never Forceful."""
    request = read("fist", "jonesy talks the guard into it, she's the strong one, 4 5")
    assert request.abilities == () and request.dice == (4, 5)


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fist", "vex kicks the door in 5 5 did i make it", (5, 5)),
    ("ghostburn", "dex climbs the fence 7 and 2 is that ok?", (7, 2)),
    ("pbta", "kit punches the warlord, 4 4 was that good", (4, 4)),
])
def test_asking_how_the_roll_went_after_the_dice_is_the_roll(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    """'did i make it?' said after the dice asks what the roll answers: the dice are rolled, no question of odds."""
    request = read(game, phrase)
    assert request.dice == faces and not request.question


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fs3", "Zoe shoots the goon, i rolled a bunch: 8 7 1 2 3", (8, 7, 1, 2, 3)),
    ("fs3", "Nemesis climbs the cliff, rolled loads: 6 6 2 1 3 4", (6, 6, 2, 1, 3, 4)),
    ("fist", "vex kicks the door in, rolled these 3 4", (3, 4)),
])
def test_how_many_dice_said_before_the_faces_leaves_the_faces(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces
