"""`rollmate mcp`: the table's tools for AI game masters, a Model Context Protocol server on standard input and
output (the official SDK's MCPServer). Tools: roll, odds, explain, party, log; results are typed, and a refusal is
a tool error carrying the CLI's message."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, TextContent
from pydantic import BaseModel, Field, ValidationError

from rollmate.errors import RollmateError
from rollmate.faces import mcp_wire
from rollmate.table import tools
from rollmate.table.batch import Batch
from rollmate.table.core import Table

T = TypeVar("T")

INSTRUCTIONS = ("rollmate resolves tabletop RPG actions written in plain English: who rolls what, against what. "
                "'roll' rolls and logs one (the result explains every step, with the odds); 'odds' gives the chances "
                "without rolling; 'explain' says what a game term means; 'party' lists the characters and their "
                "sheets; 'log' the latest rolls.")


class Server(MCPServer):
    """The SDK's server, with every malformed request answered by a JSON-RPC error: a line that is no message
    (mcp_wire), a tool nobody has and arguments a tool's schema refuses (-32602, invalid params, naming them)."""

    async def run_stdio_async(self) -> None:
        async with mcp_wire.stdio() as (read_stream, write_stream):
            low = self._lowlevel_server
            await low.run(read_stream, write_stream, low.create_initialization_options())

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        if self._tool_manager.get_tool(name) is None:
            known = ", ".join(t.name for t in self._tool_manager.list_tools())
            raise MCPError(INVALID_PARAMS, f"Unknown tool {name[:80]!r}; the tools: {known}.")
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            if not isinstance(error.__cause__, ValidationError):
                raise
            wrong = sorted({".".join(str(p) for p in e["loc"]) or "arguments" for e in error.__cause__.errors()})
            raise MCPError(INVALID_PARAMS, f"Invalid arguments for {name}: {', '.join(wrong)} (see its inputSchema).",
                           data={"tool": name, "fields": wrong}) from None


def build(table: Table) -> MCPServer:
    server: MCPServer = Server("rollmate", instructions=INSTRUCTIONS)
    batch = Batch(table)  # rolls asked for together are committed together, each answered after the commit

    async def _run(call: Callable[[], T], writes: bool) -> T:
        return await batch.run(call) if writes else call()

    async def _answer(call: Callable[[], T], *, writes: bool = False) -> T:
        try:
            return await _run(call, writes)
        except RollmateError as error:
            raise ToolError(f"rollmate: {error}") from None

    async def _asking(call: Callable[[], BaseModel], *, writes: bool = False) -> CallToolResult:
        """The call's result, or what it asks (nothing done) as a tool error carrying the question as data."""
        try:
            done = await _run(call, writes)
        except tools.Asked as asked:
            return CallToolResult(content=[TextContent(type="text", text=f"rollmate: {asked.question.text}")],
                                  structured_content={"question": asked.question.model_dump(mode="json")},
                                  is_error=True)
        except RollmateError as error:
            raise ToolError(f"rollmate: {error}") from None
        return CallToolResult(content=[TextContent(type="text", text=done.model_dump_json(indent=2))],
                              structured_content=done.model_dump(mode="json"))

    @server.tool()
    async def roll(
        phrase: Annotated[str, Field(description="what the character does, e.g. 'climb the wall, Athletics -2'")],
        character: Annotated[str | None, Field(description="who rolls (default: whoever the phrase names)")] = None,
        dice: Annotated[list[int] | None, Field(description="faces already rolled at the table, to resolve")] = None,
        seed: Annotated[int | None, Field(description="dice seed 0..999999999: the same seed, the same dice")] = None,
        secret: Annotated[bool, Field(description="a secret roll: only the GM sees it until revealed")] = False,
        confirm: Annotated[bool, Field(description="spend even where the rules say it can't change the outcome")
                           ] = False,
    ) -> Annotated[CallToolResult, tools.Rolled]:
        """Roll one action and log it: the JSON result with the reading of the phrase, dice, outcome, steps, odds.
        What the roll lacks comes back as an error whose structuredContent.question names the missing part, its
        allowed values and whole phrases that answer it; nothing is rolled then."""
        return await _asking(lambda: tools.roll(table, phrase, character, dice, seed, secret=secret,
                                                confirm=confirm), writes=True)

    @server.tool()
    async def odds(
        phrase: Annotated[str, Field(description="the action, e.g. 'Firearms vs Hard'")],
        character: Annotated[str | None, Field(description="who would roll")] = None,
    ) -> Annotated[CallToolResult, tools.Odds]:
        """The exact chance of every outcome of an action; nothing is rolled or spent. What the action lacks comes
        back as roll's does."""
        return await _asking(lambda: tools.odds(table, phrase, character))

    @server.tool()
    async def explain(
        term: Annotated[str, Field(description="a game term, e.g. an outcome's name, a condition or a rule")],
    ) -> tools.Term:
        """What a game term (an outcome, a condition, a rule) means, in plain words."""
        return await _answer(lambda: tools.explain(table, term))

    @server.tool()
    async def party() -> tools.PartyInfo:
        """The characters at the table: sheets (skills, attributes) and luck or war dice left; the NPCs."""
        return await _answer(lambda: tools.party(table))

    @server.tool()
    async def log(limit: Annotated[int, Field(description="how many of the latest rolls, 1..200")] = 10) -> tools.Log:
        """The campaign's latest rolls, oldest first."""
        return await _answer(lambda: tools.log(table, limit))

    return server


def run(args: argparse.Namespace) -> int:
    from rollmate.log.store import Store, default_path

    store = Store(args.db or default_path())
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        table.warm()  # the first tool call is answered as quickly as the rest
        build(table).run("stdio")
        return 0
    finally:
        store.close()
