"""A word that is a verb of the game and a noun of the story ('fire') is the game's verb only where someone does
it ('She fires', 'steps out and fires at the goon', 'fires from the hip'); as a thing of the scene ('on fire', 'fire
spreads', 'sets fire to', 'smoke and fire') it decides nothing. Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.rules.sheets import load_party

FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.fixture(scope="module")
def gunner(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    sheet = Path(tmp_path_factory.mktemp("gunner")) / "gunner.toml"
    sheet.write_text('system = "fs3"\n[[character]]\nname = "Kade"\nluck = 1\n[character.attributes]\nreflexes = 3\n'
                     "brawn = 2\nwits = 2\ngrit = 2\nperception = 3\npresence = 2\n[character.action_skills]\n"
                     "firearms = 2\ngunnery = 4\nmelee = 3\n")
    return load_party([sheet])


@pytest.mark.parametrize("phrase", [
    "Nemesis levels her pistol at the goon. She fires — 1 2 3 4 5 6 7",
    "Nemesis fires from the hip, 1 2 3 4 5 6 7",
    "Nemesis steps out from the doorway and fires at the goon, 1 2 3 4 5 6 7",
    "Nemesis takes a breath, then fires, 1 2 3 4 5 6 7",
])
def test_fire_said_of_someone_is_shooting(phrase: str) -> None:
    result = roll(phrase, FS3, system="fs3", actor="Nemesis")
    assert result.skill == "Firearms"


@pytest.mark.parametrize("phrase", [
    "Kade swings the turret round and fires — 1 2 3 4 5 6 7",
    "Kade hauls the deck cannon around. He fires — 1 2 3 4 5 6 7",
])
def test_fire_after_bringing_a_heavy_gun_around_is_gunnery(phrase: str, gunner) -> None:  # type: ignore[no-untyped-def]
    result = roll(phrase, gunner, system="fs3", actor="Kade")
    assert result.skill == "Gunnery"


@pytest.mark.parametrize("phrase", [
    "with the hangar on fire, Mavros climbs the ladder, 1 2 3 4 5 6 7",
    "as fire spreads through the deck, Mavros climbs the wall, 1 2 3 4 5 6 7",
    "Mavros sets fire to the drapes and climbs the wall, 1 2 3 4 5 6 7",
    "Mavros climbs the wall through the smoke and fire, 1 2 3 4 5 6 7",
    "the warehouse catches fire and Mavros climbs the wall, 1 2 3 4 5 6 7",
])
def test_fire_as_a_thing_of_the_scene_decides_nothing(phrase: str) -> None:
    result = roll(phrase, FS3, system="fs3", actor="Mavros")
    assert result.skill == "Athletics"
