"""Chat start-up: time from launching `rollmate --sheet ...` to its first prompt, in a pseudo-terminal.

Run: python bench/chat_start.py   (any environment with rollmate installed; no peers needed)
Target (issue 5): under 350 ms on the CI machine; printed as a ratio to `python -c "import prompt_toolkit"`,
the floor any prompt_toolkit chat pays, timed alternately in the same run.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

from common import ROOT, python, row

PARTY = ROOT / "examples" / "ghostburn_party.toml"
TARGET = 0.350


def to_prompt(home: Path) -> float:
    """Seconds from exec to the prompt 'Vex> ' on a 120x40 pseudo-terminal; then Ctrl-D."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home), "TERM": "xterm",
           "PROMPT_TOOLKIT_NO_CPR": "1"}
    start = time.perf_counter()
    proc = subprocess.Popen([python(), "-m", "rollmate", "--sheet", str(PARTY), "--db", str(home / "rolls.db")],
                            stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    seen = b""
    try:
        while b"Vex> " not in seen:
            ready, _, _ = select.select([master], [], [], 30)
            if not ready:
                raise RuntimeError(f"no prompt after 30 s; the chat printed: {seen[-300:]!r}")
            seen += os.read(master, 65536)
        elapsed = time.perf_counter() - start
        os.write(master, b"\x04")
        proc.wait(timeout=30)
    finally:
        proc.kill()
        os.close(master)
    return elapsed


def import_floor() -> float:
    start = time.perf_counter()
    subprocess.run([python(), "-c", "import prompt_toolkit"], check=True)
    return time.perf_counter() - start


def main(rounds: int = 11) -> None:
    chat, floor = [], []
    with tempfile.TemporaryDirectory() as folder:
        to_prompt(Path(folder))  # warm the file cache and the roll log
        for _ in range(rounds):
            chat.append(to_prompt(Path(folder)))
            floor.append(import_floor())
    c, f = statistics.median(chat), statistics.median(floor)
    print(row("chat: start to first prompt (median)", f"{c * 1000:.0f} ms", f"target < {TARGET * 1000:.0f} ms",
              c < TARGET))
    print(row("python -c 'import prompt_toolkit' (median)", f"{f * 1000:.0f} ms"))
    print(row("ratio chat start / prompt_toolkit import", f"{c / f:.2f}x"))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
