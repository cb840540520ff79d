"""The MCP server: its tools in-process through the SDK's client, and over real stdio from `rollmate mcp`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters

from rollmate.faces.mcp import build
from rollmate.log.store import Store
from rollmate.table.core import Table

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"
TOOLS = {"roll", "odds", "explain", "how", "party", "log"}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"  # the SDK's own loop; trio comes along with selenium but is not what rollmate mcp runs on


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(Store(tmp_path / "log.db"), [str(FS3)])


def cli_error(tmp_path: Path, *args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", str(FS3), *args],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2
    return done.stderr.strip()


@pytest.mark.anyio
async def test_the_tools_answer_in_process(table: Table, tmp_path: Path) -> None:
    async with Client(build(table)) as client:
        listed = await client.list_tools()
        assert {t.name for t in listed.tools} == TOOLS
        assert all(t.output_schema for t in listed.tools)  # typed results

        first = await client.call_tool("roll", {"phrase": "roll Firearms", "character": "Zoe", "seed": 42})
        again = await client.call_tool("roll", {"phrase": "roll Firearms", "character": "Zoe", "seed": 42})
        assert not first.is_error
        rolled = first.structured_content
        assert rolled["result"]["actor"] == "Zoe" and rolled["result"]["skill"] == "Firearms"
        assert rolled["result"]["seed"] == 42 and again.structured_content["result"]["dice"] == rolled["result"]["dice"]
        assert rolled["result"]["reading"]["action"] is not None and rolled["result"]["steps"]
        assert rolled["text"].startswith("Read as: Zoe rolls Firearms.")

        given = await client.call_tool("roll", {"phrase": "roll Firearms", "character": "Nemesis",
                                                "dice": [8, 7, 6, 1, 2, 3, 4]})
        result = given.structured_content["result"]
        assert result["dice"] == [8, 7, 6, 1, 2, 3, 4] and result["successes"] == 3

        odds = await client.call_tool("odds", {"phrase": "Firearms", "character": "Zoe"})
        chances = odds.structured_content["result"]["odds"]
        assert odds.structured_content["result"]["dice"] == [] and abs(sum(chances.values()) - 1) < 1e-9

        term = await client.call_tool("explain", {"term": "good success"})
        assert term.structured_content["term"] == "good success" and "works well" in term.structured_content["meaning"]

        party = (await client.call_tool("party", {})).structured_content
        assert [c["name"] for c in party["characters"]] == ["Nemesis", "Mavros", "Zoe", "Elodie", "Tug"]
        assert any("Firearms 4" in line for line in party["characters"][0]["sheet"])

        log = (await client.call_tool("log", {"limit": 5})).structured_content
        assert [r["id"] for r in log["rolls"]] == [rolled["id"], again.structured_content["id"], given.structured_content["id"]]

        wrong = await client.call_tool("roll", {"phrase": "roll Fiarms", "character": "Zoe"})
        assert wrong.is_error
        assert cli_error(tmp_path, "--as", "Zoe", "roll Fiarms") in wrong.content[0].text
        nobody = await client.call_tool("roll", {"phrase": "roll Firearms", "character": "Bob"})
        assert nobody.is_error and "Nobody called 'Bob' plays at this table" in nobody.content[0].text
        unknown = await client.call_tool("explain", {"term": "flibbertigibbet"})
        assert unknown.is_error and "isn't in rollmate's FS3 glossary" in unknown.content[0].text
        big = await client.call_tool("log", {"limit": 100000})
        assert big.is_error and "1 to 200" in big.content[0].text


@pytest.mark.anyio
async def test_the_tools_answer_over_stdio(tmp_path: Path) -> None:
    server = StdioServerParameters(command=sys.executable, args=["-m", "rollmate", "mcp", "--sheet", str(FS3),
                                                                 "--db", str(tmp_path / "log.db")], cwd=tmp_path)
    async with Client(server) as client:
        assert {t.name for t in (await client.list_tools()).tools} == TOOLS
        rolled = await client.call_tool("roll", {"phrase": "Nemesis spars with Mavros, Melee vs Melee", "seed": 7})
        assert not rolled.is_error
        assert rolled.structured_content["result"]["opposed"]["against"] == "Mavros"
        log = await client.call_tool("log", {})
        assert log.structured_content["rolls"][-1]["id"] == rolled.structured_content["id"]
        wrong = await client.call_tool("odds", {"phrase": "roll Fiarms"})
        assert wrong.is_error and cli_error(tmp_path, "roll Fiarms") in wrong.content[0].text
    log_file = Store(tmp_path / "log.db")
    assert log_file.verify().ok and log_file.count() == 1
    log_file.close()


@pytest.mark.anyio
async def test_calls_made_together_are_each_answered_and_logged(table: Table) -> None:
    import anyio

    calls = [{"phrase": "roll Firearms", "character": name} for name in ("Zoe", "Mavros", "Elodie", "Tug") * 4]
    calls[5] = calls[11] = {"phrase": "roll Firearms with luck", "character": "Nemesis"}  # one luck point
    answers: dict[int, object] = {}
    async with Client(build(table)) as client:
        async def call(n: int) -> None:
            answers[n] = await client.call_tool("roll", calls[n])

        async with anyio.create_task_group() as group:
            for n in range(len(calls)):
                group.start_soon(call, n)
    refused = [n for n, a in answers.items() if a.is_error]  # type: ignore[attr-defined]
    assert len(refused) == 1 and refused[0] in (5, 11)
    ids = sorted(a.structured_content["id"] for a in answers.values() if not a.is_error)  # type: ignore[attr-defined]
    assert ids == [r.id for r in table.store.recent(100)] and len(ids) == len(calls) - 1
    assert table.store.spent(table.campaign, "fs3", "Nemesis", "luck") == 1.0 and table.store.verify().ok
