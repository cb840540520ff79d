"""The table under load: 50 players post rolls to the page's roll endpoint (at a table's pace, then back to back),
and 50 calls of the MCP `roll` tool are in flight at once over stdio; p50/p99 latency and rolls per second. Where the npm package
@randsum/mcp installs, its `roll` over stdio is timed in the same run.

    bench/.env/bin/python bench/table_load.py [--clients 50] [--rolls 20]

The server runs in a process of its own (the page with its per-client rate limit off: every client here is
127.0.0.1), on the example FS3 party, with a fresh roll log; every roll is committed to it before it is answered.
The page loads the reader at startup now (Table.warm in its lifespan); the bench's own first player still warms up
before the timed runs, so the work timed is the same as before. The first two rows time the table alone (no HTTP):
lines answered one by one, a commit each, against lines asked together and committed together (table.batch, as
the page and the MCP server do). Two more rows show what this machine itself does to a tail: the same table work,
in-process, back to back and then one line every 0-200 ms (the page's pace: 50 players, a roll each every 5 s), and
a fixed piece of pure Python timed the same two ways. Their p99 is the floor under the page's p99 here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FS3 = ROOT / "examples" / "fs3_party.toml"
PHRASES = ["roll Firearms", "climb the wall, Athletics -2", "roll Alertness", "Firearms +1"]
SEATS = ["Nemesis", "Mavros", "Zoe", "Elodie", "Tug"]
PACE = 5.0  # seconds between one player's rolls at a lively table


def server(db: Path, port: int) -> None:
    """Run the page (rate limit off) and print its links."""
    import uvicorn

    from rollmate.faces.web.app import create_app
    from rollmate.faces.web.guard import Codes
    from rollmate.log.store import Store
    from rollmate.table.core import Table

    codes = Codes()
    table = Table(Store(db), [str(FS3)])
    print(json.dumps({"player": codes.player, "token": codes.token(codes.player)}), flush=True)
    uvicorn.run(create_app(table, codes, rate=0), host="127.0.0.1", port=port, log_level="warning", access_log=False)


def summary(name: str, latencies: list[float], seconds: float) -> str:
    ms = sorted(x * 1000 for x in latencies)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return (f"{name:<44} p50 {statistics.median(ms):7.1f} ms  p99 {p99:7.1f} ms  "
            f"{len(ms) / seconds:7.0f} rolls/s  ({len(ms)} rolls)")


async def page(clients: int, rolls: int, tmp: Path) -> str:
    import httpx

    port = 18000 + os.getpid() % 1000
    process = await asyncio.create_subprocess_exec(sys.executable, __file__, "--serve", str(tmp / "page.db"),
                                                   str(port), stdout=asyncio.subprocess.PIPE)
    try:
        assert process.stdout is not None
        link = json.loads(await process.stdout.readline())
        base = f"http://127.0.0.1:{port}/t/{link['player']}"
        headers = {"Content-Type": "application/json", "X-Rollmate-Token": link["token"]}
        # The client lets an idle connection go before uvicorn's 5 s keep-alive closes it (a player at the table's
        # pace waits longer than that between rolls), so a post never races the server closing its connection.
        limits = httpx.Limits(max_connections=clients + 5, keepalive_expiry=4.0)
        async with httpx.AsyncClient(timeout=60, limits=limits) as web:
            for _ in range(100):
                try:
                    await web.get(base)
                    break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)
            latencies: list[float] = []

            async def player(n: int, pace: float = 0.0) -> None:
                for k in range(rolls):
                    if pace:  # a player at a table: a roll every `pace` seconds on average, at random moments
                        await asyncio.sleep(random.expovariate(1 / pace))
                    body = {"line": PHRASES[(n + k) % len(PHRASES)], "seat": SEATS[n % len(SEATS)]}
                    start = time.perf_counter()
                    answer = await web.post(f"{base}/say", json=body, headers=headers)
                    latencies.append(time.perf_counter() - start)
                    assert answer.status_code == 200 and answer.json()["rolls"], answer.text

            await player(0)  # warm up: the grammar's tables, the first seat
            rows = []
            for pace, name in ((PACE, f"page: {clients} players, a roll each every {PACE:g} s"),
                               (0.0, f"page: {clients} players posting back to back")):
                latencies.clear()
                start = time.perf_counter()
                await asyncio.gather(*(player(n, pace) for n in range(clients)))
                rows.append(summary(name, latencies, time.perf_counter() - start))
        return "\n".join(rows)
    finally:
        process.terminate()
        await process.wait()


async def grouped(clients: int, lines: int, tmp: Path) -> str:
    """The table alone, in this process, with no HTTP: `lines` answered one after another (one commit, so one
    fsync, each), then `lines` asked by `clients` at once through the faces' writer (table.batch: one commit for
    the lines that arrived together). Milliseconds of wall time per line, and lines per commit."""
    from rollmate.log.store import Store
    from rollmate.table.batch import Batch
    from rollmate.table.core import Table

    table = Table(Store(tmp / "grouped.db"), [str(FS3)])
    table.warm()
    for n in range(20):  # the seats' first rolls
        table.answer(PHRASES[n % len(PHRASES)], SEATS[n % len(SEATS)])
    start = time.perf_counter()
    for n in range(lines):
        assert table.answer(PHRASES[n % len(PHRASES)], SEATS[n % len(SEATS)]).rolls
    alone = (time.perf_counter() - start) / lines * 1000
    batch = Batch(table)

    async def asker(n: int) -> None:
        for k in range(lines // clients):
            line, seat = PHRASES[(n + k) % len(PHRASES)], SEATS[n % len(SEATS)]
            assert (await batch.run(lambda line=line, seat=seat: table.answer(line, seat))).rolls

    start = time.perf_counter()
    await asyncio.gather(*(asker(n) for n in range(clients)))
    together = (time.perf_counter() - start) / (lines // clients * clients) * 1000
    await batch.close()
    table.store.close()
    return (f"{'table alone: a line, its commit, the next line':<44} {alone:7.2f} ms a line\n"
            f"{f'table alone: {clients} askers, a commit per group':<44} {together:7.2f} ms a line  "
            f"({lines // clients * clients / batch.groups:.0f} lines per commit; {alone / together:.2f}x)")


def spread(ms: list[float]) -> str:
    ms = sorted(ms)
    return f"p50 {statistics.median(ms):5.1f} ms  p99 {ms[min(len(ms) - 1, int(len(ms) * 0.99))]:5.1f} ms"


def machine(lines: int, pace: float, tmp: Path) -> str:
    """The table's work for one line (answer and commit, in this process) and a fixed piece of pure Python, each
    timed back to back and then at `pace` (a line every 0 to 2 x pace seconds, as the page gets them): on a shared
    virtual machine the same work done now and then is slower and has a longer tail than done back to back."""
    from rollmate.log.store import Store
    from rollmate.table.core import Table

    table = Table(Store(tmp / "machine.db"), [str(FS3)])
    table.warm()
    rng = random.Random(7)

    def line(n: int) -> None:
        with table.together():
            assert table.answer(PHRASES[n % len(PHRASES)], SEATS[n % len(SEATS)]).rolls

    def fixed(n: int) -> None:  # about a millisecond of arithmetic, the same every time
        total = 0
        for i in range(12_000):
            total += i * i % 7

    rows = []
    for work, name in ((line, "table alone: answer + commit"), (fixed, "a fixed piece of pure Python")):
        for n in range(20):
            work(n)
        timed: dict[str, list[float]] = {"back to back": [], "at the page's pace": []}
        for how, ms in timed.items():
            for n in range(lines):
                start = time.perf_counter()
                work(n)
                ms.append((time.perf_counter() - start) * 1000)
                if how != "back to back":
                    time.sleep(rng.uniform(0, 2 * pace))
        rows.append(f"{name:<44} " + "; ".join(f"{how} {spread(ms)}" for how, ms in timed.items()))
    table.store.close()
    return "\n".join(rows)


async def mcp_roll(command: list[str], arguments: list[dict[str, object]], clients: int, rolls: int,
                   name: str) -> str:
    from mcp import Client, StdioServerParameters

    server = StdioServerParameters(command=command[0], args=command[1:])
    async with Client(server, read_timeout_seconds=120) as client:
        await client.call_tool("roll", arguments[0])  # warm up
        latencies: list[float] = []

        async def caller(n: int) -> None:
            for k in range(rolls):
                start = time.perf_counter()
                answer = await client.call_tool("roll", arguments[(n + k) % len(arguments)])
                latencies.append(time.perf_counter() - start)
                assert not answer.is_error, answer.content

        start = time.perf_counter()
        await asyncio.gather(*(caller(n) for n in range(clients)))
        took = time.perf_counter() - start
    return summary(name, latencies, took)


def randsum() -> tuple[list[str] | None, str]:
    """The @randsum/mcp server's command, installed with npm into a folder of the bench's own, or None and why not."""
    where = Path(__file__).parent / ".npm"
    entry = where / "node_modules" / "@randsum" / "mcp"
    said = "npm is not installed"
    if not entry.exists() and shutil.which("npm"):
        where.mkdir(exist_ok=True)
        done = subprocess.run(["npm", "install", "--loglevel=error", "--prefix", str(where), "@randsum/mcp"],
                              capture_output=True, text=True, timeout=300)
        said = ("the npm registry has no such package (404 Not Found)" if "E404" in done.stderr else
                "npm could not fetch it")
    if not entry.exists():
        return None, said
    package = json.loads((entry / "package.json").read_text())
    binary = package.get("bin")
    script = binary if isinstance(binary, str) else next(iter((binary or {}).values()), package.get("main"))
    return (["node", str(entry / script)], "") if script else (None, "its package names no program to run")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--rolls", type=int, default=20, help="rolls per client")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        print(await grouped(args.clients, 300, Path(tmp)))
        print(machine(300, PACE / args.clients, Path(tmp)))
        print(await page(args.clients, args.rolls, Path(tmp)))
        ours = [sys.executable, "-m", "rollmate", "mcp", "--sheet", str(FS3), "--db", str(Path(tmp) / "mcp.db")]
        calls = [{"phrase": p, "character": SEATS[n % len(SEATS)]} for n, p in enumerate(PHRASES)]
        print(await mcp_roll(ours, calls, args.clients, args.rolls, f"mcp: roll tool, {args.clients} calls at once"))
        theirs, why = randsum()
        if theirs is None:
            print(f"@randsum/mcp: not installable here ({why}), so not timed")
        else:
            print(await mcp_roll(theirs, [{"notation": "4d6"}], args.clients, args.rolls,
                                 f"@randsum/mcp: roll tool, {args.clients} calls at once"))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--serve":
        server(Path(sys.argv[2]), int(sys.argv[3]))
    else:
        asyncio.run(main())
