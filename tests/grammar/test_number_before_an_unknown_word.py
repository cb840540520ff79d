"""A number before a word no English lexicon knows ('6 y 6', '1 aur 5 aaya', 'rolled 4 et 2 mdr') is no count of the
story's: it stays a number to be read as a face or asked about, never dropped as the scene while rollmate rolls its
own dice. A number before an English word of the story ('past 3 guards', 'for 2 days') is the scene as before."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

UNKNOWN_AFTER = [
    ("fist", "Ripper", "Ripper kicks the door in, Forceful, 6 y 6 jaja"),
    ("fist", "Vex", "Vex hacks the terminal, Tactical, 1 aur 5 aaya"),
    ("blades", "Cross", "Cross sneaks past the guards, Prowl, 4 et 2 mdr"),
    ("ghostburn", "Vex", "Vex climbs the fence, Moderate, 7 und 5 krass"),
]


@pytest.mark.parametrize(("game", "who", "phrase"), UNKNOWN_AFTER, ids=[u[2][-18:] for u in UNKNOWN_AFTER])
def test_numbers_before_unknown_words_are_never_dropped_for_rollmates_own_dice(
        game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    if code == 0:  # read: then the numbers said are the dice, never dice of rollmate's own
        said = [int(w) for w in phrase.replace(",", " ").split() if w.isdigit()]
        assert json.loads(out)["dice"] == said
    else:
        assert code == 2 and "can't tell what" in err


@pytest.mark.parametrize(("game", "who", "phrase", "dice"), [
    ("ghostburn", "Vex", "Vex sneaks past 3 guards, Moderate, rolled 4 6", [4, 6]),
    ("fist", "Ripper", "Ripper hides for 2 days, Tactical, rolled 4 6", [4, 6]),
    ("ghostburn", "Vex", "Vex sneaks past the tenant from 12B, Moderate, rolled 4 6", [4, 6]),  # a label typed on
])
def test_numbers_before_english_words_of_the_story_stay_the_scene(game: str, who: str, phrase: str, dice: list[int],
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert json.loads(out)["dice"] == dice
