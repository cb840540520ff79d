"""FS3: a named modifier band, a Luck Point spent before the roll or an assist's stated level, with its own number
said after a comma ("a significant penalty, minus two", "luck, before the roll, plus three dice", "a Good Success,
that's plus two"), is one modifier counted once; a different number there is asked about; a number after the comma
with a reason of its own ("+2 for the scope") is another modifier."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("GM: Nemesis, the smoke is thick, a significant penalty, minus two. Firearms. Nemesis fires at the sentry: "
     "8 7 6 1 2", {"actor": "Nemesis", "skill": "Firearms", "modifier": -2, "dice": [8, 7, 6, 1, 2], "successes": 3,
                   "outcome": "Good Success"}),
    ("Nemesis shoots the sentry, a modest bonus, that's plus one: 1 2 3 4 5 6 7 8",
     {"actor": "Nemesis", "skill": "Firearms", "modifier": 1, "successes": 3, "outcome": "Good Success"}),
    ("Nemesis spends her luck point, before the roll, plus three dice, and shoots the drone: 1 1 2 2 3 3 4 4 5 6",
     {"actor": "Nemesis", "skill": "Firearms", "modifier": 3, "successes": 1, "outcome": "Success"}),
    ("Mavros assists with a Good Success, plus two. Nemesis shoots the drone: 1 2 3 4 5 6 7 8 1",
     {"actor": "Nemesis", "skill": "Firearms", "successes": 3, "outcome": "Good Success"}),
]


@pytest.mark.parametrize(("phrase", "want"), READ, ids=[w[0][:40] for w in READ])
def test_a_band_and_its_number_after_a_comma_count_once(phrase: str, want: dict[str, object],
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    answered("fs3", "Nemesis", phrase, want, capsys)


def test_a_different_number_after_the_band_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fs3", "Nemesis", "Nemesis shoots the sentry, a modest bonus, plus two: 1 2 3 4 5 6 7 8 8",
                           capsys)
    assert code == 2, out
    assert "a modest boost is +1 dice" in err, err


def test_a_number_with_its_own_reason_after_the_band_stays_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    """A guard (read so before this kind too): the comma does not join a number that says what it is for."""
    answered("fs3", "Nemesis", "Nemesis shoots the sentry, a modest bonus, +2 for the scope: 1 2 3 4 5 6 7 8 8 8",
             {"actor": "Nemesis", "modifier": 3, "successes": 5, "outcome": "Great Success"}, capsys)


@pytest.mark.parametrize(("phrase", "want"), [
    ("Nemesis shoots the drone, helped by Mavros who got a Good Success, -2: 1 2 3 4 5 7 8",
     {"actor": "Nemesis", "skill": "Firearms", "modifier": 0, "dice": [1, 2, 3, 4, 5, 7, 8], "successes": 2,
      "outcome": "Success"}),
    ("Nemesis shoots the drone, a modest penalty, +2: 1 2 3 4 5 6 7 8",
     {"actor": "Nemesis", "skill": "Firearms", "modifier": 1, "successes": 3, "outcome": "Good Success"}),
], ids=["assist then minus", "penalty then plus"])
def test_a_number_of_the_other_sign_after_the_comma_is_its_own(phrase: str, want: dict[str, object],
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """The comma joins only a number of the rule's own sign (an assist's or a bonus band's +, a penalty band's -):
    one of the other sign is a modifier of its own, both counted."""
    answered("fs3", "Nemesis", phrase, want, capsys)
