"""A name in the possessive is no one the roll is on where it says whose help it is ('+1 forward from Boone's help') or
whose things act in a clause of when ('as Old Marrow's dogs close in'); what they own, acted on, keeps them as the
one the roll is on ('shoots Old Marrow's dog')."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

PBTA_PARTY, PBTA = example_game("pbta")


@pytest.mark.parametrize("phrase", [
    "Kit keeps her cool as Old Marrow's dogs close in, 4 and 5",
    "Kit keeps her cool while the warlord's raiders close in, 4 and 5",
    "Kit keeps her cool, 4 and 5, +1 forward from Boone's help",
])
def test_whose_help_or_whose_things_act_is_no_target(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.target, request.dice) == ("Kit", None, (4, 5))


@pytest.mark.parametrize(("phrase", "target"), [
    ("Kit shoots Old Marrow's dog, 4 and 5", "Old Marrow"),
    ("Kit goes aggro on Old Marrow's bodyguard, 4 and 5", "Old Marrow"),
])
def test_what_they_own_acted_on_keeps_the_target(phrase: str, target: str) -> None:
    assert parse(phrase, PBTA).target == target


def test_as_a_name_alone_is_still_asked() -> None:
    with pytest.raises(RollmateError, match="as Boone"):
        parse("Kit sneaks in as Boone, 4 5", PBTA)
