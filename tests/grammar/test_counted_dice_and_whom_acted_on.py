"""A count of dice said with the verb that shows their faces ('her six dice came up 1, 2, ...', 'three dice were',
'my six dice is', as one whose English is a second language writes it) is the count of those dice, checked against
the roll, and the faces follow. Someone first named in a state ('Vex is bleeding', 'Mavros is waiting by the gate')
is the one a later 'him' or 'her' names only where an action is done to them: the object of a verb ('patch her up',
'treat him') or of what is given or done to someone ('first aid on her', 'a bandage to him'); 'behind him', 'past
her', 'run to her' say where, and nobody is acted on."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "want"), [
    # Zoe: Technician 6 dice, Stealth 3 dice (fs3_party.toml)
    ("fs3", "Zoe fixes the engine with Technician, her six dice were 7, 1, 8, 2, 3 and 8",
     ("Zoe", "Technician", (7, 1, 8, 2, 3, 8), 6, "Good Success")),
    ("fs3", "Zoe fix the engine with Technician. My six dice is 7, 1, 8, 2, 3, 8",
     ("Zoe", "Technician", (7, 1, 8, 2, 3, 8), 6, "Good Success")),
    ("fs3", "Zoe slinks past the goon with Stealth, the three dice come up 8, 8 and 2",
     ("Zoe", "Stealth", (8, 8, 2), 3, "Success")),
    # Nyx: Prowl 0, two dice and the lower counts
    ("blades", "Nyx prowls along the gutter, her two dice came up 6 and 3", ("Nyx", "Prowl", (6, 3), 2, "Bad Outcome")),
])
def test_a_count_of_dice_then_the_verb_that_shows_them_counts_the_faces(game: str, phrase: str,
                                                                         want: tuple[object, ...]) -> None:
    actor, skill, dice, count, outcome = want
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice, request.dice_count) == (actor, dice, count)
    result = roll(phrase, PARTIES[game], system=game)
    assert (result.actor, result.skill, result.dice, result.outcome) == (actor, skill, dice, outcome)


def test_a_count_of_dice_that_is_not_the_rolls_is_asked_about() -> None:
    with pytest.raises(RollmateError, match="Stealth or 4 dice"):
        roll("Zoe slinks past the goon with Stealth, her four dice came up 8, 8 and 2", PARTIES["fs3"], system="fs3")


@pytest.mark.parametrize(("game", "phrase", "want"), [
    # acted on: the object of a verb, or of what is given or done to someone
    ("ghostburn", "Vex is bleeding on the street. Dex patch her up with first aid. Roll: 8, 7",
     ("Dex", "Vex", "First Aid", (8, 7), "Success")),
    ("ghostburn", "Vex was knocked down in the alley. Dex give first aid to her, 8 and 7",
     ("Dex", "Vex", "First Aid", (8, 7), "Success")),
    # a place beside them, or a way to them: nobody acted on
    ("ghostburn", "Vex is waiting by the door. Dex climb the fence behind her, 8 and 7",
     ("Dex", None, "Athletic Move", (8, 7), "Success")),
    ("ghostburn", "Vex is unconscious. Dex run to her, 8 and 7", ("Dex", None, "Sprint", (8, 7), "Success")),
])
def test_one_first_named_in_a_state_is_whom_a_later_pronoun_acts_on_only_as_its_object(
        game: str, phrase: str, want: tuple[object, ...]) -> None:
    actor, target, trick, dice, outcome = want
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target, request.dice) == (actor, target, dice)
    result = roll(phrase, PARTIES[game], system=game)
    assert (result.actor, result.trick, result.dice, result.outcome) == (actor, trick, dice, outcome)


@pytest.mark.parametrize(("phrase", "target"), [
    ("Mavros is standing near the truck. Zoe sneaks past him, Stealth 6 2 3", None),
    ("Mavros is waiting at the gate. I would like Zoe to vault the fence beside him. Athletics 6 2 3", None),
    ("Mavros is hurt badly. Zoe stabilise him, Medicine 6 2 3 1", "Mavros"),
])
def test_a_place_beside_someone_in_a_state_is_no_target(phrase: str, target: str | None) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert (request.actor, request.target) == ("Zoe", target)
