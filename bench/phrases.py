"""Per-phrase parse + resolve + odds for each system over its phrase table, and batch throughput of the CLI.

Run with the bench environment (bench/setup): bench/.env/bin/python bench/phrases.py
Target (issue 22, which loosened the earlier 100-microsecond one on purpose, so the reader could be lark as lark):
parse + resolve + odds under 500 microseconds a phrase. Parse alone is shown beside d20's parse, without a target.
The d20 peer runs in its own environment (bench/.peers), timed in the same run.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from common import ROOT, peer_python, python, row

sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "grammar")]

import test_fist_phrases as fist  # noqa: E402  (the phrase tables the tests use)
import test_fs3_phrases as fs3  # noqa: E402
import test_ghostburn_phrases as ghostburn  # noqa: E402

from rollmate.errors import RollmateError  # noqa: E402
from rollmate.grammar import parse  # noqa: E402
from rollmate.grammar.parser import read  # noqa: E402
from rollmate.rules.dice import RandomDice  # noqa: E402
from rollmate.rules.system import get_system  # noqa: E402

TARGET = 500e-6  # seconds per phrase: read + resolve + odds (issue 22)

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
                game.resolve(read(phrase, vocabulary), party, dice)  # read: no remembered phrases
            except RollmateError:
                pass

    one_round()  # warm: vocabulary, grammar tables, memoized odds
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_round()
        samples.append((time.perf_counter() - start) / len(phrases))
    return statistics.median(samples), len(phrases)


_D20_TIMING = """
import statistics, sys, time
import d20
exprs = ["2d10+5", "1d20+7", "4d6kh3", "2d6+2", "8d8", "3d6+1d4-2"]
roller = d20.Roller()
what = sys.argv[1]
def once():
    if what == "roll":
        for e in exprs:
            roller.roll(e)
    else:
        for e in exprs:
            if what == "parse-cold":
                roller._parse_cache.clear()
            roller.parse(e)
once()
samples = []
for _ in range(40):
    start = time.perf_counter()
    for _ in range(50):
        once()
    samples.append((time.perf_counter() - start) / (50 * len(exprs)))
print(statistics.median(samples))
"""


def d20(what: str) -> float:
    """The peer, in its own interpreter: seconds per expression for d20's roll, its parse from scratch (its
    parse cache cleared first) or its remembered parse. A peer timed in the same run shows which way this
    virtual machine's speed drifted, and the ratio stays put."""
    done = subprocess.run([peer_python(), "-c", _D20_TIMING, what], capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def parse_only(cold: bool, rounds: int = 40) -> float:
    """Seconds per phrase to read a phrase into a request, over every system's phrase table: from scratch
    (grammar.parser.read) or as the chat does (parse, which remembers phrases it has read)."""
    work = []
    for system, (party, phrases) in TABLES.items():
        vocabulary = get_system(system).vocabulary(party)
        work += [(phrase, vocabulary) for phrase in phrases]
    reader = read if cold else parse

    def one_round() -> None:
        for phrase, vocabulary in work:
            try:
                reader(phrase, vocabulary)
            except RollmateError:
                pass

    one_round()
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_round()
        samples.append((time.perf_counter() - start) / len(work))
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
    cold, remembered = parse_only(cold=True), parse_only(cold=False)
    d20_cold, d20_cached = d20("parse-cold"), d20("parse-cached")
    print(row("parse per phrase, from scratch (grammar.parser.read)", f"{cold * 1e6:.0f} us",
              f"d20.parse from scratch {d20_cold * 1e6:.0f} us = {cold / d20_cold:.1f}x"))
    print(row("parse per phrase, remembered (grammar.parse, as the chat)", f"{remembered * 1e6:.1f} us",
              f"d20.parse from its cache {d20_cached * 1e6:.1f} us = {remembered / d20_cached:.2f}x"))
    peer = d20("roll")
    for system in TABLES:
        seconds, count = per_phrase(system)
        print(row(f"{system}: parse+resolve+odds per phrase, from scratch ({count})", f"{seconds * 1e6:.0f} us",
                  f"target < {TARGET * 1e6:.0f} us; {seconds / peer:.1f}x a d20.roll", seconds < TARGET))
    print(row("peer: d20.roll of a dice expression, in the same run", f"{peer * 1e6:.0f} us"))
    print(row("batch: phrases per second through `roll --json -`", f"{batch_throughput():.0f} /s"))


if __name__ == "__main__":
    main()
