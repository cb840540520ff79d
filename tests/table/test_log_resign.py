"""A log nobody re-signs (issue 35, items 6 and 10): no upgrade or key step signs a record it has not verified with
the key, a log passed off as older is refused or chained unsigned, a wrong key is named as such, a key others can
read is refused, and verify leaves no file behind."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from conftest import EXAMPLES
from test_tamper import LINES, edit, forge, make_log, named, older_chain_made_to_agree

from rollmate.command import main
from rollmate.log.store import Store
from rollmate.log.tablekey import load_key, make_key
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
from rollmate.table.session import start

PARTY = str(EXAMPLES / "ghostburn_party.toml")


@pytest.fixture(autouse=True)
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The table key's usual place is tmp/cfg/rollmate/table.key: what a plain `rollmate roll` signs with."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    return tmp_path / "cfg" / "rollmate" / "table.key"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "internal error" not in out + err and "Traceback" not in out + err, out + err
    return code, out + err


def keyed_log(place: str, key_file: Path) -> str:
    make_key(key_file)
    make_log(place, key=load_key(key_file))  # type: ignore[arg-type]
    return place


def passed_off_as_older(log: Path, *, older_chain_agrees: bool) -> None:
    """The forgery of finding 6: rows edited, the chain and heads emptied, the log said to be of schema 5. With
    `older_chain_agrees`, the GM's entries are also given the older chain's links, so that chain checks out."""
    edit(log, "UPDATE rolls SET outcome = 'Cool Success' WHERE id = 3", "DELETE FROM records", "DELETE FROM heads",
         "UPDATE schema_version SET version = 5")
    if older_chain_agrees:
        older_chain_made_to_agree(log)


# --- no upgrade signs what it has not verified ----------------------------------------------------------------------

def test_a_forged_log_passed_off_as_older_is_refused_with_the_record_named(tmp_path: Path, capsys, config: Path) -> None:  # type: ignore[no-untyped-def]
    log = keyed_log(str(tmp_path / "log.db"), config)
    passed_off_as_older(Path(log), older_chain_agrees=False)
    code, said = run(capsys, "roll", "--db", log, "--sheet", PARTY, LINES[0])  # the GM's next roll, key at hand
    assert code == 1 and "the GM's entry #1" in said and "does not check out" in said, said
    assert "Fade" not in said  # nothing rolled
    assert sqlite3.connect(log).execute("SELECT count(*) FROM records").fetchone() == (0,)  # never re-chained
    code, said = run(capsys, "log", "verify", "--db", log, "--key", str(config))
    assert code == 1, said


def test_a_log_passed_off_as_older_is_chained_unsigned_and_verify_with_the_key_says_so(tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                                                      config: Path) -> None:
    log = keyed_log(str(tmp_path / "log.db"), config)
    passed_off_as_older(Path(log), older_chain_agrees=True)
    code, said = run(capsys, "roll", "--db", log, "--sheet", PARTY, LINES[0])
    assert code == 0, said  # an older log is taken up, as before
    unsigned = sqlite3.connect(log).execute("SELECT count(*) FROM records WHERE mac IS NULL").fetchone()[0]
    assert unsigned > 5  # what was taken up is not signed: nobody checked it with the key
    code, said = run(capsys, "log", "verify", "--db", log, "--key", str(config))
    assert code == 1 and named(said, "unsigned") and "record 1 of" in said, said
    code, said = run(capsys, "log", "key", "--db", log, "--key", str(config))  # nor does the key step sign it
    assert code == 1 and "nothing was signed" in said, said
    assert run(capsys, "log", "verify", "--db", log, "--key", str(config))[0] == 1


# --- no key step signs what it has not verified -----------------------------------------------------------------

def test_log_key_never_signs_records_whose_signatures_were_stripped(log_place: str, tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                                   config: Path) -> None:
    keyed_log(log_place, config)
    forge(log_place, "UPDATE rolls SET outcome = 'Cool Success' WHERE id = 3", "UPDATE records SET mac = NULL")
    code, said = run(capsys, "log", "key", "--db", log_place, "--key", str(config))
    assert code == 1 and named(said, "unsigned") and "nothing was signed" in said, said
    code, said = run(capsys, "log", "verify", "--db", log_place, "--key", str(config))
    assert code == 1 and named(said, "unsigned"), said


def test_a_new_key_signs_a_log_written_before_it_and_an_old_key_signs_nothing_more(log_place: str, capsys,  # type: ignore[no-untyped-def]
                                                                                  tmp_path: Path) -> None:
    make_log(log_place)  # type: ignore[arg-type]
    new = tmp_path / "new.key"
    code, said = run(capsys, "log", "key", "--db", log_place, "--key", str(new))
    assert code == 0 and "Made the table key" in said and "Signed" in said, said
    code, said = run(capsys, "log", "verify", "--db", log_place, "--key", str(new))
    assert code == 0 and "each signed with the table key" in said, said
    code, said = run(capsys, "log", "key", "--db", log_place, "--key", str(new))  # again: nothing left to sign
    assert code == 0 and "already signed" in said, said
    other = tmp_path / "other.key"  # a key made for another table: it does not adopt this signed log
    code, said = run(capsys, "log", "key", "--db", log_place, "--key", str(other))
    assert code == 1 and "this key does not match the log" in said and "nothing was signed" in said, said
    assert run(capsys, "log", "verify", "--db", log_place, "--key", str(new))[0] == 0


# --- the wrong key, a key others can read ---------------------------------------------------------------------------

def test_verify_with_the_wrong_key_says_the_key_does_not_match(log_place: str, capsys, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                              config: Path) -> None:
    keyed_log(log_place, config)
    wrong = make_key(tmp_path / "wrong.key")
    code, said = run(capsys, "log", "verify", "--db", log_place, "--key", str(wrong))
    assert code == 1 and "this key does not match the log" in said and "edited" not in said, said
    assert run(capsys, "log", "verify", "--db", log_place, "--key", str(config))[0] == 0


def test_an_edit_is_still_named_edited_with_the_right_key(tmp_path: Path, capsys, config: Path) -> None:  # type: ignore[no-untyped-def]
    log = keyed_log(str(tmp_path / "log.db"), config)
    forge(log, "UPDATE rolls SET outcome = 'Cool Success' WHERE id = 3")
    code, said = run(capsys, "log", "verify", "--db", log, "--key", str(config))
    assert code == 1 and named(said, "edited") and "does not match the log" not in said, said


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604])
def test_a_key_others_can_read_is_refused_with_the_chmod_to_run(tmp_path: Path, capsys, config: Path,  # type: ignore[no-untyped-def]
                                                                mode: int) -> None:
    log = keyed_log(str(tmp_path / "log.db"), config)
    config.chmod(mode)
    code, said = run(capsys, "log", "verify", "--db", log, "--key", str(config))
    assert code == 1 and f"chmod 600 {config}" in said, said
    code, said = run(capsys, "roll", "--db", log, "--sheet", PARTY, LINES[0])  # the key's usual place: refused too
    assert code == 1 and f"chmod 600 {config}" in said and "Fade" not in said, said
    config.chmod(0o600)
    assert run(capsys, "log", "verify", "--db", log, "--key", str(config))[0] == 0


# --- verify writes nothing --------------------------------------------------------------------------------------------

def _roll(log: Path, store: Store | None = None) -> Store:
    store = store or Store(log, key=None)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=3)
    assert handle(state, LINES[0], store).records
    return store


def counted(said: str) -> int:
    return int(said.split("every record checks out: ")[1].split(" record")[0])


def _files(folder: Path) -> dict[str, int]:
    return {p.name: p.stat().st_size for p in sorted(folder.iterdir())}


def test_verify_creates_no_file_beside_a_closed_log(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    log = tmp_path / "log.db"
    _roll(log).close()
    before = _files(tmp_path)
    assert set(before) == {"log.db"}
    code, said = run(capsys, "log", "verify", "--db", str(log))
    assert code == 0 and "every record checks out" in said, said
    assert _files(tmp_path) == before


def test_verify_reads_newest_writes_left_without_their_shared_memory_file_and_creates_none(tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                                           capsys) -> None:
    log = tmp_path / "log.db"
    store = _roll(log)
    _roll(log, store)  # the newest writes stay in the write-ahead file while the log is open
    copy = tmp_path / "copy"  # a backup taken mid-game: the log and its -wal, no -shm
    copy.mkdir()
    for name in ("log.db", "log.db-wal"):
        shutil.copyfile(tmp_path / name, copy / name)
    store.close()
    before = _files(copy)
    code, said = run(capsys, "log", "verify", "--db", str(copy / "log.db"))
    assert code == 0 and "every record checks out" in said, said
    _, whole = run(capsys, "log", "verify", "--db", str(log))  # the log itself, every write folded in
    assert counted(said) == counted(whole) > 0, (said, whole)  # the newest writes were read too
    assert _files(copy) == before


def test_verify_beside_a_running_chat_creates_nothing_and_sees_its_rolls(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    log = tmp_path / "log.db"
    store = _roll(log)
    try:
        before = sorted(os.listdir(tmp_path))
        code, said = run(capsys, "log", "verify", "--db", str(log))
        assert code == 0 and "every record checks out" in said, said
        assert sorted(os.listdir(tmp_path)) == before
    finally:
        store.close()
