"""The possessive of a name of several words ('the night watchman's hut', 'the old ferryman's boat', 'the security
chief's office', where 'security' alone is a trait) is that person, as 'the bouncer's car' is: the one the action is done past or to, never plain words of the scene."""

from __future__ import annotations

import tomllib

import pytest

from rollmate.grammar import parse
from rollmate.rules.sheets import parse_sheet
from rollmate.rules.system import get_system

PARTY = parse_sheet(tomllib.loads('''
system = "ghostburn"
[[character]]
name = "Vex"
favored = "Stealth"
[character.abilities]
agility = 4
[character.skills]
stealth = 3
[[npc]]
name = "the night watchman"
wits = "Hard"
fort = "Easy"
[[npc]]
name = "the security chief"
wits = "Severe"
fort = "Hard"
[[npc]]
name = "the old ferryman"
wits = "Easy"
fort = "Moderate"
'''))
VOCAB = get_system("ghostburn").vocabulary(PARTY)


@pytest.mark.parametrize(("phrase", "target"), [
    ("Vex creeps past the night watchman's hut. 4 5", "the night watchman"),
    ("Vex sneaks onto the old ferryman's boat, quiet as a cat. 4 5", "the old ferryman"),
    ("Vex slips by the old ferryman's lantern. 4 and 5", "the old ferryman"),
    # a word of the name is a rules word alone ('security' a trait): the possessive still says the person
    ("Vex creeps past the security chief's office, 4 and 5", "the security chief"),
])
def test_the_possessive_of_a_long_name_is_that_person(phrase: str, target: str) -> None:
    request = parse(phrase, VOCAB)
    assert (request.actor, request.target) == ("Vex", target)
