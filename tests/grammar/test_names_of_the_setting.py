"""A setting's own proper names built from rules words ('the Moderate Lantern', 'the Tactical Union hall', 'Captain
Severe', 'the Hard Gate'), its calendar ('since 1204', 'the Drowning of 588'), its people named by title and whence
they are ('Sister Maud of the Quiet Order picks the lock'), a sheet's name said as the owner ('Old Marrow's dogs'), a
name said of any of its kind ('every guard in the city'), and a sheet name's prefix closing another name ('Glasswater
Ward'): the scene, or asked, never a rules value nor the seat's character silently. Phrasings written for this test
(the register: tests/phrases/fresh/setCL, the lore-heavy worldbuilder)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.coined import COINED
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, PBTA = example_game("pbta")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize(("phrase", "vocabulary", "name"), [
    ("Vex persuades the fixer in the back room of the Moderate Lantern, rolled 6 and 4", GHOSTBURN, "Moderate Lantern"),
    ("Vex persuades the fixer while Captain Severe watches from the bridge, 6 4", GHOSTBURN, "Captain Severe"),
    ("Ripper kicks in the door of the Tactical Union hall, FORCEFUL, 5 5", FIST, "Tactical Union"),
    ("Kit slips past the sentries at the Hard Gate, +cool, 4 4", PBTA, "Hard Gate"),
    ("Kit, drunk on Weird Cider, slips past the sentries, +cool, 4 4", PBTA, "Weird Cider"),
    ("Nemesis climbs the wall of the Brawn Exchange, Athletics+Reflexes, 6 5 4 3 2", FS3, "Brawn Exchange"),
    ("Vex persuades the fixer under the Bell of Luck, 6 4", GHOSTBURN, "Bell of Luck"),
])
def test_a_name_of_the_setting_made_of_rules_words_is_the_scene(phrase: str, vocabulary: object, name: str) -> None:
    request = parse(phrase, vocabulary)  # type: ignore[arg-type]
    assert name in unused(request) and request.difficulty is None and not request.spends
    assert any(c.text == name and c.note == COINED for c in request.reading)
    assert not any(name.split()[0].lower() == a.lower() for a in request.abilities if a.lower() != "reflexes")


@pytest.mark.parametrize(("phrase", "vocabulary", "kept"), [
    ("Vex sneaks past the guard, the Stealth Check Hard, 6 4", GHOSTBURN, "difficulty"),
    ("Ripper kicks the door, the Forceful Roll, 5 5", FIST, "ability"),
    ("Nemesis climbs the wall, Athletics+Reflexes, 6 5 4 3 2", FS3, "ability"),
])
def test_rules_words_with_talk_of_rolls_stay_rules(phrase: str, vocabulary: object, kept: str) -> None:
    request = parse(phrase, vocabulary)  # type: ignore[arg-type]
    assert not any(c.note == COINED for c in request.reading)
    assert (request.difficulty == "Hard") if kept == "difficulty" else bool(request.abilities)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, the one who has stood here since 1204, 6 4",
    "Vex sneaks past the guard, who was born before the Drowning of 588, 6 4",
])
def test_a_year_of_the_settings_calendar_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.dice == (6, 4) and request.modifiers == ()


@pytest.mark.parametrize(("phrase", "who"), [
    ("Sister Maud of the Quiet Order picks the lock, TACTICAL, 3 4", "Sister Maud"),
    ("Brother Anselm picks the lock, TACTICAL, 3 4", "Brother Anselm"),
    ("Ysolde of the Ninth Tide picks the lock, TACTICAL, 3 4", "Ysolde"),
    ("Brother Anselm of the Grit Mother's choir picks the lock, TACTICAL, 3 4", "Brother Anselm"),
    ("The sergeant of the Forceful Brigade kicks the door, FORCEFUL, 3 4", "The sergeant"),
])
def test_someone_of_the_setting_nobody_loaded_acting_is_asked(phrase: str, who: str) -> None:
    with pytest.raises(PhraseError) as raised:
        parse(phrase, FIST)
    assert who in str(raised.value)


def test_a_name_said_of_any_of_its_kind_is_no_one_in_particular() -> None:
    request = parse("Vex persuades the fixer, and every guard in the city knows it, 6 4", GHOSTBURN)
    assert request.target == "the fixer"
    request = parse("Vex sneaks past, and every guard in the city knows it, 6 4", GHOSTBURN)
    assert request.target is None


def _lore_sheet(tmp_path: Path) -> object:
    sheet = tmp_path / "party.toml"
    sheet.write_text('system = "ghostburn"\n[[character]]\nname = "Vex"\n[character.abilities]\nagility = 3\n'
                     'presence = 2\n[character.skills]\nstealth = 1\n\n[[npc]]\nname = "the Lantern-Warden"\n'
                     'wits = "Hard"\n\n[[npc]]\nname = "the Severe Sisters"\nwits = "Easy"\n', encoding="utf-8")
    return get_system("ghostburn").vocabulary(load_party([sheet]))


def test_a_sheet_name_said_as_the_owner_is_that_name(tmp_path: Path) -> None:
    request = parse("Vex sneaks past the Severe Sisters' stalls, 6 4", _lore_sheet(tmp_path))  # type: ignore[arg-type]
    assert request.difficulty is None and not any(c.kind == "difficulty" for c in request.reading)


def test_a_prefix_of_a_sheet_name_closing_another_name_is_no_one(tmp_path: Path) -> None:
    vocabulary = _lore_sheet(tmp_path)
    request = parse("In the fish-smoke of Glasswater Ward, Vex sneaks past the stalls, 6 4", vocabulary)  # type: ignore[arg-type]
    assert request.target is None and request.actor == "Vex"
    assert parse("Vex sneaks past the Warden, 6 4", vocabulary).target == "the Lantern-Warden"  # type: ignore[arg-type]


def test_a_spend_before_rolling_and_then_the_deed_is_the_spenders_roll() -> None:
    request = parse("Jonesy spends her war die before rolling and kicks the door, FORCEFUL, 6 6, war die 3", FIST)
    assert request.actor == "Jonesy" and request.abilities == ("Forceful",)


@pytest.mark.parametrize("phrase", ["Kit charms the innkeeper into leaving the door open, 5 1",
                                    "Kit charms the Lamplighter of Cool Harbour into leaving the lamp dark, 5 1"])
def test_someone_named_by_their_trade_between_a_verbs_words_keeps_the_move(phrase: str) -> None:
    assert parse(phrase, PBTA).verbs == ("Sway Someone",)


def test_a_blessing_given_is_whose_help_no_target() -> None:
    assert parse("Kit keeps her cool, 4 and 5, +1 forward from Boone's blessing", PBTA).target is None


def test_as_and_one_described_is_a_clause_of_how_never_someone_nobody_loaded() -> None:
    request = parse("Nemesis climbs the hull, as the Psalter of the Belt teaches: Athletics, 6 5 4 3 2", FS3)
    assert request.actor == "Nemesis" and request.skill == "Athletics"
