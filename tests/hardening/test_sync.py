"""`--sync`: how a served SQLite log's commits reach the disk. With either setting, an MCP server killed with kill -9
right after its answers keeps every roll it answered, in a chain that verifies; `normal` is SQLite's own setting
(checked on the connection), and a PostgreSQL log refuses it with a plain message."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rollmate.errors import RollmateError
from rollmate.log.store import Store

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src")}


def _said(process: subprocess.Popen[bytes], message: dict[str, Any]) -> None:
    assert process.stdin is not None
    process.stdin.write(json.dumps(message).encode() + b"\n")
    process.stdin.flush()


def _answer(process: subprocess.Popen[bytes]) -> dict[str, Any]:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], 60)
    assert ready, "the server did not answer within 60 s"
    return json.loads(process.stdout.readline())  # type: ignore[no-any-return]


@pytest.mark.parametrize("sync", ["full", "normal"])
def test_an_mcp_server_killed_after_its_answers_keeps_every_roll_it_answered(tmp_path: Path, sync: str) -> None:
    db = tmp_path / "log.db"
    process = subprocess.Popen(
        [sys.executable, "-m", "rollmate", "mcp", "--sheet", str(FS3), "--db", str(db), "--sync", sync],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=ENV, cwd=tmp_path)
    answered: list[int] = []
    try:
        _said(process, {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}})
        assert _answer(process)["result"]["serverInfo"]["name"] == "rollmate"
        _said(process, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        for n in range(1, 26):
            phrase = "roll Firearms with luck" if n == 5 else "roll Firearms"  # one spend: the ledger must keep it
            _said(process, {"jsonrpc": "2.0", "id": n, "method": "tools/call", "params": {
                "name": "roll", "arguments": {"phrase": phrase, "character": "Nemesis"}}})
            answer = _answer(process)
            assert answer["id"] == n and not answer["result"]["isError"], answer
            answered.append(answer["result"]["structuredContent"]["id"])
    finally:
        os.kill(process.pid, signal.SIGKILL)  # no shutdown, no checkpoint: what a crash leaves
        process.wait()
    assert (tmp_path / "log.db-wal").exists()  # the newest commits were still in the write-ahead file
    store = Store(db, key=None)  # opening recovers the write-ahead file the killed server left
    try:
        logged = [row[0] for row in store.db.execute("SELECT id FROM rolls ORDER BY id")]
        spent = store.db.execute("SELECT spent FROM ledger WHERE name = 'Nemesis' AND resource = 'luck'").fetchone()
    finally:
        store.close()
    assert logged == answered
    assert spent is not None and spent[0] == 1
    verify = subprocess.run([sys.executable, "-m", "rollmate", "log", "verify", "--db", str(db)],
                            capture_output=True, text=True, env=ENV, cwd=tmp_path, timeout=60)
    assert verify.returncode == 0, verify.stdout + verify.stderr


def test_sync_is_sqlites_own_setting_on_the_log_connection(tmp_path: Path) -> None:
    for sync, pragma in (("full", 2), ("normal", 1)):
        store = Store(tmp_path / f"{sync}.db", key=None, sync=sync)
        try:
            assert store.db.execute("PRAGMA synchronous").fetchone()[0] == pragma
            assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        finally:
            store.close()
    assert Store(tmp_path / "default.db", key=None).db.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_sync_normal_is_refused_for_a_postgresql_log_before_connecting() -> None:
    with pytest.raises(RollmateError, match="--sync normal is for an SQLite roll log.*synchronous_commit"):
        Store("postgresql://nobody@127.0.0.1:1/none", sync="normal")
