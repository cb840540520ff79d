"""One door: the same lines typed at the chat, the one-shot command, the GM's page and MCP make the same rolls, read
the same way, and leave the same ledgers in the roll log (each face on a log of its own): a roll, a follow-up spend,
a grant, an undo, a campaign switch, a roll there and a question. A secret roll and its reveal are made on the page
and over MCP; the chat and the one-shot command can't make one (nobody could reveal it there), and the table's door
refuses it for them with a message that says where it can be done."""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from rollmate.faces.chat.chat import run_chat
from rollmate.faces.mcp import build
from rollmate.faces.web.app import create_app
from rollmate.faces.web.guard import table_links
from rollmate.log.store import Scope, Store, StoredRoll
from rollmate.rules.sheets import load_party
from rollmate.table.core import GM, Table
from rollmate.table.powers import CHAT, ONE_SHOT
from rollmate.table.show import plain

SHEET = str(Path(__file__).resolve().parents[2] / "examples" / "ghostburn_party.toml")
ROLL = "Dex: shoot the guard, rolled 3 4"  # a Fade that a Luck Point lifts to a Success
SPEND = "spend luck"
GRANT = "/grant Vex 1"
UNDO = "/undo"  # takes back the grant
SECRET = "Dex: sneak past the guard, rolled 5 5"
SWITCH = "/campaign Other Night"
THERE = "Vex: climb the wall, rolled 6 6"
QUESTION = "what are Vex's odds to shoot the guard?"
LINES = [ROLL, SPEND, GRANT, UNDO, SWITCH, THERE, QUESTION]
ASKED = "Read as: Vex would roll Single Shot (Firearms) against Moderate; target: the guard; a question: nothing is rolled or spent."


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def the_log(db: Path) -> dict[str, Any]:
    """What a face left in its log, per campaign: each roll as the contract says it (its seed aside: the faces
    seed their dice differently, and these lines state their dice), whether it was taken back or is still secret,
    and every character's Luck Points."""
    party = load_party([SHEET])
    store = Store(db)
    try:
        found: dict[str, Any] = {}
        for campaign in sorted(store.campaigns()):
            hidden = store.unrevealed(campaign)
            rolls = [r for r in store.recent(50, scope=Scope(campaign, "ghostburn")) if isinstance(r, StoredRoll)]
            here = replace(party, campaign=campaign)
            ledger = store.table_for(here, "ghostburn")
            found[campaign] = {
                "rolls": [({k: v for k, v in r.result.contract().items() if k != "seed"}, r.void, r.id in hidden)
                          for r in rolls],
                "luck": {name: ledger.left(here, name, "luck") for name in ("Vex", "Dex")}}
        return found
    finally:
        store.close()


def chat(tmp_path: Path) -> tuple[Path, str]:
    """The chat's own loop (prompt_toolkit's PromptSession), the lines typed one by one."""
    db = tmp_path / "chat.db"
    args = argparse.Namespace(sheet=[SHEET], system=None, profile=None, actor=None, seed=5, db=str(db))
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text("".join(f"{line}\r" for line in LINES) + "\x04")
        assert run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f))) == 0
    return db, "".join(shown)


def one_shot(tmp_path: Path) -> tuple[Path, list[dict[str, Any]]]:
    """`rollmate roll --db LOG --json -`, the lines as a batch on standard input."""
    db = tmp_path / "one-shot.db"
    done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--db", str(db), "--sheet", SHEET, "--json", "-"],
                          input="\n".join(LINES) + "\n", capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    return db, [json.loads(line) for line in done.stdout.splitlines()]


async def page(tmp_path: Path) -> tuple[Path, list[dict[str, Any]]]:
    """The GM's page: each line posted as the page's form posts it; the secret roll, then its Reveal button."""
    db = tmp_path / "page.db"
    store = Store(db)
    table = Table(store, [SHEET])
    codes = table_links(table)
    app = create_app(table, codes, rate=0)
    headers = {"X-Rollmate-Token": codes.token(codes.gm), "Origin": "http://127.0.0.1:8000"}
    answers = []
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:8000") as web:
            async def post(path: str, **data: object) -> dict[str, Any]:
                done = await web.post(f"/gm/{codes.gm}/{path}", json=data, headers=headers)
                assert done.status_code == 200, done.text
                return done.json()

            for line in LINES:
                if line == SWITCH:  # before the switch: a secret roll in the first campaign, then revealed
                    secret = await post("say", line=SECRET, secret=True)
                    assert len(secret["rolls"]) == 1 and table.hidden() == set(secret["rolls"])
                    await post("reveal", id=secret["rolls"][0])
                answers.append(await post("say", line=line))
    finally:
        store.close()
    return db, answers


async def mcp(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    """MCP: a roll and a follow-up through the roll tool, the GM's controls as their own tools, the question as the
    odds tool's."""
    db = tmp_path / "mcp.db"
    store = Store(db)
    said: dict[str, Any] = {}
    try:
        async with Client(build(Table(store, [SHEET]))) as client:
            async def call(tool: str, **arguments: object) -> dict[str, Any]:
                done = await client.call_tool(tool, arguments)
                assert not done.is_error, done.content
                return done.structured_content  # type: ignore[return-value]

            said["roll"] = await call("roll", phrase=ROLL)
            said["spend"] = await call("roll", phrase=SPEND)
            said["grant"] = await call("grant", character="Vex", amount=1)
            said["undo"] = await call("undo")
            secret = await call("roll", phrase=SECRET, secret=True)
            said["reveal"] = await call("reveal", roll=secret["id"])
            said["campaign"] = await call("campaign", name="Other Night")
            said["there"] = await call("roll", phrase=THERE)
            said["question"] = await call("odds", phrase="shoot the guard", character="Vex")
    finally:
        store.close()
    return db, said


def test_the_same_lines_make_the_same_rolls_and_ledgers_on_every_face(tmp_path: Path) -> None:
    chat_db, chat_said = chat(tmp_path)  # prompt_toolkit runs its own event loop
    shot_db, shot_said = one_shot(tmp_path)
    page_db, page_said = asyncio.run(page(tmp_path))
    mcp_db, mcp_said = asyncio.run(mcp(tmp_path))
    chat_log, shot_log, page_log, mcp_log = (the_log(db) for db in (chat_db, shot_db, page_db, mcp_db))

    # The chat and the one-shot command: two campaigns, the same rolls read the same way, the same Luck Points.
    home = load_party([SHEET]).campaign
    assert chat_log == shot_log and set(chat_log) == {home, "Other Night"}
    first, there = chat_log[home], chat_log["Other Night"]
    assert [(r["actor"], r["dice"], r["outcome"], void) for r, void, _ in first["rolls"]] == [
        ("Dex", [3, 4], "Fade", False), ("Dex", [3, 4], "Success", False)]  # the roll, and the luck spent on it
    assert first["rolls"][1][0]["luck"]["spent"] is True
    assert first["luck"] == {"Vex": 1, "Dex": 1}  # the grant to Vex taken back, one of Dex's two points spent
    assert [(r["actor"], r["dice"], r["outcome"]) for r, _, _ in there["rolls"]] == [("Vex", [6, 6], "Success")]
    assert there["luck"] == {"Vex": 1, "Dex": 2}  # a campaign's ledgers are its own

    # The page and MCP: the same, and the secret roll, revealed, in its place in the first campaign.
    assert page_log == mcp_log
    revealed = page_log[home]["rolls"].pop()
    assert (revealed[0]["actor"], revealed[0]["dice"], revealed[1:]) == ("Dex", [5, 5], (False, False))
    assert page_log == chat_log  # everything else as the chat and the one-shot command left it

    # What each face showed: the grant, the undo and the switch said as the table says them; the question's reading.
    assert [a.get("text", "").split(";")[0] for a in shot_said[2:5]] == [
        "Vex gains 1 Luck Point", "Took back the grant of 1 Luck Point for Vex: Vex gives back 1 Luck Point. /redo "
        "puts it back.", 'Campaign "Other Night": its own ledgers, history and game sessions (game session 1).\n'
        "System ghostburn, profile rules"]
    texts = ["\n".join("".join(s for _, s in line["spans"]) for line in a["lines"] if "spans" in line)
             for a in page_said]
    for said in ("Vex gains 1 Luck Point; now 2.", "Took back the grant of 1 Luck Point for Vex",
                 'Campaign "Other Night"', ASKED):
        assert said in " ".join(chat_said.split()) and any(said in text for text in texts), said  # (wrapped)
    assert shot_said[-1]["outcome"] is None and shot_said[-1]["actor"] == "Vex" and shot_said[-1]["dice"] == []
    assert mcp_said["question"]["text"].startswith("Read as: Vex rolls Single Shot (Firearms) against Moderate; target: the guard.")
    assert mcp_said["question"]["result"]["odds"] == shot_said[-1]["odds"]
    assert [c["now"] for c in mcp_said["grant"]["changed"]] == [2] and [c["now"] for c in mcp_said["undo"]["changed"]] == [1]
    assert mcp_said["campaign"]["switched"] is True and mcp_said["campaign"]["campaign"] == '"Other Night"'


@pytest.mark.parametrize(("may", "face"), [(CHAT, "The chat"), (ONE_SHOT, "The one-shot command")])
def test_the_chat_and_the_one_shot_command_refuse_a_secret_roll_and_say_where_to_make_one(tmp_path: Path, may,
                                                                                            face: str) -> None:
    """Neither has a way to reveal a roll, so the table refuses them a secret one: nothing is rolled or logged."""
    store = Store(tmp_path / "log.db")
    try:
        table = Table(store, [SHEET], apart=False)
        answer = table.answer(SECRET, GM, may=may, secret=True)
        assert answer.error == (f"{face} can't roll in secret: nobody could reveal the roll there. Roll in secret "
                                "on the GM's page or over MCP.")
        assert answer.rolls == () and store.count() == 0
    finally:
        store.close()


def test_spend_luck_said_by_someone_without_a_roll_of_their_own_says_so(tmp_path: Path) -> None:
    """'spend luck' while Dex acts, after Vex's roll: Dex has nothing of their own to spend on, so nothing is spent
    and the answer says whose roll is last and how to spend on it; said by Vex, it goes on Vex's roll."""
    store = Store(tmp_path / "log.db")
    try:
        table = Table(store, [SHEET], apart=False)
        table.answer("Vex: convince the bouncer, 6 7", GM, may=CHAT)
        table.answer("Dex", GM, may=CHAT)
        refused = table.answer("spend luck", GM, may=CHAT)
        assert refused.rolls == () and refused.error is not None
        assert "Dex has made no roll yet" in refused.error and "Vex spend luck" in refused.error
        spent = table.answer("Vex spends luck", GM, may=CHAT)
        assert [r.result.actor for r in spent.rolls] == ["Vex"] and spent.rolls[0].result.outcome == "Success"
    finally:
        store.close()
