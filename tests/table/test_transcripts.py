"""Golden chat transcripts: each golden/*.txt is a scene; its '> ' lines are typed, the rest is what must come back.

Plain text, given dice (or a fixed --seed), a fresh roll log. To write a new scene, put the header and the '> '
lines in a file and run with ROLLMATE_UPDATE_GOLDEN=1; then read every answer before committing it.
"""

from __future__ import annotations

import argparse
import os
from importlib.util import find_spec
from pathlib import Path

import pytest
from conftest import ROOT

from rollmate.log.store import Store
from rollmate.rules.sheets import load_sheet
from rollmate.rules.system import SYSTEM_MODULES
from rollmate.table.core import handle
from rollmate.table.setup import open_state

GOLDEN = Path(__file__).parent / "golden"
SCENES = sorted(GOLDEN.glob("*.txt"))


def header(lines: list[str]) -> dict[str, str]:
    out = {}
    for line in lines:
        if not line.startswith("# "):
            break
        key, _, value = line[2:].partition(":")
        out[key.strip()] = value.strip()
    return out


def play(golden: Path, db: Path) -> str:
    """The transcript the chat produces for the scene's typed lines."""
    lines = golden.read_text(encoding="utf-8").splitlines()
    meta = header(lines)
    system = load_sheet(ROOT / meta["sheet"]).system if (ROOT / meta["sheet"]).exists() else None
    if system is None or find_spec(SYSTEM_MODULES[system]) is None:  # FS3 and FIST came later than the chat
        pytest.skip(f"{golden.name}: {meta['sheet']} or its rules module is not in this checkout")
    args = argparse.Namespace(
        sheet=[str(ROOT / meta["sheet"])], system=meta.get("system"), profile=meta.get("profile"),
        actor=meta.get("actor"), seed=int(meta["seed"]) if "seed" in meta else None, db=str(db),
    )
    store = Store(db)
    try:
        state = open_state(args, store)
        out = [line for line in lines if line.startswith("# ")]
        for typed in (line[2:] for line in lines if line.startswith("> ")):
            answer = handle(state, typed, store)
            state = answer.state
            out.append(f"> {typed}")
            out += answer.text.rstrip("\n").split("\n") if answer.text else []
            out.append("")
        return "\n".join(out)
    finally:
        store.close()


@pytest.mark.parametrize("golden", SCENES, ids=[p.stem for p in SCENES])
def test_transcript(golden: Path, tmp_path: Path) -> None:
    got = play(golden, tmp_path / "rolls.db")
    if os.environ.get("ROLLMATE_UPDATE_GOLDEN"):
        golden.write_text(got, encoding="utf-8")
    assert got == golden.read_text(encoding="utf-8")
