"""Rolls written by other processes, brought to this process's pages: LISTEN on PostgreSQL (every worker hears each
committed roll's id), or reading an SQLite log again every moment (the terminal chat on the same file).

Either way a page that reconnects replays from the log itself (app.events), so a word missed while a worker was
down or its connection was being made again is never a roll missing from a page for good.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

from rollmate.faces.web.hub import Hub
from rollmate.table.core import Request, Table

RETRY = 1.0  # seconds before listening again after the server dropped the connection


async def relay(table: Table, hub: Hub, every: float, links: Callable[[], None] = lambda: None) -> None:
    """Run until cancelled: listen when the log announces what is written (PostgreSQL), else poll it every `every`
    seconds. `links` is called when another worker replaced one of the table's links."""
    said = table.store.announcements(RETRY)
    if said is None:
        await poll(table, hub, every)
    else:
        await listen(table, hub, said, links)


async def listen(table: Table, hub: Hub, said: AsyncIterator[dict[str, Any] | None],
                 links: Callable[[], None] = lambda: None) -> None:
    """Each committed roll, reveal and undo the log announces, and the GM's requests made on other workers, to this
    worker's pages; a roll made elsewhere is also this worker's last roll of its character. Each time the log is
    listened to anew (None), what was committed while nobody listened is caught up on."""
    mark = table.marks()[0]
    async for note in said:
        try:
            if note is None:
                mark = catch_up(table, hub, mark)
            elif note.get("kind") == "links":
                if note.get("campaign") == table.home:
                    links()
            else:
                mark = max(mark, heard(table, hub, note))
        except Exception:  # a roll that can't be read now: the next catch-up reads it again
            continue


def heard(table: Table, hub: Hub, note: dict[str, Any]) -> int:
    """One announcement: a roll to every page (a secret one to the GM's), a reveal, an undo. Returns the roll id."""
    if note.get("campaign") != table.campaign or not isinstance(note.get("id"), int):
        return 0
    kind, row_id = note.get("kind"), note["id"]
    if kind == "roll":
        if row_id not in hub.published and (shown := table.learn(row_id)) is not None:
            hub.roll(shown)
            if not shown.secret:
                hub.answered(shown.actor, shown.phrase)  # it closes the GM's request, if it was one
        return row_id
    if kind == "ask" and not table.store.announced_here(note):  # the asking worker showed it
        if isinstance(note.get("to"), str) and isinstance(note.get("phrase"), str):
            hub.ask(Request(note["to"], note["phrase"]))
        return 0
    if kind not in ("reveal", "undo"):  # a roll's other entries (secret, seat) come with the roll itself
        return 0
    roll_id = table.roll_of_entry(row_id)
    if kind == "reveal" and roll_id in hub.hidden and (shown := table.revealed(roll_id)) is not None:
        hub.roll(shown)  # the worker that revealed it has shown it already
    elif kind == "undo" and roll_id is not None:
        hub.void([roll_id])
    return 0


def catch_up(table: Table, hub: Hub, mark: int) -> int:
    """Rolls newer than `mark` no page of this worker has seen; returns the new mark. Only those rolls are read
    from the log: the ones this worker answered itself (most of them, at a busy table) were shown already."""
    for roll_id in table.rolls_after(mark):
        if roll_id not in hub.published and (shown := table.get(roll_id)) is not None:
            hub.roll(shown)
    return max(mark, table.marks()[0])


async def poll(table: Table, hub: Hub, every: float) -> None:
    """Bring rolls and undos that another process wrote to the same SQLite log (the terminal chat) to every page."""
    rolls, events = table.marks()
    while True:
        await asyncio.sleep(every)
        try:
            now_rolls, now_events = table.marks()
            if now_rolls > rolls:
                catch_up(table, hub, rolls)
            if now_events > events:
                undone = table.undone_since(events)
                if undone:
                    hub.void(undone)
            rolls, events = now_rolls, now_events
        except Exception:  # a damaged or busy log: try again on the next tick, never stop watching
            continue
