"""Words of the game's actions that say something about the scene, not the roll: a participle before a noun ('the
terrified villagers'), a question about someone's honesty heard or watched ('listens ... - is she lying?'), and a
getaway verb said with 'after' and what is chased ('floors it after the van')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

FIST = get_system("fist")
FIST_PARTY = load_party([EXAMPLES / "fist_party.toml"])
GHOSTBURN_PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])  # the bouncer's Wits Hard, the guard's Moderate

# phrase -> (attribute, the participle's verb, which must not be read as an action)
PARTICIPLES = [
    ("give the terrified refugees a speech", "Creative", "terrify"),
    ("calm the terrified hostages with a joke", "Creative", "terrify"),
    ("comfort the frightened kids with a song", "Creative", "frighten"),
    ("sweet-talk the intimidated clerk", "Creative", "intimidate"),
    # a participle that does not end in -ed: 'stolen', 'hidden', 'broken', 'thrown'
    ("kick the broken door down", "Forceful", "break"),
    ("dodge the thrown bottle", "Reflexive", "throw"),
    ("slip past the guard with a hidden blade", "Reflexive", "hide"),
    ("hack the frozen terminal with a stolen code", "Tactical", "steal"),
]


@pytest.mark.parametrize(("text", "attribute", "verb"), PARTICIPLES)
def test_a_participle_before_a_noun_describes_it(text: str, attribute: str, verb: str) -> None:
    result = FIST.odds(parse(text, FIST.vocabulary(FIST_PARTY)), FIST_PARTY)
    why = next(s.text for s in result.steps if s.title == "Attribute")
    assert result.ability is not None and result.ability.name == attribute
    assert verb not in why.lower(), why


@pytest.mark.parametrize(("text", "difficulty"), [
    ("Vex listens to the bouncer swear he saw nothing - is he lying? rolled 5 5", "Hard"),
    ("Vex watches the guard answer - is he lying? rolled 5 5", "Moderate"),
    ("Vex hears the guard out - is he lying? rolled 5 5", "Moderate"),
])
def test_listening_to_find_out_whether_someone_lies_is_sense_lies(text: str, difficulty: str) -> None:
    result = roll(text, GHOSTBURN_PARTY)
    assert (result.skill, result.trick, result.difficulty.name) == ("Insight", "Sense Lies", difficulty)


def test_an_honesty_question_beside_another_action_is_asked_about() -> None:
    with pytest.raises(RulesError, match="Which roll is it") as error:
        roll("Vex searches the desk - is he lying? rolled 5 5", GHOSTBURN_PARTY)
    assert set(error.value.allowed) == {"Search", "Sense Lies"}


def test_listening_with_no_question_stays_search() -> None:
    assert roll("Vex listens at the door, rolled 5 5", GHOSTBURN_PARTY).trick == "Search"


@pytest.mark.parametrize("text", [
    "Dex floors it after the van, rolled 5 5",
    "Dex burns rubber after the black sedan, rolled 5 5",
    "Dex hits the gas after them, rolled 5 5",
    "Dex steps on it after the courier's bike, rolled 5 5",
])
def test_a_getaway_verb_after_a_vehicle_is_the_chase(text: str) -> None:
    result = roll(text, GHOSTBURN_PARTY)
    assert (result.skill, result.trick) == ("Drive", "Chase")


@pytest.mark.parametrize("text", ["Dex floors it after the lights change, rolled 5 5", "Dex floors it, rolled 5 5"])
def test_after_saying_when_leaves_the_getaway(text: str) -> None:
    assert roll(text, GHOSTBURN_PARTY).trick == "Escape"


@pytest.mark.parametrize(("phrase", "verb"), [
    ("I limp toward the bouncer as if I were wounded and beg him to let me in, 6 3", "Convince"),
    ("I stare down the bouncer as if he had wounded me, rolled 6 3", "Frighten"),
    ("I sneak past the guard as though I were hurt and slow, 6 3", "Sneak"),
])
def test_what_the_action_is_likened_to_is_no_condition(phrase: str, verb: str) -> None:
    """'as if I were wounded', 'as though ... hurt': a likeness of the scene, never the actor's condition."""
    request = parse(phrase, get_system("ghostburn").vocabulary(GHOSTBURN_PARTY))
    assert request.cues == () and verb in request.verbs + ((request.trick,) if request.trick else ())


@pytest.mark.parametrize(("game", "text", "verb"), [
    ("pbta", "Sable reads the room: who's scared? +sharp 3 4", "scare"),
    ("blades", "Nyx studies the crowd: who's scared, who's armed? 4", "scare"),
    ("pbta", "Kit reads the room, who is frightened and who is armed? +sharp 3 4", "frighten"),
])
def test_what_a_question_asks_who_is_is_no_action_of_the_roll(game: str, text: str, verb: str) -> None:
    """'who's scared?', 'who is frightened': what the character wants to find out, said of someone else; never a
    second action beside the one rolled ('reads the room')."""
    request = parse(text, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))
    assert request.verbs and not any(verb in str(v).lower() for v in request.verbs)
    assert len(request.verbs) == 1
