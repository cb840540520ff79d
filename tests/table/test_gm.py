"""The GM's controls and the chat's memory: grants, /undo, sheets, and a restart that finds the campaign's
settings and last rolls in the roll log. Each test drives handle() over a real store in a temp folder."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from conftest import EXAMPLES
from conftest import chat_lines as run

from rollmate.log.store import Store, StoredRoll
from rollmate.table.setup import open_state
from rollmate.table.state import State


def opened(db: Path | str, system: str, **options: object) -> tuple[State, Store]:
    store = Store(db)
    args = argparse.Namespace(sheet=[str(EXAMPLES / f"{system}_party.toml")], system=None, profile=None, actor=None,
                              seed=5, db=str(db), **options)
    return open_state(args, store), store


def test_a_grant_lands_in_the_ledger_and_is_spent_like_any_die(tmp_path: Path) -> None:
    state, store = opened(tmp_path / "log.db", "fist")
    state, text = run(state, store, "Ripper gains a war die")
    assert text.strip() == "Ripper gains 1 war die; now 3."
    state, text = run(state, store, "kick in the door, rolled 1 1", "war die 1", "war die 1", "war die 1")
    assert text.splitlines()[1].endswith("= 7: Partial Success")
    assert state.table.left(state.party, "Ripper", "war_dice") == 0
    _, text = run(state, store, "war die 1")
    assert "Ripper has no war dice (0) left" in text
    other, _ = opened(tmp_path / "log.db", "fist")  # another chat on the same log sees the same count
    assert other.table.left(other.party, "Ripper", "war_dice") == 0


@pytest.mark.parametrize(("line", "said"), [
    ("/grant Vex 1 luck", "FIST has no Luck Points; its characters have war dice"),
    ("/grant Ripx 1", "There is no character named 'Ripx'. Did you mean: Ripper?"),
    ("/grant the guard 1", "the guard is one of the GM's characters"),
    ("/grant Vex 500", "/grant: N should be a whole number from -99 to 99, not 500"),
    ("/grant Vex 0", "Grant 1 to 99 at a time"),
    ("/grant", "/grant needs NAME: a character at the table"),
])
def test_grant_refusals_say_what_would_work(tmp_path: Path, line: str, said: str) -> None:
    state, store = opened(tmp_path / "log.db", "fist")
    after, text = run(state, store, line)
    assert said in text and after.table == state.table


def test_undo_voids_the_roll_gives_back_its_spend_and_keeps_both_facts(log_place: str) -> None:
    state, store = opened(log_place, "ghostburn")
    state, _ = run(state, store, "convince the bouncer, rolled 3 and 9", "spend luck")
    assert state.table.amount(state.party, "Vex", "luck") == 0
    state, text = run(state, store, "/undo")
    assert text.startswith("Took back #2: spend luck (Success). It stays in the log, marked void; Vex gets back 1")
    assert state.table.amount(state.party, "Vex", "luck") == 1
    assert state.latest_roll() is not None and state.latest_roll().result.outcome == "Fade"  # type: ignore[union-attr]
    _, history = run(state, store, "/history")
    assert "#2 " in history and "[void: taken back with /undo]" in history and history.count("[void") == 1
    rolls = list(store.each())
    assert [r.void for r in rolls if isinstance(r, StoredRoll)] == [False, True]
    state, text = run(state, store, "spend luck")  # the Fade can have luck again: the first spend was taken back
    assert "Fade becomes Success" in text
    state, _ = run(state, store, "/undo", "/undo")
    _, text = run(state, store, "/undo")
    assert text.strip() == "There is nothing left to undo in this campaign."


def test_sheets_show_what_is_left(tmp_path: Path) -> None:
    state, store = opened(tmp_path / "log.db", "ghostburn")
    _, text = run(state, store, "what skills do I have?")
    assert text.startswith("Vex (Ghostburn):\n  Abilities: ") and "  Skills: Persuade 2" in text
    assert "Luck Points left: 1 (sheet: 1)" in text
    _, text = run(state, store, "/sheet Dex")
    assert text.startswith("Dex (Ghostburn):")
    state, store = opened(tmp_path / "fist.db", "pbta")
    _, text = run(state, store, "/sheet Kit")
    assert text.splitlines() == ["Kit (PbtA):", "  Stats: Cool +2, Hard -1, Hot +0, Sharp +1, Weird +1",
                                 "  Forward (the next roll uses it up): +1"]


def test_a_restart_keeps_settings_and_the_last_roll(log_place: str) -> None:
    db = log_place
    state, store = opened(db, "fs3")
    run(state, store, "/profile aresmush", "/teach off", "roll Melee, rolled 1 2 3 4 5")
    store.close()
    again, store = opened(db, "fs3")
    assert (again.profile, again.teach) == ("aresmush", False)
    _, text = run(again, store, "reroll with luck")
    assert "There is no roll yet" not in text and "Luck Point" in text
    store.close()
    explicit, store = opened(db, "fs3", )
    assert explicit.profile == "aresmush"
    store.close()
    store = Store(db)
    said = argparse.Namespace(sheet=[str(EXAMPLES / "fs3_party.toml")], system=None, profile="rules", actor=None,
                              seed=5, db=str(db))
    assert open_state(said, store).profile == "rules"  # said on the command line: that wins


def test_memory_is_per_campaign(log_place: str) -> None:
    db = log_place
    state, store = opened(db, "fist")
    run(state, store, "/teach off", "kick in the door, rolled 3 3")
    other, _ = opened(db, "ghostburn")
    assert other.teach is True and other.latest_roll() is None


def test_load_keeps_a_switched_campaign_and_switching_brings_its_last_roll(log_place: str) -> None:
    state, store = opened(log_place, "ghostburn")
    state, _ = run(state, store, "/campaign Neon Nights", "convince the bouncer, rolled 3 and 9")
    state, text = run(state, store, f"/load {EXAMPLES / 'fs3_party.toml'}")
    assert "Nemesis" in state.party.names() and state.party.campaign == "Neon Nights", text
    state, _ = run(state, store, "/campaign Other", "/campaign Neon Nights")
    assert state.latest_roll() is not None and state.latest_roll().result.outcome == "Fade"  # type: ignore[union-attr]
    _, text = run(state, store, "spend luck")
    assert "Fade becomes Success" in text


def test_luck_grants_stop_at_the_rules_cap_and_war_dice_have_none(tmp_path: Path) -> None:
    state, store = opened(tmp_path / "log.db", "ghostburn")
    state, text = run(state, store, "/grant Dex 5")  # Dex has 2 on the sheet
    assert text.strip() == "Dex gains 1 Luck Point; now 3 (5 asked; 3 is the most Ghostburn allows)."
    state, text = run(state, store, "Dex gets a luck point")
    assert "the most Ghostburn allows; nothing was given" in text and state.table.amount(state.party, "Dex", "luck") == 3
    fist, store = opened(tmp_path / "fist.db", "fist")
    fist, text = run(fist, store, "/grant Ripper 5")
    assert text.strip() == "Ripper gains 5 war dice; now 7."


def test_a_roll_taken_back_after_a_grant_keeps_the_grant(tmp_path: Path) -> None:
    state, store = opened(tmp_path / "log.db", "ghostburn")
    state, _ = run(state, store, "convince the bouncer, rolled 3 and 9", "Vex gets 2 luck", "spend luck")
    (roll,) = [r for r in store.recent(1) if isinstance(r, StoredRoll)]
    assert store.forget(roll.id, roll.result, state.party)  # an answer that could not be shown
    fresh_state, _ = opened(tmp_path / "log.db", "ghostburn")
    assert fresh_state.table.amount(fresh_state.party, "Vex", "luck") == 3  # 1 on the sheet + 2 granted, the spend undone


def test_the_gms_entries_are_chained_and_checked(tmp_path: Path) -> None:
    import sqlite3
    import subprocess
    import sys

    db = tmp_path / "log.db"
    state, store = opened(db, "fist")
    run(state, store, "kick in the door, rolled 3 3", "Ripper gains a war die", "/undo", "Jonesy gains 2 war dice")
    store.close()
    verify = [sys.executable, "-m", "rollmate", "log", "verify", "--db", str(db)]
    done = subprocess.run(verify, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "every record checks out" in done.stdout, done.stdout
    raw = sqlite3.connect(db)
    raw.execute("UPDATE events SET amount = 9 WHERE kind = 'grant' AND name = 'Ripper'")  # a grant made bigger
    raw.commit()
    raw.close()
    done = subprocess.run(verify, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "edited: grant #1 (record" in done.stdout, done.stdout


def test_a_gms_command_at_the_table_keeps_its_arguments(tmp_path: Path) -> None:
    """'/grant Nemesis 2' and '/campaign Other Night' typed at the table (the page, MCP) used to lose everything
    after the command's name: the grant asked 'Say who gets what', the switch only said where the table was."""
    from rollmate.table.core import GM, Table

    table = Table(Store(tmp_path / "log.db"), [str(EXAMPLES / "fs3_party.toml")])
    granted = table.answer("/grant Nemesis 2", GM)
    assert granted.error is None and "Nemesis gains 2 Luck Points" in granted.text
    assert table.store.spent(table.campaign, "fs3", "Nemesis", "luck") == -2.0
    assert "Zoe (FS3):" in table.answer("/sheet Zoe", GM).text
    moved = table.answer("/campaign Other Night", GM)
    assert moved.campaign_changed and table.campaign == "Other Night"
