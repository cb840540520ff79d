"""What someone holds, told as the scene's state ("Vex has 2 luck left", "she's got 4 stress", "he's at 1 war die
left", "Jonesy is down to 0 war dice"): shown as not used, never a spend, a die or a rating of the roll; with a spend
said after it in its sentence ('has 2 luck and spends one'), one of what is held is spent."""

from __future__ import annotations

import pytest
from test_restated_values import _roll

HELD = [
    ("ghostburn", "Vex", "Vex has 2 luck left. Vex sneaks past the guard, DL Moderate. 9 and 8", "Vex has 2 luck left",
     [9, 8]),
    ("blades", "Cross", "Cross fights the dockhand, Skirmish, she's got 4 stress: 4 2 1", "she's got 4 stress",
     [4, 2, 1]),
    ("fist", "Ripper", "Ripper kicks the door in, Forceful, he's at 1 war die left. 4 and 3", "he's at 1 war die left",
     [4, 3]),
    ("fs3", "Nemesis", "Nemesis picks off the drone, Firearms, I've got 1 luck point left: 1 2 3 4 5 6 8",
     "I've got 1 luck point left", [1, 2, 3, 4, 5, 6, 8]),
    ("fist", "Ripper", "Ripper kicks the door in, Forceful, Jonesy is down to 0 war dice. 4 and 3",
     "Jonesy is down to 0 war dice", [4, 3]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "words", "dice"), HELD, ids=[h[2][:45] for h in HELD])
def test_a_count_held_is_the_scene(game: str, who: str, phrase: str, words: str, dice: list[int],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["dice"]) == (who, dice)
    assert [c["text"] for c in got["reading"]["clauses"] if c["kind"] == "held"] == [words]
    assert not got.get("extra_dice") and not (got.get("luck") or {}).get("spent")


def test_a_count_held_then_spent_is_read_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("ghostburn", "Vex", "Vex has 2 luck and spends one, sneaks past the guard, DL Moderate. 9 and "
                                               "8", capsys)
    assert code == 0, err
    assert (got["actor"], got["dice"], got["outcome"]) == ("Vex", [9, 8], "Cool Success")
    assert got["luck"]["spent"] is True
