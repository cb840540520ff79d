"""Veterans' shorthand: an arrow before the faces says what came up ('Forceful -> 4/2'), a count of a resource
counted in dice said with a sign is how many ('+2 war dice'), and the faces after an arrow that follows such a count
are that resource's own ('1 WD -> 6'); a PbtA move said by its initials ('AUF'), a move named then another move's
doing ('X then Y') asked about, and a table's own trigger inside a basic move's longer one ('go aggro' in 'go aggro
on') the table's move."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

from rollmate.command import main

READ = [
    # an arrow after the roll's words, nothing summed before it: the faces after it are the dice
    ("fist", "Ripper", "Ripper FORCEFUL, barge through the mess hall -> 4/2",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "dice": [4, 2], "total": 8,
      "outcome": "Partial Success"}),
    ("fist", "Jonesy", "Jonesy TACTICAL, plot the ambush => [6 1]",
     {"actor": "Jonesy", "ability": {"name": "Tactical", "score": 2}, "dice": [6, 1], "total": 9}),
    ("ghostburn", "Vex", "Vex convinces the bouncer to let us in -> 9 & 9",
     {"actor": "Vex", "dice": [9, 9], "total": 24}),
    ("ghostburn", "Vex", "Vex convinces the bouncer to let us in -> 10/10!",
     {"actor": "Vex", "dice": [10, 10], "total": 26}),
    ("fist", "Ripper", "Ripper FORCEFUL -1 (bad knee), haul the cable -> 5,5",
     {"ability": {"name": "Forceful", "score": 2}, "modifier": 1, "dice": [5, 5], "total": 11}),
    # a count of war dice said with a sign, and its faces after an arrow: the war dice's own, no bonus
    ("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 3, +1 war die -> 6",
     {"modifier": 2, "dice": [3, 3], "extra_dice": [6], "total": 14}),
    ("fist", "Vex", "Vex CREATIVE, rig the lights, 2 2; +2 war dice: 1 & 5",
     {"modifier": 2, "dice": [2, 2], "extra_dice": [1, 5], "total": 12}),
    ("fist", "Vex", "Vex CREATIVE, rig the lights, 2 2; 2 WD -> 4/3",
     {"modifier": 2, "dice": [2, 2], "extra_dice": [4, 3], "total": 13}),
    # a rules condition cut short: 'opt range' is the weapon's optimal range (Single Shot Moderate +1 step)
    ("ghostburn", "Vex", "Vex Firearms, Single Shot at the guard, he's off opt range, 5 5",
     {"trick": "Single Shot", "difficulty": {"name": "Hard", "value": 20}, "dice": [5, 5], "total": 17}),
    # symbols and shorthand for words: '@' for at, 'b4' for before
    ("ghostburn", "Vex", "Vex convinces the bouncer @ the club door, 7 5", {"actor": "Vex", "dice": [7, 5], "total": 18}),
    ("fs3", "Nemesis", "Nemesis spends a LP b4 rolling, Firearms on the drone: 1 2 3 4 5 6 7 8 1 2",
     {"actor": "Nemesis", "skill": "Firearms", "luck": {"spent": True, "use": "plus3", "value": 3, "before": None}}),
    # a difficulty level cut short right after 'DL' (or a trait a level is said of), down to its initial
    ("ghostburn", "Vex", "Vex convinces the bouncer, DL Sev, 7 5",
     {"difficulty": {"name": "Severe", "value": 26}, "total": 18}),
    ("ghostburn", "Vex", "Vex convinces the bouncer, DL h, 7 5", {"difficulty": {"name": "Hard", "value": 20}}),
    # a sum said with an arrow stays the player's working
    ("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 + 4 -> 7", {"dice": [3, 4], "total": 9}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-32:] for w in READ])
def test_shorthand_is_read(game: str, who: str, phrase: str, want: dict[str, object],
                           capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_a_signed_war_die_count_is_no_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("fist", "Ripper", "Ripper FORCEFUL, kick the hatch, 3 3, +1 war die", {"modifier": 2}, capsys)
    assert len(got["extra_dice"]) == 1  # type: ignore[arg-type]


def test_an_arrow_before_one_number_is_still_working(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _roll("fist", "Ripper", "Ripper FORCEFUL, kick the hatch -> 7", capsys, as_json=False)
    assert code == 0 and "not used: '-> 7' (your working" in out.splitlines()[0]


PBTA = [
    # a move of three words or more said by its initials: the table's own, or a basic move
    ("pbta", "Sable", "Sable PSU on the wounded scout, 4 5",
     {"actor": "Sable", "skill": "Patch Someone Up", "ability": {"name": "Sharp", "score": 2}, "total": 11,
      "outcome": "Strong Hit"}),
    ("pbta", "Boone", "Boone FIO w/ the raiders -> 3/4",
     {"actor": "Boone", "skill": "Fight It Out", "ability": {"name": "Hard", "score": 2}, "modifier": 3, "total": 10}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), PBTA, ids=[w[2][-32:] for w in PBTA])
def test_a_move_said_by_its_initials(game: str, who: str, phrase: str, want: dict[str, object],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_a_move_named_then_another_doing_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta", "Sable", "Sable Read the Room then patch up the scout, 4 5", capsys)
    assert code == 2 and "two moves" in err and "Read the Room" in err and "'patch up'" in err


def test_a_trigger_in_the_scene_around_a_named_move_stays_the_scene(capsys: pytest.CaptureFixture[str]) -> None:
    answered("pbta", "Sable", "Sable PSU on the scout while the raiders loot the truck, 4 5",
             {"skill": "Patch Someone Up", "total": 11}, capsys)


def test_the_tables_own_trigger_inside_a_basic_moves_longer_one(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "book.toml").write_text('[[move]]\nname = "Get Mean"\nstat = "Cool"\ntriggers = ["go aggro"]\n'
                                        'strong = "s"\nweak = "w"\nmiss = "m"\n')
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "book.toml"\n[[character]]\nname = "Juno"\n'
                                         '[character.stats]\ncool = 2\nhard = 0\nhot = 0\nsharp = 0\nweird = 0\n')
    code = main(["roll", "--sheet", str(tmp_path / "party.toml"), "--as", "Juno", "--json",
                 "Juno goes aggro on the bartender, 3 3"])
    got = json.loads(capsys.readouterr().out)
    assert code == 0 and (got["skill"], got["ability"]["name"], got["total"]) == ("Get Mean", "Cool", 8)


def test_a_level_initial_that_fits_two_levels_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", "Vex", "Vex convinces the bouncer, DL E, 7 5", capsys)
    assert code == 2 and "'E'" in err and "Easy" in err and "Extreme" in err


def test_a_level_cut_short_elsewhere_is_no_level(capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", "Vex convinces the bouncer, he is a mod at the club, 7 5",
             {"difficulty": {"name": "Hard", "value": 20}, "dice": [7, 5]}, capsys)


def test_an_attributes_short_form_that_begins_a_skill_is_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", "Vex", "Vex Int on the bouncer, DL Hard, 4 4", capsys)
    assert code == 2 and "'Int'" in err and "Intelligence" in err and "Intimidate" in err


def test_an_attributes_short_form_that_begins_no_skill_is_the_attribute(capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", "Vex Str, shove the bouncer, DL Moderate, 4 4",
             {"ability": {"name": "Strength", "score": 2}}, capsys)


BLADES = [
    # position and effect typed short where a value stands: a slashed pair (position first), or after its label
    ("Cross Skirmish ctrl/great, 6 2 1", {"position": "Controlled", "effect": "Great"}),
    ("Cross Skirmish D/L, 6 2 1", {"position": "Desperate", "effect": "Limited"}),
    ("Cross Skirmish, pos D eff G, 6 2 1", {"position": "Desperate", "effect": "Great"}),
    ("Cross Skirmish, position controlled, effect limited, 6 2 1", {"position": "Controlled", "effect": "Limited"}),
    ("Cross Skirmish r/s, trade pos for eff, 6 2 1", {"position": "Desperate", "effect": "Great"}),
    # the same letters in the story are no values
    ("Cross skirmishes by the d / s sign, 6 2 1", {"position": "Risky", "effect": "Standard"}),
]


@pytest.mark.parametrize(("phrase", "want"), BLADES, ids=[w[0][:34] for w in BLADES])
def test_position_and_effect_typed_short(phrase: str, want: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("blades", "Cross", phrase, {"skill": "Skirmish"}, capsys)
    assert {k: got["blades"][k] for k in want} == want  # type: ignore[index]


CUT = [
    # a rules name cut short right after the name opening the line: a prefix, or its consonants
    ("ghostburn", "Vex", "Vex Prsd, convince the bouncer, 7 5", {"skill": "Persuade", "trick": "Convince"}),
    ("blades", "Cross", "Cross: Skrm, 6 2 1", {"skill": "Skirmish", "dice": [6, 2, 1]}),
    ("blades", "Thorn", "Thorn Fin on the lock, 4 2", {"skill": "Finesse", "dice": [4, 2]}),
    ("blades", "Cross", "Cross Wrk the gate, 5", {"skill": "Wreck", "dice": [5]}),
]

PREPOSITIONS = [
    # a preposition after the name opening the line cuts no rules name short, whatever name it begins ('per':
    # Perception, Persuade; 'for': Forceful)
    ("ghostburn", "Vex", "Vex: per my notes, convince the bouncer, 7 5", {"skill": "Persuade", "trick": "Convince"}),
    ("ghostburn", "Vex", "Vex per usual sweet-talks the bouncer, 7 5", {"skill": "Persuade", "dice": [7, 5]}),
    ("blades", "Cross", "Cross: per the plan, skirmishes with the guard, 6 2 1", {"skill": "Skirmish", "dice": [6, 2, 1]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), PREPOSITIONS, ids=[w[2][:30] for w in PREPOSITIONS])
def test_a_preposition_after_the_opening_name_is_no_cut(game: str, who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_a_preposition_written_capitalised_where_a_cut_stands_is_still_asked(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("ghostburn", "Vex", "Vex Per check on the alley mouth, DL Hard, 5 5", capsys)
    assert code == 2 and "'Per'" in err and "Perception" in err


@pytest.mark.parametrize(("game", "who", "phrase", "want"), CUT, ids=[w[2][:30] for w in CUT])
def test_a_rules_name_cut_short_after_the_opening_name(game: str, who: str, phrase: str, want: dict[str, object],
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    answered(game, who, phrase, want, capsys)


def test_consonants_that_fit_two_names_are_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("blades", "Cross", "Cross Prw, 6 2", capsys)
    assert code == 2 and "'Prw'" in err and "Prowl" in err and "Prowess" in err


@pytest.mark.parametrize(("phrase", "bonus"), [
    ("Cross Skirmish r/s, Thorn asst, 6 2 1 4", "assist"),  # 'asst': assists
    ("Cross Skirmish r/s, DB: the guard gets away, 6 2 1 4", "devils_bargain"),  # the game's 'DB'
], ids=["asst", "DB"])
def test_blades_initialisms_add_their_die(phrase: str, bonus: str, capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("blades", "Cross", phrase, {"skill": "Skirmish", "dice": [6, 2, 1, 4], "modifier": 1}, capsys)
    assert any(c["kind"] == bonus or (bonus == "assist" and c["kind"] == "helper")
               for c in got["reading"]["clauses"])  # type: ignore[index]


@pytest.mark.parametrize(("phrase", "want"), [
    ("Thorn Prw r/s, 4 2", {"skill": "Prowl", "ability": {"name": "Prowl", "score": 2}}),  # an action roll
    ("Thorn resists the blow w/ Prow, 4 2", {"skill": None, "ability": {"name": "Prowess", "score": 2}}),  # resisting
], ids=["action", "resistance"])
def test_a_cut_that_fits_an_action_and_an_attribute_is_the_roll_said(phrase: str, want: dict[str, object],
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    answered("blades", "Thorn", phrase, want, capsys)


def test_a_cut_that_fits_a_skill_and_its_own_trick_is_the_skill(capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", "Vex Athl, jump the gap, DL Moderate, 7 5", {"skill": "Athletics"}, capsys)
