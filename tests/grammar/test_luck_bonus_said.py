"""Ghostburn's Luck Bonus said again as a number where the post spends luck before the roll ("Persuade is my
favored so +3", "spends luck up front, so +2", "+11 +3 luck = 24"): the luck's own bonus, added once by the luck
and shown as said; a number that is not the bonus this roll's luck gives, or that has a reason of its own ('+3 for
the scope'), is no such saying and is refused as a flat bonus, as ever."""

from __future__ import annotations

import json

import pytest
from test_rating_said_bare import reads
from test_restated_numbers import _roll

SAID = [
    ("Vex", "Vex spends a luck point up front: Persuade is my favored so +3. She convinces the bouncer, Wits Hard. 6 4",
     {"skill": "Persuade", "modifier": 9, "total": 19, "luck": {"spent": True, "use": "bonus", "value": 3,
                                                                  "before": "Fade"}}),
    ("Dex", "Dex spends luck up front, so +2. He searches the room, Moderate: 6 4",
     {"skill": "Perception", "modifier": 8, "total": 18}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), SAID, ids=[s[1][:40] for s in SAID])
def test_the_luck_bonus_said_again_counts_once(who: str, phrase: str, want: dict[str, object],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    got = reads("ghostburn", who, phrase, want, capsys)
    assert "as said" in json.dumps(got["steps"])


@pytest.mark.parametrize(("who", "phrase"), [
    ("Dex", "Dex spends luck up front, so +3. He searches the room, Moderate: 6 4"),  # +2 off his favored skill
    ("Vex", "Vex spends a luck point before rolling, +3 for the scope. She convinces the bouncer, Wits Hard. 6 4"),
])
def test_a_number_that_is_not_the_luck_bonus_is_refused(who: str, phrase: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", who, phrase, capsys)
    assert code != 0
    assert "no flat bonuses" in err
