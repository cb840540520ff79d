"""What every request to the page must pass: the table's codes (compared in constant time), a same-origin
post with the page's token, a size limit and a per-client rate limit."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request

MAX_BODY = 4096  # bytes in one post: a phrase is at most 400 characters


class Refused(Exception):
    """A request the page will not serve: its HTTP status and a message for people."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


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
    """A token bucket per client: `rate` posts a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, tuple[float, float]] = {}

    def take(self, client: str) -> None:
        now = time.monotonic()
        tokens, then = self.buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if tokens < 1:
            raise Refused(429, "Too many posts at once: wait a moment and try again.")
        self.buckets[client] = (tokens - 1, now)
        if len(self.buckets) > 10_000:  # forget clients that have been quiet longest
            for key in sorted(self.buckets, key=lambda k: self.buckets[k][1])[:5_000]:
                del self.buckets[key]


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
