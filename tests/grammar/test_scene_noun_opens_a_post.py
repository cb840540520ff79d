"""A capitalised English noun opening a post's sentence of the scene ('Rain drums on the hull.', 'Dust drifts
through the lamplight.') is the scene around the roll of the loaded character who acts after it, never someone
nobody loaded, and what it does there is the scene's too; where nobody loaded acts after it, it is still asked
about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "pbta")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "rolled"), [
    ("fist", "Music thumps through the walls. Ripper kicks in the door, 3 4", "Ripper", "Forceful"),
    ("fist", "Dust drifts through the lamplight. Ripper kicks in the door, 3 4", "Ripper", "Forceful"),
    ("ghostburn", "Gunfire rakes the bar. Vex dives behind the counter, rolling Athletics, DL Hard, 4 5", "Vex",
     "Athletics"),
    ("ghostburn", "Music thumps through the walls! Vex sneaks past the bouncer, 4 5", "Vex", "Sneak"),
])
def test_a_scene_noun_opening_the_post_is_the_scene(game: str, phrase: str, actor: str, rolled: str) -> None:
    result = roll(phrase, PARTIES[game], system=game)
    assert result.actor == actor
    assert rolled in (result.trick, result.skill, getattr(result.ability, "name", None))


def test_what_the_scene_noun_does_is_never_the_roll() -> None:
    """'rakes' is a verb of Full Auto: said of gunfire, it decides nothing, so the roll is asked about."""
    request = parse("Gunfire rakes the bar. Vex dives behind the counter, 4 5", VOCAB["ghostburn"])
    assert (request.actor, request.trick, request.verbs) == ("Vex", None, ())
    with pytest.raises(RulesError, match="which skill"):
        roll("Gunfire rakes the bar. Vex dives behind the counter, 4 5", PARTIES["ghostburn"])


@pytest.mark.parametrize("phrase", [
    "Music thumps through the walls, 4 5",  # nobody loaded acts after it
    "Smoke rolls Athletics. Vex sneaks past the bouncer, 4 5",  # a rules word in its own sentence: someone rolls
])
def test_an_unknown_capitalised_word_that_may_act_is_still_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called"):
        parse(phrase, VOCAB["ghostburn"])
