"""What the page's server holds to, tried against a real `rollmate serve` on this machine: bad text in a post is
refused with a message, event streams are capped and their reconnects rate-limited, and slow connections are
closed; every load here goes to 127.0.0.1, bounded in count and time."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from served import Served, page_token, serve


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Served]:
    served = serve(tmp_path)
    yield served
    served.stop()


def test_bad_text_in_a_post_gets_a_400_that_says_what_was_wrong(table: Served) -> None:
    player, gm = page_token(table.player), page_token(table.gm)
    lone = '"roll Firearms \\ud800"'  # a lone surrogate, as the JSON escape: valid JSON, not text
    for url, headers, body in [
        (f"{table.player}/say", player, f'{{"line": {lone}, "seat": "Nemesis"}}'),
        (f"{table.player}/say", player, '{"line": "roll Firearms", "seat": "Nem\\udfffesis"}'),
        (f"{table.gm}/say", gm, f'{{"line": {lone}}}'),
        (f"{table.gm}/ask", gm, f'{{"seat": "Nemesis", "phrase": {lone}}}'),
        (f"{table.gm}/say", gm, f'{{"line": "roll Firearms", "note": [{{"deep": {lone}}}]}}'),
    ]:
        answer = httpx.post(url, content=body, headers=headers)
        assert answer.status_code == 400, (url, body, answer.status_code, answer.text)
        assert "not text" in answer.json()["error"] and "U+D" in answer.json()["error"]
    deep = httpx.post(f"{table.gm}/say", content='{"line": ' + "[" * 2000 + "]" * 2000 + "}", headers=gm)
    assert deep.status_code == 400 and deep.json()["error"] == "The post is not a JSON object."
    said = httpx.post(f"{table.player}/say", json={"line": "roll Firearms", "seat": "Nemesis"}, headers=player)
    assert said.status_code == 200 and said.json()["rolls"]  # the table still answers
    assert not [line for line in table.output if "Traceback" in line], "".join(table.output)

