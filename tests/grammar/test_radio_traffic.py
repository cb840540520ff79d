"""A post said as radio traffic: the call opening it ("Base to Heron:", "Gannet to Base,") says who rolls by their
callsign, the other side of the call is shown as not used; a report of dice ("Heron reads five and two", "came up
niner and one") is the roll, and a callsign nobody has there is asked about; a relay opened by the one passing it on
("Gannet relaying for Heron, her set is dead:") is the other's roll; a call to everyone on the net ("Base, all
callsigns:") names nobody who acts; a report said in fields apart ("SITREP / Heron / ... / dice 5 2 / out") is the
roll of the one its first field names."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.grammar import parse
from rollmate.grammar.radio import NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary

GAMES = ("ghostburn", "fist")
FIRST = {"ghostburn": "Vex", "fist": "Ripper"}
SECOND = {"ghostburn": "Dex", "fist": "Jonesy"}


def _vocab(tmp: Path, game: str) -> Vocabulary:
    """The example party with its first two characters given callsigns: Ada Quist (Heron) and Bram Tolle (Gannet)."""
    text = (EXAMPLES / f"{game}_party.toml").read_text()
    text = text.replace(f'name = "{FIRST[game]}"', 'name = "Ada Quist"\naka = ["Heron"]', 1)
    text = text.replace(f'name = "{SECOND[game]}"', 'name = "Bram Tolle"\naka = ["Gannet"]', 1)
    path = tmp / f"{game}.toml"
    path.write_text(text)
    return get_system(game).vocabulary(load_party([path]))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("phrase", "who", "other"), [
    ("Base to Heron: climb the wall. Heron reads five and two, over.", "Ada Quist", "Base"),
    ("Overwatch to Gannet, climb the wall, dice 5 2. Out.", "Bram Tolle", "Overwatch"),
    ("Heron to Tower-One, climbing the wall now. Dice read five and two, over.", "Ada Quist", "Tower-One"),
])
def test_the_loaded_side_of_a_call_rolls(tmp_path: Path, game: str, phrase: str, who: str, other: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert request.actor == who
    assert request.dice == (5, 2)
    radio = [c for c in request.reading if c.kind == "radio"]
    assert [c.text for c in radio] == [other] and all(not c.used and c.note == NOTE for c in radio)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "Base to Kite: sneak past. Kite reads 5 2, over.",
    "Control to Kite: sneak past the guard. Kite reports dice 4 and 1, over.",
])
def test_a_callsign_nobody_has_reporting_dice_is_asked_about(tmp_path: Path, game: str, phrase: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    _vocab(tmp_path, game)
    code = main(["roll", "--sheet", str(tmp_path / f"{game}.toml"), "--as", "Ada Quist", "--seed", "3", phrase])
    assert code == 2 and "Kite" in capsys.readouterr().err


@pytest.mark.parametrize("game", GAMES)
def test_niner_is_a_face(tmp_path: Path, game: str) -> None:
    assert parse("Heron: climb the wall, rolled niner and one", _vocab(tmp_path, game)).dice == (9, 1)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "Gannet relaying for Heron, her set is dead: she climbs the wall. 5 2",
    "Gannet posting for Heron: climbs the wall, 5 2",
])
def test_a_relay_opened_by_the_one_passing_it_on_is_the_others_roll(tmp_path: Path, game: str, phrase: str) -> None:
    assert parse(phrase, _vocab(tmp_path, game)).actor == "Ada Quist"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "Base, all callsigns: Heron climbs the wall, rolled 5 2. Out.",
    "Overwatch to all units, Heron climbs the wall. Heron reads 5 2, out.",
])
def test_a_call_to_everyone_names_nobody_who_acts(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert (request.actor, request.dice) == ("Ada Quist", (5, 2))
    assert [c.used for c in request.reading if c.kind == "radio"] == [False]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "SITREP / Heron / east wall, 0200 / climbing the wall / dice 5 2 / out",
    "SPOTREP // Heron // grid 3-3 // climbing the wall // dice 5 / 2 // over",
])
def test_a_report_in_fields_is_the_roll_of_the_one_it_names(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert (request.actor, request.dice) == ("Ada Quist", (5, 2))
    assert [c.used for c in request.reading if c.kind == "radio"] == [False]


def test_two_helpers_are_asked_about_by_the_callsigns_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Blades: one assist a roll; the question names each helper with what the table calls them."""
    text = (EXAMPLES / "blades_party.toml").read_text()
    text = text.replace('name = "Thorn"', 'name = "Thorn"\naka = ["Heron"]', 1)
    text = text.replace('name = "Silas"', 'name = "Silas"\naka = ["Gannet"]', 1)
    path = tmp_path / "blades.toml"
    path.write_text(text)
    code = main(["roll", "--sheet", str(path), "--as", "Cross", "--seed", "3",
                 "Cross skirmishes the guard, Heron and Gannet assist. Dice 6 5 4. Over."])
    err = capsys.readouterr().err
    assert code == 2 and "Heron" in err and "Gannet" in err
