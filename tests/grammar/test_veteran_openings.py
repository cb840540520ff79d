"""How veterans open a roll line: a nickname that is also an English word, then the rules name capitalised ('Dash
Disable Device ...', 'Dash Hacking/Disable Device ...'), is who rolls; a trait cut short before its level ('Sec Mod',
'Sec H') is the trait the level is said of; and the task said before the dice's colon ('catch the falling toolbox:
5 3 6 1', 'nobody shooting: ...') is what is done, never a label naming whose dice they are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(sheet: Path, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(sheet), "--as", who, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


@pytest.fixture
def crew(tmp_path: Path) -> Path:
    """The example crew, with Dex also called Dash (an English word too: 'dash across')."""
    sheet = tmp_path / "crew.toml"
    sheet.write_text((EXAMPLES / "ghostburn_party.toml").read_text().replace('name = "Dex"\n',
                                                                              'name = "Dex"\naka = ["Dash"]\n', 1))
    return sheet


# Dex: Intelligence 5 + Hacking 3 = +8; 4 + 4 + 8 = 16 against Moderate (14) is a Success, against Hard (20) a Fade.
GHOSTBURN = [
    ("Dash Disable Device on the door, Security Moderate, 4 4",
     {"actor": "Dex", "trick": "Disable Device", "difficulty": {"name": "Moderate", "value": 14}, "total": 16,
      "outcome": "Success"}),
    ("Dash Hacking/Disable Device on the door, Security Moderate, 4 4",
     {"actor": "Dex", "skill": "Hacking", "trick": "Disable Device", "total": 16, "outcome": "Success"}),
    ("Dex Disable Device on the lift panel, Sec Mod, 4 4",
     {"actor": "Dex", "difficulty": {"name": "Moderate", "value": 14}, "total": 16, "outcome": "Success"}),
    ("Dash Disable Device on the vault, Sec H. 4 and 4",
     {"actor": "Dex", "difficulty": {"name": "Hard", "value": 20}, "total": 16, "outcome": "Fade"}),
]


@pytest.mark.parametrize(("phrase", "want"), GHOSTBURN, ids=[p for p, _ in GHOSTBURN])
def test_veterans_ghostburn_openings(crew: Path, phrase: str, want: dict,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(crew, "Vex", phrase, capsys)
    assert code == 0, err
    for key, value in want.items():
        assert got[key] == value if not isinstance(value, dict) else {k: got[key][k] for k in value} == value


def test_a_trait_cut_short_shows_the_words_it_came_from(crew: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(crew), "--as", "Dex", "--seed", "3", "Dex Disable Device, Sec Mod, 4 4"])
    assert code == 0
    assert "Moderate (from 'Sec Mod')" in capsys.readouterr().out


def test_a_word_of_the_scene_like_a_trait_stays_the_scene(crew: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(crew, "Dex", "Dex hacks the sec desk's terminal, 4 4", capsys)
    assert code == 2 and "Security" in err  # the DL is still asked for: 'sec' before a noun is no level's trait


# Nemesis: Reflexes 3 alone is Everyman 1 + 3 = 4 dice; Firearms 4 + Reflexes 3 = 7 dice, +2 = 9. 6-8 succeed.
FS3 = [
    ("Nemesis roll Reflexes, catch the falling toolbox: 5 3 6 1",
     {"actor": "Nemesis", "dice": [5, 3, 6, 1], "successes": 1, "outcome": "Success"}),
    ("Nemesis Firearms, shoot the tyres out from the rooftop: 5 3 6 1 2 7 8",
     {"actor": "Nemesis", "skill": "Firearms", "dice": [5, 3, 6, 1, 2, 7, 8], "successes": 3,
      "outcome": "Good Success"}),
    ("Nemesis Firearms +2 (no rush, nobody shooting back): 5 3 6 1 2 7 8 8 1",
     {"actor": "Nemesis", "skill": "Firearms", "modifier": 2, "successes": 4, "outcome": "Good Success"}),
]


@pytest.mark.parametrize(("phrase", "want"), FS3, ids=[p for p, _ in FS3])
def test_the_task_before_a_colon_is_no_label(phrase: str, want: dict, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / "fs3_party.toml", "Nemesis", phrase, capsys)
    assert code == 0, err
    assert {key: got[key] for key in want} == want


def test_a_label_naming_someone_still_says_whose_dice(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / "fs3_party.toml", "Nemesis",
                           "Nemesis (Melee) vs a guard rated 3. Nemesis: 6 7 2 1 3. the guard: 7 2 1 3 4", capsys)
    assert code == 0, err
    assert got["opposed"]["their_successes"] == 1


def test_the_referee_calls_a_name_then_the_action_cut_short(capsys: pytest.CaptureFixture[str]) -> None:
    # Silas: Study 2, two dice; the 6 is a Full Success at Risky, Standard effect
    code, got, err = _roll(EXAMPLES / "blades_party.toml", "Cross", "GM: Silas, Stu r/s pls -> 6 2", capsys)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["dice"], got["outcome"]) == ("Silas", "Study", [6, 2], "Full Success")
    assert (got["blades"]["position"], got["blades"]["effect"]) == ("Risky", "Standard")
