"""The page's watch on an SQLite log: a roll the chat wrote there reaches the pages, and rolls the page answered
itself are not read back from the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from rollmate.faces.web.hub import Hub, Watcher
from rollmate.faces.web.relay import catch_up
from rollmate.log.store import Store
from rollmate.table.core import Table

FS3 = str(Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml")


def test_only_rolls_no_page_has_seen_are_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page, chat = Table(Store(tmp_path / "log.db", key=None), [FS3]), Table(Store(tmp_path / "log.db", key=None), [FS3])
    hub, watcher = Hub(), Watcher(gm=False)
    hub.join(watcher)
    mark = page.marks()[0]
    for line in ("roll Firearms", "roll Alertness"):
        hub.roll(page.answer(line, "Nemesis").rolls[0])  # answered by the page: shown already
    made_elsewhere = chat.answer("roll Medicine", "Zoe").rolls[0].id
    read: list[int] = []
    get = page.get
    monkeypatch.setattr(page, "get", lambda roll_id: read.append(roll_id) or get(roll_id))
    assert catch_up(page, hub, mark) == made_elsewhere
    assert read == [made_elsewhere]
    sent = [watcher.queue.get_nowait() for _ in range(watcher.queue.qsize())]
    assert [m["id"] for m in sent] == [str(i) for i in sorted(hub.published)] and sent[-1]["id"] == str(made_elsewhere)
    page.store.close()
    chat.store.close()


def test_a_server_that_runs_for_months_remembers_only_its_latest_rolls(tmp_path: Path) -> None:
    page, chat = Table(Store(tmp_path / "log.db", key=None), [FS3]), Table(Store(tmp_path / "log.db", key=None), [FS3])
    hub, watcher = Hub(kept=3), Watcher(gm=False)
    hub.join(watcher)
    shown = [page.answer("roll Firearms", "Nemesis").rolls[0] for _ in range(5)]
    mark = page.marks()[0]
    for roll in shown:
        hub.roll(roll)
    assert list(hub.published) == [r.id for r in shown[-3:]]  # the oldest are let go, however long it runs
    made_elsewhere = chat.answer("roll Medicine", "Zoe").rolls[0].id
    assert catch_up(page, hub, mark) == made_elsewhere  # what came after is still told from what was shown
    sent = [watcher.queue.get_nowait()["id"] for _ in range(watcher.queue.qsize())]
    assert sent == [str(r.id) for r in shown] + [str(made_elsewhere)]
    page.store.close()
    chat.store.close()
