"""Dice a phrase states are never replaced by dice rollmate rolls: dice said for someone the game never lets roll
(the other side in a game without opposed rolls, a second character outside a group action) are asked about,
and a pronoun the phrase already used for the one acting keeps standing for them. Phrasings written for this
file, none from the phrase sets."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "pbta", "blades")}


@pytest.mark.parametrize(("game", "seat", "phrase"), [
    ("ghostburn", "Dex", "Dex: shoot the guard, he rolled 5 5"),
    ("ghostburn", "Dex", "shoot the guard, the guard rolled 5 5"),
    ("ghostburn", "Dex", "sneak past the guard, vs the guard, he rolled 5 5"),
    ("ghostburn", "Dex", "Dex sneaks past the guard, vs the guard, the guard rolled 5 5"),
    ("ghostburn", "Vex", "Vex: talk the merchant down, the merchant got 3 and 8"),
    ("fist", "Jonesy", "Jonesy: tackle the guard, he rolled 5 5"),
    ("pbta", "Kit", "punch the warlord, the warlord rolled 5 5"),
    ("blades", "Cross", "Cross sneaks past the guard, Thorn rolled 5 5"),
    ("blades", "Cross", "Cross: pick the lock, Nyx got 4"),
])
def test_dice_of_someone_who_does_not_roll_are_asked_about(game: str, seat: str, phrase: str) -> None:
    """The other side's dice, or a second character's outside a group, count for nothing in these games' rules:
    rolling the actor's own dice instead would show a result from dice nobody rolled."""
    with pytest.raises(RollmateError, match="[Ww]hose"):
        roll(phrase, PARTIES[game], system=game, actor=seat)


@pytest.mark.parametrize(("phrase", "faces"), [
    ("Dex grins because he's ready: Dex shoots the guard, he got 4 and 7", (4, 7)),
    ("for Dex, since he's away: Dex shoots at the guard, he rolled 9 2", (9, 2)),
    ("Vex is new, so she asked me to post: Vex sneaks past the bouncer and she got 6 6", (6, 6)),
])
def test_a_pronoun_already_standing_for_the_actor_keeps_standing_for_them(phrase: str, faces: tuple[int, ...]) -> None:
    """'he' said of the one acting before anyone else is named is still them when the dice come."""
    result = roll(phrase, PARTIES["ghostburn"], system="ghostburn", actor="Dex")
    assert result.dice == faces and result.seed is None
