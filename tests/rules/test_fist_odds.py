"""FIST odds against brute-force enumeration written independently of the rules modules."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from rollmate.grammar import parse
from rollmate.rules.sheets import Party, parse_sheet
from rollmate.rules.system import get_system

FIST = get_system("fist")
ORDER = ("Failure", "Partial Success", "Success", "Ultra Success")


def oracle(attribute: int, war: int = 0, how: str | None = None, fate: bool = False) -> dict[str, Fraction]:
    """Every ordered face of the base dice and war dice, read straight from rules/fist.md §2-§4."""
    base = 2 if how is None else 3
    per_war = 2 if fate else 1
    counts: Counter[str] = Counter()
    for faces in product(range(1, 7), repeat=base + war * per_war):
        rolled, extra = faces[:base], faces[base:]
        kept = sorted(rolled, reverse=how != "disadvantage")[:2]
        if fate:
            extra = tuple(a + b if a == b else max(a, b) for a, b in zip(extra[::2], extra[1::2]))
        total = sum(kept) + sum(extra) + attribute
        if kept == [6, 6]:
            counts["Ultra Success"] += 1
        elif total >= 10:
            counts["Success"] += 1
        elif total >= 7:
            counts["Partial Success"] += 1
        else:
            counts["Failure"] += 1
    n = 6 ** (base + war * per_war)
    return {name: Fraction(counts[name], n) for name in ORDER}


def roll20_oracle(attribute: int) -> dict[str, Fraction]:
    """Two base dice and one compounding exploding war die; Ultra needs double sixes and a total of 12+."""

    def chains(so_far: int, p: Fraction):  # type: ignore[no-untyped-def]
        for face in range(1, 7):
            if face < 6 or so_far + 6 >= 60:  # by 60 every total is far past 12: the rest can't change a band
                yield so_far + face, p / 6
            else:
                yield from chains(so_far + 6, p / 6)

    table: Counter[str] = Counter({name: Fraction(0) for name in ORDER})
    for a, b in product(range(1, 7), repeat=2):
        for war, p in chains(0, Fraction(1, 36)):
            total = a + b + war + attribute
            if (a, b) == (6, 6) and total >= 12:
                table["Ultra Success"] += p
            else:
                table["Success" if total >= 10 else "Partial Success" if total >= 7 else "Failure"] += p
    return dict(table)


def solo(score: int) -> Party:
    return parse_sheet({"system": "fist", "name": "Ripper", "war_dice": 9, "attributes": {"tactical": score}}, "odds.toml")


def odds_of(text: str, score: int, profile: str = "rules") -> dict[str, Fraction]:
    party = solo(score)
    result = FIST.odds(parse(text, FIST.vocabulary(party)), party, profile=profile)
    assert [c.outcome for c in result.odds] == list(ORDER)
    return {c.outcome: c.fraction for c in result.odds}


@pytest.mark.parametrize("how", [None, "advantage", "disadvantage"])
@pytest.mark.parametrize("war", [0, 1, 2])
@pytest.mark.parametrize("attribute", range(-4, 5))
def test_odds_match_brute_force(attribute: int, war: int, how: str | None) -> None:
    phrase = "roll +TACTICAL" + (f", {war} war dice" if war else "") + (f", with {how}" if how else "")
    assert odds_of(phrase, attribute) == oracle(attribute, war, how)


@pytest.mark.parametrize("attribute", [-3, 0, 2])
def test_fate_war_die_odds_match_brute_force(attribute: int) -> None:
    assert odds_of("roll +TACTICAL, spend a war die, fate", attribute) == oracle(attribute, 1, fate=True)


@pytest.mark.parametrize("attribute", range(-4, 5))
def test_roll20_exploding_war_die_odds_are_exact(attribute: int) -> None:
    assert odds_of("roll +TACTICAL, spend a war die", attribute, "roll20") == roll20_oracle(attribute)


@pytest.mark.parametrize("attribute", [-4, -3, 0, 2])
def test_roll20_without_war_die_needs_twelve_for_ultra(attribute: int) -> None:
    odds = odds_of("roll +TACTICAL", attribute, "roll20")
    assert odds["Ultra Success"] == (Fraction(1, 36) if attribute >= 0 else 0)


# rules/fist.md §3.3, in percent (Failure / Partial / Success / Ultra), no war die and +1 war die
REFERENCE = {
    -2: ((72.2, 25.0, 0.0, 2.8), (25.9, 36.6, 34.7, 2.8)),
    -1: ((58.3, 33.3, 5.6, 2.8), (16.2, 33.8, 47.2, 2.8)),
    0: ((41.7, 41.7, 13.9, 2.8), (9.3, 28.2, 59.7, 2.8)),
    1: ((27.8, 44.4, 25.0, 2.8), (4.6, 21.3, 71.3, 2.8)),
    2: ((16.7, 41.7, 38.9, 2.8), (1.9, 14.4, 81.0, 2.8)),
    3: ((8.3, 33.3, 55.6, 2.8), (0.5, 8.8, 88.0, 2.8)),
}


@pytest.mark.parametrize("attribute", sorted(REFERENCE))
def test_reference_table(attribute: int) -> None:
    for war, expected in enumerate(REFERENCE[attribute]):
        odds = odds_of("roll +TACTICAL" + (", spend a war die" if war else ""), attribute)
        assert tuple(round(float(odds[name]) * 100, 1) for name in ORDER) == expected


def test_reference_advantage_and_disadvantage_at_zero() -> None:
    advantage = odds_of("roll +TACTICAL with advantage", 0)
    assert tuple(round(float(advantage[n]) * 100, 1) for n in ORDER) == (19.4, 44.9, 28.2, 7.4)
    assert advantage["Ultra Success"] == Fraction(16, 216)
    disadvantage = odds_of("roll +TACTICAL with disadvantage", 0)
    assert tuple(round(float(disadvantage[n]) * 100, 1) for n in ORDER) == (68.1, 26.9, 4.6, 0.5)
    assert disadvantage["Ultra Success"] == Fraction(1, 216)


def test_a_war_die_never_changes_the_ultra_chance() -> None:
    for war in (0, 1, 2):
        assert odds_of("roll +TACTICAL" + (f", {war} war dice" if war else ""), -2)["Ultra Success"] == Fraction(1, 36)


def test_odds_advice_gives_the_chances_with_one_more_war_die() -> None:
    party = solo(0)
    result = FIST.odds(parse("roll +TACTICAL", FIST.vocabulary(party)), party)
    assert result.advice == ("With one war die declared before the roll: Failure 9.3%, Partial Success 28.2%, "
                             "Success 59.7%, Ultra Success 2.8%.",)


@pytest.mark.parametrize(
    ("dice", "score", "chance"),
    [((5, 1), 0, "100.0%"), ((4, 4), 0, "83.3%"), ((3, 2), -1, "66.7%"), ((2, 1), 0, "50.0%"), ((1, 1), -1, "16.7%")],
)
def test_after_the_roll_advice_gives_the_chance_a_war_die_changes_the_band(
    dice: tuple[int, int], score: int, chance: str
) -> None:
    from conftest import roll

    party = solo(score)
    result = roll(f"roll +TACTICAL, rolled {dice[0]} {dice[1]}", party, system="fist")
    # brute force: one more d6 on the seen total, does the band change?
    total = sum(dice) + score
    band = lambda t: 0 if t <= 6 else 1 if t <= 9 else 2  # noqa: E731
    changed = Fraction(sum(band(total + f) != band(total) for f in range(1, 7)), 6)
    assert f"{float(changed) * 100:.1f}%" == chance
    assert any(f"lift this {result.outcome} {chance}" in a for a in result.advice)
    assert any("Ripper has 9 war dice left" in a for a in result.advice)


def test_after_the_roll_advice_says_when_no_war_die_can_help() -> None:
    from conftest import roll

    result = roll("roll +TACTICAL, rolled 1 1", solo(-2), system="fist")
    assert result.total == 0
    assert any("couldn't lift this Failure" in a and "+6 would make the total only 6" in a for a in result.advice)
