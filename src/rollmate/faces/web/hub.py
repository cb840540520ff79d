"""Who is watching the table and what each may see: every roll to every page, a secret roll only to the GM's
pages, the GM's requests to the asked player's pages."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from rollmate.table.core import Request
from rollmate.table.views import Shown

QUEUE = 1000  # events waiting for one page; a page that falls this far behind is dropped and reconnects


@dataclass(eq=False)
class Watcher:
    """One open page: the GM's, or a player's at a seat."""

    gm: bool
    seat: str | None = None
    queue: asyncio.Queue[dict[str, Any]] = field(default_factory=lambda: asyncio.Queue(QUEUE))
    dropped: bool = False

    def send(self, event: str, data: dict[str, Any], event_id: int | None = None) -> None:
        if self.dropped:
            return
        message = {"event": event, "data": json.dumps(data, ensure_ascii=False)}
        if event_id is not None:
            message["id"] = str(event_id)
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.dropped = True  # its stream ends; the browser reconnects and replays from the log


class Hub:
    def __init__(self) -> None:
        self.watchers: set[Watcher] = set()
        self.published: set[int] = set()  # rolls already sent live (the log poller skips them)
        self.requests: dict[str, list[Request]] = {}  # open requests per seat, shown again on reconnect
        self.hidden: set[int] = set()  # secret rolls sent to the GM only, until revealed

    def join(self, watcher: Watcher) -> None:
        self.watchers.add(watcher)

    def leave(self, watcher: Watcher) -> None:
        self.watchers.discard(watcher)

    def roll(self, shown: Shown) -> None:
        """A roll made or revealed: to every page, or to the GM's alone while it is secret."""
        self.published.add(shown.id)
        if shown.secret:
            self.hidden.add(shown.id)
        else:
            self.hidden.discard(shown.id)
        for watcher in list(self.watchers):
            if watcher.gm or not shown.secret:
                watcher.send("roll", shown.data(), shown.id)

    def void(self, ids: tuple[int, ...] | list[int]) -> None:
        """Rolls taken back with /undo; a hidden one is news to the GM only."""
        for watcher in list(self.watchers):
            seen = [i for i in ids if watcher.gm or i not in self.hidden]
            if seen:
                watcher.send("void", {"ids": seen})

    def ask(self, request: Request) -> None:
        waiting = self.requests.setdefault(request.to, [])
        waiting[:] = [r for r in waiting if r.phrase != request.phrase][-4:] + [request]
        for watcher in list(self.watchers):
            if watcher.gm or watcher.seat == request.to:
                watcher.send("request", _request(request))

    def answered(self, seat: str, phrase: str) -> None:
        """A roll the seat made from a requested phrase closes that request."""
        if seat in self.requests:
            self.requests[seat] = [r for r in self.requests[seat] if r.phrase != " ".join(phrase.split())]
            for watcher in list(self.watchers):
                if watcher.gm or watcher.seat == seat:
                    watcher.send("answered", {"to": seat, "phrase": " ".join(phrase.split())})

    def campaign(self, name: str) -> None:
        self.requests.clear()
        for watcher in list(self.watchers):
            watcher.send("campaign", {"campaign": name})

    def waiting(self, watcher: Watcher) -> list[dict[str, str]]:
        if watcher.gm:
            return [_request(r) for rs in self.requests.values() for r in rs]
        return [_request(r) for r in self.requests.get(watcher.seat or "", [])]


def _request(request: Request) -> dict[str, str]:
    return {"to": request.to, "phrase": request.phrase, "text": request.text}
