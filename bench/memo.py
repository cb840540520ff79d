"""Does a memo pay? Each text builder's time without its cache, beside one whole roll of its game, in the same run.

Run: .venv/bin/python bench/memo.py   (or bench/.env/bin/python). A builder whose uncached time is under 1% of a
roll gains nothing worth a cache (memory held for the life of the process, a key hashed on every call); those were
taken off (last column: whether the builder keeps its cache). On a shared machine a run may vary threefold; the
ratios are what count, and the builders without a cache stay well under one roll in a hundred.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from rollmate.grammar import parse  # noqa: E402
from rollmate.rules.dice import RandomDice  # noqa: E402
from rollmate.rules.sheets import load_party  # noqa: E402
from rollmate.rules.system import get_system  # noqa: E402


def per_call(fn: Callable[[], object], rounds: int = 2000) -> float:
    """Microseconds per call, best of five runs."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(rounds):
            fn()
        best = min(best, (time.perf_counter() - start) / rounds * 1e6)
    return best


def bare(fn: Callable[..., object]) -> Callable[..., object]:
    """The function without its cache, if it has one."""
    return getattr(fn, "__wrapped__", fn)


def roll_time(system: str, phrase: str) -> float:
    game = get_system(system)
    party = load_party([ROOT / "examples" / f"{system}_party.toml"])
    vocabulary = game.vocabulary(party)
    request = parse(phrase, vocabulary)
    return per_call(lambda: game.resolve(request, party, RandomDice(1)), 300)


def main() -> None:
    from rollmate.rules.resolution import ability_of
    from rollmate.rules.systems.fs3.text import _dice_text, _reroll_advice
    from rollmate.rules.systems.ghostburn import _bonus_steps_for
    from rollmate.rules.systems.ghostburn.plan import _ability_step

    ghostburn = roll_time("ghostburn", "Vex convinces the bouncer, rolled 3 and 9")
    fs3 = roll_time("fs3", "Nemesis: Melee vs Mavros")
    builders: list[tuple[str, float, Callable[[], object], Callable[..., object]]] = [
        ("ghostburn _ability_step", ghostburn, lambda: bare(_ability_step)("Presence", None, "Persuade", 3),
         _ability_step),
        ("ghostburn _bonus_steps_for", ghostburn,
         lambda: bare(_bonus_steps_for)((("Presence score", 3), ("Persuade skill bonus", 2),
                                               ("aug bonus from the pump", 1)), "character", "Persuade"),
         _bonus_steps_for),
        ("fs3 _dice_text", fs3, lambda: bare(_dice_text)("skill", False, 3, ("Brawn", 2), 0, 5, "rules", None),
         _dice_text),
        ("fs3 _reroll_advice", fs3, lambda: bare(_reroll_advice)(5, "rules", "Failure"), _reroll_advice),
        ("ability_of", ghostburn, lambda: bare(ability_of)("Presence", 3), ability_of),
    ]
    print(f"{'builder, without a cache':32} {'us/call':>8} {'a roll':>8} {'share':>7}  cache")
    for name, whole, fn, builder in builders:
        alone, kept = per_call(fn), hasattr(builder, "__wrapped__")
        print(f"{name:32} {alone:8.2f} {whole:8.1f} {alone / whole:7.1%}  {'kept' if kept else 'none'}")


if __name__ == "__main__":
    main()
