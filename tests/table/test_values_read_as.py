"""Blades' 'Read as' shows each value it read, position and effect, with the words it came from: the setup or bonus
said with it ('effect Great (from "Silas's distraction for +1 effect")'), never the kind's word alone ('effect
'effect''), and a value named by its own word without a repeat ('position Desperate')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party
from rollmate.table.render import read_as

BLADES = load_party([EXAMPLES / "blades_party.toml"])


@pytest.mark.parametrize(("phrase", "shown"), [
    ("after Thorn's diversion for +1 effect, Nyx prowls along the gutter. 4 5",
     "effect Great (from 'Thorn's diversion for +1 effect')"),
    ("Following Cross's setup for better position, Silas studies the ledger. 4 5",
     "position Controlled (from 'Cross's setup for better position')"),
    ("Nyx prowls along the gutter; effect: limited. 4 5", "effect Limited"),
    ("Nyx prowls along the gutter, desperate position, great effect. 4 5", "position Desperate; effect Great"),
])
def test_each_value_is_shown_with_its_words(phrase: str, shown: str) -> None:
    line = read_as(roll(phrase, BLADES, system="blades", actor="Nyx"))
    assert shown in line and "'effect'" not in line and "'position'" not in line, line


@pytest.mark.parametrize(("phrase", "shown"), [
    ("Nyx prowls along the gutter, set up by Thorn for +1 effect. 4 5",
     "effect Great (from 'set up by Thorn for +1 effect')"),
    ("Nyx prowls along the gutter thanks to Cross's diversion for +1 effect. 4 5",
     "effect Great (from 'Cross's diversion for +1 effect')"),
    ("Nyx picks the lock, owing to Silas's legwork for better position. 4 5",
     "position Controlled (from 'Silas's legwork for better position')"),
])
def test_the_one_who_set_up_is_no_target(phrase: str, shown: str) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Nyx")
    line = read_as(result)
    assert shown in line and " at " not in line.split(";")[0] and result.request.target is None, line


GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "shown"), [
    ("sneak past the guard while wounded, 6 2", "+1 DL step (from 'while wounded')"),
    ("I'm wounded, sneak past the distracted guard, 6 2", "-1 DL step (from 'distracted')"),
    ("shoot the guard from way off optimal range, 6 2", "+1 DL step (from 'off optimal range')"),
])
def test_a_condition_that_moves_the_dl_is_shown_with_its_words(phrase: str, shown: str) -> None:
    """A condition counted on a Ghostburn roll moves its Difficulty Level: 'Read as' says by how much and which
    words said it, whose it is deciding the sign (a distracted guard is easier, a wounded actor harder)."""
    line = read_as(roll(phrase, GHOSTBURN, system="ghostburn"))
    assert shown in line, line


@pytest.mark.parametrize(("phrase", "said"), [
    ("Vex climbs the wall in the pouring rain, 6 2", "rain"),
    ("climb the wall, it's raining, 6 2", "raining"),
])
def test_a_condition_that_moves_no_dl_of_this_roll_is_shown_unused(phrase: str, said: str) -> None:
    """A condition the rules give no step to for this roll (Raining moves only Vocal tricks' DL): 'Read as' says it
    was not used and why, and claims no step the answer did not take."""
    result = roll(phrase, GHOSTBURN, system="ghostburn", actor="Vex")
    line = read_as(result)
    assert result.difficulty.name == "Moderate" and "DL step" not in line, line
    assert f"not used: '{said}'" in line or f"not used: 'the pouring {said}'" in line, line
    assert "does not change the DL of Athletic Move" in line, line


@pytest.mark.parametrize(("phrase", "shown"), [
    ("roll Piloting, significant penalty", "-2 dice (from 'significant penalty')"),
    ("roll Piloting, taking my time", "+2 dice (from 'taking my time')"),
    ("Nemesis flies the skiff down onto the pad at what the GM called a significant penalty",
     "-2 dice (from 'significant penalty')"),
])
def test_an_fs3_situation_is_shown_with_its_dice(phrase: str, shown: str) -> None:
    """FS3's situations (section 6.5) add or take dice: 'Read as' shows the dice and the words, not only the steps."""
    result = roll(phrase, FS3, system="fs3")
    line = read_as(result)
    assert shown in line and result.modifier == int(shown.split()[0]), line


@pytest.mark.parametrize(("phrase", "shown", "dice"), [
    ("Thorn has moderate harm, prowls past the guard, 4", "-1d (from 'moderate harm')", 1),  # Prowl 2, -1d
    ("Thorn prowls past the guard with lesser harm, 4 6", "less effect (from 'with lesser harm')", 2),
    ("Thorn prowls past the guard with severe harm, Cross assists, 4 6 1",
     "acts only with help or a push (from 'with severe harm')", 3),
])
def test_harm_said_in_blades_is_shown_with_what_it_does(phrase: str, shown: str, dice: int) -> None:
    """Harm a Blades post says (rules reference 3.9) changes the roll: 'Read as' says how and which words said it."""
    result = roll(phrase, BLADES, system="blades", actor="Thorn")
    line = read_as(result)
    assert shown in line and len(result.dice) == dice, line
