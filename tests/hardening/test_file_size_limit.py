"""A file-size limit (`ulimit -f`) or a full disk met while logging (issue 24, item 5): a plain message in every mode,
naming the log and the limit, and the roll not shown as made."""

from __future__ import annotations

import os
import resource
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

PARTY = str(EXAMPLES / "ghostburn_party.toml")


def rollmate(args: list[str], stdin: str, home: Path, limit: int | None = None) -> subprocess.CompletedProcess[str]:
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))

    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg")}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=60, preexec_fn=limited)


@pytest.fixture
def log(tmp_path: Path) -> Path:
    made = rollmate(["roll", "--db", str(tmp_path / "r.db"), "--sheet", PARTY, "convince the bouncer, rolled 3 and 9"],
                    "", tmp_path, limit=None)
    assert made.returncode == 0, made.stderr
    return tmp_path / "r.db"


MODES = {
    "one-shot": (["roll", "--db", "LOG", "--sheet", PARTY, "climb the fence, Hard, rolled 9 and 9"], ""),
    "batch": (["roll", "--json", "--db", "LOG", "--sheet", PARTY, "-"], "climb the fence, Hard, rolled 9 and 9\n" * 3),
    "chat": (["--db", "LOG", "--sheet", PARTY], "climb the fence, Hard, rolled 9 and 9\n/history\n"),
}
LIMITED = pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="no file-size limits here")


def run(mode: str, log: Path, limit: int, stdin: str | None = None) -> tuple[subprocess.CompletedProcess[str], str]:
    args, lines = MODES[mode]
    done = rollmate([str(log) if a == "LOG" else a for a in args], lines if stdin is None else stdin, log.parent,
                    limit)
    said = done.stdout + done.stderr
    assert "Traceback" not in said and "internal error" not in said, said
    return done, said


def rolls_in(log: Path) -> int:
    with sqlite3.connect(log) as db:
        return db.execute("SELECT count(*) FROM rolls").fetchone()[0]


@LIMITED
@pytest.mark.parametrize("mode", list(MODES))
def test_a_tiny_file_size_limit_is_a_plain_message_and_no_roll_is_made(log: Path, mode: str) -> None:
    done, said = run(mode, log, 8192)  # `ulimit -f 8`: less than SQLite needs to open the log at all
    assert done.returncode == 1 and f"{log}: the roll log cannot be" in said and "file-size limit" in said, said
    assert "Success" not in said and rolls_in(log) == 1  # 9 and 9 would have been one: nothing was rolled


@LIMITED
@pytest.mark.parametrize("mode", ["batch", "chat"])
def test_a_limit_met_mid_batch_stops_it_there_and_every_roll_shown_is_logged(log: Path, mode: str) -> None:
    limit = max(p.stat().st_size for p in log.parent.iterdir() if p.is_file()) + 4096  # it opens, then fills up
    done, said = run(mode, log, limit, stdin="climb the fence, Hard, rolled 9 and 9\n" * 60)
    assert f"{log}: the roll log cannot be written (the disk is full or a file-size limit was reached)" in said, said
    shown = said.count('"outcome": "Success"' if mode == "batch" else "Read as:")
    assert 0 < shown < 60 and rolls_in(log) == 1 + shown, said
    if mode == "batch":
        assert done.returncode == 1
    verified = rollmate(["log", "verify", "--db", str(log)], "", log.parent)
    assert verified.returncode == 0, verified.stdout
