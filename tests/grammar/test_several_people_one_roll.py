"""Posts where several people or several dice appear but one roll is meant: another's deed, a die thrown to the
roller, help between two others, a skill or trick said as the verb of the roll's clause, a scene set before who acts.
Each is read as the one roll, the rest shown as the scene; where the help or the die may be the roll's, it is asked."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "pbta", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("phrase", "dice", "war"), [
    ("Jonesy throws Vex his war die, Vex kicks the door in, Forceful, 3 and 4, war die 5", (3, 4), (5,)),
    ("Ripper chucks Vex a war die and Vex shoulders the gate open, FRC, 2 2, war die 6", (2, 2), (6,)),
])
def test_a_die_thrown_to_the_roller_is_given(phrase: str, dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    """'Jonesy throws Vex his war die': a verb of throwing between two names and before a die gives it, as 'gives'
    does; the one it is thrown to rolls."""
    request = parse(phrase, VOCAB["fist"])
    assert (request.actor, request.dice) == ("Vex", dice)
    assert any(c.kind == "war die" and c.used for c in request.reading)


@pytest.mark.parametrize(("phrase", "verb"), [
    ("Dex keeps an eye on the door, and Vex Convinces the fixer to pay up. 6 and 7", "Convince"),
    ("Dex climbs onto the roof, and Vex sneaks past the guard below, 6 and 7", "Sneak"),
    ("Dex cuts the power. Vex sneaks past. Stealth 8 3", "Sneak"),  # the roll in a sentence of its own
])
def test_a_trick_said_as_the_verb_names_the_roll(phrase: str, verb: str) -> None:
    """'Vex Convinces the fixer': the trick's own name said as the verb names the roll as a label would, so another's
    doing in the same sentence is the scene."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.actor, request.verbs) == ("Vex", (verb,))
    assert any(c.text == "Dex" and not c.used for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "At the fixer's club Dex keeps an eye on the door, and Vex Convinces the fixer to pay up. 6 and 7",
])
def test_a_scene_set_before_who_acts(phrase: str) -> None:
    """'At the fixer's club Dex keeps an eye on the door': the place said first, with no comma, is no one's deed, and
    the one after it acts in the scene."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.actor == "Vex"
    assert any(c.text == "Dex" and not c.used for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Kit helps Boone drag the crates inside, and Sable reads the room, 4 and 5",
    "Kit helps Boone with the crates while Sable scavenges the wreck, 4 and 5",
])
def test_help_between_two_others_is_the_scene(phrase: str) -> None:
    """'Kit helps Boone drag the crates': help given by one who does not roll to another who does not roll is their
    deed, the scene around Sable's roll."""
    request = parse(phrase, VOCAB["pbta"])
    assert request.actor == "Sable"
    assert any(c.text == "Kit" and not c.used for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Kit helps Sable drag the crates inside. Sable reads the room, 4 and 5",  # help given to who rolls
    "Boone helps Kit, and Kit reads the room, 4 and 5",
])
def test_help_to_the_roller_stays_asked(phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB["pbta"])


@pytest.mark.parametrize(("game", "phrase", "verb"), [
    ("pbta", "I lean on the bartender, if he even remembers me, 3 and 5", "Lean on Someone"),
    ("blades", "Cross prowls along the wall, controlled because we scouted the place yesterday, 5 4", "Prowl"),
])
def test_a_reason_of_someone_else_is_the_scene(game: str, phrase: str, verb: str) -> None:
    """'..., if he even remembers me', '... because we scouted the place yesterday': a clause of reason or condition
    whose subject is not who rolls is why the roll stands, no second action."""
    request = parse(phrase, VOCAB[game])
    assert request.verbs == (verb,)
    assert any(c.kind == "action" and not c.used for c in request.reading)


@pytest.mark.parametrize(("phrase", "verb"), [
    ("Vex grabs the clerk and coerces him into talking, 6 and 7", "Coerce"),
    ("Vex yanks the panel cover off and disables it, 5 and 5", "Disable Device"),
    ("Vex stalks the courier and convinces him to talk, 6 and 7", "Convince"),
])
def test_a_trick_done_to_what_the_first_verb_took_is_one_deed(phrase: str, verb: str) -> None:
    """'grabs the clerk and coerces him': the trick said by its own name, done to 'him' (the clerk), is the deed, and
    the grabbing how it is done."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.actor, request.verbs) == ("Vex", (verb,))


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard and then coerces him, 6 and 7",  # one deed, then another
    "Vex shoots the guard and stabs him, 6 and 7",  # no trick said by its own name
    "Vex sneaks past the guard and hacks the camera, 6 and 7",  # each on a thing of its own
])
def test_two_deeds_stay_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse(phrase, VOCAB["ghostburn"])


@pytest.mark.parametrize("phrase", [
    "Vex climbs the drainpipe. 'Careful,' Dex hisses from below, 'it is a long way down' — 1 and 2.",
    "Vex climbs the drainpipe. \"Slow down,\" Dex calls up to her, \"the rain makes it slick\" — 1 and 2.",
])
def test_a_speech_tag_inside_a_quotation_is_no_deed(phrase: str) -> None:
    """"'Careful,' Dex hisses from below, 'it is a long way down'": the tag between the two parts of one quotation
    says who speaks, no one acting; the climber rolls."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.actor, request.verbs) == ("Vex", ("Athletic Move",))
    assert any(c.kind == "speech" and "Dex" in c.text and not c.used for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Vex dodges the guard's baton, 4 and 4",
    "Vex ducks his nightstick, 4 and 4",
])
def test_a_weapon_evaded_is_not_the_rollers(phrase: str) -> None:
    """'dodges the guard's baton': the weapon after a verb of getting out of the way is the other's, evaded; the
    dodge decides the attribute (FIST's Reflexive), never the baton's Forceful."""
    request = parse(phrase, VOCAB["fist"])
    result = get_system("fist").odds(request, PARTIES["fist"])
    assert result.ability is not None and result.ability.name == "Reflexive"
