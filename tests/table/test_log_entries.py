"""What the table asks the roll log besides rolls, through the log's own methods, on SQLite and on a real PostgreSQL
(conftest.log_place): the GM's grants taken back and given again, /undo and /redo of rolls, the campaigns and the
chat's settings, secret rolls revealed, and the marks a face watches the log by."""

from __future__ import annotations

import argparse
from pathlib import Path

from conftest import EXAMPLES
from conftest import chat_lines as run

from rollmate.log.store import Scope, Store
from rollmate.table.core import GM, Table
from rollmate.table.setup import open_state
from rollmate.table.state import State

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")
FADE = "convince the bouncer, rolled 3 and 9"


def said(table: Table, line: str, who: str = GM) -> str:
    answer = table.answer(line, who)
    assert answer.error is None, answer.text
    return answer.text


def chat(place: str) -> tuple[State, Store]:
    """The terminal chat's first state on the log at `place` (the chat has /redo; a served table has not)."""
    store = Store(place, key=None)
    args = argparse.Namespace(sheet=[GHOSTBURN], system=None, profile=None, actor=None, seed=5, db=place)
    return open_state(args, store), store


def test_a_grant_is_taken_back_given_again_and_listed_as_it_stands(log_place: str, tmp_path: Path) -> None:
    state, store = chat(log_place)
    here = Scope(state.party.campaign, "ghostburn")
    state, text = run(state, store, FADE, "/grant Dex 1")
    assert "Dex gains 1 Luck Point; now 3" in text
    (grant,) = store.grants(here)
    assert (grant.name, grant.resource, grant.amount, grant.after, grant.void) == ("Dex", "luck", 1.0, 1, False)
    assert store.newest_standing_grant(here) == grant and store.grant(grant.id) == grant
    state, text = run(state, store, "/undo")
    assert "Took back" in text and store.spent(here.campaign, "ghostburn", "Dex", "luck") == 0
    assert store.grants(here)[0].void and store.newest_standing_grant(here) is None
    assert store.newest_standing_undo(here).note["event"] == grant.id  # type: ignore[union-attr]
    state, text = run(state, store, "/redo")
    assert not store.grants(here)[0].void and store.spent(here.campaign, "ghostburn", "Dex", "luck") == -1, text
    assert store.newest_standing_undo(here) is None
    assert store.grant(store.marks()[1]) is None  # the redo is no grant
    state, _ = run(state, store, "/undo", "/undo")  # the grant again, then the roll
    assert store.newest_standing_roll(here) is None and store.newest_roll() == 1
    out = tmp_path / "journal.md"
    run(state, store, f"/export {out} --all")
    assert "Dex +1 luck (taken back with /undo)" in out.read_text()
    assert store.verify().ok
    store.close()


def test_redo_gives_a_roll_back_unless_something_was_rolled_since_the_undo(log_place: str) -> None:
    state, store = chat(log_place)
    here = Scope(state.party.campaign, "ghostburn")
    state, _ = run(state, store, FADE, "spend luck", "/undo")
    undo = store.newest_standing_undo(here)
    assert undo is not None and undo.roll_id == 2 and store.done_since(here, undo.note["after"], undo.id) == 0
    assert store.newest_standing_roll(here) == 1
    state, text = run(state, store, "/redo")
    assert store.newest_standing_roll(here) == 2 and store.newest_standing_undo(here) is None, text
    state, _ = run(state, store, "/undo", "Dex: convince the bouncer, rolled 4 and 5")
    undo = store.newest_standing_undo(here)
    assert undo is not None and store.done_since(here, undo.note["after"], undo.id) == 1
    _, text = run(state, store, "/redo")
    assert "something was rolled or granted since that /undo" in text
    assert store.newest_standing_roll(here) == 3
    store.close()


def test_campaigns_and_settings_are_each_campaigns_own(log_place: str) -> None:
    store = Store(log_place, key=None)
    store.keep_setting("50%_off", "teach", "off")
    store.keep_setting("50x_off", "teach", "on")  # '%' and '_' are never wildcards here
    store.keep_setting("50%_off", "system", "fs3")
    store.keep_setting("50%_off", "system", "fist")  # kept again: replaced
    assert store.settings("50%_off") == {"teach": "off", "system": "fist"}
    assert store.settings("50x_off") == {"teach": "on"} and store.settings("other") == {}
    table = Table(store, [GHOSTBURN])
    said(table, FADE, "Vex")
    said(table, "/campaign Neon Nights")
    said(table, "/grant Vex 1")
    assert {table.home, "Neon Nights"} <= set(store.campaigns()) and "50%_off" not in store.campaigns()
    store.close()


def test_what_a_face_watches_the_log_by(log_place: str) -> None:
    """marks, rolls_after, roll_of_entry, undone_since and a secret roll revealed: what the page polls (SQLite) or
    reads when a worker announces an entry (PostgreSQL)."""
    table = Table(Store(log_place, key=None), [GHOSTBURN])
    assert table.marks() == (0, 0) and table.rolls_after(0) == []
    first = table.answer(FADE, "Vex").rolls[0].id
    secret = table.answer("Dex: convince the bouncer, rolled 4 and 5", GM, secret=True).rolls[0].id
    rolls, events = table.marks()
    assert rolls == secret and table.rolls_after(first) == [secret] and table.rolls_after(0) == [first, secret]
    assert table.hidden() == {secret} and table.feed(gm_sees=False)[-1].id == first
    assert table.reveal(secret).id == secret and table.hidden() == set()
    assert table.roll_of_entry(table.marks()[1]) == secret  # the reveal is about the secret roll
    assert not table.store.reveal(secret)  # revealed once
    said(table, "/undo")
    assert table.undone_since(events) == [secret] and table.roll_of_entry(table.marks()[1]) == secret
    table.store.close()
