"""A name right before 'tries to' (or 'attempts to', 'manages to') and what is done is who does it, also after a
scene's opening words ('in the thick of the firefight jonesy tries to rewire the panel'), never someone the seat's
character acts on."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def test_a_name_then_tries_to_is_who_acts(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", "Jonesy", "--seed", "3", "--json",
                 "in the thick of the firefight jonesy tries to rewire the panel. 1 2"])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["actor"], got["ability"]["name"], got["dice"]) == ("Jonesy", "Tactical", [1, 2])

