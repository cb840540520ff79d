"""Fairness and replay: RandomDice is uniform (chi-square at fixed seeds, so deterministic), the same seed gives the
same dice in any process, and every random roll shows the seed that replays it.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import pytest
from fuzzkit import EXAMPLES, ROOT, party

from rollmate.rules.dice import RandomDice
from rollmate.table.session import reply, start

ROLLS = 60_000

# Upper critical values of the chi-square distribution at p = 0.001 by degrees of freedom, from the standard table
# (e.g. NIST/SEMATECH e-Handbook 1.3.6.7.4); test_the_critical_values_are_the_tables checks each one.
CRITICAL_001 = {5: 20.515, 7: 24.322, 9: 27.877, 18: 42.312, 35: 66.619, 63: 103.442, 99: 148.230}


def chi_square(observed: Counter[int], expected: dict[int, Fraction], n: int) -> float:
    assert set(observed) <= set(expected), set(observed) - set(expected)
    return sum((observed.get(k, 0) - n * p) ** 2 / (n * p) for k, p in expected.items())


def uniform(sides: int) -> dict[int, Fraction]:
    return {face: Fraction(1, sides) for face in range(1, sides + 1)}


def upper_tail(x: float, df: int) -> float:
    """P(chi-square with df degrees of freedom > x), closed form (no scipy)."""
    t = x / 2
    if df % 2 == 0:
        return math.exp(-t) * sum(t**i / math.factorial(i) for i in range(df // 2))
    return math.erfc(math.sqrt(t)) + sum(math.exp(-t) * t ** (i - 0.5) / math.gamma(i + 0.5)
                                         for i in range(1, (df - 1) // 2 + 1))


def test_the_critical_values_are_the_tables() -> None:
    for df, value in CRITICAL_001.items():
        assert upper_tail(value, df) == pytest.approx(0.001, rel=1e-3), df


@pytest.mark.parametrize(("sides", "seed"), [(6, 20240601), (8, 20240602), (10, 20240603)])
def test_one_die_is_uniform(sides: int, seed: int) -> None:
    faces = RandomDice(seed).roll(ROLLS, sides)
    assert set(faces) == set(range(1, sides + 1))
    assert chi_square(Counter(faces), uniform(sides), ROLLS) < CRITICAL_001[sides - 1]


@pytest.mark.parametrize(("sides", "seed"), [(6, 7), (8, 8), (10, 10)])
def test_successive_dice_are_independent(sides: int, seed: int) -> None:
    """Pairs of dice rolled one after the other fall evenly on all sides x sides cells."""
    faces = RandomDice(seed).roll(2 * ROLLS, sides)
    pairs = Counter(faces[i] * 100 + faces[i + 1] for i in range(0, len(faces), 2))
    cells = {a * 100 + b: Fraction(1, sides * sides) for a in range(1, sides + 1) for b in range(1, sides + 1)}
    assert chi_square(pairs, cells, ROLLS) < CRITICAL_001[sides * sides - 1]


def two_d10() -> dict[int, Fraction]:
    """The exact distribution of the sum of 2d10: (10 - |s - 11|) / 100 for s in 2..20."""
    return {s: Fraction(10 - abs(s - 11), 100) for s in range(2, 21)}


def test_the_2d10_sum_has_the_triangular_distribution() -> None:
    dice = RandomDice(31337)
    sums = Counter(sum(dice.roll(2, 10)) for _ in range(ROLLS))
    assert chi_square(sums, two_d10(), ROLLS) < CRITICAL_001[18]


def test_2d10_across_consecutive_seeds_is_triangular_too() -> None:
    """A batch rolls line k with seed base + k - 1, the chat roll n with seed + n: each seed's first roll is fair."""
    base = 4_000
    sums = Counter(sum(RandomDice(base + k).roll(2, 10)) for k in range(ROLLS))
    assert chi_square(sums, two_d10(), ROLLS) < CRITICAL_001[18]
    firsts = Counter(RandomDice(base + k).roll(1, 6)[0] for k in range(ROLLS))
    assert chi_square(firsts, uniform(6), ROLLS) < CRITICAL_001[5]


def test_an_unseeded_roll_gets_a_fresh_seed_it_can_be_replayed_from() -> None:
    a, b = RandomDice(), RandomDice()
    assert a.seed != b.seed and 0 <= a.seed < 10**9
    assert RandomDice(a.seed).roll(20, 10) == a.roll(20, 10)


# --- the same seed in another process -----------------------------------------------------------------

PHRASES = {
    "ghostburn": "convince the bouncer",
    "fs3": "Nemesis: Melee vs Mavros",
    "fist": "kick in the door, spend a war die",
}


def cli(*args: str, hashseed: str = "0") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PYTHONHASHSEED": hashseed}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, env=env,
                          timeout=120, cwd=str(ROOT))


@pytest.mark.parametrize("system", sorted(PHRASES))
def test_the_same_seed_gives_the_same_dice_in_two_processes(system: str) -> None:
    sheet = str(EXAMPLES / f"{system}_party.toml")
    runs = [cli("roll", "--sheet", sheet, "--seed", "271828", "--json", PHRASES[system], hashseed=h)
            for h in ("1", "2")]
    for run in runs:
        assert run.returncode == 0, run.stderr
    first, second = (json.loads(r.stdout) for r in runs)
    assert first["dice"] and first == second  # dice, war dice, outcome, odds and steps
    if system == "fist":
        assert first["extra_dice"]
    if system == "fs3":
        assert first["opposed"]["their_successes"] == second["opposed"]["their_successes"]


def test_prose_shows_the_seed_and_the_seed_replays_the_roll() -> None:
    sheet = str(EXAMPLES / "ghostburn_party.toml")
    shown = cli("roll", "--sheet", sheet, "shoot the guard")
    assert shown.returncode == 0, shown.stderr
    seed = re.search(r"--seed (\d+) replays this roll", shown.stdout)
    assert seed, shown.stdout
    replayed = cli("roll", "--sheet", sheet, "--seed", seed.group(1), "shoot the guard")
    assert replayed.stdout == shown.stdout  # the same dice, outcome, odds and seed line
    as_json = json.loads(cli("roll", "--sheet", sheet, "--seed", seed.group(1), "--json", "shoot the guard").stdout)
    assert "[" + " ".join(map(str, as_json["dice"])) + "]" in shown.stdout.splitlines()[1]  # after "Read as"


def test_every_roll_of_a_batch_shows_its_own_seed_and_replays_alone() -> None:
    sheet = str(EXAMPLES / "fist_party.toml")
    lines = ["kick in the door", "hotwire the truck", "kick in the door, rolled 6 6", "dodge the attack"]
    batch = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", sheet, "-"], input="\n".join(lines),
                           capture_output=True, text=True, timeout=120, cwd=str(ROOT),
                           env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert batch.returncode == 0, batch.stderr
    seeds = [int(s) for s in re.findall(r"--seed (\d+) replays this roll", batch.stdout)]
    assert len(seeds) == 3  # the given dice ('rolled 6 6') need no seed
    assert seeds[1] == seeds[0] + 1 and seeds[2] == seeds[0] + 3
    for line, seed in zip([lines[0], lines[1], lines[3]], seeds):
        alone = json.loads(cli("roll", "--sheet", sheet, "--seed", str(seed), "--json", line).stdout)
        head = "[" + " ".join(map(str, alone["dice"]))
        assert head in batch.stdout


def test_the_chat_shows_the_seed_of_a_random_roll() -> None:
    state = start(party("ghostburn"), "ghostburn", "rules", "Vex")  # no --seed: a fresh seed per roll
    answer = reply(state, "shoot the guard")
    (record,) = answer.records
    assert f"dice seed {record.seed}" in answer.text
    assert RandomDice(record.seed).roll(2, 10) == record.result.dice


@pytest.mark.parametrize("sides", [1, 2, 3, 6, 8, 10, 12, 20, 100])
def test_the_dice_are_the_faces_randint_gives_so_old_seeds_replay(sides: int) -> None:
    """RandomDice draws its faces itself (for speed) exactly as random.Random.randint(1, sides) does, so a seed in
    a roll log written before still replays the same dice."""
    import random

    for seed in range(300):
        reference = random.Random(seed)
        dice = RandomDice(seed)
        for count in (1, 2, 7):
            assert dice.roll(count, sides) == tuple(reference.randint(1, sides) for _ in range(count)), (seed, count)


def test_a_seed_replays_the_same_faces_on_any_python() -> None:
    """The faces of two seeds, written down from randint on Python 3.11: replaying a logged seed must give them
    again whatever Python's own randint does in a later release."""
    assert RandomDice(20261125).roll(12, 8) == (1, 6, 8, 4, 1, 7, 3, 8, 2, 5, 8, 1)
    assert RandomDice(7).roll(6, 10) == (6, 3, 7, 1, 2, 9)
