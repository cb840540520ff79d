"""Secret means secret, against a real `rollmate serve`: the GM's secret roll reaches no player's follow-up (why,
odds, spend), after a restart, after a campaign switch and on any of several workers; and a player's follow-up goes
on their own character's roll only."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import httpx
import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from served import FS3, Stream, serve

from rollmate.faces.chat.chat import run_chat
from rollmate.table.show import plain


def token(link: str) -> str:
    page = httpx.get(link, timeout=10).text.replace("&#34;", '"')
    found = re.search(r'"token": "([0-9a-f]+)"', page)
    assert found, page[:300]
    return found.group(1)


def say(link: str, line: str, **more: object) -> dict:  # type: ignore[type-arg]
    done = httpx.post(f"{link}/say", json={"line": line, **more}, headers={"X-Rollmate-Token": token(link)},
                      timeout=20)
    assert done.status_code == 200, done.text
    return done.json()


def text(answer: dict) -> str:  # type: ignore[type-arg]
    return "\n".join("".join(span[1] for span in line.get("spans", [])) for line in answer.get("lines", [])) + str(
        answer.get("error") or "")


FOLLOW_UPS = ("why?", "odds", "spend luck", "yes")


def no_follow_up_reaches(link: str, hidden: str) -> None:
    """Every follow-up a player may say, said at `link`: none of them reads, shows or spends on the hidden roll."""
    for line in FOLLOW_UPS:
        answer = say(link, line)
        assert hidden not in text(answer) and not answer["rolls"], (line, answer)


def test_a_players_follow_ups_never_reach_the_gms_secret_roll_nor_anothers_roll(tmp_path: Path) -> None:
    served = serve(tmp_path)
    port = int(served.gm.split(":")[2].split("/")[0])
    try:
        mavros = served.seats["Mavros"]
        assert say(served.seats["Zoe"], "roll Piloting")["rolls"]  # another player's roll: not Mavros's to spend on
        assert say(served.gm, "Mavros: roll Piano", secret=True)["rolls"]
        no_follow_up_reaches(mavros, "Piano")
        no_follow_up_reaches(mavros, "Piloting")
        assert "no roll" in text(say(mavros, "spend luck"))  # it says there is none of Mavros's own
    finally:
        served.stop()
    again = serve(tmp_path, port=port)  # after a restart, the seat is opened from the log
    try:
        no_follow_up_reaches(again.seats["Mavros"], "Piano")
        moved = say(again.gm, "/campaign Side Quest")
        assert "Side Quest" in text(moved)
        assert say(again.gm, "Mavros: roll Stealth", secret=True)["rolls"]  # in the new campaign
        no_follow_up_reaches(again.seats["Mavros"], "Stealth")
        own = say(again.seats["Mavros"], "roll Melee")["rolls"]
        spent = say(again.seats["Mavros"], "spend luck")  # on Mavros's own roll, the one the player sees
        assert own and spent["rolls"] and "Stealth" not in text(spent), text(spent)
        *_, spend = text(say(again.gm, "/history")).splitlines()
        assert "spend luck" in spend and "Melee" in spend and "Stealth" not in spend
    finally:
        again.stop()


@pytest.fixture
def pg_place(pg_server: str) -> str:
    from pgserver import fresh_schema

    return fresh_schema(pg_server)


def test_no_worker_lets_a_players_follow_up_reach_the_gms_secret_roll(tmp_path: Path, pg_place: str) -> None:
    served = serve(tmp_path, db=pg_place, workers=2)
    try:
        for _ in range(3):  # each player page's first word may come to either worker, before and after the roll
            say(served.seats["Mavros"], "/party")
        assert say(served.gm, "Mavros: roll Piano", secret=True)["rolls"]
        for _ in range(6):  # a new connection each time: the kernel hands each to either worker
            no_follow_up_reaches(served.seats["Mavros"], "Piano")
    finally:
        served.stop()


def test_the_players_feed_and_a_journal_show_no_trace_of_an_unrevealed_secret_roll(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    served = serve(tmp_path)
    try:
        nemesis = served.seats["Nemesis"]
        stream = Stream(nemesis + "/events")
        first = say(nemesis, "roll Firearms")["rolls"]
        assert say(served.gm, "Mavros: roll Piano", secret=True)["rolls"]
        second = say(nemesis, "roll Alertness")["rolls"]
        for _ in range(50):
            if set(first + second) <= stream.ids():
                break
            stream.thread.join(0.1)
        rolls = [json.loads(line[6:]) for line in stream.lines if line.startswith("data: ") and '"phrase"' in line]
        assert [r["id"] for r in rolls] == first + second and not any("Piano" in line for line in stream.lines)
        assert all(isinstance(i, str) and not i.isdigit() for i in first + second)  # no number, so no gap to see
        stream.close()
        history = text(say(served.gm, "/history")).splitlines()
        assert [line for line in history if "[secret" in line] == [line for line in history if "Piano" in line] != []
    finally:
        served.stop()
    monkeypatch.setenv("HOME", str(tmp_path))  # the terminal chat on the same log, as the GM at the keyboard
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    args = argparse.Namespace(sheet=[str(FS3)], system=None, profile=None, actor=None, seed=None, db=str(served.db))
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text("/export journal.md\r\x04")
        run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f)))
    journal = (tmp_path / "journal.md").read_text()
    assert "Piano" not in journal and "## #1:" in journal and "## #2:" in journal and "## #3" not in journal
    assert "Wrote 2 rolls" in "".join(shown) and "1 secret roll left out" in "".join(shown)
