"""A letter's asides around the dice and the rulings it recalls: a colon after a clause ('as I believe is right: 5
and 2') introduces the dice, never labels whose they are; 'I rolled three dice' says how many dice the faces after
it are."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import reply, start

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


@pytest.mark.parametrize(("phrase", "skill", "modifier", "dice"), [
    ("Dear GM, Zoe shall keep her Composure while the sergeant shouts; you allowed her a modest bonus for her years "
     "of service. The dice were 6, 2, 3 and 1. Yours, Agnes", "Composure", 1, 4),
    ("Dear GM, Zoe shall fly the shuttle through the storm, at what you were kind enough to rule a significant "
     "penalty. 6 2 3 1", "Piloting", -2, 4),
    ("Zoe shall fly the shuttle, which you kindly allowed as a +1 for her repairs to the engine. 6 2 3 1 5 7 8",
     "Piloting", 1, 7),  # no skill called 'Kindly Allowed'
    ("Zoe shall fly the shuttle, which you allowed as a +1. 6 2 3 1 5 7 8", "Piloting", 1, 7),
    ("Zoe shall climb the drainpipe; you granted her a modest bonus since she serviced the winch. 6 2 3 1",
     "Athletics", 1, 4),
])
def test_a_ruling_told_back_to_the_gm_gives_its_value_and_no_second_action(phrase: str, skill: str, modifier: int,
                                                                          dice: int) -> None:
    result = roll(phrase, PARTIES["fs3"], system="fs3")
    assert (result.actor, result.skill, result.modifier, len(result.dice)) == ("Zoe", skill, modifier, dice)


@pytest.mark.parametrize("phrase", [
    "Zoe shall climb the drainpipe; you granted her a bonus for fixing the winch. 6 2 3 1",  # how much?
    "Zoe shall climb the drainpipe; you allowed her to repair the winch first. 6 2 3 1",  # leave to act: a second
])
def test_a_ruling_without_its_size_or_a_leave_to_act_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError):
        roll(phrase, PARTIES["fs3"], system="fs3")


@pytest.mark.parametrize("phrase", [
    "Dear Referee, Vex shall fire her pistol at the tyre, and I should like her to spend one of her war dice on the "
    "shot. 3 and 2, war die 4. Yours, Agnes",
    "Vex fires at the tyre and spends a war die on the attack, 3 2, war die 4",
    "Vex empties her pistol into the car, spending a war die on the attempt. 3 2, war die 4",
])
def test_a_war_die_spent_on_the_shot_adds_to_the_roll(phrase: str) -> None:
    result = roll(phrase, PARTIES["fist"], system="fist")
    assert (result.actor, result.dice, result.extra_dice) == ("Vex", (3, 2), (4,))


def test_a_war_die_spent_on_another_doing_is_a_second_action() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse("Vex fires at the tyre and spends a war die on the climb, 3 2, war die 4", VOCAB["fist"])


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Dear Ivy, I rule that Vex's climb up the wall is Hard. Your dice, which reached me today, were a four and a "
     "six. Yours, the GM", (4, 6)),
    ("Vex climbs the wall, Wits Hard. The dice, which my cat knocked off the table, came up 4 and 6.", (4, 6)),
    ("Vex climbs the wall, Wits Hard. Her dice, I am sorry to say, were 4 and 6.", (4, 6)),
    ("Vex climbs the wall, Wits Hard. The dice, alas, were a pair of fours.", (4, 4)),
])
def test_an_aside_between_the_dice_and_their_faces_is_the_writers(phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.actor, request.dice, request.difficulty) == ("Vex", dice, "Hard")


@pytest.mark.parametrize("phrase", [
    "Vex climbs the wall, Wits Hard. The dice, Dex says, were 4 and 6.",  # someone who says so: asked
    "Vex climbs the wall. Dice, Wits Hard, were 4 and 6.",  # a rules word between is no aside
])
def test_a_name_or_a_rules_word_between_the_dice_and_their_faces_is_no_aside(phrase: str) -> None:
    try:
        request = parse(phrase, VOCAB["ghostburn"])
    except PhraseError:
        return
    assert request.difficulty == "Hard", request


@pytest.mark.parametrize(("game", "seat", "phrase", "actor"), [
    ("fs3", "Mavros", "Dear all, I asked Zoe to climb the drainpipe, and Agnes writes that her dice were 6, 2 and 3. "
                      "Yours, the GM", "Zoe"),
    ("fs3", "Zoe", "Dear all, I asked Zoe to climb the drainpipe, and Agnes writes that her dice were 6, 2 and 3. "
                   "Yours, the GM", "Zoe"),
    ("ghostburn", "Vex", "Dear players, I told Dex to slip past the guard on the stair, Wits Hard, and his dice were 5 "
                         "and 5. Yours ever, the Keeper", "Dex"),
])
def test_the_one_a_referees_letter_asks_to_act_rolls(game: str, seat: str, phrase: str, actor: str) -> None:
    answer = reply(start(PARTIES[game], game, "rules", seat, seed=4), phrase)
    assert answer.records and answer.records[0].result.actor == actor, answer.text


def test_a_player_asking_a_character_in_a_letter_is_still_asked_about() -> None:
    """'I asked Zoe to climb' signed by a player: the 'I' may be Zoe's own player; asked, never read as Zoe."""
    answer = reply(start(PARTIES["fs3"], "fs3", "rules", "Zoe", seed=4),
                   "Dear all, I asked Zoe to climb the drainpipe, 6 2 3. Yours, Agnes")
    assert not answer.records, answer.text
