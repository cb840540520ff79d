"""A gesture of one's own body said beside a deed ("cracks his knuckles and threatens", "pops her neck, then
punches") is the manner of that deed: never a second deed, even where its verb is one of the game's ('crack' a safe,
Ghostburn's Disable Device and FIST's Tactical). The words list the gestures (grammar/words.py GESTURES)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex cracks her knuckles and threatens the bouncer, 6 4",
    "vex pops her neck, then threatens the bouncer. 6 4",
    "Vex, cracking her knuckles, threatens the bouncer: 6 4",
])
def test_a_gesture_beside_a_threat_is_how_it_is_made(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN)
    # Coerce rolls against the bouncer's Fort (Moderate, 14); Vex: Presence 3, no Intimidate: 6 + 4 + 3 = 13, one
    # band under Moderate's: a Fade
    assert (result.actor, result.skill, result.trick) == ("Vex", "Intimidate", "Coerce")
    assert (result.difficulty.name, result.dice, result.modifier, result.total, result.outcome) == \
        ("Moderate", (6, 4), 3, 13, "Fade")


def test_a_gesture_beside_a_punch_in_fist() -> None:
    result = roll("Ripper cracks his knuckles and punches the guard, 4 5", FIST, system="fist")
    # a punch is FORCEFUL; Ripper's is 2: 4 + 5 + 2 = 11, a Success (10 or more)
    assert (result.actor, result.ability.name, result.total, result.outcome) == ("Ripper", "Forceful", 11, "Success")


def test_the_verb_with_a_thing_not_of_the_body_is_still_the_deed() -> None:
    result = roll("Ripper cracks the safe, 4 5", FIST, system="fist")
    assert (result.ability.name, result.total) == ("Tactical", 9)
