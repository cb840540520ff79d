"""The roll log gone, read-only or shared mid-game (issue 24, item 4): rolling stops with a clear message, a roll
that was not logged is never shown, nothing is re-created behind the players' backs, and no process spends past a
cap, since caps are checked inside the write transaction."""

from __future__ import annotations

import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from chatproc import say, spawn
from conftest import EXAMPLES, ROOT

from rollmate.errors import LogError
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
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


def whole(chat: pexpect.spawn, line: str, until: str) -> str:
    """Type a line; what came back up to the next prompt, once `until` was seen."""
    chat.sendline(line)
    chat.expect_exact(until)
    seen = chat.before + chat.after
    chat.expect_exact("Vex> ")
    return seen + chat.before


def _rolled(log: Path) -> list[str]:
    """The phrases logged in `log` (with whatever write-ahead file lies beside it), read by another process."""
    db = sqlite3.connect(log)
    try:
        return [p for (p,) in db.execute("SELECT phrase FROM rolls ORDER BY id")]
    finally:
        db.close()


def test_a_log_moved_aside_under_a_running_chat_keeps_every_roll_it_showed(tmp_path: Path) -> None:
    log, aside = tmp_path / "r.db", tmp_path / "r.old"
    chat = spawn(tmp_path, log)
    again = None
    try:
        assert "Fade" in say(chat, ROLL, "Fade")
        log.rename(aside)  # `mv r.db r.old` while the chat runs: its -wal and -shm stay behind
        seen = "".join(whole(chat, line, "nothing more is rolled") for line in ("climb the fence, Hard, rolled 9 and 9",
                                                                               "spend luck"))
        assert "Success" not in seen and "Traceback" not in seen and "internal error" not in seen
        said = " ".join(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen).split())
        assert "begin a new one" not in said and str(aside) in said, said  # only advice that keeps the rolls
        assert _rolled(aside) == [ROLL]  # every roll shown is in the log where it went, the chat still running
        again = spawn(tmp_path, aside)  # and following the advice: rollmate again, on the log where it went
        assert ROLL in say(again, "/history", "Fade")
    finally:
        for child in (chat, again):
            if child is not None:
                child.sendline("/quit")
                child.expect(["Bye", "\\$", pexpect.EOF])
                child.close(force=True)
    assert _rolled(aside) == [ROLL] and not log.exists()


def test_a_write_the_log_moved_under_is_rolled_back_and_every_earlier_one_kept(tmp_path: Path) -> None:
    log, aside = tmp_path / "r.db", tmp_path / "r.old"
    store = Store(log, key=None)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    assert handle(state, ROLL, store).records
    with pytest.raises(LogError, match=f"moved to {aside}"), store.transaction(""):
        store.add_event("grant", "", "ghostburn", name="Vex", resource="luck", amount=1)
        log.rename(aside)  # between the write and its commit
    store.close()
    assert _rolled(aside) == [ROLL]
    assert sqlite3.connect(aside).execute("SELECT count(*) FROM events").fetchone() == (0,)  # the grant: not made
    assert Store(aside, key=None).verify().ok


def test_no_new_log_is_started_where_a_moved_logs_newest_writes_lie(tmp_path: Path) -> None:
    log, aside = tmp_path / "r.db", tmp_path / "r.old"
    chat = spawn(tmp_path, log)
    try:
        assert "Fade" in say(chat, ROLL, "Fade")
        log.rename(aside)
        os.kill(chat.pid, signal.SIGKILL)  # the chat ends before it ever notices: its newest writes stay in r.db-wal
        chat.expect(pexpect.EOF)
    finally:
        chat.close(force=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "rollmate", "roll", "--db", str(log), "--sheet", str(EXAMPLES / "ghostburn_party.toml"),
               "climb the fence, Hard, rolled 9 and 9"]
    refused = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1 and refused.stdout == "" and "r.db-wal" in refused.stderr, refused.stderr
    assert "Traceback" not in refused.stderr and not log.exists()
    aside.rename(log)  # put back, as the message says: the roll the chat showed is there
    assert _rolled(log) == [ROLL]
    assert subprocess.run(command, env=env, capture_output=True, text=True, timeout=60).returncode == 0
    assert _rolled(log) == [ROLL, command[-1]]


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
