"""The real PromptSession loop, driven through prompt_toolkit's pipe input with a DummyOutput."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from conftest import EXAMPLES
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from rollmate.faces.chat.chat import run_chat
from rollmate.faces.chat.toolbar import toolbar_text
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.session import start
from rollmate.table.show import plain

PARTY = str(EXAMPLES / "ghostburn_party.toml")


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def drive(keys: str, tmp_path: Path, **options: object) -> tuple[int, str]:
    args = argparse.Namespace(**{"sheet": [PARTY], "system": None, "profile": None, "actor": None, "seed": 5,
                                 "db": str(tmp_path / "rolls.db"), **options})
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        code = run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f)))
    return code, "".join(shown)


def test_phrase_follow_up_command_and_ctrl_d(tmp_path: Path) -> None:
    code, out = drive("convince the bouncer, rolled 3 and 9\rspend luck\r/history\r\x04", tmp_path)
    assert code == 0
    assert out.startswith("rollmate chat: ghostburn, Vex acting.")
    assert "-> [3 9] +6 = 18: Fade" in out and "Vex spent 1 Luck Point; 0 left." in out
    assert "#2 " in out and "'spend luck' -> Vex: Convince" in out
    assert out.endswith("Bye.\n")


def test_ctrl_c_cancels_the_line_and_the_chat_goes_on(tmp_path: Path) -> None:
    code, out = drive("convince the bou\x03/party\r\x04", tmp_path)
    assert code == 0 and "Fade" not in out and "Vex: luck 1" in out
    assert Store(tmp_path / "rolls.db").recent() == []


def test_f1_asks_for_help_and_quit_leaves(tmp_path: Path) -> None:
    code, out = drive("\x1bOP/quit\r", tmp_path)
    assert code == 0 and "/campaign /new-session" in out and "convince the bouncer" in out


def test_no_traceback_for_anything_typed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import rollmate.table.commands as commands

    def broken(*_: object) -> None:
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(commands, "reply", broken)
    code, out = drive("shoot the guard\r/load nowhere.toml\r\x04", tmp_path)
    assert code == 0 and "internal error (ZeroDivisionError: oops); the line had no effect." in out
    assert "nowhere.toml: cannot read the file" in out and "Traceback" not in out


def test_history_is_kept_beside_the_log(tmp_path: Path) -> None:
    drive("shoot the guard\r\x04", tmp_path)
    assert (tmp_path / "history.txt").read_text().strip().endswith("+shoot the guard")


def test_toolbar_says_system_actor_resources_and_carried_luck() -> None:
    from rollmate.table.session import reply

    state = start(load_party([PARTY]), "ghostburn", "rules", "Vex")
    assert toolbar_text(state) == "ghostburn_party.toml | ghostburn | acting: Vex | Vex luck 1, Dex luck 2 | teach on"
    after = reply(state, "Dex: roll Hacking vs Hard with luck, rolled 4 4").state
    assert toolbar_text(after) == "ghostburn_party.toml | ghostburn | acting: Vex | Vex luck 1, Dex luck 1 | Dex +3 Hacking this turn | teach on"


def test_history_survives_a_restart_with_up_arrow_and_ctrl_r(tmp_path: Path) -> None:
    drive("shoot the guard, rolled 4 4\r/party\r\x04", tmp_path)
    _, up = drive("\x1b[A\x1b[A\r\x04", tmp_path)  # two lines back: the roll of the last chat
    assert "Vex: Single Shot (Firearms) vs Moderate (14) -> [4 4] +7 = 15" in up
    _, searched = drive("\x12guard\r\r\x04", tmp_path)  # Ctrl-R, type, Enter takes the match, Enter sends it
    assert "-> [4 4] +7 = 15" in searched
