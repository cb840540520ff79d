"""Ghostburn odds against brute-force enumeration written independently of the rules module."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from conftest import roll

from rollmate.grammar import parse
from rollmate.rules.sheets import Party
from rollmate.rules.system import get_system

DLS = {"Easy": 8, "Moderate": 14, "Hard": 20, "Severe": 26, "Extreme": 32}
ORDER = ("Glitch", "Fade", "Success", "Cool Success")


def oracle(dl: int, bonus: int, upgrades: int = 0) -> dict[str, Fraction]:
    """Count outcomes over the 100 ordered d10 pairs straight from the rules text."""
    counts = dict.fromkeys(ORDER, 0)
    for a, b in product(range(1, 11), repeat=2):
        result = a + b + bonus
        result_band = 0 if result <= 7 else min((result - 8) // 6 + 1, 6)
        dl_band = (dl - 8) // 6 + 1
        if (a, b) == (10, 10):
            index = 3
        elif result_band >= dl_band + 1:
            index = 3
        elif result_band == dl_band:
            index = 2
        elif result_band == dl_band - 1:
            index = 1
        else:
            index = 0
        index = max(0, min(3, index + upgrades))
        counts[ORDER[index]] += 1
    return {k: Fraction(v, 100) for k, v in counts.items()}


def odds_of(phrase: str) -> dict[str, Fraction]:
    game = get_system("ghostburn")
    result = game.odds(parse(phrase, game.vocabulary(Party())), Party())
    return {c.outcome: c.fraction for c in result.odds}


@pytest.mark.parametrize("dl", list(DLS))
@pytest.mark.parametrize("bonus", range(0, 21))
def test_odds_match_enumeration(dl: str, bonus: int) -> None:
    assert odds_of(f"roll Athletics, DL {dl}, bonus +{bonus}") == oracle(DLS[dl], bonus)


@pytest.mark.parametrize("upgrades", [-1, 1])
def test_odds_with_upgrades(upgrades: int) -> None:
    word = "upgraded" if upgrades > 0 else "downgraded"
    assert odds_of(f"roll Athletics, DL Easy, bonus +3, {word}") == oracle(8, 3, upgrades)


# rules/ghostburn.md §3.6, counts out of 100 as Glitch/Fade/Success/Cool Success
REFERENCE = {
    "Easy": {1: "0/15/49/36", 3: "0/6/39/55", 5: "0/1/27/72", 6: "0/0/21/79", 8: "0/0/10/90", 10: "0/0/3/97", 12: "0/0/0/100", 13: "0/0/0/100"},
    "Moderate": {1: "15/49/33/3", 3: "6/39/45/10", 5: "1/27/51/21", 6: "0/21/51/28", 8: "0/10/45/45", 10: "0/3/33/64", 12: "0/0/21/79", 13: "0/0/15/85"},
    "Hard": {1: "64/33/2/1", 3: "45/45/9/1", 5: "28/51/20/1", 6: "21/51/27/1", 8: "10/45/39/6", 10: "3/33/49/15", 12: "0/21/51/28", 13: "0/15/49/36"},
    "Severe": {1: "97/2/0/1", 3: "90/9/0/1", 5: "79/20/0/1", 6: "72/27/0/1", 8: "55/39/5/1", 10: "36/49/14/1", 12: "21/51/27/1", 13: "15/49/33/3"},
    "Extreme": {1: "99/0/0/1", 3: "99/0/0/1", 5: "99/0/0/1", 6: "99/0/0/1", 8: "94/5/0/1", 10: "85/14/0/1", 12: "72/27/0/1", 13: "64/33/2/1"},
}


@pytest.mark.parametrize(("dl", "bonus", "counts"), [(dl, b, c) for dl, row in REFERENCE.items() for b, c in row.items()])
def test_reference_odds_table(dl: str, bonus: int, counts: str) -> None:
    expected = [Fraction(int(n), 100) for n in counts.split("/")]
    got = odds_of(f"roll Athletics, DL {dl}, bonus +{bonus}")
    assert [got[o] for o in ORDER] == expected


def test_odds_include_luck_declared_in_the_phrase() -> None:
    from conftest import ghostburn_party

    party = ghostburn_party()
    with_luck = roll("roll Persuade, DL Hard, spend luck, rolled 5 5", party)
    assert {c.outcome: c.fraction for c in with_luck.odds} == oracle(20, 3 + 2 + 3)
    assert sum(c.fraction for c in with_luck.odds) == 1


def test_odds_sum_to_one_in_json() -> None:
    result = roll("roll Athletics, DL Hard, bonus +7, rolled 3 4")
    assert abs(sum(result.contract()["odds"].values()) - 1) < 1e-12
