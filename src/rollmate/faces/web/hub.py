"""Who is watching the table and what each may see: every roll to every page, a secret roll only to the GM's
pages, the GM's requests to the asked player's pages. Players' pages know a roll by a tag, not the log's number,
so no gap in the numbers tells them the GM rolled in secret."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rollmate.table.core import Request
from rollmate.table.views import Shown

QUEUE = 1000  # events waiting for one page; a page that falls this far behind is dropped and reconnects
# Rolls remembered as sent live: the log poller and the listener ask only about rolls newer than the last they saw,
# so the latest few thousand are plenty, and a server that runs for months keeps no more. (Were an older one sent
# again, a page replaces its card by the roll's id: nothing shows twice.)
KEPT = 5000


@dataclass(eq=False)
class Watcher:
    """One open page: the GM's, or a player's at a seat."""

    gm: bool
    seat: str | None = None
    code: str = ""  # the link it was opened with: when the GM replaces that link, the page is told and let go
    queue: asyncio.Queue[dict[str, Any]] = field(default_factory=lambda: asyncio.Queue(QUEUE))
    dropped: bool = False

    def send(self, message: dict[str, str]) -> None:
        """Queue one event (made once by `event` for all the pages it goes to)."""
        if self.dropped:
            return
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.dropped = True  # its stream ends; the browser reconnects and replays from the log


def event(kind: str, data: dict[str, Any], event_id: int | str | None = None) -> dict[str, str]:
    """A server-sent event, its data encoded once however many pages it goes to."""
    message = {"event": kind, "data": json.dumps(data, ensure_ascii=False)}
    if event_id is not None:
        message["id"] = str(event_id)
    return message


def numbered(roll_id: int) -> str:
    return str(roll_id)


class Hub:
    def __init__(self, kept: int = KEPT, tag: Callable[[int], str] = numbered) -> None:
        self.tag = tag  # how players' pages know a roll (app: a keyed hash of its number)
        self.watchers: set[Watcher] = set()
        self.published: dict[int, None] = {}  # the latest rolls sent live, oldest first (the log poller skips them)
        self.kept = kept
        self.requests: dict[str, list[Request]] = {}  # open requests per seat, shown again on reconnect
        self.hidden: set[int] = set()  # secret rolls sent to the GM only, until revealed

    def join(self, watcher: Watcher) -> None:
        self.watchers.add(watcher)

    def leave(self, watcher: Watcher) -> None:
        self.watchers.discard(watcher)

    def roll(self, shown: Shown) -> None:
        """A roll made or revealed: to every page, or to the GM's alone while it is secret."""
        self.published[shown.id] = None
        if len(self.published) > self.kept:
            del self.published[next(iter(self.published))]
        if shown.secret:
            self.hidden.add(shown.id)
        else:
            self.hidden.discard(shown.id)
        data = shown.data()  # drawn once (its lines are the costliest part of a post) for the GM's and players' events
        message = event("roll", data, shown.id)
        public = None if shown.secret else self.for_players(shown, data)
        for watcher in list(self.watchers):
            if watcher.gm:
                watcher.send(message)
            elif public is not None:
                watcher.send(public)

    def for_players(self, shown: Shown, data: dict[str, Any] | None = None) -> dict[str, str]:
        """A roll's event as players' pages get it: known by its tag (`data`: shown.data(), when already drawn)."""
        tag = self.tag(shown.id)
        return event("roll", {**(shown.data() if data is None else data), "id": tag}, tag)

    def void(self, ids: tuple[int, ...] | list[int]) -> None:
        """Rolls taken back with /undo; a hidden one is news to the GM only."""
        to_gm, to_players = list(ids), [self.tag(i) for i in ids if i not in self.hidden]
        messages = {True: event("void", {"ids": to_gm}), False: event("void", {"ids": to_players})}
        for watcher in list(self.watchers):
            if to_gm if watcher.gm else to_players:
                watcher.send(messages[watcher.gm])

    def ask(self, request: Request) -> None:
        waiting = self.requests.setdefault(request.to, [])
        waiting[:] = [r for r in waiting if r.phrase != request.phrase][-4:] + [request]
        message = event("request", _request(request))
        for watcher in list(self.watchers):
            if watcher.gm or watcher.seat == request.to:
                watcher.send(message)

    def answered(self, seat: str, phrase: str) -> None:
        """A roll the seat made from a requested phrase closes that request."""
        if seat in self.requests:
            self.requests[seat] = [r for r in self.requests[seat] if r.phrase != " ".join(phrase.split())]
            message = event("answered", {"to": seat, "phrase": " ".join(phrase.split())})
            for watcher in list(self.watchers):
                if watcher.gm or watcher.seat == seat:
                    watcher.send(message)

    def campaign(self, name: str) -> None:
        self.requests.clear()
        message = event("campaign", {"campaign": name})
        for watcher in list(self.watchers):
            watcher.send(message)

    def drop(self, holder: Callable[[str], str | None]) -> None:
        """Pages opened with a link that no longer opens the table (`holder` gives None for it): told so, and let go."""
        message = event("gone", {})
        for watcher in list(self.watchers):
            if watcher.code and holder(watcher.code) is None:
                watcher.send(message)
                watcher.dropped = True

    def waiting(self, watcher: Watcher) -> list[dict[str, str]]:
        if watcher.gm:
            return [_request(r) for rs in self.requests.values() for r in rs]
        return [_request(r) for r in self.requests.get(watcher.seat or "", [])]


def _request(request: Request) -> dict[str, str]:
    return {"to": request.to, "phrase": request.phrase, "text": request.text}
