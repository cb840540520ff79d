"""A colon right after someone the verb before it acts on ('tries to read the fixer: what is she after?') goes on
about them: it ends the clause, as a full stop would, and labels no one's line; it is never refused as a name said
away from the start.
Phrasings written for this test; answers worked from the rules references (Ghostburn: Read Person and Size Up
Opponent are Insight tricks at a fixed Moderate (14); Vex's Awareness and Insight add 3)."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--seed", "5", "--json",
                 phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("phrase", "trick", "dice", "total"), [
    ("Vex tries to read the fixer: what is she really after? rolled 6 3", "Read Person", [6, 3], 12),
    ("Vex sizes up the bouncer: is he going to swing? 5 5", "Size Up Opponent", [5, 5], 13),
])
def test_a_colon_after_the_one_acted_on_ends_the_clause(phrase: str, trick: str, dice: list[int], total: int,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["trick"], got["dice"], got["total"]) == ("Vex", "Insight", trick, dice,
                                                                                    total)
    assert got["difficulty"] == {"name": "Moderate", "value": 14}

