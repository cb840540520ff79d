"""Luck asked about in a question of its own, allowed, then spent in a later sentence ("can I use my luck? GM said
yes. Vex uses her luck and ..."): one spend, and the roll is made, not asked about; the question is shown as asked.
Said only in a question, it stays a question: nothing is spent on one. A "lucky point" is a Luck Point, and where the
game has none it is refused, never read as plain words of the action."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fs3", "pbta")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "can I use my luck? GM said yes. Vex uses her luck and sneaks past the guard, 2 and 1"),
    ("ghostburn", "GM can I spend my luck point?? ok cool. spending luck first, Vex sneaks past the guard, 2 and 1"),
    ("fs3", "may I use luck before this one? thanks. Nemesis uses her luck and searches the office, 1 2 3 4 5 6 7"),
])
def test_luck_asked_then_spent_is_one_spend_and_a_roll(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert not request.question
    assert [s.key for s in request.spends] == ["luck"]
    assert any(not c.used and "asked" in (c.note or "") for c in request.reading)


def test_luck_said_only_in_the_question_stays_a_question() -> None:
    request = parse("can I use my luck on sneaking past the guard? rolled 2 1", VOCAB["ghostburn"])
    assert request.question


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, 3 and 2, then she uses her lucky point",
    "Vex burns a lucky point and sneaks past the guard, 3 and 2",
])
def test_a_lucky_point_is_a_luck_point(phrase: str) -> None:
    assert [s.key for s in parse(phrase, VOCAB["ghostburn"]).spends] == ["luck"]


def test_a_lucky_point_where_the_game_has_none_is_refused() -> None:
    with pytest.raises(PhraseError) as caught:
        parse("Kit uses her lucky point and reads the room, 3 and 4", VOCAB["pbta"])
    assert "luck" in caught.value.message
