"""FIST: an attribute said with its score ("TAC +2: 3 and 4", "CRE +2 → 12"), where the action alone names none, is
the attribute rolled, as a named one is; the score is the sheet's number said again, checked and never added.
Phrasings written for this test; answers worked from the rules reference and the example sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("seat", "phrase", "want"), [
    # Jonesy's TACTICAL +2: 3 + 4 + 2 = 9, a partial success (the +2 is not added twice)
    ("Jonesy", "Jonesy works the problem, TAC +2: 3 and 4",
     {"actor": "Jonesy", "ability": {"name": "Tactical", "score": 2}, "modifier": 2, "total": 9,
      "outcome": "Partial Success"}),
    # Vex's CREATIVE +2: 5 + 5 + 2 = 12, a success
    ("Vex", "Vex works the room over, CRE +2, 5+5 = 10 +2 = 12",
     {"actor": "Vex", "ability": {"name": "Creative", "score": 2}, "modifier": 2, "total": 12, "outcome": "Success"}),
])
def test_an_attribute_said_with_its_score_is_rolled(seat: str, phrase: str, want: dict,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(seat, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want


def test_a_score_the_sheet_does_not_hold_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("Jonesy", "Jonesy works the problem, TAC +3: 3 and 4", capsys)
    assert code == 2
    assert "Tactical is +2" in err
