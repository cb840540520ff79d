"""Sheets are read within bounds before they are parsed: size, file type, line and key length, nesting depth.
Each bomb from the issue ends quickly with a message naming the file, never a hang or an internal error."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from rollmate.faces.chat.chat import run_chat
from rollmate.rules.sheet_checks import MAX_KEY
from rollmate.rules.sheets import load_party
from rollmate.rules.tomlfile import MAX_DEPTH, MAX_KEY_PARTS, MAX_LINE, MAX_SHEET_BYTES
from rollmate.table.show import plain

PARTY = str(EXAMPLES / "ghostburn_party.toml")
GENEROUS = 20  # seconds: the bombs used to run for minutes; a clear refusal takes well under one


def run(*args: str, timeout: float = GENEROUS) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, env=env,
                          timeout=timeout, stdin=subprocess.DEVNULL)


def refused(path: str | Path, words: str) -> None:
    done = run("roll", "--sheet", str(path), "convince the bouncer")
    assert done.returncode == 1, done.stdout
    assert str(path) in done.stderr and words in done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr


def test_a_250_kb_sheet_with_one_long_dotted_key_is_refused_quickly(tmp_path: Path) -> None:
    bomb = tmp_path / "dotted.toml"
    bomb.write_text('system = "ghostburn"\nname = "Vex"\n' + "x" + ".a" * 125_000 + " = 1\n")
    assert 240_000 < bomb.stat().st_size < MAX_SHEET_BYTES
    refused(bomb, f"longer than the limit of {MAX_LINE} characters")


def test_a_dotted_key_of_many_short_parts_is_refused(tmp_path: Path) -> None:
    bomb = tmp_path / "parts.toml"
    bomb.write_text('system = "ghostburn"\nname = "Vex"\nx' + ".a" * MAX_KEY_PARTS + " = 1\n")
    refused(bomb, f"more than {MAX_KEY_PARTS} parts")


@pytest.mark.parametrize("body", [
    "x = " + "[" * 495 + "]" * 495 + "\n",  # one line, as deep as its length allows
    "x = " + "[\n" * 5000 + "]\n" * 5000,  # the same over many short lines
    "x = " + "[" * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1) + "\n",  # just past the limit
])
def test_deep_nesting_is_refused_with_a_message(tmp_path: Path, body: str) -> None:
    bomb = tmp_path / "deep.toml"
    bomb.write_text('system = "ghostburn"\nname = "Vex"\n' + body)
    refused(bomb, f"nested too deeply; at most {MAX_DEPTH} levels")


def test_a_long_key_is_refused(tmp_path: Path) -> None:
    sheet = tmp_path / "key.toml"
    sheet.write_text('system = "fs3"\nname = "Zoe"\n[background_skills]\n' + "k" * (MAX_KEY + 1) + " = 1\n")
    refused(sheet, f"longer than the limit of {MAX_KEY} characters")


def test_dev_zero_is_refused_without_reading_it() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    refused("/dev/zero", "not a regular file")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    refused(tmp_path, "cannot read the file" if sys.platform == "win32" else "not a regular file")


def test_a_file_past_the_size_limit_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text('system = "ghostburn"\nname = "Vex"\n' + "# padding\n" * (MAX_SHEET_BYTES // 10))
    refused(big, f"larger than the limit of {MAX_SHEET_BYTES // 1024} KiB")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_on_the_command_line(tmp_path: Path) -> None:
    fifo = tmp_path / "sheet.toml"
    os.mkfifo(fifo)
    refused(fifo, "not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_loading_a_fifo_in_the_chat_does_not_hang_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    fifo = tmp_path / "party.toml"
    os.mkfifo(fifo)
    args = argparse.Namespace(sheet=[PARTY], system=None, profile=None, actor=None, seed=5, db=str(tmp_path / "r.db"))
    shown: list[str] = []
    finished: list[int] = []
    with create_pipe_input() as pipe:
        pipe.send_text(f"/load {fifo}\r/party\r\x04")
        chat = threading.Thread(target=lambda: finished.append(
            run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f)))), daemon=True)
        chat.start()
        chat.join(GENEROUS)
    assert finished == [0], "the chat hung on a FIFO"
    out = " ".join("".join(shown).split())  # the chat wraps to its width: where a line breaks depends on the path
    assert "not a regular file" in out and "Vex: luck" in out  # refused, and the chat went on



def test_dots_in_a_multi_line_list_are_not_taken_for_a_key(tmp_path: Path) -> None:
    sheet = tmp_path / "tricks.toml"
    sheet.write_text('system = "fs3"\nname = "Zoe"\n[background_skills]\n"a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q" = 1\n')
    refused(sheet, f"more than {MAX_KEY_PARTS} parts")  # a quoted key with many dots is still counted: the safe side
    npc = tmp_path / "npc.toml"
    npc.write_text('system = "ghostburn"\n[[character]]\nname = "Vex"\n[[npc]]\nname = "the bouncer"\nwits = "Hard"\n'
                   'conditions = [\n  "Distracted",\n  "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r",\n]\n')
    assert load_party([npc]).npcs[0].own.conditions == ("Distracted", "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r")
