"""A verb said of someone or something described that opens its clause ('a loose crate smashes down', 'as the old
cart shoots past'), where the post says someone else acts, is what the crate or the cart does: never the roller's
action, in any game. Only the roller's own verbs name the roll; where they name none of the game's, the roll is
asked about (which action, attribute, skill or move), never inferred from the crate's verb."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party


def _party(game: str):  # type: ignore[no-untyped-def]
    return load_party([EXAMPLES / f"{game}_party.toml"])


@pytest.mark.parametrize(("game", "seat", "phrase", "asked"), [
    # Blades: 'smashes' would be Wreck; Thorn only staggers
    ("blades", "Thorn", "A loose crate smashes down off the cart and Thorn staggers clear: 4 2", "Which action"),
    ("blades", "Thorn", "Thorn staggers clear as a rusted girder smashes down: 4 2", "Which action"),
    # FIST: 'smash down', 'smash through' would be FORCEFUL (and 'truck' said of the truck is the scene too)
    ("fist", "Jonesy", "A loose crate smashes down and Jonesy staggers back: 3 4", "Which attribute"),
    ("fist", "Jonesy", "The armored truck smashes through the fence and Jonesy staggers back: 3 4",
     "Which attribute"),
    # FS3: 'shoots past' would be Firearms
    ("fs3", "Nemesis", "A stray round shoots past and Nemesis flattens herself: 5 3 2 1 6 7 8", "which skill"),
    ("fs3", "Nemesis", "Nemesis stumbles clear as the old cart shoots past: 5 3 2 1 6 7 8", "which skill"),
    # PbtA: 'smashes' would trigger Fight It Out
    ("pbta", "Kit", "The old cart smashes into the wall and Kit stumbles clear: 5 3", "Which move"),
    ("pbta", "Kit", "Kit stumbles clear as a rusty cart shoots past: 5 3", "Which move"),
    # Ghostburn: 'throws' would be Throw, 'climbs' Athletic Move ('drone' a skill's word, said of the drone)
    ("ghostburn", "Vex", "A loose crate throws sparks and Vex stumbles back: 5 9", "which skill"),
    ("ghostburn", "Vex", "Vex stumbles back as the drone climbs away: 5 9", "which skill"),
])
def test_a_verb_of_something_else_is_not_the_rollers(game: str, seat: str, phrase: str, asked: str) -> None:
    with pytest.raises(RollmateError, match=asked):
        roll(phrase, _party(game), system=game, actor=seat)


@pytest.mark.parametrize(("game", "phrase", "actor", "skill", "ability", "dice", "total", "outcome"), [
    # the roller's own verb beside it still names the roll
    ("blades", "A loose crate smashes down and Cross skirmishes with the thug: 6 4 1", "Cross", "Skirmish",
     ("Skirmish", 3), (6, 4, 1), 6, "Full Success"),
    ("fist", "The armored truck smashes through the fence and Ripper leaps aside: 4 5", "Ripper", None,
     ("Reflexive", 1), (4, 5), 10, "Success"),
    ("pbta", "A rusty cart shoots past and Kit dives clear: 5 3", "Kit", "Brave Danger", ("Cool", 2), (5, 3), 11,
     "Strong Hit"),
])
def test_the_rollers_own_verb_still_names_the_roll(game: str, phrase: str, actor: str, skill: str | None,
                                                   ability: tuple[str, int], dice: tuple[int, ...], total: int,
                                                   outcome: str) -> None:
    done = roll(phrase, _party(game), system=game)
    assert (done.actor, done.skill, (done.ability.name, done.ability.score)) == (actor, skill, ability)
    assert (done.dice, done.total, done.outcome) == (dice, total, outcome)
