"""`rollmate mcp`: the table's tools for AI game masters, a Model Context Protocol server on standard input and
output (the official SDK's low-level Server, through its public handlers). The tools are the registry's
(table/registry.py): roll, odds, explain, how, party, log, and the GM's controls (grant, undo, new_session, campaign,
end_turn, sheet, show_roll, reveal, ask), each with the arguments the registry types; results are typed, a refusal
is a tool error carrying the chat's message (nothing was done), what a roll lacks is a question as data, and a tool
nobody has or arguments its schema refuses are a JSON-RPC error (-32602, naming them)."""

from __future__ import annotations

import argparse
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import anyio
from mcp import types
from mcp.server import Server, ServerRequestContext
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from rollmate.errors import RollmateError
from rollmate.faces import mcp_wire
from rollmate.rules.records import FrozenRecord
from rollmate.table import controls, registry, teacher, tools
from rollmate.table.batch import Batch
from rollmate.table.core import Table

log = logging.getLogger(__name__)

INSTRUCTIONS = ("rollmate resolves tabletop RPG actions written in plain English (who rolls what, against what) "
                "and keeps the campaign's roll log. You are the game master: 'roll' rolls for anyone, 'how' teaches "
                "a newcomer (how a roll or a rule works, which roll an action calls for) and rolls nothing, and what "
                "is not a roll (grants, undo, a new game session, the campaign...) has a tool of its own. A tool's "
                "result is what the log holds once it is done; a tool error means nothing was done.")
KINDS: dict[str, Any] = {"character": str, "text": str, "number": int, "flag": bool, "faces": list[int], "resource": str}


class Args(BaseModel):
    """A tool's arguments: its inputSchema, and what a call's arguments are checked against (no others)."""

    model_config = ConfigDict(extra="forbid")


def arguments(command: registry.Command) -> type[Args]:
    """The model of a command's arguments, as the registry types them."""
    fields: dict[str, Any] = {}
    for arg in command.args:
        kind = KINDS[arg.kind]
        optional = not arg.required and arg.default is None
        fields[arg.name] = (kind | None if optional else kind, Field(
            ... if arg.required else arg.default, description=arg.help, ge=arg.low, le=arg.high,
            max_length=arg.longest))
    return create_model(f"{command.tool}_arguments", __base__=Args, **fields)


@dataclass(frozen=True, eq=False, repr=False)
class Tool(FrozenRecord):
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


# What each of the registry's tools calls at the table (table/tools.py, and the GM's controls in table/controls.py),
# and the result it returns.
CALLS: dict[str, tuple[type[BaseModel], Callable[[Table, Any], BaseModel]]] = {
    "roll": (tools.Rolled, lambda t, a: tools.roll(t, a.phrase, a.character, a.dice, a.seed, secret=a.secret,
                                                   confirm=a.confirm)),
    "odds": (tools.Odds, lambda t, a: tools.odds(t, a.phrase, a.character)),
    "explain": (tools.Term, lambda t, a: tools.explain(t, a.term)),
    "how": (teacher.Taught, lambda t, a: teacher.how(t, a.question, a.character)),
    "party": (tools.PartyInfo, lambda t, a: tools.party(t)),
    "log": (tools.Log, lambda t, a: tools.log(t, a.limit)),
    "grant": (controls.Done, lambda t, a: controls.grant(t, a.character, a.amount, a.resource)),
    "undo": (controls.Done, lambda t, a: controls.undo(t)),
    "new_session": (controls.Done, lambda t, a: controls.new_session(t)),
    "campaign": (controls.Campaign, lambda t, a: controls.campaign(t, a.name)),
    "end_turn": (controls.TurnEnded, lambda t, a: controls.end_turn(t)),
    "sheet": (controls.Sheet, lambda t, a: controls.sheet(t, a.character)),
    "show_roll": (controls.RollShown, lambda t, a: controls.show_roll(t, a.roll)),
    "reveal": (controls.RollShown, lambda t, a: controls.reveal(t, a.roll)),
    "ask": (controls.Requested, lambda t, a: controls.ask(t, a.character, a.phrase)),
}


def made(command: registry.Command) -> Tool:
    """The registry's command as a tool: its name, what a program is told of it, its arguments and its call."""
    if command.tool not in CALLS:
        raise LookupError(f"The registry's tool {command.tool} calls nothing at the table (faces/mcp.py CALLS).")
    result, call = CALLS[command.tool]
    return Tool(command.tool, command.described, arguments(command), result, call, writes=command.writes)


def _text(text: str, **more: Any) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=text, **more)]


def _failed(text: str, question: tools.Question | None = None) -> types.CallToolResult:
    """A tool error: nothing was done; a question the call raised comes as data beside the words."""
    return types.CallToolResult(content=_text(f"rollmate: {text}"), is_error=True, structured_content={
        "question": question.model_dump(mode="json")} if question else None)


def build(table: Table) -> Server[Any]:
    batch = Batch(table)  # rolls asked for together are committed together, each answered after the commit
    listed = [made(command) for command in registry.tools()]
    by_name = {tool.name: tool for tool in listed}

    async def list_tools(ctx: ServerRequestContext[Any],
                         params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[tool.listed() for tool in listed])

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
    from rollmate.faces import trace
    from rollmate.log.store import Store, default_path

    trace.start(trace.level(getattr(args, "log_level", None)))  # before the SDK's server, which then keeps it
    store = Store(args.db or default_path(), sync=getattr(args, "sync", "full"))
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        table.warm()  # the first tool call is answered as quickly as the rest
        server = build(table)
        server.middleware.append(trace.TracedCalls(logging.getLogger("rollmate.mcp")))  # a line per call (debug)
        anyio.run(serve, server)
        return 0
    finally:
        store.close()
