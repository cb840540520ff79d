"""`rollmate mcp`: the table's tools for AI game masters, a Model Context Protocol server on standard input and
output (the official SDK's MCPServer). Tools: roll, odds, explain, how, party, log, and the GM's controls (grant, undo,
new_session, campaign, end_turn, sheet, show_roll, reveal, ask); results are typed, a refusal is a tool error
carrying the chat's message (nothing was done), and what a roll lacks is a question as data."""

from __future__ import annotations

import argparse
import inspect
import logging
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field, ValidationError

from rollmate.errors import RollmateError
from rollmate.faces import mcp_wire
from rollmate.table import controls, teacher, tools
from rollmate.table.batch import Batch
from rollmate.table.core import MAX_LINE, Table

T = TypeVar("T")

INSTRUCTIONS = ("rollmate resolves tabletop RPG actions written in plain English (who rolls what, against what) "
                "and keeps the campaign's roll log. You are the game master: 'roll' rolls for anyone, 'how' teaches a newcomer (how a roll or a rule works, which roll "
                "an action calls for) and rolls nothing, and what is not "
                "a roll (grants, undo, a new game session, the campaign...) has a tool of its own. A tool's result "
                "is what the log holds once it is done; a tool error means nothing was done.")
Who = Annotated[str, Field(description="a character at the table, e.g. 'Vex'")]
Number = Annotated[int, Field(description="a roll's number in the log (its id)", ge=1)]
READS = ToolAnnotations(read_only_hint=True)  # tools that change nothing
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False)  # the log only grows (undo marks void)


def _doc(call: Callable[..., Any]) -> str:
    """A tool's description: the docstring of the table's call it makes (written once, there)."""
    return inspect.cleandoc(call.__doc__ or "")


class Server(MCPServer):
    """The SDK's server, with every malformed request answered by a JSON-RPC error: a line that is no message
    (mcp_wire), a tool nobody has and arguments a tool's schema refuses (-32602, invalid params, naming them)."""

    async def run_stdio_async(self) -> None:
        async with mcp_wire.stdio() as (read_stream, write_stream):
            low = self._lowlevel_server
            await low.run(read_stream, write_stream, low.create_initialization_options())

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        tool = self._tool_manager.get_tool(name)
        if tool is None:
            known = ", ".join(t.name for t in self._tool_manager.list_tools())
            raise MCPError(INVALID_PARAMS, f"Unknown tool {name[:80]!r}; the tools: {known}.")
        try:
            tool.fn_metadata.validate_arguments(arguments)
        except ValidationError as error:
            wrong = sorted({".".join(str(p) for p in e["loc"]) or "arguments" for e in error.errors()})
            raise MCPError(INVALID_PARAMS, f"Invalid arguments for {name}: {', '.join(wrong)} (see its inputSchema).",
                           data={"tool": name, "fields": wrong}) from None
        return await super().call_tool(name, arguments, context)


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

    @server.tool(annotations=WRITES)
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

    @server.tool(annotations=READS)
    async def odds(
        phrase: Annotated[str, Field(description="the action, e.g. 'Firearms vs Hard'")],
        character: Annotated[str | None, Field(description="who would roll")] = None,
    ) -> Annotated[CallToolResult, tools.Odds]:
        """The exact chance of every outcome of an action; nothing is rolled or spent. What the action lacks comes
        back as roll's does."""
        return await _asking(lambda: tools.odds(table, phrase, character))

    @server.tool(annotations=READS)
    async def explain(
        term: Annotated[str, Field(description="a game term, e.g. an outcome's name, a condition or a rule")],
    ) -> tools.Term:
        """What a game term (an outcome, a condition, a rule) means, in plain words."""
        return await _answer(lambda: tools.explain(table, term))

    @server.tool(annotations=READS)
    async def how(
        question: Annotated[str, Field(description="a newcomer's question, e.g. 'how do rolls work?', "
                                                   "'what should I roll to sneak past the guard?'")],
        character: Annotated[str | None, Field(description="whose sheet the answer uses (default: the first)")] = None,
    ) -> teacher.Taught:
        """Teach: how the game's roll or a rule works with a character's numbers, which roll an action calls for and
        its chances, the odds, a term; the chat's own answer. Nothing is rolled or spent."""
        return await _answer(lambda: teacher.how(table, question, character))

    @server.tool(annotations=READS)
    async def party() -> tools.PartyInfo:
        """The characters at the table: sheets (skills, attributes) and luck or war dice left; the NPCs."""
        return await _answer(lambda: tools.party(table))

    @server.tool(annotations=READS)
    async def log(limit: Annotated[int, Field(description="how many of the latest rolls, 1..200")] = 10) -> tools.Log:
        """The campaign's latest rolls, oldest first."""
        return await _answer(lambda: tools.log(table, limit))

    # --- the GM's controls: each the table's own (table/controls.py), described there -------------------------

    @server.tool(description=_doc(controls.grant), annotations=WRITES)
    async def grant(
        character: Who,
        amount: Annotated[int, Field(description="how many, -99..99 (negative takes away)", ge=-99, le=99)] = 1,
        resource: Annotated[str | None, Field(description="a resource by its name in the game (default: the game's own)",
                                              max_length=40)] = None,
    ) -> controls.Done:
        return await _answer(lambda: controls.grant(table, character, amount, resource), writes=True)

    @server.tool(description=_doc(controls.undo), annotations=WRITES)
    async def undo() -> controls.Done:
        return await _answer(lambda: controls.undo(table), writes=True)

    @server.tool(description=_doc(controls.new_session), annotations=WRITES)
    async def new_session() -> controls.Done:
        return await _answer(lambda: controls.new_session(table), writes=True)

    @server.tool(description=_doc(controls.campaign), annotations=WRITES)
    async def campaign(
        name: Annotated[str | None, Field(description="the campaign to switch to (leave out to see the one in play)",
                                          max_length=200)] = None,
    ) -> controls.Campaign:
        return await _answer(lambda: controls.campaign(table, name), writes=True)

    @server.tool(description=_doc(controls.end_turn), annotations=WRITES)
    async def end_turn() -> controls.TurnEnded:
        return await _answer(lambda: controls.end_turn(table), writes=True)

    @server.tool(description=_doc(controls.sheet), annotations=READS)
    async def sheet(character: Who) -> controls.Sheet:
        return await _answer(lambda: controls.sheet(table, character))

    @server.tool(description=_doc(controls.show_roll), annotations=READS)
    async def show_roll(roll: Number) -> controls.RollShown:
        return await _answer(lambda: controls.show_roll(table, roll))

    @server.tool(description=_doc(controls.reveal), annotations=WRITES)
    async def reveal(roll: Number) -> controls.RollShown:
        return await _answer(lambda: controls.reveal(table, roll), writes=True)

    @server.tool(description=_doc(controls.ask), annotations=WRITES)
    async def ask(
        character: Who,
        phrase: Annotated[str, Field(description="the roll asked for, e.g. 'Sneak, Hard'", max_length=MAX_LINE)],
    ) -> controls.Requested:
        return await _answer(lambda: controls.ask(table, character, phrase), writes=True)

    return server


def run(args: argparse.Namespace) -> int:
    from rollmate.faces import trace
    from rollmate.log.store import Store, default_path

    trace.start(trace.level(getattr(args, "log_level", None)))  # before the SDK's server, which then keeps it
    store = Store(args.db or default_path())
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        table.warm()  # the first tool call is answered as quickly as the rest
        server = build(table)
        if hasattr(server, "middleware"):  # the SDK's ServerMiddleware: a line per call at debug level
            server.middleware.append(trace.TracedCalls(logging.getLogger("rollmate.mcp")))
        server.run("stdio")
        return 0
    finally:
        store.close()
