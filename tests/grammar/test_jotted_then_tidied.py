"""A scribe's live jotting and its tidied copy in one entry ('[live] vex sweet-talks bouncer 7 4 ... tidied: Convince
by Vex upon the bouncer'): the tag that says how the note was taken ('[live]', '[draft]', '(rough)') is no one's
and no value; the tidied copy's values stand, and what only the jotting said (its dice) stays. 'rolled +stat' in the
minutes, with the dice after 'dice' later in the sentence, is the stat rolled, as 'rolls +stat' is."""

from __future__ import annotations

import pytest
from test_minutes import read_right


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("fist", "Vex", "[live] jonesy - vent crawl - ... tidied: Jonesy squeezed through the vent (Reflexive); dice "
     "showed 5 and 2.",
     {"actor": "Jonesy", "ability.name": "Reflexive", "dice": [5, 2], "total": 7, "outcome": "Partial Success"}),
    ("ghostburn", "Dex", "[draft] vex sweet-talks bouncer 7 4 ... tidied: Convince by Vex upon the bouncer (Persuade).",
     {"actor": "Vex", "trick": "Convince", "skill": "Persuade", "dice": [7, 4], "total": 17,
      "difficulty.name": "Hard", "outcome": "Fade"}),
    ("pbta", "Sable", "[live] boone rolls +hard at the gate ... tidied: Boone rolled +hard (no move fit) to hold the "
     "gate; dice 4 and 5.",
     {"actor": "Boone", "skill": None, "ability.name": "Hard", "dice": [4, 5], "total": 12,
      "outcome": "Strong Hit"}),
    ("pbta", "Sable", "Kit rolled +cool to keep her hands steady; dice 3 and 3.",
     {"actor": "Kit", "skill": None, "ability.name": "Cool", "dice": [3, 3], "total": 9, "outcome": "Weak Hit"}),
    ("pbta", "Sable", "(rough) kit rolls +weird 2 2",
     {"actor": "Kit", "ability.name": "Weird", "dice": [2, 2], "total": 6, "outcome": "Miss"}),
])
def test_jotted_then_tidied_read(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)
