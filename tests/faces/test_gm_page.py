"""The GM's controls on the page, against a real `rollmate serve`: a command typed there (or sent by the page's own
Grant and Switch campaign forms) does what it says with its words, not what the bare command would."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
from served import serve


def say(link: str, line: str, **more: object) -> dict:  # type: ignore[type-arg]
    """One post from the page at `link`, with the token the page itself carries."""
    page = httpx.get(link, timeout=10).text
    token = re.search(r'"token": "([0-9a-f]+)"', page.replace("&#34;", '"'))
    assert token, page[:300]
    done = httpx.post(f"{link}/say", json={"line": line, **more}, headers={"X-Rollmate-Token": token.group(1)},
                      timeout=20)
    assert done.status_code == 200, done.text
    return done.json()


def text(answer: dict) -> str:  # type: ignore[type-arg]
    return "\n".join("".join(span[1] for span in line.get("spans", [])) for line in answer["lines"])


def test_grant_campaign_and_sheet_typed_on_the_gm_page_do_what_they_say(tmp_path: Path) -> None:
    served = serve(tmp_path)
    try:
        granted = say(served.gm, "/grant Mavros 1")  # what the page's Grant button sends
        assert granted["error"] is None and "Mavros gains" in text(granted), text(granted)
        sheet = say(served.gm, "/sheet Zoe")
        assert text(sheet).startswith("Zoe (FS3)"), text(sheet)
        moved = say(served.gm, "/campaign Other Night")  # what the Switch campaign form sends
        assert 'Campaign "Other Night"' in text(moved), text(moved)
        assert "Campaign &#34;Other Night&#34;" in httpx.get(served.gm, timeout=10).text  # the page moved with it
    finally:
        served.stop()


def test_a_missing_roll_or_a_bad_ask_is_refused_without_the_machines_paths(tmp_path: Path) -> None:
    """'/show 99' on the GM's page says the roll is not there, naming no file of the machine; asking a seat the table
    lacks is a 400 with the table's own words."""
    served = serve(tmp_path)
    try:
        missing = say(served.gm, "/show 99")
        assert "no roll #99" in (missing["error"] or text(missing)), missing
        assert str(tmp_path) not in str(missing) and "log.db" not in str(missing)
        page = httpx.get(served.gm, timeout=10).text
        token = re.search(r'"token": "([0-9a-f]+)"', page.replace("&#34;", '"'))
        assert token
        asked = httpx.post(f"{served.gm}/ask", json={"seat": "Nobody", "phrase": "roll Firearms"},
                           headers={"X-Rollmate-Token": token.group(1)}, timeout=20)
        assert asked.status_code == 400 and "Nobody" in asked.text, asked.text
    finally:
        served.stop()
