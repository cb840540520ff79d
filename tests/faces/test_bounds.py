"""What the page's server holds to, tried against a real `rollmate serve` on this machine: bad text in a post is
refused with a message, event streams are capped and their reconnects rate-limited, and slow connections are
closed; every load here goes to 127.0.0.1, bounded in count and time."""

from __future__ import annotations

import asyncio
import json
import os
import re
import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from served import FS3, Served, page_token, serve

from rollmate.faces.web.guard import Streams
from rollmate.log.store import Store
from rollmate.table.core import Table

# The limits the README states ("The table online"): streams open in all and from one address, and a client's
# reconnects (so many at once, then so many a second).
STREAMS, STREAMS_PER_CLIENT, RECONNECTS, ALL_RECONNECTS = 400, 32, (40, 0.5), (200, 10.0)
WAIT, KEEP_ALIVE = 10, 5  # seconds for a request to arrive whole; a connection's idle time after an answer


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Served]:
    served = serve(tmp_path)
    yield served
    served.stop()


def test_bad_text_in_a_post_gets_a_400_that_says_what_was_wrong(table: Served) -> None:
    nemesis = table.seats["Nemesis"]
    player, gm = page_token(nemesis), page_token(table.gm)
    lone = '"roll Firearms \\ud800"'  # a lone surrogate, as the JSON escape: valid JSON, not text
    for url, headers, body in [
        (f"{nemesis}/say", player, f'{{"line": {lone}, "seat": "Nemesis"}}'),
        (f"{nemesis}/say", player, '{"line": "roll Firearms", "seat": "Nem\\udfffesis"}'),
        (f"{table.gm}/say", gm, f'{{"line": {lone}}}'),
        (f"{table.gm}/ask", gm, f'{{"seat": "Nemesis", "phrase": {lone}}}'),
        (f"{table.gm}/say", gm, f'{{"line": "roll Firearms", "note": [{{"deep": {lone}}}]}}'),
    ]:
        answer = httpx.post(url, content=body, headers=headers)
        assert answer.status_code == 400, (url, body, answer.status_code, answer.text)
        assert "not text" in answer.json()["error"] and "U+D" in answer.json()["error"]
    deep = httpx.post(f"{table.gm}/say", content='{"line": ' + "[" * 2000 + "]" * 2000 + "}", headers=gm)
    assert deep.status_code == 400 and deep.json()["error"] == "The post is not a JSON object."
    said = httpx.post(f"{nemesis}/say", json={"line": "roll Firearms", "seat": "Nemesis"}, headers=player)
    assert said.status_code == 200 and said.json()["rolls"]  # the table still answers
    assert not [line for line in table.output if "Traceback" in line], "".join(table.output)


def address(link: str) -> tuple[str, int]:
    parts = urlsplit(link)
    return parts.hostname or "", parts.port or 80


class Raw:
    """A request on a socket of its own from `source` (any 127.x.y.z is this machine), read to the end of its head:
    an event stream stays open until closed."""

    def __init__(self, link: str, source: str = "127.0.0.1", method: str = "GET") -> None:
        host, port = address(link)
        self.socket = socket.socket()
        self.socket.settimeout(10)
        self.socket.bind((source, 0))
        self.socket.connect((host, port))
        parts = urlsplit(link)
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        self.socket.sendall(f"{method} {target} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.socket.recv(65536)
            assert chunk, head
            head += chunk
        self.head, _, self.rest = head.partition(b"\r\n\r\n")
        self.status = int(self.head[9:12])

    def body(self) -> dict[str, str]:
        length = int(self.header("content-length") or 0)
        while len(self.rest) < length:
            self.rest += self.socket.recv(65536)
        return json.loads(self.rest)

    def header(self, name: str) -> str | None:
        found = re.search(rb"^" + name.encode() + rb": ([^\r]*)", self.head, re.IGNORECASE | re.MULTILINE)
        return found.group(1).decode() if found else None

    def close(self) -> None:
        self.socket.close()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resident_kb(pid: int) -> int:
    found = re.search(r"VmRSS:\s+(\d+) kB", Path(f"/proc/{pid}/status").read_text())
    assert found
    return int(found.group(1))


def roll(served: Served, times: int) -> None:
    """`times` rolls by Nemesis, 25 from each address (under the posts' own rate limit)."""
    nemesis = served.seats["Nemesis"]
    headers = page_token(nemesis)
    for start in range(0, times, 25):
        with httpx.Client(transport=httpx.HTTPTransport(local_address=f"127.0.9.{1 + start // 25}")) as web:
            for _ in range(min(25, times - start)):
                assert web.post(f"{nemesis}/say", json={"line": "roll Firearms", "seat": "Nemesis"},
                                headers=headers).status_code == 200


def test_reconnects_are_rate_limited_per_client_and_a_refused_one_costs_next_to_nothing(table: Served) -> None:
    roll(table, 60)  # a replay of the latest 50 rolls: what each reconnect used to cost in full
    stream = f"{table.seats['Nemesis']}/events"
    burst, rate = RECONNECTS
    started, served_ones = time.monotonic(), 0
    for _ in range(burst):  # a client's burst: all served
        opened = Raw(stream, "127.0.0.2")
        served_ones += opened.status == 200
        opened.close()
    cpu, flood = cpu_seconds(table.process.pid), 200
    refused = []
    for _ in range(flood):  # then back to back, as fast as this machine opens them
        opened = Raw(stream, "127.0.0.2")
        if opened.status == 200:
            served_ones += 1
        else:
            refused.append((opened.status, opened.body()["error"], opened.header("retry-after")))
        opened.close()
    spent = cpu_seconds(table.process.pid) - cpu
    assert served_ones <= burst + rate * (time.monotonic() - started) + 1
    assert refused and all(status == 429 and "opened the table's live feed more than" in error and int(retry) >= 1
                           for status, error, retry in refused), refused[:3]
    assert spent / flood < 0.002, f"{spent / flood * 1000:.1f} ms of the server's CPU a reconnect"
    other = Raw(stream, "127.0.0.3")  # another client is served meanwhile
    assert other.status == 200
    other.close()


def test_reconnects_from_many_clients_at_once_are_rate_limited_in_all(table: Served) -> None:
    stream = f"{table.seats['Nemesis']}/events"
    burst, rate = ALL_RECONNECTS
    started, served_ones, refused = time.monotonic(), 0, []
    for n in range(burst + 200):  # each client within its own limits, all of them together past the table's
        opened = Raw(stream, f"127.0.{1 + n // 100}.{1 + n % 100}")
        if opened.status == 200:
            served_ones += 1
        else:
            refused.append((opened.status, opened.body()["error"], opened.header("retry-after")))
        opened.close()
    assert served_ones <= burst + rate * (time.monotonic() - started) + 1
    assert refused and all(status == 503 and "many live pages at once" in error and retry
                           for status, error, retry in refused), refused[:3]


def test_event_streams_are_capped_per_client_and_in_all_and_the_cap_bounds_memory(table: Served) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))  # this test's own sockets
    stream, held = f"{table.seats['Nemesis']}/events", []
    try:
        for _ in range(50):  # a HEAD request asks whether a stream may open, and opens none: it takes no place or turn
            head = Raw(stream, "127.0.0.2", "HEAD")
            assert head.status == 200
            head.close()
        before = resident_kb(table.process.pid)
        mine = [Raw(stream, "127.0.0.2") for _ in range(STREAMS_PER_CLIENT)]
        held += mine
        assert all(s.status == 200 for s in mine)
        over = Raw(stream, "127.0.0.2")
        assert over.status == 429 and over.header("retry-after")
        assert "pages open, the most it may" in over.body()["error"]
        over.close()
        mine[0].close()  # one closes: the client may open another
        deadline = time.monotonic() + 5
        while (again := Raw(stream, "127.0.0.2")).status != 200:
            again.close()
            assert time.monotonic() < deadline, "a closed stream's place was never given back"
            time.sleep(0.2)
        held.append(again)
        full, deadline = [], time.monotonic() + 60
        for n in range(2000):  # from many clients, far past the cap in all, at the pace the table opens them
            while (opened := Raw(stream, f"127.0.{1 + n // 32}.{1 + n % 32}")).status == 503 \
                    and "many live pages at once" in opened.body()["error"]:
                opened.close()
                assert time.monotonic() < deadline
                time.sleep(0.05)
            if opened.status == 200:
                held.append(opened)
            else:
                full.append((opened.status, opened.body()["error"], opened.header("retry-after")))
                opened.close()
                if len(full) == 50:
                    break
        open_now = len(held) - 1  # the first of mine was closed
        assert open_now == STREAMS
        assert all(status == 503 and "as many live pages as it can" in error and retry for status, error, retry in full)
        time.sleep(1)
        grown = resident_kb(table.process.pid) - before
        assert grown < STREAMS * 100, f"{grown} KB for {open_now} streams"  # measured: about 58 KB a stream
    finally:
        for s in held:
            s.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


DROPPING = """
import rollmate.faces.web.hub as hub
send = hub.Watcher.send
def send_and_drop(self, message):  # each page's stream ends after each live event: the browser reconnects by itself
    send(self, message)
    self.dropped = True
hub.Watcher.send = send_and_drop
"""


def test_the_pages_own_reconnects_pass_the_limits(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from test_browser import browser, live

    served = serve(tmp_path, options=["--log-level", "debug"], before=DROPPING)
    driver = browser(tmp_path / "profile")
    try:
        page = served.seats["Nemesis"]
        for _ in range(20):  # reloaded again and again, as fast as the browser goes: live each time
            driver.get(page)
            live(driver)
        for rolled in range(1, 4):  # each roll ends the page's stream; it reconnects, replays, and is live again
            roll(served, 1)
            WebDriverWait(driver, 10).until(
                lambda d, n=rolled: len(d.find_elements(By.CSS_SELECTOR, "#feed .roll")) == n)
            WebDriverWait(driver, 10).until(lambda d, n=rolled: ended(served) == 19 + n)
            live(driver)
    finally:
        driver.quit()
        served.stop()


def test_a_page_refused_by_a_cap_asks_again_when_the_table_says_and_opens(tmp_path: Path) -> None:
    """A page whose feed is refused (here: its address has all its feeds open) neither gives up nor knocks again and
    again: it asks (a HEAD request, which opens nothing) after each Retry-After, and opens once there is room."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from test_browser import browser, live

    served = serve(tmp_path, options=["--log-level", "debug"])
    driver = browser(tmp_path / "profile")
    held = [Raw(f"{served.seats['Nemesis']}/events", "127.0.0.1") for _ in range(STREAMS_PER_CLIENT)]
    try:
        assert all(s.status == 200 for s in held)
        driver.get(served.seats["Zoe"])  # the browser's address is this one's: no room for its feed
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.ID, "status").text.startswith("table busy: again in 5 s"))
        time.sleep(12)
        refused = [line for line in served.output if "/t/*/events 429" in line]
        opened = sum("GET /t/*/events 429" in line for line in refused)
        asked = sum("HEAD /t/*/events 429" in line for line in refused)
        assert opened == 1 and 2 <= asked <= 4, "".join(refused)  # one try to open; then asked every 5 to 6 s
        held.pop().close()
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "status").text == "live")
        live(driver)
        roll(served, 1)
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#feed .roll"))
    finally:
        for s in held:
            s.close()
        driver.quit()
        served.stop()


def ended(served: Served) -> int:
    """How many of the player's streams have ended, as its log says."""
    return sum("GET /t/*/events 200" in line for line in served.output)


def partial(link: str, source: str) -> socket.socket:
    """A connection that sends the start of a request's head and no more (slowloris)."""
    host, port = address(link)
    held = socket.socket()
    held.settimeout(10)
    held.bind((source, 0))
    held.connect((host, port))
    held.sendall(f"GET {urlsplit(link).path} HTTP/1.1\r\nHost: {host}\r\n".encode())
    return held


def closed_by_server(held: socket.socket) -> bool:
    """Whether the server closed this connection (it never answers a request that never arrived whole)."""
    held.setblocking(False)
    try:
        return held.recv(65536) == b""
    except BlockingIOError:
        return False
    except ConnectionResetError:
        return True
    finally:
        held.setblocking(True)


def test_slow_connections_are_closed_and_leave_page_loads_served(table: Served) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))  # this test's own sockets
    resource.prlimit(table.process.pid, resource.RLIMIT_NOFILE, (1024, 1024))  # the server: a common default
    link = table.seats["Zoe"]
    slow = [partial(link, "127.0.0.2") for _ in range(1000)]  # far more than the server has files for,
    slow += [partial(link, f"127.1.{n // 100}.{1 + n % 100}") for n in range(1000)]  # from one and from many
    started = time.monotonic()
    trickling = partial(link, "127.0.0.3")  # sends a byte of its head every second
    idle = Raw(link, "127.0.0.4")  # a whole request, answered; then the connection idles
    assert idle.status == 200
    try:
        for _ in range(5):
            loaded = time.monotonic()
            assert httpx.get(link, timeout=5).status_code == 200
            assert time.monotonic() - loaded < 2
        gone = {"trickling": 0.0, "idle": 0.0}
        while time.monotonic() - started < WAIT + 3 and not all(gone.values()):
            trickling.sendall(b"X")
            for name, held in (("trickling", trickling), ("idle", idle.socket)):
                if not gone[name] and closed_by_server(held):
                    gone[name] = time.monotonic() - started
            time.sleep(1)
        assert 0 < gone["idle"] <= KEEP_ALIVE + 2, gone  # the idle one goes after the keep-alive timeout
        assert WAIT - 1 <= gone["trickling"] <= WAIT + 3, gone  # the trickling one at the deadline, bytes or not
        assert all(closed_by_server(held) for held in slow)  # every one of them is gone by now
    finally:
        for held in [*slow, trickling, idle.socket]:
            held.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_a_request_is_read_only_up_to_its_limit(table: Served) -> None:
    link = table.seats["Zoe"]
    host, port = address(link)
    before = resident_kb(table.process.pid)
    for _ in range(20):  # 20 MB of headers in all, none of it kept
        with socket.create_connection((host, port), timeout=10) as huge:
            try:
                huge.sendall(f"GET {urlsplit(link).path} HTTP/1.1\r\nHost: {host}\r\nX-Big: ".encode()
                             + b"a" * 1_000_000 + b"\r\n\r\n")
            except ConnectionResetError:  # closed while it was still sending: refused all the same
                continue
            answer = huge.recv(65536)
            assert answer.startswith(b"HTTP/1.1 431 ") and b"at most 64 KB" in answer, answer[:200]
    assert resident_kb(table.process.pid) - before < 5_000
    assert httpx.get(link, headers={"X-Fair": "a" * 8000}).status_code == 200  # a large but fair head


@pytest.mark.anyio
async def test_a_head_request_opens_nothing_and_a_client_gone_at_once_leaves_nothing_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A HEAD request to the live feed only asks whether a feed may open (what a refused page asks before it tries
    again); a GET whose client is gone before the first byte never starts its stream, and what the stream would have
    given back at its end (its listener, which every roll is queued for, and its place) is given back all the same."""
    from rollmate.faces.web import app as web
    from rollmate.faces.web import hub

    hubs: list[hub.Hub] = []
    monkeypatch.setattr(web, "Hub", lambda **given: hubs.append(hub.Hub(**given)) or hubs[-1])
    streams = Streams()
    app = web.create_app(Table(Store(tmp_path / "log.db"), [str(FS3)]), streams=streams)
    feed = f"/t/{app.state.codes.seats['Nemesis']}/events"
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as client:
        for _ in range(5):
            asked = await client.head(feed)
            assert asked.status_code == 200 and asked.headers["content-type"].startswith("text/event-stream")
    assert hubs[0].watchers == set() and streams.open == {}
    assert streams.reconnects.buckets == {}  # asking took no turn

    async def waiting() -> dict[str, str]:
        await asyncio.sleep(10)
        return {"type": "http.disconnect"}

    async def gone(message: dict[str, object]) -> None:  # as uvicorn's send to a closed connection
        raise OSError("the client is gone")

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": feed, "raw_path": feed.encode(), "root_path": "", "query_string": b"", "headers": [],
             "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 80)}
    for _ in range(5):
        with pytest.raises(Exception):  # noqa: B017 - whatever the response raises on: the server logs it
            await asyncio.wait_for(app(scope, waiting, gone), 5)
    assert streams.reconnects.buckets  # each was admitted: a turn taken, a place held for a moment
    assert hubs[0].watchers == set() and streams.open == {}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_the_readme_states_every_limit_of_the_page_server() -> None:
    from rollmate.faces.web import connections, guard

    assert (guard.STREAMS, guard.STREAMS_PER_CLIENT) == (STREAMS, STREAMS_PER_CLIENT)
    assert (guard.RECONNECTS, guard.ALL_RECONNECTS) == (RECONNECTS, ALL_RECONNECTS)
    assert (connections.WAIT, connections.KEEP_ALIVE) == (WAIT, KEEP_ALIVE)
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    limits = re.search(r"^## Limits\n(.*?)^## ", readme, re.S | re.M)
    assert limits
    burst, rate = RECONNECTS
    for stated in (f"{guard.MAX_BODY // 1024} KB of JSON", f"{STREAMS} in all, {STREAMS_PER_CLIENT} from one address",
                   f"{burst} at once, then one every {1 / rate:g} seconds", f"{WAIT} seconds",
                   f"{ALL_RECONNECTS[0]} at once, then {ALL_RECONNECTS[1]:g} a second", f"{KEEP_ALIVE} seconds",
                   f"{connections.WAITING} in all, {connections.WAITING_PER_CLIENT} from one address",
                   f"| {connections.CONNECTIONS} ", f"{connections.REQUEST // 1024} KB"):
        assert stated in limits.group(1), stated
