"""Blows said with the words that sound like them ("bonks him", "conks the goon", "thwacks the guard"): a hit, read
as each game's hitting roll, as 'whacks' and 'clobbers' are."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


@pytest.mark.parametrize(("game", "seat", "phrase", "field", "rolled"), [
    ("ghostburn", "Vex", "Vex bonks the guard on the head with a pipe, 6 3", "trick", "Melee Strike"),
    ("fist", "Ripper", "Ripper conks the goon on the head, 6 3", "ability", {"name": "Forceful", "score": 2}),
    ("fs3", "Nemesis", "Nemesis thwacks the thug with her baton, 1 2 3 4 5", "skill", "Melee"),
])
def test_a_blow_said_as_its_sound_is_a_hit(game: str, seat: str, phrase: str, field: str, rolled: object,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out)[field] == rolled
