"""Blades: a trade said with the position and effect it leads to ("trading position for effect -> desperate/great",
"trades effect for position, so it's controlled limited") is read with that pair as the result, not traded again;
said with no word of its result between, the pair is where the trade starts from. A pair no trade can lead to is
refused. Phrasings written for this test; answers worked from the rules reference (blades.md) and the example sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("seat", "phrase", "want"), [
    # Thorn's Prowl 2: two dice, a 6 is a full success; the pair said after the arrow is the trade's result
    ("Thorn", "Thorn prowls past the watch, trading position for effect -> desperate/great: 6 2",
     {"skill": "Prowl", "dice": [6, 2], "outcome": "Full Success", "position": "Desperate", "effect": "Great"}),
    # Cross's Skirmish 3: three dice, best 4 is a partial success; effect traded for position, said as the result
    ("Cross", "Cross skirmishes with the guard, trades effect for position, so it's controlled limited: 4 4 1",
     {"skill": "Skirmish", "dice": [4, 4, 1], "outcome": "Partial Success", "position": "Controlled",
      "effect": "Limited"}),
    # the pair said before the trade, or with no word of result between: where the trade starts
    ("Thorn", "Thorn prowls past the watch, risky standard, trading position for effect: 6 2",
     {"position": "Desperate", "effect": "Great"}),
])
def test_the_pair_a_trade_leads_to(seat: str, phrase: str, want: dict, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(seat, phrase, capsys)
    assert code == 0, err
    blades = got.get("blades") or {}
    assert {k: blades.get(k) if k in ("position", "effect") else got.get(k) for k in want} == want


def test_a_pair_no_trade_leads_to_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    # trading position for effect makes the position worse: it can never end at Controlled
    code, _, err = _roll("Thorn", "Thorn prowls past the watch, trading position for effect -> controlled/great: 6 2",
                         capsys)
    assert code == 2
    assert "No trade leads to Controlled / Great" in err
