"""An ordinal after an article and before someone of the scene says which one ('punches the second guard', 'shoots
the third goon'): the scene, never a later attack of the turn, in every game that counts attacks. 'my second
attack' still counts one. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

FIST = load_party([EXAMPLES / "fist_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("game", "party", "actor", "phrase", "target"), [
    ("fist", FIST, "Ripper", "Ripper punches the second guard before he reaches the alarm, 3 4", "the guard"),
    ("fist", FIST, "Ripper", "Ripper kicks the third guard in the shin, 3 4", "the guard"),
    ("fs3", FS3, "Nemesis", "Nemesis shoots the second goon off the catwalk, 1 2 3 4 5 6 7", "the goon"),
])
def test_which_one_of_the_scene_is_no_later_attack(game: str, party, actor: str, phrase: str, target: str) -> None:  # type: ignore[no-untyped-def]
    result = roll(phrase, party, system=game, actor=actor)
    assert result.actor == actor and result.request.target == target


def test_a_second_attack_still_counts() -> None:
    with pytest.raises(RollmateError, match="second"):
        roll("Ripper's second attack on the guard, 3 4", FIST, system="fist", actor="Ripper")
