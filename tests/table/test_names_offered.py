"""A name nobody has where the roller stands ('have Sunny roll', 'Rusty, roll ...', 'Sunny sneaks ...'), through the
table's one door and the one-shot command, in every game: refused with a caret on the word and the party's
characters to pick from (the seat's own first), nothing rolled for the seat; a pick rolls for the one picked. A word
of address ('Mate, roll ...') rolls for the seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.log.store import Store
from rollmate.table.core import GM, Table

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
PEOPLE = {"ghostburn": ("Vex", "Dex"), "fist": ("Ripper", "Jonesy"), "fs3": ("Nemesis", "Mavros"),
          "pbta": ("Kit", "Boone"), "blades": ("Cross", "Thorn")}


def _table(tmp_path: Path, game: str) -> Table:
    return Table(Store(tmp_path / "log.db", key=None), [str(EXAMPLES / f"{game}_party.toml")], seed=7)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["have Sunny roll, sneak past the guard", "Rusty, sneak past the guard",
                                    "sunny sneaks past the guard", "Lucky's roll: sneak past the guard"])
def test_the_gm_is_asked_who_it_is_and_a_pick_rolls_for_them(tmp_path: Path, game: str, phrase: str) -> None:
    table = _table(tmp_path, game)
    first, second = PEOPLE[game]
    asked = table.answer(phrase, GM)
    word = next(w for w in ("Sunny", "sunny", "Rusty", "Lucky") if w in phrase)
    assert not asked.rolls and asked.error is not None
    assert f"I don't know anyone called '{word}'" in asked.text
    assert f"  {' ' * phrase.index(word)}{'^' * len(word)}" in asked.text.splitlines()
    assert f"Did you mean: {first}, {second}" in asked.text
    picked = table.answer("2", GM)
    assert [r.contract["actor"] for r in picked.rolls] == [second]


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_is_not_rolled_for_under_a_name_nobody_has(tmp_path: Path, game: str) -> None:
    table = _table(tmp_path, game)
    first, _ = PEOPLE[game]
    refused = table.answer("Sunny, sneak past the guard", first)
    assert not refused.rolls and "anyone called 'Sunny'" in refused.text
    rolled = table.answer("Mate, sneak past the guard", first)
    assert [r.contract["actor"] for r in rolled.rolls] == [first]


@pytest.mark.parametrize("game", GAMES)
def test_the_one_shot_refuses_with_the_caret_and_the_characters(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = PEOPLE[game]
    phrase = f"{first} and Sunny sneak past the guard"
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", first, "--seed", "3", phrase])
    said = capsys.readouterr()
    assert code == 2 and said.out == ""
    assert "anyone called 'Sunny'" in said.err and f"Did you mean: {first}, {second}" in said.err
    assert f"  {' ' * phrase.index('Sunny')}^^^^^" in said.err.splitlines()
