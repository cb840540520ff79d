"""/export never clobbers: an existing file only with /export! (or --force), the roll log never, all or nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
from rollmate.table.session import start
from rollmate.table.state import State


@pytest.fixture
def chat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    store = Store(tmp_path / "ow.db")
    party = load_party([EXAMPLES / "ghostburn_party.toml"])
    state = start(party, "ghostburn", "rules", "Vex", seed=5)
    state = handle(state, "convince the bouncer, rolled 3 and 9", store).state
    yield state, store
    store.close()


def say(chat: tuple[State, Store], line: str) -> str:
    state, store = chat
    return handle(state, line, store).text


def test_export_does_not_overwrite_notes_without_the_bang(chat, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    notes = tmp_path / "notes.md"
    notes.write_text("my precious notes\n")
    answer = say(chat, "/export notes.md")
    assert "already exists" in answer and "/export! " in answer
    assert notes.read_text() == "my precious notes\n"
    assert "Wrote 1 roll" in say(chat, "/export! notes.md")
    assert notes.read_text().startswith("# rollmate session journal")
    notes.write_text("again\n")
    assert "Wrote 1 roll" in say(chat, "/export --force notes.md")
    assert "Fade" in notes.read_text()


def test_a_new_file_needs_no_bang(chat, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert "Wrote 1 roll" in say(chat, "/export session.md")
    assert "Fade" in (tmp_path / "session.md").read_text()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")) == []  # the temporary file is gone


@pytest.mark.parametrize("spelling", ["ow.db", "./ow.db", "sub/../ow.db", "link.db", "ow.db-wal"])
@pytest.mark.parametrize("command", ["/export", "/export!", "/export --force"])
def test_the_roll_log_is_never_exported_over(chat, tmp_path: Path, spelling: str, command: str) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "sub").mkdir()
    (tmp_path / "link.db").symlink_to(tmp_path / "ow.db")
    before = (tmp_path / "ow.db").read_bytes()
    answer = say(chat, f"{command} {spelling}")
    assert "is the roll log" in answer
    assert (tmp_path / "ow.db").read_bytes() == before
    assert len(Store(tmp_path / "ow.db").recent()) == 1  # every roll is still there


def test_a_hard_link_to_the_log_is_the_log(chat, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    os.link(tmp_path / "ow.db", tmp_path / "hard.md")
    assert "is the roll log" in say(chat, "/export! hard.md")
    assert len(Store(tmp_path / "ow.db").recent()) == 1


def test_an_unwritable_place_gets_a_message_and_changes_nothing(chat, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    answer = say(chat, "/export no/such/folder/x.md")
    assert "Could not write" in answer and "Traceback" not in answer
    assert "is a folder" in say(chat, f"/export! {tmp_path}")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("umask", [0o022, 0o000])
def test_the_journal_is_readable_by_its_owner_only_new_or_replaced(chat, tmp_path: Path, umask: int) -> None:  # type: ignore[no-untyped-def]
    mask = os.umask(umask)
    try:
        assert "Wrote" in say(chat, "/export new.md")
        assert (tmp_path / "new.md").stat().st_mode & 0o777 == 0o600
        shared = tmp_path / "shared.md"
        shared.write_text("old\n")
        shared.chmod(0o664)
        assert "Wrote" in say(chat, "/export! shared.md")
        assert shared.stat().st_mode & 0o777 == 0o600 and "Fade" in shared.read_text()
    finally:
        os.umask(mask)
