"""Session minutes in the scribe's register: a rules value credited to who ruled it ('controlled per the GM', 'Hard
by the referee's call') is still the rules value; a post that says no move fits rolls the stat alone; item numbers,
rounds and timestamps that open an entry are the minutes' own, never a die or a value; the one after 'by' in a
passive or a noun of the action ('A Prowl roll was made by Thorn', 'Attempt by Dex to ...') rolls."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def answer(game: str, seat: str, phrase: str) -> tuple[int, dict, str]:
    """The one-shot answer as JSON (exit code, the answer, what was said on stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "7",
                         "--json", phrase])
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
    return code, (json.loads(out.getvalue()) if code == 0 else {}), err.getvalue()


def read_right(game: str, seat: str, phrase: str, want: dict) -> dict:
    """The answer, after checking it resolved with every field of `want` as wanted."""
    code, got, err = answer(game, seat, phrase)
    assert code == 0, err
    assert picked(got, tuple(want)) == want
    return got


def picked(got: dict, keys: tuple[str, ...]) -> dict:
    def one(obj: object, dotted: str) -> object:
        for part in dotted.split("."):
            obj = obj.get(part) if isinstance(obj, dict) else None
        return obj
    return {k: one(got, k) for k in keys}


# --- a rules value credited to who ruled it ------------------------------------------------------------------------

@pytest.mark.parametrize(("phrase", "want"), [
    ("Thorn slipped along the canal wall (Prowl), controlled per the GM. Dice 5 and 2.",
     {"actor": "Thorn", "skill": "Prowl", "dice": [5, 2], "outcome": "Partial Success",
      "blades.position": "Controlled", "blades.effect": "Standard"}),
    ("Cross brawled with the dock boss, Skirmish, desperate by the referee's call. Dice 6 3 1.",
     {"actor": "Cross", "skill": "Skirmish", "dice": [6, 3, 1], "outcome": "Full Success",
      "blades.position": "Desperate", "blades.effect": "Standard"}),
    ("Thorn picked the lock on the strongbox, Finesse; limited, according to the GM. Dice 4 4.",
     {"actor": "Thorn", "skill": "Finesse", "dice": [4, 4], "outcome": "Partial Success",
      "blades.position": "Risky", "blades.effect": "Limited"}),
    ("Cross kicked down the shop door (Wreck), risky on the GM's say-so. Dice: 6.",
     {"actor": "Cross", "skill": "Wreck", "dice": [6], "outcome": "Full Success", "blades.position": "Risky"}),
])
def test_blades_value_credited_to_the_gm(phrase: str, want: dict) -> None:
    read_right("blades", "Silas", phrase, want)


@pytest.mark.parametrize(("phrase", "want"), [
    ("Dex vaulted the fence (Athletics), Hard per the referee. Dice 6 and 5.",
     {"actor": "Dex", "skill": "Athletics", "difficulty.name": "Hard", "dice": [6, 5], "outcome": "Glitch"}),
    ("Vex talked the clerk round, Persuade, severe by the GM's ruling. Dice 4 and 4.",
     {"actor": "Vex", "skill": "Persuade", "difficulty.name": "Severe", "dice": [4, 4]}),
])
def test_ghostburn_difficulty_credited_to_the_gm(phrase: str, want: dict) -> None:
    read_right("ghostburn", "Vex", phrase, want)


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("fist", "Jonesy", "Ripper forced the hatch; FRC roll per the referee. Dice 4 and 2.",
     {"actor": "Ripper", "ability.name": "Forceful", "dice": [4, 2]}),
    ("fist", "Ripper", "Jonesy ducked the blast, Reflexive as ruled by the GM. Dice 3 and 3.",
     {"actor": "Jonesy", "ability.name": "Reflexive", "dice": [3, 3]}),
    ("pbta", "Kit", "Boone held his nerve, +cool per the MC. Dice 5 and 4.",
     {"actor": "Boone", "ability.name": "Cool", "dice": [5, 4]}),
    ("fs3", "Zoe", "Mavros ran the rooftops, Athletics per the storyteller. Dice 6 2 1 7 3 8 4.",
     {"actor": "Mavros", "skill": "Athletics", "dice": [6, 2, 1, 7, 3, 8, 4]}),
])
def test_credit_is_never_a_rules_word(game: str, seat: str, phrase: str, want: dict) -> None:
    """'per' is no Perception, 'the referee' no one rolling: the credit is shown as who ruled, and read as nothing."""
    got = read_right(game, seat, phrase, want)
    assert any(c["kind"] == "ruling" and not c["used"] for c in got["reading"]["clauses"])


def test_controlled_by_someone_of_the_scene_is_no_position() -> None:
    """'controlled by the smugglers' is what the dock is like: no ruling credited, no position taken."""
    code, got, err = answer("blades", "Silas", "Thorn prowled across the dock controlled by the smugglers. Dice 5 2.")
    assert code == 0, err
    assert got["blades"]["position"] == "Risky"


# --- no move fits: the stat alone ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("phrase", "seat", "actor", "stat", "dice"), [
    ("No move fitted, so Kit was asked to roll +sharp to read the old map. Dice 2 and 3.", "Boone", "Kit", "Sharp",
     [2, 3]),
    ("The MC said none of the moves applied; Boone was told to roll +hard to shoulder the gate open. Dice: 6, 6.", "Kit",
     "Boone", "Hard", [6, 6]),
    ("Kit kept her footing on the rope bridge, +cool; no move covered it. Dice 1 4.", "Sable", "Kit", "Cool", [1, 4]),
])
def test_no_move_fits_rolls_the_stat_alone(phrase: str, seat: str, actor: str, stat: str, dice: list[int]) -> None:
    code, got, err = answer("pbta", seat, phrase)
    assert code == 0, err
    assert (got["actor"], got["skill"], got["ability"]["name"], got["dice"]) == (actor, None, stat, dice)


# --- the minutes' own numbers: items, rounds, scenes, turns, times -------------------------------------------------

@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("blades", "Silas", "Item 4. Cross hacked through the fence, Wreck. Dice 5.",
     {"actor": "Cross", "skill": "Wreck", "dice": [5], "total": 5, "outcome": "Partial Success"}),
    ("fist", "Ripper", "Round 2, Jonesy's turn: Jonesy vaulted the barricade (Reflexive). Dice 6 and 1.",
     {"actor": "Jonesy", "ability.name": "Reflexive", "dice": [6, 1]}),
    ("ghostburn", "Vex", "Scene 9, 23:05: Dex slipped past the bouncer (Stealth). Dice 3 and 4.",
     {"actor": "Dex", "skill": "Stealth", "dice": [3, 4]}),
    ("pbta", "Kit", "Agenda item 12. Sable kept her head under fire, +cool. Dice 2, 6.",
     {"actor": "Sable", "ability.name": "Cool", "dice": [2, 6]}),
    ("fs3", "Zoe", "Turn 3. Mavros ran for the lift (Athletics). Dice 6 2 1 7 3 8 4.",
     {"actor": "Mavros", "skill": "Athletics", "dice": [6, 2, 1, 7, 3, 8, 4]}),
])
def test_item_round_and_time_are_the_minutes_own(game: str, seat: str, phrase: str, want: dict) -> None:
    """'Item 4', 'Round 2', 'Scene 9, 23:05': never a die, a rating or a difficulty; the reading shows them."""
    got = read_right(game, seat, phrase, want)
    first = got["reading"]["clauses"][0]
    assert first["kind"] == "scene" and first["text"] in phrase.split(".")[0]


# --- the roll said as a thing done: the one after 'by' rolls -------------------------------------------------------

@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("blades", "Cross", "A Prowl roll was made by Thorn across the rooftops. Dice 6 3.",
     {"actor": "Thorn", "skill": "Prowl", "dice": [6, 3], "outcome": "Full Success"}),
    ("ghostburn", "Vex", "Street Hack attempted by Dex on the lift controls (Security Hard). Dice 2 and 9.",
     {"actor": "Dex", "trick": "Street Hack", "difficulty.name": "Hard"}),
    ("ghostburn", "Dex", "Captivate by Vex upon the bouncer, DL Hard. Dice 7 and 7.",
     {"actor": "Vex", "trick": "Captivate", "difficulty.name": "Hard"}),
    ("fs3", "Zoe", "Melee roll by Mavros in the brawl at the bar. Dice 6 7 2 1 3 8.",
     {"actor": "Mavros", "skill": "Melee"}),
    ("fist", "Jonesy", "A Forceful check was taken by Ripper to shoulder the hatch. Dice 5 and 5.",
     {"actor": "Ripper", "ability.name": "Forceful", "dice": [5, 5]}),
])
def test_the_one_after_by_made_the_roll(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)


@pytest.mark.parametrize(("game", "phrase", "name"), [
    ("ghostburn", "Convince attempted by Quillon upon the bouncer. Dice 4, 4.", "Quillon"),
    ("blades", "A Sway roll was made by Harrow at the toll gate. Dice 5.", "Harrow"),
])
def test_someone_unknown_after_by_is_asked(game: str, phrase: str, name: str) -> None:
    code, _, err = answer(game, "Vex" if game == "ghostburn" else "Cross", phrase)
    assert code == 2
    assert f"anyone called '{name}'" in err


# --- rulings reported: the value set or moved, said after it ------------------------------------------------------

@pytest.mark.parametrize(("phrase", "level"), [
    ("Dex vaulted the fence (Athletics), DL Hard; the DL was then lowered one step. Dice 6 and 5.", "Moderate"),
    ("Dex vaulted the fence (Athletics), DL Moderate; the DL went up a step for the rain. Dice 6 and 5.", "Hard"),
    ("Dex vaulted the fence (Athletics), DL Severe; the DL was lowered two steps. Dice 6 and 5.", "Moderate"),
    ("Dex vaulted the fence (Athletics); the DL was set at Hard by the referee. Dice 6 and 5.", "Hard"),
    ("Dex vaulted the fence (Athletics); the difficulty was ruled Severe. Dice 6 and 5.", "Severe"),
])
def test_ghostburn_difficulty_reported_as_set_or_moved(phrase: str, level: str) -> None:
    read_right("ghostburn", "Vex", phrase, {"actor": "Dex", "skill": "Athletics", "difficulty.name": level})


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    ("blades", "Silas", "Thorn went over the wall (Prowl); the position was ruled desperate by the GM. Dice 6 6.",
     {"actor": "Thorn", "skill": "Prowl", "blades.position": "Desperate", "outcome": "Critical Success"}),
    ("pbta", "Kit", "Boone stared down the raiders; Lean on Someone was rolled. Dice 4 and 4.",
     {"actor": "Boone", "skill": "Lean on Someone", "dice": [4, 4]}),
])
def test_ruling_and_roll_reported_after_the_deed(game: str, seat: str, phrase: str, want: dict) -> None:
    read_right(game, seat, phrase, want)
