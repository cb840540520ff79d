"""The chat in a real terminal: pexpect types into a pseudo-terminal; tmux (when installed) shows the screen."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest
from chatproc import PARTY, chat_env, say, spawn
from conftest import EXAMPLES, ROOT


def test_phrase_follow_up_slash_command_then_ctrl_d(tmp_path: Path) -> None:
    child = spawn(tmp_path, tmp_path / "rolls.db")
    out = say(child, "convince the bouncer, rolled 3 and 9", "Tip: Spending a Luck Point now")
    assert "They go along with it, grudgingly" in out and "Difficulty Level" in out
    out = say(child, "spend luck", "spent 1 Luck Point; 0 left.")
    assert "Fade becomes Success" in out
    out = say(child, "/history", "(spent Vex: 1 luck)")
    assert "#1 " in out and "#2 " in out
    child.sendcontrol("c")  # cancels an empty line: still in the chat
    time.sleep(0.5)  # a person's pause: a Ctrl-D typed before the next prompt reads its keys is the terminal's own
    child.sendeof()
    child.expect_exact("Bye.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Traceback" not in (child.before or "")


class Tmux:
    """One tmux server of our own (its socket in the test's folder), so the test touches no other tmux session."""

    def __init__(self, socket: Path, name: str = "rollmate") -> None:
        self.base = ["tmux", "-S", str(socket)]
        self.name = name

    def run(self, *args: str) -> None:
        done = subprocess.run([*self.base, *args], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", self.name, *keys)

    def screen(self) -> str:
        return subprocess.run([*self.base, "capture-pane", "-p", "-t", self.name], capture_output=True,
                              text=True).stdout

    def wait_for(self, text: str, seconds: float = 20) -> str:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")


def chat_in_tmux(tmp_path: Path, columns: int, rows: int, *extra: str, party: str = PARTY) -> Tmux:
    """The chat on the example party, in a tmux window of that size of our own."""
    env = chat_env(tmp_path)
    command = " ".join(shlex.quote(a) for a in [sys.executable, "-m", "rollmate", "--sheet", party, "--db",
                                                 str(tmp_path / "rolls.db"), *extra])
    exports = " ".join(f"{k}={shlex.quote(env[k])}" for k in ("HOME", "XDG_DATA_HOME", "PYTHONPATH"))
    tmux = Tmux(tmp_path / "tmux.sock")
    tmux.run("new-session", "-d", "-s", tmux.name, "-x", str(columns), "-y", str(rows),
             f"cd {shlex.quote(str(ROOT))} && env {exports} {command}; sleep 5")
    return tmux


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_the_screen_in_tmux(tmp_path: Path) -> None:
    tmux = chat_in_tmux(tmp_path, 150, 45)
    try:
        tmux.wait_for("Vex>")
        tmux.wait_for("ghostburn | acting: Vex | Vex luck 1, Dex luck 2 | teach on")  # the bottom toolbar
        tmux.keys("convince the bouncer, rolled 3 and 9", "Enter")
        tmux.wait_for("Tip: Spending a Luck Point now")
        tmux.keys("spend luck", "Enter")
        tmux.wait_for("Vex spent 1 Luck Point; 0 left.")
        shown = tmux.wait_for("Vex luck 0, Dex luck 2")
        assert "Fade becomes Success" in shown
        tmux.keys("/his", "Tab", "Enter")
        tmux.wait_for("(spent Vex: 1 luck)")
        tmux.keys("C-d")
        tmux.wait_for("Bye.")
    finally:
        subprocess.run([*tmux.base, "kill-server"], capture_output=True)


def plain(screen: str) -> str:
    """What a person reads: the terminal's colour and cursor codes taken out."""
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\r", "", screen)


def test_the_chat_takes_the_answer_to_its_own_question(tmp_path: Path) -> None:
    child = spawn(tmp_path, tmp_path / "rolls.db")
    out = say(child, "persuade the senator", "Answer on the next line")
    assert "What is the target's Wits ('senator')?" in out
    out = plain(say(child, "Wits Hard, rolled 3 and 9", "Odds before the roll"))
    assert "Convince (Persuade) vs Hard (20) -> [3 9]" in out
    out = say(child, "sneak past the guard and hack the camera, Wits Hard", "Answer with a number")
    assert "two actions" in out
    out = plain(say(child, "the first one", "Odds before the roll"))
    assert "Read as: Vex rolls Sneak (Stealth) against Hard" in out
    out = say(child, "hit the guard", "Answer with a number")  # 'hit' fits Unarmed Strike and Melee Strike
    assert "'hit' fits Unarmed Strike (Brawl) or Melee Strike (Melee)" in plain(out)
    out = plain(say(child, "2", "Odds before the roll"))
    assert "Read as: Vex rolls Melee Strike (Melee)" in out
    out = plain(say(child, "/history", "use Melee Strike"))
    assert "persuade the senator, Wits Hard, rolled 3 and 9" in out  # one roll, logged with the whole phrase
    assert "hit the guard, use Melee Strike" in out
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert "Traceback" not in (child.before or "")


def test_the_chat_into_a_file_prompts_on_the_screen_and_writes_plain_text(tmp_path: Path) -> None:
    out = tmp_path / "answers.txt"
    command = (f"{shlex.quote(sys.executable)} -m rollmate --sheet {shlex.quote(PARTY)} "
               f"--db {shlex.quote(str(tmp_path / 'rolls.db'))} > {shlex.quote(str(out))}")
    child = pexpect.spawn("/bin/sh", ["-c", command], env=chat_env(tmp_path), cwd=str(ROOT), encoding="utf-8",
                          timeout=30)
    child.expect_exact("Vex> ")  # the typist sees the prompt, though the answers go to the file
    child.sendline("convince the bouncer, rolled 3 and 9")
    child.expect_exact("Vex> ")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    text = out.read_text(encoding="utf-8")
    assert "Vex: Convince (Persuade) vs Hard (20) -> [3 9] +6 = 18: Fade" in text
    assert "\x1b" not in text  # no terminal codes in a file


@pytest.mark.parametrize(("no_color", "coloured"), [(None, True), ("1", False)])
def test_a_one_shot_roll_is_coloured_on_a_terminal_unless_no_color(tmp_path: Path, no_color: str | None,
                                                                    coloured: bool) -> None:
    env = chat_env(tmp_path)
    env.pop("NO_COLOR", None)
    if no_color:
        env["NO_COLOR"] = no_color
    child = pexpect.spawn(sys.executable, ["-m", "rollmate", "roll", "--sheet", PARTY, "--seed", "1",
                                           "convince the bouncer, rolled 3 and 9"], env=env, cwd=str(ROOT),
                          encoding="utf-8", timeout=30)
    child.expect(pexpect.EOF)
    child.close()
    seen = child.before or ""
    assert child.exitstatus == 0, seen
    assert "Fade" in seen
    assert ("\x1b[" in seen) is coloured
    piped = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", PARTY, "--seed", "1",
                            "convince the bouncer, rolled 3 and 9"], capture_output=True, text=True, env=env,
                           cwd=str(ROOT), timeout=30)
    assert "\x1b" not in piped.stdout  # never into a pipe or a file


def test_the_glossary_in_a_real_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, tmp_path / "rolls.db")
    out = say(child, "jump the gap, Moderate, rolled 5 5", "Off Balance")
    out += say(child, "why?", "what does Off Balance mean?")
    assert "Terms: Off Balance" in out
    out = say(child, "what does Off Balance mean?", "ask your GM.")
    assert "Off Balance (Ghostburn): A condition" in out
    out = say(child, "/history", "#1 ")
    assert "#2 " not in out  # the question rolled nothing
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and "Traceback" not in (child.before or "")


def test_gm_grant_undo_and_a_restart_in_a_real_terminal(tmp_path: Path) -> None:
    db = tmp_path / "rolls.db"
    child = spawn(tmp_path, db)
    say(child, "convince the bouncer, rolled 3 and 9", "Fade")
    out = say(child, "spend luck", "0 left.")
    out = say(child, "Vex regains her luck point", "now 1.")
    assert "Vex gains 1 Luck Point" in out
    out = say(child, "/undo", "/redo puts it back.")  # the grant was the last thing done: it goes first
    assert "Took back the grant of 1 Luck Point for Vex: Vex gives back 1 Luck Point" in out
    out = say(child, "/undo", "Vex gets back 1 Luck Point")
    assert "Took back #2: spend luck" in out and "marked void" in out
    out = say(child, "/history", "[void: taken back with /undo]")
    say(child, "/teach off", "Teaching off")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    again = spawn(tmp_path, db)  # a restart: teach mode and the last roll come back from the log
    out = say(again, "spend luck", "left.")
    assert "There is no roll yet" not in out and "1. " not in out  # a one-line answer: teach is still off
    again.sendeof()
    again.expect(pexpect.EOF)
    again.close()
    assert again.exitstatus == 0 and "Traceback" not in (again.before or "")


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_60_column_terminal_wraps_between_words_and_fits_the_toolbar(tmp_path: Path) -> None:
    from rollmate.faces.chat.toolbar import toolbar_text
    from rollmate.rules.sheets import load_party
    from rollmate.table.session import start

    tmux = chat_in_tmux(tmp_path, 60, 30)
    try:
        expected_bar = toolbar_text(start(load_party([PARTY]), "ghostburn", "rules", "Vex"), 60)
        assert expected_bar and len(expected_bar) < 60
        shown = tmux.wait_for(expected_bar)
        assert shown.rstrip().splitlines()[-1].strip() == f"{expected_bar}  /help"
        tmux.keys("convince the bouncer, rolled 3 and 9", "Enter")
        tmux.wait_for("Tip: Spending a Luck Point now")
        joined = subprocess.run([*tmux.base, "capture-pane", "-p", "-J", "-S", "-200", "-t", tmux.name],
                                capture_output=True, text=True).stdout
        lines = [line.rstrip() for line in joined.splitlines()]
        assert max(len(line) for line in lines) <= 60, [line for line in lines if len(line) > 60]
        text = " ".join(lines)
        # every word of the answer arrives whole (the terminal never had to break a line for us)
        for phrase in ("They go along with it, grudgingly", "primary ability of Persuade", "Moderate band"):
            assert phrase in " ".join(text.split())
        tmux.keys("C-d")
        tmux.wait_for("Bye.")
    finally:
        subprocess.run([*tmux.base, "kill-server"], capture_output=True)


def test_a_restart_keeps_the_fs3_profile_and_the_last_roll(tmp_path: Path) -> None:
    db, party = tmp_path / "rolls.db", str(EXAMPLES / "fs3_party.toml")
    child = spawn(tmp_path, db, party=party, prompt="Nemesis> ")
    say(child, "/profile aresmush", "Profile aresmush.", prompt="Nemesis> ")
    say(child, "roll Melee, rolled 1 2 3 4 5", "Failure", prompt="Nemesis> ")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    again = spawn(tmp_path, db, party=party, prompt="Nemesis> ")
    out = plain(say(again, "/party", "profile aresmush", prompt="Nemesis> "))
    assert "System fs3, profile aresmush" in out
    out = plain(say(again, "reroll with luck", "left.", prompt="Nemesis> "))
    assert "There is no roll yet" not in out and "spent 1 Luck Point" in out
    again.sendeof()
    again.expect(pexpect.EOF)
    again.close()
    assert again.exitstatus == 0
