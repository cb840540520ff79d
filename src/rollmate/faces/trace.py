"""The servers' trace (`rollmate serve`, `rollmate mcp`): stdlib logging to standard error, where an unexpected
error leaves its traceback, and at debug level one line per request (what was asked, how it ended, how long it
took) that never holds a link's code or a page's token.

Only the standard library here: each face wraps its own server with what it needs from this module."""

from __future__ import annotations

import logging
import os
import re
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

LEVELS = ("debug", "info", "warning", "error")
ENV = "ROLLMATE_LOG_LEVEL"  # the level when --log-level is not given
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LOG = logging.getLogger("rollmate")


def level(given: str | None) -> str:
    """The level asked for: --log-level, else $ROLLMATE_LOG_LEVEL, else warning (errors and their tracebacks)."""
    chosen = (given or os.environ.get(ENV) or "warning").strip().lower()
    if chosen not in LEVELS:
        from rollmate.errors import RollmateError

        raise RollmateError(f"{ENV}={chosen!r}: give one of {', '.join(LEVELS)}.")
    return chosen


def start(chosen: str) -> None:
    """Log to standard error from now on (never standard output: MCP speaks on it). rollmate's own lines at the
    chosen level; other libraries' at warning and above, or at info and above when debugging."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO if chosen == "debug" else max(logging.WARNING, _number(chosen)))
    LOG.setLevel(_number(chosen))


def _number(chosen: str) -> int:
    return int(logging.getLevelName(chosen.upper()))


# A link's code in a path: the segment after /t/ or /gm/, and any long run of a code's letters anywhere (a link
# pasted into the wrong place). Neither reaches the log.
_CODE = re.compile(r"(?<=^/t/)[^/]+|(?<=^/gm/)[^/]+|[A-Za-z0-9_-]{16,}")


def shown_path(path: str) -> str:
    """A request's path as the log shows it: every link's code as '*', and no query."""
    return _CODE.sub("*", path)


Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]


class Traced:
    """An ASGI app (the page), traced: a debug line per request when it ends ('GET /t/*/events 200 8043.2 ms'),
    and the traceback of anything it raised, after which the request is answered with a plain 500 if nothing was
    sent yet. Nothing is raised on to the server, which would log it a second time."""

    def __init__(self, app: Callable[[dict[str, Any], Receive, Send], Awaitable[None]],
                 log: logging.Logger = LOG) -> None:
        self.app, self.log = app, log

    async def __call__(self, scope: dict[str, Any], receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started, status = time.perf_counter(), 0

        async def sending(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        what = f"{scope['method']} {shown_path(scope['path'])}"
        try:
            await self.app(scope, receive, sending)
        except Exception:
            self.log.exception("%s failed", what)
            if not status:
                status = 500
                await send({"type": "http.response.start", "status": 500,
                            "headers": [(b"content-type", b"application/json")]})
                await send({"type": "http.response.body", "body": b'{"error": "internal error"}'})
        finally:
            self.log.debug("%s %s %.1f ms", what, status or "-", (time.perf_counter() - started) * 1000)


class TracedCalls:
    """MCP middleware (the SDK's ServerMiddleware): a debug line per message ('tools/call roll ok 12.3 ms'). A tool's
    unexpected exception is logged with its traceback by the SDK itself."""

    def __init__(self, log: logging.Logger = LOG) -> None:
        self.log = log

    async def __call__(self, ctx: Any, call_next: Callable[[Any], Awaitable[Any]]) -> Any:
        name = ctx.params.get("name") if isinstance(ctx.params, dict) else None
        what = f"{ctx.method} {name}" if isinstance(name, str) else ctx.method
        started, outcome = time.perf_counter(), "ok"
        try:
            result = await call_next(ctx)
            if getattr(result, "is_error", False) or (isinstance(result, dict) and result.get("isError") is True):
                outcome = "tool error"
            return result
        except Exception as error:
            code = getattr(getattr(error, "error", None), "code", None)
            outcome = f"error {code}" if code is not None else f"error ({type(error).__name__})"
            raise
        finally:
            self.log.debug("%s %s %.1f ms", what, outcome, (time.perf_counter() - started) * 1000)
