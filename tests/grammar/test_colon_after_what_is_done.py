"""A colon before the dice after words that are no one's label: a name opening what is done ('Kit listens to the
static: 3, 4', in any language), a thing ending a list joined by 'and' ('with grit and spite: 6 6'), or a word opening
an aside ('(spoiler: bad)'). The dice are the roll's; a label of whose dice these are ('the warlord: 4 4',
"Kit's rival: 4 4") is still read as one."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PBTA = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("phrase", "actor", "dice"), [
    ("roll +weird, Kit escucha la estática en la radio: 3, 4", "Kit", (3, 4)),
    ("roll +hard, Boone trzyma drzwi ramieniem: 1 e 2", "Boone", (1, 2)),
    ("roll +cool, Sable se cuela por la ventana: 6 5", "Sable", (6, 5)),
])
def test_a_name_opening_what_is_done_then_a_colon(phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Jonesy rewires the panel with duct tape and hope: 5 2", (5, 2)),
])
def test_a_thing_ending_a_list_is_no_label(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, FIST).dice == dice


def test_a_word_opening_an_aside_is_no_label() -> None:
    request = parse("can Vex talk the guard into opening the gate? (prediction: doomed)", FIST)
    assert (request.actor, request.question, request.dice) == ("Vex", True, None)


@pytest.mark.parametrize("phrase", [
    "roll +hard, Boone's rival: 4 4",
    "Boone Hrd: 4 4",
    "Jonesy rewires the panel and zed: 5 2",
])
def test_a_label_is_still_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called"):
        parse(phrase, PBTA if "+hard" in phrase else FIST)
