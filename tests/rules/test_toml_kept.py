"""A sheet's parse is kept in the private cache under its text's checksum: read again, it is the same and loads no
TOML parser; an edited sheet is parsed anew; one marshal cannot keep (a date) is parsed each time."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from rollmate.errors import SheetError
from rollmate.rules.tomlfile import KIND, read_toml

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    return tmp_path / "home" / ".cache" / "rollmate"


def test_a_sheet_read_again_is_the_same_and_loads_no_toml_parser(folder: Path) -> None:
    sheet = EXAMPLES / "ghostburn_party.toml"
    import tomllib

    first = read_toml(sheet)
    assert first == tomllib.loads(sheet.read_text("utf-8"))
    [kept] = folder.glob(KIND + "*")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert read_toml(sheet) == first
    code = (f"import sys; from rollmate.rules.tomlfile import read_toml; data = read_toml({str(sheet)!r}); "
            "print('tomllib' in sys.modules, len(data))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "HOME": str(folder.parents[1])}, check=True)
    assert done.stdout.split() == ["False", str(len(first))]


def test_an_edited_sheet_is_parsed_anew_and_a_damaged_kept_one_is_not_read(folder: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.toml"
    sheet.write_text('name = "Vex"\n')
    assert read_toml(sheet) == {"name": "Vex"}
    sheet.write_text('name = "Dex"\n')
    assert read_toml(sheet) == {"name": "Dex"}
    for kept in folder.glob(KIND + "*"):
        kept.write_bytes(b"\x00damaged")
    assert read_toml(sheet) == {"name": "Dex"}
    sheet.write_text('name = "Dex"\nname = "Rex"\n')
    with pytest.raises(SheetError, match="not valid TOML"):
        read_toml(sheet)


def test_a_sheet_with_a_date_is_read_though_its_parse_is_not_kept(folder: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "dated.toml"
    sheet.write_text('name = "Vex"\nsince = 2026-11-29\n')
    assert str(read_toml(sheet)["since"]) == "2026-11-29"
    assert str(read_toml(sheet)["since"]) == "2026-11-29"
    assert list(folder.glob(KIND + "*")) == []
