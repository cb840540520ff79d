"""A rule of counting the dice as the player reckons it, after their dice ('→ 6s count too, right?', 'two sixes, but
crits need three I think?', 'three 1s out of 6 is half'): their reading of the rule, shown as not used; the rules
count the dice as stated."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("fs3", "blades")}
RECKONED = "your reading of the rule: the rules count the dice"


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fs3", "Zoe flies the shuttle through the storm: 8 7 6 2 3 1 → 6s count too, right? so 3 successes",
     (8, 7, 6, 2, 3, 1)),
    ("fs3", "Zoe flies the shuttle through the storm: 1 1 1 4 2 3 → three 1s out of 6 is half so that's an "
            "embarrassing failure", (1, 1, 1, 4, 2, 3)),
    ("blades", "Cross skirmishes with the guard: 6 6 2 → two sixes, but crits need three sixes I think? so just a "
               "full success", (6, 6, 2)),
    ("blades", "Cross skirmishes with the guard: 6 5 2 -> fives count as sixes too? crit", (6, 5, 2)),
])
def test_a_rule_as_the_player_reckons_it_is_shown_and_never_used(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, PARTIES[game], system=game)
    assert result.dice == dice
    assert [c.note for c in result.request.reading if not c.used] == [RECKONED]
