"""When the answer cannot be shown, rollmate says so plainly, exits 1 and keeps no roll that nobody saw:
stdout closed or on a full disk, stdin closed, an ASCII-only terminal, seeds out of range."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

PARTY = str(EXAMPLES / "ghostburn_party.toml")
posix_only = pytest.mark.skipif(os.name != "posix", reason="closes file descriptors the POSIX way")


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None, stdout: object = subprocess.PIPE,
        before: Callable[[], None] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "PYTHONPATH": str(ROOT / "src"), **(env or {})}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], input=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, env=full, timeout=60, preexec_fn=before)


def rolls(db: Path) -> int:
    if not db.exists():
        return 0
    with sqlite3.connect(db) as con:
        return con.execute("SELECT count(*) FROM rolls").fetchone()[0]


def luck_spent(db: Path) -> float:
    with sqlite3.connect(db) as con:
        row = con.execute("SELECT spent FROM ledger WHERE name = 'Vex' AND resource = 'luck'").fetchone()
    return row[0] if row else 0.0


def plain_failure(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 1
    assert words in done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert "Exception ignored" not in done.stderr


@posix_only
def test_stdout_closed_rolls_nothing(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    done = run("roll", "--sheet", PARTY, "--db", str(db), "convince the bouncer with luck", before=lambda: os.close(1))
    plain_failure(done, "standard output is closed")
    assert rolls(db) == 0


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("phrases", [["convince the bouncer with luck"], ["-"]])
def test_stdout_on_a_full_disk_keeps_no_roll_and_gives_back_the_luck(tmp_path: Path, phrases: list[str]) -> None:
    db = tmp_path / "r.db"
    with open("/dev/full", "w") as full:
        done = run("roll", "--sheet", PARTY, "--db", str(db), *phrases, stdout=full,
                   stdin="convince the bouncer with luck\nshoot the guard\n")
    plain_failure(done, "No space left on device")
    assert "the roll was not kept" in done.stderr
    assert rolls(db) == 0 and luck_spent(db) == 0


@posix_only
def test_stdin_closed_is_a_message_for_a_batch_and_the_chat(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    for args in (["roll", "--sheet", PARTY, "--db", str(tmp_path / "r.db"), "-"], ["--sheet", PARTY]):
        done = subprocess.run([sys.executable, "-m", "rollmate", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "src"), **env}, timeout=60,
                              preexec_fn=lambda: os.close(0))
        plain_failure(done, "standard input is closed")
    assert rolls(tmp_path / "r.db") == 0


def test_an_ascii_terminal_shows_a_non_ascii_name(tmp_path: Path) -> None:
    sheet = tmp_path / "zoe.toml"
    sheet.write_text('system = "fs3"\nname = "Zo\u00eb"\n[action_skills]\nfirearms = 3\n', encoding="utf-8")
    db = tmp_path / "r.db"
    ascii_only = {"PYTHONIOENCODING": "ascii"}
    done = run("roll", "--sheet", str(sheet), "--db", str(db), "roll firearms", env=ascii_only)
    assert done.returncode == 0, done.stderr
    assert "Zo?: Firearms" in done.stdout and rolls(db) == 1
    done = run("roll", "--json", "--sheet", str(sheet), "roll firearms", env=ascii_only)
    assert done.returncode == 0, done.stderr
    assert "Zo\\u00eb" in done.stdout and json.loads(done.stdout)["actor"] == "Zo\u00eb"


@pytest.mark.parametrize("seed", ["99999999999999999999", "-5"])
def test_a_seed_out_of_range_is_refused_before_anything_is_rolled(tmp_path: Path, seed: str) -> None:
    db = tmp_path / "r.db"
    done = run("roll", "--sheet", PARTY, "--db", str(db), "--seed", seed, "-", stdin="shoot the guard\n" * 3)
    plain_failure(done, f"--seed {seed}: a seed is a whole number from 0 to")
    assert done.stdout == "" and rolls(db) == 0


def test_a_batch_with_a_large_seed_and_a_log_rolls_every_line(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    top = str(10**18 - 1 - 2)
    done = run("roll", "--json", "--sheet", PARTY, "--db", str(db), "--seed", top, "-", stdin="shoot the guard\n" * 3)
    assert done.returncode == 0, done.stderr
    seeds = [json.loads(line)["seed"] for line in done.stdout.splitlines()]
    assert seeds == [int(top), int(top) + 1, int(top) + 2] and rolls(db) == 3


def test_json_carries_the_seed_and_it_replays(tmp_path: Path) -> None:
    first = json.loads(run("roll", "--json", "--sheet", PARTY, "--seed", "5", "shoot the guard").stdout)
    again = json.loads(run("roll", "--json", "--sheet", PARTY, "--seed", str(first["seed"]), "shoot the guard").stdout)
    assert first["seed"] == 5 and again["dice"] == first["dice"]
    unseeded = json.loads(run("roll", "--json", "--sheet", PARTY, "shoot the guard").stdout)
    assert isinstance(unseeded["seed"], int) and unseeded["seed"] >= 0
    given = json.loads(run("roll", "--json", "--sheet", PARTY, "shoot the guard, rolled 3 and 9").stdout)
    assert given["seed"] is None


def test_a_relative_xdg_data_home_makes_no_log_in_the_working_folder(tmp_path: Path) -> None:
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    done = subprocess.run([sys.executable, "-m", "rollmate", "--sheet", PARTY], input="/quit\n", capture_output=True,
                          text=True, cwd=work, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(home),
                               "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache"})
    assert done.returncode == 0, done.stderr
    assert list(work.iterdir()) == []
    assert (home / ".local" / "share" / "rollmate" / "rollmate.db").exists()


def test_only_the_newest_roll_can_be_taken_back(tmp_path: Path) -> None:
    from rollmate.log.store import Store
    from rollmate.rules.sheets import load_party
    from rollmate.table.core import handle
    from rollmate.table.session import start

    store = Store(tmp_path / "r.db")
    try:
        state = start(load_party([PARTY]), "ghostburn", "rules", "Vex", seed=5)
        state = handle(state, "convince the bouncer with luck", store).state
        handle(state, "shoot the guard", store)
        first, second = store.recent()
        assert not store.forget(first.id, first.result, first.party)  # a later roll came after it: it stays
        assert store.forget(second.id, second.result, second.party)
        assert [r.id for r in store.recent()] == [first.id] and luck_spent(tmp_path / "r.db") == 1
        assert store.forget(first.id, first.result, first.party)
        assert store.recent() == [] and luck_spent(tmp_path / "r.db") == 0
    finally:
        store.close()


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_the_chat_on_a_full_disk_says_so_plainly(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    with open("/dev/full", "w") as full:
        done = run("--sheet", PARTY, "--db", str(db), stdout=full, stdin="convince the bouncer\n",
                   env={"HOME": str(tmp_path)})
    plain_failure(done, "No space left on device")
    assert rolls(db) == 0


def test_a_chat_answer_that_cannot_be_shown_takes_its_roll_back(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk fills between two answers: the roll already written is taken out again and its luck given back."""
    import argparse

    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from rollmate.faces.chat.chat import run_chat
    from rollmate.table.show import plain

    monkeypatch.setenv("HOME", str(tmp_path))
    db = tmp_path / "r.db"
    args = argparse.Namespace(sheet=[PARTY], system=None, profile=None, actor=None, seed=5, db=str(db))
    shown: list[str] = []

    def terminal(fragments: list[tuple[str, str]]) -> None:  # a terminal whose disk is full from the second roll on
        text = plain(fragments)
        if "Read as" in text and any("Read as" in earlier for earlier in shown):
            raise OSError(28, "No space left on device")
        shown.append(text)

    with create_pipe_input() as pipe:
        pipe.send_text("shoot the guard\rconvince the bouncer with luck\r\x04")
        with pytest.raises(OSError):
            run_chat(args, input=pipe, output=DummyOutput(), echo=terminal)
    assert rolls(db) == 1 and luck_spent(db) == 0  # the first roll was shown and stays; the second is gone


def test_the_chat_refuses_a_negative_seed_too(tmp_path: Path) -> None:
    done = run("--sheet", PARTY, "--db", str(tmp_path / "r.db"), "--seed", "-5", stdin="shoot the guard\n",
               env={"HOME": str(tmp_path)})
    plain_failure(done, "--seed -5: a seed is a whole number")
    assert rolls(tmp_path / "r.db") == 0
