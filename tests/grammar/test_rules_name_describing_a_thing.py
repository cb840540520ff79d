"""A rules name said in lower case between an article and a noun ("a standard lunchbox", where Standard is an FS3
language; "the melee weapon", "his stealth suit") describes a thing of the scene: never the roll's name, so the
action the post tells decides. Before the roll's own word it still names the roll ("a stealth check")."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Nemesis sneaks past the sentry, it's a standard lunchbox the blue one, 1 2 3 4 5 6",
    "Nemesis sneaks past the sentry in her stealth suit, 1 2 3 4 5 6",
])
def test_a_rules_name_describing_a_thing_is_the_scene(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert request.skill is None
    assert "Stealth" in request.verbs


def test_before_the_rolls_own_word_it_names_the_roll() -> None:
    assert parse("Nemesis makes a stealth check, 1 2 3 4 5 6", VOCAB).skill == "Stealth"
