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
    code, got, err = answer("blades", "Silas", phrase)
    assert code == 0, err
    assert picked(got, tuple(want)) == want


@pytest.mark.parametrize(("phrase", "want"), [
    ("Dex vaulted the fence (Athletics), Hard per the referee. Dice 6 and 5.",
     {"actor": "Dex", "skill": "Athletics", "difficulty.name": "Hard", "dice": [6, 5], "outcome": "Glitch"}),
    ("Vex talked the clerk round, Persuade, severe by the GM's ruling. Dice 4 and 4.",
     {"actor": "Vex", "skill": "Persuade", "difficulty.name": "Severe", "dice": [4, 4]}),
])
def test_ghostburn_difficulty_credited_to_the_gm(phrase: str, want: dict) -> None:
    code, got, err = answer("ghostburn", "Vex", phrase)
    assert code == 0, err
    assert picked(got, tuple(want)) == want


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
    code, got, err = answer(game, seat, phrase)
    assert code == 0, err
    assert picked(got, tuple(want)) == want
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
