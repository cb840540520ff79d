"""A real `rollmate serve` in a subprocess for the face tests: its links, and a raw reader of its event stream."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx

from rollmate.faces.web.guard import Codes
from rollmate.log.store import Store

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Served:
    process: subprocess.Popen[str]
    gm: str
    seats: dict[str, str]  # each character's own link
    db: Path | str
    output: list[str] = field(default_factory=list)  # every line it printed (stdout and stderr), as it comes

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def serve(tmp: Path, *sheets: Path, db: str | None = None, workers: int = 1, options: Sequence[str] = (),
          port: int | None = None, before: str = "") -> Served:
    """Start `rollmate serve` on `port` or a free one (on `db`, else a new SQLite log; with `workers` processes and
    more `options`); return once its links (the GM's and each seat's) are printed and the page answers. `before` is
    Python the process runs before rollmate's own start (a test's fault, put in the real server)."""
    db = db or str(tmp / "log.db")
    port = port or free_port()
    start = ["-m", "rollmate"]
    if before:
        start = ["-c", f"{before}\nfrom rollmate.command import main\nraise SystemExit(main())"]
    command = [sys.executable, *start, "serve", "--db", db, "--port", str(port), "--workers", str(workers), *options]
    for sheet in sheets or (FS3,):
        command += ["--sheet", str(sheet)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"}, cwd=tmp)
    links: dict[str, str] = {}
    output: list[str] = []
    deadline = time.monotonic() + 30
    assert process.stdout is not None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        output.append(line)
        if not line or line.startswith("Ctrl-C"):
            break
        found = re.match(r"\s+(\S.*?):\s+(http://\S+)", line)
        if found:
            links[found.group(1)] = found.group(2)
    if "GM" not in links:
        process.kill()
        raise AssertionError(f"rollmate serve printed no links: {''.join(output)}{process.stdout.read()}")
    threading.Thread(target=lambda: output.extend(iter(process.stdout.readline, "")), daemon=True).start()  # flowing
    gm = links.pop("GM")
    while time.monotonic() < deadline:
        try:
            httpx.get(gm, timeout=1)
            break
        except httpx.HTTPError:
            time.sleep(0.1)
    return Served(process, gm, links, db, output)


def tagger(db: Path | str) -> Callable[[int], str]:
    """How the players' pages of the table served on `db` know a roll (guard.Codes.tag), from its links in the log."""
    store = Store(db, key=None)
    try:
        (kept,) = store.db.execute("SELECT value FROM meta WHERE key LIKE 'table:links:%'").fetchone()
    finally:
        store.close()
    codes = Codes.loads(kept)
    assert codes is not None, kept
    return codes.tag


def newest_roll(db: Path | str) -> int:
    store = Store(db, key=None)
    try:
        return int(store.db.execute("SELECT max(id) FROM rolls").fetchone()[0])
    finally:
        store.close()


def page_token(link: str) -> dict[str, str]:
    """The headers the table's own page sends with a post (its token and origin)."""
    page = httpx.get(link).text.replace("&#34;", '"').replace("&quot;", '"')
    token = re.search(r'"token": "([0-9a-f]+)"', page)
    assert token, page[:300]
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(link))
    return {"Content-Type": "application/json", "X-Rollmate-Token": token.group(1), "Origin": origin}


@dataclass
class Stream:
    """Every line an event stream sends, read in a thread until closed."""

    url: str
    lines: list[str] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            with httpx.stream("GET", self.url, timeout=httpx.Timeout(5, read=None)) as response:
                for line in response.iter_lines():
                    self.lines.append(line)
                    if self.stop.is_set():
                        return
        except httpx.HTTPError:  # the server (or its worker) went away: the stream ends, as a browser's would
            self.lines.append(": closed")

    def ids(self) -> set[str]:
        """The ids of the events it sent: the log's numbers on the GM's stream, tags on a player's (tagger)."""
        return {line[4:] for line in self.lines if line.startswith("id: ")}

    def close(self) -> None:
        self.stop.set()
