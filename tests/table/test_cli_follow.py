"""The one-shot command line follows up: 'spend luck' and 'avoid the glitch' with --db go on the campaign's last
roll and are logged as its follow-ups; tips say how to do it from here; a single --json phrase's refusal is JSON."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")
FIST = str(EXAMPLES / "fist_party.toml")
FS3 = str(EXAMPLES / "fs3_party.toml")


def roll(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["roll", *args])
    out, err = capsys.readouterr()
    return code, out, err


def rows(db: Path) -> list[tuple[int, int | None, str, str, str]]:
    with sqlite3.connect(db) as con:
        return con.execute("SELECT id, parent_id, kind, phrase, outcome FROM rolls ORDER BY id").fetchall()


def test_avoid_the_glitch_follows_the_last_roll_of_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    code, out, _ = roll(capsys, "--db", db, "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, rolled 1 2")
    assert code == 0 and ": Glitch" in out
    assert f"rollmate roll --db {db} 'spend luck'" in out  # the tip says how, from here
    code, out, err = roll(capsys, "--db", db, "--sheet", GHOSTBURN, "avoid the glitch")
    assert code == 0, err
    assert out.startswith("Read as: Vex spends a Luck Point to avoid the glitch on Vex's last roll (Convince: Glitch).")
    assert "= 9: Fade" in out and "Use Luck: A Luck Point spent to Avoid a Glitch" in out
    assert rows(Path(db)) == [(1, None, "roll", "convince the bouncer, rolled 1 2", "Glitch"),
                              (2, 1, "follow_up", "avoid the glitch", "Fade")]
    code, _, err = roll(capsys, "--db", db, "--sheet", GHOSTBURN, "spend luck")  # one Luck Point per roll
    assert code == 2 and "already spent on this roll" in err
    assert len(rows(Path(db))) == 2


def test_spend_luck_spends_from_the_ledger_the_chat_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    roll(capsys, "--db", db, "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, rolled 3 9")
    code, out, err = roll(capsys, "--db", db, "--sheet", GHOSTBURN, "--json", "spend luck")
    assert code == 0, err
    data = json.loads(out)
    assert data["luck"] == {"spent": True, "use": "bonus", "value": 3, "before": "Fade"} and data["outcome"] == "Success"
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT name, resource, spent FROM ledger").fetchall() == [("Vex", "luck", 1.0)]


def test_a_named_follow_up_goes_on_that_characters_roll(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    roll(capsys, "--db", db, "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, rolled 3 9")
    code, _, err = roll(capsys, "--db", db, "--sheet", GHOSTBURN, "--as", "Dex", "spend luck")
    assert code == 2 and "Dex has made no roll yet in this roll log" in err
    assert len(rows(Path(db))) == 1


def test_without_a_log_a_follow_up_says_how(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = roll(capsys, "--sheet", GHOSTBURN, "spend luck")
    assert code == 2 and out == ""
    assert "There is no roll yet to spend a luck point on" in err and "--db PATH" in err  # what it would spend
    code, out, _ = roll(capsys, "--sheet", GHOSTBURN, "--as", "Vex", "convince the bouncer, rolled 3 9")
    assert "This roll was not kept" in out and "--db PATH" in out


def test_a_batch_follows_its_own_last_roll(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("Vex: convince the bouncer, rolled 3 9\nspend luck\n"))
    code, out, _ = roll(capsys, "--sheet", GHOSTBURN, "--json", "-")
    first, second = (json.loads(line) for line in out.splitlines())
    assert code == 0 and first["outcome"] == "Fade" and second["outcome"] == "Success"


def test_a_batch_without_a_log_answers_as_one_with_a_log(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --db the rolls are held until a line needs a log (here /history, then a spend on the ledgers), and
    that log holds them as --db's does: the same numbers, follow-ups, undo and history."""
    import io
    import re

    lines = ("Vex: convince the bouncer, rolled 3 9\nspend luck\n/history\nVex: climb the wall, rolled 2 2\n"
             "/undo\n/history\nVex: sneak past the guard, rolled 1 1\nspend luck\n")
    said = []
    for db in ([], ["--db", str(tmp_path / "log.db")]):
        monkeypatch.setattr("sys.stdin", io.StringIO(lines))
        code, out, err = roll(capsys, "--sheet", GHOSTBURN, "--seed", "1", "--json", *db, "-")
        said.append((code, re.sub(r"\b\d\d:\d\d\b", "HH:MM", out), err))
    assert said[0] == said[1]
    assert "#1" in said[0][1] and "#3" in said[0][1] and len(said[0][1].splitlines()) == 8


def test_a_roll_held_without_a_log_keeps_the_time_it_was_made(capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch without --db makes its log only when a line needs one (/history): the roll held till then is
    logged with the time it was made, not the time the log was made."""
    import io
    import time
    from types import SimpleNamespace

    then = SimpleNamespace(strftime=time.strftime, gmtime=lambda: time.struct_time((2026, 3, 1, 9, 15, 0, 6, 60, 0)))
    monkeypatch.setattr("rollmate.log.rollrecord.time", then)
    monkeypatch.setattr("rollmate.log.store._now", lambda: "2026-03-01T21:40:00+00:00")  # the log made later
    monkeypatch.setattr("sys.stdin", io.StringIO("Vex: convince the bouncer, rolled 3 9\n/history\n"))
    code, out, err = roll(capsys, "--sheet", GHOSTBURN, "-")
    assert code == 0, err
    assert "#1 09:15 'Vex: convince the bouncer, rolled 3 9'" in out and "21:40" not in out


def test_fist_war_die_and_fs3_reroll_follow_up(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    roll(capsys, "--db", db, "--sheet", FIST, "--seed", "1", "shoot the guard")  # 2 5 +1 = 8: Partial Success
    code, out, err = roll(capsys, "--db", db, "--sheet", FIST, "--seed", "1", "add a war die")
    assert code == 0, err
    assert out.startswith("Read as: Ripper adds 1 war die to Ripper's last roll (Reflexive: Partial Success).")
    roll(capsys, "--db", db, "--sheet", FS3, "--seed", "1", "shoot the guard")
    code, out, err = roll(capsys, "--db", db, "--sheet", FS3, "reroll")
    assert code == 0, err
    assert out.startswith("Read as: Nemesis spends a Luck Point to re-roll on Nemesis's last roll (Firearms:")
    assert [r[2] for r in rows(Path(db))] == ["roll", "follow_up", "roll", "follow_up"]


def test_a_single_json_phrase_refused_is_json_on_stdout_and_prose_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = roll(capsys, "--sheet", GHOSTBURN, "--json", "convnce the bouncer")
    data = json.loads(out)
    assert code == 2 and data["exit"] == 2 and data["column"] == 1 and "Convince" in data["suggestions"]
    assert err.startswith("rollmate: ") and data["error"] in err


def test_dice_notation_rolls_in_one_shot_and_logs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    code, out, err = roll(capsys, "--db", db, "--seed", "3", "2d6+3")
    assert code == 0, err
    assert "2d6+3 -> [2 5] = 10" in out and "10 ###" in out and "<- this roll" in out
    assert rows(Path(db)) == [(1, None, "roll", "2d6+3", "")]
    code, _, err = roll(capsys, "--db", db, "spend luck")
    assert code == 2 and "'2d6+3' is plain dice" in err


def test_a_re_roll_said_with_its_dice_after_the_roll(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "log.db")
    roll(capsys, "--db", db, "--sheet", FS3, "roll Firearms, dice 2 3 4 5 2 3 4")
    code, out, err = roll(capsys, "--db", db, "--sheet", FS3, "--json", "spend luck to reroll: 6 6 3 4 5 2 3")
    assert code == 0, err
    data = json.loads(out)
    assert data["dice"] == [6, 6, 3, 4, 5, 2, 3] and data["luck"]["use"] == "reroll"
    assert [r[2] for r in rows(Path(db))] == ["roll", "follow_up"]
