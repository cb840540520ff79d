"""Campaigns on one roll log: each party's ledgers, history, game sessions and journal are its own, even when two
parties both have a Vex; /export chooses a game session; another chat on the same log sees fresh counts."""

from __future__ import annotations

import sys
from pathlib import Path

import pexpect
import pytest
from chatproc import chat_env
from chatproc import say as chat_say
from conftest import EXAMPLES
from conftest import chat_lines as say

from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.session import State, start


def fist_party(path: Path, campaign: str) -> Path:
    path.write_text(f'campaign = "{campaign}"\n' + (EXAMPLES / "fist_party.toml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    return path


def fist_chat(sheet: Path, seed: int = 7) -> State:
    return start(load_party([sheet]), "fist", "rules", "Vex", seed=seed)


@pytest.fixture
def store(log_place: str):  # type: ignore[no-untyped-def]
    """A new roll log on each back-end (conftest.log_place): an SQLite file, a schema on a PostgreSQL server."""
    s = Store(log_place)
    yield s
    s.close()


def war_dice(state: State) -> int | None:
    return state.table.left(state.party, "Vex", "war_dice")


def test_two_campaigns_with_a_vex_share_neither_ledger_nor_history(tmp_path: Path, store: Store) -> None:
    alpha = fist_chat(fist_party(tmp_path / "alpha.toml", "Alpha"))
    beta = fist_chat(fist_party(tmp_path / "beta.toml", "Beta"), seed=8)
    start_dice = war_dice(alpha)
    assert start_dice and war_dice(beta) == start_dice
    alpha, said = say(alpha, store, "kick in the door", "add a war die")
    assert war_dice(alpha) == start_dice - 1, said
    beta, _ = say(beta, store, "/party")
    assert war_dice(beta) == start_dice  # Beta's Vex still has every war die
    _, history = say(beta, store, "/history")
    assert history.strip() == "No rolls in the log yet."
    beta, _ = say(beta, store, "sneak past the guard")
    _, history = say(beta, store, "/history")
    assert "sneak past the guard" in history and "kick in the door" not in history
    _, history = say(alpha, store, "/history")
    assert "kick in the door" in history and "sneak past the guard" not in history
    _, shown = say(beta, store, "/show 1")
    assert "belongs to another campaign" in shown
    assert beta.party.campaign == "Beta" and alpha.party.campaign == "Alpha"


def test_another_chat_on_the_log_sees_fresh_counts(tmp_path: Path, store: Store) -> None:
    sheet = fist_party(tmp_path / "team.toml", "Team")
    first, second = fist_chat(sheet), fist_chat(sheet, seed=9)
    start_dice = war_dice(second)
    first, _ = say(first, store, "kick in the door", "add a war die")
    second, shown = say(second, store, "/party")
    assert war_dice(second) == start_dice - 1 and f"Vex: war dice {start_dice - 1}" in shown


def test_campaign_shows_and_switches(tmp_path: Path, store: Store) -> None:
    chat = fist_chat(fist_party(tmp_path / "team.toml", "Alpha"))
    start_dice = war_dice(chat)
    chat, said = say(chat, store, "/campaign")
    assert 'Campaign: "Alpha"' in said
    chat, _ = say(chat, store, "kick in the door", "add a war die")
    chat, said = say(chat, store, "/campaign Beta")
    assert 'Campaign "Beta"' in said and war_dice(chat) == start_dice
    _, history = say(chat, store, "/history")
    assert "No rolls" in history
    chat, _ = say(chat, store, "/campaign Alpha")
    assert war_dice(chat) == start_dice - 1


def test_an_fs3_journal_holds_only_fs3_rolls(tmp_path: Path, store: Store) -> None:
    chat = start(load_party([EXAMPLES / "fs3_party.toml"]), "fs3", "rules", "Nemesis", seed=2)
    chat, _ = say(chat, store, "roll Firearms", "/system fist", "kick in the door", "/system ghostburn",
                  "climb the fence, Hard", "/system fs3", "roll Athletics")
    out = tmp_path / "fs3.md"
    _, said = say(chat, store, f"/export {out}")
    assert "Wrote 2 rolls" in said
    journal = out.read_text(encoding="utf-8")
    assert "roll Firearms" in journal and "roll Athletics" in journal
    assert "kick in the door" not in journal and "climb the fence" not in journal


def test_export_chooses_a_game_session(tmp_path: Path, store: Store) -> None:
    chat = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    chat, _ = say(chat, store, "convince the bouncer", "/new-session", "climb the fence, Hard")
    first, every, now = tmp_path / "gb_s1.md", tmp_path / "all.md", tmp_path / "gb_s2.md"
    _, said = say(chat, store, f"/export {first} 1")
    assert "Wrote 1 roll of game session 1" in said and not (tmp_path / "gb_s1.md 1").exists()
    assert "convince the bouncer" in first.read_text(encoding="utf-8")
    assert "climb the fence" not in first.read_text(encoding="utf-8")
    _, said = say(chat, store, f"/export {every} --all")
    assert "Wrote 2 rolls of every game session" in said
    _, said = say(chat, store, f"/export {now}")
    assert "Wrote 1 roll of game session 2" in said and "climb the fence" in now.read_text(encoding="utf-8")
    _, said = say(chat, store, f"/export {first} --session 1")
    assert "already exists" in said
    _, said = say(chat, store, f"/export {first} --session 1 --force")
    assert "Wrote 1 roll of game session 1" in said


def test_game_sessions_are_counted_per_campaign(tmp_path: Path, store: Store) -> None:
    alpha = fist_chat(fist_party(tmp_path / "alpha.toml", "Alpha"))
    beta = fist_chat(fist_party(tmp_path / "beta.toml", "Beta"))
    alpha, said = say(alpha, store, "/new-session")
    assert "Game session 2 begins" in said
    _, said = say(beta, store, "/campaign")
    assert "game session 1" in said and store.game_session("Alpha") == 2


def ghostburn_party(path: Path, campaign: str) -> Path:
    path.write_text(f'campaign = "{campaign}"\n' + (EXAMPLES / "ghostburn_party.toml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    return path


def test_two_campaigns_in_real_chats_on_one_log(tmp_path: Path) -> None:
    db = tmp_path / "rolls.db"

    def open_chat(sheet: Path) -> pexpect.spawn:
        child = pexpect.spawn(sys.executable, ["-m", "rollmate", "--sheet", str(sheet), "--db", str(db)],
                              env=chat_env(tmp_path), cwd=str(tmp_path), encoding="utf-8", dimensions=(50, 160),
                              timeout=30)
        child.expect_exact("Vex> ")
        return child

    alpha = open_chat(ghostburn_party(tmp_path / "alpha.toml", "Alpha"))
    alpha_too = open_chat(tmp_path / "alpha.toml")  # a second chat of the same campaign, opened before the spend
    beta = open_chat(ghostburn_party(tmp_path / "beta.toml", "Beta"))
    try:
        chat_say(alpha, "convince the bouncer, rolled 3 and 9", "Fade")
        assert "0 left" in chat_say(alpha, "spend luck", "left")
        # each answer is waited for by its text: a wrong count times out and fails
        chat_say(alpha_too, "/party", "Vex: luck 0")  # the spend in the other chat shows
        chat_say(beta, "/party", "Vex: luck 1")  # Beta's Vex never spent hers
        chat_say(beta, "/history", "No rolls in the log yet")
        assert "convince the bouncer" in chat_say(alpha_too, "/history", "spend luck")
    finally:
        for child in (alpha, alpha_too, beta):
            child.sendeof()
            child.close()


def test_switching_campaign_brings_back_how_its_chat_was_left(tmp_path: Path, store: Store) -> None:
    """/teach and /profile are kept per campaign: switching back finds them as they were, and says so."""
    chat = fist_chat(fist_party(tmp_path / "team.toml", "Alpha"))
    chat, _ = say(chat, store, "/teach on", "/profile roll20")
    assert chat.teach and chat.profile == "roll20"
    chat, _ = say(chat, store, "/campaign Beta", "/teach off", "/profile rules")
    assert not chat.teach and chat.profile == "rules"
    chat, said = say(chat, store, "/campaign Alpha")
    assert chat.teach and chat.profile == "roll20"
    assert "Back as it was left: profile roll20, teaching on." in said
    chat, said = say(chat, store, "/campaign Beta")
    assert not chat.teach and chat.profile == "rules" and "profile rules, teaching off" in said
