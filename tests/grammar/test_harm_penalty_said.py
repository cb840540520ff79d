"""Blades: the die a moderate harm takes, said with the harm ('with moderate harm (-1d)', 'level 2 harm, -1d') and
again in the player's sum ('Study 2 - 1 = 1d'), is one penalty: the harm's, taken once. A penalty die of its own
reason beside it ('-1d for the dark') is another."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered

READ = [
    ("Silas, with moderate harm (-1d), studies the ledger: 4", {"actor": "Silas", "dice": [4], "total": 4,
                                                                "outcome": "Partial Success", "blades.pool": 1}),
    ("Silas, with moderate harm, -1d, studies the ledger: Study 2 - 1 = 1d: 6",
     {"actor": "Silas", "dice": [6], "outcome": "Full Success", "blades.pool": 1}),
    ("Silas has moderate harm from the long fall, so -1d, and studies the ledger: 5",
     {"actor": "Silas", "dice": [5], "total": 5, "outcome": "Partial Success", "blades.pool": 1}),
    ("Silas, with moderate harm (-1d) and -1d for the dark, studies the ledger: 6 2",
     {"actor": "Silas", "dice": [6, 2], "total": 2, "outcome": "Bad Outcome", "blades.pool": 0}),
]


@pytest.mark.parametrize(("phrase", "want"), READ, ids=[w[0][:40] for w in READ])
def test_the_harms_penalty_said_with_it_is_taken_once(phrase: str, want: dict[str, object],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("blades", "Silas", phrase, {k: v for k, v in want.items() if "." not in k}, capsys)
    assert got["blades"]["pool"] == want["blades.pool"]  # type: ignore[index]
