"""Many tables on one PostgreSQL roll log: 40 tables x 4 players through 4 worker processes writing at once, one
worker killed with -9 midway. Prints rolls/s and latency (p50, p99), then checks: no committed roll lost, every
campaign chain verifies, every ledger exact.

    bench/.env/bin/python bench/pg_load.py [--seconds 30] [--tables 40] [--players 4] [--workers 4] [--think 0.4]

Each worker process serves the tables given to it the way `rollmate serve` answers a post (table.core's
Table.answer: parse, resolve, commit to the log, then answer), over one connection to the server. Each player
waits a moment (`--think`, seconds, exponential) after an answer and then rolls again; one in five rolls spends a
Luck Point, and each table's GM grants one now and then, so ledgers and their caps are busy. Midway one worker
is killed with SIGKILL; its tables move to the others until a new worker is started a second later (as uvicorn's
supervisor does), and rolls it had in flight are asked again, as a page would.

Afterwards: every roll a player was answered with is in the log with its phrase; every campaign's chain checks
out (`Store.verify`, as `rollmate log verify`); every ledger equals what its rolls spent minus what the GM
granted, and no one spent past the sheet (FS3's luck). The server is this script's own (initdb in a temporary
folder, fsync on), or the one ROLLMATE_TEST_PG names.

Changed since the first figures (README): a worker loads the reader (Table.warm) before it says it is ready, as
the page now does at startup, and (since the figures of the session after) opens its tables and loads the reader
at a lower CPU priority (rollmate.priority.quietly), as `rollmate serve`'s workers do; the players, their lines,
the kill and the checks are the same. Rollmate itself now writes a plain roll in 6 statements instead of 11 and
draws a roll's explanation only for a face that shows it.
"""

from __future__ import annotations

import argparse
import heapq
import json
import multiprocessing
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests")]

FS3 = ROOT / "examples" / "fs3_party.toml"
SEATS = ("Nemesis", "Mavros", "Zoe", "Tug")  # the example party's players with luck on their sheets
PHRASES = ("roll Firearms", "roll Alertness", "climb the wall, Athletics -2", "roll Melee", "Firearms +1")
SPEND = "roll Firearms, spending luck"


def worker(url: str, parties: list[str], home: list[int], inbox: Connection) -> None:
    """Answer (request id, table, seat, line) until the pipe closes: (request id, roll ids, error, refs)."""
    from rollmate.priority import quietly

    def opened() -> tuple[Any, dict[int, Any]]:
        """Its own tables, opened at start as a server opens its table, with the reader loaded before the first
        page comes (Table.warm), at a lower priority as `rollmate serve`'s workers do; others when first asked."""
        from rollmate.log.store import Store
        from rollmate.table.core import Table

        store = Store(url, key=None)
        tables = {number: Table(store, [parties[number]]) for number in home}
        for table in tables.values():
            table.warm()
        return store, tables

    store, tables = quietly(opened)
    from rollmate.table.core import Table

    inbox.send("ready")
    while True:
        try:
            request_id, number, seat, line = inbox.recv()
        except EOFError:
            return
        if number not in tables:
            tables[number] = Table(store, [parties[number]])
        answer = tables[number].answer(line, seat)
        inbox.send((request_id, [r.id for r in answer.rolls], answer.error))


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time the processes have used so far (Linux /proc; 0 for one that is gone)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def family(pid: int) -> list[int]:
    """A process and its children (the server: the postmaster and a backend per connection)."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    return [pid, *(int(c) for c in children.read_text().split())] if children.exists() else [pid]


class Players:
    """The players and GMs of every table: who rolls next, when, and what they were answered."""

    def __init__(self, tables: int, players: int, think: float, rng: random.Random) -> None:
        self.rng, self.think = rng, think
        start = time.monotonic()
        self.due = [(start + rng.uniform(0, think), t, p) for t in range(tables) for p in range(players)]
        heapq.heapify(self.due)  # (when, table, player) of every player not waiting for an answer
        self.waiting: dict[int, tuple[tuple[int, int], str, str, float]] = {}  # request -> (player, seat, line, sent)
        self.acknowledged: dict[int, str] = {}  # roll id -> phrase, as answered
        self.latencies: list[float] = []
        self.refused = 0
        self.next_id = 0

    def ready(self, now: float) -> list[tuple[int, int]]:
        """The players whose turn to roll has come (they leave the queue until answered)."""
        out = []
        while self.due and self.due[0][0] <= now:
            _, table, player = heapq.heappop(self.due)
            out.append((table, player))
        return out

    def later(self, player: tuple[int, int], when: float) -> None:
        heapq.heappush(self.due, (when, *player))

    def line_for(self, player: tuple[int, int]) -> tuple[str, str]:
        if self.rng.random() < 0.04:  # the table's GM gives someone a Luck Point back
            return "GM", f"{self.rng.choice(SEATS)} gets 1 luck"
        phrase = SPEND if self.rng.random() < 0.2 else self.rng.choice(PHRASES)
        return SEATS[player[1]], phrase

    def answered(self, request_id: int, rolls: list[int], error: str | None, now: float) -> None:
        player, seat, line, sent = self.waiting.pop(request_id)
        self.latencies.append(now - sent)
        self.refused += bool(error) and not rolls
        for roll in rolls:
            self.acknowledged[roll] = line
        self.later(player, now + (self.rng.expovariate(1 / self.think) if self.think else 0.0))

    def lost(self, request_ids: list[int], now: float) -> None:
        """Requests a killed worker never answered: the page asks again (a new request, timed anew)."""
        for request_id in request_ids:
            player, *_ = self.waiting.pop(request_id)
            self.later(player, now)


def run(args: argparse.Namespace, url: str, server_pid: int | None, folder: Path) -> dict[str, object]:
    from rollmate.log.store import Store

    parties = []
    for number in range(args.tables):
        party = folder / f"table-{number:02}.toml"
        party.write_text(f'campaign = "table-{number:02}"\n' + FS3.read_text(encoding="utf-8"), encoding="utf-8")
        parties.append(str(party))
    Store(url, key=None).close()  # the tables made once, before the workers race to it
    context = multiprocessing.get_context("spawn")
    workers: dict[int, tuple[multiprocessing.Process, Connection]] = {}

    ready: set[int] = set()  # workers that have opened every table: the ones tables are sent to

    def start(slot: int) -> None:
        mine, theirs = context.Pipe()
        home = [t for t in range(args.tables) if t % args.workers == slot]
        process = context.Process(target=worker, args=(url, parties, home, theirs), daemon=True)
        process.start()
        theirs.close()
        workers[slot] = (process, mine)

    for slot in range(args.workers):
        start(slot)
    for slot, (_, connection) in workers.items():
        if connection.recv() == "ready":
            ready.add(slot)
    rng = random.Random(args.seed)
    players = Players(args.tables, args.players, args.think, rng)
    in_flight: dict[int, list[int]] = {slot: [] for slot in range(args.workers)}
    server_cpu = cpu_seconds(family(server_pid)) if server_pid else 0.0
    worker_cpu = -cpu_seconds([w[0].pid or 0 for w in workers.values()])
    began, driver_cpu = time.monotonic(), time.process_time()
    kill_at = began + args.seconds / 2 if args.kill else float("inf")
    killed, restart_at = None, None
    end = began + args.seconds
    while True:
        now = time.monotonic()
        if killed is None and now >= kill_at:
            killed = next(iter(workers))
            worker_cpu += cpu_seconds([workers[killed][0].pid or 0])
            os.kill(workers[killed][0].pid or 0, signal.SIGKILL)
            ready.discard(killed)
            restart_at = now + 1.0
        if restart_at is not None and now >= restart_at and killed not in workers:
            start(killed)  # type: ignore[arg-type]
            worker_cpu -= cpu_seconds([workers[killed][0].pid or 0])  # type: ignore[index]
            in_flight[killed] = []  # type: ignore[index]
            restart_at = None
        if now < end:
            for player in players.ready(now):
                if ready:  # the table's own worker, else the next one up (only a dead worker's tables move)
                    slot = next((player[0] + k) % args.workers for k in range(args.workers)
                                if (player[0] + k) % args.workers in ready)
                    seat, line = players.line_for(player)
                    players.next_id += 1
                    players.waiting[players.next_id] = (player, seat, line, now)
                    try:
                        workers[slot][1].send((players.next_id, player[0], seat, line))
                        in_flight[slot].append(players.next_id)
                    except (BrokenPipeError, OSError):
                        players.lost([players.next_id], now)
                else:
                    players.later(player, now + 0.05)
        elif not players.waiting:
            break
        heard = wait([c for _, c in workers.values()], timeout=0.005)
        for connection in heard:
            slot = next(s for s, (_, c) in workers.items() if c is connection)
            try:
                said = connection.recv()  # type: ignore[union-attr]
            except (EOFError, OSError):  # the killed worker: what it had in flight is asked again elsewhere
                players.lost([r for r in in_flight[slot] if r in players.waiting], time.monotonic())
                in_flight[slot] = []
                ready.discard(slot)
                workers.pop(slot)[1].close()
                continue
            if said == "ready":  # the new worker has opened its tables: they come back to it
                ready.add(slot)
                continue
            request_id, rolls, error = said
            in_flight[slot].remove(request_id)
            players.answered(request_id, rolls, error, time.monotonic())
    seconds = time.monotonic() - began
    worker_cpu += cpu_seconds([w[0].pid or 0 for w in workers.values()])
    server_cpu = (cpu_seconds(family(server_pid)) - server_cpu) if server_pid else 0.0
    for process, connection in workers.values():
        connection.close()
        process.join(10)
    return {"players": players, "seconds": seconds,
            "cpu": (worker_cpu, server_cpu, time.process_time() - driver_cpu)}


def check(url: str, players: Players) -> list[str]:
    """What must hold after the run; the problems found (none: every promise kept)."""
    from rollmate.log.store import Store

    store = Store(url, key=None)
    problems = []
    logged = dict(store.db.execute("SELECT id, phrase FROM rolls").fetchall())
    lost = [r for r, phrase in players.acknowledged.items() if logged.get(r) != phrase]
    if lost:
        problems.append(f"{len(lost)} answered rolls are not in the log as answered (first: #{lost[0]})")
    report = store.verify()
    if not report.ok:
        problems += [f"verify: {d.kind}: {d.where}: {d.why}" for d in report.damage[:5]]
    spent: dict[tuple[str, str], float] = {}
    for campaign, spends in store.db.execute("SELECT campaign, spent FROM rolls").fetchall():
        for spend in json.loads(spends):
            if spend["resource"] == "luck":
                spent[(campaign, spend["who"])] = spent.get((campaign, spend["who"]), 0.0) + float(spend["amount"])
    for campaign, name, amount in store.db.execute("SELECT campaign, name, amount FROM events WHERE kind = 'grant'"):
        spent[(campaign, name)] = spent.get((campaign, name), 0.0) - float(amount)
    ledgers = {(c, n): float(s) for c, n, s in store.db.execute(
        "SELECT campaign, name, spent FROM ledger WHERE resource = 'luck'").fetchall()}
    wrong = [k for k in set(spent) | set(ledgers) if abs(spent.get(k, 0.0) - ledgers.get(k, 0.0)) > 1e-9]
    if wrong:
        problems.append(f"{len(wrong)} ledgers differ from their rolls and grants (first: {sorted(wrong)[0]})")
    caps = {"Nemesis": 1, "Mavros": 2, "Zoe": 1, "Tug": 1}
    over = [k for k, v in ledgers.items() if v > caps.get(k[1], 0) + 1e-9]
    if over:
        problems.append(f"{len(over)} characters spent more luck than their sheet gives (first: {over[0]})")
    store.close()
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--players", type=int, default=4, choices=range(1, len(SEATS) + 1))
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--think", type=float, default=0.4, help="mean seconds a player waits between rolls")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-kill", dest="kill", action="store_false",
                        help="no worker is killed: the same load without the failover, to see what the failover costs")
    args = parser.parse_args()
    from pgserver import ENV, Server, fresh_schema

    server = None if os.environ.get(ENV) else Server(durable=True).start()
    try:
        url = fresh_schema(os.environ.get(ENV) or server.url)  # type: ignore[union-attr]
        with tempfile.TemporaryDirectory(prefix="rollmate-load-") as parties:  # removed afterwards
            result = run(args, url, server.process.pid if server and server.process else None, Path(parties))
        players: Players = result["players"]  # type: ignore[assignment]
        seconds: float = result["seconds"]  # type: ignore[assignment]
        ms = sorted(x * 1000 for x in players.latencies)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        failover = "one killed with -9 midway" if args.kill else "none killed"
        print(f"{args.tables} tables x {args.players} players, {args.workers} workers ({failover}), "
              f"{seconds:.0f} s on {os.cpu_count()} cores")
        print(f"  {len(players.acknowledged)} rolls answered: {len(players.acknowledged) / seconds:.0f} rolls/s; "
              f"{len(ms)} answers p50 {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms "
              f"({players.refused} refused, e.g. luck already spent)")
        worker_cpu, server_cpu, driver_cpu = result["cpu"]  # type: ignore[misc]
        rolls = max(1, len(players.acknowledged))
        print(f"  CPU per roll: {worker_cpu / rolls * 1000:.1f} ms in the workers (answering: parse, resolve, odds, "
              f"write), {server_cpu / rolls * 1000:.1f} ms in PostgreSQL; load average "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores shared with other work")
        busy = (worker_cpu + server_cpu + driver_cpu) / (seconds * (os.cpu_count() or 1))
        print(f"  the cores were {busy:.0%} busy with this run alone (workers, PostgreSQL, and {driver_cpu:.1f} s of "
              f"CPU in this driver): near 100% a roll waits for a core, and the p99 is that wait")
        problems = check(url, players)
        print("  no committed roll lost; every chain verifies; every ledger exact" if not problems else
              "\n".join(f"  PROBLEM: {p}" for p in problems))
        return 1 if problems else 0
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
