"""Another game's rules said beside the roll ("in 5e I'd have advantage here", "(In Bolt Action that's a 3+ to hit)",
"if this were D&D it'd be a DC 15"): the scene, never this game's values, and shown as not used in the reading. The
other games are data (grammar/elsewhere.toml). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FS3 = example_game("fs3")
_, BLADES = example_game("blades")


@pytest.mark.parametrize("said", [
    "Vex sneaks past the guard (in D&D I'd have +7 stealth here lol), rolled 3 9",
    "In 5e this would be a DC 15 Dex save. Anyway Vex sneaks past the guard, rolled 3 9",
    "Vex sneaks past the guard, rolled 3 9. In Pathfinder that's a nat 12, so whatever",
    "if this were D&D I'd get advantage, but here Vex just sneaks past the guard, 3 and 9",
    "Vex sneaks past the guard (like in Call of Cthulhu, I'm doomed) 3 9",
    "(In Bolt Action that's a 3+ to hit.) Vex sneaks past the guard, 3 9",
])
def test_another_games_rules_are_the_scene(said: str) -> None:
    request = parse(said, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice, request.difficulty) == ("Vex", ("Sneak",), (3, 9), None)
    assert request.modifiers == () and request.advantage is None
    other = [c for c in request.reading if not c.used and "another game" in (c.note or "")]
    assert len(other) == 1 and other[0].text[:1] in "(iIl"


def test_numbers_of_another_game_are_never_this_games_difficulty() -> None:
    request = parse("Zoe shoots the drone, Firearms. In Shadowrun that'd be a threshold of 4. Dice 7 2 8 1 3", FS3)
    assert (request.actor, request.skill, request.modifiers, request.dice) == ("Zoe", "Firearms", (), (7, 2, 8, 1, 3))


def test_the_game_being_played_is_not_another_game() -> None:
    request = parse("Cross skirmishes with the guard, risky standard, in Doskvol tonight, 6 3", BLADES)
    assert (request.actor, request.dice) == ("Cross", (6, 3))


def test_a_roll_said_only_in_another_games_terms_is_asked() -> None:
    with pytest.raises(RollmateError):  # nothing of this game's is left to roll: asked, never guessed
        parse("In 5e I'd roll a Stealth check with +7, rolled 3 9", GHOSTBURN)
