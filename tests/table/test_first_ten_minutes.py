"""The README's "A newcomer's first ten minutes", typed into the real chat in a pseudo-terminal: every line the
walkthrough shows comes back (what it leaves out is '...'), and only the one roll it makes is in the roll log."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pexpect
from chatproc import spawn
from conftest import ROOT

PROMPT = "Vex> "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b[=>]|\r")


def walkthrough() -> list[tuple[str, list[str]]]:
    """(what is typed, the lines shown after it) for each line of the README's walkthrough."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## A newcomer's first ten minutes", 1)[1]
    block = section.split("```text\n", 1)[1].split("```", 1)[0]
    steps: list[tuple[str, list[str]]] = []
    for line in block.splitlines():
        if line.startswith(PROMPT):
            steps.append((line[len(PROMPT):], []))
        elif steps and line.strip() != "...":
            steps[-1][1].append(line)
    return steps


def flat(text: str) -> str:
    return " ".join(ANSI.sub("", text).split())


def test_the_readme_walkthrough_is_what_the_chat_says(tmp_path: Path) -> None:
    steps = walkthrough()
    assert len(steps) >= 12 and steps[0][0] == "hi" and any(typed == "/learn" for typed, _ in steps)
    child = spawn(tmp_path, tmp_path / "rolls.db")
    for typed, shown in steps:
        assert shown, typed
        child.sendline(typed)
        child.expect_exact(shown[0].strip()[:15])  # the answer has begun (the typed line's echo is before it)
        seen = child.before + child.after
        child.expect_exact(PROMPT)
        said = flat(seen + child.before)
        for line in shown:
            assert flat(line) in said, f"after {typed!r}, the chat did not say {line.strip()!r}; it said:\n{said}"
    child.sendeof()
    child.expect_exact("Bye.")
    child.expect(pexpect.EOF)
    with sqlite3.connect(tmp_path / "rolls.db") as db:  # the lesson and the questions log nothing
        assert db.execute("SELECT count(*) FROM rolls").fetchone()[0] == 1
        assert db.execute("SELECT count(*) FROM ledger").fetchone()[0] == 0
