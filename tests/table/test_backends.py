"""The roll log on both back-ends (an SQLite file, a real PostgreSQL server): the same meaning, the same integrity
promises, one chain per campaign locked alone; a postgresql:// URL is never a file and its password never shown."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from rollmate.errors import LogError, RulesError
from rollmate.log.backends import is_server, shown
from rollmate.log.store import Store
from rollmate.table.core import Table

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")
FADE = "convince the bouncer, rolled 3 and 9"


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, timeout=60,
                          cwd=cwd, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})


def party_file(folder: Path, campaign: str) -> str:
    path = folder / f"{campaign}.toml"
    path.write_text(f'campaign = "{campaign}"\n' + Path(GHOSTBURN).read_text(), encoding="utf-8")
    return str(path)


@pytest.fixture
def pg_place(pg_server: str) -> str:
    from pgserver import fresh_schema

    return fresh_schema(pg_server)


# --- a URL is a URL -----------------------------------------------------------------------------------------------

URL = "postgresql://gm:Sw0rdfish-secret@127.0.0.1:1/rolls"  # port 1: nothing listens, the connection fails


@pytest.mark.parametrize("command", [
    ("roll", "--db", URL, "--sheet", GHOSTBURN, "climb the fence, Hard"),
    ("log", "verify", "--db", URL),
    ("log", "key", "--db", URL, "--key", "table.key"),
])
def test_a_server_url_is_never_a_file_and_its_password_never_shown(tmp_path: Path, command: tuple[str, ...]) -> None:
    done = cli(*command, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    said = done.stdout + done.stderr
    assert "Sw0rdfish-secret" not in said and "Traceback" not in said
    assert "postgresql://gm:***@127.0.0.1:1/rolls" in said and "cannot open the roll log on PostgreSQL" in said
    assert [p.name for p in tmp_path.iterdir() if p.name != "table.key"] == []  # no folder named after the URL


def test_a_url_of_another_kind_is_refused_not_made_a_folder(tmp_path: Path) -> None:
    done = cli("roll", "--db", "mysql://root:hunter2@localhost/x", "--sheet", GHOSTBURN, "climb the fence, Hard",
               cwd=tmp_path)
    assert done.returncode == 1 and "does not know mysql://" in done.stderr and "hunter2" not in done.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("place", "seen"), [
    ("postgresql://gm:pw@db.example/rolls", "postgresql://gm:***@db.example/rolls"),
    ("postgres://gm@db.example/rolls?password=pw&sslmode=require",
     "postgres://gm@db.example/rolls?password=***&sslmode=require"),
    ("postgresql:///rolls?host=/run/postgresql", "postgresql:///rolls?host=/run/postgresql"),
])
def test_passwords_are_masked_wherever_a_place_is_shown(place: str, seen: str) -> None:
    assert is_server(place) and shown(place) == seen
    assert not is_server("rolls.db") and not is_server(Path("postgresql:/x"))


# --- the same meaning on both back-ends -------------------------------------------------------------------------

SCRIPT = [("Vex", FADE), ("Vex", "spend luck"), ("Vex", "how much luck do I have?"), ("GM", "Vex gets 1 luck"),
          ("Vex", "roll Firearms against Hard"), ("GM", "/undo"), ("GM", "/undo"), ("GM", "/redo"),
          ("GM", "/undo"), ("Dex", "sneak past the guard, Hard"), ("GM", "/history"), ("GM", "/new-session"),
          ("Vex", "how much luck do I have?"), ("GM", "/campaign"), ("GM", "/show 2")]


def test_the_same_lines_get_the_same_answers_on_both_back_ends(tmp_path: Path, pg_place: str) -> None:
    said = []
    for place in (str(tmp_path / "rolls.db"), pg_place):
        table = Table(Store(place, key=None), [GHOSTBURN], seed=7)
        # the clock is the one thing that may differ between the two runs: times of day are left out
        said.append([(re.sub(r"\b\d\d:\d\d\b", "HH:MM", table.answer(line, who).text), who, line) for who, line in SCRIPT])
        report = table.store.verify()
        assert report.ok and report.records >= 10, report.damage
        table.store.close()
    on_sqlite, on_server = said
    for (a, who, line), (b, _, _) in zip(on_sqlite, on_server):
        assert a == b, f"{who}: {line}"
    assert "Luck Points left: 0" in on_sqlite[2][0] and "Took back" in on_sqlite[5][0]


def test_the_last_luck_point_is_spent_once_across_two_writers(log_place: str) -> None:
    first, second = Table(Store(log_place, key=None), [GHOSTBURN]), Table(Store(log_place, key=None), [GHOSTBURN])
    assert first.answer(FADE, "Vex").rolls and second.answer(FADE, "Vex").rolls
    assert first.answer("spend luck", "Vex").rolls  # Vex's only point
    refused = second.answer("spend luck", "Vex")  # the second table still thinks it is there: the log says no
    assert not refused.rolls and refused.error
    assert first.store.spent(first.campaign, "ghostburn", "Vex", "luck") == 1.0
    assert first.store.verify().ok
    first.store.close()
    second.store.close()


def test_a_table_opened_later_remembers_each_ones_last_roll_reading_only_those(log_place: str,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from rollmate.log import store as log_store
    from rollmate.table import gm

    table = Table(Store(log_place, key=None), [GHOSTBURN])
    lines = [("Dex: hack the camera, Hard", "GM")] * 4 + [(FADE, "Vex"), ("hack the camera, Hard", "Dex"),
                                                          ("spend luck", "Vex"), ("Dex: climb the fence, Hard", "GM"),
                                                          ("/undo", "GM")]
    for line, who in lines:
        assert table.answer(line, who).text
    store, party = table.store, table._gm.party

    def each_ones_last() -> list[tuple[int, object]]:  # as a whole read of the latest 200 rolls finds them
        newest = {r.result.actor: r for r in gm.last_rolls(store, party, "ghostburn")}
        return [(r.id, r.result) for r in sorted(newest.values(), key=lambda r: r.id)]

    read, whole = [], log_store.read_row
    monkeypatch.setattr(log_store, "read_row", lambda row: read.append(row[0]) or whole(row))
    remembered = gm.last_of_each(store, party, "ghostburn")
    monkeypatch.undo()
    assert sorted(read) == [5, 6, 7]  # of 8 rolls: Dex's last that counts, Vex's spend and the roll it changed
    assert [(r.id, r.result) for r in remembered] == each_ones_last()
    assert [(r.id, r.kind) for r in remembered] == [(6, "roll"), (7, "follow_up")]  # Dex's #8 was taken back
    assert remembered[1].result.request == store.get(5).result.request  # the spend carries the roll it changed
    later = Table(Store(log_place, key=None), [GHOSTBURN])
    assert "already spent on this roll" in later.answer("spend luck", "Vex").text  # it knows #7 spent on #5
    store.db.execute("UPDATE rolls SET resolution = ? WHERE id = 7", (b"z1 damaged",))
    assert [r.id for r in gm.last_of_each(store, party, "ghostburn")] == [5, 6] == [i for i, _ in each_ones_last()]
    table.store.close()
    later.store.close()


def test_a_cap_is_checked_inside_the_write(log_place: str) -> None:
    store = Store(log_place, key=None)
    with store.transaction("c"):
        assert store.adjust("c", "ghostburn", "Vex", "luck", 1, cap=1) == 1.0
    with pytest.raises(RulesError, match="spent in another chat"):
        with store.transaction("c"):
            store.adjust("c", "ghostburn", "Vex", "luck", 1, cap=1)
    assert store.spent("c", "ghostburn", "Vex", "luck") == 1.0  # the refused change left nothing behind
    assert store.verify().ok
    store.close()


def test_a_group_of_writes_is_one_commit_and_a_refused_write_is_undone_alone(log_place: str) -> None:
    store, reader = Store(log_place, key=None), Store(log_place, key=None)
    with store.group():
        with store.transaction("c"):
            store.adjust("c", "ghostburn", "Vex", "luck", 1, cap=1)
        with pytest.raises(RulesError, match="spent in another chat"):
            with store.transaction("c"):  # past the cap: undone alone, the group goes on
                store.adjust("c", "ghostburn", "Vex", "luck", 1, cap=1)
        with store.transaction("c"):
            store.adjust("c", "ghostburn", "Kit", "luck", 1, cap=2)
        if store.path is not None:  # SQLite: nothing is committed before the group ends (PostgreSQL: each write)
            assert reader.spent("c", "ghostburn", "Vex", "luck") is None
    assert (reader.spent("c", "ghostburn", "Vex", "luck"), reader.spent("c", "ghostburn", "Kit", "luck")) == (1, 1)
    if store.path is not None:  # a group that fails before its commit leaves nothing
        with pytest.raises(LogError):
            with store.group():
                with store.transaction("c"):
                    store.adjust("c", "ghostburn", "Kit", "luck", 1, cap=2)
                raise LogError("the disk went away")
        assert reader.spent("c", "ghostburn", "Kit", "luck") == 1.0
    assert store.verify().ok and store.verify().records == 2
    store.close()
    reader.close()


# --- the log's promises on both back-ends -----------------------------------------------------------------------

def _rolled(log_place: str, rolls: int = 4) -> Store:
    table = Table(Store(log_place, key=None), [GHOSTBURN])
    for n in range(rolls):
        assert table.answer(f"climb the fence, Hard, rolled {n % 9 + 1} and 5", "Vex").rolls
    return table.store


@pytest.mark.parametrize(("tamper", "kind", "named"), [
    ("UPDATE rolls SET outcome = 'Cool Success' WHERE id = 2", "edited", "roll #2"),
    ("DELETE FROM records WHERE kind = 'roll' AND row_id = 3", "missing", "record"),
    ("UPDATE records SET link = NULL WHERE kind = 'roll' AND row_id = 2", "missing", "roll #2"),
    ("UPDATE ledger SET spent = spent + 2", "edited", ""),
])
def test_tampering_is_caught_and_named_on_both_back_ends(log_place: str, tamper: str, kind: str, named: str) -> None:
    store = _rolled(log_place)
    Table(store, [GHOSTBURN]).answer("Vex gets 1 luck", "GM")
    Table(store, [GHOSTBURN]).answer("spend luck", "Vex")
    assert store.verify().ok
    with store.transaction():
        store.db.execute(tamper)
    damage = store.verify().damage
    assert damage and damage[0].kind == kind and named in damage[0].where, damage
    store.close()


def test_the_newest_records_removed_are_caught_by_a_kept_head_and_by_the_heads_row(log_place: str) -> None:
    store = _rolled(log_place)
    (kept,) = store.verify().heads
    Table(store, [GHOSTBURN]).answer("roll Firearms against Hard", "Vex")
    assert store.verify([kept.text]).ok  # records after a kept head are fine
    with store.transaction():
        store.db.execute("DELETE FROM records WHERE seq > ?", (kept.count - 2,))
        store.db.execute("DELETE FROM rolls WHERE id > 2")
    (damage, *_) = store.verify().damage  # the heads table still says how long the chain was
    assert damage.kind == "truncated", damage
    with store.transaction():
        store.db.execute("UPDATE heads SET seq = ?, link = (SELECT link FROM records WHERE seq = ?)",
                         (kept.count - 2, kept.count - 2))
    report = store.verify([kept.text])  # cut consistently: only a head kept elsewhere shows it
    assert [d.kind for d in report.damage] == ["truncated"] and "the newest were removed" in report.damage[0].why
    store.close()


def test_log_verify_on_the_command_line(log_place: str) -> None:
    _rolled(log_place).close()
    done = cli("log", "verify", "--db", log_place)
    assert done.returncode == 0 and "every record checks out" in done.stdout, done.stdout + done.stderr
    head = done.stdout.split("head of ")[1].split(": ")[1].split()[0]
    again = cli("log", "verify", "--db", log_place, "--head", head)
    assert again.returncode == 0 and "up to the head given" in again.stdout


# --- PostgreSQL: one lock per campaign, word of every roll ------------------------------------------------------

def test_a_table_never_waits_on_another_but_one_tables_writers_take_turns(pg_place: str) -> None:
    holder, other = Store(pg_place, key=None), Store(pg_place, key=None)
    for store in (holder, other):  # both chains exist
        with store.transaction("A", "B"):
            store.add_event("grant", "A" if store is holder else "B", "ghostburn", name="Vex", resource="luck",
                            amount=1)
    done: dict[str, float] = {}

    def write(campaign: str) -> None:
        start = time.monotonic()
        with other.transaction(campaign):
            other.add_event("grant", campaign, "ghostburn", name="Vex", resource="luck", amount=1)
        done[campaign] = time.monotonic() - start

    with holder.transaction("A"):  # campaign A's head is locked until this commits
        holder.add_event("grant", "A", "ghostburn", name="Vex", resource="luck", amount=1)
        write("B")  # another table: written at once, while A is held
        waiting = threading.Thread(target=write, args=("A",))
        waiting.start()
        time.sleep(0.5)
        assert "A" not in done  # the same table waits for the lock
    waiting.join(10)
    assert done["B"] < 0.5 and done["A"] >= 0.4, done
    assert holder.verify().ok
    holder.close()
    other.close()


def test_each_committed_roll_is_announced_and_a_rolled_back_one_is_not(pg_place: str) -> None:
    import psycopg

    from rollmate.log.pglog import CHANNEL

    listener = psycopg.connect(pg_place, autocommit=True)
    listener.execute(f"LISTEN {CHANNEL}")
    table = Table(Store(pg_place, key=None), [GHOSTBURN])
    (roll,) = table.answer(FADE, "Vex").rolls
    with pytest.raises(RuntimeError):
        with table.store.transaction(table.campaign):
            table.store.add_event("grant", table.campaign, "ghostburn", name="Vex", resource="luck", amount=1)
            raise RuntimeError("rolled back")
    heard = [n.payload for n in listener.notifies(timeout=2, stop_after=1)]
    assert heard and f'"id": {roll.id}' in heard[0] and '"kind": "roll"' in heard[0]
    assert not list(listener.notifies(timeout=0.5))  # nothing of the grant that never committed
    listener.close()
    table.store.close()


def test_a_connection_dropped_by_the_server(pg_place: str) -> None:
    import psycopg

    store = Store(pg_place, key=None)
    table = Table(store, [GHOSTBURN])
    with psycopg.connect(pg_place, autocommit=True) as admin:
        def drop() -> None:
            mine = store.db.execute("SELECT pg_backend_pid()").fetchone()[0]
            admin.execute("SELECT pg_terminate_backend(%s)", (mine,))
            time.sleep(0.2)

        drop()  # between two lines (a server restart): the next line opens the connection again and rolls
        assert table.answer(FADE, "Vex").rolls
        with pytest.raises(LogError, match=r"cannot be written .* nothing was rolled"):
            with store.transaction(table.campaign):  # in the middle of a write: the write is lost, and said so
                store.add_event("grant", table.campaign, "ghostburn", name="Vex", resource="luck", amount=1)
                drop()
                store.adjust(table.campaign, "ghostburn", "Vex", "luck", -1)
    assert table.answer("/history", "GM").text.count(FADE) == 1
    assert store.db.execute("SELECT count(*) FROM events").fetchone()[0] == 0
    assert store.verify().ok
    store.close()


def test_a_plain_roll_reaches_postgresql_in_six_round_trips(tmp_path: Path, pg_place: str) -> None:
    """Each round trip is a wait a worker can't use for another table: a plain roll is BEGIN, the ledger, the
    chain head's lock, the roll's row, its chain record (with the head moved and the roll announced, one
    statement), COMMIT. Counted in libpq's own trace of what the client sent; the roll is announced all the same."""
    import psycopg

    store = Store(pg_place)
    table = Table(store, [GHOSTBURN])
    table.warm()
    table.answer(FADE, "Vex")  # the sheet's snapshot is written with the first roll
    trace = tmp_path / "trace.txt"
    with psycopg.connect(pg_place, autocommit=True) as listener, trace.open("w") as out:
        listener.execute("LISTEN rollmate_log")
        store.db.connection.pgconn.trace(out.fileno())
        answer = table.answer(FADE, "Vex")
        store.db.connection.pgconn.untrace()
        heard = [note.payload for note in listener.notifies(timeout=5, stop_after=1)]
    sent = trace.read_text()
    assert answer.rolls and len(re.findall(r"\tF\t\d+\t(?:Sync|Query)\b", sent)) == 6, sent
    assert f'"id": {answer.rolls[0].id}' in heard[0] and '"kind": "roll"' in heard[0]
    store.close()
