"""A convention one-shot's table: pregens called by role or number (the sheet's `aka`: "the Smuggler", "pregen 2"),
a role addressed without its article where a name stands ("GM: Smuggler, give me ..."), players introducing
themselves before the roll ("hey folks, I'm Dana, I have pregen 2. ..."), the one who rolls named again in an aside in
brackets ("(yes I know Kestrel can't climb)"), and the convention's own numbers ("table 9", "badge 2210", "room 4")
said beside the dice: none of them is a die, someone acted on, or a name nobody has."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary
from rollmate.table.acting import acting

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
FIRST = {"ghostburn": "Vex", "fist": "Ripper", "fs3": "Nemesis", "pbta": "Kit", "blades": "Cross"}
SECOND = {"ghostburn": "Dex", "fist": "Jonesy", "fs3": "Mavros", "pbta": "Boone", "blades": "Thorn"}
ROLL = {"ghostburn": "Athletics", "fist": "Forceful", "fs3": "Athletics", "pbta": "+cool", "blades": "Prowl"}
DICE = {"ghostburn": "3 and 8", "fist": "3 and 5", "fs3": "6 2 3", "pbta": "3 and 5", "blades": "5 2"}


def _party(tmp: Path, game: str):  # type: ignore[no-untyped-def]
    text = (EXAMPLES / f"{game}_party.toml").read_text()
    text = text.replace(f'name = "{FIRST[game]}"', 'name = "Kestrel Marsh"\naka = ["the Smuggler", "pregen 1"]', 1)
    text = text.replace(f'name = "{SECOND[game]}"', 'name = "Orin Vale"\naka = ["the Medic", "pregen 2"]', 1)
    if game == "pbta":
        (tmp / "pbta_playbook.toml").write_text((EXAMPLES / "pbta_playbook.toml").read_text())
    path = tmp / f"{game}.toml"
    path.write_text(text)
    return load_party([path])


def _vocab(tmp: Path, game: str) -> Vocabulary:
    return get_system(game).vocabulary(_party(tmp, game))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["GM: Smuggler, roll {roll}, {dice}", "GM: ok Smuggler, give me {roll}. {dice}",
                                  "Smuggler, roll {roll}: {dice}"])
def test_a_role_addressed_without_its_article_is_who_rolls(tmp_path: Path, game: str, said: str) -> None:
    request = parse(said.format(roll=ROLL[game], dice=DICE[game]), _vocab(tmp_path, game))
    assert request.actor == "Kestrel Marsh"


@pytest.mark.parametrize("game", GAMES)
def test_the_same_word_as_plain_english_is_no_one(tmp_path: Path, game: str) -> None:
    request = parse(f"roll {ROLL[game]} to dodge a smuggler's knife, {DICE[game]}", _vocab(tmp_path, game))
    assert request.actor is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["hey folks, I'm Dana, I have pregen 2. roll {roll}, {dice}",
                                  "hello everyone! Dana here, I'm playing the Medic - roll {roll}, {dice}",
                                  "hi, Dana, table 9, I've got pregen 2 (the Medic). roll {roll}, {dice}"])
def test_a_players_introduction_says_who_they_hold_and_is_no_one_else(tmp_path: Path, game: str, said: str) -> None:
    request = parse(said.format(roll=ROLL[game], dice=DICE[game]), _vocab(tmp_path, game))
    assert request.actor == "Orin Vale" and request.target is None
    assert any(c.kind == "intro" and not c.used for c in request.reading)


@pytest.mark.parametrize("game", GAMES)
def test_an_introduction_naming_no_one_held_leaves_the_seat_to_roll(tmp_path: Path, game: str) -> None:
    request = parse(f"hi all, I'm Dana. roll {ROLL[game]}, {DICE[game]}", _vocab(tmp_path, game))
    assert request.actor is None and request.target is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["pregen 1 rolls {roll} (yes I know Kestrel is bad at this), {dice}",
                                  "(table 9, Kestrel) the Smuggler rolls {roll}, {dice}",
                                  "roll {roll} (Kestrel keeping her head down), {dice}"])
def test_the_one_rolling_named_again_in_an_aside_is_not_acted_on(tmp_path: Path, game: str, said: str) -> None:
    party = _party(tmp_path, game)
    request = acting(party, "Kestrel Marsh", parse(said.format(roll=ROLL[game], dice=DICE[game]),
                                                   get_system(game).vocabulary(party)))
    assert request.actor == "Kestrel Marsh" and request.target is None


@pytest.mark.parametrize("game", GAMES)
def test_one_named_after_a_preposition_in_an_aside_is_still_acted_on(tmp_path: Path, game: str) -> None:
    party = _party(tmp_path, game)
    with pytest.raises(RollmateError, match="themself"):
        acting(party, "Kestrel Marsh", parse(f"roll {ROLL[game]} (at Kestrel), {DICE[game]}",
                                             get_system(game).vocabulary(party)))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["(table 9) roll {roll}, {dice}", "roll {roll}, {dice} (we're in room 204 btw)",
                                  "roll {roll} (badge 2210 if the GM needs it for the raffle), {dice}",
                                  "roll {roll}, {dice} (day 3 of the siege)"])
def test_the_conventions_numbers_are_no_dice(tmp_path: Path, game: str, said: str) -> None:
    request = parse(said.format(roll=ROLL[game], dice=DICE[game]), _vocab(tmp_path, game))
    assert request.dice == tuple(int(d) for d in DICE[game].replace("and", " ").split())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["we have till 5 so quick one: roll {roll}, {dice}",
                                  "ok last one: roll {roll}, {dice}",
                                  "roll {roll}, {dice}. we've got 3 hours left in the slot, let's keep moving"])
def test_the_slots_time_and_table_talk_are_no_dice(tmp_path: Path, game: str, said: str) -> None:
    request = parse(said.format(roll=ROLL[game], dice=DICE[game]), _vocab(tmp_path, game))
    assert request.dice == tuple(int(d) for d in DICE[game].replace("and", " ").split())
