"""The GM's characters' dice, said in a GM's line: 'he' after 'Brand levels his pistol at Dex' is Brand (the one
whose possessive was said, the sentence's subject), 'the porter' is the night porter loaded on the sheet, 'I
rolled for Brand: 9 9' are Brand's dice, and an NPC's rating said in brackets after its name ('the thug (rating
2)') is the other side's rating, one side with a later 'vs the thug'. A reading that can't be told is asked."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import Table, get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"]).merged(parse_sheet({"system": "ghostburn", "npc": [
    {"name": "the night porter", "wits": "Moderate", "fort": "Easy", "threat": 5},
    {"name": "Sergeant Brand", "wits": "Hard", "fort": "Hard", "threat": 7},
]}, "npcs.toml"))
FS3 = load_party([EXAMPLES / "fs3_party.toml"])


def _roll(text: str, party: object, game: str, seat: str):  # type: ignore[no-untyped-def]
    system = get_system(game)
    request = parse(text, system.vocabulary(party))
    if request.actor is None:
        from rollmate.rules.records import changed

        request = changed(request, actor=seat)
    return system.resolve(request, party, RandomDice(1), table=Table())


@pytest.mark.parametrize(("phrase", "actor", "dice"), [
    # 'he' / 'she' after the subject's own possessive: the subject's dice, not the one they act on
    ("GM: Sergeant Brand swings his baton at Dex, he rolled 6 and 3.", "Sergeant Brand", (6, 3)),
    ("the guard swings her club at Vex — she rolled 4 4", "the guard", (4, 4)),
    # a described NPC said by its article and last word
    ("The night porter grabs at Vex. Dice for the porter: 7 2", "the night porter", (7, 2)),
    ("the night porter lunges at Dex. The porter rolled 5 5", "the night porter", (5, 5)),
    # the GM rolling for someone
    ("Sergeant Brand shoots at Vex. I rolled for Brand in the open: 9 9", "Sergeant Brand", (9, 9)),
    ("Sergeant Brand shoots at Vex, rolled for Brand: 2 8", "Sergeant Brand", (2, 8)),
])
def test_the_gm_characters_dice(phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    done = _roll(phrase, GHOSTBURN, "ghostburn", "Vex")
    assert (done.actor, done.dice) == (actor, dice)


@pytest.mark.parametrize("phrase", [
    # no possessive said of either: who 'he' is stays asked
    "Sergeant Brand shoves Dex, he rolled 6 3",
    # 'her' said of the one acted on ('shoves her aside'): still asked
    "the guard grabs Vex and shoves her aside, she rolled 4 4",
])
def test_a_pronoun_that_may_be_either_is_asked(phrase: str) -> None:
    with pytest.raises(RollmateError):
        _roll(phrase, GHOSTBURN, "ghostburn", "Dex")


@pytest.mark.parametrize(("phrase", "theirs", "net"), [
    # a rating in brackets after the one named: the other side's, one side with 'vs' said later
    ("the thug (rating 2) swings a pipe at Zoe; Zoe ducks under it, Melee vs the thug. Zoe rolled 6 2 3, the thug "
     "rolled 1 1 6 2", 1, 0),
    ("Zoe shoves the goon (rating 1) aside, Melee vs the goon. Zoe rolled 7 8 1, the goon rolled 8 1 2", 1, 1),
])
def test_an_npc_rating_said_in_brackets(phrase: str, theirs: int, net: int) -> None:
    done = _roll(phrase, FS3, "fs3", "Nemesis")
    assert done.actor == "Zoe" and done.opposed is not None
    assert (done.opposed.their_successes, done.opposed.net) == (theirs, net)


@pytest.mark.parametrize("phrase", [
    # the rating said twice, differently: asked
    "Zoe shoves the goon (rating 3) aside, Melee vs the goon rated 2. Zoe rolled 6 2 3",
    # a rating in brackets that the dice do not fit: refused, never read as the scene
    "Zoe shoves the goon (rating 3) aside, Melee vs the goon. Zoe rolled 7 8 1, the goon rolled 8 1 2",
])
def test_an_npc_rating_in_brackets_is_never_the_scene(phrase: str) -> None:
    with pytest.raises(RollmateError):
        _roll(phrase, FS3, "fs3", "Nemesis")
