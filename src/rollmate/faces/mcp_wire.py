"""`rollmate mcp`'s wire: JSON-RPC messages, one a line, on standard input and output (the SDK's stdio transport),
where every line that is no message gets its JSON-RPC error instead of silence: bad JSON (-32700, parse error),
JSON that is no JSON-RPC message (-32600, invalid request) and a line longer than MOST_BYTES (-32600; the rest of
it is read and dropped, never held). Each error carries the line's id when one can be read, else null."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, BinaryIO

import anyio
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp.types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError, jsonrpc_message_adapter
from pydantic import ValidationError

MOST_BYTES = 1 << 20  # one message; a tool call is a few hundred bytes (a phrase has at most 400 characters)
_ID = re.compile(rb'"id"\s*:\s*(-?\d{1,18}|"(?:[^"\\]|\\.){0,200}")')


class Lines:
    """Standard input as the SDK's transport reads it (an async iterator of lines), keeping back the lines that are
    no JSON-RPC message: each of those is answered here, through the transport's own writer."""

    def __init__(self, source: BinaryIO) -> None:
        self._source = source
        self._writer: Any = None
        self._ready = anyio.Event()

    def answer_through(self, writer: Any) -> None:
        self._writer = writer
        self._ready.set()

    def __aiter__(self) -> Lines:
        return self

    async def __anext__(self) -> str:
        while True:
            raw = await self._read(MOST_BYTES + 1)
            if not raw:
                raise StopAsyncIteration
            if len(raw) > MOST_BYTES and not raw.endswith(b"\n"):
                while (rest := await self._read(MOST_BYTES)) and not rest.endswith(b"\n"):
                    pass  # the rest of the line is dropped a piece at a time
                await self._refuse(_id_in(raw), INVALID_REQUEST, f"A message is at most {MOST_BYTES} bytes.")
                continue
            text = raw.decode("utf-8", errors="replace")
            if not text.strip():
                continue
            problem = wrong(text)
            if problem is None:
                return text
            await self._refuse(*problem)

    async def _read(self, most: int) -> bytes:
        return await anyio.to_thread.run_sync(self._source.readline, most, abandon_on_cancel=True)

    async def _refuse(self, message_id: int | str | None, code: int, message: str) -> None:
        await self._ready.wait()
        error = JSONRPCError(jsonrpc="2.0", id=message_id, error=ErrorData(code=code, message=message))
        await self._writer.send(SessionMessage(error))


def wrong(text: str) -> tuple[int | str | None, int, str] | None:
    """(the line's id or None, the JSON-RPC error code, the message) for a line that is no JSON-RPC message."""
    try:
        jsonrpc_message_adapter.validate_json(text, by_name=False)
        return None
    except ValidationError:
        try:
            data = json.loads(text)
        except ValueError as bad:
            return None, PARSE_ERROR, f"Parse error: not JSON ({bad.msg} at character {bad.pos + 1})."
        found = data.get("id") if isinstance(data, dict) else None
        message_id = found if isinstance(found, str) or (isinstance(found, int) and not isinstance(found, bool)) \
            else None
        if not isinstance(data, dict):
            why = "a message is one JSON object (batches are not part of MCP)"
        elif data.get("jsonrpc") != "2.0":
            why = 'its "jsonrpc" must be "2.0"'
        else:
            why = "a request has a string \"method\" and an id that is a string or a whole number"
        return message_id, INVALID_REQUEST, f"Invalid request: {why}."


def _id_in(start: bytes) -> int | str | None:
    """The id at the start of a line too long to read whole, if it says one there."""
    found = _ID.search(start[:4096])
    if found is None:
        return None
    value = json.loads(found.group(1))
    return value if isinstance(value, (int, str)) else None


@asynccontextmanager
async def stdio() -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio transport (read stream, write stream) over this process's standard input, every line of
    which is answered."""
    lines = Lines(sys.stdin.buffer)
    async with stdio_server(stdin=lines) as (read_stream, write_stream):  # type: ignore[arg-type]
        lines.answer_through(write_stream)
        yield read_stream, write_stream
