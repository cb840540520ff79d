"""Players from other games: d20 words ("check", "DC", "save", "-based", "nat") around a roll of this game, dice
after a colon at the end of a purpose, an aside after the dice, and a question about the difficulty."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", who, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, out.out, out.err


# Faces after a colon that closes a purpose, with a feeling said after them: the stated faces, never random ones.
STATED = [
    ("fs3", "Nemesis", "Firearms check to drop the sniper before he fires: 8 8 1 2 3 4 5 lol finally",
     [8, 8, 1, 2, 3, 4, 5]),
    ("fs3", "Mavros", "Athletics check to haul myself up the ladder: 1 1 1 2 2 3 4 ugh of course",
     [1, 1, 1, 2, 2, 3, 4]),
    ("fist", "Ripper", "Forceful check to smash through the barricade: 6 6 omg", [6, 6]),
    ("ghostburn", "Vex", "Stealth check, slipping past the bouncer: 3 and 9 welp", [3, 9]),
    # "nat" / "natural" before a dice idiom says how the dice came up
    ("ghostburn", "Dex", "Hacking check, Street Hack on the door, DL Hard. Nat double 10s!!", [10, 10]),
    ("fist", "Ripper", "Forceful check to kick the door in, natural boxcars", [6, 6]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "faces"), STATED, ids=[s[2][:40] for s in STATED])
def test_faces_after_a_purpose_and_a_colon_are_the_roll(game: str, who: str, phrase: str, faces: list[int],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert json.loads(out)["dice"] == faces


# "what's the DC to ...?": a question about the roll, answered with its odds (which name the difficulty); nothing
# is rolled.
ASKED = [
    ("ghostburn", "Vex", "what's the DC to sneak past the bouncer?"),
    ("ghostburn", "Dex", "first session here, what is the DL for hacking the door panel?"),
    ("fist", "Ripper", "whats the difficulty to kick the door in?"),
    ("fs3", "Nemesis", "what's the target number to shoot the drone?"),
]


@pytest.mark.parametrize(("game", "who", "phrase"), ASKED, ids=[a[2][:40] for a in ASKED])
def test_a_question_about_the_difficulty_rolls_nothing(game: str, who: str, phrase: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    if code == 0:
        got = json.loads(out)
        assert got["dice"] == [] and got["odds"], got
    else:  # a question the rules can't answer yet is asked back: never a roll
        assert code == 2 and "dice" not in json.loads(out), out


@pytest.mark.parametrize(("game", "who", "phrase", "word", "says"), [
    ("fist", "Ripper", "what's the DC to kick the door in?", "DC", "FIST has no Difficulty Levels"),
    ("fist", "Ripper", "whats the difficulty for shooting the drone", "difficulty", "FIST has no Difficulty Levels"),
    ("fs3", "Nemesis", "what is the DC to shoot the drone?", "DC", "FS3 has no Difficulty Levels"),
    ("blades", "Cross", "what would the DC be to smash the door?", "DC", "Blades in the Dark has no difficulty"),
])
def test_a_question_about_the_difficulty_in_a_game_without_one_says_so_with_the_odds(
        game: str, who: str, phrase: str, word: str, says: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert got["dice"] == [] and got["odds"]  # the chances, as asked; nothing rolled
    asked = [c for c in got["reading"]["clauses"] if c["kind"] == "difficulty"]
    assert [(c["text"], c["used"]) for c in asked] == [(word, False)] and says in asked[0]["note"]


# PbtA: "<Stat> check to <a move's trigger>" / "roll+<Stat> to <trigger>" is the move the trigger says (its stat
# agreeing), never a bare roll of the stat; the stat word before "check" is the roll named, not the story's.
MOVES = [
    ("Kit", "Sharp check to patch up the scout in the ditch, 4 and 3", "Patch Someone Up", "Sharp"),
    ("Kit", "I make a Cool check to ride hard through the canyon, 5 5", "Ride Hard", "Cool"),
    ("Boone", "roll+Sharp to read the room at the market, 2 and 6", "Read the Room", "Sharp"),
    ("Sable", "Weird check to open your mind to the static, 6 1", "Open Your Mind", "Weird"),
]


@pytest.mark.parametrize(("who", "phrase", "move", "stat"), MOVES, ids=[m[1][:40] for m in MOVES])
def test_a_stat_check_to_a_moves_trigger_is_that_move(who: str, phrase: str, move: str, stat: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("pbta", who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["skill"], got["ability"]["name"]) == (move, stat)


# "<Ability>-based <Skill> check": d20's ability swap, read as 'using <Ability>' (the game's short forms too); an
# ability the game lacks is refused naming it, never dropped.
BASED = [
    ("ghostburn", "Vex", "Awareness-based Firearms check, single shot at the bouncer, 5 and 5", "Awareness"),
    ("ghostburn", "Dex", "Str-based Hacking check, Street Hack on the door panel, DL Hard, 5 5", "Strength"),
    ("fs3", "Nemesis", "Perception-based Firearms check on the far sentry: 1 2 3 4 5 6", "Perception"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "ability"), BASED, ids=[b[2][:40] for b in BASED])
def test_an_ability_based_check_rolls_with_that_ability(game: str, who: str, phrase: str, ability: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert json.loads(out)["ability"]["name"] == ability


@pytest.mark.parametrize(("game", "who", "phrase", "word"), [
    ("ghostburn", "Vex", "Dexterity-based Stealth check to sneak past the bouncer, 4 and 4", "Dexterity"),
    ("ghostburn", "Dex", "Con-based Drive check, 6 6", "Con"),
    ("fs3", "Mavros", "Dex-based Athletics check over the wall: 1 2 3 4 5 6 7", "Dex"),
], ids=["Dexterity", "Con", "Dex"])
def test_an_ability_the_game_lacks_is_refused_by_name(game: str, who: str, phrase: str, word: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 2, out
    assert f"no ability '{word}'" in out + err


# FIST has no skills: "<Skill> check" names something the game lacks, so the attribute is asked about (listing the
# four), unless the player names one too.
@pytest.mark.parametrize("phrase", [
    "Athletics check to climb the radio mast, 3 4",
    "Perception roll to spot the sniper on the ridge, 2 5",
    "I make a Survival check to find water out here: 6 1",
])
def test_a_skill_fist_lacks_is_asked_about(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", phrase, capsys)
    assert code == 2, out
    said = (out + err).lower()
    assert "fist has no skills" in said and all(a in said for a in ("forceful", "tactical", "creative", "reflexive"))


def test_a_skill_fist_lacks_gives_way_to_the_attribute_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fist", "Ripper", "Acrobatics check, Reflexive I guess, 3 3", capsys)
    assert code == 0, err
    assert json.loads(out)["ability"]["name"] == "Reflexive"


# "DC N": a Difficulty Level where N is one of the game's (Ghostburn's DL 20 is Hard), refused naming the words where
# it is not, or where the game has no difficulty numbers; "DC" with no value is the scene's.
@pytest.mark.parametrize(("who", "phrase", "level"), [
    ("Dex", "Hacking check, Street Hack on the door panel, DC 20, 5 5", ("Hard", 20)),
    ("Dex", "Perception check to spot the tail, DC 14. Rolled 3 and 8", ("Moderate", 14)),
    ("Dex", "Street Hack on the lobby terminal, Security Middle Corp, so DC 20: 5 and 5", ("Hard", 20)),
], ids=["DC 20", "DC 14", "said twice"])
def test_dc_is_a_difficulty_level_where_the_game_has_that_number(who: str, phrase: str, level: tuple[str, int],
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)["difficulty"]
    assert (got["name"], got["value"]) == level


@pytest.mark.parametrize(("game", "who", "phrase", "said"), [
    ("ghostburn", "Dex", "Hacking check, Street Hack on the door panel, DC 17, 5 5", "'DC 17'"),
    ("fist", "Ripper", "Forceful check, DC 12, kick the door in: 4 4", "'DC 12'"),
    ("blades", "Cross", "Skirmish roll vs DC 10, cutting through the gang: 6 2", "DC 10"),
    ("pbta", "Kit", "roll +cool, DC 8, 3 and 3", "'DC 8'"),
], ids=["ghostburn", "fist", "blades", "pbta"])
def test_dc_the_game_has_not_is_refused_naming_it(game: str, who: str, phrase: str, said: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 2, out
    assert said in out + err


def test_dc_with_no_value_is_the_scenes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Dex", "Dex drives the van back to DC, 6 and 4", capsys)
    assert code == 0, err
    assert all(c["kind"] != "difficulty" for c in json.loads(out)["reading"]["clauses"])


# "<Skill> check to <verb> <someone>": the purpose carries the action, and whom its verb is done to is the target.
DONE_TO = [
    ("Persuade roll to talk the bouncer into letting us in, 7 5", "talk the bouncer into letting us in, 7 5"),
    ("Stealth check to sneak past the guard, 7 5", "sneak past the guard, 7 5"),
    ("I use Deception to bluff the merchant about the crates, 7 5", "bluff the merchant about the crates, 7 5"),
    ("Vex rolls Intimidate to scare off the fixer, 7 5", "scare off the fixer, 7 5"),
]


@pytest.mark.parametrize(("phrase", "plain"), DONE_TO, ids=[d[0][:40] for d in DONE_TO])
def test_whom_a_checks_purpose_is_done_to_is_the_target(phrase: str, plain: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("ghostburn", "Vex", phrase, capsys)
    assert code == 0, err
    said = json.loads(out)
    code, out, err = _roll("ghostburn", "Vex", plain, capsys)
    assert code == 0, err
    direct = json.loads(out)
    assert (said["trick"], said["difficulty"]) == (direct["trick"], direct["difficulty"])


def test_someone_named_further_on_in_a_purpose_is_not_the_target() -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    assert parse("Athletics check to climb the fence behind the guard, 7 5", vocab).target is None
    assert parse("Stealth check to sneak past the guard, 7 5", vocab).target == "the guard"
