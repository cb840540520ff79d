"""The MCP server: its tools in-process through the SDK's client, and over real stdio from `rollmate mcp`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters

from rollmate.faces.mcp import build
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.core import Table

ROOT = Path(__file__).resolve().parents[2]
FS3 = ROOT / "examples" / "fs3_party.toml"
TOOLS = {"roll", "odds", "explain", "how", "party", "log", "grant", "undo", "new_session", "campaign", "end_turn", "sheet",
         "show_roll", "reveal", "ask"}


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


def over_stdio(place: str, cwd: Path) -> StdioServerParameters:
    """`rollmate mcp` at the FS3 party on the roll log at `place` (an SQLite file or a PostgreSQL URL)."""
    return StdioServerParameters(command=sys.executable, args=["-m", "rollmate", "mcp", "--sheet", str(FS3),
                                                               "--db", place], cwd=cwd)


def held(place: str) -> tuple[object, ...]:
    """All the log holds that a GM's control changes: rolls (and which are void), GM entries, ledgers, the session."""
    store = Store(place)
    try:
        rolls = [(r.id, r.void) for r in store.recent(100)]
        events = store.db.execute("SELECT id, kind FROM events ORDER BY id").fetchall()
        ledger = store.db.execute("SELECT name, resource, spent FROM ledger ORDER BY name, resource").fetchall()
        return rolls, [tuple(e) for e in events], [tuple(r) for r in ledger], store.game_session(CAMPAIGN)
    finally:
        store.close()


CAMPAIGN = load_party([FS3]).campaign


@pytest.mark.anyio
async def test_roll_commits_nothing_when_it_answers_that_it_failed(log_place: str, tmp_path: Path) -> None:
    """A grant, /undo and /new-session given to `roll` used to be done (on PostgreSQL, where each line commits on
    its own) while the tool answered with an error saying 'now 1' or 'Took back #1'."""
    async with Client(over_stdio(log_place, tmp_path)) as client:
        first = await client.call_tool("roll", {"phrase": "roll Firearms with luck", "character": "Nemesis",
                                                "seed": 1})
        assert not first.is_error
        before = held(log_place)
        for phrase in ("give Nemesis back a luck point", "/undo", "/new-session", "/grant Nemesis 1",
                       "Nemesis loses a luck point"):
            answer = await client.call_tool("roll", {"phrase": phrase})
            said = answer.content[0].text
            assert answer.is_error and "nothing was done" in said, said
            assert not any(word in said for word in ("now 1", "Took back", "begins", "gains")), said
            assert held(log_place) == before, phrase


@pytest.mark.anyio
async def test_what_a_roll_lacks_comes_back_as_a_question_with_its_allowed_values(tmp_path: Path) -> None:
    """MCP has no next line: a question is data (the missing part, its allowed values, phrases that answer it), never
    'answer on the next line', and it leaves nothing open for the next call."""
    async with Client(over_stdio(str(tmp_path / "log.db"), tmp_path)) as client:
        skill = await client.call_tool("roll", {"phrase": "roll", "character": "Zoe"})
        asked = skill.structured_content["question"]  # type: ignore[index]
        assert skill.is_error and asked["missing"] == "skill" and "Firearms" in asked["allowed"]
        assert "next line" not in skill.content[0].text and "Nothing was rolled" in skill.content[0].text
        two = await client.call_tool("odds", {"phrase": "hack the terminal and shoot the drones", "character": "Zoe"})
        asked = two.structured_content["question"]  # type: ignore[index]
        assert two.is_error and asked["missing"] == "action"
        assert asked["allowed"] == ["hack the terminal", "shoot the drones"] and asked["phrases"] == asked["allowed"]
        picked = await client.call_tool("roll", {"phrase": asked["phrases"][1], "character": "Zoe", "seed": 3})
        assert not picked.is_error and picked.structured_content["result"]["skill"] == "Firearms"  # type: ignore[index]
        again = await client.call_tool("roll", {"phrase": "hack the terminal and shoot the drones", "character": "Zoe"})
        assert again.is_error and again.structured_content["question"]["missing"] == "action"  # type: ignore[index]
        number = await client.call_tool("roll", {"phrase": "2", "character": "Zoe"})
        assert number.is_error  # '2' picks nothing: no question was left open by the call before
    assert held(str(tmp_path / "log.db"))[0] == [(picked.structured_content["id"], False)]  # type: ignore[index]


@pytest.mark.anyio
async def test_a_character_the_phrase_contradicts_is_asked_about(tmp_path: Path) -> None:
    """`character: "Zoe"` with 'Mavros: shoot the guard' used to roll for Mavros without a word."""
    async with Client(over_stdio(str(tmp_path / "log.db"), tmp_path)) as client:
        for tool in ("roll", "odds"):
            answer = await client.call_tool(tool, {"phrase": "Mavros: shoot the guard", "character": "Zoe"})
            asked = answer.structured_content["question"]  # type: ignore[index]
            assert answer.is_error and asked["missing"] == "character" and asked["allowed"] == ["Zoe", "Mavros"], tool
        same = await client.call_tool("roll", {"phrase": "Mavros: shoot the guard", "character": "mavros"})
        assert not same.is_error and same.structured_content["result"]["actor"] == "Mavros"  # type: ignore[index]
    assert [r[0] for r in held(str(tmp_path / "log.db"))[0]] == [same.structured_content["id"]]  # type: ignore[index]


@pytest.mark.anyio
async def test_the_gms_controls_are_tools_that_report_what_the_log_holds(log_place: str, tmp_path: Path) -> None:
    """Grant, undo, a new game session, the campaign, end of turn, a sheet, a secret roll shown and revealed, and a
    roll asked of a player: typed tools whose results are read back from the log once done; a refused one leaves
    the log as it was."""
    async def data(name: str, arguments: dict[str, object] | None = None) -> dict[str, object]:
        answer = await client.call_tool(name, arguments or {})
        assert not answer.is_error, (name, answer.content)
        return answer.structured_content  # type: ignore[return-value]

    async def refused(name: str, arguments: dict[str, object], said: str) -> None:
        before = held(log_place)
        answer = await client.call_tool(name, arguments)
        assert answer.is_error and said in answer.content[0].text, (name, answer.content)
        assert held(log_place) == before, name

    async with Client(over_stdio(log_place, tmp_path)) as client:
        granted = await data("grant", {"character": "nemesis", "amount": 1})
        assert granted["changed"] == [{"character": "Nemesis", "resource": "luck", "was": 1.0, "now": 2.0}]
        assert held(log_place)[2] == [("Nemesis", "luck", -1.0)]
        await refused("grant", {"character": "Bob"}, "Nobody called 'Bob'")
        await refused("grant", {"character": "Nemesis", "resource": "war dice"}, "no war dice")

        rolled = (await data("roll", {"phrase": "roll Firearms with luck", "character": "Nemesis", "seed": 1}))["id"]
        undone = await data("undo")
        assert undone["voided"] == [rolled]
        assert undone["changed"] == [{"character": "Nemesis", "resource": "luck", "was": 1.0, "now": 2.0}]
        assert held(log_place)[0] == [(rolled, True)]
        grant_undone = await data("undo")
        assert grant_undone["voided"] == [] and grant_undone["changed"][0]["now"] == 1.0
        nothing = await data("undo")
        assert nothing["voided"] == [] and nothing["changed"] == []

        session = await data("new_session")
        assert session["game_session"] == 2 == held(log_place)[3]

        sheet = await data("sheet", {"character": "Zoe"})
        assert {"label": "Action skills", "value": "Technician 3, Piloting 4"} in sheet["rows"]
        assert (await data("end_turn"))["text"] == "Turn over."

        secret = (await data("roll", {"phrase": "roll Alertness", "character": "Zoe", "secret": True}))["id"]
        shown = await data("show_roll", {"roll": secret})
        assert shown["secret"] and shown["result"]["skill"] == "Alertness" and shown["text"]
        assert [r["secret"] for r in (await data("log"))["rolls"]] == [False, True]
        assert not (await data("reveal", {"roll": secret}))["secret"]
        await refused("reveal", {"roll": secret}, "not a secret roll")
        await refused("show_roll", {"roll": 999}, "no roll #999")

        if log_place.startswith("postgresql"):
            asked = await data("ask", {"character": "zoe", "phrase": "Sneak, Hard"})
            assert asked["to"] == "Zoe" and asked["text"] == "GM asks Zoe: Sneak, Hard"
        else:
            await refused("ask", {"character": "Zoe", "phrase": "Sneak, Hard"}, "Nothing was sent")

        here = await data("campaign")
        assert not here["switched"] and here["campaign"] == "the party file fs3_party.toml"
        moved = await data("campaign", {"name": "Other Night"})
        assert moved["switched"] and moved["campaign"] == '"Other Night"' and moved["game_session"] == 1
        there = (await data("roll", {"phrase": "roll Firearms", "character": "Zoe"}))["id"]
        assert [r["id"] for r in (await data("log"))["rolls"]] == [there]


def test_the_server_uses_the_sdk_through_its_public_api_only() -> None:
    """The server once reached into the SDK's MCPServer (its low-level server, tool manager and argument checks):
    an SDK release could break it without a word. Nothing private of the SDK is named now."""
    import ast

    for name in ("mcp.py", "mcp_wire.py"):
        tree = ast.parse((ROOT / "src" / "rollmate" / "faces" / name).read_text())
        private = sorted({node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                          and node.attr.startswith("_") and not node.attr.endswith("__")
                          and not (isinstance(node.value, ast.Name) and node.value.id == "self")})  # its own
        modules = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
                   and node.module.split(".")[0] == "mcp"]
        inside = [m for m in modules if any(part.startswith("_") for part in m.split("."))]
        assert not private and not inside, (name, private, inside)


@pytest.mark.anyio
async def test_a_spend_that_cannot_change_the_outcome_is_asked_about_and_confirm_spends_it(tmp_path: Path) -> None:
    """FIST: a war die added to a Success can't make it an Ultra (only double sixes on the base dice do). roll asks
    first (missing 'confirm', nothing spent, nothing left open); called again with confirm: true, it spends."""
    table = Table(Store(tmp_path / "log.db"), [str(ROOT / "examples" / "fist_party.toml")])
    spent = lambda: table.store.spent(table.campaign, "fist", "Ripper", "war_dice") or 0  # noqa: E731
    async with Client(build(table)) as client:
        kick = await client.call_tool("roll", {"phrase": "kick in the door", "character": "Ripper", "dice": [5, 5]})
        assert not kick.is_error and kick.structured_content["result"]["outcome"] == "Success"  # type: ignore[index]
        add = {"phrase": "add a war die", "character": "Ripper"}
        asked = await client.call_tool("roll", add)
        question = asked.structured_content["question"]  # type: ignore[index]
        assert asked.is_error and question["missing"] == "confirm" and question["allowed"] == ["yes", "no"]
        assert "can't change this Success" in question["question"] and "confirm: true" in asked.content[0].text
        assert spent() == 0 and len(table.store.recent(10)) == 1 and table.state("GM").pending is None
        done = await client.call_tool("roll", {**add, "confirm": True})
        assert not done.is_error, done.content
        result = done.structured_content["result"]  # type: ignore[index]
        assert len(result["extra_dice"]) == 1 and "Ripper spent 1 war die" in done.structured_content["text"]  # type: ignore[index]
    assert spent() == 1 and [r.id for r in table.store.recent(10)][-1] == done.structured_content["id"]  # type: ignore[index]


@pytest.mark.anyio
async def test_the_tools_are_the_registrys_commands(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """tools/list is made from the registry: each GM or player command with a tool, its help, its arguments as the
    registry types them; one the registry lacks is no tool, and calling it is a JSON-RPC error."""
    from mcp.shared.exceptions import MCPError

    from rollmate.table import registry

    async with Client(build(table)) as client:
        listed = {t.name: t for t in (await client.list_tools()).tools}
    assert set(listed) == {c.tool for c in registry.COMMANDS if c.tool and c.who in (registry.GM, registry.PLAYER)}
    for command in registry.tools():
        tool = listed[command.tool]  # type: ignore[index]
        assert tool.description == command.described
        assert list(tool.input_schema["properties"]) == [a.name for a in command.args]
        assert tool.input_schema.get("required", []) == [a.name for a in command.args if a.required]
        assert tool.annotations is not None and tool.annotations.read_only_hint is not command.writes
    assert listed["how"].annotations is not None and listed["how"].annotations.read_only_hint  # teaching rolls nothing

    monkeypatch.setattr(registry, "COMMANDS", tuple(c for c in registry.COMMANDS if c.name != "grant"))
    async with Client(build(table)) as client:
        assert "grant" not in {t.name for t in (await client.list_tools()).tools}
        with pytest.raises(MCPError) as refused:
            await client.call_tool("grant", {"character": "Zoe"})
    assert refused.value.error.code == -32602 and "Unknown tool 'grant'" in refused.value.error.message
    assert table.store.spent(table.campaign, "fs3", "Zoe", "luck") is None


@pytest.mark.anyio
async def test_dice_given_to_roll_are_data_beside_the_phrase_never_words_added_to_it(tmp_path: Path) -> None:
    """roll's `dice` go to the roll as its faces: the log keeps the phrase as the program said it, the reading says
    where the dice came from, and a phrase they don't fit is refused with words the program wrote (nothing done)."""
    table = Table(Store(tmp_path / "log.db"), [str(ROOT / "examples" / "ghostburn_party.toml")])
    luck = lambda: table.store.spent(table.campaign, "ghostburn", "Vex", "luck") or 0  # noqa: E731
    async with Client(build(table)) as client:
        call = lambda args: client.call_tool("roll", args)  # noqa: E731
        rolled = await call({"phrase": "climb the wall", "character": "Vex", "dice": [5, 5]})
        result = rolled.structured_content["result"]  # type: ignore[index]
        assert result["dice"] == [5, 5] and "your dice 5 5" in rolled.structured_content["text"]  # type: ignore[index]
        assert result["reading"]["clauses"][-1] == {"kind": "dice", "text": "5 5", "start": 14, "end": 14,
                                                    "used": True, "note": "given beside the phrase"}
        twice = await call({"phrase": "climb the wall, rolled 3 and 9", "character": "Vex", "dice": [5, 5]})
        assert twice.is_error and twice.content[0].text == ("rollmate: Two sets of dice: the phrase says 3 9 and the "
                                                            "dice given are 5 5. Give them once: in the phrase or "
                                                            "beside it.")
        notation = await call({"phrase": "2d6+3", "dice": [1, 2]})  # it used to ask which skill '2d6+3, rolled 1 2' is
        assert notation.is_error and "2d6+3 is dice notation" in notation.content[0].text
        spend = await call({"phrase": "spend luck", "character": "Vex", "dice": [5, 5]})
        assert spend.is_error and "makes no roll with them: nothing was done" in spend.content[0].text
    assert [r.phrase for r in table.feed(gm_sees=True)] == ["climb the wall"] and luck() == 0
