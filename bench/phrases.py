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


def per_phrase(system: str, rounds: int = 20) -> tuple[float, int]:
    """Median CPU time of parse + resolve (the Resolution carries the exact odds) per phrase."""
    party, phrases = TABLES[system]
    game = get_system(system)
    vocabulary = game.vocabulary(party)
    dice = RandomDice(1)
    samples = []
    for _ in range(rounds):
        for phrase in phrases:
            start = time.process_time()
            try:
                game.resolve(parse(phrase, vocabulary), party, dice)
            except RollmateError:
                pass
            samples.append(time.process_time() - start)
    return statistics.median(samples), len(phrases)


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
    for system in TABLES:
        seconds, count = per_phrase(system)
        print(row(f"{system}: parse+resolve+odds per phrase (CPU, {count} phrases)", f"{seconds * 1e6:.0f} us",
                  "target < 200 us", seconds < 200e-6))
    print(row("batch: phrases per second through `roll --json -`", f"{batch_throughput():.0f} /s"))


if __name__ == "__main__":
    main()
