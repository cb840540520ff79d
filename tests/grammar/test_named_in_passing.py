"""The game's name for what was done, said of the whole action after an article ('which makes it a bluff', 'so it's
a sneak', 'call it a command'), names the roll; a word after an article elsewhere stays a thing ('give it a shot')."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "blades", "fs3")}


@pytest.mark.parametrize(("game", "phrase", "trick", "skill"), [
    ("ghostburn", "I spin the bouncer a yarn about my cousin, which makes it a bluff, 6 3", "Bluff", None),
    ("ghostburn", "I slip along the wall behind the guard, so it's a sneak, 6 3", "Sneak", None),
    ("ghostburn", "I keep to the shadows past the guard. Call it a sneak. 6 3", "Sneak", None),
    ("blades", "I lean on the dockhand till he talks, call it a command", None, "Command"),
])
def test_the_roll_named_as_what_the_action_is_called_is_the_roll(game: str, phrase: str, trick: str | None,
                                                               skill: str | None) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.trick, request.skill) == (trick, skill)


@pytest.mark.parametrize("phrase", ["I give it a shot, 6 3", "it's a shot in the dark, I sneak past the guard, 6 3"])
def test_a_thing_after_an_article_elsewhere_is_no_roll(phrase: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.skill is None and request.trick in (None, "Sneak") and "Firearms" not in str(request.verbs)


_MOVES = '''
[[move]]
name = "Sense the Wrongness"
stat = "Weird"
triggers = ["uneasy feeling", "sense the wrongness"]
strong = "You know where it comes from."
weak = "You know it's here."
miss = "It knows you too."
'''


@pytest.mark.parametrize("phrase", [
    "I get that uneasy feeling, 3 4",
    "I touch the wall and get an uneasy feeling about the mill, 3 4",
    "the lights flicker and I get this uneasy feeling, 3 4",
])
def test_a_move_the_game_names_with_an_adjective_and_a_noun_is_the_move_after_an_article(tmp_path: Path,
                                                                                       phrase: str) -> None:
    """'get that uneasy feeling': the playbook's own trigger, a thing said with an article, is still the move."""
    (tmp_path / "moves.toml").write_text(_MOVES)
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "moves.toml"\n[[character]]\nname = "Ash"\n'
                                         '[character.stats]\nweird = 2\n')
    request = parse(phrase, get_system("pbta").vocabulary(load_party([tmp_path / "party.toml"])))
    assert request.verbs == ("Sense the Wrongness",)
