"""A colon that closes what opens a post, before the working: after a roll asked for someone by name ('roll Melee for
Mavros: Melee 3 + Brawn 3 = 6 dice, ...'), after the poster's own 'me:' or 'my roll:', and after a tally of the
working blanked ('(+1d, Kes 4 → 5 stress): Finesse 2 ...'). None says an unknown speaker: the roll reads on."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, who rolls, the dice)
OPENED = [
    ("fs3", "Nemesis", "roll Firearms for Nemesis: Firearms 4 + Reflexes 3 = 7 dice: 1 2 3 4 5 6 7", "Nemesis",
     [1, 2, 3, 4, 5, 6, 7]),
    ("fs3", "Nemesis", "roll Melee for Mavros: Melee 3 + Brawn 3 = 6 dice, 8 8 1 2 3 4", "Mavros", [8, 8, 1, 2, 3, 4]),
    ("fs3", "Nemesis", "me: Firearms 4 + Reflexes 3 = 7 dice, rolled 7 7 1 2 3 4 5", "Nemesis",
     [7, 7, 1, 2, 3, 4, 5]),
    ("fs3", "Nemesis", "my roll: Firearms 4 + Reflexes 3 = 7 dice, 7 7 1 2 3 4 5", "Nemesis", [7, 7, 1, 2, 3, 4, 5]),
    ("blades", "Cross", "Cross cuts the rope (2 stress, 2 → 4): Skirmish 3 = 3d: 5 3 1", "Cross", [5, 3, 1]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "roller", "dice"), OPENED, ids=[o[2][:40] for o in OPENED])
def test_a_colon_closing_the_opening_is_no_speaker(game: str, who: str, phrase: str, roller: str, dice: list[int],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["actor"], got["dice"]) == (roller, dice)
