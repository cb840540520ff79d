"""Take the README's picture of a table: `python tests/faces/screenshot.py docs/table.png` (needs chromium)."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from selenium.webdriver.common.by import By
from served import serve
from test_browser import answered, browser, live, say


def main(out: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        table = serve(Path(tmp))
        gm = browser(Path(tmp) / "gm")
        player = browser(Path(tmp) / "player")
        try:
            gm.get(table.gm)
            player.get(table.seats["Nemesis"])
            live(gm)
            live(player)
            say(gm, "Mavros spars with Nemesis, Melee vs Melee")
            answered(gm, 1)
            say(gm, "Tug: roll Alertness", secret=True)
            answered(gm, 2)
            gm.find_element(By.ID, "ask-phrase").send_keys("roll Firearms")
            gm.find_element(By.CSS_SELECTOR, "#ask-form button").click()
            say(player, "climb the wall, Athletics -2")
            answered(player, 1)
            time.sleep(0.5)
            player.find_element(By.CSS_SELECTOR, "#feed .roll details summary").click()
            player.set_window_size(1280, 820)
            player.save_screenshot(out)
        finally:
            gm.quit()
            player.quit()
            table.stop()


if __name__ == "__main__":
    main(sys.argv[1])
