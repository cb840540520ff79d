"""The table's one writer (table.batch), without a face: what runs after the commit sees the roll committed, and a
line that raises is undone alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

from conftest import EXAMPLES

from rollmate.log.store import Store
from rollmate.table.batch import Batch
from rollmate.table.core import Answer, Table

FS3 = str(EXAMPLES / "fs3_party.toml")


def test_then_runs_once_the_roll_is_committed_and_a_line_that_raises_leaves_nothing(tmp_path: Path) -> None:
    table, reader = Table(Store(tmp_path / "log.db", key=None), [FS3]), Store(tmp_path / "log.db", key=None)
    seen: list[tuple[int, int]] = []

    def broken() -> Answer:
        table.answer("roll Firearms with luck", "Nemesis")  # written, then the line fails: undone, luck and all
        raise ValueError("a bug after the write")

    async def main() -> list[object]:
        batch = Batch(table)
        first = batch.run(lambda: table.answer("roll Firearms", "Nemesis"),
                          then=lambda answer: seen.append((answer.rolls[0].id, reader.count())))
        second = batch.run(broken)
        third = batch.run(lambda: table.answer("roll Firearms with luck", "Nemesis"))
        answers = await asyncio.gather(first, second, third, return_exceptions=True)
        await batch.close()
        return answers

    first, second, third = asyncio.run(main())
    assert isinstance(second, ValueError)
    assert isinstance(first, Answer) and isinstance(third, Answer) and third.rolls and third.error is None
    assert seen == [(first.rolls[0].id, 2)]  # the other process already reads both rolls of the group
    assert [r.phrase for r in reader.recent()] == ["roll Firearms", "roll Firearms with luck"]
    assert reader.spent(table.campaign, "fs3", "Nemesis", "luck") == 1.0 and reader.verify().ok
    table.store.close()
    reader.close()
