"""A real `rollmate serve` in a subprocess for the face tests: its links, and a raw reader of its event stream."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Served:
    process: subprocess.Popen[str]
    player: str
    gm: str
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
          before: str = "") -> Served:
    """Start `rollmate serve` on a free port (on `db`, else a new SQLite log; with `workers` processes and more
    `options`); return once both links are printed and the page answers. `before` is Python the process runs before
    rollmate's own start (a test's fault, put in the real server)."""
    db = db or str(tmp / "log.db")
    port = free_port()
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
    while len(links) < 2 and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        output.append(line)
        found = re.search(r"(players|GM):\s+(http://\S+)", line)
        if found:
            links[found.group(1)] = found.group(2)
    if len(links) < 2:
        process.kill()
        raise AssertionError(f"rollmate serve printed no links: {''.join(output)}{process.stdout.read()}")
    threading.Thread(target=lambda: output.extend(iter(process.stdout.readline, "")), daemon=True).start()
    while time.monotonic() < deadline:
        try:
            httpx.get(links["players"], timeout=1)
            break
        except httpx.HTTPError:
            time.sleep(0.1)
    return Served(process, links["players"], links["GM"], db, output)


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

    def ids(self) -> set[int]:
        return {int(line[4:]) for line in self.lines if line.startswith("id: ")}

    def close(self) -> None:
        self.stop.set()
