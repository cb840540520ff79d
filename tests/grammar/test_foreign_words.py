"""Mixed-language tables: players who chat in another language around the rulebook's English. A foreign 'and' joins
two faces that fit the game's die; words saying the dice came up, the dice named and counted, the chat's filler, a
verb prefix on a rules term and an ending on a name are read from data (grammar/foreign_words.toml); '¿' and '¡'
are punctuation. A number still without a place, a slip of a rules word and two rolls named are asked about."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.raw import raw_tokens
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "pbta")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}


def resolved(game: str, phrase: str) -> tuple[Any, ...]:
    system = get_system(game)
    party = PARTIES[game]
    result = system.resolve(parse(phrase, system.vocabulary(party)), party, RandomDice(7))
    return (result.actor, result.skill, result.trick, result.ability.name if result.ability else None,
            list(result.dice))


READ = [
    # a foreign 'and' between two faces: Dutch, German, Polish, Spanish, Italian, Tagalog
    ("ghostburn", "Dex overtuigt de uitsmijter, Convince, Wits Hard, 6 en 2",
     ("Dex", "Persuade", "Convince", "Presence", [6, 2])),
    ("fist", "Ripper tritt die Tür ein, Forceful, 4 und 6", ("Ripper", None, None, "Forceful", [4, 6])),
    ("pbta", "o kurczę, Boone Brave Danger, 2 i 5", ("Boone", "Brave Danger", None, "Cool", [2, 5])),
    ("pbta", "roll +cool, 3 y 4", ("Kit", None, None, "Cool", [3, 4])),
    ("ghostburn", "Vex sobe no telhado, Athletics, DL Moderate, caiu 2 e 7",
     ("Vex", "Athletics", None, "Strength", [2, 7])),
    # words saying the dice came up, before or after them; articles before the faces
    ("ghostburn", "Vex trepa por el muro, Athletics, DL Hard. Me salió un 9 y un 4",
     ("Vex", "Athletics", None, "Strength", [9, 4])),
    ("fist", "Ripper enfonce la porte, Forceful, j'ai obtenu 3 et 5", ("Ripper", None, None, "Forceful", [3, 5])),
    ("pbta", "arre yaar, Boone Brave Danger karega, 4 aur 3 aaye", ("Boone", "Brave Danger", None, "Cool", [4, 3])),
    # the dice named and counted in another language
    ("fist", "Jonesy met Advantage, Reflexive, drie dobbelstenen: 2, 5, 6",
     ("Jonesy", None, None, "Reflexive", [2, 5, 6])),
    # the chat's filler, a verb prefix on a move, a name's case ending, Spanish punctuation
    ("pbta", "ostras, Sable Read the Room, 6 y 2", ("Sable", "Read the Room", None, "Sharp", [6, 2])),
    ("pbta", "naku si Kit, mag-Brave Danger sa tulay, 5 at 3 lang talaga", ("Kit", "Brave Danger", None, "Cool", [5, 3])),
    ("ghostburn", "Dex zastrasza Vexa, Coerce, Fort Hard, padło 6 i 6",
     ("Dex", "Intimidate", "Coerce", "Presence", [6, 6])),
    ("ghostburn", "¡Vex dispara al guardia! Single Shot, 7 y 2", ("Vex", "Firearms", "Single Shot", "Agility", [7, 2])),
]


@pytest.mark.parametrize(("game", "phrase", "expected"), READ, ids=[p for _, p, _ in READ])
def test_read(game: str, phrase: str, expected: tuple[Any, ...]) -> None:
    assert resolved(game, phrase) == expected


def test_a_question_of_someones_chances() -> None:
    system = get_system("pbta")
    request = parse("quelles chances a Boone pour Brave Danger?", system.vocabulary(PARTIES["pbta"]))
    assert (request.question, request.actor, request.trick) == (True, "Boone", "Brave Danger")


ASKED = [
    # 'at' joins faces only when both fit the die: '12' is no face of 2d6, so what '3' is stays asked
    ("pbta", "roll +cool, 3 at 12", "'3'"),
    ("ghostburn", "Vex dispara, Single Shot, 4 at 15", "'4'"),
    ("pbta", "Kit Brave Danger, 4 y", "'4'"),
    # a slip of a rules word is asked about, in any language
    ("ghostburn", "Dex convence al guardia, Convince, Wits Moderate, rzuciłam 5 i 5", "convence"),
    # two tricks or moves named are two rolls: asked, never the first taken
    ("ghostburn", "Dex does Convince and Bluff on the fixer, 5 and 6", "Bluff"),
    ("pbta", "Kit mag-Brave Danger tapos Read the Room, 4 at 5", "Read the Room"),
]


@pytest.mark.parametrize(("game", "phrase", "named"), ASKED, ids=[p for _, p, _ in ASKED])
def test_asked(game: str, phrase: str, named: str) -> None:
    with pytest.raises(PhraseError) as refused:
        resolved(game, phrase)
    assert named in str(refused.value)


def test_filler_goes_and_the_name_stays() -> None:
    """The chat's filler and the comma after it open the line; the loaded name after them is who acts."""
    from rollmate.grammar.foreign import read_through

    vocabulary = get_system("pbta").vocabulary(PARTIES["pbta"])
    pieces = read_through(raw_tokens("sige, Kit 4 at 5"), vocabulary)
    assert [p.low for p in pieces] == ["kit", "4", "and", "5"]


def test_a_name_with_a_case_ending_is_the_name() -> None:
    from rollmate.grammar.foreign import read_through

    vocabulary = get_system("ghostburn").vocabulary(PARTIES["ghostburn"])
    pieces = read_through(raw_tokens("Dex zastrasza Vexa"), vocabulary)
    assert [p.low for p in pieces] == ["dex", "zastrasza", "vex"]


@pytest.mark.parametrize("typed", ["Mira", "mira", "MIRA"])
def test_a_word_of_a_loaded_name_is_never_another_languages_filler(typed: str, tmp_path) -> None:
    """'Mira' is Spanish for 'look' and the chat's filler; at a table with Mira Castellanos it is her first name, in
    any case: she acts, never the seat's character in her place."""
    sheet = tmp_path / "party.toml"
    sheet.write_text((EXAMPLES / "pbta_party.toml").read_text().replace('name = "Boone"', 'name = "Mira Castellanos"')
                     .replace('playbook = "pbta_playbook.toml"', f'playbook = "{EXAMPLES / "pbta_playbook.toml"}"'))
    party = load_party([sheet])
    request = parse(f"{typed} goes aggro on the guard. rolled 4 and 5", get_system("pbta").vocabulary(party))
    assert (request.actor, request.dice) == ("Mira Castellanos", (4, 5))
