"""The page's guard, request by request (in-process, through httpx's ASGI transport): links, tokens, origins,
sizes, rates, escaping, and who may do what."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from rollmate.command import build_parser
from rollmate.faces.web.app import create_app
from rollmate.faces.web.guard import Codes, table_links
from rollmate.log.store import Store
from rollmate.table.core import Table

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = '<b>Vex</b> & "Co" <script>alert(1)</script>'
SHEET = f"""system = "fs3"
[[character]]
name = '{HOSTILE}'
luck = 1
[character.attributes]
reflexes = 3
[character.action_skills]
firearms = 2
"""


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def table(tmp_path: Path) -> Table:
    sheet = tmp_path / "party.toml"
    sheet.write_text(SHEET)
    return Table(Store(tmp_path / "log.db"), [str(sheet), str(ROOT / "examples" / "fs3_party.toml")])


@pytest.fixture
def codes(table: Table) -> Codes:
    return table_links(table)


def client(table: Table, codes: Codes, **limits: float) -> httpx.AsyncClient:
    app = create_app(table, codes, **limits)  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:8000")


def posting(codes: Codes, code: str) -> dict[str, str]:
    return {"Content-Type": "application/json", "X-Rollmate-Token": codes.token(code),
            "Origin": "http://127.0.0.1:8000"}


@pytest.mark.anyio
async def test_only_the_tables_links_open_it(table: Table, codes: Codes) -> None:
    async with client(table, codes) as web:
        player = codes.seats["Nemesis"]
        assert (await web.get(f"/t/{player}")).status_code == 200
        assert (await web.get(f"/gm/{codes.gm}")).status_code == 200
        for path in (f"/t/{codes.gm}", f"/gm/{player}", "/t/guess", f"/t/{player}x", "/gm/", f"/t/{player[:-1]}/events"):
            answer = await web.get(path)
            assert answer.status_code == 404 and player not in answer.text and codes.gm not in answer.text
        said = await web.post(f"/t/{codes.gm}/say", json={"line": "roll Firearms", "seat": "Nemesis"},
                              headers=posting(codes, codes.gm))
        assert said.status_code == 404


@pytest.mark.anyio
async def test_names_from_a_sheet_are_text_on_the_page(table: Table, codes: Codes) -> None:
    async with client(table, codes) as web:
        page = await web.get(f"/t/{codes.seats[HOSTILE]}")
        assert "<script>alert(1)</script>" not in page.text and "<b>Vex</b>" not in page.text
        assert "&lt;b&gt;Vex&lt;/b&gt; &amp; &#34;Co&#34;" in page.text
        assert "script-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["referrer-policy"] == "no-referrer"  # the link's code never leaves in a Referer
        # In the page's own data the name is JSON that cannot close the script element it sits in.
        config = re.search(r'<script type="application/json" id="config">(.*?)</script>', page.text, re.S)
        assert config is not None and "\\u003cb\\u003eVex" in config.group(1)


@pytest.mark.anyio
async def test_posts_need_the_pages_token_its_origin_json_and_a_small_body(table: Table, codes: Codes) -> None:
    url = f"/t/{codes.seats['Nemesis']}/say"
    body = {"line": "roll Firearms", "seat": "Nemesis"}
    async with client(table, codes) as web:
        good = posting(codes, codes.seats['Nemesis'])
        assert (await web.post(url, json=body, headers={**good, "X-Rollmate-Token": "0" * 64})).status_code == 403
        no_token = {k: v for k, v in good.items() if k != "X-Rollmate-Token"}
        assert (await web.post(url, json=body, headers=no_token)).status_code == 403
        elsewhere = await web.post(url, json=body, headers={**good, "Origin": "https://evil.example"})
        assert elsewhere.status_code == 403 and "own page" in elsewhere.json()["error"]
        form = await web.post(url, content="line=roll", headers={**good, "Content-Type": "text/plain"})
        assert form.status_code == 415
        huge = await web.post(url, json={**body, "line": "x" * 20000}, headers=good)
        assert huge.status_code == 413
        broken = await web.post(url, content=b"{not json", headers=good)
        assert broken.status_code == 400
        long_line = await web.post(url, json={**body, "line": "roll Firearms " + "a" * 1000}, headers=good)
        assert "at most 1000" in long_line.json()["error"]
        assert table.store.count() == 0  # nothing refused was rolled
        made = await web.post(url, json=body, headers=good)
        assert made.status_code == 200 and made.json()["error"] is None and len(made.json()["rolls"]) == 1


@pytest.mark.anyio
async def test_each_client_has_a_rate_limit(table: Table, codes: Codes) -> None:
    url = f"/t/{codes.seats['Nemesis']}/say"
    async with client(table, codes, rate=0.5, burst=3) as web:
        statuses = [(await web.post(url, json={"line": "/party", "seat": "Nemesis"},
                                    headers=posting(codes, codes.seats['Nemesis']))).status_code for _ in range(5)]
    assert statuses == [200, 200, 200, 429, 429]


@pytest.mark.anyio
async def test_players_cannot_roll_in_secret_grant_or_reach_files(table: Table, codes: Codes, tmp_path: Path) -> None:
    url = f"/t/{codes.seats['Nemesis']}/say"
    async with client(table, codes) as web:
        async def say(line: str, **more: object) -> dict[str, object]:
            answer = await web.post(url, json={"line": line, "seat": "Nemesis", **more},
                                    headers=posting(codes, codes.seats['Nemesis']))
            return answer.json()

        assert (await say("roll Firearms", secret=True))["rolls"] and table.hidden() == set()
        assert "Only the GM grants" in str((await say("Nemesis gains a luck point"))["error"])
        refused = await say(f"/export {tmp_path / 'out.md'}")
        assert "not available on the table's page" in str(refused["error"]) and not (tmp_path / "out.md").exists()
        assert "not available" in str((await say("/load /etc/passwd"))["error"])
        assert "You play Nemesis" in str((await say("Mavros: roll Melee"))["error"])
        other = await web.post(url, json={"line": "roll", "seat": "Bob"}, headers=posting(codes, codes.seats['Nemesis']))
        assert other.status_code == 403 and "speaks for Nemesis only" in other.json()["error"]
        gm = await web.post(f"/gm/{codes.gm}/say", json={"line": "Mavros: roll Melee", "secret": True},
                            headers=posting(codes, codes.gm))
        assert table.hidden() == set(gm.json()["rolls"])
        asked = await web.post(f"/gm/{codes.gm}/ask", json={"seat": "Bob", "phrase": "roll"},
                               headers=posting(codes, codes.gm))
        assert asked.status_code == 400 and "Nobody called 'Bob'" in asked.json()["error"]


def test_the_table_listens_on_this_machine_only_unless_told() -> None:
    args = build_parser().parse_args(["serve", "--sheet", "party.toml"])
    assert args.host == "127.0.0.1" and args.port == 8000


def test_warming_the_table_writes_nothing_and_an_undo_still_reaches_every_page(table: Table) -> None:
    table.warm()  # what the page's startup does: the reader loaded for every seat, nothing rolled or spent
    assert table.store.count() == 0 and table.store.verify().ok
    rolled = table.answer("roll Firearms", "Nemesis")
    assert len(rolled.rolls) == 1 and rolled.voided == ()
    undone = table.answer("/undo", "GM")  # only a command reads the log's GM entries to say what it took back
    assert undone.voided == (rolled.rolls[0].id,)
    assert table.answer("roll Alertness", "Nemesis").voided == ()


def test_what_warming_loaded_is_no_longer_walked_by_the_garbage_collector(table: Table) -> None:
    import gc

    assert any(o is table.store for o in gc.get_objects())
    try:
        table.warm()
        assert not any(o is table.store for o in gc.get_objects())  # in the permanent generation (gc.freeze)
        assert table.answer("roll Firearms", "Nemesis").rolls  # and the table answers as before
    finally:
        gc.unfreeze()  # the other tests in this process collect as usual


def test_each_event_is_encoded_once_for_all_players_pages_and_a_secret_one_reaches_the_gm_alone(table: Table) -> None:
    import json

    from rollmate.faces.web.hub import Hub, Watcher

    hub = Hub(tag=lambda roll_id: f"tag{roll_id}")
    pages = [Watcher(gm=True), Watcher(gm=False, seat="Nemesis"), Watcher(gm=False, seat="Mavros")]
    for page in pages:
        hub.join(page)
    (seen,) = table.answer("roll Firearms", "Nemesis").rolls
    (hidden,) = table.answer("Mavros: roll Melee", "GM", secret=True).rolls
    hub.roll(seen)
    hub.roll(hidden)
    hub.void([seen.id, hidden.id])
    got = [[page.queue.get_nowait() for _ in range(page.queue.qsize())] for page in pages]
    assert [[m["event"] for m in q] for q in got] == [["roll", "roll", "void"], ["roll", "void"], ["roll", "void"]]
    assert got[1][0] is got[2][0] and json.loads(got[0][0]["data"])["id"] == seen.id == int(got[0][0]["id"])
    assert json.loads(got[1][0]["data"])["id"] == f"tag{seen.id}" == got[1][0]["id"]  # players know it by its tag
    assert json.loads(got[0][1]["data"])["secret"] is True and json.loads(got[0][2]["data"])["ids"] == [seen.id, hidden.id]
    assert json.loads(got[1][1]["data"])["ids"] == [f"tag{seen.id}"] and got[1][1] is got[2][1]
