"""`rollmate mcp`: the table's tools for AI game masters, a Model Context Protocol server on standard input and
output (the official SDK's low-level Server, through its public handlers). Tools: roll, odds, explain, party, log,
and the GM's controls (grant, undo, new_session, campaign, end_turn, sheet, show_roll, reveal, ask); results are
typed, a refusal is a tool error carrying the chat's message (nothing was done), what a roll lacks is a question as
data, and a tool nobody has or arguments its schema refuses are a JSON-RPC error (-32602, naming them)."""

from __future__ import annotations

import argparse
import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

import anyio
from mcp import types
from mcp.server import Server, ServerRequestContext
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rollmate.errors import RollmateError
from rollmate.faces import mcp_wire
from rollmate.table import controls, tools
from rollmate.table.batch import Batch
from rollmate.table.core import Table

log = logging.getLogger(__name__)

INSTRUCTIONS = ("rollmate resolves tabletop RPG actions written in plain English (who rolls what, against what) "
                "and keeps the campaign's roll log. You are the game master: 'roll' rolls for anyone, and what is not "
                "a roll (grants, undo, a new game session, the campaign...) has a tool of its own. A tool's result "
                "is what the log holds once it is done; a tool error means nothing was done.")
Who = Annotated[str, Field(description="a character at the table, e.g. 'Vex'")]
Number = Annotated[int, Field(description="a roll's number in the log (its id)", ge=1)]


class Args(BaseModel):
    """A tool's arguments: its inputSchema, and what a call's arguments are checked against (no others)."""

    model_config = ConfigDict(extra="forbid")


class RollArgs(Args):
    phrase: str = Field(description="what the character does, e.g. 'climb the wall, Athletics -2'")
    character: str | None = Field(None, description="who rolls (default: whoever the phrase names)")
    dice: list[int] | None = Field(None, description="faces already rolled at the table, to resolve")
    seed: int | None = Field(None, description="dice seed 0..999999999: the same seed, the same dice")
    secret: bool = Field(False, description="a secret roll: only the GM sees it until revealed")
    confirm: bool = Field(False, description="spend even where the rules say it can't change the outcome")


class OddsArgs(Args):
    phrase: str = Field(description="the action, e.g. 'Firearms vs Hard'")
    character: str | None = Field(None, description="who would roll")


class ExplainArgs(Args):
    term: str = Field(description="a game term, e.g. an outcome's name, a condition or a rule")


class LogArgs(Args):
    limit: int = Field(10, description="how many of the latest rolls, 1..200")


class GrantArgs(Args):
    character: Who
    amount: int = Field(1, description="how many, -99..99 (negative takes away)", ge=-99, le=99)
    resource: str | None = Field(None, description="a resource by its name in the game (default: the game's own)",
                                 max_length=40)


class CampaignArgs(Args):
    name: str | None = Field(None, description="the campaign to switch to (leave out to see the one in play)",
                             max_length=200)


class SheetArgs(Args):
    character: Who


class RollNumber(Args):
    roll: Number


class AskArgs(Args):
    character: Who
    phrase: str = Field(description="the roll asked for, e.g. 'Sneak, Hard'", max_length=400)


@dataclass(frozen=True)
class Tool:
    """One tool: what tools/list says of it, and the table's call it makes with the arguments once checked."""

    name: str
    description: str
    args: type[Args]
    result: type[BaseModel]
    call: Callable[[Table, Any], BaseModel]
    writes: bool  # it may write to the log: run in the table's one writer (Batch), its annotations say so

    def listed(self) -> types.Tool:
        hints = types.ToolAnnotations(read_only_hint=False, destructive_hint=False) if self.writes else \
            types.ToolAnnotations(read_only_hint=True)  # the log only grows (undo marks a roll void)
        return types.Tool(name=self.name, description=self.description, input_schema=self.args.model_json_schema(),
                      output_schema=self.result.model_json_schema(mode="serialization"), annotations=hints)


def _doc(call: Callable[..., Any]) -> str:
    """A tool's description: the docstring of the table's call it makes (written once, there)."""
    return inspect.cleandoc(call.__doc__ or "")


ROLL = ("Roll one action and log it: the JSON result with the reading of the phrase, dice, outcome, steps, odds. What "
        "the roll lacks comes back as an error whose structuredContent.question names the missing part, its allowed "
        "values and whole phrases that answer it; nothing is rolled then.")
TOOLS = (
    Tool("roll", ROLL, RollArgs, tools.Rolled, writes=True, call=lambda t, a: tools.roll(
        t, a.phrase, a.character, a.dice, a.seed, secret=a.secret, confirm=a.confirm)),
    Tool("odds", "The exact chance of every outcome of an action; nothing is rolled or spent. What the action lacks "
         "comes back as roll's does.", OddsArgs, tools.Odds, writes=False,
         call=lambda t, a: tools.odds(t, a.phrase, a.character)),
    Tool("explain", "What a game term (an outcome, a condition, a rule) means, in plain words.", ExplainArgs,
         tools.Term, writes=False, call=lambda t, a: tools.explain(t, a.term)),
    Tool("party", "The characters at the table: sheets (skills, attributes) and what each holds now; the NPCs.",
         Args, tools.PartyInfo, writes=False, call=lambda t, a: tools.party(t)),
    Tool("log", "The campaign's latest rolls, oldest first.", LogArgs, tools.Log, writes=False,
         call=lambda t, a: tools.log(t, a.limit)),
    # the GM's controls: each the table's own (table/controls.py), described there
    Tool("grant", _doc(controls.grant), GrantArgs, controls.Done, writes=True,
         call=lambda t, a: controls.grant(t, a.character, a.amount, a.resource)),
    Tool("undo", _doc(controls.undo), Args, controls.Done, writes=True, call=lambda t, a: controls.undo(t)),
    Tool("new_session", _doc(controls.new_session), Args, controls.Done, writes=True,
         call=lambda t, a: controls.new_session(t)),
    Tool("campaign", _doc(controls.campaign), CampaignArgs, controls.Campaign, writes=True,
         call=lambda t, a: controls.campaign(t, a.name)),
    Tool("end_turn", _doc(controls.end_turn), Args, controls.TurnEnded, writes=True,
         call=lambda t, a: controls.end_turn(t)),
    Tool("sheet", _doc(controls.sheet), SheetArgs, controls.Sheet, writes=False,
         call=lambda t, a: controls.sheet(t, a.character)),
    Tool("show_roll", _doc(controls.show_roll), RollNumber, controls.RollShown, writes=False,
         call=lambda t, a: controls.show_roll(t, a.roll)),
    Tool("reveal", _doc(controls.reveal), RollNumber, controls.RollShown, writes=True,
         call=lambda t, a: controls.reveal(t, a.roll)),
    Tool("ask", _doc(controls.ask), AskArgs, controls.Requested, writes=True,
         call=lambda t, a: controls.ask(t, a.character, a.phrase)),
)


def _text(text: str, **more: Any) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=text, **more)]


def _failed(text: str, question: tools.Question | None = None) -> types.CallToolResult:
    """A tool error: nothing was done; a question the call raised comes as data beside the words."""
    return types.CallToolResult(content=_text(f"rollmate: {text}"), is_error=True,
                          structured_content={"question": question.model_dump(mode="json")} if question else None)


def build(table: Table) -> Server[Any]:
    batch = Batch(table)  # rolls asked for together are committed together, each answered after the commit
    by_name = {tool.name: tool for tool in TOOLS}

    async def list_tools(ctx: ServerRequestContext[Any],
                         params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[tool.listed() for tool in TOOLS])

    async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams) -> types.CallToolResult:
        tool = by_name.get(params.name)
        if tool is None:
            raise MCPError(types.INVALID_PARAMS,
                           f"Unknown tool {params.name[:80]!r}; the tools: {', '.join(by_name)}.")
        try:
            args = tool.args.model_validate(params.arguments or {})
        except ValidationError as error:
            wrong = sorted({".".join(str(p) for p in e["loc"]) or "arguments" for e in error.errors()})
            raise MCPError(types.INVALID_PARAMS, f"Invalid arguments for {tool.name}: {', '.join(wrong)} (see its "
                           "inputSchema).", data={"tool": tool.name, "fields": wrong}) from None
        try:
            done = await (batch.run(lambda: tool.call(table, args)) if tool.writes else _now(tool, table, args))
        except tools.Asked as asked:
            return _failed(asked.question.text, asked.question)
        except RollmateError as error:
            return _failed(str(error))
        except Exception as error:  # a bug: said plainly, its traceback in the server's log
            log.exception("tool %s failed", tool.name)
            return _failed(f"internal error ({type(error).__name__}) in {tool.name}.")
        return types.CallToolResult(content=_text(done.model_dump_json(indent=2)),
                              structured_content=done.model_dump(mode="json"))

    return Server("rollmate", instructions=INSTRUCTIONS, on_list_tools=list_tools, on_call_tool=call_tool,
                  get_tool_input_schema=lambda name: by_name[name].args.model_json_schema() if name in by_name else
                  None)


async def _now(tool: Tool, table: Table, args: Args) -> BaseModel:
    return tool.call(table, args)


async def serve(server: Server[Any]) -> None:
    """Serve MCP on this process's standard input and output, every line of which is answered (mcp_wire)."""
    async with mcp_wire.stdio() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def run(args: argparse.Namespace) -> int:
    from rollmate.log.store import Store, default_path

    store = Store(args.db or default_path())
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        table.warm()  # the first tool call is answered as quickly as the rest
        anyio.run(serve, build(table))
        return 0
    finally:
        store.close()
