"""Chat start-up: time from launching `rollmate --sheet ...` to its first prompt, in a pseudo-terminal.

Run: python bench/chat_start.py   (any environment with rollmate installed; no peers needed)
Target (issue 23): at most 1.2x a bare prompt_toolkit `PromptSession().prompt()` reaching its first prompt, measured
the same way and alternately in the same run. The chat shows its prompt after a first look at the sheet files and
loads the rest (rules, roll log, grammar) while the prompt is on the screen.
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
TARGET = 1.2  # x the bare prompt
BARE = "from prompt_toolkit import PromptSession; PromptSession().prompt('bare> ')"


def to_prompt(home: Path, command: list[str] | None = None, prompt: bytes = b"Vex> ") -> float:
    """Seconds from exec to the prompt on a 120x40 pseudo-terminal; then Ctrl-D."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home), "TERM": "xterm",
           "PROMPT_TOOLKIT_NO_CPR": "1"}
    start = time.perf_counter()
    command = command or [python(), "-m", "rollmate", "--sheet", str(PARTY), "--db", str(home / "rolls.db")]
    proc = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    seen = b""
    try:
        while prompt not in seen:
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


def main(rounds: int = 11) -> None:
    chat, bare = [], []
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        to_prompt(home)  # warm the file cache and the roll log
        for _ in range(rounds):
            chat.append(to_prompt(home))
            bare.append(to_prompt(home, [python(), "-c", BARE], b"bare>"))
    c, b = statistics.median(chat), statistics.median(bare)
    print(row("chat: start to first prompt / bare PromptSession prompt", f"{c / b:.2f}x",
              f"({c * 1000:.0f} ms vs {b * 1000:.0f} ms) target <= {TARGET}x", c / b <= TARGET))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
