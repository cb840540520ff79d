"""What every request to the page must pass: the table's codes (compared in constant time), a same-origin
post with the page's token, a size limit and a per-client rate limit; and the event streams' limits (so many per
client and in all, reconnects rate-limited per client)."""

from __future__ import annotations

import hashlib
import hmac
import json
import math
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

MAX_BODY = 4096  # bytes in one post: a phrase is at most 400 characters


class Refused(Exception):
    """A request the page will not serve: its HTTP status, a message for people, and its headers (Retry-After: the
    seconds after which the same request may pass)."""

    def __init__(self, status: int, message: str, *, retry: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = {} if retry is None else {"Retry-After": str(max(1, math.ceil(retry)))}


@dataclass(frozen=True)
class Codes:
    """The two links of a table: the players' and the GM's, each unguessable."""

    player: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    gm: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    key: bytes = field(default_factory=lambda: secrets.token_bytes(32), repr=False)  # signs the pages' tokens

    def role(self, code: str, wanted: str) -> None:
        """Refuse a code that is not the `wanted` one ('player' or 'gm'), in constant time."""
        expected = self.gm if wanted == "gm" else self.player
        if not hmac.compare_digest(code.encode("utf-8", "replace"), expected.encode()):
            raise Refused(404, "There is no table at this link. Ask the GM for the table's link.")

    def token(self, code: str) -> str:
        """The token a page sends back with each post (a cross-site page cannot read it)."""
        return hmac.new(self.key, code.encode(), hashlib.sha256).hexdigest()


class Limiter:
    """A token bucket per client: `rate` posts (or whatever `refusal` names) a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int,
                 refusal: str = "Too many posts at once: wait a moment and try again.") -> None:
        self.rate, self.burst, self.refusal = rate, burst, refusal
        self.buckets: dict[str, tuple[float, float]] = {}

    def take(self, client: str) -> None:
        now = time.monotonic()
        tokens, then = self.buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if tokens < 1:
            raise Refused(429, self.refusal, retry=(1 - tokens) / self.rate)
        self.buckets[client] = (tokens - 1, now)
        if len(self.buckets) > 10_000:  # forget clients that have been quiet longest
            for key in sorted(self.buckets, key=lambda k: self.buckets[k][1])[:5_000]:
                del self.buckets[key]


# Event streams (a page's live feed). A page holds one; the caps leave room for a household's phones behind one
# address, and for a table of 50 players with a tab or two each. An idle stream costs the server about 46 KB.
STREAMS = 400  # open at once, in all
STREAMS_PER_CLIENT = 32  # open at once from one address
RECONNECTS = (40, 0.5)  # a client opens 40 at once, then one every 2 seconds (each replays the latest rolls)
ALL_RECONNECTS = (200, 10.0)  # all clients together: 200 at once, then 10 a second (a sixth of a core's time)


class Streams:
    """The open event streams, counted per client address and in all. A stream is admitted before the server does
    any work for it (its replay reads and encodes the latest rolls), so a refused one costs next to nothing."""

    def __init__(self, total: int = STREAMS, per_client: int = STREAMS_PER_CLIENT,
                 reconnects: tuple[int, float] = RECONNECTS,
                 all_reconnects: tuple[int, float] = ALL_RECONNECTS) -> None:
        self.total, self.per_client = total, per_client
        self.open: dict[str, int] = {}
        burst, rate = reconnects
        self.reconnects = Limiter(rate, burst, f"This address opened the table's live feed more than {burst} times "
                                  f"in a short while: it opens again in a moment.")
        burst, rate = all_reconnects
        self.all_reconnects = Limiter(rate, burst, "The table is opening many live pages at once: this one opens "
                                      "in a moment.")

    def opening(self, client: str) -> Opening:
        """A place for one more stream from `client`, or Refused: 503 when the table serves as many as it may or
        opens too many at once, 429 when this client has its share open or reconnects too often."""
        if sum(self.open.values()) >= self.total:
            raise Refused(503, f"The table is serving as many live pages as it can ({self.total}): try again in a "
                               "minute.", retry=30)
        if self.open.get(client, 0) >= self.per_client:
            raise Refused(429, f"This address has {self.per_client} of the table's pages open, the most it may: close "
                               "one and this page opens.", retry=5)
        self.reconnects.take(client)
        try:
            self.all_reconnects.take("")
        except Refused as refused:  # the table's, not this client's: a 503, and the client's turn is given back
            tokens, then = self.reconnects.buckets[client]
            self.reconnects.buckets[client] = (tokens + 1, then)
            raise Refused(503, refused.message, retry=float(refused.headers["Retry-After"])) from None
        self.open[client] = self.open.get(client, 0) + 1
        return Opening(self, client)


class Opening:
    """One admitted stream's place: given back once, when its response ends however it ends, or when the work to
    open it fails (used as a `with` block around that work)."""

    def __init__(self, streams: Streams, client: str) -> None:
        self.streams, self.client, self.given_back = streams, client, False

    def __enter__(self) -> Opening:
        return self

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if kind is not None:
            self.give_back()

    def give_back(self) -> None:
        if not self.given_back:
            self.given_back = True
            left = self.streams.open.pop(self.client) - 1
            if left:
                self.streams.open[self.client] = left

    def hold(self, response: Response, then: Callable[[], None]) -> Held:
        """The stream's response, giving the place back (and calling `then`) when it ends."""

        def ended() -> None:
            try:
                then()
            finally:
                self.give_back()

        return Held(response, ended)


class Held:
    """An ASGI response that calls `ended` however it ends: sent whole, cut off by the client, cancelled, or never
    started at all (a HEAD request, or a client gone before the first byte: the stream's own code never runs)."""

    def __init__(self, response: Response, ended: Callable[[], None]) -> None:
        self.response, self.ended = response, ended

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self.response(scope, receive, send)
        finally:
            self.ended()


async def posted(request: Request, codes: Codes, code: str, limiter: Limiter | None) -> dict[str, Any]:
    """The JSON object of a post that passes every check."""
    if limiter is not None:
        limiter.take(request.client.host if request.client else "?")
    origin = request.headers.get("origin")
    if origin is not None and origin != f"{request.url.scheme}://{request.url.netloc}":
        raise Refused(403, "Posts come from the table's own page only.")
    sent = request.headers.get("x-rollmate-token", "")
    if not hmac.compare_digest(sent.encode("utf-8", "replace"), codes.token(code).encode()):
        raise Refused(403, "This post lacks the page's token: reload the table's page.")
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise Refused(415, "Posts are JSON (Content-Type: application/json).")
    if int(request.headers.get("content-length") or 0) > MAX_BODY:
        raise Refused(413, f"A post is at most {MAX_BODY} bytes.")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise Refused(413, f"A post is at most {MAX_BODY} bytes.")
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):  # nested deeper than the parser goes: not a post either
        raise Refused(400, "The post is not a JSON object.") from None
    if not isinstance(data, dict):
        raise Refused(400, "The post is not a JSON object.")
    bad = _not_text(data)
    if bad is not None:
        raise Refused(400, f"The post holds U+{bad:04X}, which is not text (half of a UTF-16 pair, written as a "
                           "JSON escape): send the line as plain UTF-8 text.")
    return data


def _not_text(data: Any) -> int | None:
    """The first code point in a posted value (its strings, keys, lists, objects) that no UTF-8 text can hold: a lone
    surrogate, which JSON's \\u escapes let through. Walked without recursion: nesting is only as deep as the parser
    allowed."""
    waiting = [data]
    while waiting:
        value = waiting.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError as error:
                return ord(value[error.start])
        elif isinstance(value, dict):
            waiting += [*value.keys(), *value.values()]
        elif isinstance(value, list):
            waiting += value
    return None


def text_field(data: dict[str, Any], name: str, *, required: bool = True) -> str:
    value = data.get(name, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise Refused(400, f"The post needs '{name}' as text.")
    return value
