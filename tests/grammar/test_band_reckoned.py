"""The outcome table's band a player reckons by its numbers ("I make that a 7–9", "that's a 10+!", "a 7-9 right?")
and the total they say the dice must make ("she needs 11 on the dice for a 10+"): their working, never a die nor a
modifier; the rules say the outcome from the dice. Alone, with no word claiming it, a range may be faces. A
stat's number said beside it with a clause of its own after it ("with Hot at +1 he needs ...") is the sheet's, once."""

from __future__ import annotations

import pytest
from test_rating_said_bare import reads

# (who, phrase, fields it must give)
RECKONED = [
    ("Sable", "Sable rolls +cool: 4 and 2. I make that a 7–9.", {"dice": [4, 2], "total": 7, "outcome": "Weak Hit"}),
    ("Sable", "Sable rolls +cool: 3 and 2, that's a 6- right?", {"dice": [3, 2], "total": 6, "outcome": "Miss"}),
    ("Sable", "Sable rolls +cool: 6 and 5, so that's a 10+!", {"dice": [6, 5], "total": 12, "outcome": "Strong Hit"}),
    ("Boone", "Boone rolls +hot, and with Hot at +1 he needs 9 on the dice for a 10+. Rolled 6 and 3.",
     {"dice": [6, 3], "total": 11, "outcome": "Strong Hit"}),  # Hot +1 said again, once; his ongoing +1
]


@pytest.mark.parametrize(("who", "phrase", "want"), RECKONED, ids=[r[1][:40] for r in RECKONED])
def test_a_band_or_a_total_reckoned_is_working(who: str, phrase: str, want: dict[str, object],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    reads("pbta", who, phrase, want, capsys)
