"""A speech tag before what a character says ('Vex, coolly, to the bouncer: "..."', 'Nyx, wide-eyed: "..."'): the
colon opens the quotation, never a speaker's label for the words before it; the manner said between commas after
the name ('coolly', 'smugly', 'icily', 'wide-eyed', 'red-faced') is how they say it, never someone's name; the one
named first speaks and rolls."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = {name: get_system(name).vocabulary(load_party([EXAMPLES / f"{name}_party.toml"]))
         for name in ("fs3", "ghostburn", "fist", "blades", "pbta")}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice", "rolled"), [
    ("ghostburn", 'Vex, coolly, to the bouncer: "We\'re with the band, love." (bluff, 6 3)', "Vex", (6, 3), "Bluff"),
    ("ghostburn", 'Dex, icily: "You\'re out of luck, friend." hacking the turret, 7 4', "Dex", (7, 4), "Hacking"),
    ("blades", 'Nyx, wide-eyed, to the Bluecoat: "I saw nothing, officer. Nothing at all." sway, 4 2', "Nyx", (4, 2),
     "Sway"),
    ("fs3", 'Mavros, smugly, to the harbourmaster: "Two hundred creds, final offer." roll Athletics 6 5 4 3 2 1 8',
     "Mavros", (6, 5, 4, 3, 2, 1, 8), "Athletics"),
    ("fist", 'Vex, red-faced, to the sergeant: "Hard day. Easy mistake." CREATIVE 6 1', "Vex", (6, 1), "Creative"),
    ("fist", 'Jonesy, half a smile, to the quartermaster: "Forty crates, and you never saw us." TACTICAL 5 2',
     "Jonesy", (5, 2), "Tactical"),
    ("pbta", 'Boone, low, to the raiders: "Walk away. Last chance." go aggro, 5 5', "Boone", (5, 5), None),
])
def test_a_speech_tag_names_who_speaks_and_rolls(game: str, phrase: str, actor: str, dice: tuple[int, ...],
                                                rolled: str | None) -> None:
    request = parse(phrase, GAMES[game])
    assert (request.actor, request.dice) == (actor, dice)
    named = {request.skill, request.trick, *request.verbs, *(a.title() for a in request.abilities)}
    assert rolled is None or rolled in named
