"""A Blades assist said with the die it gives ('Thorn assists (+1d)', 'Nyx assisting (+1d, Nyx 0 → 1 stress)') and
one said by the helper's name after their own words ('Thorn: "On your left!" Thorn helps; Cross cuts ...'): the
assist gives its one die once, and the pool the dice show is the pool rolled; a tally of the helper's stress is
their working."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (phrase, the dice said): Cross's Skirmish 3 and the assist's die, 4 dice
ASSISTED = [
    ("Cross cuts the rope, Thorn assists (+1d): 5 2 1 4", [5, 2, 1, 4]),
    ("Cross cuts the rope with Nyx assisting (+1d): 6 2 1 4", [6, 2, 1, 4]),
    ("Cross cuts the rope, Silas assists (+1d, Silas 7 → 8 stress): 6 2 1 4", [6, 2, 1, 4]),
    ('Thorn: "On your left!" Thorn helps; Cross cuts the rope: 5 2 1 4', [5, 2, 1, 4]),
    ("Nyx: Nyx helps. Cross cuts the rope: 3 2 1 3", [3, 2, 1, 3]),
]


@pytest.mark.parametrize(("phrase", "dice"), ASSISTED, ids=[a[0][:40] for a in ASSISTED])
def test_the_assist_gives_its_die_once(phrase: str, dice: list[int], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["dice"], got["blades"]["pool"]) == (dice, 4)
    assert [b["by"] for b in got["blades"]["bonus"]] == [next(w for w in ("Thorn", "Nyx", "Silas") if w in phrase)]


def test_a_second_bonus_die_beside_the_assists_is_added(capsys: pytest.CaptureFixture[str]) -> None:
    """Only the one die said with the assist is the assist's: a die the GM gives besides is added."""
    code, out, err = _roll("blades", "Cross", "Cross cuts the rope, Thorn assists (+1d), +1d from the GM: 5 2 1 4 3",
                           capsys)
    assert code == 0, err
    assert json.loads(out)["blades"]["pool"] == 5
