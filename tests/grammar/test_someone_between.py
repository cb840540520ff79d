"""A two-word verb said with a gap means what the game lists it for only when the words between name what the data
says it is done to: someone ('run him through' stabs, 'bring her back' revives, 'knock the guard out' strikes). With
a thing between ('runs the truck through the checkpoint', 'brings the generator back online'), the verb means
something else: no roll is read from it, and the roll is asked about, never the verb said of someone."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fs3", "pbta")}


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "Zoe runs the truck through the checkpoint, 6 2 3"),
    ("fs3", "Zoe brings the generator back online, 6 2 3"),
    ("fs3", "Zoe knocks the streetlights out, 6 2 3"),
    ("ghostburn", "Vex talks the drone into landing, 6 2"),
    ("ghostburn", "Vex takes the trash out, 6 2"),
    ("pbta", "Kit runs the truck through the checkpoint, 6 2"),
])
def test_a_thing_between_a_verb_said_of_someone_reads_no_roll_from_it(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.verbs, request.skill, request.trick) == ((), None, None)


@pytest.mark.parametrize(("game", "phrase", "verb"), [
    ("fs3", "Zoe runs the smuggler through, 6 2 3", "Melee"),
    ("fs3", "Zoe brings the old man back, 6 2 3", "Medicine"),
    ("fs3", "Zoe stitches her leg up, 6 2 3", "Medicine"),
    ("fs3", "Zoe knocks the dockworker out, 6 2 3", "Melee"),
    ("ghostburn", "Vex talks the bouncer into it, 6 2", "Convince"),
    ("ghostburn", "Vex runs him through, 6 2", "Melee Strike"),
    ("pbta", "Kit knocks Boone out, 6 2", "Fight It Out"),
])
def test_someone_between_keeps_the_verb_the_game_lists(game: str, phrase: str, verb: str) -> None:
    assert parse(phrase, VOCAB[game]).verbs == (verb,)
