"""Outcome colours come from each game's declared tones: every outcome of every game has one, and the faces list no
outcome names of their own."""

from pathlib import Path

import pytest

from rollmate.faces.cli import ansi
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.system import TONES
from rollmate.table import show

SRC = Path(__file__).resolve().parents[2] / "src" / "rollmate"


@pytest.mark.parametrize("name", SYSTEMS)
def test_every_outcome_has_a_tone(name: str) -> None:
    game = get_system(name)
    assert set(game.tones) == set(game.outcomes)
    assert set(game.tones.values()) <= set(TONES)


@pytest.mark.parametrize("name", SYSTEMS)
def test_each_outcome_is_coloured_in_the_chat_and_on_a_terminal(name: str) -> None:
    game = get_system(name)
    for outcome in game.outcomes:
        assert f"class:outcome.{game.tones[outcome]}" in show.outcome_class(outcome, name)
        line = f"Someone: a roll -> [3 4] = 7: {outcome}"
        coloured = ansi.colour(f"Read as: x\n{line}", game.tones)
        assert f"m{outcome}\x1b[0m" in coloured, outcome


def test_pbta_outcomes_are_coloured() -> None:  # they never were while the faces listed outcome names
    assert "\x1b[" in ansi.colour("Read as: x\nKit: Act Under Fire -> [5 5] +1 = 11: Strong Hit",
                                  get_system("pbta").tones).split("\n")[1]


def test_no_face_names_an_outcome() -> None:
    names = {o for s in SYSTEMS for o in get_system(s).outcomes if " " in o or o[0].isupper()}
    for path in [SRC / "faces" / "chat" / "styles.py", SRC / "faces" / "cli" / "ansi.py",
                 SRC / "faces" / "web" / "static" / "table.css"]:
        text = path.read_text("utf-8").lower()
        for outcome in names:
            assert f'"{outcome.lower()}"' not in text and outcome.lower().replace(" ", "-") not in text, (path, outcome)
