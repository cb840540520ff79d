"""FS3 exact odds against brute-force enumeration of every face, an independent count DP, and the published table."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from rollmate.grammar import parse
from rollmate.rules.sheets import Party, parse_sheet
from rollmate.rules.systems.fs3 import SYSTEM
from rollmate.rules.systems.fs3.odds import at_least, level_odds, luck_choice

ORDER = ("Embarrassing Failure", "Failure", "Success", "Good Success", "Great Success", "Amazing Success")
BOTH = ("rules", "aresmush")
FACES = range(1, 9)


# --- the oracle: written from the reference's tables, sharing no code with rollmate --------------------

def oracle_level(faces: tuple[int, ...], profile: str) -> str:
    hits = len([f for f in faces if f > 5])
    ones = len([f for f in faces if f == 1])
    embarrassing = 2 * ones > len(faces)
    if embarrassing and (profile == "rules" or hits == 0):
        return "Embarrassing Failure"
    table = {0: "Failure", 1: "Success", 2: "Success", 3: "Good Success", 4: "Good Success",
             5: "Great Success", 6: "Great Success"}
    return table.get(hits, "Amazing Success")


def oracle_count(faces: tuple[int, ...], profile: str) -> int:
    level = oracle_level(faces, profile)
    if level == "Embarrassing Failure":
        return {"rules": 0, "aresmush": -1}[profile]
    return len([f for f in faces if f > 5])


@cache
def brute_levels(dice: int, profile: str) -> dict[str, Fraction]:
    tally = Counter(oracle_level(f, profile) for f in product(FACES, repeat=dice))
    return {level: Fraction(tally[level], 8**dice) for level in ORDER}


@cache
def brute_counts(dice: int, profile: str) -> dict[int, Fraction]:
    tally = Counter(oracle_count(f, profile) for f in product(FACES, repeat=dice))
    return {k: Fraction(v, 8**dice) for k, v in tally.items()}


def dp_levels(dice: int, profile: str) -> dict[str, Fraction]:
    """An independent dynamic programme over (ones, hits), one die at a time: checks pools up to 30."""
    states = {(0, 0): Fraction(1)}
    for _ in range(dice):
        nxt: dict[tuple[int, int], Fraction] = {}
        for (ones, hits), p in states.items():
            for step, q in (((1, 0), Fraction(1, 8)), ((0, 1), Fraction(3, 8)), ((0, 0), Fraction(1, 2))):
                key = (ones + step[0], hits + step[1])
                nxt[key] = nxt.get(key, Fraction(0)) + p * q
        states = nxt
    out = dict.fromkeys(ORDER, Fraction(0))
    for (ones, hits), p in states.items():
        fake = (1,) * ones + (8,) * hits + (3,) * (dice - ones - hits)
        out[oracle_level(fake, profile)] += p
    return out


# --- pools ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("dice", range(1, 7))
def test_levels_match_brute_force(dice: int, profile: str) -> None:
    assert level_odds(dice, profile) == brute_levels(dice, profile)


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("dice", range(1, 31))
def test_levels_exact_for_pools_1_to_30(dice: int, profile: str) -> None:
    odds = level_odds(dice, profile)
    assert list(odds) == list(ORDER)
    assert all(isinstance(p, Fraction) for p in odds.values())
    assert sum(odds.values()) == 1
    assert odds == dp_levels(dice, profile)
    assert 1 - at_least(dice, 1) == Fraction(5, 8) ** dice


@pytest.mark.parametrize("pool", [0, -1, -7])
def test_pools_of_zero_or_less_roll_one_die(pool: int) -> None:
    assert level_odds(pool, "rules") == brute_levels(1, "rules")


def test_aresmush_over_30_is_certain() -> None:
    odds = level_odds(31, "aresmush")
    assert odds["Amazing Success"] == 1 and sum(odds.values()) == 1


PUBLISHED = {3: (76, 32, 5), 4: (85, 48, 15), 5: (90, 62, 28), 6: (94, 73, 40), 7: (96, 81, 52),
             8: (98, 86, 63), 9: (99, 91, 72), 10: (99, 94, 79)}


@pytest.mark.parametrize("dice,row", PUBLISHED.items())
def test_published_table(dice: int, row: tuple[int, int, int]) -> None:
    assert tuple(round(float(at_least(dice, k)) * 100) for k in (1, 2, 3)) == row


MODIFIED = {3: (76, 60, 37, 37), 4: (85, 76, 60, 37), 5: (90, 85, 76, 60), 6: (94, 90, 85, 76),
            7: (96, 94, 90, 85), 8: (98, 96, 94, 90), 9: (99, 98, 96, 94), 10: (99, 99, 98, 96)}


@pytest.mark.parametrize("dice,row", MODIFIED.items())
def test_published_modifier_table_within_one_point(dice: int, row: tuple[int, ...]) -> None:
    for shift, printed in enumerate(row):
        assert abs(float(at_least(max(dice - shift, 1), 1)) * 100 - printed) <= 1


def test_mechanics_carla_and_edward() -> None:
    assert round(float(at_least(5, 1)) * 100) == 90 and abs(float(at_least(2, 1)) * 100 - 60) <= 1
    assert round(float(at_least(8, 1)) * 100) == 98 and round(float(at_least(5, 1)) * 100) == 90


def test_average_successes_is_three_eighths() -> None:
    for dice in (1, 4, 9):
        mean = sum(k * (at_least(dice, k) - at_least(dice, k + 1)) for k in range(dice + 1))
        assert mean == Fraction(3 * dice, 8)


# --- through the system: odds fields, opposed verdicts and teamwork ------------------------------------

def party(*people: dict) -> Party:
    return parse_sheet({"system": "fs3", "character": list(people)}, "odds.toml")


def person(name: str, wits: int, technician: int | None = None, **more: object) -> dict:
    sheet: dict = {"name": name, "attributes": {"wits": wits, "brawn": 1}}
    if technician is not None:
        sheet["action_skills"] = {"technician": technician}
    return {**sheet, **more}


def odds_of(text: str, group: Party, profile: str = "rules"):  # type: ignore[no-untyped-def]
    return SYSTEM.odds(parse(text, SYSTEM.vocabulary(group)), group, profile=profile)


@pytest.mark.parametrize("profile", BOTH)
def test_odds_field_lists_the_six_levels_in_order(profile: str) -> None:
    result = odds_of("Lea: roll Technician", party(person("Lea", 2, 3)), profile)
    assert tuple(c.outcome for c in result.odds) == ORDER
    assert {c.outcome: c.fraction for c in result.odds} == brute_levels(5, profile)


PAIRS = [(1, 0), (1, 1), (2, 0), (3, 1), (1, 3), (4, 2)]  # (Ann's Wits, the NPC's rating)


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("wits,rating", PAIRS)
def test_opposed_verdicts_match_brute_force(wits: int, rating: int, profile: str) -> None:
    # Ann rolls Wits alone (Everyman 1 + Wits dice) against an NPC rating (rating + 2 dice)
    group = party(person("Ann", wits))
    text = f"Ann: roll Wits vs {rating}"
    our_dice, their_dice = 1 + wits, rating + 2
    result = odds_of(text, group, profile)
    got = {k: Fraction(v) for k, v in result.extra["verdict_odds"].items()}
    a, b = brute_counts(our_dice, profile), brute_counts(their_dice, profile)
    expected: Counter = Counter()
    opponent = f"NPC (rating {their_dice - 2})"
    for x, px in a.items():
        for y, py in b.items():
            expected[oracle_verdict(x, y, profile, "Ann", opponent)] += px * py
    assert got == {k: v for k, v in expected.items() if v}
    assert sum(got.values()) == 1


def oracle_verdict(x: int, y: int, profile: str, actor: str, opponent: str) -> str:
    if x <= 0 and y <= 0:
        return {"rules": "Both Fail", "aresmush": "Everyone failed!"}[profile]
    if x == y:
        return {"rules": "Draw", "aresmush": "DRAW!"}[profile]
    winner = actor if x > y else opponent
    gap = min(abs(x - y), 3)
    if profile == "rules":
        return f"{['', 'Marginal Victory', 'Solid Victory', 'Crushing Victory'][gap]} for {winner}"
    return f"{['', 'Marginal Victory', 'Victory', 'Crushing Victory'][gap]} for {winner}."


@pytest.mark.parametrize("profile", BOTH)
def test_teamwork_mixture_matches_brute_force(profile: str) -> None:
    """Two helpers (2 and 3 dice) roll first; the leader's 2-dice pool moves by their capped total."""
    group = party(person("Lea", 1, 1), person("Hal", 1, 1), person("Ivy", 1, 2))
    result = odds_of("Lea: fix the radio, helped by Hal and Ivy", group, profile)
    assist = {"Embarrassing Failure": -1, "Failure": -1, "Success": 1, "Good Success": 2, "Great Success": 3,
              "Amazing Success": 4}
    totals: Counter = Counter()
    for hal in product(FACES, repeat=2):
        for ivy in product(FACES, repeat=3):
            totals[min(assist[oracle_level(hal, profile)] + assist[oracle_level(ivy, profile)], 4)] += 1
    expected = dict.fromkeys(ORDER, Fraction(0))
    for total, ways in totals.items():
        dice = max(2 + total, 1)
        for level, p in brute_levels(dice, profile).items():
            expected[level] += Fraction(ways, 8**5) * p
    assert {c.outcome: c.fraction for c in result.odds} == expected


def test_luck_choice_matches_brute_force() -> None:
    plain, plus3, reroll = luck_choice({2: Fraction(1)}, "rules", "Success")
    ok = {"Success", "Good Success", "Great Success", "Amazing Success"}
    pairs = product(product(FACES, repeat=2), repeat=2)
    kept = sum(1 for a, b in pairs if oracle_level(a, "rules") in ok or oracle_level(b, "rules") in ok)
    assert reroll == Fraction(kept, 8**4)
    assert plain == sum(p for level, p in brute_levels(2, "rules").items() if level in ok)
    assert plus3 == sum(p for level, p in brute_levels(5, "rules").items() if level in ok)
