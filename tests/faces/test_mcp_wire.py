"""`rollmate mcp` on its wire, line by line: every malformed request gets a JSON-RPC error, and the server goes on."""

from __future__ import annotations

import json
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"


class Wire:
    """`rollmate mcp` in a subprocess, spoken to a line at a time."""

    def __init__(self, tmp_path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "rollmate", "mcp", "--sheet", str(FS3), "--db", str(tmp_path / "log.db")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def call(self, message: dict[str, Any]) -> None:
        self.send(json.dumps(message).encode())

    def answer(self, wait: float = 20) -> dict[str, Any] | None:
        """The next line the server writes, or None if it writes nothing for `wait` seconds."""
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], wait)
        line = self.process.stdout.readline() if ready else b""
        return json.loads(line) if line else None

    def close(self) -> str:
        assert self.process.stdin is not None and self.process.stderr is not None
        self.process.stdin.close()
        try:
            self.process.wait(timeout=20)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
        return self.process.stderr.read().decode()


def test_every_malformed_request_gets_a_json_rpc_error(tmp_path: Path) -> None:
    wire = Wire(tmp_path)
    try:
        wire.call({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}})
        assert wire.answer()["result"]["serverInfo"]["name"] == "rollmate"  # type: ignore[index]
        wire.call({"jsonrpc": "2.0", "method": "notifications/initialized"})
        call = {"jsonrpc": "2.0", "method": "tools/call"}
        cases: list[tuple[str, bytes, object, int]] = [  # (what, the line, the id answered, the error's code)
            ("bad JSON", b'{"jsonrpc": "2.0", "id": 1, "method": ', None, -32700),
            ("not an object", b"[1, 2, 3]", None, -32600),
            ("no jsonrpc", json.dumps({"id": 3, "method": "tools/list"}).encode(), 3, -32600),
            ("wrong method", json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/frobnicate"}).encode(), 4,
             -32601),
            ("missing params", json.dumps({**call, "id": 5}).encode(), 5, -32602),
            ("wrong types", json.dumps({**call, "id": 6, "params": {"name": "roll", "arguments": {
                "phrase": 5, "seed": "x"}}}).encode(), 6, -32602),
            ("wrong params", json.dumps({**call, "id": "7", "params": {"name": 7, "arguments": []}}).encode(), "7",
             -32602),
            ("unknown tool", json.dumps({**call, "id": 8, "params": {"name": "nope", "arguments": {}}}).encode(), 8,
             -32602),
            ("unknown argument", json.dumps({**call, "id": 11, "params": {"name": "roll", "arguments": {
                "phrase": "roll Firearms", "character": "Zoe", "secrte": True}}}).encode(), 11, -32602),
            ("huge", json.dumps({**call, "id": 9, "params": {"name": "roll", "arguments": {
                "phrase": "x" * 5_000_000}}}).encode(), 9, -32600),
        ]
        for what, line, message_id, code in cases:
            wire.send(line)
            answer = wire.answer()
            assert answer is not None, f"{what}: never answered"
            assert answer.get("id") == message_id and answer.get("error", {}).get("code") == code, (what, answer)
            assert "result" not in answer and answer["error"]["message"], what
        wrong = cases[5]
        wire.send(wrong[1])
        assert "phrase" in wire.answer()["error"]["data"]["fields"]  # type: ignore[index]
        wire.call({"jsonrpc": "2.0", "id": 10, "method": "tools/call",
                   "params": {"name": "roll", "arguments": {"phrase": "roll Firearms", "character": "Zoe"}}})
        rolled = wire.answer()
        assert rolled is not None and rolled["id"] == 10 and not rolled["result"].get("isError")  # still serving
    finally:
        stderr = wire.close()
    assert "Traceback" not in stderr


INITIALIZE = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}}
ROLL = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "roll", "arguments": {"phrase": "roll Firearms", "character": "Zoe"}}}


def test_over_pipes_a_call_is_read_and_answered_on_the_event_loop_with_no_thread(tmp_path: Path) -> None:
    """An MCP client starts the server on pipes: each call's line in and answer out were handed to a worker thread
    and back (three hand-overs a call, each a chance to wait for a core on a busy machine). On pipes the server now
    reads and writes them on its event loop, so it runs no thread at all while it serves."""
    wire = Wire(tmp_path)
    try:
        wire.call(INITIALIZE)
        assert wire.answer()["result"]["serverInfo"]["name"] == "rollmate"  # type: ignore[index]
        wire.call({"jsonrpc": "2.0", "method": "notifications/initialized"})
        for n in range(3):
            wire.call({**ROLL, "id": n + 1})
            rolled = wire.answer()
            assert rolled is not None and rolled["id"] == n + 1 and not rolled["result"].get("isError"), rolled
        threads = sorted(p.name for p in Path(f"/proc/{wire.process.pid}/task").iterdir())
        assert threads == [str(wire.process.pid)], threads  # the main thread alone
    finally:
        stderr = wire.close()
    assert "Traceback" not in stderr


def test_a_stray_print_goes_to_standard_error_never_onto_the_wire() -> None:
    """While the wire is claimed, file descriptor 1 is standard error (a library's print can't break a message);
    the wire has a descriptor of its own, and standard output is itself again afterwards."""
    code = ("import os\nfrom rollmate.faces.mcp_wire import claimed_output\n"
            "with claimed_output() as wire:\n    print('stray', flush=True)\n    os.write(wire, b'message\\n')\n"
            "print('after', flush=True)\n")
    done = subprocess.run([sys.executable, "-c", code], stdin=subprocess.PIPE, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == b"message\nafter\n" and b"stray" in done.stderr


def test_answers_written_to_a_file_are_written_as_before(tmp_path: Path) -> None:
    """Standard output that is no pipe (here a file) is written as before, through the SDK's worker threads."""
    answers_file = tmp_path / "answers.jsonl"
    with open(answers_file, "wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "rollmate", "mcp", "--sheet", str(FS3), "--db",
                                    str(tmp_path / "log.db")], stdin=subprocess.PIPE, stdout=out,
                                   stderr=subprocess.PIPE, cwd=tmp_path)
        assert process.stdin is not None and process.stderr is not None
        try:
            for message in (INITIALIZE, {"jsonrpc": "2.0", "method": "notifications/initialized"}, ROLL):
                process.stdin.write(json.dumps(message).encode() + b"\n")
                process.stdin.flush()
            deadline = time.monotonic() + 60
            while answers_file.read_bytes().count(b"\n") < 2 and time.monotonic() < deadline:
                time.sleep(0.05)
        finally:
            process.stdin.close()
            process.wait(timeout=20)
    answers = [json.loads(line) for line in answers_file.read_bytes().splitlines()]
    assert [a.get("id") for a in answers] == [0, 1]
    assert answers[1]["result"]["structuredContent"]["result"]["actor"] == "Zoe"
    assert "Traceback" not in process.stderr.read().decode()
