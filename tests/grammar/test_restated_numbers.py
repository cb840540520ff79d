"""Numbers of the sheet said again ("I'm at +2", "my Hard is +2", "I've got 3 dots", "my bonus is +6", "my pool's
7 dice"), as players from other games and rules-lawyers write them: one that matches the sheet counts once (and
"Read as" says it matches), one that contradicts it is refused naming both numbers; never added a second time."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str], *, as_json: bool = True
          ) -> tuple[int, str, str]:
    args = ["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", who, "--seed", "3"]
    code = main([*args, *(["--json"] if as_json else []), phrase])
    out = capsys.readouterr()
    return code, out.out, out.err


# (game, who, phrase, the contract's fields it must give): each restated number is the sheet's, counted once.
MATCHING = [
    ("fist", "Ripper", "Forceful, I'm at +2 so don't forget it, kicking the hatch: 3 and 4",
     {"ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 9}),
    ("fist", "Ripper", "Creative roll, I've got -1 in CRE, sweet-talking the quartermaster, 5 5",
     {"ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 9}),
    ("fist", "Ripper", "Ripper shoves the crate over, Forceful, he's +2. dice 2 2", {"modifier": 2, "total": 6}),
    ("pbta", "Boone", "I'm +2 on Hard, so roll +hard to hold the barricade, 4 and 2",
     {"ability": {"name": "Hard", "score": 2}, "modifier": 3, "total": 9}),  # + his ongoing 1, once
    ("pbta", "Boone", "roll +hot, my Hot is +1, plus my +1 ongoing, 3 3", {"modifier": 2, "total": 8}),
    ("pbta", "Kit", "roll+cool, I've got +1 forward, 2 and 3", {"modifier": 3, "total": 8}),
    ("blades", "Cross", "Skirmish, my rating is 3, cutting down the thug: 5 2 1",
     {"ability": {"name": "Skirmish", "score": 3}, "dice": [5, 2, 1]}),
    ("blades", "Cross", "Wreck roll, I've got 1 dot, smashing the lamp: 4", {"ability": {"name": "Wreck", "score": 1}}),
    ("ghostburn", "Vex", "convince the bouncer, my bonus is +6, rolled 7 and 5", {"modifier": 6, "total": 18}),
    ("ghostburn", "Vex", "Persuade, my Presence is 3, convince the bouncer, 7 5", {"modifier": 6}),
    ("fs3", "Nemesis", "Firearms, my pool's 7 dice, shooting the drone: 1 2 3 4 5 6 7", {"dice": [1, 2, 3, 4, 5, 6, 7]}),
    ("fs3", "Nemesis", "Firearms, my Reflexes is 3, shooting the drone: 1 2 3 4 5 6 7",
     {"ability": {"name": "Reflexes", "score": 3}}),
    # the rules word's number said again with a noun for it, as a program writing the roll does
    ("fist", "Ripper", "Ripper kicks the hatch in, FORCEFUL (score +2), 3 and 4",
     {"ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 9}),
    ("fist", "Ripper", "Ripper ducks the turret fire, Reflexive score: +1, 3 and 4", {"modifier": 1, "total": 8}),
    ("blades", "Cross", "Cross studies the ledger (Study, rating 0): 5 2", {"ability": {"name": "Study", "score": 0}}),
    ("pbta", "Boone", "roll +Hard (rating +2) to hold the barricade, 4 and 2", {"modifier": 3, "total": 9}),
    # a rules lawyer's numbers: each after its rules word, maybe added up with their total
    ("blades", "Cross", "Wreck roll, Wreck 1, kicking the stall over: 4", {"ability": {"name": "Wreck", "score": 1}}),
    ("blades", "Cross", "cutting the rope bridge loose, Skirmish 3: 6 5 1", {"ability": {"name": "Skirmish",
                                                                                       "score": 3}}),
    ("fs3", "Nemesis", "Firearms 4 + Reflexes 3 = 7 dice, picking off the drone: 1 2 3 4 5 6 7",
     {"dice": [1, 2, 3, 4, 5, 6, 7]}),
    ("ghostburn", "Vex", "convince the bouncer. Presence 3 + Persuade 2 + pheromone pump 1 = +6. 7 5",
     {"modifier": 6, "total": 18}),
    ("fist", "Ripper", "shoulder-charge the hatch (Forceful 2): 3 and 4", {"modifier": 2, "total": 9}),
    # a pool added up with dice said bare: the bare ones are dice said elsewhere, the total the pool said again
    ("fs3", "Nemesis", "Nemesis snipes the drone, -1 for the wind: Firearms 4 + Reflexes 3 - 1 = 6 dice: 8 7 2 1 3 4",
     {"skill": "Firearms", "modifier": -1, "dice": [8, 7, 2, 1, 3, 4], "successes": 2}),
    ("fs3", "Nemesis", "Nemesis flies the shuttle, never trained: 1 + Reflexes 3 = 4 dice: 7 6 1 2",
     {"skill": "Piloting", "modifier": 0, "dice": [7, 6, 1, 2]}),
    ("fs3", "Nemesis", "Nemesis talks hoops at the bar: Basketball 2 is 4 dice + Wits 2 = 6: 7 1 2 3 8 4",
     {"skill": "Basketball", "modifier": 0, "dice": [7, 1, 2, 3, 8, 4]}),
    ("fs3", "Zoe", "Zoe reads the old manifest: Standard 3 → 6 dice, + Wits 3 = 9: 1 2 3 4 5 6 7 8 1",
     {"skill": "Standard", "modifier": 0, "dice": [1, 2, 3, 4, 5, 6, 7, 8, 1]}),
    ("fs3", "Nemesis", "Nemesis spends a luck point (+3 dice) taking the shot: 4 + 3 + 3 = 10 dice: 1 2 3 4 5 6 7 8 1 2",
     {"skill": "Firearms", "modifier": 3, "dice": [1, 2, 3, 4, 5, 6, 7, 8, 1, 2]}),
    ("blades", "Cross", "Cross pushes herself to cut down the thug: Skirmish 3 + 1 = 4d: 6 2 1 1",
     {"skill": "Skirmish", "modifier": 1, "dice": [6, 2, 1, 1]}),
    ("blades", "Thorn", "Thorn slips past the guards, Cross assists: Prowl 2 + 1 = 3d: 5 3 1",
     {"skill": "Prowl", "modifier": 1, "dice": [5, 3, 1]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), MATCHING, ids=[m[2][:40] for m in MATCHING])
def test_a_restated_number_that_matches_the_sheet_counts_once(game: str, who: str, phrase: str,
                                                              want: dict[str, object],
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    restated = [c for c in got["reading"]["clauses"] if c["kind"] == "restated"]
    assert restated and all(c["used"] for c in restated)


def test_read_as_says_a_restated_number_matches_the_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _roll("fist", "Ripper", "Forceful, I'm at +2, kicking the hatch: 3 and 4", capsys, as_json=False)
    assert code == 0
    assert "'I'm at +2' matches the sheet" in out.splitlines()[0]


# (game, who, phrase, words the refusal must name): the number said and the sheet's.
CONTRADICTING = [
    ("fist", "Ripper", "Reflexive, I'm at +3, dodging the turret fire: 4 4", ("+3", "Reflexive is +1")),
    ("fist", "Ripper", "kick the door, my pool's 4 dice: 3 3", ("pool",)),
    ("pbta", "Boone", "roll +hot, my Hot is +2: 3 3", ("+2", "Hot is +1")),
    ("pbta", "Boone", "roll+cool, I've got +2 ongoing: 5 and 2", ("ongoing", "+1")),
    ("blades", "Cross", "Wreck, my rating's 2, smash the door: 6 5", ("2", "Wreck is 1")),
    ("blades", "Cross", "my Skirmish is 2, I cut him down: 6 6 2", ("Skirmish is 3",)),
    ("ghostburn", "Vex", "convince the bouncer, my modifier is +8, 7 5", ("+8", "+6")),
    ("fs3", "Nemesis", "Firearms, my Firearms is 5, shooting the drone: 1 2 3 4 5 6 7", ("5", "Firearms is 4")),
    ("fist", "Ripper", "Ripper sizes up the camp, TACTICAL (score +2), 4 4", ("+2", "Tactical is +0")),
    ("blades", "Cross", "Cross smashes the lamp, Wreck rating 3: 6 5", ("3", "Wreck is 1")),
    ("blades", "Cross", "Skirmish 4, cutting down the thug: 6 5 1 2", ("4", "Skirmish is 3")),
    ("ghostburn", "Vex", "Presence 3 + Persuade 2 = +7, convince the bouncer, 7 5", ("+7", "+6")),
    # a pool added up with dice said bare that the roll does not make, or that does not add up (grammar/restated.py)
    ("fs3", "Nemesis", "Nemesis snipes the drone: Firearms 4 + Reflexes 3 + 2 = 9 dice: 8 7 2 1 3 4 5 6 1", ("9",)),
    ("fs3", "Nemesis", "Nemesis snipes the drone, -1 for the wind: Firearms 4 + Reflexes 3 - 1 = 5 dice: 8 7 2 1 3",
     ("5",)),
    ("blades", "Cross", "Cross cuts down the thug: Skirmish 3 + 1 = 4d: 6 2 1 1", ("4",)),
    ("blades", "Cross", "Cross pushes herself to cut down the thug: Skirmish 3 + 1 = 5d: 6 2 1 1 1", ()),
]


@pytest.mark.parametrize(("phrase", "words"), [
    ("Melee vs a thug with Melee 1, dice 6 7 1 2 3 4 5, thug rolled 1 1 6", "thug with Melee 1"),
    ("Sneak 4 5, DL Hard", None),
])
def test_a_rules_word_and_number_said_where_they_stand_for_something_else_are_no_restated_number(
        phrase: str, words: str | None) -> None:
    """'a thug with Melee 1' is the thug's rating; 'Sneak 4 5' is a roll's faces: neither is the roller's number."""
    game = "fs3" if words else "ghostburn"
    vocab = get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
    assert parse(phrase, vocab).restated == ()


@pytest.mark.parametrize(("game", "who", "phrase", "named"), CONTRADICTING, ids=[c[2][:40] for c in CONTRADICTING])
def test_a_restated_number_that_contradicts_the_sheet_is_refused(game: str, who: str, phrase: str,
                                                                 named: tuple[str, ...],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 2, out
    assert all(word in err for word in named), err


def test_a_bonus_held_that_the_sheet_does_not_track_is_added_as_said(capsys: pytest.CaptureFixture[str]) -> None:
    """PbtA's forward and ongoing are earned in play: one the sheet does not hold is the player's to say."""
    code, out, err = _roll("pbta", "Sable", "roll+cool, I have +1 ongoing from the truce: 5 and 2", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["modifier"], got["total"]) == (2, 9)  # Cool +1, and the +1 ongoing as said


@pytest.mark.parametrize(("game", "who", "phrase", "way", "works"), [
    ("ghostburn", "Vex", "convince the bouncer, I'm at +4, 3 and 9", "raise it one step",
     "convince the bouncer, raise it one step for the rain, 3 and 9"),
    ("blades", "Cross", "skirmish with the guard, my rating's 1, 6 2", "+1d", "skirmish with the guard, +1d, 6 2 4 1"),
])
def test_a_contradicted_number_points_to_how_this_game_takes_the_gms_changes(
        game: str, who: str, phrase: str, way: str, works: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal's way out is one the game has (Ghostburn moves the DL, Blades adds a die), and it rolls."""
    code, _, err = _roll(game, who, phrase, capsys)
    assert code == 2 and way in err
    code, _, err = _roll(game, who, works, capsys)
    assert code == 0, err
