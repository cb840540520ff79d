"""A craft the game's tables do not name, brought down onto a place only a craft lands on ('brings the skiff down
through the ash onto the airstrip'), is flown there: FS3's Piloting. Anything else brought down stays unread."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Zoe brings the skiff down through the ash onto the airstrip. 6 2 1 7 3 8",
    "Zoe will nurse the old tub down onto the helipad, gently. 6 2 1 7 3 8",
    "Zoe eases the lander down into the landing zone beside the wreck. 6 2 1 7 3 8",
    "Zoe shall take the mail packet down to the runway before the storm. 6 2 1 7 3 8",
])
def test_a_thing_brought_down_onto_a_landing_place_is_flown(phrase: str) -> None:
    result = roll(phrase, FS3, system="fs3")
    assert (result.skill, len(result.dice)) == ("Piloting", 6)


@pytest.mark.parametrize("phrase", [
    "Tug brings the crate down to the cellar. 6 2 1 7 3",
    "Tug brings the crate over to the runway. 6 2 1 7 3",
])
def test_a_thing_brought_elsewhere_is_not_flown(phrase: str) -> None:
    with pytest.raises(RollmateError):
        roll(phrase, FS3, system="fs3")
