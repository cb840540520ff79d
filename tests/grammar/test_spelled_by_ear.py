"""Spelled by ear: a homophone inside a rules phrase is read as it ("to handed grip"), a name that sounds like one
loaded character is that character, a slipped verb of a rules name right after the actor is the doing, and a rules
word or value that sounds like one is read where the action settles it or where it is spelled by ear, not slipped
(test_heard_spellings.py), else asked."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.render import understood

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "blades", "fist")}


def test_a_homophone_inside_a_rules_phrase_is_that_phrase() -> None:
    result = roll("vex fires a single shot at the guard with a to handed grip on her pistol, 5 5",
                  PARTIES["ghostburn"], actor="Vex")
    assert (result.skill, result.trick, result.difficulty.name) == ("Firearms", "Single Shot", "Easy")
    assert "to handed grip" in understood(result)


def test_a_homophone_outside_any_rules_phrase_stays_the_scene() -> None:
    result = roll("vex walks to the bar and fires a single shot at the guard, 5 5", PARTIES["ghostburn"], actor="Vex")
    assert (result.trick, result.difficulty.name) == ("Single Shot", "Moderate")


def test_a_homophone_of_a_value_word_in_a_value_phrase_is_the_value() -> None:
    request = parse("Cross skirmishes with the guard, risky, grate effect, 4 3 2",
                    get_system("blades").vocabulary(PARTIES["blades"]))
    assert [(c.kind, c.text) for c in request.reading if c.kind == "effect"] == [("effect", "grate effect")]


def test_a_second_difficulty_said_by_ear_after_or_is_asked() -> None:
    with pytest.raises(PhraseError) as raised:
        parse("Vex hacks the door panel, Hard or sever, 5 6", get_system("ghostburn").vocabulary(PARTIES["ghostburn"]))
    assert "sever" in str(raised.value)


def test_a_label_that_sounds_like_the_rules_name_the_action_settles_is_read() -> None:
    result = roll("vex sneaks past the guard, stelthe, 4 5", PARTIES["ghostburn"], actor="Vex")
    assert result.skill == "Stealth"
    assert "read as Stealth" in understood(result)


def test_a_label_that_sounds_like_a_rules_name_no_action_settles_is_asked() -> None:
    with pytest.raises(PhraseError) as raised:
        parse("vex looks around, steelth, 4 5", get_system("ghostburn").vocabulary(PARTIES["ghostburn"]))
    assert "Stealth" in raised.value.suggestions


def test_a_value_word_spelled_by_ear_is_read_as_the_value_not_dropped() -> None:
    request = parse("Thorn prowls across the roof, dessperate, 4 3", get_system("blades").vocabulary(PARTIES["blades"]))
    assert [c.key for c in request.cues] == ["desperate"]
    assert any(c.text == "dessperate" and c.note == "read as Desperate" for c in request.reading)


def test_a_value_word_slipped_on_the_keyboard_is_asked_not_dropped() -> None:
    with pytest.raises(PhraseError) as raised:
        parse("Thorn prowls across the roof, despreate, 4 3", get_system("blades").vocabulary(PARTIES["blades"]))
    assert "Desperate" in raised.value.suggestions


def test_luck_spelled_by_ear_is_spent() -> None:
    result = roll("vex spends a luk point and shoots the guard, single shot, 4 5", PARTIES["ghostburn"], actor="Vex")
    assert result.resource_use is not None and result.resource_use.spent
