"""Office talk around a roll, as colleagues write it in a work chat: a ticket's or a room's label ("INC-4471",
"R-204") is a word of the scene, never a minus; "+1 to what Sam said" is a vote for a message, never a bonus; a
value word said of a plain noun after it ("at great risk", "at limited strength") is the scene's even where a
value may stand; a value the GM "set it" to is the one set; a weapon someone else holds ("the bouncer's knife") is
what the action meets, so the verb decides the attribute; a trick's step that needs a weapon the post does not name
is asked about; a bare number after 'until' or 'till' is the hour something lasts to."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("pbta", "Boone", "Boone fights it out with the warlord over ticket INC-4471, rolled 4 and 3",
     {"actor": "Boone", "modifier": 3, "total": 10}),  # Hard +2 and his ongoing 1; no -4471
    ("fist", "Ripper", "Ripper shoulders open the door of storeroom R-204, 4 and 3",
     {"ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 9}),
    ("pbta", "Boone", "+1 to what Sable said. Boone fights it out with the warlord, rolled 4 and 3",
     {"modifier": 3, "total": 10}),
    ("blades", "Cross", "Cross fights the two thugs, the GM set it desperate. Skirmish, 6 5 1",
     {"blades": {"position": "Desperate"}}),
    ("blades", "Cross", "Cross fights the two thugs though he's at limited strength. Skirmish, 6 5 1",
     {"blades": {"effect": "Standard"}}),
    ("fist", "Ripper", "Ripper ducks under a bouncer's crowbar, 3 and 4",
     {"ability": {"name": "Reflexive", "score": 1}}),
    ("pbta", "Kit", "Kit reads the room at the afterparty, open bar until 5, dice 3 2",
     {"dice": [3, 2], "total": 7}),
    ("ghostburn", "Dex", "Dex takes a Dead Eye on the guard with his sidearm, the guard's at optimal range. 9 9",
     {"difficulty": {"name": "Moderate", "value": 14}}),
]


def _fields(got: dict[str, object], want: dict[str, object]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in want.items():
        part = got[key]
        out[key] = {k: part[k] for k in value} if isinstance(value, dict) and isinstance(part, dict) else part
    return out


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-34:] for w in READ])
def test_office_talk_is_the_scene(game: str, who: str, phrase: str, want: dict[str, object],
                                  capsys: pytest.CaptureFixture[str]) -> None:
    got = answered(game, who, phrase, {}, capsys)
    assert _fields(got, want) == want


def test_a_tricks_step_that_needs_an_unnamed_weapon_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Dex", "Dex takes a Dead Eye on the guard, he's at optimal range. 9 9", capsys)
    assert code == 2, out
    assert "pistol" in err, err
