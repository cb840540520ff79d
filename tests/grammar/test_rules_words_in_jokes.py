"""Rules words in a joke around a real roll: a value said of one's inner life ('a desperate position emotionally',
'risky spiritually') is the scene where the table's value is said apart ('but the GM says risky'); an attribute
said in lowercase as an adjective of the story before its noun ('tactical nap', 'creative accounting') is the scene
where the roll's attribute is named apart. Said alone, such a value is still asked about or taken."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Cross prowls past the guards. I'm in a desperate position emotionally, but GM says risky: 5 3",
    "Cross prowls past the guards, feels like a desperate position spiritually lol, the GM says risky: 5 3",
])
def test_a_value_of_the_inner_life_gives_way_to_the_tables(phrase: str) -> None:
    request = parse(phrase, BLADES)
    assert (request.actor, request.dice) == ("Cross", (5, 3))
    assert [c.key for c in request.cues if c.key in ("desperate", "risky")] == ["risky"]


def test_a_value_of_the_inner_life_alone_is_asked() -> None:
    with pytest.raises(PhraseError, match="desperate"):
        parse("Cross prowls past the guards, a desperate position emotionally: 5 3", BLADES)


@pytest.mark.parametrize(("phrase", "ability"), [
    ("tactical nap time. Ripper ducks under the table as the bullets fly, Reflexive, 4 2", "Reflexive"),
    ("creative accounting lol Jonesy cooks the books for the audit, TACTICAL: 3 3", "Tactical"),
])
def test_an_attribute_as_an_adjective_of_the_story_gives_way(phrase: str, ability: str) -> None:
    assert parse(phrase, FIST).abilities == (ability,)


def test_two_attributes_named_as_labels_are_still_asked() -> None:
    request = parse("Ripper kicks the door, Tactical, Forceful, 4 2", FIST)
    assert set(request.abilities) == {"Tactical", "Forceful"}
