"""The roll log is rollmate's own file: another program's database or a damaged log is refused and left as it was,
and the hash chain names the first roll record that was changed, removed or reordered."""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from functools import cache
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from rollmate.errors import RollmateError
from rollmate.log.store import APPLICATION_ID, SCHEMA_VERSION, Store

PARTY = str(EXAMPLES / "ghostburn_party.toml")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")})


def rolled_log(path: Path, rolls: int = 4) -> Path:
    """A log of `rolls` more real rolls made by the CLI (a new log is made once per size, then copied)."""
    if path.exists():
        return _roll_into(path, rolls)
    shutil.copyfile(_made_log(rolls), path)
    return path


def _roll_into(path: Path, rolls: int) -> Path:
    for n in range(rolls):
        done = cli("roll", "--db", str(path), "--sheet", PARTY, "--seed", str(n), "climb the fence, Hard")
        assert done.returncode == 0, done.stderr
    return path


@cache
def _made_log(rolls: int) -> Path:
    folder = tempfile.mkdtemp(prefix="rollmate-log-")
    atexit.register(shutil.rmtree, folder, True)
    path = _roll_into(Path(folder) / "made.db", rolls)
    assert not path.with_name("made.db-wal").exists() or path.with_name("made.db-wal").stat().st_size == 0
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_another_programs_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    foreign = tmp_path / "notes.db"
    db = sqlite3.connect(foreign)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    db.execute("INSERT INTO notes (body) VALUES ('buy dice')")
    db.commit()
    db.close()
    before = digest(foreign)
    with pytest.raises(RollmateError, match="not a rollmate roll log .* left untouched"):
        Store(foreign)
    done = cli("roll", "--db", str(foreign), "--sheet", PARTY, "climb the fence, Hard")
    assert done.returncode == 1 and "not a rollmate roll log" in done.stderr and "Traceback" not in done.stderr
    assert digest(foreign) == before
    assert not (tmp_path / "notes.db-wal").exists()
    assert sqlite3.connect(foreign).execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_a_new_log_carries_rollmates_application_id(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "rolls.db", rolls=1)
    assert sqlite3.connect(log).execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_log_from_before_the_chain_is_taken_up(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "old.db", rolls=2)
    db = sqlite3.connect(log)  # make it look like a log of the first schema: no id, no chain of any kind
    db.execute("PRAGMA application_id = 0")
    db.execute("UPDATE rolls SET chain = NULL")
    db.execute("DROP TABLE records")
    db.execute("UPDATE schema_version SET version = 1")
    db.commit()
    db.close()
    rolled_log(log, rolls=1)
    store = Store(log)
    verdict = store.verify()
    assert verdict.ok and verdict.records == 6  # taken up: migrate, sheet, 2 rolls; then a roll and its ledger
    (said,) = store.db.execute("SELECT body FROM records WHERE kind = 'migrate'").fetchone()
    assert '"from":1' in said and "(2 written before it)" in said
    assert cli("log", "verify", "--db", str(log)).returncode == 0


def test_a_chained_log_from_before_campaigns_still_checks_out(tmp_path: Path) -> None:
    log = tmp_path / "old.db"
    for seed in range(3):  # no sheet: rolls of no campaign, as every roll was before campaigns
        done = cli("roll", "--db", str(log), "--seed", str(seed), "climb the fence, Hard, bonus +5")
        assert done.returncode == 0, done.stderr
    db = sqlite3.connect(log)  # the schema before campaigns: no campaign column, and each roll chained the old way
    db.execute("DROP INDEX rolls_by_campaign")
    db.execute("ALTER TABLE rolls DROP COLUMN campaign")
    db.execute("DROP TABLE records")
    db.execute("UPDATE schema_version SET version = 3")
    _older_chain(db)
    db.commit()
    db.close()
    older = cli("log", "verify", "--db", str(log))  # read-only: checked by its own chain, not brought up to date
    assert older.returncode == 0 and "3 roll records checked out under the older chain" in older.stdout
    assert cli("roll", "--db", str(log), "--sheet", PARTY, "climb the fence, Hard").returncode == 0
    done = cli("log", "verify", "--db", str(log))
    assert done.returncode == 0 and "every record checks out" in done.stdout


def _older_chain(db: sqlite3.Connection) -> None:
    """Give each roll the hash chain value rollmate 3-5 wrote (sha-256 over the previous value and the columns)."""
    import json

    names = [c[1] for c in db.execute("PRAGMA table_info(rolls)") if c[1] != "chain"]
    previous = ""
    for row in db.execute(f"SELECT {', '.join(names)} FROM rolls ORDER BY id").fetchall():
        content = json.dumps([v.hex() if isinstance(v, bytes) else v for v in row], ensure_ascii=False,
                             separators=(",", ":"))
        previous = hashlib.sha256(f"{previous}\n{content}".encode()).hexdigest()
        db.execute("UPDATE rolls SET chain = ? WHERE id = ?", (previous, row[0]))


@pytest.mark.parametrize(("tamper", "named"), [
    ("UPDATE rolls SET outcome = 'Cool Success' WHERE id = 2", "edited: roll #2"),  # a record edited
    ("UPDATE rolls SET phrase = 'climb the fence, Easy' WHERE id = 3", "edited: roll #3"),
    ("DELETE FROM rolls WHERE id = 2", "missing: roll #2"),  # a record removed
    ("UPDATE rolls SET id = 9 WHERE id = 2", "missing: roll #2"),  # a record moved to the end
    ("UPDATE rolls SET campaign = 'Another party' WHERE id = 2", "edited: roll #2"),  # moved to another campaign
    ("UPDATE rolls SET campaign = '' WHERE id = 3", "edited: roll #3"),
])
def test_the_chain_names_the_first_roll_that_was_tampered_with(tmp_path: Path, tamper: str, named: str) -> None:
    log = rolled_log(tmp_path / "rolls.db")
    assert cli("log", "verify", "--db", str(log)).returncode == 0
    db = sqlite3.connect(log)
    db.execute(tamper)
    db.commit()
    db.close()
    done = cli("log", "verify", "--db", str(log))
    assert done.returncode == 1, done.stdout
    assert f"{named} (record" in done.stdout and "does not check out" in done.stdout, done.stdout


def test_two_records_swapped_are_caught(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "rolls.db")
    db = sqlite3.connect(log)
    columns = [c[1] for c in db.execute("PRAGMA table_info(rolls)") if c[1] not in ("id", "ref")]
    rows = {r[0]: r[1:] for r in db.execute(f"SELECT id, {', '.join(columns)} FROM rolls")}
    for here, there in ((2, 3), (3, 2)):
        db.execute(f"UPDATE rolls SET {', '.join(c + ' = ?' for c in columns)} WHERE id = ?", (*rows[there], here))
    db.commit()
    db.close()
    (damage,) = Store(log).verify().damage
    assert (damage.kind, damage.where.split(" (")[0]) == ("edited", "roll #2")


def test_a_byte_changed_on_disk_is_caught(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "rolls.db")
    Store(log).close()  # folds the write-ahead log into the file
    data = bytearray(log.read_bytes())
    at = data.rfind(b"climb the fence, Hard")
    assert at > 0
    data[at + 6] = ord("F")  # "climb the Fence": a flipped bit in a record's text
    log.write_bytes(bytes(data))
    done = cli("log", "verify", "--db", str(log))
    assert done.returncode == 1 and "does not check out" in done.stdout


def test_a_damaged_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "rolls.db")
    Store(log).close()
    data = bytearray(log.read_bytes())
    page = 4096
    data[page * 2 : page * 2 + 64] = b"\xff" * 64  # a b-tree page header trampled
    log.write_bytes(bytes(data))
    before = digest(log)
    done = cli("roll", "--db", str(log), "--sheet", PARTY, "climb the fence, Hard")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "damaged" in done.stderr or "cannot be read" in done.stderr
    assert digest(log) == before


def test_verify_on_a_missing_log_is_a_plain_message(tmp_path: Path) -> None:
    done = cli("log", "verify", "--db", str(tmp_path / "none.db"))
    assert done.returncode == 1 and "no roll log here" in done.stderr


@pytest.mark.parametrize("damage", ["UPDATE rolls SET resolution = '{not json' WHERE id = 2",
                                    "UPDATE rolls SET resolution = '{\"system\": 7}' WHERE id = 2",
                                    "UPDATE rolls SET table_before = 'null' WHERE id = 2"])
def test_a_damaged_record_is_shown_as_damaged_and_stops_nothing(tmp_path: Path, damage: str) -> None:
    from rollmate.rules.sheets import load_party
    from rollmate.table.core import handle
    from rollmate.table.session import start

    log = rolled_log(tmp_path / "rolls.db", rolls=3)
    db = sqlite3.connect(log)
    db.execute(damage)
    db.commit()
    db.close()
    store = Store(log)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=1)
    history = handle(state, "/history", store).text
    assert "#1 " in history and "#3 " in history and "#2 'climb the fence, Hard': this record is damaged" in history
    assert "Traceback" not in history and "ValidationError" not in history.split("damaged")[0]
    assert "this record is damaged" in handle(state, "/show 2", store).text
    assert "this record is damaged" in handle(state, "/replay 2", store).text
    exported = handle(state, f"/export {tmp_path / 'journal.md'}", store).text
    assert "Wrote 3 rolls" in exported
    journal = (tmp_path / "journal.md").read_text()
    assert "## #2: damaged" in journal and "## #3" in journal


def party_file(path: Path, campaign: str | None) -> Path:
    head = f'campaign = "{campaign}"\n' if campaign else ""
    path.write_text(head + 'system = "ghostburn"\n[[character]]\nname = "Vex"\nluck = 1\n'
                    '[character.abilities]\nagility = 4\nstrength = 2\n', encoding="utf-8")
    return path


def spend_luck(log: Path, sheet: Path) -> subprocess.CompletedProcess[str]:
    return cli("roll", "--db", str(log), "--sheet", str(sheet), "climb the fence, Hard, spend luck, rolled 3 4")


@pytest.mark.parametrize(("first", "second"), [("Alpha", "Beta"), (None, None)])
def test_two_campaigns_on_one_log_never_share_a_ledger(tmp_path: Path, first: str | None, second: str | None) -> None:
    log = tmp_path / "rolls.db"
    alpha = party_file(tmp_path / "alpha.toml", first)
    beta = party_file(tmp_path / "beta.toml", second)  # a different party that also has a Vex
    assert spend_luck(log, alpha).returncode == 0
    spent = spend_luck(log, alpha)
    assert spent.returncode == 2 and "no Luck Points left" in spent.stderr  # Alpha's Vex has spent hers
    other = spend_luck(log, beta)
    assert other.returncode == 0, other.stderr  # Beta's Vex still has hers


def test_one_campaign_in_two_files_shares_its_ledger(tmp_path: Path) -> None:
    log = tmp_path / "rolls.db"
    assert spend_luck(log, party_file(tmp_path / "one.toml", "Neon Nights")).returncode == 0
    again = spend_luck(log, party_file(tmp_path / "two.toml", "Neon Nights"))
    assert again.returncode == 2 and "no Luck Points left" in again.stderr


def test_a_ledger_from_before_campaigns_is_kept(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "old.db", rolls=1)
    db = sqlite3.connect(log)
    db.execute("DROP TABLE ledger")
    db.execute("CREATE TABLE ledger (system TEXT NOT NULL, name TEXT NOT NULL, resource TEXT NOT NULL, "
               "spent REAL NOT NULL, PRIMARY KEY (system, name, resource))")
    db.execute("INSERT INTO ledger VALUES ('ghostburn', 'Vex', 'luck', 1)")
    db.execute("UPDATE schema_version SET version = 2")
    db.commit()
    db.close()
    store = Store(log)
    rows = store.db.execute("SELECT campaign, system, name, resource, spent FROM ledger").fetchall()
    assert rows == [("", "ghostburn", "Vex", "luck", 1.0)]
    assert store.db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION


EXPORT_100K = """
import sys, time
from pathlib import Path
from rollmate.table.core import handle
from rollmate.table.session import start
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
log, party, out = sys.argv[1:4]
store = Store(log)
state = start(load_party([party]), "ghostburn", "rules", "Vex", seed=1)
started = time.perf_counter()
print(handle(state, f"/export {out}", store).text.strip())
print(round(time.perf_counter() - started, 1))
print(handle(state, "/history 100000", store).text.count(chr(10)))
# VmHWM: this program's own peak. (ru_maxrss would also count the pytest worker it was started from: Linux
# carries the larger of the two across exec.)
print(next(int(line.split()[1]) for line in open('/proc/self/status') if line.startswith('VmHWM:')))  # KiB
"""


def test_export_and_history_of_100k_rolls_stream_in_bounded_memory(tmp_path: Path) -> None:
    log = rolled_log(tmp_path / "big.db", rolls=1)
    db = sqlite3.connect(log)  # 100,000 copies of a real record, made fast in SQL
    db.execute("WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 99999) "
               "INSERT INTO rolls (ref, parent_id, at, game_session, kind, system, profile, actor, phrase, request, "
               "follow_up, seed, given_dice, dice, extra_dice, outcome, total, spent, table_before, party, resolution, "
               "campaign) SELECT 'copy' || k, parent_id, at, game_session, kind, system, profile, actor, phrase, request, "
               "follow_up, seed, given_dice, dice, extra_dice, outcome, total, spent, table_before, party, resolution, "
               "campaign FROM rolls, n WHERE rolls.id = 1")
    db.commit()
    db.close()
    done = subprocess.run([sys.executable, "-c", EXPORT_100K, str(log), PARTY, str(tmp_path / "all.md")],
                          capture_output=True, text=True, timeout=900, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert done.returncode == 0, done.stderr
    wrote, seconds, history_lines, peak_kib = done.stdout.strip().splitlines()
    assert wrote.startswith("Wrote 100000 rolls")
    assert (tmp_path / "all.md").stat().st_size > 100_000 * 500  # every roll is in the journal
    assert int(peak_kib) < 400 * 1024, f"peak {int(peak_kib) // 1024} MiB"  # streamed: the log is never all in memory
    assert int(history_lines) == 501  # /history shows the last 500 and says /export has the rest


def test_a_roll_record_is_under_a_kilobyte(tmp_path: Path) -> None:
    """Every column of every roll counted, over an everyday mix of the three games."""
    log = tmp_path / "size.db"
    mix = [("ghostburn_party.toml", "Vex", "sneak past the guard, Wits Moderate"),
           ("ghostburn_party.toml", "Vex", "convince the bouncer, rolled 3 and 9"),
           ("fist_party.toml", "Ripper", "hack the terminal"),
           ("fist_party.toml", "Ripper", "kick in the door, spend a war die"),
           ("fs3_party.toml", "Nemesis", "Firearms vs the goon, helped by Zoe"),
           ("fs3_party.toml", "Nemesis", "climb the wall, Athletics -1")]
    for seed, (sheet, who, phrase) in enumerate(mix):
        done = cli("roll", "--db", str(log), "--seed", str(seed), "--sheet", str(EXAMPLES / sheet), "--as", who, phrase)
        assert done.returncode == 0, done.stderr
    db = sqlite3.connect(log)
    columns = [c[1] for c in db.execute("PRAGMA table_info(rolls)")]
    total = " + ".join(f"coalesce(length(CAST({c} AS BLOB)), 0)" for c in columns)
    sizes = [row[0] for row in db.execute(f"SELECT {total} FROM rolls")]
    assert len(sizes) == len(mix)
    assert sum(sizes) / len(sizes) < 1024, sizes
    stored = Store(log).get(5)
    assert stored is not None and stored.result.steps  # packed, and every step is still there to show


def test_a_read_only_log_is_a_plain_message_and_nothing_is_rolled(tmp_path: Path) -> None:
    import shutil

    log = rolled_log(tmp_path / "locked.db", rolls=1)
    Store(log).close()
    # Permissions do not stop root, so make the file immutable; where the file system can't, there is no test.
    chattr = shutil.which("chattr")
    if chattr is None or subprocess.run([chattr, "+i", str(log)], capture_output=True).returncode != 0:
        pytest.skip("this file system cannot make a file read-only for every user")
    try:
        before = digest(log)
        done = cli("roll", "--db", str(log), "--sheet", PARTY, "climb the fence, Hard, rolled 3 4")
        assert done.returncode == 1 and "Traceback" not in done.stderr
        assert "roll log" in done.stderr and "readonly" in done.stderr.replace("-", "").replace(" ", "")
        assert done.stdout == ""  # nothing shown, since nothing could be logged
        assert digest(log) == before
    finally:
        subprocess.run([chattr, "-i", str(log)], capture_output=True)


def test_the_log_keeps_the_time_in_utc_to_the_second_in_iso_8601() -> None:
    from datetime import datetime, timezone

    from rollmate.log.rollrecord import made_now

    before = datetime.fromtimestamp(int(time.time()), timezone.utc)  # (the clock made_now reads: datetime's may
    made = made_now()  # be a hair ahead of it on a loaded machine)
    after = datetime.fromtimestamp(int(time.time()), timezone.utc)
    assert before <= datetime.fromisoformat(made) <= after
    assert made == datetime.fromisoformat(made).isoformat(timespec="seconds")
