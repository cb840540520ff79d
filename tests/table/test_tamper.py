"""The roll log's promises against its owner (issue 24): each tamper edit the trial made is caught and named.

What holds without a key or a kept head is checked as such: a rewrite made with rollmate's own code passes then
(the README says so), and is caught as soon as a head kept elsewhere or the table key is given.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.log import chain
from rollmate.log.backends import is_server
from rollmate.log.schema import _older_link
from rollmate.log.store import Store
from rollmate.log.tablekey import load_key, make_key
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
from rollmate.table.session import start

KINDS = ("edited", "missing", "reordered", "unsigned", "truncated", "unreadable")
LINES = ["convince the bouncer, rolled 3 and 9", "spend luck", "/grant Vex 1", "climb the fence, Hard, rolled 5 and 6",
         "/undo", "/new-session", "shoot the guard, Hard, rolled 8 and 9", "convince the bouncer, rolled 2 and 2",
         "spend luck"]


def make_log(path: Path, key: bytes | None = None) -> Path:
    """A log as a chat leaves it: rolls, luck spent twice (ledger changes), a grant, an undo, a new game session."""
    store = Store(path, key=key)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    for line in LINES:
        answer = handle(state, line, store)
        assert "rror" not in answer.text and "can't" not in answer.text, (line, answer.text)
        state = answer.state
    kinds = {k for (k,) in store.db.execute("SELECT DISTINCT kind FROM records")}
    assert kinds == {"roll", "ledger", "grant", "undo", "session", "sheet"}, kinds
    store.close()
    return path


@pytest.fixture(autouse=True)
def no_key_of_this_machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-config"))  # verify looks for the key there


@pytest.fixture
def log(tmp_path: Path) -> Path:
    return make_log(tmp_path / "log.db")


def verify(log: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str]:
    code = main(["log", "verify", "--db", str(log), *extra])
    out, err = capsys.readouterr()
    assert "internal error" not in out + err and "Traceback" not in out + err
    return code, out + err


def head_of(log: Path, capsys: pytest.CaptureFixture[str]) -> str:
    code, said = verify(log, capsys)
    assert code == 0, said
    (line,) = [line for line in said.splitlines() if line.strip().startswith("head of")]
    return line.split(": ")[-1]


def edit(log: Path, *statements: str) -> None:
    db = sqlite3.connect(log)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()


def connect(place: str | Path):  # type: ignore[no-untyped-def]
    """A plain connection to the log, as whoever holds the file or the database (not the key) has one."""
    if is_server(place):
        from rollmate.log.pglog import connect as pg_connect

        return pg_connect(str(place))
    return sqlite3.connect(place, isolation_level=None)


def forge(place: str | Path, *statements: str) -> None:
    """Edit the log, then recompute every digest and link with rollmate's own chain code, as an owner without the
    table key could: the old signatures are left as they were, since nobody without the key can make new ones."""
    db = connect(place)
    for statement in statements:
        db.execute(statement)
    previous: dict[str, str] = {}
    for row in db.execute(f"{chain.SELECT} ORDER BY campaign, seq").fetchall():
        record = chain.read(row)
        digest = record.digest
        if record.row_id is not None and record.kind not in chain.BODY_KINDS:
            digest = chain.row_digest(db, record.kind, record.row_id)
        draft = chain.Record(record.id, record.campaign, record.seq, record.kind, record.row_id, record.body, digest,
                             None, None)
        link = chain.link_of(previous.get(record.campaign, ""), draft)
        db.execute("UPDATE records SET digest = ?, link = ? WHERE id = ?", (digest, link, record.id))
        previous[record.campaign] = link
    for campaign, link in previous.items():  # the heads the chains now end at, as rollmate's code keeps them
        db.execute("UPDATE heads SET link = ? WHERE campaign = ?", (link, campaign))
    db.close()


def older_chain_made_to_agree(log: Path) -> None:
    """Give the GM's entries the links the chain of schemas 2-5 kept, so that chain checks out (no key needed)."""
    db = sqlite3.connect(log)
    previous = ""
    for row in db.execute(f"SELECT id, {', '.join(chain.EVENT_COLUMNS)} FROM events ORDER BY id").fetchall():
        previous = _older_link(previous, list(row))
        db.execute("UPDATE events SET chain = ? WHERE id = ?", (previous, row[0]))
    db.commit()
    db.close()


def named(said: str, kind: str) -> bool:
    """A line of verify's answer names the kind of damage and what does not check out."""
    return any(f": {kind}: " in line and "does not check out" in line for line in said.splitlines())


FORGED_OUTCOME = "UPDATE rolls SET outcome = 'Cool Success' WHERE id = 3"


def test_a_rewrite_with_rollmates_own_code_passes_alone_and_is_caught_by_a_kept_head(log: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    kept = head_of(log, capsys)
    forge(log, FORGED_OUTCOME)
    code, said = verify(log, capsys)
    assert code == 0 and "Not signed" in said  # the limit the README states: no key, no head, no proof
    code, said = verify(log, capsys, "--head", kept)
    assert code == 1 and named(said, "edited") and "the chain was rewritten since" in said, said


def test_a_rewrite_without_the_key_is_caught_by_the_key(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    key_file = make_key(tmp_path / "cfg" / "table.key")
    log = make_log(tmp_path / "log.db", key=load_key(key_file))
    assert verify(log, capsys, "--key", str(key_file))[0] == 0
    forge(log, FORGED_OUTCOME)
    code, said = verify(log, capsys, "--key", str(key_file))
    assert code == 1 and named(said, "edited") and "signature does not match" in said, said
    edit(log, "UPDATE records SET mac = NULL")  # signatures stripped instead
    code, said = verify(log, capsys, "--key", str(key_file))
    assert code == 1 and named(said, "unsigned"), said


@pytest.mark.parametrize(("statements", "kind"), [
    (["UPDATE records SET link = NULL WHERE seq = 3"], "missing"),  # one link emptied
    (["UPDATE records SET link = NULL"], "missing"),  # the check switched off, it was hoped
    (["UPDATE rolls SET outcome = 'Cool Success' WHERE id = 3"], "edited"),
    (["DELETE FROM ledger"], "edited"),  # spent luck given back
    (["UPDATE ledger SET spent = 0"], "edited"),
    (["UPDATE ledger SET spent = 'lots'"], "edited"),  # not even a number
    (["UPDATE meta SET value = 'x' WHERE key LIKE 'game_session%'"], "edited"),
    (["DROP TABLE rolls"], "missing"),
    (["DROP TABLE records"], "missing"),
    (["DELETE FROM rolls WHERE id = 2"], "missing"),
    (["DELETE FROM records WHERE seq = 2"], "missing"),
    (["UPDATE meta SET value = '1' WHERE key LIKE 'game_session%'"], "edited"),  # a game session taken back
    (["UPDATE events SET amount = 5 WHERE kind = 'grant'"], "edited"),  # a GM's grant made bigger
    (["DELETE FROM events WHERE kind = 'undo'"], "missing"),  # an undo taken back
    (["UPDATE parties SET json = replace(json, '\"luck\":1', '\"luck\":9')"], "edited"),  # a sheet snapshot
    (["UPDATE records SET seq = seq + 100 WHERE seq = 4"], "missing"),
])
def test_each_edit_is_caught_and_named(log: Path, capsys, statements: list[str], kind: str) -> None:  # type: ignore[no-untyped-def]
    edit(log, *statements)
    code, said = verify(log, capsys)
    assert code == 1 and named(said, kind), said


def test_the_newest_records_removed_are_caught_with_a_kept_head(log: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    kept = head_of(log, capsys)
    last = sqlite3.connect(log).execute("SELECT max(id) FROM rolls").fetchone()[0]
    edit(log, f"DELETE FROM records WHERE kind = 'roll' AND row_id = {last}", f"DELETE FROM rolls WHERE id = {last}")
    edit(log, "DELETE FROM records WHERE seq > (SELECT max(seq) FROM records WHERE kind = 'roll')")
    forge(log, "DELETE FROM ledger")  # and the ledger made to agree with the records left
    code, said = verify(log, capsys, "--head", kept)
    assert code == 1 and named(said, "truncated") and "the newest were removed" in said, said


@pytest.mark.parametrize("how", ["emptied", "removed records"])
def test_an_emptied_log_is_truncated(log: Path, capsys, how: str) -> None:  # type: ignore[no-untyped-def]
    kept = head_of(log, capsys)
    if how == "emptied":
        log.write_bytes(b"")  # `: > log.db`
        for companion in ("-wal", "-shm"):
            log.with_name(log.name + companion).unlink(missing_ok=True)
        code, said = verify(log, capsys)
    else:
        edit(log, "DELETE FROM records", "DELETE FROM rolls", "DELETE FROM ledger", "DELETE FROM events",
             "DELETE FROM parties")
        code, said = verify(log, capsys, "--head", kept)
    assert code == 1 and named(said, "truncated"), said


@pytest.mark.parametrize("seed", range(16))
def test_random_byte_damage_is_named_never_an_internal_error(log: Path, capsys, seed: int) -> None:  # type: ignore[no-untyped-def]
    Store(log, key=None).close()  # the write-ahead log folded into the file
    data = bytearray(log.read_bytes())
    dice = random.Random(seed)
    for _ in range(dice.choice([1, 8, 64])):
        at = dice.randrange(100, len(data))  # past the header's magic: damage inside the database
        data[at : at + dice.choice([1, 4, 32])] = dice.randbytes(dice.choice([1, 4, 32]))[: len(data) - at]
    log.write_bytes(bytes(data))
    code, said = verify(log, capsys)
    assert code in (0, 1)
    if code == 1:
        lines = [line for line in said.splitlines() if "does not check out" in line]
        assert lines and all(any(f": {kind}: " in line for kind in KINDS) for line in lines), said
    rolled = main(["roll", "--db", str(log), "--sheet", str(EXAMPLES / "ghostburn_party.toml"), LINES[0]])
    out, err = capsys.readouterr()
    assert rolled in (0, 1) and "internal error" not in err and "Traceback" not in err, err
    assert rolled == 0 or out == ""  # refused: nothing shown as rolled


def test_verify_writes_nothing_and_reads_a_log_nobody_can_write(log: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    Store(log, key=None).close()
    before = log.read_bytes()
    log.chmod(0o444)
    log.parent.chmod(0o555)
    chattr = shutil.which("chattr")
    # Permissions do not stop root: make the folder and the file immutable too, where the file system can.
    locked = [p for p in (log, log.parent) if chattr and subprocess.run([chattr, "+i", str(p)]).returncode == 0]
    try:
        code, said = verify(log, capsys)
        assert code == 0 and "every record checks out" in said, said
    finally:
        for path in locked:
            subprocess.run([chattr, "-i", str(path)])
        log.parent.chmod(0o700)
    assert log.read_bytes() == before


def test_a_chain_removed_and_the_log_passed_off_as_older_fails_a_kept_head_and_the_key(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    key_file = make_key(tmp_path / "cfg" / "table.key")
    log = make_log(tmp_path / "log.db", key=load_key(key_file))
    kept = head_of(log, capsys)
    edit(log, "DROP TABLE records", "UPDATE schema_version SET version = 5")
    older_chain_made_to_agree(log)
    code, said = verify(log, capsys, "--key", str(tmp_path / "no-key"))
    assert code == 0 and "a log from an older rollmate" in said, said  # alone, it passes for an older log
    code, said = verify(log, capsys, "--head", kept)
    assert code == 1 and named(said, "truncated"), said
    code, said = verify(log, capsys, "--key", str(key_file))
    assert code == 1 and named(said, "unsigned"), said


def test_an_export_carries_the_head_and_verify_checks_it(log: Path, capsys, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    store = Store(log, key=None)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    assert "Wrote" in handle(state, "/export journal.md", store).text
    store.close()
    (kept,) = [line.split(": ")[1] for line in (tmp_path / "journal.md").read_text().splitlines()
               if line.startswith("Head of the campaign's chain")]
    assert kept == head_of(log, capsys)
    assert verify(log, capsys, "--head", kept)[0] == 0
    forge(log, FORGED_OUTCOME)
    code, said = verify(log, capsys, "--head", kept)
    assert code == 1 and named(said, "edited"), said


@pytest.mark.parametrize("head", ["", "42", "zzzzzzzz-1-0123456789abcdef", "1a2b3c4d-x-0123456789abcdef0123"])
def test_a_head_that_is_not_one_is_a_plain_message(log: Path, capsys, head: str) -> None:  # type: ignore[no-untyped-def]
    code, said = verify(log, capsys, "--head", head)
    assert code == 1 and "a head looks like" in said, said


def test_newest_writes_in_a_read_only_folder_without_their_shared_memory_file_are_read_too(log: Path, capsys,
                                                                                          tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    chattr = shutil.which("chattr")
    store = Store(log, key=None)  # open: its newest writes stay in the write-ahead file
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    handle(state, LINES[0], store)
    copy = tmp_path / "copy"  # the log as a crash or a backup taken mid-game leaves it, without its -shm file
    copy.mkdir()
    for name in ("log.db", "log.db-wal"):
        shutil.copyfile(log.with_name(name), copy / name)
    store.close()
    if chattr is None or subprocess.run([chattr, "+i", str(copy)], capture_output=True).returncode != 0:
        pytest.fail("this file system cannot make a folder read-only for every user")
    try:
        code, said = verify(copy / "log.db", capsys)
    finally:
        subprocess.run([chattr, "-i", str(copy)], capture_output=True)
    whole = verify(log, capsys)[1]  # the log itself, its newest writes folded in
    assert code == 0 and "every record checks out" in said, said
    assert said.split("checks out: ")[1].split(" in ")[0] == whole.split("checks out: ")[1].split(" in ")[0], said
    assert sorted(p.name for p in copy.iterdir()) == ["log.db", "log.db-wal"]
