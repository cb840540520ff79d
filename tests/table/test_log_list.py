"""`rollmate log list` and `rollmate log show N` (issue 34, item 6): the log read back from the shell, on SQLite and
on a real PostgreSQL, the owner's secret rolls marked, nothing written and no file made beside the log."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from rollmate.errors import RollmateError
from rollmate.log.backends import is_server
from rollmate.log.store import Store
from rollmate.table.core import Table

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")
FADE = "convince the bouncer, rolled 3 and 9"


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rollmate", *args], capture_output=True, text=True, timeout=60,
                          cwd=cwd, env={**os.environ, "PYTHONPATH": str(ROOT / "src"), "NO_COLOR": "1"})


def party_file(folder: Path, campaign: str) -> str:
    path = folder / f"{campaign.replace(' ', '_')}.toml"
    path.write_text(f'campaign = "{campaign}"\n' + Path(GHOSTBURN).read_text(), encoding="utf-8")
    return str(path)


def played(place: str, folder: Path) -> dict[str, int]:
    """A table's evening: Vex rolls and spends luck, the GM rolls once in secret and once in the open, takes the
    open one back; then another campaign's one roll. The roll numbers, by what they were."""
    table = Table(Store(place, key=None), [party_file(folder, "Neon Nights")], seed=7)
    numbers = {}
    for name, line, who, secret in [("fade", FADE, "Vex", False), ("luck", "spend luck", "Vex", False),
                                    ("secret", "Dex: sneak past the guard, Hard", "GM", True),
                                    ("undone", "Vex: climb the fence, Hard", "GM", False)]:
        answer = table.answer(line, who, secret=secret)
        assert answer.rolls and not answer.error, (line, answer.text)
        numbers[name] = answer.rolls[0].id
    assert "Took back" in table.answer("/undo", "GM").text
    table.store.close()
    other = Table(Store(place, key=None), [party_file(folder, "Ashes")], seed=8)
    numbers["other"] = other.answer("shoot the guard, Hard, rolled 8 and 9", "Vex").rolls[0].id
    other.store.close()
    return numbers


def files(place: str) -> list[str]:
    return [] if is_server(place) else sorted(os.listdir(Path(place).parent))


def test_log_list_gives_a_campaigns_rolls_newest_last_with_secret_ones_marked(log_place: str, tmp_path: Path) -> None:
    numbers = played(log_place, tmp_path)
    before = files(log_place)
    done = cli("log", "list", "--db", log_place, "--campaign", "Neon Nights")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith('Campaign "Neon Nights": its 4 rolls, newest last'), lines
    rolls = [line for line in lines if line.startswith("#")]
    assert [int(line[1:].split()[0]) for line in rolls] == [numbers[n] for n in ("fade", "luck", "secret", "undone")]
    fade, luck, secret, undone = rolls
    assert f"'{FADE}' -> Vex: Convince (Persuade)" in fade and fade.endswith(": Fade")
    assert "'spend luck' -> Vex:" in luck and "Success" in luck and "(spent Vex: 1 luck)" in luck
    assert "Dex: " in secret and "[secret: not revealed to the players]" in secret
    assert "[void: taken back with /undo]" in undone and "secret" not in undone
    assert "Other campaigns in this log (--campaign NAME): Ashes (1)." in lines[-1]
    assert files(log_place) == before  # read only: no -wal or -shm made beside a closed log


def test_log_list_takes_the_campaign_rolled_in_last_and_a_count(log_place: str, tmp_path: Path) -> None:
    numbers = played(log_place, tmp_path)
    done = cli("log", "list", "--db", log_place)
    assert done.returncode == 0 and done.stdout.startswith('Campaign "Ashes": its 1 roll'), done.stdout + done.stderr
    assert f"#{numbers['other']} " in done.stdout and "Neon Nights (4)" in done.stdout
    done = cli("log", "list", "--db", log_place, "--campaign", "Neon Nights", "--count", "2")
    shown = [int(line[1:].split()[0]) for line in done.stdout.splitlines() if line.startswith("#")]
    assert "the newest 2 of its 4 rolls" in done.stdout and shown == [numbers["secret"], numbers["undone"]]


def test_log_list_as_json_says_who_what_and_the_outcome(log_place: str, tmp_path: Path) -> None:
    numbers = played(log_place, tmp_path)
    done = cli("log", "list", "--db", log_place, "--campaign", "Neon Nights", "--json")
    assert done.returncode == 0, done.stderr
    rolls = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in rolls] == [numbers[n] for n in ("fade", "luck", "secret", "undone")]
    fade, luck, secret, undone = rolls
    assert (fade["who"], fade["phrase"], fade["outcome"], fade["secret"]) == ("Vex", FADE, "Fade", False)
    assert luck["follow_up"] and luck["outcome"] == "Success"
    assert secret["secret"] and secret["who"] == "Dex" and undone["void"] and not undone["secret"]
    assert {r["campaign"] for r in rolls} == {"Neon Nights"}


def test_log_show_gives_one_rolls_full_explanation(log_place: str, tmp_path: Path) -> None:
    numbers = played(log_place, tmp_path)
    done = cli("log", "show", str(numbers["fade"]), "--db", log_place)
    assert done.returncode == 0, done.stderr
    head, *rest = done.stdout.splitlines()
    assert head.startswith(f"#{numbers['fade']}, ") and 'campaign "Neon Nights", game session 1' in head
    assert "1. Skill and Trick: 'convince the bouncer' is Convince" in done.stdout
    assert "Odds before the roll:" in done.stdout and "<- this roll" in done.stdout
    secret = cli("log", "show", str(numbers["secret"]), "--db", log_place)
    assert "[secret: not revealed to the players]" in secret.stdout.splitlines()[0], secret.stdout
    data = json.loads(cli("log", "show", str(numbers["luck"]), "--db", log_place, "--json").stdout)
    assert data["id"] == numbers["luck"] and data["result"]["outcome"] == "Success" and data["result"]["actor"] == "Vex"


@pytest.mark.parametrize(("args", "said"), [
    (("show", "99"), "there is no roll #99 in the log"),
    (("show",), "Say which roll: rollmate log show N"),
    (("show", "two"), "'two' is not a roll number"),
    (("list", "3"), "rollmate log list takes no roll number"),
    (("list", "--campaign", "Nowhere"), "no rolls of a campaign 'Nowhere'. Its campaigns: 'Ashes', 'Neon Nights'"),
    (("list", "--count", "0"), "--count 0: say how many rolls"),
    (("verify", "3"), "rollmate log verify takes no roll number"),
])
def test_a_wrong_list_or_show_is_a_plain_message(log_place: str, tmp_path: Path, args: tuple[str, ...],
                                                 said: str) -> None:
    played(log_place, tmp_path)
    done = cli("log", *args, "--db", log_place)
    assert done.returncode == 1 and said in done.stderr and done.stdout == "", done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_a_place_with_no_roll_log_is_said_so_and_left_as_it_was(tmp_path: Path, pg_server: str) -> None:
    from pgserver import fresh_schema

    done = cli("log", "list", "--db", str(tmp_path / "none.db"))
    assert done.returncode == 1 and "there is no roll log here" in done.stderr and list(tmp_path.iterdir()) == []
    empty = fresh_schema(pg_server)
    done = cli("log", "show", "1", "--db", empty)
    assert done.returncode == 1 and "there is no roll log here" in done.stderr, done.stderr
    with pytest.raises(RollmateError, match="there is no roll log here"):  # still none: nothing was made there
        Store(empty, read_only=True)
