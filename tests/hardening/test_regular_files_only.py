"""rollmate writes only regular files (issue 24, item 3): an export, the roll log, the chat's history and the table
key are never written to a device, a FIFO, a folder or through a link; what it creates is 0600 in a 0700 folder.

/dev/null itself is only ever given to the check that refuses before anything is opened (as root, `/export! /dev/null`
once replaced the device with a file); the whole path is tried on a copy of it made with mknod in a temporary folder.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from rollmate.errors import RollmateError
from rollmate.faces.chat.history import PrivateFileHistory
from rollmate.files import NotARegularFile, regular_or_absent
from rollmate.log.store import Store
from rollmate.log.tablekey import load_key
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
from rollmate.table.session import start

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX file kinds")


def _fifo(path: Path) -> str:
    os.mkfifo(path)
    return "a named pipe (FIFO)"


def _folder(path: Path) -> str:
    path.mkdir()
    return "a folder"


def _link(path: Path) -> str:
    (path.parent / "elsewhere.md").write_text("someone else's file\n")
    path.symlink_to(path.parent / "elsewhere.md")
    return "a symbolic link"


def _dangling_link(path: Path) -> str:
    path.symlink_to(path.parent / "nothing-here")
    return "a symbolic link"


def _null_device(path: Path) -> str:
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # a second /dev/null, in the temporary folder
    return "a device"


KINDS: dict[str, Callable[[Path], str]] = {"fifo": _fifo, "folder": _folder, "link": _link,
                                           "dangling link": _dangling_link, "device": _null_device}


def _fingerprint(path: Path) -> tuple[int, int, int]:
    info = os.lstat(path)
    return info.st_ino, info.st_mode, info.st_rdev


def test_dev_null_is_refused_before_it_is_opened() -> None:
    with pytest.raises(NotARegularFile) as refused:
        regular_or_absent(Path(os.devnull), "the journal")
    assert str(refused.value).startswith(f"{os.devnull} is a device")


@pytest.fixture
def chat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    store = Store(tmp_path / "log" / "r.db", key=None)
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=5)
    state = handle(state, "convince the bouncer, rolled 3 and 9", store).state
    yield state, store
    store.close()


@posix_only
@pytest.mark.parametrize("made", list(KINDS))
@pytest.mark.parametrize("command", ["/export", "/export!", "/export --force"])
def test_an_export_goes_only_to_a_regular_file(chat, tmp_path: Path, made: str, command: str) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "journal.md"
    what = KINDS[made](target)
    before = _fingerprint(target)
    answer = handle(chat[0], f"{command} {target}", chat[1]).text
    assert f"{target} is {what}" in answer and "not a regular file" in answer, answer
    assert "Traceback" not in answer and "internal error" not in answer
    assert _fingerprint(target) == before  # the same thing is still there, untouched
    if made == "link":
        assert (tmp_path / "elsewhere.md").read_text() == "someone else's file\n"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@posix_only
def test_the_log_its_folder_and_its_history_are_private(tmp_path: Path) -> None:
    mask = os.umask(0o000)  # the most generous umask: rollmate's own modes must not depend on it
    try:
        store = Store(tmp_path / "new" / "deeper" / "r.db", key=None)
        store.close()
        history = PrivateFileHistory(tmp_path / "new" / "deeper" / "history.txt")
        history.store_string("convince the bouncer")
    finally:
        os.umask(mask)
    for folder in (tmp_path / "new", tmp_path / "new" / "deeper"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for name in ("r.db", "history.txt"):
        assert stat.S_IMODE((tmp_path / "new" / "deeper" / name).stat().st_mode) == 0o600
    assert list(PrivateFileHistory(tmp_path / "new" / "deeper" / "history.txt").load_history_strings()) == [
        "convince the bouncer"]


@posix_only
@pytest.mark.parametrize("made", list(KINDS))
@pytest.mark.parametrize("suffix", ["", "-wal"])
def test_the_roll_log_is_only_a_regular_file(tmp_path: Path, made: str, suffix: str) -> None:
    log = tmp_path / "r.db"
    target = log.with_name(log.name + suffix)
    what = KINDS[made](target)
    before = _fingerprint(target)
    with pytest.raises(RollmateError) as refused:
        Store(log, key=None)
    assert f"{target} is {what}" in str(refused.value)
    assert _fingerprint(target) == before
    assert suffix == "" or not log.exists()  # nothing made beside it either


@posix_only
@pytest.mark.parametrize("made", list(KINDS))
def test_the_chat_history_is_only_a_regular_file(tmp_path: Path, made: str) -> None:
    target = tmp_path / "history.txt"
    what = KINDS[made](target)
    with pytest.raises(NotARegularFile) as refused:
        PrivateFileHistory(target)
    assert f"{target} is {what}" in str(refused.value)


@posix_only
def test_a_history_swapped_for_a_fifo_under_the_chat_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "history.txt"
    history = PrivateFileHistory(target)
    history.store_string("first")
    target.unlink()
    os.mkfifo(target)
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append((history.store_string("second"),
                                                          list(history.load_history_strings()))), daemon=True)
    worker.start()
    worker.join(10)
    assert done == [(None, [])], "writing or reading the history waited on a FIFO"
    assert stat.S_ISFIFO(os.lstat(target).st_mode)


def _rollmate(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg")}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, env=env,
                          timeout=30, stdin=subprocess.DEVNULL)


@posix_only
@pytest.mark.parametrize("made", ["fifo", "folder", "device"])
def test_log_verify_and_log_key_refuse_what_is_not_a_file_without_waiting(tmp_path: Path, made: str) -> None:
    what = KINDS[made](tmp_path / "r.db")
    done = _rollmate("log", "verify", "--db", str(tmp_path / "r.db"), home=tmp_path)
    assert done.returncode == 1 and f"{tmp_path / 'r.db'} is {what}" in done.stderr, done.stderr
    done = _rollmate("log", "key", "--db", str(tmp_path / "r.db"), home=tmp_path)
    assert done.returncode == 1 and f"{tmp_path / 'r.db'} is {what}" in done.stderr, done.stderr
    assert not (tmp_path / "cfg").exists()  # refused before a key was made
    key = tmp_path / "cfg" / "rollmate" / "table.key"
    key.parent.mkdir(parents=True)
    KINDS[made](key)
    with pytest.raises(RollmateError) as refused:
        load_key(key)
    assert f"{key} is {what}" in str(refused.value)


@posix_only
def test_a_one_shot_roll_refuses_a_log_that_is_a_device(tmp_path: Path) -> None:
    _null_device(tmp_path / "r.db")
    done = _rollmate("roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--db", str(tmp_path / "r.db"),
                     "convince the bouncer", home=tmp_path)
    assert done.returncode == 1 and "is a device" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""  # a roll that can't be logged is not shown
    assert stat.S_ISCHR(os.lstat(tmp_path / "r.db").st_mode) and not (tmp_path / "r.db-wal").exists()


@posix_only
def test_a_log_and_history_an_older_rollmate_left_readable_by_others_are_made_private(tmp_path: Path) -> None:
    log, history = tmp_path / "r.db", tmp_path / "history.txt"
    Store(log, key=None).close()
    PrivateFileHistory(history).store_string("convince the bouncer")
    for path in (log, history):
        path.chmod(0o644)  # as rollmate used to make them
    Store(log, key=None).close()
    PrivateFileHistory(history).store_string("climb the fence")
    assert [stat.S_IMODE(p.stat().st_mode) for p in (log, history)] == [0o600, 0o600]
