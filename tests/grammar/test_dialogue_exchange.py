"""An exchange of dialogue lines ('Kit: "..." / Boone: "..." / Kit: "..."'), opened and closed by one speaker, is
theirs: the lines of whoever cuts in are the scene (shown as said in it, with their label), and the roll after the
last line is the speaker's. An exchange two people open and close, or a line between that says more than its
words, stays to be asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = {name: get_system(name).vocabulary(load_party([EXAMPLES / f"{name}_party.toml"]))
         for name in ("fs3", "ghostburn", "fist", "pbta")}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", 'Vex: "Evening, boys. I\'m expected."\nThe bouncer: "Name\'s not on the list."\n'
                  'Vex: "Check again, darling. Slowly." (persuade the bouncer, 6 3)', "Vex", (6, 3)),
    ("fist", 'Jonesy: "Three minutes. That\'s all I need—"\nDirector Hale: "You have two."\n'
             'Jonesy: "Then stop talking." (TACTICAL, 5 2)', "Jonesy", (5, 2)),
    ("pbta", 'Kit: "Nobody move."\nBoone: "Kit, they\'ve got the kid—"\nKit: "I said NOBODY MOVE."\n'
             '(act under pressure, 4 3)', "Kit", (4, 3)),
    ("fs3", 'Zoe: "Hold on to something."\nNemesis: "Zoe, that\'s a cliff!"\nZoe: "I see it." '
            "roll Piloting 6 5 4 3 2 1", "Zoe", (6, 5, 4, 3, 2, 1)),
])
def test_the_one_who_opens_and_closes_the_exchange_rolls(game: str, phrase: str, actor: str,
                                                         dice: tuple[int, ...]) -> None:
    request = parse(phrase, GAMES[game])
    assert (request.actor, request.dice) == (actor, dice)
    assert [c.text.split(":")[0] for c in request.reading if c.kind == "speech"][1:] == \
        [line.split(":")[0] for line in phrase.splitlines()[1:3]]  # who cut in, shown with what they said


@pytest.mark.parametrize("phrase", [
    'Kit: "Nobody move."\nBoone: "Kit, they\'ve got the kid!" (act under pressure, 4 3)',
    'Kit: "Nobody move."\nBoone: "Back off!" go aggro, 5 5\nKit: "I said NOBODY MOVE."',
])
def test_an_exchange_two_people_hold_is_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, GAMES["pbta"])
