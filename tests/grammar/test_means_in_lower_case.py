"""A skill named in lower case after 'with his' ('gets over the wall with his athletics', 'leans on her persuade') is
the skill rolled, as its capitalised name is, where the word can only be the skill: no thing one holds ('with her
medicine' stays a thing, and the action decides)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "skill"), [
    ("fs3", "Mavros gets over the wall with his athletics. 6 2 1 7 3 4 5", "Athletics"),
    ("ghostburn", "Dex leans on her persuade to get past the bouncer. 4 5", "Persuade"),
    ("fs3", "Nemesis settles the brawl using his melee. 6 2 1 7 3 4", "Melee"),
])
def test_a_skill_in_lower_case_after_his_is_the_skill(game: str, phrase: str, skill: str) -> None:
    assert parse(phrase, VOCAB[game]).skill == skill


def test_a_thing_one_holds_stays_a_thing() -> None:
    request = parse("Elodie patches him up with her medicine. 6 2 1 7 3 8 4", VOCAB["fs3"])
    assert request.skill is None and request.verbs == ("Medicine",)
    assert roll("Elodie patches him up with her medicine. 6 2 1 7 3 8 4", PARTIES["fs3"], system="fs3").skill == \
        "Medicine"
