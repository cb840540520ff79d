"""The page server's connections until a request has arrived whole: it must arrive within WAIT seconds and be at
most REQUEST bytes, and when too many connections wait for theirs, the one that has waited longest is closed.

uvicorn closes a connection left idle after an answer (its keep-alive timeout), but not one that never finishes
its request: a client that opens connections and sends a head a byte at a time (slowloris) held them for good,
until the process ran out of file descriptors and no page loaded; nor does httptools limit a head's size (a 20 MB
header was read whole). This is uvicorn's own HTTP protocol (httptools) with that deadline and those caps added;
uvicorn takes the class as its `http` setting.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

WAIT = 10.0  # seconds for a request to arrive whole, from the connection's start or from the answer before it
REQUEST = 64 * 1024  # bytes of a request (head and body) as it arrives: a post is at most 16 KB, a head a few
WAITING = 256  # connections waiting for a whole request at once, in all (the longest-waiting is closed first)
WAITING_PER_CLIENT = 32  # of them from one address
KEEP_ALIVE = 5  # seconds a connection may idle after an answer (uvicorn's timeout_keep_alive)
CONNECTIONS = 900  # past this many connections at once uvicorn answers 503 (limit_concurrency), under 1024 files

LOG = logging.getLogger("rollmate.web")


class Waiting:
    """The connections of one server waiting for a request, oldest first, in all and per client address."""

    def __init__(self) -> None:
        self.all: dict[Guarded, None] = {}
        self.by_client: dict[str, dict[Guarded, None]] = {}


_WAITING: weakref.WeakKeyDictionary[Any, Waiting] = weakref.WeakKeyDictionary()  # per uvicorn server (its state)


class Guarded(HttpToolsProtocol):
    """One connection: while no request is under way on it, it waits with a deadline, and it may be the one closed
    when too many wait."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.waiting = _WAITING.setdefault(self.server_state, Waiting())
        self.deadline: asyncio.TimerHandle | None = None
        self.arrived = 0  # bytes of the request under way that have arrived

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._wait()

    def data_received(self, data: bytes) -> None:
        if self in self.waiting.all:
            self.arrived += len(data)
            if self.arrived > REQUEST:
                self._too_large()
                return
        super().data_received(data)

    def on_message_complete(self) -> None:
        self._done()  # the request is whole: the app answers it, however long that takes (an event stream)
        super().on_message_complete()

    def on_response_complete(self) -> None:
        pipelined = bool(self.pipeline)  # the next request is whole already
        super().on_response_complete()
        if not pipelined and not self.transport.is_closing():
            self._wait()

    def connection_lost(self, exc: Exception | None) -> None:
        self._done()
        super().connection_lost(exc)

    def _client(self) -> str:
        return self.client[0] if self.client else "?"

    def _wait(self) -> None:
        if self in self.waiting.all:
            return
        self.waiting.all[self] = None
        mine = self.waiting.by_client.setdefault(self._client(), {})
        mine[self] = None
        self.deadline = self.loop.call_later(WAIT, self._close, "sent no whole request in time")
        if len(mine) > WAITING_PER_CLIENT:
            next(iter(mine))._close("waited longest of its address's idle connections")
        if len(self.waiting.all) > WAITING:
            next(iter(self.waiting.all))._close("waited longest of the idle connections")

    def _done(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        self.arrived = 0
        if self in self.waiting.all:
            del self.waiting.all[self]
            mine = self.waiting.by_client[self._client()]
            del mine[self]
            if not mine:
                del self.waiting.by_client[self._client()]

    def _too_large(self) -> None:
        """A 431 when no answer is under way on this connection (else the answer's own bytes would be mixed with
        it), then the connection closed."""
        self._done()
        if self.cycle is None or self.cycle.response_complete:
            message = b"A request to the table is at most %d KB." % (REQUEST // 1024)
            self.transport.write(b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; "
                                 b"charset=utf-8\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s"
                                 % (len(message), message))
        self._close(f"sent a request over {REQUEST // 1024} KB")

    def _close(self, why: str) -> None:
        self._done()
        if not self.transport.is_closing():
            LOG.debug("closed a connection that %s", why)
            self.transport.close()
