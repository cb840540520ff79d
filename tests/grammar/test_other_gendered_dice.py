"""Dice a pronoun says were rolled, after the other side was given the other gender's possessive where its trait sets
the difficulty ('DL is his Wits', 'vs her Wits'), are the one acting's: 'his' is the bouncer's, so 'she rolled' is
Vex's. Where the possessive could be the same person's ('DL is her Wits. She rolled ...') it is still asked."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll


@pytest.mark.parametrize(("who", "phrase"), [
    ("Vex", "Vex sneaks past the bouncer, DL is his Wits. She rolled 7 and 5"),
    ("Dex", "Dex sneaks past the bouncer vs her Wits, he rolled 7 and 5"),
])
def test_the_other_genders_pronoun_after_the_sides_possessive_is_the_actors(
        who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", who, phrase, capsys)
    got = json.loads(out) if code == 0 else {}
    want = {"actor": who, "trick": "Sneak", "dice": [7, 5], "difficulty": {"name": "Hard", "value": 20}}
    assert {k: got.get(k) for k in want} == want, err


@pytest.mark.parametrize("phrase", ["Vex sneaks past the bouncer, DL is her Wits. She rolled 7 and 5",
                                    "Vex sneaks past the bouncer. She rolled 7 and 5"])
def test_the_same_genders_pronoun_is_still_asked_about(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 2, out
    assert "Who is 'she'" in err
