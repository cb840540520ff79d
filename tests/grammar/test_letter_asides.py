"""A letter's asides around the dice and the rulings it recalls: a colon after a clause ('as I believe is right: 5
and 2') introduces the dice, never labels whose they are; 'I rolled three dice' says how many dice the faces after
it are."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "pbta", "blades", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", "Dear GM, Vex shall climb the drainpipe, Wits Hard. The dice fell, as I believe is fair: a four and "
                  "a six. Yours, Ivy", "Vex", (4, 6)),
    ("blades", "Dear Referee, Thorn will prowl along the gutter. Her dice, as the rules say is right: 5, 2. "
               "Kind regards, Harold", "Thorn", (5, 2)),
    ("fist", "Ripper shall kick the door in, with advantage. I rolled three dice, as I understand is the custom: 5, 2 "
             "and 1.", "Ripper", (5, 2, 1)),
    ("fs3", "Dear Storyteller, Zoe will climb the drainpipe; the dice, as was only to be expected: 6 2 3. Yours, Agnes",
     "Zoe", (6, 2, 3)),
])
def test_a_colon_after_a_clause_introduces_the_dice(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Vex sneaks past the guard, Wits Hard, and the guard's dice: 4 9"),  # a label still labels
    ("fist", "Ripper kicks the door in. I rolled three dice, as is only fair: 5, 2 and 1."),  # 3 dice: which?
])
def test_a_label_or_a_count_the_rules_do_not_allow_is_still_asked(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB[game])
