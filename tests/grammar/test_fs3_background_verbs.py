"""FS3 background skills players often name are called by the verbs players use for them, when the sheet has one;
without one on the sheet, the same words call nothing and the rules ask."""

from __future__ import annotations

import pytest

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice
from rollmate.rules.sheets import parse_sheet
from rollmate.rules.system import get_system

BACKGROUNDS = {"persuasion": 2, "intimidation": 3, "xenobiology": 1, "driving": 2, "poker": 3}


def _resolve(phrase: str, backgrounds: dict[str, int]) -> tuple[str | None, int]:
    """Ines (Wits 3, Firearms 2) with the given background skills rolls the phrase; the skill and the dice count."""
    ines = {"name": "Ines", "luck": 1, "action_skills": {"firearms": 2}, "background_skills": backgrounds,
            "attributes": {"reflexes": 2, "brawn": 2, "wits": 3, "grit": 2, "perception": 3, "presence": 2}}
    party = parse_sheet({"system": "fs3", "character": [ines]}, "ines.toml")
    system = get_system("fs3")
    result = system.resolve(parse(phrase, system.vocabulary(party)), party, GivenDice([6] * 30))
    return result.skill, len(result.dice)


@pytest.mark.parametrize(("phrase", "skill", "dice"), [
    ("talk the guard down", "Persuasion", 7),  # Wits 3 + background 2 (4 dice)
    ("Ines sweet-talks the customs officer", "Persuasion", 7),
    ("convince the smuggler to wait", "Persuasion", 7),
    ("scare the dockworker into talking", "Intimidation", 9),
    ("she threatened the clerk", "Intimidation", 9),
    ("identify the alien fungus", "Xenobiology", 5),
    ("analyse the sample", "Xenobiology", 5),
    ("floor it through the checkpoint", "Driving", 7),
    ("count cards at the table", "Poker", 9),
])
def test_a_background_skill_on_the_sheet_is_called_by_its_verbs(phrase: str, skill: str, dice: int) -> None:
    assert _resolve(phrase, BACKGROUNDS) == (skill, dice)


@pytest.mark.parametrize("phrase", ["talk the guard down", "identify the alien fungus", "count cards at the table"])
def test_without_the_background_skill_the_words_call_nothing(phrase: str) -> None:
    with pytest.raises(RollmateError):
        _resolve(phrase, {"basket weaving": 1})


def test_an_action_skills_verb_still_calls_the_action_skill() -> None:
    assert _resolve("shoot the drone", BACKGROUNDS)[0] == "Firearms"
