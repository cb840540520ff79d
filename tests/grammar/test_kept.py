"""A game's vocabulary for a party and the lexer's tables over it are kept between runs in the private cache: read
back, they are what building them gives; a damaged file or one of another code is never read; files of other
codes are pruned."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from rollmate.grammar import kept
from rollmate.grammar.lexer import PhraseLexer
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.sheets import Party, load_party

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
fresh = kept.made  # past the per-process memo, to the disk cache


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    return tmp_path / ".cache" / "rollmate"


def kept_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(kept.KIND + "*"))


def tables(lexer: PhraseLexer) -> dict[str, object]:
    return {name: value for name, value in vars(lexer).items() if name != "vocab"}


def parties() -> list[tuple[str, Party]]:
    return [(name, Party()) for name in SYSTEMS] + [("ghostburn", load_party([EXAMPLES / "ghostburn_party.toml"]))]


@pytest.mark.parametrize(("system", "party"), parties())
def test_a_kept_vocabulary_and_lexer_are_what_building_them_gives(folder: Path, system: str, party: Party) -> None:
    game = get_system(system)
    built = fresh(game, party)
    built_lexer = kept.lexer(built)
    [path] = kept_files(folder)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and path.name.startswith(f"{kept.KIND}{system}-")
    read = fresh(game, party)
    assert read is not built and read == built == game.vocabulary(party)
    read_lexer = kept.lexer(read)
    assert read_lexer.vocab is read and tables(read_lexer) == tables(built_lexer) == tables(PhraseLexer(built))
    for phrase in ("roll Athletics, DL Hard, bonus +5", "Vex sneaks past the guard, rolled 3 9", "spend luck"):
        assert read_lexer.lex(phrase).tokens == built_lexer.lex(phrase).tokens


def test_a_damaged_kept_file_is_made_again(folder: Path) -> None:
    game, party = get_system("ghostburn"), Party()
    built = fresh(game, party)
    [path] = kept_files(folder)
    for damaged in (b"", b"\x00not marshal", path.read_bytes()[:1000]):
        path.write_bytes(damaged)
        assert fresh(game, party) == built
        assert path.read_bytes() not in (damaged,)  # written whole again


def test_a_kept_file_that_does_not_fit_this_code_is_made_again(folder: Path) -> None:
    import marshal

    game, party = get_system("ghostburn"), Party()
    built = fresh(game, party)
    [path] = kept_files(folder)
    data = marshal.loads(path.read_bytes())
    for wrong in ({**data, "layout": 0}, {**data, "vocabulary": {**data["vocabulary"], "unknown": 1}}):
        path.write_bytes(marshal.dumps(wrong))
        assert fresh(game, party) == built
        assert marshal.loads(path.read_bytes()) == data


def test_the_code_key_changes_with_any_file_of_the_rules_or_the_grammar(monkeypatch: pytest.MonkeyPatch) -> None:
    before = kept.code_key.__wrapped__()  # type: ignore[attr-defined]
    source = Path(kept.__file__)
    info = source.stat()
    try:
        os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
        assert kept.code_key.__wrapped__() != before  # type: ignore[attr-defined]
    finally:
        os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert kept.code_key.__wrapped__() == before  # type: ignore[attr-defined]


def test_writing_a_kept_file_prunes_other_codes_files_unchanged_for_a_day(folder: Path) -> None:
    game, party = get_system("ghostburn"), Party()
    folder.mkdir(parents=True)
    folder.chmod(0o700)
    stale = folder / f"{kept.KIND}ghostburn-00000000-1.marshal"
    recent = folder / f"{kept.KIND}ghostburn-11111111-1.marshal"
    other_game = folder / f"{kept.KIND}fist-00000000-1.marshal"
    other_kind = folder / "ghostburn-00000000.marshal"
    for path in (stale, recent, other_game, other_kind):
        path.write_bytes(b"old")
    two_days_ago = time.time() - 2 * 24 * 60 * 60
    for path in (stale, other_game, other_kind):
        os.utime(path, (two_days_ago, two_days_ago))
    fresh(game, party)
    assert not stale.exists()
    assert recent.exists() and other_game.exists() and other_kind.exists()  # another rollmate's, of today; not this kind
    assert len(kept_files(folder)) == 3


def test_writing_a_kept_file_keeps_at_most_the_newest_few_of_its_game(folder: Path) -> None:
    game, party = get_system("ghostburn"), Party()
    folder.mkdir(parents=True)
    folder.chmod(0o700)
    now = time.time()
    made = []
    for k in range(kept.MOST + 3):  # today's, for other parties or codes: the oldest go beyond MOST
        path = folder / f"{kept.KIND}ghostburn-{k:08x}-1.marshal"
        path.write_bytes(b"other")
        os.utime(path, (now - 1000 + k, now - 1000 + k))
        made.append(path)
    fresh(game, party)
    assert [p.exists() for p in made] == [False] * 3 + [True] * kept.MOST
    assert len(kept_files(folder)) == kept.MOST + 1
