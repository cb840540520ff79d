"""Outcome colours come from each game's declared tones: every outcome of every game has one, and the faces list no
outcome names of their own."""

from pathlib import Path

import pytest
from conftest import roll

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
        coloured = ansi.paint([("class:dim", "Read as: x\n"), ("class:headline", "Someone: a roll -> "),
                               (show.outcome_class(outcome, name), outcome), ("", "\n")])
        assert f"\x1b[{ansi._TONES[game.tones[outcome]]}m{outcome}\x1b[0m" in coloured, outcome
        assert coloured.startswith("\x1b[2mRead as: x\x1b[0m\n")


def test_a_roll_is_coloured_from_its_styles_not_from_its_words() -> None:
    """The terminal's colours come from the answer's data (each part's style), so a phrase that reads like a
    result line or a tip is not coloured as one."""
    result = roll("roll Athletics vs Hard, bonus +3, rolled 9 9")
    coloured = ansi.paint(show.explained(result))
    tone = ansi._TONES[get_system(result.system).tones[result.outcome]]
    assert f"\x1b[{tone}m{result.outcome}\x1b[0m" in coloured and "\x1b[2mRead as: " in coloured
    assert "\x1b[1;94mSkill and Trick\x1b[0m" in coloured
    assert ansi.paint([("", "Tip: not a tip\nRead as: not read\n")]) == "Tip: not a tip\nRead as: not read\n"


def test_no_face_names_an_outcome() -> None:
    names = {o for s in SYSTEMS for o in get_system(s).outcomes if " " in o or o[0].isupper()}
    for path in [SRC / "faces" / "chat" / "styles.py", SRC / "faces" / "cli" / "ansi.py",
                 SRC / "faces" / "web" / "static" / "table.css"]:
        text = path.read_text("utf-8").lower()
        for outcome in names:
            assert f'"{outcome.lower()}"' not in text and outcome.lower().replace(" ", "-") not in text, (path, outcome)
