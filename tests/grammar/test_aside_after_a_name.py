"""What led up to a deed, said between commas right after the one who does it ('the bouncer, having seen enough,
swings at Vex', 'Tug, having climbed the wall, tackles the goon'), is the scene: the deed after it is the roll.
And 'I rolled for him, and the dice showed ...' says the dice once, in the clause that gives them."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "verbs"), [
    ("ghostburn", "The bouncer, having spotted us sneaking in, punches Vex. 4 5", "the bouncer", ("Unarmed Strike",)),
    ("fs3", "Tug, having climbed the wall after him, tackles the goon. 6 2 1 7 3", "Tug", ("Melee",)),
    ("fist", "Ripper, having shot the lock to bits, kicks the door in: 4 and 2", "Ripper", ("kick the door in",)),
    ("ghostburn", "Dex, having heard the alarm, sneaks past the guard. 2 and 3", "Dex", ("Sneak",)),
])
def test_an_aside_after_the_name_is_the_scene(game: str, phrase: str, actor: str, verbs: tuple[str, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.verbs) == (actor, verbs)


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "The guard shoots at Vex. I rolled for him behind the screen, and the dice showed a one and a four.",
     (1, 4)),
    ("fs3", "Tug climbs the wall. I rolled, and the dice came up 6 2 1 7 3.", (6, 2, 1, 7, 3)),
    ("fist", "Ripper kicks the door in; I rolled for him openly, and his dice showed 4 and 2.", (4, 2)),
])
def test_rolled_then_the_dice_in_the_next_clause(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


def test_what_an_aside_says_of_the_one_named_still_counts() -> None:
    """'being off guard' is the target's state: the aside's verbs are the scene, its conditions are not; and the state
    of the one an action is done to stays theirs ('the bouncer, off guard, is punched by Dex')."""
    result = roll("The bouncer, being off guard after his long shift, is punched by Dex. 4 5", PARTIES["ghostburn"])
    assert (result.actor, result.difficulty.name) == ("Dex", "Easy")


def test_the_state_of_the_one_done_to_stays_theirs() -> None:
    result = roll("The bouncer, off guard after his long shift, is punched by Dex. 4 5", PARTIES["ghostburn"])
    assert (result.actor, result.difficulty.name) == ("Dex", "Easy")
