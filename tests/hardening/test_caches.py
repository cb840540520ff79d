"""Caches live only in the user's private cache folder, and a file another user could have planted is never read.
A relative XDG folder is ignored, so the roll log does not follow the working folder around."""

from __future__ import annotations

import marshal
import os
import stat
import tempfile
import zlib
from pathlib import Path

import pytest

from rollmate import userdirs
from rollmate.log.store import default_path
from rollmate.rules.content import data_file, load_data

load_fresh = load_data.__wrapped__  # type: ignore[attr-defined]  # past the per-process memo, to the disk cache


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return tmp_path


def cache_name(system: str) -> str:
    raw = data_file(system).read_text("utf-8").encode("utf-8")
    return f"{system}-{zlib.crc32(raw):08x}{len(raw):x}.marshal"


def plant(folder: Path, system: str = "fist") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / cache_name(system)
    path.write_bytes(marshal.dumps({"planted": True}))
    return path


def test_the_content_cache_is_made_private_in_the_cache_folder(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "xdg-cache"))
    assert "attributes" in load_fresh("fist")
    folder = home / "xdg-cache" / "rollmate"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    cached = folder / cache_name("fist")
    assert cached.is_file() and not cached.stat().st_mode & 0o077
    assert marshal.loads(cached.read_bytes()) == load_fresh("fist")  # and it is read back


def test_a_relative_xdg_cache_home_is_ignored(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(home)
    monkeypatch.setenv("XDG_CACHE_HOME", "relative-cache")
    assert userdirs.private_cache_dir() == home / ".cache" / "rollmate"
    assert not (home / "relative-cache").exists()


def test_the_shared_temp_folder_is_never_read(home: Path) -> None:
    uid = os.getuid() if hasattr(os, "getuid") else 0
    planted = plant(Path(tempfile.gettempdir()) / f"rollmate-{uid}")
    try:
        assert "planted" not in load_fresh("fist")
    finally:
        planted.unlink()


def test_a_cache_folder_others_can_write_to_is_not_used(home: Path) -> None:
    folder = home / ".cache" / "rollmate"
    planted = plant(folder)
    folder.chmod(0o777)
    assert userdirs.private_cache_dir() is None
    assert "planted" not in load_fresh("fist") and "attributes" in load_fresh("fist")
    assert marshal.loads(planted.read_bytes()) == {"planted": True}  # left alone, not rewritten


def test_a_cache_file_others_can_write_to_is_not_read(home: Path) -> None:
    planted = plant(home / ".cache" / "rollmate")
    (home / ".cache" / "rollmate").chmod(0o700)
    planted.chmod(0o666)
    assert "planted" not in load_fresh("fist")


def test_a_cache_file_that_is_a_link_is_not_followed(home: Path) -> None:
    elsewhere = plant(home / "elsewhere")
    folder = home / ".cache" / "rollmate"
    folder.mkdir(parents=True, mode=0o700)
    (folder / cache_name("fist")).symlink_to(elsewhere)
    assert "planted" not in load_fresh("fist")


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="giving a file away needs root")
def test_a_cache_folder_or_file_owned_by_someone_else_is_not_used(home: Path) -> None:
    folder = home / ".cache" / "rollmate"
    planted = plant(folder)
    folder.chmod(0o700)
    os.chown(planted, 4321, -1)
    assert "planted" not in load_fresh("fist")
    os.chown(folder, 4321, -1)
    assert userdirs.private_cache_dir() is None


def test_a_relative_xdg_data_home_is_ignored(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(home)
    monkeypatch.setenv("XDG_DATA_HOME", "data")
    assert default_path() == home / ".local" / "share" / "rollmate" / "rollmate.db"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "abs"))
    assert default_path() == home / "abs" / "rollmate" / "rollmate.db"


def test_a_roll_leaves_nothing_in_the_temp_folder_and_caches_privately(tmp_path: Path) -> None:
    import subprocess
    import sys

    from conftest import EXAMPLES, ROOT

    temp, home = tmp_path / "tmp", tmp_path / "home"
    temp.mkdir()
    home.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(home), "TMPDIR": str(temp)}
    env.pop("XDG_CACHE_HOME", None)
    for _ in range(2):  # the second run reads what the first one wrote
        done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", str(EXAMPLES / "fist_party.toml"),
                               "kick in the door, rolled 5 1"], capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
    assert list(temp.iterdir()) == []
    folder = home / ".cache" / "rollmate"
    assert stat.S_IMODE(folder.stat().st_mode) == stat.S_IMODE(folder.parent.stat().st_mode) == 0o700  # both made here
    names = sorted(p.name for p in folder.iterdir())
    assert any(n.startswith("grammar-") for n in names) and any(n.startswith("fist-") for n in names), names
    assert {n: stat.S_IMODE((folder / n).stat().st_mode) for n in names} == {n: 0o600 for n in names}
