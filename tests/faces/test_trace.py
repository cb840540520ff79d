"""The servers' trace, from the real processes: `rollmate serve` and `rollmate mcp` log every unexpected error
with its traceback to standard error, and with --log-level debug one line per request, never a link's code or a
page's token."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from served import FS3, Served, page_token, serve

FAULTS = """
import rollmate.table.core as core
answer, feed = core.Table.answer, core.Table.feed
def broken_answer(self, line, *args, **kwargs):
    if line == "break the table":
        raise RuntimeError("a fault put in by the test")
    return answer(self, line, *args, **kwargs)
def broken_feed(self, *args, **kwargs):
    raise KeyError("another fault put in by the test")
core.Table.answer, core.Table.feed = broken_answer, broken_feed
"""


def codes_of(served: Served) -> list[str]:
    """The links' codes (the GM's and every seat's) and the pages' tokens: none may reach the log."""
    links = [served.gm, *served.seats.values()]
    return [urlsplit(link).path.split("/")[2] for link in links] + [page_token(link)["X-Rollmate-Token"]
                                                                   for link in links]


def logged(served: Served) -> str:
    """What the server wrote, its links' announcement left out."""
    return "".join(line for line in served.output if "http://" not in line)


def wait_for(served: Served, text: str) -> None:
    """Until the server has logged `text` (its last line of a request comes after the answer)."""
    deadline = time.monotonic() + 5
    while text not in logged(served):
        assert time.monotonic() < deadline, logged(served)
        time.sleep(0.05)


def test_the_page_server_logs_each_request_at_debug_level_and_every_fault_with_its_traceback(tmp_path: Path) -> None:
    served = serve(tmp_path, options=["--log-level", "debug"], before=FAULTS)
    try:
        nemesis = served.seats["Nemesis"]
        headers, secrets = page_token(nemesis), codes_of(served)
        said = httpx.post(f"{nemesis}/say", json={"line": "roll Firearms", "seat": "Nemesis"}, headers=headers)
        assert said.status_code == 200
        broke = httpx.post(f"{nemesis}/say", json={"line": "break the table", "seat": "Nemesis"}, headers=headers)
        assert broke.status_code == 500 and "had no effect" in broke.json()["error"]
        stream = httpx.get(f"{served.gm}/events", timeout=5)  # its replay reads the feed: the other fault
        assert stream.status_code == 500
        assert httpx.get(f"{nemesis}x").status_code == 404
        wait_for(served, "GET /t/* 404")
    finally:
        served.stop()
    log = logged(served)
    assert re.search(r"DEBUG rollmate\.web: GET /t/\* 200 \d+\.\d ms", log), log
    assert re.search(r"DEBUG rollmate\.web: POST /t/\*/say 200 \d+\.\d ms", log), log
    assert re.search(r"DEBUG rollmate\.web: GET /gm/\*/events 500 \d+\.\d ms", log), log
    assert "ERROR rollmate.web: a line posted to a player's page had no effect\nTraceback" in log, log
    assert "RuntimeError: a fault put in by the test" in log
    assert "ERROR rollmate.web: GET /gm/*/events failed\nTraceback" in log and "KeyError: 'another fault" in log
    for secret in secrets:
        assert secret not in log


def test_the_page_server_logs_faults_but_not_requests_unless_asked(tmp_path: Path) -> None:
    served = serve(tmp_path, before=FAULTS)
    try:
        nemesis = served.seats["Nemesis"]
        headers = page_token(nemesis)
        httpx.post(f"{nemesis}/say", json={"line": "break the table", "seat": "Nemesis"}, headers=headers)
        wait_for(served, "RuntimeError")
    finally:
        served.stop()
    log = logged(served)
    assert "RuntimeError: a fault put in by the test" in log and "Traceback" in log
    assert " ms\n" not in log and "DEBUG" not in log  # no line per request at the default level


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


MCP_FAULT = """
import rollmate.table.tools as tools
def broken_party(table):
    raise RuntimeError("a fault put in by the test")
tools.party = broken_party
"""


@pytest.mark.anyio
@pytest.mark.parametrize("debug", [True, False])
async def test_the_mcp_server_logs_each_call_at_debug_level_and_every_fault_with_its_traceback(
        tmp_path: Path, debug: bool) -> None:
    from mcp import Client, StdioServerParameters
    from mcp.client.stdio import stdio_client

    start = ["-c", f"{MCP_FAULT}\nfrom rollmate.command import main\nraise SystemExit(main())"]
    options = ["--log-level", "debug"] if debug else []
    server = StdioServerParameters(command=sys.executable, cwd=tmp_path, env=dict(os.environ), args=[
        *start, "mcp", "--sheet", str(FS3), "--db", str(tmp_path / "log.db"), *options])
    with open(tmp_path / "stderr.txt", "w") as errors:
        async with Client(stdio_client(server, errlog=errors)) as client:
            rolled = await client.call_tool("roll", {"phrase": "roll Firearms", "character": "Zoe", "seed": 1})
            assert not rolled.is_error
            broke = await client.call_tool("party", {})
            assert broke.is_error
            wrong = await client.call_tool("odds", {"phrase": "roll Fiarms"})
            assert wrong.is_error
    log = (tmp_path / "stderr.txt").read_text()
    assert "Traceback" in log and "RuntimeError: a fault put in by the test" in log, log
    lines = [r"DEBUG rollmate\.mcp: tools/call roll ok \d+\.\d ms", r"DEBUG rollmate\.mcp: tools/call party tool error",
             r"DEBUG rollmate\.mcp: tools/call odds tool error", r"DEBUG rollmate\.mcp: tools/list ok"]
    for line in lines:
        assert bool(re.search(line, log)) == debug, (line, log)
