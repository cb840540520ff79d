"""Does a memo pay? Every functools cache in rollmate, weighed by what it saves over a table's life in small.

Run: .venv/bin/python bench/memo.py [--rounds 5] [--bare NAME ...] [--check NAME ...] [--ab NAME ...]

The life: for each game, a table on its example party is opened and warmed as a server does (Table.warm), then
answers its phrases twice (the test corpus of the game, or a list of the game's own, with dice notation and, for
FS3, teamwork against someone), then a night of the same few (its first 8 phrases, 200 lines); each pass is one
commit, with the page's feed read every 20 lines and the chat's highlighting of every phrase. It runs under
cProfile from a fresh start, so every cache begins empty.

For each memo: its hits and misses (cache_info), the time of one miss (cProfile's time inside the bare function
per call), and so what its hits saved: hits x time of a miss, as a share of the whole life (over 100%: the life
would take that much longer without it). That guess is only as good as its misses are like its hits (a memo whose
one dear key is hit all night and whose cheap keys missed is undersold), so it only picks candidates: one whose
hits save under 0.1% (SHARE) of the life and whose miss costs under 0.1 ms (DEAR) in two runs. One whose miss is
dearer is left as it is ("not shown"), as is one never called in the life (its use is elsewhere: PostgreSQL).
A cached_property is weighed as a plain property (its hits never reach it). Profiling inflates small Python
calls and a loaded machine moves one profile's shares by half, so each figure is the median of `--rounds`
profiled lives, each in a fresh process.

`--check NAME ...` then takes the candidates off, all at once (every module's and class's name for one pointed at
its bare function), and profiles the life: what each bare function now costs in all its calls, whatever their
arguments. Only a memo whose function costs under 0.1% of the life that way is taken off. `--ab NAME ...` times
the life without cProfile, as it is and with those memos off, in turns, in fresh processes (median CPU time).
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import json
import pstats
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
SHARE = 0.001  # of the life: what a memo's hits must save to be worth its cache
DEAR = 0.1  # ms: a miss that costs more is not taken off on the life's word alone
CORPUS = ROOT / "tests" / "grammar" / "corpus"
OWN = {  # games without a corpus: lines of their own, as players say them
    "pbta": ["Kit: I duck behind the car as the bullets fly", "Boone punches the raider in the jaw",
             "Kit tries to convince the warlord to let us go", "Sable searches the office for the ledger",
             "Boone threatens the trader until he talks", "I kick the door in", "roll +Cool", "roll +Hard"],
    "blades": ["Cross skirmishes, pushes for +1d and +1 effect, Silas assists, rolled 5 5 4 2 1",
               "Cross leads a group prowl with Thorn and Nyx, Cross rolled 2, Thorn rolled 5 3, Nyx rolled 1 1",
               "Thorn prowls", "Nyx attunes", "Cross skirmishes", "Silas sways the guard", "Thorn tinkers with the lock"],
}


NOTATION = ["2d6+3", "d20", "4d6kh3", "3d8>=6", "2#1d20", "roll 2d6+3"]  # dice notation, heard at every table
MORE = {"fs3": ["Nemesis: Melee vs Mavros, Zoe helps", "Melee vs Mavros, Zoe assists",  # teamwork against someone
                "Nemesis rolls Melee vs Mavros/Melee with Zoe assisting"]}


FAVOURITES, NIGHT = 8, 200  # a night at the table: its first 8 phrases, 200 lines in all


def phrases(game: str) -> list[str]:
    corpus = CORPUS / f"{game}.jsonl"
    if corpus.exists():
        said = [json.loads(line)["phrase"] for line in corpus.read_text().splitlines() if line.strip()]
    else:
        said = OWN[game]
    return said + MORE.get(game, []) + NOTATION


def life(folder: Path) -> int:
    """A table's life in small, for every game; the number of lines answered."""
    from rollmate.faces.chat.highlight import spans
    from rollmate.log.store import Store
    from rollmate.table.core import GM, Table

    lines = 0
    for game in ("fs3", "fist", "ghostburn", "pbta", "blades"):
        table = Table(Store(folder / f"{game}.db"), [str(ROOT / "examples" / f"{game}_party.toml")])
        table.warm()
        seats = [GM, *table.seats()]
        said = phrases(game)
        night = [said[n % FAVOURITES] for n in range(NIGHT)]  # then the same few rolls, again and again
        for lines_said in (said, said, night):
            with table.together():
                for n, phrase in enumerate(lines_said):
                    table.answer(phrase, seats[n % len(seats)])
                    spans(phrase, table.state(GM).vocabulary())
                    if n % 20 == 0:
                        table.feed(gm_sees=True, limit=50)
                    lines += 1
        table.store.close()
    return lines


def owners() -> list[tuple[str, Any]]:
    """Every loaded rollmate module and the classes defined in it, with their dotted names."""
    out = []
    for name, module in sorted(sys.modules.items()):
        if name.startswith("rollmate") and module is not None:
            out.append((name, module))
            out += [(f"{name}.{a}", v) for a, v in vars(module).items()
                    if isinstance(v, type) and v.__module__ == name]
    return out


def memos() -> dict[str, Any]:
    """Every functools cache (cache, lru_cache, cached_property) in rollmate's modules and classes, by its name
    where it is defined; one made by a factory (remembered_chances) is named where it is kept."""
    found: dict[str, Any] = {}
    seen: set[int] = set()
    for where, owner in owners():
        for attribute, value in vars(owner).items():
            if id(value) in seen:
                continue
            if isinstance(value, functools.cached_property) or (hasattr(value, "cache_info")
                                                                 and hasattr(value, "__wrapped__")):
                seen.add(id(value))
                function = value.func if isinstance(value, functools.cached_property) else value.__wrapped__
                local = "<locals>" in function.__qualname__
                found[f"{where}.{attribute}" if local else f"{function.__module__}.{function.__qualname__}"] = value
    return found


def _bare(memo: Any) -> Any:
    return property(memo.func) if isinstance(memo, functools.cached_property) else memo.__wrapped__


def bare(names: list[str]) -> None:
    """Take these memos off: every rollmate module's (and class's) name for one points at its bare function."""
    import importlib
    import pkgutil

    import rollmate

    for module in pkgutil.walk_packages(rollmate.__path__, "rollmate."):  # all of them, before any is rewired
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    cached = memos()
    names = [n if n.startswith("rollmate.") else f"rollmate.{n}" for n in names]
    missing = [n for n in names if n not in cached]
    if missing:
        raise SystemExit(f"no such memo: {', '.join(missing)}")
    targets = {id(cached[n]): _bare(cached[n]) for n in names}
    for _, owner in owners():
        for attribute, value in list(vars(owner).items()):
            if id(value) in targets:
                setattr(owner, attribute, targets[id(value)])


def profiled() -> tuple[dict[tuple[str, int, str], Any], float]:
    """One life under cProfile: its rows by (file, line, function) and its whole time."""
    profile = cProfile.Profile()
    with tempfile.TemporaryDirectory() as folder:
        profile.enable()
        life(Path(folder))
        profile.disable()
    stats = pstats.Stats(profile)
    return stats.stats, stats.total_tt  # type: ignore[attr-defined]


def _code(memo: Any) -> tuple[str, int, str]:
    function = memo.func if isinstance(memo, functools.cached_property) else memo.__wrapped__
    code = function.__code__
    return code.co_filename, code.co_firstlineno, code.co_name


def check(names: list[str]) -> list[tuple[str, int, int, float, float]]:
    """The memos `names` taken off, one profiled life: (name, 0, calls, ms a call, share of the life) of each bare
    function, all its calls counted: what each costs now without its memo, whatever its arguments were."""
    names = [n if n.startswith("rollmate.") else f"rollmate.{n}" for n in names]
    cached = memos()
    codes = {name: _code(cached[name]) for name in names}
    bare(names)
    timings, total = profiled()
    rows = []
    for name, code in codes.items():
        row = timings.get(code)
        calls, spent = (row[1], row[3]) if row else (0, 0.0)
        rows.append((name, 0, calls, spent / calls * 1000 if calls else 0.0, spent / total))
    return rows


def weigh() -> list[tuple[str, int, int, float, float]]:
    """(name, hits, misses, ms a miss, share of the life saved) for every memo, from one profiled life. A
    cached_property's hits cannot be counted (they never reach it), so it is read as a plain property here: its
    reads are all counted as misses, and what a cache of it could save at most is those reads' time."""
    cached = memos()
    bare([name for name, memo in cached.items() if isinstance(memo, functools.cached_property)])
    timings, total = profiled()
    rows = []
    for name, memo in sorted(cached.items()):
        plain = isinstance(memo, functools.cached_property)  # made a plain property above
        row = timings.get(_code(memo))
        calls, per_miss = (row[1], row[3] / row[1]) if row and row[1] else (0, 0.0)  # cumulative time / calls
        hits, misses = (0, calls) if plain else memo.cache_info()[:2]
        saved = (calls if plain else hits) * per_miss
        rows.append((name, hits, misses, per_miss * 1000, saved / total))
    return rows


def weighed(names: list[str], rounds: int, checked: list[str] | None = None) -> list[tuple[str, int, int, float, float]]:
    """`weigh` (or `check` of the memos `checked`) in `rounds` fresh processes: per memo, the median of each figure
    (a loaded machine moves one profile's shares by half or more)."""
    code = (f"import sys, json; sys.path.insert(0, {str(ROOT / 'bench')!r}); import memo; memo.bare({names!r}); "
            + (f"print(json.dumps(memo.check({checked!r})))" if checked else "print(json.dumps(memo.weigh()))"))
    runs = [json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                      check=True).stdout.splitlines()[-1]) for _ in range(rounds)]
    by_name: dict[str, list[list[Any]]] = {}
    for run in runs:
        for row in run:
            by_name.setdefault(row[0], []).append(row)
    return [(name, *(statistics.median(r[i] for r in rows) for i in range(1, 5)))  # type: ignore[misc]
            for name, rows in by_name.items()]


def timed_life(names: list[str]) -> float:
    """CPU seconds of one unprofiled life in a fresh process, with `names` taken off (CPU time: on a shared
    machine others' work stretches wall time far more)."""
    code = (f"import sys, time, tempfile, pathlib; sys.path.insert(0, {str(ROOT / 'bench')!r}); import memo; "
            f"memo.bare({names!r}); import gc; gc.collect(); "
            "d = tempfile.TemporaryDirectory(); s = time.process_time(); memo.life(pathlib.Path(d.name)); "
            "print(time.process_time() - s); d.cleanup()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bare", nargs="*", default=[], help="memos to take off for the weighing")
    parser.add_argument("--ab", nargs="*", help="time the life with and without these memos, in turns")
    parser.add_argument("--check", nargs="*", help="what these memos' functions cost, all taken off at once")
    parser.add_argument("--rounds", type=int, default=5, help="fresh processes for each figure")
    args = parser.parse_args()
    if args.ab:
        times: dict[str, list[float]] = {"as is": [], "without": []}
        for _ in range(args.rounds):
            times["as is"].append(timed_life([]))
            times["without"].append(timed_life(args.ab))
        kept, off = (statistics.median(times[k]) for k in ("as is", "without"))
        print(f"life as is {kept * 1000:.0f} ms of CPU, without the {len(args.ab)} memos {off * 1000:.0f} ms: "
              f"{off / kept:.3f}x (median of {args.rounds} fresh processes each, in turns)")
        return
    if args.check:
        rows = weighed(args.bare, args.rounds, args.check)
        print(f"{'taken off together (median of ' + str(args.rounds) + ' profiled lives)':<66} {'calls':>7} "
              f"{'ms/call':>8} {'costs':>7}  pays?")
        for name, _, calls, per_call, share in sorted(rows, key=lambda r: -r[4]):
            print(f"{name.removeprefix('rollmate.'):<66} {calls:7.0f} {per_call:8.3f} {share:7.2%}  "
                  f"{'yes: keep its memo' if share >= SHARE else 'no'}")
        return
    rows = weighed(args.bare, args.rounds)
    print(f"{'memo (median of ' + str(args.rounds) + ' profiled lives)':<66} {'hits':>7} {'misses':>7} "
          f"{'ms/miss':>8} {'saved':>7}  pays?")
    for name, hits, misses, per_miss, share in sorted(rows, key=lambda r: -r[4]):
        verdict = ("never called here" if hits + misses == 0 else "yes" if share >= SHARE else
                   "no" if per_miss < DEAR else "not shown (a miss is dear)")
        print(f"{name.removeprefix('rollmate.'):<66} {hits:7.0f} {misses:7.0f} {per_miss:8.3f} {share:7.2%}  {verdict}")


if __name__ == "__main__":
    main()
