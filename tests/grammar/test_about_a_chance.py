"""A chance or a target a player names 'about' ('~99%', '≈50%', 'need ~7+ on the dice'), and what it is the chance of
('for at least 1 success'): their working, shown as not used; the rules work out the odds from the sheet."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the working shown)
ABOUT = [
    ("fs3", "Nemesis", "odds for Nemesis on Firearms? 4 + Reflexes 3 = 7 dice, so ~75% for at least 1 success?",
     "~75% for at least 1 success"),
    ("fs3", "Nemesis", "what are Mavros's chances to climb the wall with Athletics? ~90%?", "~90%"),
    ("ghostburn", "Vex", "what are Vex's chances to convince the bouncer? ≈50% of at least 2 hits?",
     "≈50% of at least 2 hits"),
    ("pbta", "Boone", "Boone: roll +hard, need ~7+ on the dice, 4 5", "~7+ on the dice"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "shown"), ABOUT, ids=[a[2][:40] for a in ABOUT])
def test_a_chance_said_about_is_working(game: str, who: str, phrase: str, shown: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    worked = [c for c in json.loads(out)["reading"]["clauses"] if c["kind"] == "working"]
    assert shown in [c["text"] for c in worked] and not any(c["used"] for c in worked)
