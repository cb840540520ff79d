"""Sheets load for all three systems; a bad sheet names the file, the key and the allowed values."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import SheetError
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.sheets import load_party, load_sheet, parse_sheet


def test_example_parties_load() -> None:
    paths = sorted(EXAMPLES.glob("*_party.toml"))
    assert [p.name for p in paths] == sorted(f"{s}_party.toml" for s in SYSTEMS)  # one example party per game
    for path in paths:
        party = load_sheet(path)
        assert party.characters or party.npcs


def test_every_example_file_is_a_party_or_a_playbook_it_names() -> None:
    named = {load_sheet(p).settings.get("playbook_file") for p in EXAMPLES.glob("*_party.toml")}
    others = {p.name for p in EXAMPLES.glob("*.toml") if not p.name.endswith("_party.toml")}
    assert others == {"pbta_playbook.toml"} and others <= named


def test_contract_examples_load_for_each_system() -> None:
    gb = parse_sheet({"system": "ghostburn", "name": "Vex", "favored": "Persuade", "luck": 1, "signature_tricks": ["Haggle"],
                      "abilities": {"presence": 3, "agility": 4}, "skills": {"persuade": 2, "firearms": 1},
                      "gear": [{"name": "laser sight", "bonus": {"firearms": 1}}],
                      "augs": [{"name": "pheromone pump", "bonus": {"persuade": 1}}]})
    assert gb.characters[0].own.abilities == {"Presence": 3, "Agility": 4}
    fs3 = parse_sheet({"system": "fs3", "name": "Nemesis", "luck": 1, "attributes": {"reflexes": 3, "brawn": 2},
                       "action_skills": {"firearms": 4, "melee": 3}, "background_skills": {"basketball": 2},
                       "languages": {"wookiee": 1}})
    assert fs3.characters[0].own.background_skills == {"Basketball": 2}
    fist = parse_sheet({"system": "fist", "name": "Ripper", "war_dice": 2,
                        "attributes": {"forceful": 1, "tactical": 0, "creative": -1, "reflexive": 2}})
    assert fist.characters[0].own.war_dice == 2
    npc = parse_sheet({"npc": [{"name": "the bouncer", "wits": "Hard", "fort": "Moderate", "threat": 6, "attitude": "Neutral"}]})
    assert npc.npcs[0].own.wits == "Hard"


@pytest.mark.parametrize(("data", "key", "allowed"), [
    ({"system": "ghostburn", "name": "V", "skills": {"persuasion": 2}}, "skills.persuasion", "Persuade"),
    ({"system": "ghostburn", "name": "V", "skills": {"persuade": 4}}, "skills.persuade", "0 to 3"),
    ({"system": "ghostburn", "name": "V", "abilities": {"presence": 9}}, "abilities.presence", "1 to 8"),
    ({"system": "ghostburn", "name": "V", "favored": "Guns"}, "favored", "Firearms"),
    ({"system": "ghostburn", "name": "V", "signature_tricks": ["Hack"]}, "signature_tricks[0]", "Street Hack"),
    ({"system": "ghostburn", "name": "V", "colour": "red"}, "colour", "favored"),
    ({"system": "gurps", "name": "V"}, "system", "ghostburn, fist, fs3"),
    ({"name": "V"}, "system", "ghostburn, fist, fs3"),
    ({"system": "fs3", "name": "N", "attributes": {"strength": 3}}, "attributes.strength", "Brawn"),
    ({"system": "fs3", "name": "N", "action_skills": {"firearms": 9}}, "action_skills.firearms", "0 to 8"),
    ({"system": "fist", "name": "R", "war_dice": -1}, "war_dice", "0 to 99"),
    ({"system": "fist", "name": "R", "attributes": {"sneaky": 1}}, "attributes.sneaky", "Forceful"),
    ({"npc": [{"name": "b", "wits": "Tough"}]}, "npc[0].wits", "Easy, Moderate, Hard, Severe, Extreme"),
    ({"npc": [{"name": "b", "attitude": "Angry"}]}, "npc[0].attitude", "Friendly, Neutral, Hostile"),
    ({"system": "ghostburn", "character": [{"name": "A", "skills": {"x": 1}}]}, "character[0].skills.x", "Athletics"),
])
def test_errors_name_file_key_and_allowed(data: dict, key: str, allowed: str) -> None:
    with pytest.raises(SheetError) as caught:
        parse_sheet(data, "party.toml")
    message = str(caught.value)
    assert message.startswith("party.toml: ") and key in message and allowed in message


def test_keys_ignore_case() -> None:
    party = parse_sheet({"System": "ghostburn", "NAME": "Vex", "Skills": {"PERSUADE": 2}})
    assert party.characters[0].own.skills == {"Persuade": 2}


def test_unreadable_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.toml"
    bad.write_text("name = [unclosed")
    with pytest.raises(SheetError, match="bad.toml: not valid TOML"):
        load_sheet(bad)
    with pytest.raises(SheetError, match="cannot read"):
        load_sheet(tmp_path / "missing.toml")
    huge = tmp_path / "huge.toml"
    huge.write_text("# " + "x" * 300_000)
    with pytest.raises(SheetError, match="larger than the limit"):
        load_sheet(huge)


def test_duplicate_names_across_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    a = tmp_path / "a.toml"
    a.write_text('system = "ghostburn"\nname = "Vex"\n')
    with pytest.raises(SheetError, match="two characters are named"):
        load_party([a, a])
