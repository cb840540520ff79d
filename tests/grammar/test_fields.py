"""A roll request written as labelled fields, as a program calling the tools writes one ("Skill: Firearms. Actor:
Nemesis. Dice: 1, 2, 3."): each label is read as the words it stands for, wherever the fields come in the request,
and a label nobody knows is still asked about, never dropped."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta", "blades")}


def _vocab(game: str):  # type: ignore[no-untyped-def]
    return get_system(game).vocabulary(PARTIES[game])


@pytest.mark.parametrize(("game", "phrase", "want"), [
    ("ghostburn", "Actor: Dex. Skill: Hacking. Trick: Street Hack. DL: Hard. Dice: 3, 9.",
     {"actor": "Dex", "skill": "Hacking", "trick": "Street Hack", "difficulty": "Hard", "dice": (3, 9)}),
    ("ghostburn", "Skill: Perception. Character: Vex. Purpose: spot the sniper on the water tower. Difficulty: Severe. "
     "Dice: 5, 5.", {"actor": "Vex", "skill": "Perception", "difficulty": "Severe", "verbs": ("Search",)}),
    ("fs3", "Check: Firearms. Character: Nemesis. Modifiers: -1 for the rain. Dice: 1, 2, 3, 4, 5, 6.",
     {"actor": "Nemesis", "skill": "Firearms", "dice": (1, 2, 3, 4, 5, 6)}),
    ("pbta", "Move: Fight It Out | Actor: Boone | Dice: 5, 5", {"actor": "Boone", "trick": "Fight It Out",
                                                                "dice": (5, 5)}),
    ("fist", "Actor: Ripper. Action: kick the hatch off its hinges. Attribute: FORCEFUL. Dice: 3, 4.",
     {"actor": "Ripper", "abilities": ("Forceful",), "dice": (3, 4)}),
    ("fist", "Dice: 3, 4. Attribute: REFLEXIVE. Roller: Ripper. Reason: the turret swings toward him.",
     {"actor": "Ripper", "abilities": ("Reflexive",), "dice": (3, 4)}),
])
def test_each_labelled_field_is_read_as_what_it_labels(game: str, phrase: str, want: dict[str, object]) -> None:
    request = parse(phrase, _vocab(game))
    assert {k: getattr(request, k) for k in want} == want


def test_blades_position_and_effect_fields_set_the_roll() -> None:
    result = roll("Action: Prowl. Actor: Cross. Position: Desperate. Effect: Great. Dice: 6.", PARTIES["blades"],
                  system="blades")
    assert (result.actor, result.skill, result.dice) == ("Cross", "Prowl", (6,))
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == ("Desperate", "Great")


def test_a_fields_modifier_with_its_reason_is_one_modifier() -> None:
    request = parse("Check: Firearms. Character: Nemesis. Modifiers: +1 for the scope; -2 for the wind. Dice: 4.",
                    _vocab("fs3"))
    assert [m.amount for m in request.modifiers] == [1, -2]


@pytest.mark.parametrize(("phrase", "word"), [
    ("Actor: Zed. Skill: Firearms. Dice: 1, 2, 3.", "Zed"),
    ("Weather: rainy. Skill: Firearms. Dice: 1, 2, 3.", "Weather"),
])
def test_a_label_or_a_name_nobody_knows_is_still_asked_about(phrase: str, word: str) -> None:
    with pytest.raises(PhraseError, match=word):
        parse(phrase, _vocab("fs3"))


@pytest.mark.parametrize(("game", "phrase", "want"), [
    ("fs3", "Please resolve the following roll: Nemesis shoots the drone (Firearms). Dice: 1, 2, 3, 4, 5, 6, 7.",
     {"actor": "Nemesis", "skill": "Firearms"}),
    ("pbta", "Please resolve: Boone punches the raider. Dice: 5, 5.", {"actor": "Boone", "verbs": ("Fight It Out",)}),
    ("fist", "Roll request: Ripper ducks behind the crates, REFLEXIVE. Dice: 3, 4.",
     {"actor": "Ripper", "abilities": ("Reflexive",)}),
    ("ghostburn", "Resolve this roll for me: Vex climbs the fence. Dice: 3, 9.", {"actor": "Vex", "dice": (3, 9)}),
])
def test_a_requests_polite_opening_says_nothing_of_the_roll(game: str, phrase: str, want: dict[str, object]) -> None:
    request = parse(phrase, _vocab(game))
    assert {k: getattr(request, k) for k in want} == want


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("fist", "Ripper kicks the hatch (FORCEFUL). The player rolled a 4 and a 2.", "Ripper", (4, 2)),
    ("pbta", "Boone punches the raider; the player rolled 3 and 3.", "Boone", (3, 3)),
    ("fs3", "Nemesis shoots the drone (Firearms). Her player rolled 1, 2, 3, 4, 5, 6, 7.", "Nemesis",
     (1, 2, 3, 4, 5, 6, 7)),
])
def test_the_player_who_rolled_for_the_actor_gives_the_rolls_dice(game: str, phrase: str, actor: str,
                                                                  dice: tuple[int, ...]) -> None:
    request = parse(phrase, _vocab(game))
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize(("game", "phrase", "amounts"), [
    ("fs3", "Nemesis shoots the drone (Firearms); −2 for the wind. Dice: 1, 2, 3, 4, 5.", [-2]),
    ("pbta", "Boone punches the raider, −1 for the broken hand, 3 3", [-1]),
    ("fist", "Ripper ducks behind the crates, REFLEXIVE, +1 for cover, −2 for the smoke: 3 4", [1, -2]),
])
def test_a_typographic_minus_sign_is_a_minus(game: str, phrase: str, amounts: list[int]) -> None:
    assert [m.amount for m in parse(phrase, _vocab(game)).modifiers] == amounts
