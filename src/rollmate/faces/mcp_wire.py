"""`rollmate mcp`'s wire: JSON-RPC messages, one a line, on standard input and output (the SDK's stdio transport),
where every line that is no message gets its JSON-RPC error instead of silence: bad JSON (-32700, parse error),
JSON that is no JSON-RPC message (-32600, invalid request) and a line longer than MOST_BYTES (-32600; the rest of
it is read and dropped, never held). Each error carries the line's id when one can be read, else null.

When both are pipes or sockets (as an MCP client starts a server), they are read and written on the event loop
itself, which waits on them with the rest; elsewhere (a terminal, a file) through the SDK's worker threads. A call
then costs no hand-over to a thread and back for its line in and its answer out (three a call)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
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
    no JSON-RPC message: each of those is answered here, through the transport's own writer. `read(most)` gives the
    next line, or its first `most` bytes, or b"" at the end."""

    def __init__(self, read: Callable[[int], Awaitable[bytes]]) -> None:
        self._read = read
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


def threaded(source: BinaryIO) -> Callable[[int], Awaitable[bytes]]:
    """Lines read in a worker thread (a terminal, a file)."""
    async def read(most: int) -> bytes:
        return await anyio.to_thread.run_sync(source.readline, most, abandon_on_cancel=True)
    return read


class PipeIn:
    """Lines of a pipe or socket read on the event loop: it waits until the pipe holds bytes, then takes what is
    there (the pipe stays as it is, blocking: a read of a pipe with bytes in it returns at once)."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._held = bytearray()
        self._ended = False

    async def read(self, most: int) -> bytes:
        while True:
            end = self._held.find(b"\n", 0, most)
            if end >= 0 or len(self._held) >= most or self._ended:
                cut = end + 1 if end >= 0 else min(most, len(self._held))
                line = bytes(self._held[:cut])
                del self._held[:cut]
                return line
            await anyio.wait_readable(self._fd)
            chunk = os.read(self._fd, 1 << 16)
            self._held += chunk
            self._ended = not chunk


class PipeOut:
    """Answers written to a pipe or socket on the event loop (the SDK's stdout: write, then flush): as much as the
    pipe takes at once, and the rest once the reader has made room, never holding up the loop."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    async def write(self, text: str) -> None:
        data = memoryview(text.encode("utf-8"))
        while data:
            try:
                data = data[os.write(self._fd, data):]
            except BlockingIOError:
                await anyio.wait_writable(self._fd)

    async def flush(self) -> None:
        """Nothing is held back: each write is on the pipe when it returns."""


def _pipes() -> bool:
    """Standard input and output are pipes or sockets, and the output is not the error output's own (made
    non-blocking, it would be that too)."""
    if sys.platform == "win32":
        return False
    try:
        given, out, err = (os.fstat(fd) for fd in (0, 1, 2))
    except OSError:
        return False
    if (out.st_dev, out.st_ino) == (err.st_dev, err.st_ino):
        return False
    return all(stat.S_ISFIFO(s.st_mode) or stat.S_ISSOCK(s.st_mode) for s in (given, out))


@contextlib.contextmanager
def claimed_output() -> Iterator[int]:
    """This process's standard output, for the wire alone: the wire is written through a descriptor of its own (made
    non-blocking) and file descriptor 1 goes to standard error meanwhile, so a stray print never breaks a message.
    Both are as they were afterwards (POSIX only: _pipes() is false elsewhere)."""
    import fcntl

    sys.stdout.flush()
    wire = fcntl.fcntl(1, fcntl.F_DUPFD_CLOEXEC, 3)
    try:
        os.dup2(2, 1)
        os.set_blocking(wire, False)
        try:
            yield wire
        finally:
            os.set_blocking(wire, True)
            os.dup2(wire, 1)
    finally:
        os.close(wire)


@asynccontextmanager
async def stdio() -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio transport (read stream, write stream) over this process's standard input, every line of
    which is answered."""
    with contextlib.ExitStack() as stack:
        if _pipes():
            out: Any = PipeOut(stack.enter_context(claimed_output()))
            lines = Lines(PipeIn(0).read)
        else:
            out, lines = None, Lines(threaded(sys.stdin.buffer))
        async with stdio_server(stdin=lines, stdout=out) as (read_stream, write_stream):  # type: ignore[arg-type]
            lines.answer_through(write_stream)
            yield read_stream, write_stream
