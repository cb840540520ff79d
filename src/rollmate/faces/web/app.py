"""The page's routes: a table page per link (the players' and the GM's), posts that answer a line, and a stream
of server-sent events that brings every roll to every page; rolls made by the chat or other workers on the same
log join in (relay)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader
from sse_starlette.sse import EventSourceResponse
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from rollmate.errors import RollmateError
from rollmate.faces.web.guard import Codes, Held, Limiter, Refused, Streams, posted, text_field
from rollmate.faces.web.hub import Hub, Watcher
from rollmate.faces.web.relay import relay
from rollmate.table.batch import Batch
from rollmate.table.core import FEED, GM, Answer, Table, refusal
from rollmate.table.logbook import campaign_name

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
    codes = codes or Codes()
    streams = streams or Streams()
    hub = Hub()
    batch = Batch(table)  # lines posted together are committed together, each answered after the commit
    limiter = Limiter(rate, burst) if rate > 0 else None
    pages = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True)

    def guarded(handler):  # type: ignore[no-untyped-def]
        async def run(request: Request) -> Response:
            try:
                return await handler(request)
            except Refused as refused:
                return JSONResponse({"error": refused.message}, status_code=refused.status,
                                    headers={**HEADERS, **refused.headers})
        return run

    def role_of(request: Request) -> str:
        role = "gm" if request.url.path.startswith("/gm/") else "player"
        codes.role(request.path_params["code"], role)
        return role

    async def page(request: Request) -> Response:
        role = role_of(request)
        seat = request.query_params.get("seat", "")
        if role == "player" and seat:
            try:
                seat = table.seat(seat)
            except Exception:
                seat = ""
        base = f"/{'gm' if role == 'gm' else 't'}/{request.path_params['code']}"
        config = {"role": role, "seat": seat if role == "player" else GM, "say": f"{base}/say",
                  "events": f"{base}/events" + (f"?seat={seat}" if seat else ""), "token": codes.token(
                      request.path_params["code"]), "ask": f"{base}/ask", "reveal": f"{base}/reveal",
                  "seats": list(table.seats())}
        html = pages.get_template("table.html").render(
            role=role, seat=seat, seats=table.seats(), campaign=campaign_name(table.campaign), system=table.system,
            config=config, player_link=f"/t/{codes.player}" if role == "gm" else None)
        return HTMLResponse(html, headers=HEADERS)

    async def say(request: Request) -> Response:
        role = role_of(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        line = text_field(data, "line")
        who = GM if role == "gm" else text_field(data, "seat")
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
            answer = await batch.run(lambda: table.answer(line, who, secret=secret), then=publish)
        except RollmateError as error:  # the log could not be written: nothing of this line was rolled
            answer = refusal(error)
        except Exception as error:  # a bug: the line had no effect, and the page says so plainly
            LOG.exception("a line posted to %s had no effect", "the GM's page" if role == "gm" else "a player's page")
            return JSONResponse({"error": f"internal error ({type(error).__name__}); the line had no effect."},
                                status_code=500, headers=HEADERS)
        return JSONResponse({"lines": [x.data() for x in answer.lines], "error": answer.error,
                             "rolls": [r.id for r in answer.rolls]}, headers=HEADERS)

    async def ask(request: Request) -> Response:
        role_of(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        try:
            asked = table.ask(text_field(data, "seat"), text_field(data, "phrase"))
        except Exception as error:
            raise Refused(400, str(error)) from None
        hub.ask(asked)
        table.announce(asked)  # the asked player's page may be on another worker
        return JSONResponse({"text": asked.text}, headers=HEADERS)

    async def reveal(request: Request) -> Response:
        role_of(request)
        data = await posted(request, codes, request.path_params["code"], limiter)
        roll_id = data.get("id")
        if not isinstance(roll_id, int) or isinstance(roll_id, bool):
            raise Refused(400, "Say which roll to reveal by its number.")
        try:
            shown = table.reveal(roll_id)
        except Exception as error:
            raise Refused(400, str(error)) from None
        hub.roll(shown)
        return JSONResponse({"revealed": roll_id}, headers=HEADERS)

    async def events(request: Request) -> Response | Held:
        role = role_of(request)
        with streams.opening(request.client.host if request.client else "?") as opening:  # given back if this fails
            seat = request.query_params.get("seat") if role == "player" else None
            watcher = Watcher(gm=role == "gm", seat=table.seat(seat) if seat and seat in table.seats() else None)
            last = request.headers.get("last-event-id", "")
            after = int(last) if last.isascii() and last.isdigit() and len(last) < 12 else 0
            replay = table.feed(gm_sees=watcher.gm, limit=FEED)
            if after and (not replay or replay[0].id > after):  # away longer than the page keeps: all since then
                replay = table.feed(gm_sees=watcher.gm, after=after, limit=500)
        hub.join(watcher)

        async def stream() -> AsyncIterator[dict[str, Any]]:
            try:
                yield {"event": "hello", "data": _json({"campaign": campaign_name(table.campaign),
                                                        "requests": hub.waiting(watcher)})}
                for shown in replay:
                    yield {"event": "roll", "id": str(shown.id), "data": _json(shown.data())}
                replay.clear()  # sent: an open page holds none of it (an idle stream is then ~40 KB, not ~230 KB)
                while not watcher.dropped:
                    yield await watcher.queue.get()
            finally:
                hub.leave(watcher)

        return opening.hold(EventSourceResponse(stream(), headers=HEADERS, ping=15), then=lambda: hub.leave(watcher))

    async def nothing(request: Request) -> Response:
        return PlainTextResponse("rollmate: open the table's link (the GM has it).", status_code=404, headers=HEADERS)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        table.warm()  # before the first page connects: no player waits for the grammar to load
        hub.hidden = table.hidden()
        task = asyncio.create_task(relay(table, hub, poll))
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
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.codes = codes
    app.state.batch = batch
    return app


def _json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False)
