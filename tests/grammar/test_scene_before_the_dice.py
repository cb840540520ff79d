"""Words right before the dice label whose dice they are only where they name someone ('the thug: 5 3', 'Zed: 5 3',
asked where nobody has that name). Words that say something happening there (a verb said of what they name: 'the
gutter groans', 'the old floorboards creak'; a helping verb or a pronoun: 'the gun gods will decide', "she's built
different"), a lone adverb ('frankly') or a meme of the chat ('certified cringe moment') are the scene: the colon
after them introduces the dice of the post's actor, who rolls them."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party


def _party(game: str):  # type: ignore[no-untyped-def]
    return load_party([EXAMPLES / f"{game}_party.toml"])


@pytest.mark.parametrize(("game", "phrase", "actor", "skill", "ability", "dice", "total", "outcome"), [
    ("blades", "Thorn prowls across the roof. the gutter groans: 5 3", "Thorn", "Prowl", ("Prowl", 2), (5, 3), 5,
     "Partial Success"),
    ("blades", "Thorn prowls across the roof. the old floorboards creak: 5 3", "Thorn", "Prowl", ("Prowl", 2),
     (5, 3), 5, "Partial Success"),
    ("blades", "Thorn prowls across the roof. certified cringe moment: 5 3", "Thorn", "Prowl", ("Prowl", 2),
     (5, 3), 5, "Partial Success"),
    ("fist", "Ripper kicks in the door. frankly: 4 5", "Ripper", None, ("Forceful", 2), (4, 5), 11, "Success"),
    ("ghostburn", "Vex climbs the wall. the gutter groans: 5 9", "Vex", "Athletics", ("Strength", 2), (5, 9), 16,
     "Success"),
    ("fs3", "Nemesis shoots the raider. the gun gods will decide: 5 3 2 1 6 7 8", "Nemesis", "Firearms",
     ("Reflexes", 3), (5, 3, 2, 1, 6, 7, 8), None, "Good Success"),
    ("pbta", "Kit dives clear of the blast. huge skill issue: 4 3", "Kit", "Brave Danger", ("Cool", 2), (4, 3), 10,
     "Strong Hit"),
])
def test_a_scene_sentence_before_the_colon_is_no_one(game: str, phrase: str, actor: str, skill: str | None,
                                                     ability: tuple[str, int], dice: tuple[int, ...],
                                                     total: int | None, outcome: str) -> None:
    done = roll(phrase, _party(game), system=game)
    assert (done.actor, done.skill, (done.ability.name, done.ability.score)) == (actor, skill, ability)
    assert (done.dice, done.total, done.outcome) == (dice, total, outcome)


@pytest.mark.parametrize(("phrase", "named"), [
    ("Thorn prowls past. the thug: 5 3", "thug"),
    ("Thorn prowls past. Zed: 5 3", "Zed"),
])
def test_someone_named_before_the_colon_is_still_asked(phrase: str, named: str) -> None:
    with pytest.raises(RollmateError, match=f"anyone called '{named}'"):
        roll(phrase, _party("blades"), system="blades")
