"""The GM or a family member at the table who threw the dice for a roll ("the GM rolled 5 and 5", "dad rolled 7 and 7
for him", "mum rolled 4 and 4 for me"): the dice are the roll's, of whoever acts, and the one who threw them is shown
as not used, never asked about as someone unknown nor taken for the one who rolls."""

from __future__ import annotations

import tomllib

import pytest

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import parse_sheet
from rollmate.rules.system import get_system

PARTY = parse_sheet(tomllib.loads('''
system = "ghostburn"
[[character]]
name = "Wren"
favored = "Stealth"
[character.abilities]
agility = 4
awareness = 2
[character.skills]
stealth = 3
[[npc]]
name = "Sentinel"
wits = "Hard"
fort = "Moderate"
threat = 5
'''))
VOCAB = get_system("ghostburn").vocabulary(PARTY)


@pytest.mark.parametrize(("phrase", "actor", "who_threw"), [
    ("Sentinel sweeps the hallway looking for Wren. dad rolled 7 and 7 for him", "Sentinel", "dad"),
    ("Sentinel sweeps the hallway looking for Wren. The GM rolls a 6 and a 2", "Sentinel", "GM"),
    ("Wren sneaks past Sentinel, mum rolled 4 and 4 for me", "Wren", "mum"),
])
def test_dice_thrown_by_the_table_are_the_rolls(phrase: str, actor: str, who_threw: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.actor == actor
    assert len(request.dice) == 2
    assert any(c.text == who_threw and not c.used for c in request.reading)


def test_a_name_of_the_party_that_is_a_family_word_still_rolls() -> None:
    party = parse_sheet(tomllib.loads('system = "ghostburn"\n[[character]]\nname = "Ma"\n[character.abilities]\n'
                                      'agility = 4\n[character.skills]\nstealth = 3\n'))
    request = parse("Ma rolled 4 and 4 sneaking past the guard", get_system("ghostburn").vocabulary(party))
    assert request.actor == "Ma"


@pytest.mark.parametrize("phrase", [
    "Priya's rolling Stealth for Wren, sneaking past Sentinel, 4 and 9",
    "Tomasz rolls for Wren: sneaks past Sentinel, 4 and 9",
])
def test_someone_unknown_rolling_for_one_of_the_party_throws_the_dice(phrase: str) -> None:
    """A name nobody has, rolling for one of the party named after 'for': a player at the table who threw the dice;
    the roll is the one named's."""
    request = parse(phrase, VOCAB)
    assert (request.actor, request.dice) == ("Wren", (4, 9))


def test_someone_unknown_rolling_for_no_one_named_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="Priya"):
        parse("Priya rolls Stealth, sneaking past Sentinel, 4 and 9", VOCAB)
