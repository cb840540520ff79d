"""Posts written in English as a second language: a stat's own number said in a clause of its own ('her creative is
minus one', 'Forceful (he is weak, only -1)'), verbs in the bare form after a name ('Ripper kick the door'), a
first-named person who is only the scene, and refusals that name the word asked about."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll as _rolled


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code, out, err = _rolled(game, who, phrase, capsys)
    return code, (json.loads(out) if code == 0 else {}), err


# (game, who, phrase, the answer's fields): the stat's number, said again in a clause of its own, is counted once.
COPULAR = [
    ("fist", "Ripper", "Ripper talks down the bouncer, her creative is minus one. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7,
      "outcome": "Partial Success"}),
    ("fist", "Ripper", "Ripper talks down the bouncer, his Creative is only -1, dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("fist", "Ripper", "Ripper lifts the crate with Forceful (she is strong, +2), dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 10}),
    ("fist", "Ripper", "Ripper sketches the map with Creative, he is not so good, just -1. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("pbta", "Kit", "Kit goes aggro on the biker, her hard is minus one. 4 and 4",
     {"actor": "Kit", "ability": {"name": "Hard", "score": -1}, "dice": [4, 4], "total": 8}),  # (and her forward 1)
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), COPULAR, ids=[s[2][-40:] for s in COPULAR])
def test_a_stats_number_said_in_a_clause_of_its_own_is_counted_once(game: str, who: str, phrase: str,
                                                                    want: dict[str, object],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


def _answers(game: str, who: str, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {key: (got.get(key) if "." not in key else got.get(key.split(".")[0], {}).get(key.split(".")[1]))
            for key in want} == want


def test_a_stats_number_said_in_a_clause_of_its_own_that_differs_is_asked_about(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fist", "Ripper", "Ripper talks down the bouncer, her creative is plus two. dice 3 and 5",
                         capsys)
    assert code == 2
    assert "Creative is -1" in err, err


def test_a_number_after_a_state_that_is_no_quality_stays_a_modifier(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", "Ripper ducks the crane with Reflexive (she is hurt, -1), dice 3 and 5",
                           capsys)
    assert code == 0, err
    assert (got["ability"]["score"], got["modifier"], got["total"]) == (1, 0, 8)
