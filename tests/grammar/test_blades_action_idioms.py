"""Blades actions said by an idiom of the deed, not by the action's own verb: 'takes a hammer to the lock' is Wreck,
'opens her mind to the spirits' is Attune (blades.toml's action cues, in any form of the verb and any article)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rollmate.command import main

BLADES = Path(__file__).resolve().parents[2] / "examples" / "blades_party.toml"


@pytest.mark.parametrize(("phrase", "action"), [
    ("Cross takes a hammer to the lockbox. 5", "Wreck"),
    ("I take the maul to the gate hinges, rolled 6", "Wreck"),
    ("Cross took his sledgehammer to the shrine doors: 3", "Wreck"),
    ("Silas opens his mind to whatever haunts the well. 4 6", "Attune"),
    ("I open my mind to the dead in the cellar. 2 5", "Attune"),
    ("Silas reaches out to the spirits of the drowned. 6 6", "Attune"),
])
def test_an_idiom_of_the_deed_names_the_action(phrase: str, action: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(BLADES), "--as", "Cross", "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out)["skill"] == action
