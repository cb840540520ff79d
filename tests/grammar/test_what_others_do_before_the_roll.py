"""A clause of time opening its sentence ('when', 'as', 'once', 'after' ...) whose subject is no one of the party,
no pronoun and no 'I' ('when seven guards opened fire', 'as three drones sweep the yard'), leading with a comma
into the clause of the one who acts, tells what others do around the roll: the scene, shown as not used. Where the
roller may be its subject ('When I sneak past the guard, I kick the door in'), it stays a second action, asked
about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.grammar.questions import TwoActions
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("fist", "ghostburn")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "rolled", "scene"), [
    ("fist", "When seven guards opened fire from the wall, Ripper dives aside to dodge the bullets; 4 and 2",
     "dive aside", "opened fire"),
    ("ghostburn", "As three drones sweep the yard with searchlights, Vex sneaks past the guard, 3 and 9", "Sneak",
     "sweep"),
    ("fist", "After the sniper takes aim at the jeep, Jonesy hacks into the camera feed: 5 and 1", "hack into",
     None),
])
def test_what_others_do_in_a_clause_of_time_is_the_scene(game: str, phrase: str, rolled: str,
                                                         scene: str | None) -> None:
    request = parse(phrase, VOCAB[game])
    assert rolled in (*request.verbs, *request.abilities)
    if scene is not None:  # an action word of the game there: shown, not used
        shown = [c for c in request.reading if scene in c.text]
        assert shown and not any(c.used for c in shown)


@pytest.mark.parametrize("phrase", [
    "When I sneak past the guard, I kick the door in, 4 and 2",
    "As I slip past the guard, I kick the door in, 4 and 2",
])
def test_a_clause_of_time_the_roller_may_act_in_is_still_asked_about(phrase: str) -> None:
    with pytest.raises(TwoActions):
        parse(phrase, VOCAB["fist"])
