"""A value of the sheet said back where it was read ('-1 on my sheet'), as whose it is ('with her +2', 'his Hot is
+1') or with what the roll is done with ('with Reflexive +1'): checked against the sheet and counted once, asked
about when it differs; and a difficulty moved by a signed count of steps ('+1 step on the DL', 'DL -1 step') or said
as a target's trait ('the DL is his Fort')."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", who, "--seed", "5", "--json",
                 phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


# (game, who, phrase, the answer's fields): the restated value is the sheet's, counted once.
SAID_BACK = [
    ("fist", "Ripper", "Ripper ducks under the swinging crane, Reflexive +1 on my sheet. dice 5 and 2",
     {"actor": "Ripper", "ability": {"name": "Reflexive", "score": 1}, "dice": [5, 2], "modifier": 1, "total": 8,
      "outcome": "Partial Success"}),
    ("fist", "Ripper", "Ripper ducks under the swinging crane (Reflexive, +1 on the sheet). dice 5 and 2",
     {"actor": "Ripper", "ability": {"name": "Reflexive", "score": 1}, "modifier": 1, "total": 8}),
    ("fist", "Ripper", "Ripper ducks under the swinging crane with his +1. dice 5 and 2",
     {"actor": "Ripper", "ability": {"name": "Reflexive", "score": 1}, "modifier": 1, "total": 8}),
    ("fist", "Ripper", "Ripper ducks under the swinging crane with Reflexive +1. dice 5 and 2",
     {"actor": "Ripper", "ability": {"name": "Reflexive", "score": 1}, "modifier": 1, "total": 8}),
    ("fist", "Ripper", "Ripper ducks under the swinging crane with his Reflexive +1. dice 5 and 2",
     {"actor": "Ripper", "ability": {"name": "Reflexive", "score": 1}, "modifier": 1, "total": 8}),
    ("pbta", "Kit", "Kit braves danger on the ledge, Cool +2 on her sheet: 1 and 4",
     {"actor": "Kit", "ability": {"name": "Cool", "score": 2}, "dice": [1, 4]}),
    ("blades", "Cross", "Cross fights the dockhand, Skirmish 3 on her sheet: 4 2 1",
     {"actor": "Cross", "skill": "Skirmish", "dice": [4, 2, 1], "outcome": "Partial Success"}),
    ("fs3", "Nemesis", "Nemesis picks off the drone, Firearms 4 on his sheet: 1 2 3 4 5 6 8",
     {"actor": "Nemesis", "skill": "Firearms", "dice": [1, 2, 3, 4, 5, 6, 8]}),
    ("ghostburn", "Vex", "Vex talks the bouncer round with her +6, rolled 3 and 9",
     {"actor": "Vex", "modifier": 6, "dice": [3, 9], "total": 18}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), SAID_BACK, ids=[s[2][:45] for s in SAID_BACK])
def test_a_sheet_value_said_back_is_counted_once(game: str, who: str, phrase: str, want: dict[str, object],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {k: got[k] if not isinstance(want[k], dict) else {n: got[k][n] for n in want[k]} for k in want} == want
    restated = [c for c in got["reading"]["clauses"] if c["kind"] == "restated"]
    assert restated and all(c["used"] for c in restated)


@pytest.mark.parametrize(("game", "who", "phrase", "words"), [
    ("fist", "Ripper", "Ripper ducks under the swinging crane, Reflexive +2 on my sheet. dice 5 and 2",
     ("+2", "Reflexive is +1")),
    ("fist", "Ripper", "Ripper ducks under the swinging crane with his +3. dice 5 and 2", ("+3",)),
    ("blades", "Cross", "Cross fights the dockhand, Skirmish 2 on her sheet: 4 2 1", ("2", "Skirmish is 3")),
    ("fs3", "Nemesis", "Nemesis picks off the drone, Firearms 6 on his sheet: 1 2 3 4 5 6 8", ("6", "Firearms is 4")),
])
def test_a_sheet_value_said_back_wrong_is_asked_about(game: str, who: str, phrase: str, words: tuple[str, ...],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, who, phrase, capsys)
    assert code == 2
    assert all(word in err for word in words), err


def test_his_value_said_after_someone_set_against_the_roller_is_not_the_rollers(
        capsys: pytest.CaptureFixture[str]) -> None:
    """'vs the thug, his Melee is 1': the other side's, never checked against the roller's sheet."""
    code, got, err = _roll("fs3", "Nemesis", "Nemesis brawls vs the thug, his +2 is nothing: 1 2 3 4 5 6 8",
                           capsys)
    assert not got.get("reading") or not [c for c in got["reading"]["clauses"] if c["kind"] == "restated"], err


@pytest.mark.parametrize(("phrase", "level", "value"), [
    ("Vex convinces the bouncer to let her in, +1 step on the DL since the music is loud. 3 and 9", "Severe", 26),
    ("Vex convinces the bouncer to let her in, DL +1 step. 3 and 9", "Severe", 26),
    ("Vex convinces the bouncer to let her in, -1 step, he likes her. 3 and 9", "Moderate", 14),
    # the DL said as whose trait sets it, as the rules have it: the trait stands for the DL ('vs his Fort'), and a
    # DL said to be a quotation of the rules is talk of them
    ("Vex scares the bouncer off, the DL is his Fort. 3 and 9", "Moderate", 14),
    ("Vex scares the bouncer off; DL is the bouncer's Fort. 3 and 9", "Moderate", 14),
    ("Vex scares the bouncer off, DL is his Fort, Moderate. 3 and 9", "Moderate", 14),
    ('the book says the DL is "the target\'s Fort", so Vex scares the bouncer off. 3 and 9', "Moderate", 14),
])
def test_the_difficulty_said_by_steps_or_by_a_trait_is_read(phrase: str, level: str, value: int,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    assert (got["difficulty"]["name"], got["difficulty"]["value"], got["dice"]) == (level, value, [3, 9])


# A Blades resistance as a player works it out: the attribute's actions listed beside it, the die kept said again,
# and the stress it costs worked out from six: all working, never rolls or dice of their own.
RESISTED = [
    ("Cross resists the cudgel blow with Prowess (prowl, skirmish, wreck = 3d): 2, 4, 3 → 4, so 6-4 = 2 stress",
     {"ability": {"name": "Prowess", "score": 3}, "dice": [2, 4, 3], "outcome": "Resist 2 Stress"}),
    ("Cross resists the cudgel blow with Prowess 3 (prowl, skirmish and wreck): 5, 1, 2",
     {"ability": {"name": "Prowess", "score": 3}, "dice": [5, 1, 2], "outcome": "Resist 1 Stress"}),
    ("Cross resists the ghost's dread with Resolve: 3 → keep the highest, 3, so 6 - 3 = 3 stress",
     {"ability": {"name": "Resolve", "score": 1}, "dice": [3], "outcome": "Resist 3 Stress"}),
]


@pytest.mark.parametrize(("phrase", "want"), RESISTED, ids=[r[0][:45] for r in RESISTED])
def test_a_resistance_worked_out_is_read_from_its_dice(phrase: str, want: dict[str, object],
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("blades", "Cross", phrase, capsys)
    assert code == 0, err
    assert {k: got[k] if not isinstance(want[k], dict) else {n: got[k][n] for n in want[k]} for k in want} == want
    assert any(c["kind"] == "working" and not c["used"] for c in got["reading"]["clauses"])


def test_actions_listed_in_brackets_after_no_attribute_are_still_asked_about(
        capsys: pytest.CaptureFixture[str]) -> None:
    """'Skirmish (prowl, wreck)': an action is made of nothing, so the words in brackets name rolls, asked about."""
    code, _, err = _roll("blades", "Cross", "Cross fights the guard with Skirmish (prowl, wreck): 5 1 2", capsys)
    assert code == 2, err


# An FS3 pool added up the way the rules put it: a level's name for the skill's part ('Everyman 1'), after 'so'
# ('so Firearms 4 + Reflexes 3 = 7 dice'), and an old count the post turns down ('not the 5 you had me rolling').
POOLS = [
    ("Nemesis steadies himself on the ledge, roll Grit: Everyman 1 + Grit 2 = 3 dice: 7 2 8", [7, 2, 8]),
    ("the book is clear, so Firearms 4 + Reflexes 3 = 7 dice. Nemesis guns down the drone: 1 2 3 4 5 7 8",
     [1, 2, 3, 4, 5, 7, 8]),
    ("so Firearms 4 + Reflexes 3 = 7 dice, not the 5 you had me rolling. Nemesis guns down the drone: 1 2 3 4 5 7 8",
     [1, 2, 3, 4, 5, 7, 8]),
]


@pytest.mark.parametrize(("phrase", "faces"), POOLS, ids=[p[0][:45] for p in POOLS])
def test_a_pool_added_up_is_checked_and_rolled(phrase: str, faces: list[int],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fs3", "Nemesis", phrase, capsys)
    assert code == 0, err
    assert got["dice"] == faces and got["modifier"] == 0
    assert [c["used"] for c in got["reading"]["clauses"] if c["kind"] == "restated"][-1:] == [True]


def test_a_pool_added_up_wrong_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fs3", "Nemesis", "Nemesis steadies himself, roll Grit: Everyman 1 + Grit 2 = 4 dice: 7 2 8 1",
                         capsys)
    assert code == 2 and "4 dice" in err and "3" in err, err


# (game, who, phrase, the answer's fields): a signed stat's own number said right beside it ('Creative (-1)',
# 'Creative at -1', 'Creative, which is her -1 stat', 'hard -1 on her') is the sheet's, counted once.
BESIDE = [
    ("fist", "Ripper", "Ripper sketches the vault's wiring from memory, Creative (-1). dice 4 and 4",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("fist", "Ripper", "Ripper sketches the vault's wiring from memory, Creative (minus one, sadly). dice 4 and 4",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("fist", "Ripper", "Ripper sketches the vault's wiring from memory with Creative at -1. dice 4 and 4",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("fist", "Ripper", "Ripper sketches the vault's wiring, Creative, which is his -1 stat. dice 4 and 4",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("pbta", "Kit", "Kit stares down the biker, hard -1 on her. rolled 4 and 4",
     {"actor": "Kit", "ability": {"name": "Hard", "score": -1}, "dice": [4, 4]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), BESIDE, ids=[s[2][-45:] for s in BESIDE])
def test_a_signed_stats_number_said_beside_it_is_counted_once(game: str, who: str, phrase: str,
                                                               want: dict[str, object],
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {key: got.get(key) for key in want} == want


def test_a_number_beside_a_stat_with_its_reason_is_a_modifier(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", "Ripper sketches the vault's wiring, Creative (-1 for the smoke). dice 4 and 4",
                           capsys)
    assert code == 0, err
    assert (got["modifier"], got["total"]) == (-2, 6)


def test_a_number_beside_a_stat_that_differs_from_the_sheet_is_asked_about(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fist", "Ripper", "Ripper sketches the vault's wiring, Creative (+2). dice 4 and 4", capsys)
    assert code == 2
    assert "+2" in err and "Creative is -1" in err, err
