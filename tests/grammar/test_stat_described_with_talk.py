"""A signed stat's own number said a few words after the stat, with talk between ('Creative, which is his worst stat
folks, minus one', 'Forceful, which is his -1 stat chat, oof'): the sheet's number said again, counted once and asked
about when it differs; with its reason after it ('minus one for the fog') it stays a modifier."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", who, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


DESCRIBED = [
    ("Ripper", "Ripper charms the harbourmaster, Creative, which is his worst stat folks, minus one ugh. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("Ripper", "Ripper charms the harbourmaster, Creative, his very worst stat, -1. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("Jonesy", "Jonesy shoves the crate aside, Forceful, which is his -1 stat chat, oof. dice 3 and 5",
     {"actor": "Jonesy", "ability": {"name": "Forceful", "score": -1}, "modifier": -1, "total": 7}),
    ("Vex", "Vex sweet-talks the clerk, Creative, that's her best stat y'all, plus two. dice 3 and 5",
     {"actor": "Vex", "ability": {"name": "Creative", "score": 2}, "modifier": 2, "total": 10}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), DESCRIBED, ids=[d[1][-45:] for d in DESCRIBED])
def test_a_stats_number_said_after_talk_is_counted_once(who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(who, phrase, capsys)
    assert code == 0, err
    assert {key: got.get(key) for key in want} == want
    assert any(c["kind"] == "restated" and c["used"] for c in got["reading"]["clauses"])


def test_a_number_after_the_described_stat_with_its_reason_is_a_modifier(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("Ripper", "Ripper charms the harbourmaster, Creative, which is his worst stat chat, minus "
                                     "one for the fog. dice 3 and 5", capsys)
    assert code == 0, err
    assert (got["modifier"], got["total"]) == (-2, 6)


def test_a_number_after_the_described_stat_that_differs_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("Ripper", "Ripper charms the harbourmaster, Creative, which is his worst stat chat, minus "
                                   "two lol. dice 3 and 5", capsys)
    assert code == 2
    assert "Creative is -1" in err, err
