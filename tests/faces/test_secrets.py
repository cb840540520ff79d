"""Secret means secret, against a real `rollmate serve`: the GM's secret roll reaches no player's follow-up (why,
odds, spend), after a restart, after a campaign switch and on any of several workers; and a player's follow-up goes
on their own character's roll only."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from served import serve


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
