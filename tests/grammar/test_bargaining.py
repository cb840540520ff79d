"""Players bargaining with the GM around dice already thrown: phrasings written for this file, none from the shared
or fresh phrase sets. A value stated with a hedge ('should be Hard, right?', 'Sharp, yeah?') is that value and the
dice said with it were rolled; a label that says what is done ('hauling the crate: 6 2') is no one's name."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "should be Hard, right? convince the bouncer, 6 4", (6, 4)),
    ("blades", "would be Risky, yeah? skirmish with the guard: 5 3", (5, 3)),
    ("pbta", "should be +cool, correct? 4 5", (4, 5)),
    ("fist", "should be FRC right? kick the door in, 2 and 5", (2, 5)),
    ("ghostburn", "should be Moderate, innit? climb the fence 3 9", (3, 9)),
])
def test_a_value_checked_with_a_tag_question_keeps_the_dice(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    """'should be Hard, right? 6 4': the player states what they take the rules value to be and has rolled."""
    request = read(game, phrase)
    assert not request.question
    assert request.dice == dice


def test_the_value_checked_with_a_tag_is_used() -> None:
    request = read("ghostburn", "should be Hard, right? convince the bouncer, 6 4")
    assert request.difficulty == "Hard"
    assert read("pbta", "should be +cool, correct? 4 5").abilities == ("Cool",)


@pytest.mark.parametrize("phrase", ["should be Hard, right? convince the bouncer",
                                    "what if I rolled 6 4 on convincing the bouncer?"])
def test_without_dice_or_supposed_it_stays_a_question(phrase: str) -> None:
    assert read("ghostburn", phrase).question


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fs3", "hauling the crate up the ramp: 6 2 3 1 5 7", (6, 2, 3, 1, 5, 7)),
    ("ghostburn", "coaxing the old generator: 4 8", (4, 8)),
    ("fist", "wrestling the hatch shut: 3 and 6", (3, 6)),
    ("blades", "steadying the ladder: 6 1", (6, 1)),
])
def test_an_action_labelling_the_dice_is_no_name(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    """'hauling the crate: 6 2': what is done, said before a colon, and the dice the actor rolled for it."""
    request = read(game, phrase)
    assert request.dice == dice
    assert request.actor is None


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Stealth unless you say otherwise, sneaking through the loading bay, 5 9", (5, 9)),
    ("ghostburn", "convince the fixer, Hard if that's allowed: 6 2", (6, 2)),
    ("blades", "controlled if that's okay with you — Thorn wrecks the door, 5 2", (5, 2)),
    ("fist", "kick the door in, FRC if that counts, 3 and 4", (3, 4)),
    ("pbta", "+sharp unless you object — 4 and 2", (4, 2)),
])
def test_the_gms_leave_asked_beside_a_value_is_no_word_of_the_roll(game: str, phrase: str,
                                                                   dice: tuple[int, ...]) -> None:
    """'..., if that's allowed', 'unless you say otherwise': the value stands, the hedge is neither action nor name."""
    request = read(game, phrase)
    assert request.dice == dice
    assert not request.question
    for hedge in ("otherwise", "allowed", "okay", "counts", "object"):
        assert hedge not in (request.action or "")


@pytest.mark.parametrize(("game", "phrase", "value"), [
    ("blades", "risky unless you say otherwise — Thorn wrecks the door, 5 2", "risky"),
    ("blades", "desperate unless they spot us, Thorn prowls past, 4 1", "desperate"),
    ("ghostburn", "Hard unless the fixer likes me: convince the fixer, 6 2", "Hard"),
])
def test_a_value_before_unless_is_the_value(game: str, phrase: str, value: str) -> None:
    """A value opening its clause stays one with a condition after it ('risky unless ...')."""
    request = read(game, phrase)
    said = [c for c in request.reading if c.text.lower() == value.lower()]
    assert said and said[0].used


@pytest.mark.parametrize(("phrase", "kept", "dropped"), [
    ("shoot the guard, Moderate unless he's in cover, and he isn't. 4 7", "Moderate", "cover"),
    ("shoot the guard — Easy, unless he's wounded, which he isn't — 4 7", "Easy", "wounded"),
    ("shoot the guard, Hard unless he's in cover 4 7", "Hard", "cover"),
])
def test_a_condition_after_unless_is_not_applied(phrase: str, kept: str, dropped: str) -> None:
    """'Moderate unless he's got cover, and he doesn't': no cover, and the clause is shown as not used."""
    request = read("ghostburn", phrase)
    assert request.difficulty == kept
    assert request.dice == (4, 7)
    assert not any(dropped in c.key for c in request.cues)
    condition = [c for c in request.reading if c.kind == "condition"]
    assert len(condition) == 1 and not condition[0].used and dropped in condition[0].text


@pytest.mark.parametrize(("game", "phrase", "ability"), [
    ("pbta", "going with +cool unless you'd rather I roll hot, 3 5", "Cool"),
    ("fist", "FRC unless you'd prefer TAC — 2 and 6", "Forceful"),
])
def test_an_alternative_after_unless_is_the_gms_option_not_the_roll(game: str, phrase: str, ability: str) -> None:
    """'Weird unless you'd rather I roll Sharp': the player rolls the first; the second is not added nor asked."""
    request = read(game, phrase)
    assert request.abilities == (ability,)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "GM: I'll allow Firearms for Zoe this time. Zoe rolled 6 1 2 3 5 7", "Zoe"),
    ("fs3", "GM: fine, I'll accept Piloting for Mavros. He rolled 6 1 2 3 5", "Mavros"),
    ("blades", "GM: I'll allow Finesse for Thorn. She rolled 5 2", "Thorn"),
    ("ghostburn", "GM: okay, I'll permit Stealth for Dex, 6 3", "Dex"),
])
def test_the_roll_the_referee_grants_someone_is_theirs(game: str, phrase: str, actor: str) -> None:
    """'GM: I'll allow Firearms for Vega': she rolls it, never the seat's character against her."""
    request = read(game, phrase)
    assert request.actor == actor
    assert request.opponent is None


@pytest.mark.parametrize(("game", "phrase", "offered"), [
    ("ghostburn", "shoot the guard, either a single shot or burst fire, 6 and 6", ("Single Shot", "Burst Fire")),
    ("ghostburn", "Captivate or Convince on the fixer, whichever you like, 4 4", ("Captivate", "Convince")),
    ("pbta", "either seize by force or go aggro on the warlord, your pick — 3 4", ("Seize by Force", "Go Aggro")),
    ("blades", "sway or command the guards, GM's choice: 5 3", ("Sway", "Command")),
])
def test_two_rolls_offered_with_or_are_asked_about(game: str, phrase: str, offered: tuple[str, str]) -> None:
    """'either a single shot or burst fire, your call': the GM is offered two rolls; which one is asked, with both."""
    with pytest.raises(PhraseError) as error:
        read(game, phrase)
    assert error.value.choices and all(o.lower() in str(error.value).lower() for o in offered)


@pytest.mark.parametrize(("game", "phrase", "roll"), [
    ("blades", "is it Sway or Command? i rolled 5 3, going with Sway", "Sway"),
    ("ghostburn", "sneak or creep past the guard, 6 4", "Sneak"),
])
def test_an_alternative_settled_in_the_phrase_is_no_question(game: str, phrase: str, roll: str) -> None:
    request = read(game, phrase)
    assert roll in (request.skill, *request.verbs)


@pytest.mark.parametrize(("game", "phrase", "value"), [
    ("blades", "assuming we're already desperate — Thorn wrecks the door, 5 2", "desperate"),
    ("blades", "it's still risky, Thorn prowls past the watch, 4 1", "risky"),
    ("ghostburn", "that's probably Hard: convince the fixer, 6 2", "Hard"),
])
def test_a_value_after_an_adverb_that_hedges_it_is_the_value(game: str, phrase: str, value: str) -> None:
    """'assuming we're already desperate', "it's still risky": the adverb hedges the value, which stands."""
    said = [c for c in read(game, phrase).reading if c.text.lower() == value.lower()]
    assert said and said[0].used
