"""A roll posted for someone else: the lead-in that relays it ("on behalf of Crane:", "pasting Isolde's roll from the
discord:", "Iso asked me to roll this one for her") says whose roll it is, by any name the table calls them; the
poster's 'I' and 'me' in it are never the roller; a relay for two people with one roll is asked about; a lead-in
holding a rules value keeps it."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.action_words import ROLLED_FOR_NOTE
from rollmate.grammar.relay import NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
FIRST = {"ghostburn": "Vex", "fist": "Ripper", "fs3": "Nemesis", "pbta": "Kit", "blades": "Cross"}
SECOND = {"ghostburn": "Dex", "fist": "Jonesy", "fs3": "Mavros", "pbta": "Boone", "blades": "Thorn"}


def _vocab(tmp: Path, game: str, akas: str = "") -> Vocabulary:
    """The example party with its first two characters renamed: Cassandra Voight (aka Sunny) and Isolde Crane (with
    `akas`, a TOML list, if given)."""
    text = (EXAMPLES / f"{game}_party.toml").read_text()
    text = text.replace(f'name = "{FIRST[game]}"', 'name = "Cassandra Voight"\naka = ["Sunny"]', 1)
    text = text.replace(f'name = "{SECOND[game]}"', 'name = "Isolde Crane"' + (f"\naka = {akas}" if akas else ""), 1)
    if game == "pbta":
        (tmp / "pbta_playbook.toml").write_text((EXAMPLES / "pbta_playbook.toml").read_text())
    path = tmp / f"{game}.toml"
    path.write_text(text)
    return get_system(game).vocabulary(load_party([path]))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "on behalf of Crane, who's stuck at work: she climbs the wall",
    "pasting Isolde's roll from the discord chat: she climbs the wall",
    "GM note, putting in Crane's check since her laptop froze: she climbs the wall",
    "Iso asked me to roll this one for her, she's on a train. She climbs the wall",
    "from our paper log last week, Crane's roll: she climbs the wall",
    "since Isolde isn't online: she climbs the wall",
])
def test_the_one_a_relay_is_for_rolls(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert request.actor == "Isolde Crane"
    assert [c.note for c in request.reading if c.kind == "speaker"] == [ROLLED_FOR_NOTE]
    relay = [c for c in request.reading if c.kind == "relay"]
    assert relay and all(not c.used and c.note == NOTE for c in relay)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "posting for Isolde and Sunny, one of them climbs the wall",
    "rolling for Crane or Cass: climbs the wall",
    "on behalf of Iso & Cassandra: climbs the wall",
])
def test_a_relay_for_two_people_is_asked(tmp_path: Path, game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="Whose roll is it") as asked:
        parse(phrase, _vocab(tmp_path, game))
    assert set(asked.value.suggestions) == {"Isolde Crane", "Cassandra Voight"}
    first = next(w for w in phrase.split() if w[0].isupper())
    assert asked.value.column == phrase.index(first) + 1  # the caret at the first name


def test_their_dice_said_in_a_later_sentence_are_theirs(tmp_path: Path) -> None:
    phrase = "relaying for Isolde since her mic died. The wall is slick. She climbs it anyway. She rolled 3 and 4."
    request = parse(phrase, _vocab(tmp_path, "ghostburn"))
    assert (request.actor, request.dice) == ("Isolde Crane", (3, 4))


def test_a_rules_value_in_the_lead_in_is_kept(tmp_path: Path) -> None:
    request = parse("for Iso, with advantage since she's rested: she climbs the wall, 6 2 5", _vocab(tmp_path, "fist"))
    assert (request.actor, request.advantage, request.dice) == ("Isolde Crane", "advantage", (6, 2, 5))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["what are Pen's chances to climb the wall?", "what are Rook's chances to climb it?",
                                    "what are Tan's odds to climb the wall?", "what are Pen's odds to climb the wall?"])
def test_whose_chances_a_question_asks_is_a_name_even_an_english_word(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game, akas='["Pen", "Rook", "Tan"]'))  # nicknames that are words
    assert (request.actor, request.question) == ("Isolde Crane", True)


@pytest.mark.parametrize("game", ["ghostburn", "pbta"])
@pytest.mark.parametrize("phrase", ["Iso says she got 4 and 4 climbing the wall", "Crane told me that she climbs the wall, 4 and 4",
                                    "Isolde texted she climbed the wall, got 4 and 4", "Iso reckons she climbs the wall: 4 4"])
def test_what_someone_tells_of_themselves_is_their_roll(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert (request.actor, request.dice) == ("Isolde Crane", (4, 4))
    assert [c.note for c in request.reading if c.kind == "relay"] == [NOTE]


@pytest.mark.parametrize("phrase", ["for Crane, since she's away: Crane shoots at the guard, she rolled 4 4",
                                    "posting for Iso, her mic died. Iso punches the bouncer, she got 4 and 4",
                                    "on behalf of Isolde, who lost her signal: Isolde lies to the fixer, she rolled 4 4"])
def test_the_pronoun_a_relay_calls_them_by_keeps_standing_for_them(tmp_path: Path, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, "ghostburn"))
    assert (request.actor, request.dice) == ("Isolde Crane", (4, 4))
