"""Blades: a push named twice for one roll ("I'm pushing. Cross pushes herself ...", "A push is +1d for 2 stress, so
Cross pushes herself ...") is one push, +1d for 2 stress, taken once; a second push said as one ("pushes again",
"twice") is still refused, each push option working once per roll."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

READ = [
    ("Cross", "I'm pushing. Cross pushes herself and skirmishes with the thug: 6 4 2 1",
     {"actor": "Cross", "skill": "Skirmish", "dice": [6, 4, 2, 1], "total": 6, "outcome": "Full Success"}),
    ("Nyx", "A push is +1d for 2 stress, so Cross pushes herself to wreck the door: 5 3",
     {"actor": "Cross", "skill": "Wreck", "dice": [5, 3], "total": 5, "outcome": "Partial Success"}),
    ("Silas", "Pushing is fine by the book while I have stress left. Silas pushes himself and studies the map: 6 2 2",
     {"actor": "Silas", "skill": "Study", "dice": [6, 2, 2], "total": 6, "outcome": "Full Success"}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), READ, ids=[w[1][:40] for w in READ])
def test_a_push_named_twice_is_one_push(who: str, phrase: str, want: dict[str, object],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    assert sum(1 for b in got["blades"]["bonus"] if b["kind"] == "push") == 1  # type: ignore[index]


def test_a_second_push_said_as_one_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """A guard (refused so before this kind too): 'again' makes the second naming a second push."""
    code, out, err = _roll("blades", "Cross", "Cross pushes herself to wreck the door, then pushes again: 5 3 2",
                           capsys)
    assert code == 2, out
    assert "once per roll" in err, err
