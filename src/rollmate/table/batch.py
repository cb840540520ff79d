"""Lines that arrive together are written together: one transaction and one commit for all, each answered after it.

A face that serves many people at once (the page, the MCP server) hands each line's work to `Batch.run` and awaits
its answer. One writer task takes every line waiting, answers them in the order they came inside one transaction
of the table's log (Table.together), each in a savepoint of its own, so a line the rules refuse (a cap reached, a
phrase not understood) leaves the others' rolls as they are; then it commits once and only then answers them.
If the commit fails, no line is told of a roll: each gets the error, and the log and the table are as before.
So the log's promises hold as with one transaction a line: every roll answered is committed before its answer,
and each campaign's chain is in the order the lines are answered. The commit's fsync is paid once per group
instead of once per line; on PostgreSQL each line is still its own transaction (Store.group).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from rollmate.rules.records import FrozenRecord
from rollmate.table.core import Table

T = TypeVar("T")
MOST = 100  # lines written in one group at most: a group's answers wait for its last line


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Line(FrozenRecord):
    """One line waiting for the writer: its work, what to do right after the commit, and its asker's answer."""

    work: Callable[[], Any]
    then: Callable[[Any], None] | None
    answer: asyncio.Future[Any]


class Batch:
    """The table's one writer: `await batch.run(work)` runs `work()` (which answers a line at the table) in the
    next group and returns what it returned, or raises what it raised, once that group is committed. Everything
    runs on the event loop, one group at a time, so nothing else touches the table while a group is open."""

    def __init__(self, table: Table, most: int = MOST) -> None:
        self.table = table
        self.most = most
        self.groups = 0  # groups committed (a bench reports lines per group)
        self._waiting: asyncio.Queue[Line] | None = None
        self._writer: asyncio.Task[None] | None = None

    async def run(self, work: Callable[[], T], then: Callable[[T], None] | None = None) -> T:
        """`work()`'s value once it is committed. `then(value)` runs right after the commit, before anything else
        on the event loop (a page shows the rolls there, so its watch on the log never takes them for rolls made
        elsewhere)."""
        if self._waiting is None:
            self._waiting = asyncio.Queue()
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write(self._waiting))
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._waiting.put_nowait(Line(work, then, future))
        return await future

    async def close(self) -> None:
        """Stop the writer; lines still waiting are not answered (their work never ran)."""
        if self._writer is not None:
            self._writer.cancel()
            await asyncio.gather(self._writer, return_exceptions=True)
            self._writer = None

    async def _write(self, waiting: asyncio.Queue[Line]) -> None:
        while True:
            group = [await waiting.get()]
            while len(group) < self.most and not waiting.empty():
                group.append(waiting.get_nowait())
            self._commit(group)
            await asyncio.sleep(0)  # the committed lines' askers answer before the next group starts

    def _commit(self, group: list[Line]) -> None:
        """Answer the group's lines in one transaction; settle each one's future only once it is committed."""
        outcomes: list[tuple[Line, Any, BaseException | None]] = []
        try:
            with self.table.together():
                for line in group:
                    if not line.answer.cancelled():  # its asker is gone before it ran: nothing to roll for them
                        outcomes.append((line, *_attempt(self.table, line.work)))
            self.groups += 1
        except Exception as error:  # the commit failed (or the log could not be written): nothing here counts
            outcomes = [(line, None, error) for line in group]
        for line, value, error in outcomes:
            if error is None and line.then is not None:
                try:
                    line.then(value)
                except Exception as failed:
                    error = failed
            if line.answer.done():
                continue
            if error is None:
                line.answer.set_result(value)
            else:
                line.answer.set_exception(error)


def _attempt(table: Table, work: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    """One line inside the group, undone alone (log and seats) if it raises."""
    try:
        with table.together():
            return work(), None
    except Exception as error:
        return None, error
