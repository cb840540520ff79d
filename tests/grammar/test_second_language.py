"""Posts written in English as a second language: a stat's own number said in a clause of its own ('her creative is
minus one', 'Forceful (he is weak, only -1)'), verbs in the bare form after a name ('Ripper kick the door'), a
first-named person who is only the scene, and refusals that name the word asked about."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll as _rolled


def _roll(game: str, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code, out, err = _rolled(game, who, phrase, capsys)
    return code, (json.loads(out) if code == 0 else {}), err


# (game, who, phrase, the answer's fields): the stat's number, said again in a clause of its own, is counted once.
COPULAR = [
    ("fist", "Ripper", "Ripper talks down the bouncer, her creative is minus one. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7,
      "outcome": "Partial Success"}),
    ("fist", "Ripper", "Ripper talks down the bouncer, his Creative is only -1, dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("fist", "Ripper", "Ripper lifts the crate with Forceful (she is strong, +2), dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 10}),
    ("fist", "Ripper", "Ripper sketches the map with Creative, he is not so good, just -1. dice 3 and 5",
     {"actor": "Ripper", "ability": {"name": "Creative", "score": -1}, "modifier": -1, "total": 7}),
    ("pbta", "Kit", "Kit goes aggro on the biker, her hard is minus one. 4 and 4",
     {"actor": "Kit", "ability": {"name": "Hard", "score": -1}, "dice": [4, 4], "total": 8}),  # (and her forward 1)
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), COPULAR, ids=[s[2][-40:] for s in COPULAR])
def test_a_stats_number_said_in_a_clause_of_its_own_is_counted_once(game: str, who: str, phrase: str,
                                                                    want: dict[str, object],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


def _answers(game: str, who: str, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    assert {key: (got.get(key) if "." not in key else got.get(key.split(".")[0], {}).get(key.split(".")[1]))
            for key in want} == want


def test_a_stats_number_said_in_a_clause_of_its_own_that_differs_is_asked_about(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("fist", "Ripper", "Ripper talks down the bouncer, her creative is plus two. dice 3 and 5",
                         capsys)
    assert code == 2
    assert "Creative is -1" in err, err


def test_a_number_after_a_state_that_is_no_quality_stays_a_modifier(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("fist", "Ripper", "Ripper ducks the crane with Reflexive (she is hurt, -1), dice 3 and 5",
                           capsys)
    assert code == 0, err
    assert (got["ability"]["score"], got["modifier"], got["total"]) == (1, 0, 8)


# (game, who, phrase, the answer's fields): a verb in the bare form after a name says who acts; a first-named person
# in a state ('is bleeding', 'is down') is the scene, and the 'him' or 'her' acted on; 'have not <noun>' is 'no'.
BARE = [
    ("ghostburn", "Dex", "Vex is bleeding on the street. Dex make first aid on her. Roll: 8, 7",
     {"actor": "Dex", "trick": "First Aid", "difficulty.name": "Hard", "dice": [8, 7]}),
    ("ghostburn", "Dex", "Vex is down on the street. Dex give first aid to her. Roll: 8, 7",
     {"actor": "Dex", "trick": "First Aid", "difficulty.name": "Hard"}),
    ("ghostburn", "Dex", "Vex is bleeding on the street. Dex make first aid on her, we have not supplies. Roll: 8, 7",
     {"actor": "Dex", "trick": "First Aid", "difficulty.name": "Severe", "difficulty.value": 26}),
    ("fist", "Ripper", "The alarm is loud. Ripper punch the guard in the face, dice 3 and 5",
     {"actor": "Ripper", "ability.name": "Forceful", "total": 10}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), BARE, ids=[s[2][-40:] for s in BARE])
def test_a_bare_verb_after_a_name_says_who_acts(game: str, who: str, phrase: str, want: dict[str, object],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


def test_have_not_before_a_verb_stays_as_said(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("ghostburn", "Dex", "Vex is bleeding on the street. Dex make first aid on her, we have not "
                           "seen supplies. Roll: 8, 7", capsys)
    assert code == 0, err
    assert got["difficulty"]["name"] == "Hard"


def test_a_setup_said_with_it_and_a_bare_verb_is_the_setters_and_the_other_rolls(
        capsys: pytest.CaptureFixture[str]) -> None:
    _answers("blades", "Cross", "Silas set it up for +1 effect, Cross wreck the door, 5",
             {"actor": "Cross", "skill": "Wreck", "blades.effect": "Great", "dice": [5]}, capsys)


# (game, who, phrase, a word the refusal names): what a careful GM would ask about, asked with the words said.
ASKED = [
    ("blades", "Cross", "Silas set it up for her, Cross wreck the door, 5", "effect"),  # a setup with no benefit
    ("ghostburn", "Dex", "Dex make a roll of Knitting for the party, dice 5 5", "Knitting"),  # no skill of the game
    ("ghostburn", "Dex", "Dex make a roll on Basketweaving, dice 5 5", "Basketweaving"),
    ("fs3", "Nemesis", "Nemesis climb the wall, GM say minus one or minus two, dice 1 2 3 4 5 6", "minus one"),
    ("fs3", "Nemesis", "Nemesis climb the wall, minus 1 or minus 2, dice 1 2 3 4 5 6", "minus 2"),
]


@pytest.mark.parametrize(("game", "who", "phrase", "named"), ASKED, ids=[s[2][-40:] for s in ASKED])
def test_what_a_gm_would_ask_about_is_asked_with_its_words(game: str, who: str, phrase: str, named: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, who, phrase, capsys)
    assert code == 2
    assert named in err, err


# (game, who, phrase, the answer's fields): the dice said with a verb that does not agree ('the dice is', 'dice
# come'), 'difficult' said for 'difficulty' ('difficult is Hard'), and 'bad luck' said of the scene.
SAID_AS_CALQUES = [
    ("ghostburn", "Vex", "Vex sneak past the guard, the dice is two and three",
     {"actor": "Vex", "skill": "Stealth", "dice": [2, 3], "luck": None}),
    ("ghostburn", "Vex", "Vex sneak past the guard. Dice come six and five.", {"actor": "Vex", "dice": [6, 5]}),
    ("ghostburn", "Vex", "Vex sneak past the guard, improvised, difficult is Hard. Dice: 9 and 6.",
     {"difficulty.name": "Hard", "dice": [9, 6]}),
    ("ghostburn", "Vex", "Vex sneak past the guard. It is difficult for me to explain. Dice: 9 and 6.",
     {"difficulty.name": "Moderate", "dice": [9, 6]}),
    ("ghostburn", "Vex", "Vex sneak past the guard, rolled 1 and 1, very bad luck for her",
     {"dice": [1, 1], "luck": None}),
    ("ghostburn", "Vex", "Vex coerce the guard to open the door, knife at his throat, 4 and 5",
     {"trick": "Coerce", "difficulty.name": "Hard"}),  # Fort Hard, Hostile +1, the knife -1
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), SAID_AS_CALQUES, ids=[s[2][-40:] for s in SAID_AS_CALQUES])
def test_words_put_together_as_another_language_does_are_read_as_meant(
        game: str, who: str, phrase: str, want: dict[str, object], capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


# (game, who, phrase, the answer's fields): a possessive said without its 's after 'vs' ('vs Nemesis Alertness'), a
# clause of what nobody does ('Nobody is shooting at us'), and 'take his time' said with the verb in the bare form.
DROPPED = [
    ("fs3", "Mavros", "Mavros sneak past Nemesis for a joke, Stealth vs Nemesis Alertness. Mavros: 3 6 2 4, "
     "Nemesis: 7 6 2", {"actor": "Mavros", "skill": "Stealth", "dice": [3, 6, 2, 4], "opposed.against": "Nemesis"}),
    ("fs3", "Mavros", "Mavros climb the wall. Nobody is shooting at us, so he take his time. Dice 1 3 6 7 8 2 6 4 5",
     {"actor": "Mavros", "skill": "Athletics", "modifier": 2, "successes": 4}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), DROPPED, ids=[s[2][-40:] for s in DROPPED])
def test_words_dropped_or_left_bare_are_read_as_meant(game: str, who: str, phrase: str, want: dict[str, object],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


# (game, who, phrase, the answer's fields): a count of a resource said held ('I have 1 luck', 'I have luck 1' as
# another language orders it, 'I have 2 war dice') is the sheet's, said: nothing is spent by it; a spend word after
# it ('I use it', 'I use one', 'spends 1') spends of it.
HELD = [
    ("ghostburn", "Vex", "Vex sneak past the guard. I have 1 luck. Dice 6 and 7", {"dice": [6, 7], "luck": None}),
    ("ghostburn", "Vex", "Vex sneak past the guard, I still have luck 1 left. Dice 6 and 7",
     {"dice": [6, 7], "luck": None}),
    ("fist", "Ripper", "Ripper punch the guard, I have 2 war dice. dice: 6,5", {"dice": [6, 5], "extra_dice": []}),
    ("fist", "Ripper", "Ripper punch the guard, I have war dice 2, I use one. dice: 6,5, war die 3",
     {"dice": [6, 5], "extra_dice": [3]}),
    ("fist", "Ripper", "Ripper punch the guard, she still has 2 war dice, spends 2. dice: 6,5, war dice 3 4",
     {"dice": [6, 5], "extra_dice": [3, 4]}),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want"), HELD, ids=[s[2][-40:] for s in HELD])
def test_a_count_of_a_resource_said_held_spends_nothing(game: str, who: str, phrase: str, want: dict[str, object],
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    _answers(game, who, phrase, want, capsys)


def test_a_held_luck_then_used_spends_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll("ghostburn", "Vex", "Vex sneak past the guard. I have luck 1, I use it. Dice 6 and 7", capsys)
    assert code == 0, err
    assert got["luck"] is not None, got
