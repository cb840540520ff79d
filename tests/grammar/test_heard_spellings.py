"""A rules name spelled by ear ("scurmishes", "stelth", "perseption", "dessperate") is read as the name, and the
reading shows what was typed and what it was read as; a keyboard slip of one ("skrimishes", "wierd", "reflxive",
"Hardd") is still asked about, and so is a spelling near two names that sounds like neither. A capitalised aka is
the character's name, never chat shorthand ("Coz"); a name spelled by ear is the one character it sounds like, a
name one letter off is asked about."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.spelling import keyboard_slip
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.render import understood

GAMES = ("ghostburn", "blades", "fist", "fs3")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}


def _parse(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, get_system(game).vocabulary(PARTIES[game]))


@pytest.mark.parametrize(("typed", "word"), [
    ("convnice", "convince"), ("skrimishes", "skirmishes"), ("wierd", "weird"),  # two letters swapped
    ("reflxive", "reflexive"), ("fiearms", "firearms"), ("firarms", "firearms"),  # a sounded letter dropped
    ("alertnes", "alertness"),  # one of a closing pair dropped
    ("hardd", "hard"), ("dexx", "dex"),  # a key struck twice where English never doubles it
])
def test_a_keyboard_slip_is_told_from_a_spelling_by_ear(typed: str, word: str) -> None:
    assert keyboard_slip(typed, word)


@pytest.mark.parametrize(("typed", "word"), [
    ("resolv", "resolve"), ("moderat", "moderate"),  # a silent closing 'e'
    ("atunes", "attunes"), ("controled", "controlled"), ("blufs", "bluffs"),  # a doubled letter inside a word
    ("hott", "hot"), ("dessperate", "desperate"), ("meelee", "melee"),  # a letter doubled where English may
    ("serches", "searches"),  # the silent second vowel of a pair
    ("scirmishes", "skirmishes"), ("weerd", "weird"),  # a letter for another that sounds the same
])
def test_a_spelling_by_ear_is_no_keyboard_slip(typed: str, word: str) -> None:
    assert not keyboard_slip(typed, word)


@pytest.mark.parametrize(("game", "phrase", "typed", "value"), [
    ("blades", "Thorn scurmishes with the dockers, risky, 5 2", "scurmishes", "Skirmish"),
    ("blades", "Silas studies the chart, dessperate, 4 3", "dessperate", "Desperate"),
    ("blades", "Nyx prowels along the gutter, risky, 4 3", "prowels", "Prowl"),
    ("blades", "Cross finesses the lock on the chest, controled, 4 2", "controled", "Controlled"),  # another form
    ("fs3", "Zoe rolls perseption to watch the hangar, dice 6 2 3", "perseption", "Perception"),
    ("ghostburn", "Dex serches the crates for the manifest, rolled 6 5", "serches", "Search"),
])
def test_a_rules_name_spelled_by_ear_is_read_and_shown(game: str, phrase: str, typed: str, value: str) -> None:
    request = _parse(game, phrase)
    said = (request.skill, request.trick, *request.verbs, *request.abilities, *(c.key.capitalize() for c in request.cues))
    assert value in said
    assert any(c.text == typed and c.note == f"read as {value}" for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("blades", "Thorn skrimishes with the dockers, risky, 5 2", "skrimishes"),  # swapped
    ("fs3", "Zoe rolls alertnes for the patrol, dice 6 2 3", "alertnes"),  # last key pressed once
    ("ghostburn", "Vex charms the fixer, Wits Hardd, rolled 6 5", "Hardd"),  # struck twice
])
def test_a_keyboard_slip_of_a_rules_name_is_still_asked(game: str, phrase: str, word: str) -> None:
    with pytest.raises(PhraseError) as raised:
        _parse(game, phrase)
    assert word in str(raised.value)


def test_a_spelling_that_sounds_like_neither_of_two_names_is_asked() -> None:
    with pytest.raises(PhraseError) as raised:  # "mellee": Melee? Medicine? it sounds like neither
        _parse("fs3", "Zoe rolls medlee on the raider, dice 6 2 3")
    assert "medlee" in str(raised.value)


def test_a_capitalised_aka_is_the_character_not_chat_shorthand(tmp_path: Path) -> None:
    sheet = tmp_path / "crew.toml"  # Cross, whom the table calls Coz
    sheet.write_text((EXAMPLES / "blades_party.toml").read_text().replace('name = "Cross"', 'name = "Cross"\naka = ["Coz"]'))
    vocabulary = get_system("blades").vocabulary(load_party([sheet]))
    assert parse("Coz skirmishes with the docker, risky, 5 2", vocabulary).actor == "Cross"
    assert parse("Thorn skirmishes with the docker coz he's in the way, risky, 5 2", vocabulary).actor == "Thorn"


def test_a_name_spelled_by_ear_is_the_one_character_it_sounds_like() -> None:
    result = roll("Nemmasis shoots at the drone, dice 6 2 3 4 5 1 2", PARTIES["fs3"], system="fs3")
    assert result.actor == "Nemesis"
    assert "read as Nemesis" in understood(result)


@pytest.mark.parametrize("phrase", ["Zooe shoots at the drone, dice 6 2 3", "Mavors shoots at the drone, dice 6 2 3",
                                    "Nemesys shoots at the drone, dice 6 2 3"])
def test_a_name_one_letter_off_is_asked(phrase: str) -> None:  # a letter doubled, two swapped, one changed: as
    # likely another person's name (or a slip) as the name spelled by ear
    with pytest.raises(PhraseError):
        _parse("fs3", phrase)


def _pbta(tmp: Path, aka: str = "") -> object:
    (tmp / "pbta_playbook.toml").write_text((EXAMPLES / "pbta_playbook.toml").read_text())
    party = tmp / "pbta.toml"
    party.write_text((EXAMPLES / "pbta_party.toml").read_text().replace('name = "Kit"', f'name = "Kit"{aka}', 1))
    return get_system("pbta").vocabulary(load_party([party]))


def test_an_aka_that_is_an_english_word_acts_before_a_verb_spelled_by_ear(tmp_path: Path) -> None:
    vocabulary = _pbta(tmp_path, '\naka = ["Dart"]')
    assert parse("Dart helpps Boone out of the mud, 4 5", vocabulary).actor == "Kit"


def test_a_word_of_the_other_language_a_line_speaks_is_not_read_by_ear() -> None:
    with pytest.raises(PhraseError) as raised:  # Spanish 'convence' (and 'portero'): asked, never Convince by ear
        _parse("ghostburn", "Vex convence al portero, rolled 5 and 6")
    assert "convence" in str(raised.value)
    request = _parse("ghostburn", "Vex climbs the wall, difficulty moderat, rolled 5 and 6")  # German, in English
    assert any(c.text == "moderat" and c.note == "read as Moderate" for c in request.reading)
