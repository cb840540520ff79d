"""`rollmate serve --workers N` on one PostgreSQL log: every roll, whichever worker or process made it, reaches
every page (LISTEN/NOTIFY); a worker killed with -9 loses no committed roll, and a page that reconnects replays
from the log."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from served import FS3, ROOT, Stream, newest_roll, serve, tagger


@pytest.fixture
def pg_place(pg_server: str) -> str:
    from pgserver import fresh_schema

    return fresh_schema(pg_server)


def _post(link: str, line: str, seat: str) -> dict:  # type: ignore[type-arg]
    """One post from a client of its own (a new connection: the kernel hands it to any worker)."""
    page = httpx.get(link, timeout=10).text
    token = re.search(r'"token": "([0-9a-f]+)"', page.replace("&#34;", '"').replace("&quot;", '"'))
    assert token, page[:300]
    origin = re.match(r"https?://[^/]+", link).group(0)  # type: ignore[union-attr]
    done = httpx.post(f"{link}/say", json={"line": line, "seat": seat}, timeout=20,
                      headers={"X-Rollmate-Token": token.group(1), "Origin": origin})
    assert done.status_code == 200, done.text
    return done.json()


def _until(check, seconds: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return False


def _workers(parent: int) -> list[int]:
    """The uvicorn workers under `rollmate serve` (its children that serve pages)."""
    done = subprocess.run(["ps", "-o", "pid=", "--ppid", str(parent)], capture_output=True, text=True, check=False)
    children = [int(p) for p in done.stdout.split()]
    return [c for c in children if "spawn_main" in _command(c)]


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:  # gone meanwhile
        return ""


def test_several_workers_on_one_log_bring_every_roll_to_every_page(tmp_path: Path, pg_place: str) -> None:
    served = serve(tmp_path, db=pg_place, workers=2)
    streams: list[Stream] = []
    try:
        streams = [Stream(f"{served.seats['Nemesis']}/events") for _ in range(6)]  # spread over the workers
        assert _until(lambda: all(any(line.startswith("event: hello") for line in s.lines) for s in streams))
        made = [_post(served.seats["Nemesis"], phrase, "Nemesis")["rolls"][0]
                for phrase in ("roll Firearms", "roll Alertness", "Firearms +1", "roll Melee")]
        outside = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--db", pg_place, "--sheet", str(FS3),
                                  "--as", "Nemesis", "roll Athletics"], capture_output=True, text=True, timeout=60,
                                 env={**os.environ, "PYTHONPATH": str(ROOT / "src")}, cwd=tmp_path)
        assert outside.returncode == 0, outside.stderr  # a roll no worker made: only the server's word brings it
        everything = set(made) | {tagger(pg_place)(newest_roll(pg_place))}  # players know rolls by their tags
        assert _until(lambda: all(everything <= s.ids() for s in streams)), [s.ids() for s in streams]

        workers = _workers(served.process.pid)
        assert len(workers) == 2, workers
        os.kill(workers[0], signal.SIGKILL)  # one worker dies mid-game: its pages drop and come back
        more = [_post(served.seats["Nemesis"], "roll Firearms", "Nemesis")["rolls"][0] for _ in range(3)]
        late = Stream(f"{served.seats['Nemesis']}/events")  # a page that (re)connects replays from the log
        assert _until(lambda: (everything | set(more)) <= late.ids()), late.ids()
        assert _until(lambda: len(_workers(served.process.pid)) == 2, 20)  # uvicorn started another worker
        verified = subprocess.run([sys.executable, "-m", "rollmate", "log", "verify", "--db", pg_place],
                                  capture_output=True, text=True, timeout=60,
                                  env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
        assert verified.returncode == 0 and "every record checks out" in verified.stdout, verified.stdout
        late.close()
    finally:
        for stream in streams:
            stream.close()
        served.stop()


def test_workers_need_a_server_log(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "rollmate", "serve", "--sheet", str(FS3), "--db",
                           str(tmp_path / "log.db"), "--workers", "2"], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert done.returncode == 1 and "several workers share one roll log on PostgreSQL" in done.stderr


def test_a_roll_made_on_one_worker_is_the_next_workers_to_follow_up(pg_place: str) -> None:
    """Two workers' tables on one log: a roll made on the first reaches the second by the server's word, becomes
    its character's last roll there ('spend luck' on the second worker acts on it), and a GM's request made on
    one worker shows on the other's pages."""
    import asyncio

    from rollmate.faces.web.hub import Hub, Watcher
    from rollmate.faces.web.relay import relay
    from rollmate.log.store import Store
    from rollmate.table.core import Request, Table

    ghostburn = str(ROOT / "examples" / "ghostburn_party.toml")
    first, second = Table(Store(pg_place, key=None), [ghostburn]), Table(Store(pg_place, key=None), [ghostburn])
    assert second.answer("/history", "GM").error is None  # the second worker is up before anything is rolled

    async def scenario() -> None:
        hub = Hub()
        page = Watcher(gm=False, seat="Vex")
        hub.join(page)
        task = asyncio.create_task(relay(second, hub, 1.0))  # on PostgreSQL: listening
        try:
            await asyncio.sleep(1.0)  # listening
            (roll,) = first.answer("convince the bouncer, rolled 3 and 9", "Vex").rolls
            first.announce(Request("Vex", "sneak past the guard, Hard"))
            for _ in range(100):
                if roll.id in hub.published and hub.requests.get("Vex"):
                    break
                await asyncio.sleep(0.05)
            assert roll.id in hub.published and [r.phrase for r in hub.requests["Vex"]] == ["sneak past the guard, Hard"]
            sent = [page.queue.get_nowait()["event"] for _ in range(page.queue.qsize())]
            assert sent == ["roll", "request"], sent
            spent = second.answer("spend luck", "Vex")  # on the other worker: the roll it only heard of
            assert spent.rolls and "Success" in spent.text, spent.text
        finally:
            task.cancel()

    asyncio.run(scenario())
    assert first.store.spent(first.campaign, "ghostburn", "Vex", "luck") == 1.0
    assert first.store.verify().ok
    first.store.close()
    second.store.close()
