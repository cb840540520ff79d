"""What every request to the page must pass: the table's links (the GM's and one per seat, kept with the log,
compared in constant time), a same-origin post with the page's token, a size limit and a per-client rate limit."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request

MAX_BODY = 16384  # bytes in one post: a phrase of the longest length, every character escaped


class Refused(Exception):
    """A request the page will not serve: its HTTP status and a message for people."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


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
    except (ValueError, UnicodeDecodeError):
        raise Refused(400, "The post is not a JSON object.") from None
    if not isinstance(data, dict):
        raise Refused(400, "The post is not a JSON object.")
    return data


def text_field(data: dict[str, Any], name: str, *, required: bool = True) -> str:
    value = data.get(name, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise Refused(400, f"The post needs '{name}' as text.")
    return value
