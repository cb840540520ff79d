"""A Blades group action as tables write it: the leader said with 'leads the ACTION', 'leading' or 'led by', the
others joined by 'w/' and '+', and each one's dice after a colon or between slashes. Every participant's faces
are theirs; the best one counts for the group, and the leader takes stress for each 1-3."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

PARTY = load_party([EXAMPLES / "blades_party.toml"])  # Cross, Thorn, Silas, Nyx


@pytest.mark.parametrize(("phrase", "seat", "leader", "action", "dice", "total"), [
    # the action led, said with an article: the roll's action, never a thing
    ("Thorn leads the Prowl over the rooftops, Cross and Silas come along. Thorn rolled 4 2, Cross rolled 1, "
     "Silas rolled 5", "Nyx", "Thorn", "Prowl", (4, 2, 1, 5), 5),
    ("GM: group action. Cross leads the Skirmish at the gate, Thorn follows him in. Cross rolled 2 1 1, "
     "Thorn rolled 3 5", "Silas", "Cross", "Skirmish", (2, 1, 1, 3, 5), 3),  # Thorn has no dots: the lower reads
    # the leader said with a participle or a passive
    ("group skirmish, cross leading with thorn and silas. cross rolled 3 2 1, thorn rolled 2 5, silas rolled 4 6",
     "Nyx", "Cross", "Skirmish", (3, 2, 1, 2, 5, 4, 6), 4),
    ("a group wreck led by Cross with Silas. Cross rolled 6, Silas rolled 2", "Thorn", "Cross", "Wreck",
     (6, 2), 6),
    # each one's dice after a colon, or between slashes; 'w/' and '+' join the others
    ("Silas leads a group attune with Thorn: Silas rolled 3 3, Thorn rolled 2 5", "Cross", "Silas", "Attune",
     (3, 3, 2, 5), 3),
    ("thorn leads a group prowl w/ silas + cross: thorn rolled 2 2 / silas rolled 4 / cross rolled 1", "Nyx",
     "Thorn", "Prowl", (2, 2, 4, 1), 4),
    ("group prowl, thorn leading w/ cross. thorn rolled 5,1 / cross rolled 2", "Silas", "Thorn", "Prowl",
     (5, 1, 2), 5),
])
def test_a_group_action_said_in_a_post(phrase: str, seat: str, leader: str, action: str, dice: tuple[int, ...],
                                       total: int) -> None:
    done = roll(phrase, PARTY, system="blades", actor=seat)
    facts = done.extra["blades"]
    assert (done.actor, done.skill, done.dice, done.total, facts["roll"]) == (leader, action, dice, total, "group")
    assert facts["group"][0]["name"] == leader


@pytest.mark.parametrize("phrase", [
    # two leaders said: asked, never one dropped
    "Thorn leads the Prowl, Cross leading too. Thorn rolled 4 2, Cross rolled 1",
    # one participant's dice said twice
    "thorn leads a group prowl with silas: thorn rolled 2 2, silas rolled 4, thorn rolled 5 1",
    # a '+' that joins no two people is still no name
    "thorn leads a group prowl + silas rolled 4",
])
def test_a_group_action_that_is_unclear_is_asked(phrase: str) -> None:
    with pytest.raises(RollmateError):
        roll(phrase, PARTY, system="blades", actor="Nyx")


@pytest.mark.parametrize("phrase", [
    "Cross, who led the raid last week, skirmishes with the guard, 5 4 1",
    "Cross leads the guard into an alley and skirmishes with him, 5 4 1",
])
def test_leading_someone_with_no_one_else_rolling_is_one_action(phrase: str) -> None:
    # a verb of leading where no one else rolls is the scene: an action roll, never a group of one
    done = roll(phrase, PARTY, system="blades", actor="Silas")
    facts = done.extra["blades"]
    assert (done.actor, facts["roll"], facts["group"], done.dice) == ("Cross", "action", None, (5, 4, 1))
    assert [c.used for c in done.request.reading if c.kind == "group"] == [False]


def test_a_group_action_with_no_one_else_is_asked() -> None:
    with pytest.raises(RollmateError, match="who takes part"):
        roll("Cross leads a group skirmish against the gang, rolled 5 4 1", PARTY, system="blades", actor="Silas")


def test_who_rolls_with_the_leader_is_no_one_acted_on() -> None:
    """'with Thorn and Nyx' names who roll with the leader: Read as says no 'at Thorn'."""
    done = roll("Cross leads a group prowl with Thorn and Nyx through the sewers. Cross rolled 3, Thorn rolled 5 1, "
                "Nyx rolled 2 4", PARTY, system="blades", actor="Cross")
    assert (done.extra["blades"]["roll"], done.request.target) == ("group", None)
    assert [m["name"] for m in done.extra["blades"]["group"]] == ["Cross", "Thorn", "Nyx"]
