"""The page's routes: a table page per link (the GM's, and each seat's, which acts as that character only), posts
that answer a line, the GM's controls (ask, reveal, replace a link), and a stream of server-sent events that brings
every roll to every page; rolls made by the chat or other workers on the same log join in (relay)."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import json
import logging
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader
from sse_starlette.sse import EventSourceResponse
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from rollmate.errors import RollmateError
from rollmate.faces.web.guard import (
    GM_SEAT,
    NO_TABLE,
    Codes,
    Held,
    Limiter,
    Refused,
    Streams,
    posted,
    table_links,
    text_field,
)
from rollmate.faces.web.hub import Hub, Watcher, event
from rollmate.faces.web.relay import relay
from rollmate.table import registry
from rollmate.table.batch import Batch
from rollmate.table.core import FEED, GM, MAX_LINE, Answer, Table, refusal
from rollmate.table.logbook import campaign_name
from rollmate.table.powers import GM_PAGE, SEAT
from rollmate.table.views import Shown

HERE = Path(__file__).parent
LOG = logging.getLogger("rollmate.web")
HEADERS = {  # no script but the page's own, no framing, and the link's code never leaves in a Referer
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


def create_app(table: Table, codes: Codes | None = None, *, rate: float = 10.0, burst: int = 30,
               poll: float = 0.25, streams: Streams | None = None) -> Starlette:
    """The table's app. `rate` and `burst` limit each client's posts (rate 0: no limit); `poll` is how often an
    SQLite log is read for rolls made elsewhere (the terminal chat); on PostgreSQL every roll is announced (relay).
    `streams` holds the event streams' limits (guard.Streams)."""
    codes = codes or table_links(table)
    streams = streams or Streams()
    hub = Hub(tag=lambda roll_id: codes.tag(roll_id))
    batch = Batch(table)  # lines posted together are committed together, each answered after the commit
    limiter = Limiter(rate, burst) if rate > 0 else None
    pages = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True)
    pages.globals["gm_tools"] = registry.page_tools()  # the GM page's tools: the registry's commands

    def guarded(handler):  # type: ignore[no-untyped-def]
        async def run(request: Request) -> Response:
            try:
                return await handler(request)
            except Refused as refused:
                if request.method == "GET" and not request.url.path.endswith("/events"):  # a person opened it
                    return _notice(refused.message, refused.status)
                return JSONResponse({"error": refused.message}, status_code=refused.status,
                                    headers={**HEADERS, **refused.headers})
        return run

    def holder(request: Request) -> str:
        """Whose link the request came by: GM_SEAT on /gm/, the seat's character on /t/; anything else is refused."""
        return codes.role(request.path_params["code"], "gm" if request.url.path.startswith("/gm/") else "player")

    def seat_links() -> list[dict[str, str]]:
        return [{"seat": name, "link": f"/t/{code}"} for name, code in codes.seats.items()]

    async def page(request: Request) -> Response:
        who = holder(request)
        role = "gm" if who == GM_SEAT else "player"
        base = f"/{'gm' if role == 'gm' else 't'}/{request.path_params['code']}"
        config = {"role": role, "seat": who, "say": f"{base}/say", "events": f"{base}/events",
                  "token": codes.token(request.path_params["code"]), "ask": f"{base}/ask", "reveal": f"{base}/reveal",
                  "rotate": f"{base}/rotate", "campaign": campaign_name(table.campaign), "seats": list(table.seats()),
                  "links": seat_links() if role == "gm" else [], "limit": MAX_LINE}
        html = pages.get_template("table.html").render(
            role=role, seat=who, seats=table.seats(), campaign=campaign_name(table.campaign), system=table.system,
            config=config, links=config["links"])
        return HTMLResponse(html, headers=HEADERS)

    async def say(request: Request) -> Response:
        who = holder(request)
        role = "gm" if who == GM_SEAT else "player"
        data = await posted(request, codes, request.path_params["code"], limiter)
        line = text_field(data, "line")
        named = data.get("seat")
        if role == "player" and named not in (None, "", who):  # a seat's link speaks for that seat alone
            raise Refused(403, f"This page is {who}'s seat: it speaks for {who} only. Ask the GM for your own link.")
        secret = role == "gm" and data.get("secret") is True

        def publish(answer: Answer) -> None:  # to every page, the moment it is committed
            for roll in answer.rolls:
                hub.roll(roll)
                if role != "gm":
                    hub.answered(who, line)
            if answer.voided:
                hub.void(answer.voided)
            if answer.campaign_changed:
                hub.campaign(campaign_name(table.campaign))

        try:
            may = GM_PAGE if role == "gm" else SEAT
            answer = await batch.run(lambda: table.answer(line, GM if role == "gm" else who, may=may, secret=secret),
                                     then=publish)
        except RollmateError as error:  # the log could not be written: nothing of this line was rolled
            answer = refusal(error)
        except Exception as error:  # a bug: the line had no effect, and the page says so plainly
            LOG.exception("a line posted to %s had no effect", "the GM's page" if role == "gm" else "a player's page")
            return JSONResponse({"error": f"internal error ({type(error).__name__}); the line had no effect."},
                                status_code=500, headers=HEADERS)
        return JSONResponse({"lines": [x.data() for x in answer.lines], "error": answer.error,
                             "rolls": [r.id if role == "gm" else codes.tag(r.id) for r in answer.rolls]},
                            headers=HEADERS)

    async def rotate(request: Request) -> Response:
        """The GM replaces a seat's link (or their own): the old one opens nothing, and its open pages are told."""
        holder(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        whose = text_field(data, "seat")
        code = codes.rotate(whose)
        table.keep_links(codes.dumps())
        hub.drop(codes.holder)
        return JSONResponse({"seat": whose, "link": f"/{'gm' if whose == GM_SEAT else 't'}/{code}"}, headers=HEADERS)

    def reload() -> None:
        """Another worker replaced a link: this one's links as kept, and the pages of the old one told."""
        kept = Codes.loads(table.links())
        if kept is not None:
            codes.gm, codes.seats, codes.key = kept.gm, kept.seats, kept.key
            hub.drop(codes.holder)

    async def ask(request: Request) -> Response:
        holder(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        try:
            asked = table.ask(text_field(data, "seat"), text_field(data, "phrase"))
        except RollmateError as error:  # the table's refusal; anything else is a bug, logged as one
            raise Refused(400, str(error)) from None
        hub.ask(asked)
        table.announce(asked)  # the asked player's page may be on another worker
        return JSONResponse({"text": asked.text}, headers=HEADERS)

    async def reveal(request: Request) -> Response:
        holder(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        roll_id = data.get("id")
        if not isinstance(roll_id, int) or isinstance(roll_id, bool):
            raise Refused(400, "Say which roll to reveal by its number.")
        try:
            shown = table.reveal(roll_id)
        except RollmateError as error:  # the table's refusal; anything else is a bug, logged as one
            raise Refused(400, str(error)) from None
        hub.roll(shown)
        return JSONResponse({"revealed": roll_id}, headers=HEADERS)

    async def events(request: Request) -> Response | Held:
        who = holder(request)
        client = request.client.host if request.client else "?"
        if request.method == "HEAD":  # a page asking whether it may open its feed again: answered, nothing opened
            streams.admits(client)
            return Response(headers={**HEADERS, "Cache-Control": "no-store"}, media_type="text/event-stream")
        with streams.opening(client) as opening:  # given back if this fails
            watcher = Watcher(gm=who == GM_SEAT, seat=None if who == GM_SEAT else who,
                              code=request.path_params["code"])
            last = request.headers.get("last-event-id", "")
            replay = table.feed(gm_sees=watcher.gm, limit=FEED)
            after = _last_seen(last, watcher.gm, replay, codes.tag) if last else 0
            if last and not after and not watcher.gm:  # a player's page away a while: its last roll further back
                after = _last_seen(last, False, table.feed(gm_sees=False, limit=500), codes.tag)
            if after and (not replay or replay[0].id > after):  # away longer than the page keeps: all since then
                replay = table.feed(gm_sees=watcher.gm, after=after, limit=500)
        hub.join(watcher)

        async def stream() -> AsyncIterator[dict[str, Any]]:
            try:
                yield {"event": "hello", "data": _json({"campaign": campaign_name(table.campaign),
                                                        "requests": hub.waiting(watcher)})}
                for shown in replay:
                    yield event("roll", shown.data(), shown.id) if watcher.gm else hub.for_players(shown)
                replay.clear()  # sent: an open page holds none of it (an idle stream is then ~40 KB, not ~230 KB)
                while not watcher.dropped:
                    yield await watcher.queue.get()
            finally:
                hub.leave(watcher)

        return opening.hold(EventSourceResponse(stream(), headers=HEADERS, ping=15), then=lambda: hub.leave(watcher))

    async def nothing(request: Request) -> Response:
        return _notice(NO_TABLE, 404)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        table.warm()  # before the first page connects: no player waits for the grammar to load
        hub.hidden = table.hidden()
        task = asyncio.create_task(relay(table, hub, poll, reload))
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            await batch.close()

    routes = [
        Route("/", nothing),
        Route("/t/{code}", guarded(page)), Route("/gm/{code}", guarded(page)),
        Route("/t/{code}/events", guarded(events)), Route("/gm/{code}/events", guarded(events)),
        Route("/t/{code}/say", guarded(say), methods=["POST"]), Route("/gm/{code}/say", guarded(say), methods=["POST"]),
        Route("/gm/{code}/ask", guarded(ask), methods=["POST"]),
        Route("/gm/{code}/reveal", guarded(reveal), methods=["POST"]),
        Route("/gm/{code}/rotate", guarded(rotate), methods=["POST"]),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.codes = codes
    app.state.batch = batch
    return app


def _last_seen(last: str, gm: bool, replay: list[Shown], tag: Callable[[int], str]) -> int:
    """The roll a page saw last (its Last-Event-ID): a number on the GM's page, a tag on a player's, looked for among
    the rolls a page keeps (a page away longer replays the latest ones)."""
    if gm:
        return int(last) if last.isascii() and last.isdigit() and len(last) < 12 else 0
    return next((shown.id for shown in replay if hmac.compare_digest(tag(shown.id), last)), 0)


def _notice(message: str, status: int) -> Response:
    """A page for a person who opened a link that opens no table: what happened and what to do, as HTML."""
    text = html.escape(message)
    body = (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rollmate</title>'
            f'<link rel="stylesheet" href="/static/table.css"></head><body class="notice"><header><h1>rollmate</h1>'
            f'</header><main><p class="notice-text">{text}</p></main></body></html>')
    return HTMLResponse(body, status_code=status, headers=HEADERS)


def _json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False)
