"""A roll log written by an older rollmate (resources in fields of their own, on the table and on the sheets) still
reads: its rolls, tables, parties and ledgers come back in today's shape, replay the same, verify, take /undo, and
go on taking new rolls, while its stored bytes never change (the chain hashes them).

The fixture, data/log-1d554e2.sqlite, was written by rollmate at commit 1d554e2 (`rollmate roll --db`), one roll
before and one after a spend in each game: Vex spends luck (Ghostburn), Ripper a war die (FIST), Nemesis luck (FS3),
Kit his forward (PbtA), Thorn takes stress assisting Silas, and Silas pushes into his first trauma (Blades). Its
requests keep what they spend in fields of their own (luck, war_dice...), read as `spends`.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rollmate.log.store import Store, StoredRoll
from rollmate.log.upgrade import party_json, request_json, resolution_json, table_json
from rollmate.rules.request import Spending
from rollmate.rules.resolution import ResourceUse
from rollmate.rules.system import on_sheet
from rollmate.rules.systems.fist.sheet import sheet_of as fist_sheet
from rollmate.rules.systems.fs3.sheet import npc_of as fs3_npc
from rollmate.rules.systems.fs3.sheet import sheet_of as fs3_sheet
from rollmate.rules.systems.ghostburn.sheet import npc_of as ghostburn_npc
from rollmate.rules.systems.ghostburn.sheet import sheet_of as ghostburn_sheet
from rollmate.rules.systems.pbta.sheet import sheet_of as pbta_sheet
from rollmate.table.core import handle
from rollmate.table.logbook import replay
from rollmate.table.session import start

OLD = Path(__file__).parent / "data" / "log-1d554e2.sqlite"


@pytest.fixture
def old(tmp_path: Path) -> Path:
    copy = tmp_path / "old.db"
    shutil.copyfile(OLD, copy)
    copy.chmod(0o600)
    return copy


def _rows(path: Path) -> str:
    """Every stored byte of the rolls, parties and chain records, as one digest."""
    store = Store(path, key=None)
    try:
        digest = hashlib.sha256()
        for table in ("rolls", "parties", "records"):
            for row in store.db.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall():
                digest.update(repr(row).encode())
        return digest.hexdigest()
    finally:
        store.close()


def _rolls(store: Store) -> dict[str, StoredRoll]:
    rolls = list(store.each())
    assert all(isinstance(r, StoredRoll) for r in rolls)
    return {r.phrase: r for r in rolls}  # type: ignore[misc]


def _read(path: Path) -> dict[str, StoredRoll]:
    """Every roll of a log by its phrase, the log closed again."""
    store = Store(path, key=None)
    try:
        return _rolls(store)
    finally:
        store.close()


def test_old_rolls_read_in_todays_shape(old: Path) -> None:
    store = Store(old, key=None)
    try:
        rolls = _rolls(store)
        assert len(rolls) == 10
        before = {phrase: roll.table_before.held for phrase, roll in rolls.items()}
        assert before["convince the bouncer, rolled 3 and 9"] == {"luck": {"Vex": 0}}
        assert before["Ripper kicks in the door, rolled 2 1"] == {"war_dice": {"Ripper": 1}}
        assert before["Nemesis rolls Melee, dice 6 7 1 2 3"] == {"luck": {"Nemesis": 0}}
        assert before["sneak past the patrol, rolled 5 3"] == {"forward": {"Kit": 0}}
        assert before["Silas attunes to the ghost, push yourself, rolled 6 2 1"] == {"stress": {"Thorn": 5}}
        sheets = {c.name: c for r in rolls.values() for c in r.party.characters}
        assert (on_sheet(sheets["Vex"], "luck"), on_sheet(sheets["Ripper"], "war_dice")) == (1, 2)
        assert (on_sheet(sheets["Nemesis"], "luck"), on_sheet(sheets["Kit"], "forward")) == (1, 1)
        assert on_sheet(sheets["Vex"], "war_dice") is None  # another game's resource is not hers
        # the rest of each sheet is its game's own record again, as the rules read it
        vex = ghostburn_sheet(sheets["Vex"])
        assert vex.skills["Persuade"] == 2 and vex.favored == "Persuade" and vex.gear[0].name == "laser sight"
        assert fist_sheet(sheets["Ripper"]).attributes["Forceful"] == 2
        assert fs3_sheet(sheets["Nemesis"]).action_skills["Melee"] == 3
        assert pbta_sheet(sheets["Kit"]).attributes == {"Cool": 2, "Hard": -1, "Hot": 0, "Sharp": 1, "Weird": 1}
        assert sheets["Silas"].own["skills"]["Attune"] == 2 and sheets["Silas"].own["playbook"]
        npcs = {n.name: n for r in rolls.values() for n in r.party.npcs}
        assert (ghostburn_npc(npcs["the bouncer"]).wits, ghostburn_npc(npcs["the fixer"]).attitude) == ("Hard", "Friendly")
        assert fs3_npc(next(n for n in npcs.values() if n.system == "fs3")).rating is not None
    finally:
        store.close()


def test_old_requests_spend_in_todays_shape(old: Path) -> None:
    """A request kept its spending in fields of its own (luck, war_dice, war_faces...): it reads as `spends`."""
    asked = {phrase: roll.request for phrase, roll in _read(old).items()}
    assert asked["convince the bouncer, spend luck, rolled 3 and 9"].spends == (Spending(key="luck"),)
    assert asked["Nemesis rolls Melee, spend luck, dice 6 7 1 2 3 4 5 6"].spends == (Spending(key="luck"),)
    war = asked["Ripper kicks in the door, spend 1 war die, rolled 5 1, war die 4"]
    assert war.spends == (Spending(key="war_dice", count=1, faces=(4,)),)
    assert asked["Ripper kicks in the door, rolled 2 1"].spends == ()
    assert request_json('{"text":"x","luck":true,"avoid_glitch":true}') == (
        '{"text":"x","spends":[{"key":"luck","use":"avoid_glitch"}]}')


def test_old_results_say_what_their_resource_did_under_todays_name(old: Path) -> None:
    """A resolution kept what its resource did under `luck`: it reads as `resource_use`, in every game."""
    results = {phrase: roll.result for phrase, roll in _read(old).items()}
    assert results["convince the bouncer, spend luck, rolled 3 and 9"].resource_use == ResourceUse(
        spent=True, use="bonus", value=3, before="Fade")
    assert results["Nemesis rolls Melee, spend luck, dice 6 7 1 2 3 4 5 6"].resource_use == ResourceUse(
        spent=True, use="plus3", value=3, before=None)
    assert results["Ripper kicks in the door, rolled 2 1"].resource_use is None
    assert resolution_json('{"outcome":"Fade","luck":null}') == '{"outcome":"Fade","resource_use":null}'
    today = '{"outcome":"Fade","resource_use":null,"notes":["luck"]}'
    assert resolution_json(today) == today


def test_old_rolls_replay_to_what_they_said(old: Path) -> None:
    """The replay reads each roll's table and party: a pool or a forward lost on the way would change the answer."""
    store = Store(old, key=None)
    try:
        for roll in _rolls(store).values():
            again = replay(roll, store)
            assert (again.outcome, again.total, again.spends) == (roll.result.outcome, roll.result.total,
                                                                   roll.result.spends), roll.phrase
    finally:
        store.close()


@pytest.mark.parametrize(("phrase", "system", "name", "resource", "now"), [
    ("convince the bouncer, rolled 3 and 9", "ghostburn", "Vex", "luck", 0),
    ("Ripper kicks in the door, rolled 2 1", "fist", "Ripper", "war_dice", 1),
    ("Nemesis rolls Melee, dice 6 7 1 2 3", "fs3", "Nemesis", "luck", 0),
    ("sneak past the patrol, rolled 5 3", "pbta", "Kit", "forward", 0),
    ("Silas attunes to the ghost, push yourself, rolled 6 2 1", "blades", "Thorn", "stress", 5),
    ("Silas attunes to the ghost, push yourself, rolled 6 2 1", "blades", "Silas", "stress", 0),
    ("Silas attunes to the ghost, push yourself, rolled 6 2 1", "blades", "Silas", "trauma", 1),
])
def test_old_ledgers_give_what_each_character_holds(old: Path, phrase: str, system: str, name: str,
                                                     resource: str, now: float) -> None:
    store = Store(old, key=None)
    try:
        party = _rolls(store)[phrase].party
        assert store.table_for(party, system).amount(party, name, resource) == now
    finally:
        store.close()


def test_an_old_log_verifies_and_goes_on_without_its_old_rows_changing(old: Path) -> None:
    stored = _rows(old)
    verify = [sys.executable, "-m", "rollmate", "log", "verify", "--db", str(old)]
    first = subprocess.run(verify, capture_output=True, text=True, timeout=60)
    assert first.returncode == 0 and "every record checks out: 22 records in 5 campaign chains" in first.stdout
    store = Store(old, key=None)
    try:
        party = _rolls(store)["Ripper kicks in the door, rolled 2 1"].party
        state = start(party, "fist", "rules", "Ripper", seed=5)
        undone = handle(state, "/undo", store)  # the last FIST roll spent nothing: the pool stays 1
        assert "#4" in undone.text and store.table_for(party, "fist").amount(party, "Ripper", "war_dice") == 1
        spent = handle(undone.state, "kick in the door, spend a war die, rolled 5 1, war die 3", store)
        assert "Ripper spends 1 war die" in spent.text
        assert store.table_for(party, "fist").amount(party, "Ripper", "war_dice") == 0
    finally:
        store.close()
    assert Store(old, key=None).verify().ok
    again = subprocess.run(verify, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0 and "every record checks out" in again.stdout
    assert _rows(old) != stored  # new rows were added...
    store = Store(old, key=None)
    try:
        kept = store.db.execute("SELECT table_before FROM rolls WHERE id = 4").fetchone()[0]
    finally:
        store.close()
    from rollmate.log.packing import unpack
    assert unpack(kept) == '{"luck":{},"war_dice":{"Ripper":1},"forward":{},"carried":{},"held":{}}'  # ...old ones kept


def test_the_upgrade_leaves_todays_shape_alone() -> None:
    today = '{"carried":{},"held":{"luck":{"Vex":1}}}'
    assert table_json(today) == today
    party = '{"characters":[{"system":"ghostburn","name":"Vex","source":"","profile":null,"own":{"luck":1}}]}'
    assert party_json(party) == party


def test_a_logged_sheet_value_of_the_wrong_kind_is_a_damaged_roll(old: Path) -> None:
    """A party row edited by hand so a sheet value no longer reads: its rolls are shown as damaged, nothing stops."""
    import sqlite3

    with sqlite3.connect(old) as db:
        edited = db.execute("""UPDATE parties SET json = replace(json, '"luck":1,', '"luck":"lots",')
                               WHERE json LIKE '%"name":"Vex"%'""").rowcount
    assert edited >= 1
    store = Store(old, key=None)
    try:
        rolls = list(store.each())
        damaged = [r for r in rolls if not isinstance(r, StoredRoll)]
        assert len(rolls) == 10 and len(damaged) == 2 and all("luck" in r.why for r in damaged)  # type: ignore[union-attr]
    finally:
        store.close()


def test_an_old_log_shows_its_history_and_exports(old: Path, tmp_path: Path) -> None:
    store = Store(old, key=None)
    try:
        party = _rolls(store)["Ripper kicks in the door, rolled 2 1"].party
        state = start(party, "fist", "rules", "Ripper", seed=5)
        history = handle(state, "/history", store).text
        assert "Ripper kicks in the door, spend 1 war die" in history
        shown = handle(state, "/show 3", store).text
        assert "Ripper spends 1 war die" in shown and "Success" in shown
        again = handle(state, "/replay 3", store).text
        assert "Success" in again and "damaged" not in again
        exported = handle(state, f"/export {tmp_path / 'journal.md'}", store).text
        journal = (tmp_path / "journal.md").read_text()
        assert "journal.md" in exported and "Ripper kicks in the door" in journal and "war di" in journal
    finally:
        store.close()
