"""The table in a real browser (Debian's chromium driven by selenium): a GM and two players at one table."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.ui import WebDriverWait
from served import FS3, Served, Stream, newest_roll, serve, tagger

from rollmate.table import registry

CHROMEDRIVER = "/usr/bin/chromedriver"
SOON = 1.0  # seconds: a roll is on every page within this


def browser(profile: Path) -> WebDriver:
    """A headless chromium; a test that needs one fails (never skips) when it is missing."""
    assert shutil.which("chromium") and Path(CHROMEDRIVER).exists(), (
        "the browser tests need Debian's chromium and chromium-driver: apt-get install chromium chromium-driver")
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,900",
                 f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.binary_location = shutil.which("chromium") or ""
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Served]:
    served = serve(tmp_path)
    yield served
    served.stop()


@pytest.fixture
def drivers(tmp_path: Path) -> Iterator[list[WebDriver]]:
    opened: list[WebDriver] = []
    try:
        for n in range(3):
            opened.append(browser(tmp_path / f"profile-{n}"))
        yield opened
    finally:
        for driver in opened:
            driver.quit()


def live(driver: WebDriver) -> None:
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "status").text == "live")


def say(driver: WebDriver, line: str, *, secret: bool = False) -> None:
    if secret:
        driver.find_element(By.ID, "secret").click()
    box = driver.find_element(By.ID, "line")
    box.send_keys(line)
    driver.find_element(By.CSS_SELECTOR, "#say button").click()
    if secret:
        driver.find_element(By.ID, "secret").click()


def answered(driver: WebDriver, count: int) -> str:
    """The text of the `count`-th answer in the page's conversation, once it is there."""
    WebDriverWait(driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#talk .exchange")) >= count)
    return driver.find_elements(By.CSS_SELECTOR, "#talk .exchange")[count - 1].text


def cards(driver: WebDriver) -> dict[str, str]:
    """Each roll's card on the page by its id: the log's number on the GM's page, a tag on a player's."""
    return {c.get_attribute("data-id"): c.text for c in driver.find_elements(By.CSS_SELECTOR, "#feed .roll")}


def newest(driver: WebDriver) -> str:
    shown = driver.find_elements(By.CSS_SELECTOR, "#feed .roll")  # newest first
    return shown[0].get_attribute("data-id") if shown else ""


def arrives(driver: WebDriver, roll_id: int | str, within: float = SOON) -> str:
    """Wait at most `within` seconds for roll `roll_id` to show on this page; its card's text."""
    WebDriverWait(driver, within, poll_frequency=0.02).until(
        lambda d: d.find_elements(By.ID, f"roll-{roll_id}"))
    return driver.find_element(By.ID, f"roll-{roll_id}").text


def test_a_gm_and_two_players_share_one_table(table: Served, drivers: list[WebDriver], tmp_path: Path) -> None:
    gm, vex, dex = drivers
    gm.get(table.gm)
    vex.get(table.seats["Nemesis"])  # each player at their own seat's link
    dex.get(table.seats["Mavros"])
    for driver in drivers:
        live(driver)
    assert vex.find_element(By.ID, "seat-name").text == "Nemesis"

    # A roll by one player is on the other player's page and the GM's within a second. Players' pages know it by a
    # tag, the GM's by the log's number.
    tag = tagger(table.db)
    say(vex, "roll Firearms")
    first = answered(vex, 1)
    assert "Read as: Nemesis rolls Firearms." in first and "Firearms" in first
    roll_id = newest_roll(table.db)
    for other, known in ((dex, tag(roll_id)), (gm, roll_id)):
        assert "Nemesis" in arrives(other, known)
    assert vex.find_elements(By.CSS_SELECTOR, "#talk .bar")  # the odds, as bars
    assert not vex.find_element(By.CSS_SELECTOR, "#feed .roll-number").text  # no number a gap could show in
    # A player rolls for their own character only.
    say(dex, "Nemesis: roll Firearms")
    assert "You play Mavros" in answered(dex, 1)

    # A secret roll: on the GM's page, on no player's page and in no player's event stream, until revealed.
    stream = Stream(table.seats["Mavros"] + "/events")
    WebDriverWait(gm, 5).until(lambda d: tag(roll_id) in stream.ids())  # it replays the feed, so it reads
    say(gm, "Mavros: roll Melee", secret=True)
    assert "Mavros" in answered(gm, 1)
    WebDriverWait(gm, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#feed .roll.secret"))
    secret_id = int(gm.find_element(By.CSS_SELECTOR, "#feed .roll.secret").get_attribute("data-id"))
    time.sleep(1.5)
    for player in (vex, dex):
        assert tag(secret_id) not in cards(player) and len(cards(player)) == 1
    assert tag(secret_id) not in stream.ids() and not any("Melee" in line for line in stream.lines)
    gm.find_element(By.CSS_SELECTOR, f"#roll-{secret_id} .reveal").click()
    for player in (vex, dex):
        assert "Melee" in arrives(player, tag(secret_id))
    WebDriverWait(gm, 2).until(lambda d: not d.find_elements(By.CSS_SELECTOR, f"#roll-{secret_id}.secret"))
    time.sleep(0.3)
    assert tag(secret_id) in stream.ids()
    stream.close()

    # Markup typed into a phrase shows as text; nothing of it runs.
    say(dex, "<script>window.pwned = 1</script><img src=x onerror='window.pwned=2'> roll Melee")
    shown = answered(dex, 2)
    assert "<script>window.pwned = 1</script>" in shown
    assert dex.execute_script("return window.pwned === undefined")
    assert not dex.find_elements(By.CSS_SELECTOR, "#talk script, #talk img")

    # The GM asks a player for a roll: it shows on that player's page (only), one click away.
    gm.find_element(By.ID, "ask-phrase").send_keys("roll Firearms")
    Select(gm.find_element(By.ID, "ask-seat")).select_by_visible_text("Nemesis")
    gm.find_element(By.CSS_SELECTOR, "#ask-form button").click()
    WebDriverWait(vex, SOON * 2).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#requests .request"))
    request = vex.find_element(By.CSS_SELECTOR, "#requests .request")
    assert request.text == "GM asks Nemesis: roll Firearms"
    assert not dex.find_elements(By.CSS_SELECTOR, "#requests .request")
    before = newest(dex)
    request.click()
    WebDriverWait(dex, 5).until(lambda d: newest(d) != before)
    WebDriverWait(vex, 5).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#requests .request"))

    # The chat (here a one-shot roll) on the same log and campaign shows up on the pages too.
    chat_id = newest_roll(table.db) + 1
    subprocess.run([sys.executable, "-m", "rollmate", "roll", "--db", str(table.db), "--sheet", str(FS3), "--as",
                    "Zoe", "roll Firearms"], check=True, capture_output=True, cwd=tmp_path)
    assert "Zoe" in arrives(dex, tag(chat_id), within=SOON + 0.5)  # the log is read four times a second

    # The GM takes it back: every page marks it void. A page that reconnects replays the feed from the log.
    gm.find_element(By.ID, "undo").click()
    WebDriverWait(vex, 2).until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#roll-{tag(chat_id)}.void"))
    dex.refresh()
    live(dex)
    WebDriverWait(dex, 5).until(lambda d: {tag(roll_id), tag(secret_id), tag(chat_id)} <= set(cards(d)))
    assert dex.find_elements(By.CSS_SELECTOR, f"#roll-{tag(chat_id)}.void")

    # The GM's tools are the registry's commands, a form or a button each; the Grant form says '/grant NAME N'.
    assert [t.get_attribute("data-command") for t in gm.find_elements(By.CSS_SELECTOR, ".gm-tool")] == [
        c.name for c in registry.page_tools()]
    Select(gm.find_element(By.ID, "grant-seat")).select_by_visible_text("Mavros")
    gm.find_element(By.CSS_SELECTOR, "#grant-form button").click()
    assert "> /grant Mavros 1\n" in answered(gm, 3) and "Mavros gains" in answered(gm, 3)


def test_open_pages_come_back_by_themselves_after_a_restart_and_a_replaced_link_is_told(
        tmp_path: Path, drivers: list[WebDriver]) -> None:
    gm, vex, _ = drivers
    served = serve(tmp_path)
    port = int(served.gm.split(":")[2].split("/")[0])
    try:
        gm.get(served.gm)
        vex.get(served.seats["Nemesis"])
        live(gm)
        live(vex)
    finally:
        served.stop()
    WebDriverWait(vex, 10).until(lambda d: d.find_element(By.ID, "status").text != "live")
    again = serve(tmp_path, port=port)  # the same links, kept with the log
    try:
        live(vex)  # no reload: the page reconnected by itself
        live(gm)
        say(vex, "roll Firearms")
        assert "Nemesis" in answered(vex, 1)
        WebDriverWait(gm, 5).until(lambda d: cards(d))
        # The GM's page lists every seat's link in full; replacing one tells the page that holds it.
        row = gm.find_element(By.CSS_SELECTOR, '#links tr[data-seat="Nemesis"]')
        assert row.find_element(By.CSS_SELECTOR, ".seat-link").text == served.seats["Nemesis"]
        row.find_element(By.CSS_SELECTOR, ".rotate").click()
        WebDriverWait(gm, 5).until(lambda d: row.find_element(By.CSS_SELECTOR, ".seat-link").text
                                   != served.seats["Nemesis"])
        new = row.find_element(By.CSS_SELECTOR, ".seat-link").text
        WebDriverWait(vex, 5).until(lambda d: d.find_element(By.ID, "status").text == "link replaced")
        assert "ask the GM for the new one" in vex.find_element(By.ID, "talk").text
        vex.get(served.seats["Nemesis"])  # the old link: a page that says what to do
        assert "Ask the GM for your seat's link" in vex.find_element(By.TAG_NAME, "body").text
        vex.get(new)
        live(vex)
    finally:
        again.stop()


def test_a_post_of_several_lines_is_read_whole_and_an_over_long_one_is_refused_before_it_is_sent(
        table: Served, tmp_path: Path) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = browser(tmp_path / "profile-post")
    try:
        driver.get(table.seats["Nemesis"])
        live(driver)
        box = driver.find_element(By.ID, "line")
        # A play-by-post paragraph: Shift+Enter starts a new line of it, Enter says it.
        box.send_keys("Nemesis ducks behind the crates.", Keys.SHIFT, Keys.ENTER, Keys.SHIFT,
                      "roll Firearms, rolled 6 6 6 1 2 3 4", Keys.ENTER)
        assert "Read as: Nemesis rolls Firearms" in answered(driver, 1)
        before = newest_roll(table.db)
        # Over the limit: refused on the page, nothing posted, the text kept in the box to be cut.
        long_post = "Nemesis creeps along the wall. " * 40 + "roll Firearms"
        driver.execute_script("document.getElementById('line').value = arguments[0];", long_post)
        driver.find_element(By.CSS_SELECTOR, "#say button").click()
        refusal = answered(driver, 2)
        assert f"That post has {len(long_post)} characters" in refusal and "Nothing was sent" in refusal
        assert driver.find_element(By.ID, "line").get_attribute("value") == long_post
        time.sleep(SOON)
        assert newest_roll(table.db) == before
    finally:
        driver.quit()
