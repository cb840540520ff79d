"""Start the real chat in a pseudo-terminal (pexpect) with its own HOME and data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect
from conftest import EXAMPLES, ROOT

PARTY = str(EXAMPLES / "ghostburn_party.toml")


def chat_env(home: Path) -> dict[str, str]:
    return {
        **os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "TERM": "xterm",
        "PYTHONPATH": str(ROOT / "src"), "PROMPT_TOOLKIT_NO_CPR": "1",
    }


def spawn(home: Path, db: Path, *extra: str, party: str = PARTY, prompt: str = "Vex> ") -> pexpect.spawn:
    child = pexpect.spawn(
        sys.executable, ["-m", "rollmate", "--sheet", party, "--db", str(db), *extra],
        env=chat_env(home), cwd=str(ROOT), encoding="utf-8", dimensions=(50, 160), timeout=30,
    )
    child.expect(prompt)
    return child


def say(child: pexpect.spawn, text: str, until: str, prompt: str = "Vex> ") -> str:
    """Type a line, wait for `until` and the next prompt; return what came back in between."""
    child.sendline(text)
    child.expect_exact(until)
    seen = child.before + child.after
    child.expect_exact(prompt)
    return seen
