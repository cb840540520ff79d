"""Teaching on every face: the same questions get the same answers in the chat, on the page and over MCP (the 'how'
tool), in every game, and nothing is rolled; the page's "New here?" link starts the guided first roll in a real
browser."""

from __future__ import annotations

from pathlib import Path

import pytest
import test_browser as page
from mcp import Client
from selenium.webdriver.common.by import By
from served import serve

from rollmate.errors import RulesError
from rollmate.faces.mcp import build
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table import teacher
from rollmate.table.core import Table
from rollmate.table.session import reply, start

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"ghostburn": "Vex", "fist": "Ripper", "fs3": "Nemesis", "pbta": "Kit", "blades": "Cross"}
QUESTIONS = ["how do rolls work?", "what should I roll to sneak past the guard?", "whats my odds to climb the wall",
             "which skill for getting past the guard?", "walk me through a roll", "what does stress mean?"]


def words(text: str) -> list[str]:
    """The lines of an answer, without the odds bars' drawing (the chat draws them, the page and a tool send data)."""
    return [line.rstrip() for line in text.strip().splitlines() if "####" not in line and "...." not in line]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_chat_the_page_and_the_tool_answer_alike(game: str, tmp_path: Path) -> None:
    sheet = ROOT / "examples" / f"{game}_party.toml"
    who = GAMES[game]
    chat = start(load_party([sheet]), game, "rules", who)
    table = Table(Store(tmp_path / "log.db"), [str(sheet)])
    for question in QUESTIONS:
        said = reply(chat, question)
        assert said.records == ()
        on_page = table.answer(question, who)
        page_words = [line for line in on_page.lines if line.bar is None]  # the page draws the odds as bars
        page_text = "\n".join("".join(t for _, t in line.spans) for line in page_words)
        assert on_page.rolls == () and words(page_text) == words(said.text), question
        if said.state.pending is not None and "isn't in" not in said.text:  # asked back: the tool says the question
            with pytest.raises(RulesError) as asked:
                teacher.how(table, question, who)
            assert asked.value.asks and said.text.split()[1].rstrip("?") == asked.value.message.split()[1]  # attribute
            assert "Dropped the question" in table.answer("never mind", who).text  # the page's seat was asked too

            continue
        assert words(teacher.how(table, question, who).text) == words(said.text), question
    assert table.feed(gm_sees=True) == []


@pytest.mark.anyio
async def test_the_how_tool_over_mcp(tmp_path: Path) -> None:
    table = Table(Store(tmp_path / "log.db"), [str(ROOT / "examples" / "blades_party.toml")])
    async with Client(build(table)) as client:
        taught = await client.call_tool("how", {"question": "how does resistance work?", "character": "Thorn"})
        assert not taught.is_error
        data = taught.structured_content
        assert data["system"] == "blades" and data["character"] == "Thorn"
        assert data["text"].startswith("How resistance works in Blades in the Dark, with Thorn's sheet")
        which = await client.call_tool("how", {"question": "what do I roll to pick the lock?"})
        assert "For 'pick the lock', rollmate would roll" in which.structured_content["text"]
        assert which.structured_content["character"] == "Cross"
        refused = await client.call_tool("how", {"question": "Cross skirmishes with the Bluecoat"})
        assert refused.is_error and "no question about the rules" in refused.content[0].text
    assert table.feed(gm_sees=True) == []  # nothing was rolled


def test_new_here_on_the_page_starts_the_guided_roll(tmp_path: Path) -> None:
    served = serve(tmp_path)
    driver = page.browser(tmp_path / "profile")
    try:
        driver.get(served.seats["Nemesis"])  # the seat's own link
        page.live(driver)
        link = driver.find_element(By.ID, "learn")
        assert link.text == "New here?"
        link.click()
        assert "Step 1 of 6, what you do:" in page.answered(driver, 1)
        page.say(driver, "climb the wall")
        assert "Step 2 of 6, which roll and why:" in page.answered(driver, 2)
        page.say(driver, "next")
        assert "Step 3 of 6, the dice:" in page.answered(driver, 3)
        page.say(driver, "2 6 7")
        assert "Step 4 of 6, adding up:" in page.answered(driver, 4)
        page.say(driver, "how do rolls work?")  # another line ends the lesson and is answered
        assert "How a roll works in FS3, with Nemesis's sheet" in page.answered(driver, 5)
        assert page.cards(driver) == {}  # practice and questions: no roll on the table
        gm = driver.get(served.gm) or driver
        assert not gm.find_elements(By.ID, "learn")  # the link is the players'
    finally:
        driver.quit()
        served.stop()
