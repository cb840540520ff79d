"""Tables apart, on one real PostgreSQL log shared by two `rollmate serve` tables: neither lists, enters, reads,
reveals or takes back the other's rolls; each reaches the campaign it was started with and those its GM creates."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from served import FS3, Stream, serve


@pytest.fixture
def pg_place(pg_server: str) -> str:
    from pgserver import fresh_schema

    return fresh_schema(pg_server)


def token(link: str) -> str:
    page = httpx.get(link, timeout=10).text.replace("&#34;", '"')
    found = re.search(r'"token": "([0-9a-f]+)"', page)
    assert found, page[:300]
    return found.group(1)


def post(link: str, path: str, body: dict) -> httpx.Response:  # type: ignore[type-arg]
    return httpx.post(f"{link}/{path}", json=body, headers={"X-Rollmate-Token": token(link)}, timeout=20)


def say(link: str, line: str, **more: object) -> tuple[str, dict]:  # type: ignore[type-arg]
    done = post(link, "say", {"line": line, **more})
    assert done.status_code == 200, done.text
    answer = done.json()
    text = "\n".join("".join(span[1] for span in line.get("spans", [])) for line in answer["lines"])
    return text, answer


def test_two_tables_on_one_postgresql_log_never_reach_each_other(tmp_path: Path, pg_place: str) -> None:
    beta_sheet = tmp_path / "beta.toml"
    beta_sheet.write_text('campaign = "Beta Heist"\n' + FS3.read_text())
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    alpha = serve(tmp_path / "a", FS3, db=pg_place)
    beta = serve(tmp_path / "b", beta_sheet, db=pg_place)
    try:
        assert alpha.gm != beta.gm and alpha.seats["Nemesis"] != beta.seats["Nemesis"]
        watching = Stream(alpha.gm + "/events")
        _, hidden = say(beta.gm, "Mavros: roll Piano", secret=True)
        _, public = say(beta.gm, "Zoe: roll Piloting")
        (secret_id,), (public_id,) = hidden["rolls"], public["rolls"]

        listed, _ = say(alpha.gm, "/campaign")
        assert "Beta" not in listed, listed  # not listed
        entered, answer = say(alpha.gm, '/campaign "Beta Heist"')
        assert answer["error"] and "not this table's" in entered and "Beta Heist" not in httpx.get(alpha.gm).text
        for line in (f"/show {secret_id}", f"/show {public_id}", f"/replay {public_id}"):
            shown, _ = say(alpha.gm, line)  # not read
            assert "Piano" not in shown and "Piloting" not in shown, (line, shown)
        assert post(alpha.gm, "reveal", {"id": secret_id}).status_code == 400  # not revealed
        history, _ = say(alpha.gm, "/history")
        assert "Piano" not in history and "Piloting" not in history
        undone, _ = say(alpha.gm, "/undo")  # not taken back
        assert "nothing left to undo" in undone
        beta_history, _ = say(beta.gm, "/history")
        assert "void" not in beta_history and "Piano" in beta_history and "Piloting" in beta_history

        made, _ = say(alpha.gm, "/campaign Gamma Run")  # a campaign its GM creates is the table's
        assert 'Campaign "Gamma Run"' in made
        assert say(alpha.gm, "Nemesis: roll Firearms")[1]["rolls"]
        back, _ = say(alpha.gm, "/campaign fs3_party.toml")
        assert "fs3_party.toml" in back and "Gamma Run" in say(alpha.gm, "/campaign")[0]
        taken, answer = say(beta.gm, "/campaign Gamma Run")  # and no other table's
        assert answer["error"] and "not this table's" in taken and "Gamma" not in say(beta.gm, "/campaign")[0]
        assert not any("Piano" in line or "Piloting" in line for line in watching.lines)
        watching.close()
    finally:
        alpha.stop()
        beta.stop()
