"""A denial whose subject is a pronoun taking up what was said just before it ("Friendly? it doesn't make it
easier", "she's Friendly, but it won't drop it a step", "+1 from the knuckles? no, it doesn't add anything") denies
that value and moves nothing; a verb of moving a step ("doesn't bump it up a step") denies the step as "make" does.
Phrasings written for this test; answers worked from the rules references (../shared/rules) *.md and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("game", "seat", "phrase", "want", "denied"), [
    # Ghostburn: the bouncer's Wits is Hard (20), his sheet attitude Neutral; the Friendly said is denied, so no step.
    # Persuade 2 + Presence 3 + pheromone pump 1 = +6; 5 + 4 + 6 = 15, the Moderate band, one below Hard: a Fade
    ("ghostburn", "Vex", "Vex talks the bouncer round, Persuade. She's Friendly, but it won't drop it a step: 5 4",
     {"skill": "Persuade", "difficulty": {"name": "Hard", "value": 20}, "modifier": 6, "total": 15,
      "outcome": "Fade"}, "She's Friendly, but it won't drop it a step"),
    ("ghostburn", "Vex", "Vex talks the bouncer round, Persuade. Friendly? it doesn't make it easier. 5 4",
     {"skill": "Persuade", "difficulty": {"name": "Hard", "value": 20}, "total": 15, "outcome": "Fade"},
     "Friendly? it doesn't make it easier"),
    # Ghostburn: Stealth 2 + Agility 4 = +6; Moderate (14) stays Moderate: 15 is a Success (one step up would be Hard)
    ("ghostburn", "Vex", "Vex sneaks by, Stealth at Moderate. The alarm? it doesn't bump it up a step: 5 4",
     {"skill": "Stealth", "difficulty": {"name": "Moderate", "value": 14}, "total": 15, "outcome": "Success"},
     "alarm? it doesn't bump it up a step"),
    # FIST: Ripper's FORCEFUL +2, the +1 taken back: 4 + 5 + 2 = 11, a Success (10 or above)
    ("fist", "Ripper", "Ripper punches the guard, +1 from the knuckles? no, it doesn't add anything. 4 5",
     {"actor": "Ripper", "modifier": 2, "total": 11, "outcome": "Success"},
     "+1 from the knuckles? no, it doesn't add anything"),
    # FS3: Melee 3 + Brawn 2 = 5 dice, no bonus die; one 6: a Success
    ("fs3", "Nemesis", "Nemesis swings, Melee, +1 for the high ground? nah, it doesn't apply. 6 2 3 1 5",
     {"skill": "Melee", "modifier": 0, "dice": [6, 2, 3, 1, 5], "successes": 1, "outcome": "Success"},
     "+1 for the high ground? nah, it doesn't apply"),
])
def test_a_denial_said_of_it_moves_nothing(game: str, seat: str, phrase: str, want: dict, denied: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want
    assert [c["text"] for c in got["reading"]["clauses"] if c["kind"] == "not applied"] == [denied]


def test_said_plainly_the_step_is_taken(capsys: pytest.CaptureFixture[str]) -> None:
    # Friendly lowers Hard one step: Moderate (14), and 15 is a Success
    code, got, err = _roll("ghostburn", "Vex",
                           "Vex talks the bouncer round, Persuade. She's Friendly, and it drops it a step: 5 4", capsys)
    assert code == 0, err
    assert got["difficulty"] == {"name": "Moderate", "value": 14}
    assert got["outcome"] == "Success"
