"""A rule a player recites as what it gives per face or range of faces ('the leader takes 1 stress per 1-3', 'a luck
point per 10 rolled', 'one success for each 6 or better') is their reading of the rule, the working: shown as not
used, never dice, nor a resource taken or spent. A 'per' that counts no face ('per 2 rounds') is no such rule."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

RECITED = [
    ("blades", "Cross", "Cross skirmishes with the thug, you said 2 stress per 1-3 last time: 6 5 1", "2 stress per 1-3",
     {"actor": "Cross", "skill": "Skirmish", "dice": [6, 5, 1], "outcome": "Full Success"}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, and you get back a luck point per 10 rolled (p. 40): 7 and 5",
     "a luck point per 10 rolled",
     {"actor": "Vex", "trick": "Convince", "dice": [7, 5], "modifier": 6, "total": 18, "outcome": "Fade"}),
    ("fs3", "Nemesis", "Nemesis shoots the drone, one success for each 6 or better: 6 7 1 2 3 4 5",
     "one success for each 6 or better",
     {"actor": "Nemesis", "skill": "Firearms", "dice": [6, 7, 1, 2, 3, 4, 5], "successes": 2, "outcome": "Success"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "rule", "want"), RECITED, ids=[r[2][:40] for r in RECITED])
def test_a_rule_recited_per_face_is_the_players_working(game: str, who: str, phrase: str, rule: str,
                                                       want: dict[str, object],
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    got = json.loads(out) if code == 0 else {}
    assert {k: got.get(k) for k in want} == want, err
    assert not (got.get("luck") or {}).get("spent")
    assert any(c["kind"] == "working" and c["text"] == rule and not c["used"] for c in got["reading"]["clauses"])


def test_a_per_that_counts_no_face_is_no_rule_recited(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("blades", "Cross", "Cross skirmishes with the thug, 1 stress per 2 rounds: 6 5 1", capsys)
    assert code == 2, out
    assert "'2'" in err
