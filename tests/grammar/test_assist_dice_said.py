"""An FS3 assist's level said with its dice ('Nemesis assisted with a Good Success (+2)'): the number is the
assist's said again, counted once by the teamwork; one that is not the level's is asked about."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll


def test_an_assists_dice_said_with_its_level_are_counted_once(capsys: pytest.CaptureFixture[str]) -> None:
    """'Nemesis assisted with a Good Success (+2)': the +2 is the assist's, said again; the teamwork counts it."""
    code, out, err = _roll("fs3", "Zoe", "Zoe fixes the engine, Nemesis assisted with a Good Success (+2)", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["skill"], got["modifier"], len(got["dice"])) == ("Technician", 2, 8)  # 3 + Wits 3 + 2


def test_an_assists_dice_that_are_not_its_levels_are_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fs3", "Zoe", "Zoe fixes the engine, Nemesis assisted with a Good Success (+3)", capsys)
    assert code == 2, out
    assert "+2" in err and "+3" in err, err
