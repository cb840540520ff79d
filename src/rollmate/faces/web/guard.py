"""What every request to the page must pass: the table's links (the GM's and one per seat, kept with the log,
compared in constant time), a same-origin post with the page's token, a size limit and a per-client rate limit; and
the event streams' limits (so many per client and in all, reconnects rate-limited per client and in all)."""

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

MAX_BODY = 16384  # bytes in one post: a phrase of the longest length, every character escaped


class Refused(Exception):
    """A request the page will not serve: its HTTP status, a message for people, and its headers (Retry-After: the
    seconds after which the same request may pass)."""

    def __init__(self, status: int, message: str, *, retry: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = {} if retry is None else {"Retry-After": str(max(1, math.ceil(retry)))}


GM_SEAT = "GM"  # the holder of the GM's link (table.core.GM: no character may be called that at a served table)


def _code() -> str:
    return secrets.token_urlsafe(18)


@dataclass
class Codes:
    """A table's links: the GM's, and one per seat, each held by one player and acting as that character only. They
    are kept with the roll log (the table's own entry, `Store.table_entry`), so a restart keeps them; the GM
    replaces any of them (`rotate`), and the old one opens nothing from then on."""

    gm: str = field(default_factory=_code)
    seats: dict[str, str] = field(default_factory=dict)  # character -> the code of that seat's link
    key: bytes = field(default_factory=lambda: secrets.token_bytes(32), repr=False)  # signs the pages' tokens

    def holder(self, code: str) -> str | None:
        """Whose link `code` is: GM_SEAT, a character's name, or None. Every code is compared, each in constant
        time, so how long this takes says nothing about which code was close."""
        sent = code.encode("utf-8", "replace")
        found = None
        for who, expected in ((GM_SEAT, self.gm), *self.seats.items()):
            if hmac.compare_digest(sent, expected.encode()):
                found = who
        return found

    def role(self, code: str, wanted: str) -> str:
        """The holder of `code` when it is a link of the `wanted` kind ('gm', or 'player' for a seat's); else
        refused as no table at all (a wrong link says nothing of which links exist)."""
        who = self.holder(code)
        if who is None or (who == GM_SEAT) != (wanted == "gm"):
            raise Refused(404, NO_TABLE)
        return who

    def token(self, code: str) -> str:
        """The token a page sends back with each post (a cross-site page cannot read it)."""
        return hmac.new(self.key, code.encode(), hashlib.sha256).hexdigest()

    def tag(self, roll_id: int) -> str:
        """How players' pages know a roll: a keyed hash of its number, so the numbers' gaps (the GM's secret rolls,
        other tables' rolls) show nowhere; the same on every worker and after a restart."""
        return hmac.new(self.key, f"roll:{roll_id}".encode(), hashlib.sha256).hexdigest()[:16]

    def rotate(self, who: str) -> str:
        """A new link for the GM or a seat; the old one stops working. Returns the new code."""
        code = _code()
        if who == GM_SEAT:
            self.gm = code
        elif who in self.seats:
            self.seats[who] = code
        else:
            raise Refused(400, f"There is no seat {who!r} at this table.")
        return code

    def dumps(self) -> str:
        return json.dumps({"gm": self.gm, "seats": self.seats, "key": self.key.hex()}, ensure_ascii=False)

    @classmethod
    def loads(cls, text: str | None) -> Codes | None:
        """The links as kept, or None when there are none (or what is kept is not links)."""
        try:
            data = json.loads(text or "")
            codes = cls(gm=data["gm"], seats=dict(data["seats"]), key=bytes.fromhex(data["key"]))
        except (ValueError, KeyError, TypeError, AttributeError):
            return None
        ok = all(isinstance(c, str) and len(c) >= 16 for c in (codes.gm, *codes.seats.values()))
        return codes if ok and len(codes.key) >= 16 else None

    @classmethod
    def kept(cls, entry: str | None, seats: tuple[str, ...], *, renew: bool = False) -> tuple[Codes, bool]:
        """The table's links from its kept entry: one per seat now at the table (a new character gets one, a
        character gone takes theirs along); `renew` makes every one new. Returns them and whether they changed."""
        old = None if renew else cls.loads(entry)
        codes = old or cls()
        now = {name: codes.seats.get(name) or _code() for name in seats}
        changed = old is None or now != codes.seats
        codes.seats = now
        return codes, changed


def table_links(table: Any, *, renew: bool = False) -> Codes:
    """The links of a table (table.core.Table) as kept with its log, made and kept on its first start; `renew`
    replaces every one of them."""
    codes, changed = Codes.kept(table.links(), table.seats(), renew=renew)
    if changed:
        table.keep_links(codes.dumps())
    return codes


NO_TABLE = "There is no table at this link. Ask the GM for your seat's link (the GM may have replaced the old one)."


class Limiter:
    """A token bucket per client: `rate` posts (or whatever `refusal` names) a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int,
                 refusal: str = "Too many posts at once: wait a moment and try again.") -> None:
        self.rate, self.burst, self.refusal = rate, burst, refusal
        self.buckets: dict[str, tuple[float, float]] = {}

    def take(self, client: str, *, keep: bool = True) -> None:
        """One turn of `client`'s, or Refused (429, with the seconds until its next turn); `keep=False` only asks
        whether it has one, and takes nothing."""
        now = time.monotonic()
        tokens, then = self.buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if tokens < 1:
            raise Refused(429, self.refusal, retry=(1 - tokens) / self.rate)
        if not keep:
            return
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
        self._room(client)
        self.reconnects.take(client)
        try:
            self._tables_turn(keep=True)
        except Refused:  # the table's, not this client's: the client's turn is given back
            tokens, then = self.reconnects.buckets[client]
            self.reconnects.buckets[client] = (tokens + 1, then)
            raise
        self.open[client] = self.open.get(client, 0) + 1
        return Opening(self, client)

    def admits(self, client: str) -> None:
        """Refused as `opening` would refuse `client` now, taking nothing: a page refused asks this (a HEAD request
        to its feed) until it may open its feed again, and asking costs it no turn."""
        self._room(client)
        self.reconnects.take(client, keep=False)
        self._tables_turn(keep=False)

    def _room(self, client: str) -> None:
        if sum(self.open.values()) >= self.total:
            raise Refused(503, f"The table is serving as many live pages as it can ({self.total}): try again in a "
                               "minute.", retry=30)
        if self.open.get(client, 0) >= self.per_client:
            raise Refused(429, f"This address has {self.per_client} of the table's pages open, the most it may: close "
                               "one and this page opens.", retry=5)

    def _tables_turn(self, *, keep: bool) -> None:
        try:
            self.all_reconnects.take("", keep=keep)
        except Refused as refused:  # all clients' together: a 503
            raise Refused(503, refused.message, retry=float(refused.headers["Retry-After"])) from None


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
