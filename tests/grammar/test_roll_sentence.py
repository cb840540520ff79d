"""A post is sentences: the one that holds the roll's rules words (its dice, a skill or attribute named, a
difficulty) decides the roll, and an action said in another sentence is the scene, shown in the reading as not
used. Rules words in two sentences, or two actions in the sentence of the roll, are still asked about; in FIST, an
attribute named is the roll, and the actions around it are its story."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.bind import SCENE_NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST_GAME = get_system("fist")
FIST_PARTY = load_party([EXAMPLES / "fist_party.toml"])
FIST = FIST_GAME.vocabulary(FIST_PARTY)


@pytest.mark.parametrize(("phrase", "verbs", "scene"), [
    ("Vex leans on the counter. She smiles and slips past the guard, rolled 5 9", ("Sneak",), "leans on"),
    ("Vex climbs onto the roof. Up there she picks the lock on the skylight — 4 and 8", ("Disable Device",), "climbs"),
    ("Vex sneaks past the guard! Then she hacks the camera, DL Hard, 6 and 6", ("Street Hack",), "sneaks past"),
    ("Vex slips past the guard.\nShe hacks the camera, 6 6", ("Street Hack",), "slips past"),
])
def test_the_sentence_with_the_roll_decides(phrase: str, verbs: tuple[str, ...], scene: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == verbs
    said = [c for c in request.reading if c.text == scene]
    assert said and not said[0].used and said[0].note == SCENE_NOTE
    assert scene not in request.action


def test_what_the_scene_sentence_was_done_to_is_no_target() -> None:
    request = parse("Vex sneaks past the guard. Then she hacks the camera, rolled 5 5", GHOSTBURN)
    assert request.target is None and request.verbs == ("Street Hack",)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, then she hacks the camera, rolled 5 5",  # one sentence: which?
    "Vex sneaks past the guard, rolled 5 5. Then she hacks the camera, rolled 6 6",  # two rolls
    "Vex sneaks past the guard. Then she hacks the camera.",  # no rules word anywhere
])
def test_two_actions_are_still_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, GHOSTBURN)


@pytest.mark.parametrize(("phrase", "attribute"), [
    ("Ripper shoulders the door and hotwires the truck (Tactical: 6, 1)", "Tactical"),
    ("Jonesy vaults the counter and smashes the window. RFX: 2 and 5", "Reflexive"),
    ("Ripper threatens the guard, then sneaks past him, Creative, 3 3", "Creative"),
])
def test_in_fist_the_attribute_named_is_the_roll(phrase: str, attribute: str) -> None:
    request = parse(phrase, FIST)
    result = FIST_GAME.odds(request, FIST_PARTY)
    assert result.ability is not None and result.ability.name == attribute
