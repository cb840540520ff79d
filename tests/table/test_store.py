"""The roll log: one transaction per roll with its ledger change, read back, replayed, exported, never lost."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pexpect
import pytest
from chatproc import say, spawn
from conftest import EXAMPLES

from rollmate.errors import RollmateError
from rollmate.log.packing import pack, unpack
from rollmate.log.store import SCHEMA_VERSION, Store, default_path, log_roll
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import Table
from rollmate.table.core import handle
from rollmate.table.session import State, reply, start

FADE = "convince the bouncer, rolled 3 and 9"


@pytest.fixture
def store(log_place: str):  # type: ignore[no-untyped-def]
    """A new roll log on each back-end (conftest.log_place): an SQLite file, a schema on a PostgreSQL server."""
    s = Store(log_place)
    yield s
    s.close()


@pytest.fixture
def state() -> State:
    return start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)


def chat(state: State, store: Store, *lines: str):  # type: ignore[no-untyped-def]
    for text in lines:
        answer = handle(state, text, store)
        state = answer.state
    return answer


def test_schema_wal_and_version(store: Store, log_place: str) -> None:
    if store.path is not None:
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
    Store(log_place).close()  # opening again keeps one version row
    assert store.db.execute("SELECT count(*) FROM schema_version").fetchone()[0] == 1


def test_a_roll_and_its_spend_are_committed_together(store: Store, state: State, log_place: str) -> None:
    chat(state, store, FADE, "spend luck")
    other = Store(log_place).db  # another connection sees it: it is committed
    rows = other.execute("SELECT kind, phrase, dice, outcome, spent, parent_id FROM rolls ORDER BY id").fetchall()
    assert rows[0][:4] == ("roll", FADE, "[3, 9]", "Fade") and rows[0][5] is None
    assert rows[1][:4] == ("follow_up", "spend luck", "[3, 9]", "Success") and rows[1][5] == 1
    assert '"who": "Vex"' in rows[1][4]
    assert other.execute("SELECT name, resource, spent FROM ledger").fetchall() == [("Vex", "luck", 1.0)]


def test_ledgers_come_back_and_follow_sheet_edits(store: Store, state: State, tmp_path: Path) -> None:
    chat(state, store, FADE, "spend luck")
    party = state.party
    assert store.table_for(party, "ghostburn").held.get("luck", {}) == {"Vex": 0.0}
    # the same party file, edited: same campaign (the file), so the same ledger
    richer = parse_sheet({"system": "ghostburn", "character": [{"name": "Vex", "luck": 3}]}, party.characters[0].source)
    assert store.table_for(richer, "ghostburn").held.get("luck", {}) == {"Vex": 2.0}  # the sheet gave more: 3 - 1 spent
    assert store.table_for(party, "fist").held.get("luck", {}) == {}


def test_a_refused_or_unsaved_roll_leaves_no_trace(store: Store, state: State) -> None:
    answer = chat(state, store, "spend luck")
    assert answer.records == () and store.recent() == []
    if store.path is not None:
        store.db.execute("CREATE TRIGGER no BEFORE INSERT ON rolls BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    else:  # the server's own error for a full disk
        store.db.execute("CREATE FUNCTION full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION "
                         "'could not extend file' USING ERRCODE = 'disk_full'; END $$")
        store.db.execute("CREATE TRIGGER no BEFORE INSERT ON rolls FOR EACH ROW EXECUTE FUNCTION full()")
    failed = handle(state, FADE, store)
    assert "cannot be written (the " in failed.text and "disk is full" in failed.text
    assert "nothing was rolled" in failed.text
    assert failed.state.table == state.table and failed.state.latest is None and failed.records == ()
    assert store.db.execute("SELECT count(*) FROM ledger").fetchone()[0] == 0


def test_history_show_replay(store: Store, state: State) -> None:
    chat(state, store, FADE, "spend luck", "shoot the guard")
    history = handle(state, "/history", store).text.splitlines()
    assert len(history) == 3
    assert history[0].startswith("#1 ") and "'convince the bouncer, rolled 3 and 9' -> Vex: Convince" in history[0]
    assert history[1].endswith("Success (spent Vex: 1 luck)")
    shown = handle(state, "/show 2", store).text
    assert "'spend luck'" in shown and "8. Use Luck:" in shown
    for n in (1, 2, 3):
        replayed = handle(state, f"/replay {n}", store).text
        assert "Same dice and the same outcome as logged." in replayed, replayed
    assert "from seed 5:" in handle(state, "/replay 3", store).text  # the run's seed 3, third roll
    assert "no roll #9" in handle(state, "/show 9", store).text
    assert "/replay: N should be a whole number" in handle(state, "/replay x", store).text


def test_replay_notices_a_different_result(store: Store, state: State) -> None:
    chat(state, store, "shoot the guard")
    (packed,) = store.db.execute("SELECT resolution FROM rolls WHERE id = 1").fetchone()
    edited = json.loads(unpack(packed))
    edited["dice"] = [1, 1]  # the log says otherwise than the dice will
    store.db.execute("UPDATE rolls SET resolution = ? WHERE id = 1", (pack(json.dumps(edited)),))
    text = handle(state, "/replay 1", store).text
    assert "Different from the log, which says:" in text and "-> [1 1]" in text


def test_new_session_refreshes_ghostburn_luck_only(store: Store, state: State) -> None:
    after = chat(state, store, FADE, "spend luck", "/new-session")
    assert "Game session 2 begins" in after.text and after.state.table.amount(state.party, "Vex", "luck") == 1
    assert store.game_session(state.party.campaign) == 2 and store.table_for(state.party, "ghostburn").held.get("luck", {}) == {}
    store.record([])  # nothing to write is fine
    store.db.execute("INSERT INTO ledger VALUES ('', 'fist', 'Ripper', 'war_dice', 1)")
    store.new_session([("ghostburn", "luck")])
    assert store.db.execute("SELECT count(*) FROM ledger").fetchone()[0] == 1


def test_export_writes_this_sessions_journal(store: Store, state: State, tmp_path: Path) -> None:
    chat(state, store, FADE, "/new-session", "Dex: roll Hacking vs Hard, rolled 2 3", "avoid the glitch")
    out = tmp_path / "journal.md"
    assert "Wrote 2 rolls" in handle(state, f"/export {out}", store).text
    text = out.read_text()
    assert text.startswith("# rollmate session journal") and "Game session 2" in text
    # numbered in the journal's own order (a gap would show where a secret roll was left out)
    assert "## #1: Dex: Hacking vs Hard (20): **Glitch**" in text and "## #2 (follow-up)" in text
    assert "8. **Use Luck**" in text and "spent Dex: 1 luck" in text and FADE not in text


def test_log_roll_for_the_batch_cli(tmp_path: Path, state: State) -> None:
    answer = reply(state, FADE)
    (record,) = answer.records
    rid = log_roll(tmp_path / "cli.db", record.result, phrase=FADE, party=state.party, table_before=Table(),
                   table_after=answer.state.table, request=record.request)
    s = Store(tmp_path / "cli.db")
    assert s.get(rid).result.outcome == "Fade" and s.get(rid).phrase == FADE
    s.close()


def test_default_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "x"))
    assert default_path() == tmp_path / "x" / "rollmate" / "rollmate.db"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_path() == tmp_path / ".local" / "share" / "rollmate" / "rollmate.db"


def test_kill_9_loses_no_shown_roll_and_no_spent_luck(tmp_path: Path) -> None:
    db = tmp_path / "rolls.db"
    child = spawn(tmp_path, db)
    say(child, FADE, "Fade")
    say(child, "spend luck", "spent 1 Luck Point; 0 left")
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    again = spawn(tmp_path, db)
    seen = say(again, "/history", "spent Vex: 1 luck")
    assert "'convince the bouncer, rolled 3 and 9'" in seen and "spent Vex: 1 luck" in seen
    assert "Vex: luck 0" in say(again, "/party", "Dex: luck 2")
    assert "no Luck Points left" in say(again, "roll Persuade vs Hard with luck", "left")
    again.sendeof()
    again.expect(pexpect.EOF)
    assert not (tmp_path / ".local").exists()  # everything went to the folders the test chose


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("/h", "/h could be /help or /history."),
        ("/hist", "No rolls in the log yet."),
        ("/bogus", "Unknown command /bogus. Commands: /help"),
        ("/teach maybe", "/teach: say on or off, not 'maybe'."),
        ("/load", "/load needs FILE: a file."),
        ("/load nowhere.toml", "nowhere.toml: cannot read the file"),
        ("/export a.md --session", "Say which game session"),
        ("/export a.md b.md", "Say /export [FILE] [--session N|--all]"),
        ("/profile bogus", "ghostburn has the profiles: rules."),
        ("/profile", "The profile is rules; ghostburn has rules."),
        ("/system", f"The system is ghostburn; choose from {', '.join(SYSTEMS)}."),
    ],
)
def test_commands_explain_themselves(store: Store, state: State, line: str, shown: str) -> None:
    answer = handle(state, line, store)
    assert shown in answer.text and answer.state is state


def test_load_and_system_switch(store: Store, tmp_path: Path) -> None:
    empty = start(load_party([]), "ghostburn", "rules", None)
    loaded = handle(empty, f"/load {EXAMPLES / 'ghostburn_party.toml'}", store)
    assert loaded.state.actor == "Vex" and "At the table: Vex, Dex, the bouncer" in loaded.text
    both = handle(loaded.state, f"/load {EXAMPLES / 'fs3_party.toml'}", store).state
    fs3 = handle(both, "/system fs3", store)
    assert fs3.state.system == "fs3" and fs3.state.actor == "Nemesis"
    assert handle(fs3.state, "/profile aresmush", store).state.profile == "aresmush"
    assert handle(fs3.state, "Vex", store).state.system == "ghostburn"  # a bare name of another system switches it


def test_an_unusable_log_is_a_plain_error(tmp_path: Path) -> None:
    junk = "not sqlite at all, just text " * 100
    (tmp_path / "junk.db").write_text(junk)
    with pytest.raises(RollmateError, match="junk.db: this is not a rollmate roll log .* left untouched"):
        Store(tmp_path / "junk.db")
    assert (tmp_path / "junk.db").read_text() == junk
    newer = Store(tmp_path / "newer.db")
    newer.db.execute("UPDATE schema_version SET version = 99")
    newer.close()
    with pytest.raises(RollmateError, match="newer rollmate"):
        Store(tmp_path / "newer.db")


def test_two_chats_cannot_both_spend_the_last_luck_point(tmp_path: Path, state: State) -> None:
    first, second = Store(tmp_path / "shared.db"), Store(tmp_path / "shared.db")
    try:
        other = start(state.party, "ghostburn", "rules", "Vex", seed=4)  # a second chat: its own run
        a = chat(state, first, FADE)  # both chats see Vex with 1 Luck Point
        b = chat(other, second, FADE)
        assert "0 left" in handle(a.state, "spend luck", first).text
        raced = reply(b.state, "spend luck")  # made from the count the second chat had before the first spent
        with pytest.raises(RollmateError, match="spent in another chat"):
            second.record(raced.records)
        late = handle(b.state, "spend luck", second)  # a chat reads the ledger at each line: it sees 0 now
        assert "Vex has no Luck Points left" in late.text and late.records == ()
        assert late.state.table.amount(late.state.party, "Vex", "luck") == 0
        spent = first.db.execute("SELECT spent FROM ledger WHERE name = 'Vex' AND resource = 'luck'").fetchone()
        assert spent == (1.0,)
        logged = [r.phrase for r in first.recent(10)]
        assert logged.count("spend luck") == 1
    finally:
        first.close()
        second.close()
