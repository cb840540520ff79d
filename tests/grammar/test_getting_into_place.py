"""Getting into place before the deed: 'climbs up on the bar and sings', 'crouches behind the crates and picks the
lock', 'grabs a bottle and smashes it over his head'. The first deed only gets the actor where the second is done, or
takes up what it is done with: one roll, the second's, and the first shown as the scene. Two deeds that each meet an
obstacle stay asked. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.grammar.questions import TwoActions
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

_ACTORS = {"ghostburn": "Vex", "fist": "Ripper", "pbta": "Kit", "blades": "Cross", "fs3": "Nemesis"}


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


def _scene(request) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.text for c in request.reading if c.kind == "action" and not c.used]


@pytest.mark.parametrize(("game", "phrase", "setting", "verbs"), [
    ("ghostburn", "Vex climbs up on the bar and sings for the whole club, Moderate, 4 9", "climbs up", ("Entertain",)),
    ("ghostburn", "Vex crouches down behind the crates and picks the lock, Hard, 4 9", "crouches", ("Disable Device",)),
    ("ghostburn", "Vex grabs a bottle and smashes it over the guard's head, 4 9", "grabs", ("Melee Strike",)),
    ("blades", "Cross clambers onto a crate and then prowls along the wall top, risky: 5", "clambers", ("Prowl",)),
    ("fist", "Ripper snatches up the fire axe and hurls it at the drone, 4 5", "snatches", None),
])
def test_getting_into_place_is_the_setting_of_the_deed_after_it(game: str, phrase: str, setting: str,
                                                                verbs: tuple[str, ...] | None) -> None:
    request = _read(game, phrase)
    assert any(setting in said for said in _scene(request))
    if verbs is not None:
        assert request.verbs == verbs


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Vex sneaks past the guard and hacks the camera, 4 9"),  # two obstacles
    ("ghostburn", "Vex climbs the tower and shoots the guard, 4 9"),  # the climb is a feat: no place said
    ("ghostburn", "Vex climbs onto the roof and shoots the guard, 4 9"),  # going up onto a roof is a feat too
    ("ghostburn", "Vex grabs the rope and shoots the guard, 4 9"),  # what was taken is not what the deed uses
    ("ghostburn", "Vex climbs onto the roof, shoots the guard, 4 9"),  # a place, but not joined by 'and'
])
def test_two_deeds_that_each_meet_an_obstacle_stay_asked(game: str, phrase: str) -> None:
    with pytest.raises(TwoActions):
        _read(game, phrase)


def test_a_trick_the_actor_lacks_gives_way_to_the_one_the_purpose_names() -> None:
    """'sings to captivate the bouncer': singing calls for Entertain, which Vex's sheet lacks; the purpose names
    Captivate, which it lists: that is the roll, never an improvised one."""
    from conftest import roll

    party = load_party([EXAMPLES / "ghostburn_party.toml"])
    result = roll("Vex sings to captivate the bouncer, Wits Hard, 4 9", party)
    assert (result.skill, result.trick) == ("Persuade", "Captivate")


def test_the_one_described_who_acts_is_someone_not_a_roll() -> None:
    """'the most smart one has Wits Moderate': 'the X one' followed by what they have or do is a person of the scene,
    never the roll described in lay words ('the smart one' alone still may be)."""
    request = _read("ghostburn", "Vex sweet-talks the crowd; the most smart one has Wits Hard. 4 9")
    assert request.abilities == ()
