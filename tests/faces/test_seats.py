"""Seats are identities, against a real `rollmate serve`: each player's link acts as that character only and never
as the GM or another player; the links outlast a restart, the GM replaces any of them, and a link that opens
nothing gets a page that says what to do."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import httpx
from served import FS3, ROOT, Stream, serve


def token(link: str) -> str:
    page = httpx.get(link, timeout=10).text.replace("&#34;", '"')
    found = re.search(r'"token": "([0-9a-f]+)"', page)
    assert found, page[:300]
    return found.group(1)


def post(link: str, path: str, body: dict, key: str | None = None) -> httpx.Response:  # type: ignore[type-arg]
    return httpx.post(f"{link}/{path}", json=body, headers={"X-Rollmate-Token": key or token(link)}, timeout=20)


def text(answer: dict) -> str:  # type: ignore[type-arg]
    return "\n".join("".join(span[1] for span in line.get("spans", [])) for line in answer.get("lines", []))


def test_a_players_post_acts_as_their_own_seat_only(tmp_path: Path) -> None:
    served = serve(tmp_path)
    try:
        nemesis = served.seats["Nemesis"]
        secret = post(served.gm, "say", {"line": "Mavros: roll Melee", "secret": True}).json()["rolls"][0]
        as_gm = post(nemesis, "say", {"line": "/history", "seat": "GM"})  # the post that made anyone the GM
        assert as_gm.status_code == 403 and "speaks for Nemesis only" in as_gm.json()["error"]
        for line in ("/history", f"/show {secret}", "/undo", "/campaign Elsewhere", "/grant Nemesis 1"):
            answer = post(nemesis, "say", {"line": line}).json()
            assert answer["error"] and "Melee" not in text(answer), (line, answer)
        as_other = post(nemesis, "say", {"line": "roll Firearms", "seat": "Mavros"})
        assert as_other.status_code == 403
        said = post(nemesis, "say", {"line": "Mavros: roll Firearms"}).json()
        assert "You play Nemesis" in said["error"] and not said["rolls"]
        assert post(nemesis, "say", {"line": "roll Firearms"}).json()["rolls"]
        history = text(post(served.gm, "say", {"line": "/history"}).json())
        assert "Melee" in history and history.count("#") == 2  # the GM's secret roll and Nemesis's one: nothing else
        assert post(nemesis, "reveal", {"id": secret}).status_code == 404  # the GM's controls are on the GM's link
        assert post(nemesis, "rotate", {"seat": "Mavros"}).status_code == 404
    finally:
        served.stop()


def test_a_character_called_gm_never_takes_the_gms_seat(tmp_path: Path) -> None:
    sheet = tmp_path / "gm.toml"
    sheet.write_text(FS3.read_text().replace('name = "Zoe"', 'name = "GM"'))
    assert 'name = "GM"' in sheet.read_text()
    done = subprocess.run([sys.executable, "-m", "rollmate", "serve", "--sheet", str(sheet), "--db",
                           str(tmp_path / "log.db"), "--port", "1"], capture_output=True, text=True, timeout=60,
                          cwd=tmp_path, env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"})
    assert done.returncode != 0 and "A character is called 'GM'" in done.stderr and "http" not in done.stdout


def test_links_outlast_a_restart_and_the_gm_replaces_them(tmp_path: Path) -> None:
    served = serve(tmp_path)
    try:
        nemesis, key = served.seats["Nemesis"], token(served.seats["Nemesis"])
    finally:
        served.stop()
    port = int(re.findall(r":(\d+)/", nemesis)[0])
    again = serve(tmp_path, port=port)
    try:
        assert again.seats["Nemesis"] == nemesis and again.gm == served.gm  # the same links after a restart
        assert post(nemesis, "say", {"line": "roll Firearms"}, key).json()["rolls"]  # an open page's token still works
        stream = Stream(nemesis + "/events")
        for _ in range(100):  # the page is open before its link is replaced
            if "event: hello" in stream.lines:
                break
            stream.thread.join(0.1)
        replaced = post(again.gm, "rotate", {"seat": "Nemesis"}).json()
        new = re.sub(r"/t/.*", replaced["link"], nemesis)
        assert new != nemesis and post(new, "say", {"line": "roll Firearms"}).json()["rolls"]
        old = httpx.get(nemesis, timeout=10)
        assert old.status_code == 404 and old.headers["content-type"].startswith("text/html")
        assert "Ask the GM for your seat" in old.text and "{" not in old.text
        for _ in range(50):
            if any(line == "event: gone" for line in stream.lines):
                break
            stream.thread.join(0.1)
        assert "event: gone" in stream.lines  # the open page of the old link is told
        stream.close()
    finally:
        again.stop()
    third = serve(tmp_path, options=("--new-links",), port=port)
    try:
        assert third.seats["Nemesis"] != new and httpx.get(new, timeout=10).status_code == 404
        assert httpx.get(third.seats["Nemesis"], timeout=10).status_code == 200
        assert httpx.get(again.gm, timeout=10).status_code == 404
    finally:
        third.stop()


def test_the_log_says_which_seat_posted_each_roll_and_the_gms_rolls_for_others_say_so(tmp_path: Path) -> None:
    from rollmate.log.store import Store

    served = serve(tmp_path)
    try:
        mine = post(served.seats["Nemesis"], "say", {"line": "roll Firearms"}).json()["rolls"]
        gms = post(served.gm, "say", {"line": "Mavros: roll Melee"}).json()["rolls"]
        assert mine and gms
        history = text(post(served.gm, "say", {"line": "/history"}).json()).splitlines()
        assert [line for line in history if "[posted by GM]" in line] == [line for line in history if "Melee" in line]
        assert len(history) == 2
    finally:
        served.stop()
    store = Store(served.db)
    try:
        # A seat's link rolls for its own character alone, so its roll's actor is its seat; the GM's say so.
        assert [(r.phrase, r.result.actor, r.seat) for r in store.recent(10)] == [
            ("roll Firearms", "Nemesis", ""), ("Mavros: roll Melee", "Mavros", "GM")]
        assert store.verify().ok  # who posted each roll is chained with it
    finally:
        store.close()
