"""A corpus of table phrases, as players type them, each with the whole request it must read as (or the start of
the refusal it must get). The expectations were checked by hand against the rules references when written; run
with ROLLMATE_UPDATE_CORPUS=1 to rewrite them after a deliberate change, then read the diff line by line."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from conftest import EXAMPLES

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.records import dump
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

CORPUS = Path(__file__).parent / "corpus"
SYSTEMS = ("ghostburn", "fist", "fs3")
DEFAULTS = dump(RollRequest())


def reading(system: str, phrase: str) -> dict[str, Any]:
    """The request's fields that differ from an empty request (the phrase itself and the reading's offsets left
    out), or the refusal's first line."""
    vocabulary = get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))
    try:
        request = parse(phrase, vocabulary)
    except RollmateError as error:
        return {"refused": error.message}
    data = dump(request, as_json=True, exclude={"text", "reading"})
    return {"request": {k: v for k, v in data.items() if v != json.loads(json.dumps(DEFAULTS[k]))}}


def entries(system: str) -> list[dict[str, Any]]:
    path = CORPUS / f"{system}.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _update(system: str) -> None:
    path = CORPUS / f"{system}.jsonl"
    lines = [json.dumps({"phrase": e["phrase"], **reading(system, e["phrase"])}, ensure_ascii=False)
             for e in entries(system)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if os.environ.get("ROLLMATE_UPDATE_CORPUS"):
    for _system in SYSTEMS:
        _update(_system)

CASES = [(system, entry) for system in SYSTEMS for entry in entries(system)]


@pytest.mark.parametrize(("system", "entry"), CASES, ids=[f"{s}: {e['phrase']}" for s, e in CASES])
def test_the_phrase_reads_as_the_whole_request(system: str, entry: dict[str, Any]) -> None:
    got = reading(system, entry["phrase"])
    if "refused" in entry:
        assert got.get("refused", "").startswith(entry["refused"][:40]), got
    else:
        assert got == {"request": entry["request"]}


def test_the_corpus_is_large_enough() -> None:
    for system in SYSTEMS:
        assert len({e["phrase"] for e in entries(system)}) >= 200, system
