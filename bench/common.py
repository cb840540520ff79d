"""Shared timing helpers for the benchmarks: medians of repeated runs, and commands timed side by side."""

from __future__ import annotations

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


def side_by_side(commands: dict[str, Sequence[str]], rounds: int = 15) -> dict[str, float]:
    """Median wall time of each command, run alternately so machine noise hits all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def python() -> str:
    return sys.executable


def row(label: str, value: str, target: str = "", ok: bool | None = None) -> str:
    verdict = "" if ok is None else ("  ok" if ok else "  MISSED")
    return f"{label:<48} {value:>14}  {target}{verdict}"
