"""A newcomer gets answers ('hi', 'what can I roll?', 'which skill should I use to ...?', 'who is acting?', 'how do I
make a character?'), and questions, help, glossary and advice never roll, spend or log anything."""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path

import pytest
from chatproc import say, spawn
from conftest import EXAMPLES
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from rollmate.faces.chat.chat import run_chat
from rollmate.rules.sheets import load_party
from rollmate.table.session import State, reply, start
from rollmate.table.show import plain


def chat(game: str, actor: str | None) -> State:
    return start(load_party([EXAMPLES / f"{game}_party.toml"]), game, "rules", actor, seed=7)


@pytest.mark.parametrize(("game", "actor", "line", "starts", "has"), [
    ("ghostburn", "Vex", "hi", "Hi! This table plays Ghostburn; Vex is acting.", "'convince the bouncer'"),
    ("fist", "Ripper", "Hello!", "Hi! This table plays FIST; Ripper is acting.", "what does Ultra Success mean?"),
    ("ghostburn", "Vex", "what can I roll?", "Vex can roll any of these", "Skills: Persuade 2, Deception 1, Firearms 1"),
    ("fist", "Ripper", "What can I roll", "Ripper can roll any of these", "Forceful +2, Tactical +0, Creative -1"),
    ("ghostburn", "Vex", "which skill should I use to get past the guard?", "For 'get past the guard', the rolls",
     "Vex: Sneak (Stealth) vs Moderate (14)\n    why: 'get past the guard, Sneak' is Sneak: a core trick of Stealth (move "
     "without being noticed).\n    chances: Glitch 0% · Fade 21% · Success 51% · Cool Success 28%"),
    ("fist", "Ripper", "which attribute should I use to get past the guard?", "For 'get past the guard'",
     "Ripper: Reflexive\n    why: Inferred from the action: sneak past -> REFLEXIVE: feats of agility. The referee can "
     "call for another attribute. Ripper's Reflexive is +1.\n    chances: Failure 27.8% · Partial Success 44.4% · Success 25% · "
     "Ultra Success 2.8%"),
    ("ghostburn", "Vex", "which skill should I use to climb the wall?", "For 'climb the wall'", "Athletic Move"),
    ("ghostburn", "Vex", "who is acting?", "Vex is acting (ghostburn). Also at the table: Dex,", "'as NAME'"),
    ("fs3", None, "who is acting?", "Nobody is acting yet (fs3).", "Nemesis"),
    ("ghostburn", "Vex", "how do I make a character?", "A character is a small TOML file: system = \"ghostburn\"",
     "examples/ghostburn_party.toml"),
    ("fs3", None, "how do I create a character sheet?", "A character is a small TOML file: system = \"fs3\"",
     "/load FILE"),
    ("ghostburn", "Vex", "how does luck work?", "How luck works in Ghostburn, with Vex's sheet", "turns a Glitch into a Fade"),
    ("fist", "Ripper", "how do war dice work?", "How war dice work in FIST, with Ripper's sheet", "Ripper has 2 war dice"),
])
def test_a_newcomer_gets_an_answer_and_nothing_is_rolled(game: str, actor: str | None, line: str, starts: str,
                                                        has: str) -> None:
    state = chat(game, actor)
    said = reply(state, line)
    assert said.text.startswith(starts) and has in said.text, said.text
    assert said.records == () and said.state == state


@pytest.mark.parametrize(("game", "actor", "roll", "questions", "has"), [
    ("ghostburn", "Vex", "convince the bouncer, rolled 3 and 9",
     ["how does luck work?", "can I spend luck?", "should I spend luck?", "is luck worth it?"],
     "Nothing was spent: say 'spend luck' to spend it."),
    ("fist", "Ripper", "shoot the guard, rolled 2 3",
     ["should I add a war die?", "can I add a war die?", "how do war dice work?", "can I spend luck?"],
     "Nothing was spent: say 'add a war die' to spend it."),
    ("fs3", "Nemesis", "roll Firearms", ["should I spend luck?", "can I reroll with luck?"], "say 'spend luck'"),
])
def test_questions_spend_nothing(game: str, actor: str, roll: str, questions: list[str], has: str) -> None:
    rolled = reply(chat(game, actor), roll).state
    said = [reply(rolled, q) for q in questions]
    assert all(s.records == () and s.state == rolled for s in said)
    assert any(has in s.text for s in said)
    assert reply(rolled, "can I shoot the guard?").records == ()  # a question about an action gives its odds
    assert "FIST has no luck points" in reply(chat("fist", "Ripper"), "can I spend luck?").text


def test_the_questions_in_the_real_chat_leave_the_ledger_alone(tmp_path: Path) -> None:
    args = argparse.Namespace(sheet=[str(EXAMPLES / "ghostburn_party.toml")], system=None, profile=None, actor=None,
                              seed=5, db=str(tmp_path / "rolls.db"))
    lines = ["hi", "convince the bouncer, rolled 3 and 9", "how does luck work?", "can I spend luck?",
             "should I add a war die?", "which skill should I use to get past the guard?", "how much luck do I have?"]
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text("\r".join(lines) + "\r\x04")
        assert run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f))) == 0
    out = "".join(shown)
    assert "Luck Points left: 1 (sheet: 1)" in out and "For 'get past the guard'" in out
    with sqlite3.connect(tmp_path / "rolls.db") as db:
        assert db.execute("SELECT count(*) FROM rolls").fetchone()[0] == 1
        assert db.execute("SELECT count(*) FROM ledger").fetchone()[0] == 0


def test_a_newcomer_in_a_real_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, tmp_path / "rolls.db")
    assert "say 'as NAME'" not in say(child, "hi", "Hi! This table plays Ghostburn; Vex is acting.")
    say(child, "what can I roll?", "Skills: Persuade 2")
    say(child, "who is acting?", "Vex is acting (ghostburn).")
    say(child, "how do I make a character?", "examples/ghostburn_party.toml")
    say(child, "convince the bouncer, rolled 3 and 9", "Tip: Spending a Luck Point now")
    say(child, "should I spend luck?", "Nothing was spent: say 'spend luck' to spend it.")
    say(child, "how much luck do I have?", "Luck Points left: 1 (sheet: 1)")
    child.sendeof()
    child.expect_exact("Bye.")
