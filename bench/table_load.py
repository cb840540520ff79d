"""The page and the MCP server side by side with what they are measured against, in one run: the page's p99 at a
table's pace beside the machine's own floor (the same lines answered in this process, at the same pace), and the
MCP `roll` tool beside mcp-dice's `roll_dice`, over stdio, through the same client.

    bench/.env/bin/python bench/table_load.py [--clients 50] [--rolls 20] [--rounds 4] [--calls 50] [--mcp-rounds 5] [--only page|mcp] [--sync full|normal]

The page: its server runs in a process of its own (its per-client rate limit off: every client here is 127.0.0.1),
on the example FS3 party (each player posts at their seat's own link), with a fresh roll log; every roll is
committed to it before it is answered. `--clients` players each post a roll every 5 s on average, at random moments
(exponential waits), so the page gets one every 0.1 s on average. The floor: the same lines, answered and committed
by a Table in this process (no HTTP), one after an exponential wait of the same mean. The two take turns, `--rounds`
times each, so whatever the machine does meanwhile falls on both. Target (issue 34): the page's p99 at most 2x the
floor's.

MCP: rollmate's `roll` ("roll Firearms" for Nemesis; its log on disk, every roll committed before its answer) and
mcp-dice's `roll_dice` ("2d6+3"; mcp-dice 0.1.2 needs mcp<2, so it runs from bench/.peers), each a server over
stdio driven by the official MCP client SDK the same way (the initialize handshake both speak, the servers' error
output discarded alike), `--calls` calls each, one at a time, taking turns call by call (A B C D, then
B C D A, ...), in `--mcp-rounds` rounds on the same servers. Target: rollmate's p99 at most 1.0x mcp-dice's, a
round's p99s compared and the verdict on the median of the rounds' ratios (the p99 of 50 calls is the slowest one,
which a single stall of a shared machine decides). rollmate takes its turn twice: as it runs by default (`--sync full`: each commit synced to the
disk, so a roll answered survives a power loss) and with `--sync normal` (synced at checkpoints only: a roll answered
survives rollmate being killed, not a power loss); each has its verdict. A fourth server takes its turn beside them:
rollmate with its log in memory (a RAM disk), not a way to run it, only the table's own work; then each server's own
CPU time a call (/proc) and, on the disk the logs are on, a bare fdatasync of 4 KB (what `--sync full` waits for).

Before them, the table alone: lines one by one (a commit each) against 50 askers at once through the writer
(table.batch: one commit for the lines that arrived together).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
FS3 = ROOT / "examples" / "fs3_party.toml"
PHRASES = ["roll Firearms", "climb the wall, Athletics -2", "roll Alertness", "Firearms +1"]
SEATS = ["Nemesis", "Mavros", "Zoe", "Elodie", "Tug"]
PACE = 5.0  # seconds between one player's rolls at a lively table
PEER = ROOT / "bench" / ".peers" / "bin" / "mcp-dice"
RAM = Path("/dev/shm")


def server(db: Path, port: int, sync: str = "full") -> None:
    """Run the page (rate limit off) and print each seat's link code and the token its page posts with."""
    import uvicorn

    from rollmate.faces.web.app import create_app
    from rollmate.faces.web.guard import table_links
    from rollmate.log.store import Store
    from rollmate.table.core import Table

    table = Table(Store(db, sync=sync), [str(FS3)])
    codes = table_links(table)
    print(json.dumps({seat: [code, codes.token(code)] for seat, code in codes.seats.items()}), flush=True)
    uvicorn.run(create_app(table, codes, rate=0), host="127.0.0.1", port=port, log_level="warning", access_log=False)


def p99(ms: list[float]) -> float:
    ms = sorted(ms)
    return ms[min(len(ms) - 1, int(len(ms) * 0.99))]


def timed(name: str, ms: list[float]) -> str:
    return f"{name:<58} p50 {statistics.median(ms):6.1f} ms  p99 {p99(ms):6.1f} ms  ({len(ms)})"


def verdict(name: str, ratio: float, target: float) -> str:
    return f"{name:<58} {ratio:5.2f}x  target <= {target:g}x  {'ok' if ratio <= target else 'MISSED'}"


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
    return (f"{'table alone: a line, its commit, the next line':<58} {alone:6.2f} ms a line\n"
            f"{f'table alone: {clients} askers, a commit per group':<58} {together:6.2f} ms a line  "
            f"({lines // clients * clients / batch.groups:.0f} lines per commit; {alone / together:.2f}x)")


async def page_and_floor(clients: int, rolls: int, rounds: int, pace: float, tmp: Path,
                         sync: str = "full") -> list[str]:
    """The page's latency at a table's pace and the floor's, in turns (`rounds` each), both logs with `sync`; rows
    and the verdict."""
    import httpx

    from rollmate.log.store import Store
    from rollmate.table.core import Table

    table = Table(Store(tmp / "floor.db", sync=sync), [str(FS3)])  # the floor: the same lines in this process
    table.warm()
    rng = random.Random(7)

    def line(n: int) -> None:
        with table.together():
            assert table.answer(PHRASES[n % len(PHRASES)], SEATS[n % len(SEATS)]).rolls

    port = 18000 + os.getpid() % 1000
    process = await asyncio.create_subprocess_exec(sys.executable, __file__, "--serve", str(tmp / "page.db"),
                                                   str(port), sync, stdout=asyncio.subprocess.PIPE)
    try:
        assert process.stdout is not None
        links = json.loads(await process.stdout.readline())  # each seat's link: a player posts at their own
        assert set(SEATS) <= set(links), links
        base = {seat: f"http://127.0.0.1:{port}/t/{links[seat][0]}" for seat in SEATS}
        headers = {seat: {"Content-Type": "application/json", "X-Rollmate-Token": links[seat][1]} for seat in SEATS}
        # The client lets an idle connection go before uvicorn's 5 s keep-alive closes it (a player at the table's
        # pace waits longer than that between rolls), so a post never races the server closing its connection.
        limits = httpx.Limits(max_connections=clients + 5, keepalive_expiry=4.0)
        async with httpx.AsyncClient(timeout=60, limits=limits) as web:
            for _ in range(100):
                try:
                    await web.get(base[SEATS[0]])
                    break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)
            page: list[float] = []
            floor: list[float] = []

            async def player(n: int, count: int, into: list[float] | None) -> None:
                for k in range(count):
                    if into is not None:  # a player at a table: a roll every `pace` s on average, at random moments
                        await asyncio.sleep(rng.expovariate(1 / pace))
                    seat = SEATS[n % len(SEATS)]
                    start = time.perf_counter()
                    answer = await web.post(f"{base[seat]}/say", json={"line": PHRASES[(n + k) % len(PHRASES)]},
                                            headers=headers[seat])
                    took = time.perf_counter() - start
                    assert answer.status_code == 200 and answer.json()["rolls"], answer.text
                    if into is not None:
                        into.append(took * 1000)

            for n in range(20):  # warm up: each seat's first rolls, on the page and here
                await player(n, 1, None)
                line(n)
            each = max(1, rolls // rounds)
            for _ in range(rounds):
                await asyncio.gather(*(player(n, each, page) for n in range(clients)))
                for n in range(clients * each):  # the same number of lines, one every pace / clients s on average
                    await asyncio.sleep(rng.expovariate(clients / pace))
                    start = time.perf_counter()
                    line(n)
                    floor.append((time.perf_counter() - start) * 1000)
    finally:
        process.terminate()
        await process.wait()
        table.store.close()
    return [timed(f"page: {clients} players, a roll each every {pace:g} s" + ("" if sync == "full" else f" (--sync {sync})"), page),
            timed("floor: the same lines in this process, at the same pace", floor),
            verdict("page p99 / floor p99", p99(page) / p99(floor), 2.0)]


def children() -> set[int]:
    """This process's children (Linux's /proc; empty elsewhere)."""
    found = set()
    for entry in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            if int(entry.read_text().rsplit(")", 1)[1].split()[1]) == os.getpid():
                found.add(int(entry.parent.name))
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def side_by_side(servers: dict[str, tuple[Any, str, dict[str, Any]]], calls: int,
                       warm: int = 10) -> tuple[dict[str, list[float]], dict[str, float]]:
    """Milliseconds of each of `calls` tool calls on each server, the servers taking turns (A B C, B C A, C A B ...),
    so what the machine does meanwhile falls on all alike and none always runs right after the same other; and each
    server's own CPU time per call over them (where /proc shows it). Each server is (its MCP transport, the tool,
    its arguments), all driven by one kind of client the same way."""
    from mcp import Client

    async with contextlib.AsyncExitStack() as stack:
        clients, pids = {}, {}
        for name, (transport, _, _) in servers.items():
            before = children()
            clients[name] = await stack.enter_async_context(Client(transport, read_timeout_seconds=120,
                                                                   mode="legacy"))
            pids[name] = next(iter(children() - before), None)

        async def call(name: str) -> float:
            _, tool, arguments = servers[name]
            start = time.perf_counter()
            answer = await clients[name].call_tool(tool, arguments)
            took = time.perf_counter() - start
            assert not answer.is_error, (name, answer.content)
            return took * 1000

        names = list(servers)
        for _ in range(warm):
            for name in names:
                await call(name)
        ms: dict[str, list[float]] = {name: [] for name in servers}
        used = {name: cpu_seconds(pid) for name, pid in pids.items() if pid is not None}
        for n in range(calls):  # each turn starts one server further on: none always follows the same other
            for name in names[n % len(names):] + names[:n % len(names)]:
                ms[name].append(await call(name))
        cpu = {name: (cpu_seconds(pids[name]) - spent) / calls * 1000 for name, spent in used.items()}
    return ms, cpu


def stdio(command: list[str], errlog: TextIO) -> Any:
    """The SDK's stdio transport for `command`, its error output to `errlog` (mcp-dice logs every call there)."""
    from mcp import StdioServerParameters
    from mcp.client.stdio import stdio_client

    return stdio_client(StdioServerParameters(command=command[0], args=command[1:]), errlog=errlog)


def rollmate_mcp(db: Path, sync: str = "full") -> list[str]:
    return [sys.executable, "-m", "rollmate", "mcp", "--sheet", str(FS3), "--db", str(db), "--sync", sync]


def fdatasyncs(folder: Path, count: int, *, in_place: bool = False) -> list[float]:
    """Milliseconds of `count` fdatasyncs, each after 4 KB written to a file in `folder`: appended (the file grows,
    as a fresh log's write-ahead file does, so the file system commits its size too) or `in_place` (over 4 KB
    already on the disk, as in a write-ahead file SQLite reuses after its first checkpoint)."""
    ms = []
    fd = os.open(folder / "sync.bin", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        if in_place:
            os.write(fd, b"r" * 4096 * count)
            os.fsync(fd)
        for n in range(count):
            if in_place:
                os.pwrite(fd, b"s" * 4096, 4096 * n)
            else:
                os.write(fd, b"r" * 4096)
            start = time.perf_counter()
            os.fdatasync(fd)
            ms.append((time.perf_counter() - start) * 1000)
    finally:
        os.close(fd)
    return ms


async def mcp_rows(calls: int, rounds: int, tmp: Path) -> list[str]:
    """MCP's rows: `rounds` rounds of `calls` calls on each server, one after another on the same servers; the
    verdicts on the median over the rounds of each round's ratio of p99s (the issue's measure, taken `rounds`
    times), each round's ratio shown."""
    roll = {"phrase": "roll Firearms", "character": "Nemesis"}
    if not PEER.exists():
        return [f"mcp-dice: not installed ({PEER.relative_to(ROOT)}; bench/setup installs it), so not timed"]
    with open(os.devnull, "w") as quiet, tempfile.TemporaryDirectory(dir=RAM if RAM.is_dir() else None) as ram:
        each, cpu = await side_by_side({"rollmate": (stdio(rollmate_mcp(tmp / "mcp.db"), quiet), "roll", roll),
                                        "mcp-dice": (stdio([str(PEER)], quiet), "roll_dice", {"notation": "2d6+3"}),
                                        "normal": (stdio(rollmate_mcp(tmp / "normal.db", "normal"), quiet), "roll",
                                                   roll),
                                        "in memory": (stdio(rollmate_mcp(Path(ram) / "mcp.db"), quiet), "roll", roll)},
                                       calls * rounds)
    synced, in_place = fdatasyncs(tmp, calls), fdatasyncs(tmp, calls, in_place=True)
    used = ("  the servers' own CPU a call: " + ", ".join(f"{name} {cpu[name]:.1f} ms" for name in cpu)
            if cpu else "  the servers' own CPU: not shown here (no /proc)")

    def ratios(name: str) -> list[float]:
        cut = [range(n * calls, (n + 1) * calls) for n in range(rounds)]
        return [p99([each[name][i] for i in r]) / p99([each["mcp-dice"][i] for i in r]) for r in cut]

    def rounded(label: str, name: str) -> str:
        found = ratios(name)
        return (verdict(f"{label} (median of {rounds} rounds)", statistics.median(found), 1.0)
                + "  rounds: " + " ".join(f"{r:.2f}" for r in found))

    slowest = "; p99 of so few is the slowest call" if calls < 100 else ""
    return [f"mcp: {rounds} rounds of {calls} calls on each server, the servers taking turns call by call (the "
            f"machine's load falls on all alike){slowest}",
            timed("mcp: rollmate roll (--sync full, the default)", each["rollmate"]),
            timed("mcp: mcp-dice roll_dice", each["mcp-dice"]),
            timed("mcp: rollmate roll --sync normal", each["normal"]),
            timed("  beside them: rollmate roll, its log in memory", each["in memory"]), used,
            rounded("rollmate p99 / mcp-dice p99", "rollmate"),
            rounded("rollmate --sync normal p99 / mcp-dice p99", "normal"),
            rounded("  in memory p99 / mcp-dice p99", "in memory"),
            timed("  a bare fdatasync of 4 KB appended, on the logs' disk", synced),
            timed("  a bare fdatasync of 4 KB written in place, right after", in_place)]


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--rolls", type=int, default=20, help="rolls per player, over all the rounds")
    parser.add_argument("--rounds", type=int, default=4, help="turns of the page and the floor")
    parser.add_argument("--calls", type=int, default=50, help="MCP calls per server in a round")
    parser.add_argument("--mcp-rounds", type=int, default=5, help="rounds of --calls calls (each round's p99s "
                        "compared; the verdict on the median)")
    parser.add_argument("--only", choices=("page", "mcp"), help="time only the page (and the table alone) or MCP")
    parser.add_argument("--sync", choices=("full", "normal"), default="full",
                        help="the page's and the floor's logs (MCP times both)")
    args = parser.parse_args()
    print(f"rollmate side by side, {datetime.date.today()}, {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    with tempfile.TemporaryDirectory() as tmp:
        if args.only != "mcp":
            print(await grouped(args.clients, 300, Path(tmp)))
            print("\n".join(await page_and_floor(args.clients, args.rolls, args.rounds, PACE, Path(tmp), args.sync)))
        if args.only != "page":
            print("\n".join(await mcp_rows(args.calls, args.mcp_rounds, Path(tmp))))
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--serve":
        server(Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    else:
        asyncio.run(main())
