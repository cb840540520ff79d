"""A helper's boost said first and the one helped rolling after 'so' ("Boone gives Sable a boost (+1) so she can
scavenge"): the one helped rolls, the helper's bonus is the modifier; help with no bonus said, or another person after
'so', is asked about."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str], who: str = "Sable") -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "pbta_party.toml"), "--as", who, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


HELPED = [
    ("Boone gives Sable a boost (+1) so she can scavenge the wreck. 2 and 5", "Scavenge", "Sharp", 2, 10),
    ("Kit lends Sable a hand, +1, so that Sable can pick through the junk. 2 and 5", "Scavenge", "Sharp", 2, 10),
    ("Boone gives Sable +1 so Sable could drive the truck. 2 and 5", "Ride Hard", "Cool", 1, 9),
]


@pytest.mark.parametrize(("phrase", "move", "stat", "score", "total"), HELPED, ids=[h[0][:40] for h in HELPED])
@pytest.mark.parametrize("seat", ["Sable", "Boone"])
def test_the_one_helped_rolls_with_the_helpers_bonus(phrase: str, move: str, stat: str, score: int, total: int,
                                                     seat: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys, seat)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["ability"]["name"], got["ability"]["score"], got["dice"],
            got["total"]) == ("Sable", move, stat, score, [2, 5], total)
    assert any(c["kind"] == "helped" and not c["used"] for c in got["reading"]["clauses"])


@pytest.mark.parametrize(("phrase", "words"), [
    ("Boone gives Sable a leg up so Sable can scavenge the wreck. 2 and 5", ("a leg up", "Boone", "Sable")),
    ("Boone gives Sable a boost (+1) so Kit can scavenge the wreck. 2 and 5", ("Sable", "Kit")),
])
def test_help_without_its_bonus_or_for_another_is_asked_about(phrase: str, words: tuple[str, ...],
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(phrase, capsys)
    assert code == 2
    assert all(w in err for w in words), err
