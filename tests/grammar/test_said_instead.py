"""A value said again with 'instead' after it ('roll +cool. +hot instead', 'Forceful. Reflexive instead', 'risky.
desperate instead'): the second replaces the first of its kind, as a correction's value does, and the reading shows
the first as taken back; never both kept, never asked about as two."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, fields it must give, the words taken back)
INSTEAD = [
    ("pbta", "Kit", "GM: Kit, roll +cool. +hot instead, 3 3", {"ability": {"name": "Hot", "score": 0}}, "+cool"),
    ("pbta", "Kit", "roll +cool; roll +sharp instead: 3 3", {"ability": {"name": "Sharp", "score": 1}}, "+cool"),
    ("fist", "Ripper", "Ripper kicks the door in, Forceful. Reflexive instead: 3 4",
     {"ability": {"name": "Reflexive", "score": 1}}, "Forceful"),
    ("blades", "Cross", "Cross cuts the rope, risky. desperate instead: 5 2 1", {"blades.position": "Desperate"},
     "risky"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "gone"), INSTEAD, ids=[i[2][:40] for i in INSTEAD])
def test_a_value_said_with_instead_replaces_the_one_before(game: str, who: str, phrase: str, want: dict[str, object],
                                                          gone: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    for key, value in want.items():
        part, _, field = key.partition(".")
        assert (got[part][field] if field else got[part]) == value, key
    taken = [c for c in got["reading"]["clauses"] if c["text"] == gone]
    assert taken and not any(c["used"] for c in taken)


def test_instead_of_a_value_is_no_value_said_again(capsys: pytest.CaptureFixture[str]) -> None:
    """'instead' with no value before it in its clause takes nothing back ('takes the bike instead, +cool')."""
    code, out, err = _roll("pbta", "Kit", "Kit takes the bike instead, +cool: 3 3", capsys)
    assert code == 0, err
    assert json.loads(out)["ability"] == {"name": "Cool", "score": 2}
