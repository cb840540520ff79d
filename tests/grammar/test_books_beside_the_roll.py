"""The table's books kept beside the roll are the scene (grammar/ledger.py): a track, a clock, a purse or a stock with
its count ('HP 4/9', 'rounds 8/8 -> 7/8', "clock 'Alarm' 1/4", 'XP +1 on a miss'), a resource of the roll only
reported ('war dice 1 (saving it)', 'Luck 0 (blew it)'), a character's own tally in brackets beside a spend said in
other words ('(Jonesy WD 1 -> 0)'), and a sentence that books an earlier roll's spending. Their numbers are never dice,
a modifier nor a spend on this roll, and each stands in Read as as not used."""

from __future__ import annotations

import pytest
from test_restated_values import _roll

SCENE = [
    ("fist", "Ripper", "Ripper, HP 4/9, rounds 8/8 -> 7/8. Ripper bullies the guard into talking. 5 and 2",
     {"actor": "Ripper", "dice": [5, 2], "total": 9}, ["HP 4/9", "rounds 8/8 -> 7/8"]),
    ("pbta", "Kit", "Kit braves danger across the ice. XP +1 on a miss, right? dice 1 and 4",
     {"actor": "Kit", "dice": [1, 4], "total": 8}, ["XP +1"]),
    ("blades", "Cross", "Heat 4/9 on the crew, clock 'Alarm' 1/4. Cross prowls along the gutter. rolled 6",
     {"actor": "Cross", "dice": [6]}, ["Heat 4/9", "clock 'Alarm' 1/4"]),
    ("ghostburn", "Vex", "Vex, credits: 300, fuel 55%. Vex sneaks past the guard, DL Moderate. 9 and 8",
     {"actor": "Vex", "dice": [9, 8]}, ["credits: 300", "fuel 55%"]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "books"), SCENE, ids=[s[2][:40] for s in SCENE])
def test_the_books_beside_the_roll_are_the_scene(game: str, who: str, phrase: str, want: dict, books: list[str],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {k: got[k] for k in want} == want
    assert [c["text"].strip() for c in got["reading"]["clauses"] if c["kind"] == "ledger"] == books
    assert not got.get("extra_dice")


REPORTED = [
    ("fist", "Ripper", "Ripper, war dice 2 (saving them both). Ripper bullies the guard into talking. 5 and 2",
     {"actor": "Ripper", "dice": [5, 2], "extra_dice": []}),
    ("fist", "Jonesy", "Jonesy, war dice 0 (used up yesterday). Jonesy dodges the falling crate. 4 4",
     {"actor": "Jonesy", "dice": [4, 4], "extra_dice": []}),
    ("ghostburn", "Vex", "Luck 1, not spending it. Vex sneaks past the guard, DL Moderate. 9 and 8",
     {"actor": "Vex", "dice": [9, 8], "luck": None}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), REPORTED, ids=[s[2][:40] for s in REPORTED])
def test_a_pool_only_reported_is_not_spent(game: str, who: str, phrase: str, want: dict,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want


EARLIER = [
    ("fist", "Jonesy", "Spent my war die on the ladder climb last round (WD 1 -> 0). Now Jonesy dodges the falling crate: 4 4",
     {"actor": "Jonesy", "dice": [4, 4], "extra_dice": []}),
    ("ghostburn", "Dex", "Already burned a luck point earlier tonight. Dex sneaks past the guard, DL Moderate. 9 and 8",
     {"actor": "Dex", "dice": [9, 8], "luck": None}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), EARLIER, ids=[s[2][:40] for s in EARLIER])
def test_an_earlier_rolls_spending_is_not_spent_again(game: str, who: str, phrase: str, want: dict,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want
    assert any(c["kind"] == "ledger-earlier" for c in got["reading"]["clauses"])


def test_a_tally_in_the_shorthand_is_no_face(capsys: pytest.CaptureFixture[str]) -> None:
    """'WD 2 -> 1' counts the pool down: the war die's face is the one said as its face."""
    code, got, err = _roll("fist", "Ripper", "Ripper bullies the guard into talking, spending a war die (WD 2 -> 1). Base 5 "
                                             "and 2, war die 3", capsys)
    assert code == 0, err
    assert (got["dice"], got["extra_dice"]) == ([5, 2], [3])


def test_an_allys_tally_in_brackets_leaves_the_roller_rolling(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", "Ripper bullies the guard into talking. Jonesy adds one of his (Jonesy WD 1"
                                             " -> 0). Rolled 5 2, Jonesy's war die 3.", capsys)
    assert code == 0, err
    assert (got["actor"], got["dice"], got["extra_dice"]) == ("Ripper", [5, 2], [3])


def test_a_standing_bonus_said_word_first_restates_the_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    """Boone's sheet holds ongoing 1: 'the ongoing +1 ... is on my sheet' is that bonus said again, counted once;
    a different number is asked about."""
    code, got, err = _roll("pbta", "Boone", "Boone goes aggro on the raider. The ongoing +1 from the crew is on my sheet "
                                            "already. 3 and 4", capsys)
    assert code == 0, err
    assert (got["dice"], got["total"]) == ([3, 4], 7 + 2 + 1)
    code, got, err = _roll("pbta", "Boone", "Boone goes aggro on the raider, his ongoing +2. 3 and 4", capsys)
    assert code == 2 and "ongoing" in err


@pytest.mark.parametrize(("game", "who", "phrase", "want"), [
    ("ghostburn", "Dex", "Dex sneaks past the guard, DL Moderate. 2 and 3. -1 luck (2 -> 1) to avoid the glitch.",
     {"actor": "Dex", "dice": [2, 3]}),
    ("fist", "Ripper", "Ripper bullies the guard into talking. Jonesy: -1 WD (1 -> 0) on Ripper's roll. Base 5 2, "
                       "Jonesy's war die 3.", {"actor": "Ripper", "dice": [5, 2], "extra_dice": [3]}),
])
def test_a_point_taken_off_a_pool_is_a_spend_never_a_penalty(game: str, who: str, phrase: str, want: dict,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """'-1 luck', 'Jonesy: -1 WD': the pool's books take a point off, spent on this roll by the one whose books they
    are; no flat penalty and no second actor."""
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want
    if game == "ghostburn":
        assert got["luck"]["spent"] is True
