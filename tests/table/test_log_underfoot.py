"""The roll log gone, read-only or shared mid-game (issue 24, item 4): rolling stops with a clear message, a roll
that was not logged is never shown, nothing is re-created behind the players' backs, and no process spends past a
cap, since caps are checked inside the write transaction."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from chatproc import say, spawn
from conftest import EXAMPLES, ROOT

from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.commands import handle
from rollmate.table.session import start

ROLL = "convince the bouncer, rolled 3 and 9"


def test_the_logs_folder_removed_under_a_running_chat(tmp_path: Path) -> None:
    folder = tmp_path / "campaign"
    chat = spawn(tmp_path, folder / "r.db")
    try:
        assert "Fade" in say(chat, ROLL, "Fade")
        shutil.rmtree(folder)  # `rm -rf` of the log's folder while the chat runs
        seen = say(chat, "climb the fence, Hard, rolled 9 and 9", "was removed")
        seen += say(chat, "spend luck", "was removed")
        assert "Success" not in seen and "Traceback" not in seen and "internal error" not in seen
        chat.sendline("/quit")
        chat.expect(["Bye", "\\$"])
    finally:
        chat.close(force=True)
    assert not folder.exists()  # neither the log nor its history was made again


def test_a_log_made_read_only_mid_chat_stops_rolling(tmp_path: Path) -> None:
    chattr = shutil.which("chattr")
    log = tmp_path / "r.db"
    store = Store(log, key=None)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    state = handle(state, ROLL, store).state
    # Permissions do not stop root, and an open file stays writable: make the log's files immutable instead.
    files = [log, log.with_name("r.db-wal")]
    if chattr is None or any(subprocess.run([chattr, "+i", str(p)], capture_output=True).returncode for p in files):
        store.close()
        pytest.skip("this file system cannot make a file read-only for every user")
    try:
        for line in ("climb the fence, Hard, rolled 9 and 9", "spend luck"):
            answer = handle(state, line, store)
            assert "the roll log cannot be written" in answer.text and "read-only" in answer.text, answer.text
            assert "Success" not in answer.text and answer.records == ()
    finally:
        for path in files:
            subprocess.run([chattr, "-i", str(path)], capture_output=True)
        store.close()
    assert [p for (p,) in sqlite3.connect(log).execute("SELECT phrase FROM rolls")] == [ROLL]


@pytest.mark.parametrize(("party", "phrase", "who", "cap", "left"), [
    ("fist", "Ripper kicks in the door with a war die", "Ripper", 2, "no war dice left"),
    ("ghostburn", "convince the bouncer with luck", "Vex", 1, "no Luck Points left"),
])
def test_processes_racing_for_a_resource_never_pass_its_cap(tmp_path: Path, party: str, phrase: str, who: str,
                                                            cap: int, left: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "rollmate", "roll", "--db", str(tmp_path / "r.db"), "--sheet",
               str(EXAMPLES / f"{party}_party.toml"), phrase]
    racers = [subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
              for _ in range(5)]  # all five start before any has written
    done = [(*racer.communicate(timeout=180), racer.returncode) for racer in racers]
    done = [(code, out, err) for out, err, code in done]
    made = [out for code, out, _ in done if code == 0]
    refused = [err for code, out, err in done if code != 0 and out == ""]  # refused, and nothing shown
    # refused by the store's check inside the write, or, by one that started after the others wrote, by the rules'
    # own check of what is left ('no war dice (0) left'): either way nothing is spent past the cap
    said = re.compile(re.escape(left).replace(r"\ left", r"( \(0\))?\ left"))
    assert len(made) == cap and len(refused) == 5 - cap and all(said.search(err) for err in refused), done
    db = sqlite3.connect(tmp_path / "r.db")
    assert db.execute("SELECT spent FROM ledger WHERE name = ?", (who,)).fetchall() == [(float(cap),)]
    assert db.execute("SELECT count(*) FROM rolls").fetchone() == (cap,)
    verified = subprocess.run([*command[:3], "log", "verify", "--db", str(tmp_path / "r.db")], env=env,
                              capture_output=True, text=True, timeout=60)
    assert verified.returncode == 0, verified.stdout + verified.stderr


def test_a_log_another_process_is_creating_this_moment_is_not_taken_for_a_foreign_file(tmp_path: Path) -> None:
    creating = sqlite3.connect(tmp_path / "r.db")  # the first step of a new log: a database in WAL mode, no tables
    creating.execute("PRAGMA journal_mode=WAL")
    creating.close()
    store = Store(tmp_path / "r.db", key=None)
    store.close()
    assert sqlite3.connect(tmp_path / "r.db").execute("PRAGMA application_id").fetchone()[0] != 0


def test_twenty_processes_creating_one_new_log_at_once_all_roll(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "rollmate", "roll", "--db", str(tmp_path / "new.db"), "--sheet",
               str(EXAMPLES / "ghostburn_party.toml"), "convince the bouncer"]
    racers = [subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
              for _ in range(20)]
    failed = [err for racer in racers for _, err in [racer.communicate(timeout=180)] if racer.returncode != 0]
    assert failed == []
    assert sqlite3.connect(tmp_path / "new.db").execute("SELECT count(*) FROM rolls").fetchone() == (20,)
