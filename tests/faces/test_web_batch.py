"""Lines posted to the page at the same moment are committed together (table.batch): each is answered, each roll is
in the log's chain, the ledgers are exact, a refused line costs the others nothing, a commit that fails answers
nobody with a roll, and a server killed with -9 loses no roll it answered."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from served import serve, tagger

from rollmate.errors import LogError
from rollmate.faces.web.app import create_app
from rollmate.faces.web.guard import table_links
from rollmate.log.store import Store
from rollmate.table.core import Table

FS3 = Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"  # Nemesis has one luck point
SEATS = ["Nemesis", "Mavros", "Zoe", "Elodie", "Tug"]
PHRASES = ["roll Firearms", "climb the wall, Athletics -2", "roll Alertness", "Firearms +1"]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    store = Store(tmp_path / "log.db", key=None)
    yield Table(store, [str(FS3)])
    store.close()


async def post_all(table: Table, lines: list[tuple[str, str]]) -> tuple[list[dict[str, Any]], int]:
    """Post every (seat, line) at once; the answers in the same order, and how many groups the page committed."""
    codes = table_links(table)
    app = create_app(table, codes, rate=0)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8000") as web:
        answers = await asyncio.gather(*(web.post(f"/t/{codes.seats[seat]}/say", json={"line": line}, headers={
            "Content-Type": "application/json", "X-Rollmate-Token": codes.token(codes.seats[seat]),
            "Origin": "http://127.0.0.1:8000"}) for seat, line in lines))
    assert all(a.status_code == 200 for a in answers), [a.text for a in answers]
    return [a.json() for a in answers], app.state.batch.groups


@pytest.mark.anyio
async def test_lines_posted_together_are_all_answered_and_logged_in_one_chain(table: Table) -> None:
    lines = [(SEATS[n % len(SEATS)], PHRASES[n % len(PHRASES)]) for n in range(30)]
    lines[7] = lines[19] = ("Nemesis", "roll Firearms with luck")  # one luck point: the second is refused
    lines[11] = ("Zoe", "roll Basketweaving")  # no such skill: asked about, nothing rolled
    answers, groups = await post_all(table, lines)

    rolled = [a["rolls"] for a in answers]
    assert rolled[7] and not rolled[19] and "luck" in answers[19]["error"].lower()
    assert not rolled[11] and answers[11]["error"]
    others = [r for n, r in enumerate(rolled) if n not in (11, 19)]
    assert all(len(r) == 1 for r in others)
    assert groups < len(lines)  # lines that came together shared a commit

    tag = table_links(table).tag  # a player's page knows each roll by its tag
    tags = [i for r in rolled for i in r]
    assert sorted(tags) == sorted(tag(r.id) for r in table.store.recent(100))  # every answered roll is in the log
    assert len(tags) == len(set(tags)) == 28
    report = table.store.verify()
    assert report.ok and report.records >= 28
    assert table.store.spent(table.campaign, "fs3", "Nemesis", "luck") == 1.0


@pytest.mark.anyio
async def test_a_failed_commit_answers_nobody_with_a_roll(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    group, depth = table.store.group, 0

    @contextlib.contextmanager
    def crashing() -> Iterator[None]:  # every line written, then the log fails before the commit
        nonlocal depth
        depth += 1
        try:
            with group():
                yield
                if depth == 1:
                    raise LogError("the roll log cannot be written (the disk went away), so nothing was rolled.")
        finally:
            depth -= 1

    monkeypatch.setattr(table.store, "group", crashing)
    lines = [(SEATS[n % len(SEATS)], PHRASES[n % len(PHRASES)]) for n in range(10)]
    lines[3] = ("Nemesis", "roll Firearms with luck")
    answers, _ = await post_all(table, lines)
    assert all(not a["rolls"] and "disk went away" in a["error"] for a in answers)
    assert table.store.count() == 0 and table.store.spent(table.campaign, "fs3", "Nemesis", "luck") is None
    assert table.store.verify().ok

    monkeypatch.undo()  # the log works again: the table is as before the failed group, luck point and all
    answers, _ = await post_all(table, [("Nemesis", "roll Firearms with luck")])
    assert answers[0]["rolls"] and table.store.count() == 1
    assert table.store.spent(table.campaign, "fs3", "Nemesis", "luck") == 1.0


def test_a_server_killed_with_9_loses_no_answered_roll(tmp_path: Path) -> None:
    served = serve(tmp_path)
    tokens = {}
    for seat in SEATS:  # each player's page, at their own seat's link
        page = httpx.get(served.seats[seat], timeout=10).text.replace("&#34;", '"').replace("&quot;", '"')
        token = re.search(r'"token": "([0-9a-f]+)"', page)
        assert token, page[:300]
        tokens[seat] = token.group(1)
    origin = re.sub(r"^(https?://[^/]+).*", r"\1", served.gm)
    answered: list[str] = []

    def player(n: int) -> None:  # posts until the server is gone
        seat = SEATS[n % len(SEATS)]
        with httpx.Client(timeout=20) as web:
            for k in range(200):
                try:
                    said = web.post(f"{served.seats[seat]}/say", json={"line": PHRASES[(n + k) % len(PHRASES)]},
                                    headers={"X-Rollmate-Token": tokens[seat], "Origin": origin})
                except httpx.HTTPError:
                    return
                if said.status_code == 200:
                    answered.extend(said.json()["rolls"])

    players = [threading.Thread(target=player, args=(n,)) for n in range(8)]
    try:
        for thread in players:
            thread.start()
        deadline = time.monotonic() + 30
        while len(answered) < 20 and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(served.process.pid, signal.SIGKILL)  # in the middle of the posts
        served.process.wait()
    finally:
        for thread in players:
            thread.join(timeout=30)
        served.stop()
    tag = tagger(served.db)
    kept = Store(served.db)
    try:
        assert len(answered) >= 20 and set(answered) <= {tag(r.id) for r in kept.recent(10_000)}
        assert kept.verify().ok
    finally:
        kept.close()
