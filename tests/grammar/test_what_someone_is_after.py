"""'Vex watches the fixer - what's she really after?': a question of what someone wants or is up to, asked after the
action, is what the roll finds out (Read Person); the action only says how it is done (watching), so it is never a
Search of the room. A sense the trick does not use ('listens') is asked about, never rolled as the other."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.rules.sheets import load_party

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex watches the fixer haggle with the bouncer - what's she really after here? 9 and 3",
    "Vex eyes the merchant across the table, what does he want? 9 3",
    "Vex studies the guard: what is he after? rolled 9, 3",
    "Vex watches the bouncer while he counts the cash. what's his angle? 9 and 3",
])
def test_a_question_of_someones_aims_is_read_person(phrase: str) -> None:
    result = roll(phrase, PARTY, actor="Vex")
    assert result.trick == "Read Person" and result.skill == "Insight" and result.dice == (9, 3)


def test_a_sense_the_trick_does_not_use_is_asked_about() -> None:
    with pytest.raises(RulesError, match="Read Person"):
        roll("Vex listens to the fixer - what is she after? 9 3", PARTY, actor="Vex")
