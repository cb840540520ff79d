"""What a character says aloud in a post, in quotation marks, is the scene: no difficulty, name, number or action is
taken from it, and Read as shows it as said in the scene. A word merely set in quotes, an apostrophe and a post that
is nothing but a quotation stay as typed."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


def _speech(request: object) -> list[str]:
    return [c.text for c in request.reading if c.kind == "speech" and not c.used]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("phrase", "said"), [
    ('"Hard to say," Vex mutters, then climbs the fence, rolled 4 6', '"Hard to say,"'),
    ("Vex grits her teeth. 'Easy, easy...' she breathes, and climbs the fence, 3 and 8", "'Easy, easy...'"),
    ("“This'll be a severe mess,” Vex sighs and climbs the fence, rolled 5 5", "“This'll be a severe mess,”"),
])
def test_a_level_word_in_speech_is_no_difficulty(phrase: str, said: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.difficulty, request.verbs) == ("Vex", None, ("Athletic Move",))
    assert _speech(request) == [said]


@pytest.mark.parametrize("phrase", [
    "'Move it, Dex!' Vex hisses, sneaking past the guard, rolled 3 8",
    '"Dex, the door!" Vex snaps, and sneaks past the guard, 3 8',
])
def test_a_name_spoken_to_in_speech_is_not_who_acts(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.target, request.dice) == ("Vex", "the guard", (3, 8))


def test_a_number_in_speech_is_the_characters() -> None:
    request = parse('"Give me 2 minutes," Vex says, and hacks the camera, rolled 6 6', GHOSTBURN)
    assert (request.actor, request.dice, request.verbs) == ("Vex", (6, 6), ("Street Hack",))
    assert not [c for c in request.reading if c.kind == "scene" and c.text == "2"]


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guards' post, rolled 5 5",  # an apostrophe of a plural's owner, no quotation
    "Vex sneaks past the 'guard', 5 5",  # a word set in quotes, no one talking
    '"sneak past the guard, rolled 5 5"',  # the whole post quoted: the player's own words
])
def test_what_is_no_speech_stays(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.verbs == ("Sneak",) and request.dice == (5, 5) and not _speech(request)


def test_speech_with_its_own_apostrophes_is_one_quotation() -> None:
    request = parse("'It's now or never, isn't it?' Ripper growls and shoulders the door open, 4 and 2", FIST)
    assert request.actor == "Ripper" and request.dice == (4, 2)
    assert _speech(request) == ["'It's now or never, isn't it?'"]
