"""`rollmate mcp`: the table's tools for AI game masters, a Model Context Protocol server on standard input and
output (the official SDK's MCPServer). Tools: roll, odds, explain, party, log; results are typed, and a refusal is
a tool error carrying the CLI's message."""

from __future__ import annotations

import argparse
import logging
from collections.abc import Callable
from typing import Annotated, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from rollmate.errors import RollmateError
from rollmate.table import tools
from rollmate.table.batch import Batch
from rollmate.table.core import Table

T = TypeVar("T")

INSTRUCTIONS = ("rollmate resolves tabletop RPG actions written in plain English: who rolls what, against what. "
                "'roll' rolls and logs one (the result explains every step, with the odds); 'odds' gives the chances "
                "without rolling; 'explain' says what a game term means; 'party' lists the characters and their "
                "sheets; 'log' the latest rolls.")


def build(table: Table) -> MCPServer:
    server: MCPServer = MCPServer("rollmate", instructions=INSTRUCTIONS)
    batch = Batch(table)  # rolls asked for together are committed together, each answered after the commit

    async def _answer(call: Callable[[], T], *, writes: bool = False) -> T:
        try:
            return await batch.run(call) if writes else call()
        except RollmateError as error:
            raise ToolError(f"rollmate: {error}") from None

    @server.tool()
    async def roll(
        phrase: Annotated[str, Field(description="what the character does, e.g. 'climb the wall, Athletics -2'")],
        character: Annotated[str | None, Field(description="who rolls (default: whoever the phrase names)")] = None,
        dice: Annotated[list[int] | None, Field(description="faces already rolled at the table, to resolve")] = None,
        seed: Annotated[int | None, Field(description="dice seed 0..999999999: the same seed, the same dice")] = None,
    ) -> tools.Rolled:
        """Roll one action and log it: the JSON result with the reading of the phrase, dice, outcome, steps, odds."""
        return await _answer(lambda: tools.roll(table, phrase, character, dice, seed), writes=True)

    @server.tool()
    async def odds(
        phrase: Annotated[str, Field(description="the action, e.g. 'Firearms vs Hard'")],
        character: Annotated[str | None, Field(description="who would roll")] = None,
    ) -> tools.Odds:
        """The exact chance of every outcome of an action; nothing is rolled or spent."""
        return await _answer(lambda: tools.odds(table, phrase, character))

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
