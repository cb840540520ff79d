"""The grammar's LALR tables are cached only in the user's private cache folder, never in the shared temp folder
where another user could plant a file for lark to unpickle."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from conftest import EXAMPLES, ROOT

from rollmate.grammar import clauses


def test_the_cache_file_is_in_the_private_folder(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = clauses.cache_file("grammar text")
    assert isinstance(path, str)
    assert Path(path).parent == tmp_path / "cache" / "rollmate"
    assert not path.startswith(tempfile.gettempdir() + os.sep + ".lark")


def test_no_cache_when_the_folder_is_not_private(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cache" / "rollmate"
    folder.mkdir(parents=True)
    folder.chmod(0o777)  # another user could write here: nothing in it is trusted
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert clauses.cache_file("grammar text") is False


def test_a_roll_writes_its_tables_to_the_private_folder_only(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", str(EXAMPLES / "fist_party.toml"),
                           "kick in the door, rolled 3 4"], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    cached = list((tmp_path / "cache" / "rollmate").glob("grammar-*.lark"))
    assert len(cached) == 1 and cached[0].stat().st_mode & 0o022 == 0
