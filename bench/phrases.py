"""Per-phrase parse + resolve + odds for each system over its phrase table, and batch throughput of the CLI.

Run with the bench environment (bench/setup): bench/.env/bin/python bench/phrases.py
Target (issue 2): under 200 microseconds per phrase.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from common import ROOT, python, row

sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "grammar")]

import test_fist_phrases as fist  # noqa: E402  (the phrase tables the tests use)
import test_fs3_phrases as fs3  # noqa: E402
import test_ghostburn_phrases as ghostburn  # noqa: E402

from rollmate.errors import RollmateError  # noqa: E402
from rollmate.grammar import parse  # noqa: E402
from rollmate.rules.dice import RandomDice  # noqa: E402
from rollmate.rules.system import get_system  # noqa: E402

TABLES = {
    "ghostburn": (ghostburn.PARTY, [p for p, _ in ghostburn.ROLLS] + [p for p, *_ in ghostburn.TYPOS + ghostburn.REFUSED]),
    "fist": (fist.PARTY, [p for p, _ in fist.ACTIONS] + [p for p, _ in fist.NAMED] + [p for p, _ in fist.UNCLEAR]),
    "fs3": (fs3.PARTY, [p for p, _ in fs3.PHRASES] + [r[0] for r in fs3.REFUSED] + [r[0] for r in fs3.RULES_REFUSED]),
}


def per_phrase(system: str, rounds: int = 40) -> tuple[float, int]:
    """Time per phrase of parse + resolve (the Resolution carries the exact odds): the median over rounds of
    one pass through the whole table. A round lasts milliseconds, so timer granularity and a stray pause
    of the virtual machine do not decide the result the way they can for one 200-microsecond sample."""
    party, phrases = TABLES[system]
    game = get_system(system)
    vocabulary = game.vocabulary(party)
    dice = RandomDice(1)

    def one_round() -> None:
        for phrase in phrases:
            try:
                game.resolve(parse(phrase, vocabulary), party, dice)
            except RollmateError:
                pass

    one_round()  # warm: vocabulary, grammar tables, memoized odds
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_round()
        samples.append((time.perf_counter() - start) / len(phrases))
    return statistics.median(samples), len(phrases)


def d20_roll(rounds: int = 40, number: int = 200) -> float:
    """The peer: seconds per `d20.roll("2d10+5")` (parse + roll + its result tree), timed the same way.

    This virtual machine's speed drifts by half from one minute to the next; a peer timed in the same run
    shows which way it went, and the ratio stays put.
    """
    import d20

    d20.roll("2d10+5")
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(number):
            d20.roll("2d10+5")
        samples.append((time.perf_counter() - start) / number)
    return statistics.median(samples)


def batch_throughput(lines: int = 2000) -> float:
    """Phrases per second through `rollmate roll --json -` (one process, start-up included)."""
    phrases = [p for p, _ in ghostburn.ROLLS]
    text = "\n".join(phrases[i % len(phrases)] for i in range(lines)) + "\n"
    command = [python(), "-m", "rollmate", "roll", "--sheet", str(ROOT / "examples" / "ghostburn_party.toml"),
               "--json", "--seed", "1", "-"]
    start = time.perf_counter()
    done = subprocess.run(command, input=text, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if len(done.stdout.splitlines()) != lines:
        raise RuntimeError("the batch did not answer every line")
    return lines / elapsed


def main() -> None:
    peer = d20_roll()
    for system in TABLES:
        seconds, count = per_phrase(system)
        print(row(f"{system}: parse+resolve+odds per phrase ({count} phrases)", f"{seconds * 1e6:.0f} us",
                  f"target < 200 us; {seconds / peer:.1f}x a d20.roll('2d10+5')", seconds < 200e-6))
    print(row("peer: d20.roll('2d10+5') in the same run", f"{peer * 1e6:.0f} us"))
    print(row("batch: phrases per second through `roll --json -`", f"{batch_throughput():.0f} /s"))


if __name__ == "__main__":
    main()
