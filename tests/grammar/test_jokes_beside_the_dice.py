"""Chat jokes beside the dice: a dice idiom said after the faces it names ("6 6 double sixes", "1 1 snake eyes") is
those faces said again, one roll; a remark closed by an emoji before the dice ("pew pew 🔫 1 2 3", "trash goblin
hours 🗑️ 5 4") is the scene, not whose dice. Someone named there ("the warlord 😈 5 4") is
still read as whose dice, and asked about."""

from __future__ import annotations

import json

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

READ = [
    ("pbta", "Sable", "Boone rams the gate with the truck. 6 6 double sixes",
     {"actor": "Boone", "skill": "Ride Hard", "dice": [6, 6], "total": 13, "outcome": "Strong Hit"}),
    ("pbta", "Boone", "sable scavenges the wreck. 1 1 snake eyes",
     {"actor": "Sable", "skill": "Scavenge", "dice": [1, 1], "total": 4, "outcome": "Miss"}),
    ("pbta", "Boone", "sable scavenges the wreck. 5 5 pair of fives",
     {"actor": "Sable", "skill": "Scavenge", "dice": [5, 5], "total": 12, "outcome": "Strong Hit"}),
    ("fs3", "Nemesis", "nemesis shoots the drone. pew pew 🔫 1 2 3 4 5 6 7",
     {"actor": "Nemesis", "skill": "Firearms", "dice": [1, 2, 3, 4, 5, 6, 7], "successes": 2, "outcome": "Success"}),
    ("pbta", "Sable", "sable scavenges the wreck. trash goblin hours 🗑️ 5 4",
     {"actor": "Sable", "skill": "Scavenge", "dice": [5, 4], "total": 11, "outcome": "Strong Hit"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-30:] for w in READ])
def test_a_joke_beside_the_dice_is_the_scene(game: str, who: str, phrase: str, want: dict[str, object],
                                             capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_someone_named_before_an_emoji_is_still_whose_dice(capsys: pytest.CaptureFixture[str]) -> None:
    """A guard (asked so before this kind too): a person before the emoji owns the dice, so it is asked."""
    code, out, err = _roll("pbta", "Sable", "sable scavenges the wreck. the warlord 😈 5 4", capsys)
    assert code == 2, out
    assert "the warlord" in err, err


@pytest.mark.parametrize("phrase", ["Boone rams the gate with the truck. 6 6 double sixes",
                                    "sable scavenges the wreck. 5 5 pair of fives"])
def test_the_idiom_after_the_faces_is_shown_not_used(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The idiom is the dice named again: checked against the faces and shown in Read as as not used."""
    code, out, err = _roll("pbta", "Sable", phrase, capsys)
    assert code == 0, err
    named = [c for c in json.loads(out)["reading"]["clauses"] if c["kind"] == "dice named"]
    assert [c["text"] for c in named] == [phrase.split(". ")[1][4:]] and not named[0]["used"]
