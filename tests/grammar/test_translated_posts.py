"""Posts put through a translation tool (setCJ's register): an article before a player character's name ('the
Barto'), things of the game said the other way round with 'of' ('dice of war', 'the roll of Skirmish', 'the eyes of
the snake'), an amount said as a noun ('the advantage of +1', 'the minus of 1') and said again in brackets ('(-1)'),
the tool's throwing verbs before the faces ('Drew: two and 2'), 'in the place of', a rules name in quotes, the GM's
tag in brackets ('(MC) Mari, ...') and 'GM here.', a hyphened first name, and a pronoun after a sentence naming one
of the party other than as its subject. Phrasings written here, not the set's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import _roll

from rollmate.command import main

READ = [
    # an article before a player character's name: the name alone
    ("ghostburn", "Dex", "The Vex sneaks past the guard. 6 and 5", {"actor": "Vex", "trick": "Sneak", "dice": [6, 5]}),
    ("blades", "Thorn", "the Cross skirmishes with the Bluecoat. 6, 4, 2", {"actor": "Cross", "skill": "Skirmish"}),
    ("ghostburn", "Dex", "The Vex spends 1 luck point and sneaks past the guard. 6 and 5",
     {"actor": "Vex", "trick": "Sneak", "luck.spent": True}),
    # a thing of the game said the other way round with 'of'
    ("fist", "Ripper", "Ripper kicks the hatch, FORCEFUL, 1 and 2, so he spends a die of war: 5",
     {"actor": "Ripper", "dice": [1, 2], "extra_dice": [5]}),
    ("ghostburn", "Vex", "Vex spends a point of luck and sneaks past the guard. 6 and 5",
     {"trick": "Sneak", "luck.spent": True}),
    ("blades", "Cross", "Cross makes the roll of Skirmish against the Bluecoat. 6, 4, 2",
     {"skill": "Skirmish", "dice": [6, 4, 2]}),
    ("blades", "Cross", "Cross makes a Skirmish roll against the guard. 6, 4, 2", {"skill": "Skirmish"}),
    ("pbta", "Kit", "Kit rides hard for the gate. The eyes of the snake: one and one.",
     {"skill": "Ride Hard", "dice": [1, 1]}),
    ("ghostburn", "Vex", "Vex sneaks past the guard. The dice: ten and ten! Double of ten.",
     {"trick": "Sneak", "dice": [10, 10]}),
    # an amount said as a noun 'of' a number, and said again in brackets
    ("fist", "Ripper", "Ripper kicks the hatch (FORCEFUL), the referee gives the advantage of +1. 4 and 3",
     {"dice": [4, 3], "modifier": 3, "total": 10}),
    ("pbta", "Kit", "Kit rides hard for the gate, the MC gives the minus of 1 for the dark (-1). 5 and 4",
     {"skill": "Ride Hard", "total": 11}),
    ("pbta", "Kit", "Kit rides hard for the gate, +1 for the horse (+1). 5 and 4", {"total": 13}),
    # the tool's verbs of throwing before the faces
    ("pbta", "Kit", "Kit rides hard for the gate. Drew: five and 4.", {"dice": [5, 4]}),
    ("pbta", "Kit", "Kit rides hard for the gate. The dice I have thrown are of 5 and 4.", {"dice": [5, 4]}),
    ("pbta", "Kit", "Kit rides hard for the gate. The dice I rolled are 5 and 4.", {"dice": [5, 4]}),
    ("pbta", "Kit", "Kit drew his knife and rides hard for the gate. 5 and 4", {"skill": "Ride Hard", "dice": [5, 4]}),
    ("ghostburn", "Vex", "Vex sneaks past the guard. Thrown dice: 6 and 5.", {"trick": "Sneak", "dice": [6, 5]}),
    # 'one' before a rules name, a step said with 'more difficult'
    ("fist", "Ripper", "Referee: Ripper, make me one FORCEFUL for to kick the hatch. Ripper: 4 and 3.",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "dice": [4, 3]}),
    ("ghostburn", "Vex", "Vex sneaks past the guard, one step more difficult. 6 and 5",
     {"difficulty": {"name": "Hard", "value": 20}}),
    # the GM's tag in brackets, the GM's lead-in
    ("pbta", "Boone", "(MC) Kit, the bridge gives way under you! Roll +cool! Kit: 6 and 2.",
     {"actor": "Kit", "ability": {"name": "Cool", "score": 2}}),
    ("pbta", "Boone", "[GM] Kit, the bridge gives way under you! Roll +cool! 6 and 2.", {"actor": "Kit"}),
    ("ghostburn", "Vex", "GM here. The guard searches the alley (Search). I rolled 6 5",
     {"actor": "the guard", "trick": "Search"}),
    # a rules name in quotes, a stat 'in the place of' another
    ("pbta", "Kit", 'Kit goes through the gate at a gallop ("Ride Hard"). 5 and 4', {"skill": "Ride Hard"}),
    # a pronoun after a sentence naming one of the party other than as its subject
    ("ghostburn", "Vex", "It is a cold night for Dex. From behind he sneaks past the guard. 6 and 5",
     {"actor": "Dex", "trick": "Sneak"}),
    # the skill of a trick in brackets, then the one it is done to and a colon
    ("ghostburn", "Vex", "Vex makes the Sneak (Stealth) past the guard: she keeps to the shadows. 6 and 5",
     {"trick": "Sneak", "dice": [6, 5]}),
    # a war die put on the roll, where it goes said first
    ("fist", "Ripper", "Ripper kicks the hatch (FORCEFUL), 3 and 1. Jonesy puts on it her war die: a 4.",
     {"dice": [3, 1], "extra_dice": [4]}),
    # a helper's level said with 'has made', the help said again in the helper's aside
    ("fs3", "Nemesis", "Zoe flies the skiff (Piloting), Mavros helps her and has made a Good Success. "
                       "6, 3, 2, 8, 1, 4, 5, 6", {"actor": "Zoe", "skill": "Piloting"}),
    ("blades", "Cross", "Thorn hunts the courier, Cross helps him (he assists). Dice: 4, 3",
     {"actor": "Thorn", "skill": "Hunt", "dice": [4, 3]}),
    # the writer's own word for a level, named in brackets after it
    ("ghostburn", "Vex", "Vex sneaks past the guard, the difficulty is grave (Severe). 6 and 5",
     {"difficulty": {"name": "Severe", "value": 26}}),
    # the GM's 'throw me the ...', an attribute said again in brackets
    ("fs3", "Mavros", "GM: Zoe, throw me only the Presence (roll Presence) to charm the crowd. Zoe: 6, 6, 1",
     {"actor": "Zoe", "skill": "Presence", "dice": [6, 6, 1]}),
    # faces named after a pronoun's dice
    ("pbta", "Boone", "Kit rides hard for the gate. She threw 6 and 6, double of six!", {"dice": [6, 6]}),
    # a relative clause after a plural, an order of turns ending its clause
    ("ghostburn", "Vex", "Vex sneaks past the guard, for all the workers who listen in the hall. 6 and 5",
     {"trick": "Sneak"}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), READ, ids=[w[2][-34:] for w in READ])
def test_a_translated_post_is_read_as_the_english_it_stands_for(game: str, who: str, phrase: str,
                                                                 want: dict[str, object],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    got = answered(game, who, phrase, {k: v for k, v in want.items() if "." not in k}, capsys)
    for key, value in want.items():
        if "." in key:
            outer, inner = key.split(".")
            assert got[outer][inner] == value  # type: ignore[index]


def test_rolling_again_after_a_luck_spend_is_the_re_roll(capsys: pytest.CaptureFixture[str]) -> None:
    """'She burns her luck point and rolls again: ...': the dice after it are the re-roll's, never a second set."""
    got = answered("fs3", "Nemesis", "Nemesis shoots at the tyre (Firearms): 1, 2, 3, 4, 5, 2, 1, nothing. She burns her "
                   "luck point and rolls again: 6, 8, 2, 3, 1, 4, 7", {"dice": [6, 8, 2, 3, 1, 4, 7]}, capsys)
    assert got["luck"]["use"] == "reroll" and got["luck"]["before"] == "Failure"  # type: ignore[index]


def test_the_amount_said_again_in_brackets_is_shown_as_counted_once(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _roll("pbta", "Kit", "Kit rides hard for the gate, minus one for the dark (-1). 5 and 4", capsys)
    clauses = json.loads(out)["reading"]["clauses"]
    assert code == 0 and any(c["text"] == "(-1)" and not c["used"] and "counted once" in c["note"] for c in clauses)


def test_an_amount_in_brackets_with_another_between_is_not_taken_as_said_again(
        capsys: pytest.CaptureFixture[str]) -> None:
    """'+1 for the horse, 2 riders (+1)': a number stands between: read as typed (two +1s)."""
    code, out, _ = _roll("pbta", "Kit", "Kit rides hard for the gate, +1 for the horse, 2 riders (+1). 5 and 4",
                         capsys)
    assert code != 0 or json.loads(out)["modifier"] != 1


def test_a_rules_name_someone_says_in_quotes_is_what_they_say(capsys: pytest.CaptureFixture[str]) -> None:
    """'Boone says "Ride Hard" and reads the room': the words quoted after a verb of speech are speech."""
    got = answered("pbta", "Kit", 'Kit says "Ride Hard" and reads a situation. 5 and 4', {}, capsys)
    assert got["skill"] != "Ride Hard"


def test_a_resource_named_the_other_way_round_only_where_the_game_has_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    """In a game with no war dice, 'the die of war' is a poet's name for the dice."""
    answered("ghostburn", "Vex", "Vex sneaks past the guard, yet the die of war turned up a six and a five",
             {"trick": "Sneak", "dice": [6, 5]}, capsys)


PARTY = '''system = "blades"
[[character]]
name = "Ottilie Brask"
aka = ["Otti"]
[character.actions]
skirmish = 3
[[character]]
name = "Ji-woo Castellanos"
[character.actions]
prowl = 2
'''


@pytest.mark.parametrize(("phrase", "actor", "skill"), [
    ("Ottilie fights the Bluecoat (Skirmish). 6, 4, 2", "Ottilie Brask", "Skirmish"),
    ("The Ottilie fights the Bluecoat (Skirmish). 6, 4, 2", "Ottilie Brask", "Skirmish"),
    ("Ji-woo slips past the guard (Prowl). 6, 4", "Ji-woo Castellanos", "Prowl"),
    ("The Ji-woo slips past the guard (Prowl). 6, 4", "Ji-woo Castellanos", "Prowl"),
])
def test_a_first_name_is_the_character_whole_and_hyphened(phrase: str, actor: str, skill: str, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """'Ottilie' is never 'Otti lie' (a name's word run into a game word), and 'Ji-woo' stands for Ji-woo
    Castellanos."""
    (tmp_path / "party.toml").write_text(PARTY)
    code = main(["roll", "--sheet", str(tmp_path / "party.toml"), "--as", "Otti", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["actor"], got["skill"]) == (actor, skill)
    assert not any("read as" in (c["note"] or "") for c in got["reading"]["clauses"])


@pytest.mark.parametrize("phrase", ["Cross makes the roll of Stealth past the guards. 4 and 2",
                                    "Cross makes a Stealth roll past the guards. 4 and 2"])
def test_another_games_skill_said_as_the_roll_is_named_in_the_question(phrase: str,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("blades", "Cross", phrase, capsys)
    assert code == 2 and "'Stealth' is no action of Blades in the Dark" in err


def test_and_after_he_is_and_then_two_moves_are_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("pbta", "Kit", "Kit rides hard for the gate and after she reads a situation. 4 and 4", capsys)
    assert code == 2 and "two actions" in err
