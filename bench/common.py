"""Shared timing helpers for the benchmarks: medians of repeated runs, and commands timed side by side."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def median_seconds(work: Callable[[], object], repeat: int = 7, number: int = 1) -> float:
    """Median wall time of `number` calls of `work`, over `repeat` rounds, per call."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            work()
        rounds.append((time.perf_counter() - start) / number)
    return statistics.median(rounds)


def side_by_side(commands: dict[str, Sequence[str]], rounds: int = 15,
                 env: dict[str, str] | None = None) -> dict[str, float]:
    """Median CPU time (user + system) of each command, run alternately so machine load hits all alike; `env`: the
    environment they run in (default: this one).

    CPU time rather than wall time: on a shared 2-core machine other work stretches wall time, not CPU time.
    """
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
            _, status, usage = os.wait4(process.pid, 0)
            if os.waitstatus_to_exitcode(status) != 0:
                raise RuntimeError(f"{name} failed: {' '.join(command)}")
            times[name].append(usage.ru_utime + usage.ru_stime)
    return {name: statistics.median(values) for name, values in times.items()}


def python() -> str:
    return sys.executable


def peer_python() -> str:
    """The interpreter of bench/.peers, where d20 lives (its lark-parser would clash with rollmate's lark)."""
    return str(ROOT / "bench" / ".peers" / "bin" / "python")


def in_peers(code: str) -> float:
    """Run `code` in the peers' interpreter; it prints one number of seconds, which is returned."""
    done = subprocess.run([peer_python(), "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def row(label: str, value: str, target: str = "", ok: bool | None = None) -> str:
    verdict = "" if ok is None else ("  ok" if ok else "  MISSED")
    return f"{label:<62} {value:>12}  {target}{verdict}"
