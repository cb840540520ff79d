"""A number in a sentence of a post that says no rules word, beside a sentence that gives the dice, counts or names a
thing of the story (an age, a headcount): the scene, shown in the reading, never a die nor a value. Where it could
still be one (no other sentence gives the dice, a sentence too short to tell a story by, a number beside another),
it stays asked about. The dice may be the faces alone ending the post ('... under 1000. 4 and 3'); a word between
two numbers keeps them apart ('1200 for 40 heads'), and a number bigger than any rating is no one's ("it's 1200").
'one' after words that describe a thing ('a cheap corp one') stands for that thing."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "pbta")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "actor", "phrase", "dice", "scene"), [
    ("ghostburn", "Vex", "Vex slips past the guard. my cat is called Noodle and she is 4. rolled 6 and 3", (6, 3), "4"),
    ("ghostburn", "Vex", "Vex sneaks past the guard at the party. There were 40 guests and 3 waiters. 6 and 2",
     (6, 2), "40"),
    ("fist", "Ripper", "I'm 12 so I can do the maths myself. Ripper punches the goon, 5 and 2", (5, 2), "12"),
    ("pbta", "Kit", "Kit hangs back. we started at 7 and the pizza is late again. Kit reads the room, 4 and 5",
     (4, 5), "7"),
])
def test_a_number_of_a_story_sentence_is_the_scene(game: str, actor: str, phrase: str, dice: tuple[int, ...],
                                                    scene: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice
    assert any(c.kind == "scene" and c.text == scene for c in request.reading)


@pytest.mark.parametrize(("phrase", "asked"), [
    ("Vex slips past the guard. my cat is called Noodle and she is 4.", "4"),  # no sentence gives the dice
    ("Vex slips past the guard. It's 2. rolled 6 and 3", "2"),  # too short to tell a story by: what is 2?
    ("Vex slips past the guard. my cat is 4. rolled 6 and 3", "4"),
])
def test_a_number_that_may_still_be_a_value_is_asked_about(phrase: str, asked: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(phrase, VOCAB["ghostburn"])
    assert f"'{asked}'" in caught.value.message


def test_one_after_words_that_describe_a_thing_stands_for_it() -> None:
    request = parse("Vex sneaks past the drone, only a cheap corp one, rolled 6 and 3", VOCAB["ghostburn"])
    assert request.dice == (6, 3)
    assert parse("Vex sneaks past the guard, rolled a six and a one", VOCAB["ghostburn"]).dice == (6, 1)
    assert parse("vex sneaks past the mine one and three", VOCAB["ghostburn"]).dice == (1, 3)  # a face with another


@pytest.mark.parametrize("phrase", [
    "Vex slips past the guard. The bouncer is a 3. rolled 6 and 3",  # what the bouncer is: a rating, perhaps
    "Vex slips past the guard. he is about 4 i think. rolled 6 and 3",
])
def test_a_number_said_of_someone_in_the_game_is_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB["ghostburn"])


@pytest.mark.parametrize("phrase", [
    "Vex slips past the guard. my sister is 8 and keeps stealing my dice. rolled 6 and 3",  # the writer's own
    "Vex slips past the guard. she says she is 9 and a half lol. rolled 6 and 3",  # an age
])
def test_a_number_said_of_the_writers_own_or_an_age_is_the_scene(phrase: str) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).dice == (6, 3)


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex convinces the bouncer to let us in. It's 1200 for 40 heads and we need it under 1000. "
     "4 and 3", (4, 3)),  # bigger than any rating: no one's; a word between the numbers keeps them apart
    ("fist", "Ripper kicks the shutter in. The fence wants 500 for 3 crates. 5, 2", (5, 2)),
    ("pbta", "Kit sneaks past the guard. The toll is 200 for 4 riders. 6 & 6", (6, 6)),
])
def test_story_numbers_with_words_between_beside_faces_said_alone(game: str, phrase: str,
                                                                  dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice
