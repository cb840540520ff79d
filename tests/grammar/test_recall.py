"""Recall on the way people type at a table: phrasings written for this file, none from the shared phrase sets.
Each test is one kind of phrasing the reader used to refuse or misread: a question opened by a bare noun
('chance to ...'), a pronoun after a third-person actor, faces typed straight after the rules word that names the
roll, 'come up with' as an action, a sign before the word 'bonus', and '+1d' (a die, never +1 on the total)."""

from __future__ import annotations

import re

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "action"), [
    ("ghostburn", "chance to convince the fixer", "convince the fixer"),
    ("ghostburn", "probability of shooting the guard", "shooting the guard"),
    ("ghostburn", "my odds to sneak past the guard", "sneak past the guard"),
    ("fist", "chance to kick the door in", "kick the door in"),
    ("fs3", "likelihood that i fly the shuttle through the storm", "fly the shuttle through the storm"),
    ("pbta", "chance to defy danger", "defy danger"),
    ("blades", "whats the probability to skirmish with the guard", "skirmish with the guard"),
])
def test_a_question_opened_by_a_bare_noun_of_chance_rolls_nothing(game: str, phrase: str, action: str) -> None:
    request = read(game, phrase)
    assert request.question
    assert request.action == action


def test_chance_as_a_verb_is_no_question() -> None:
    request = read("ghostburn", "chance it and climb the fence, 4 4")
    assert not request.question and request.dice == (4, 4)


@pytest.mark.parametrize(("game", "phrase", "who", "other"), [
    ("ghostburn", "dex shoots the guard, he rolled 5 5", "Dex", "the guard"),
    ("fs3", "nemesis attacks mavros, melee vs melee, he rolled 6 6 6", "Nemesis", "Mavros"),
])
def test_a_pronoun_after_a_third_person_actor_and_someone_else_is_asked_about(game: str, phrase: str, who: str,
                                                                              other: str) -> None:
    """'he' may be the one who acts or the one acted on, where both may roll: the dice are never handed to either by a
    guess (in FIST, PbtA and Blades only the one acting rolls: test_pronoun_dice_where_only_the_actor_rolls.py)."""
    with pytest.raises(PhraseError, match=f"Who is '(he|she)': {who} or {other}"):
        read(game, phrase)


def test_a_pronoun_after_a_spoken_for_actor_is_the_other_side() -> None:
    """'Nemesis: ...' is the player speaking for Nemesis, so 'he' is the one Nemesis acts on (in a game where the
    other side rolls; in one where it never does, his dice are asked about: test_stated_dice_kept.py)."""
    request = read("fs3", "Nemesis: punch the goon, he rolled 5 5 1")
    assert request.actor == "Nemesis" and request.faces_by == {"the goon": (5, 5, 1)} and request.dice is None


@pytest.mark.parametrize(("game", "phrase", "faces", "named"), [
    ("pbta", "roll cool 4 5", (4, 5), "Cool"),
    ("pbta", "roll hard 3 and 4", (3, 4), "Hard"),
    ("fist", "roll forceful 3 and 4", (3, 4), "Forceful"),
    ("fist", "roll tactical 6 1", (6, 1), "Tactical"),
    ("fs3", "roll melee 8 6 3 2 1", (8, 6, 3, 2, 1), "Melee"),
])
def test_faces_typed_right_after_the_roll_s_name_are_the_dice(game: str, phrase: str, faces: tuple[int, ...],
                                                              named: str) -> None:
    request = read(game, phrase)
    assert request.dice == faces
    assert named in (request.skill, *request.abilities, *request.verbs)


@pytest.mark.parametrize("phrase", ["sneak past the guard dl hard 7 8", "sneak past the guard, wits hard 7 8"])
def test_faces_typed_right_after_a_difficulty_are_the_dice(phrase: str) -> None:
    request = read("ghostburn", phrase)
    assert request.dice == (7, 8) and request.difficulty == "Hard"


@pytest.mark.parametrize("phrase", ["roll firearms 2", "roll persuade 2, 4 8"])
def test_one_number_after_the_roll_s_name_is_still_asked_about(phrase: str) -> None:
    game = "fs3" if "firearms" in phrase else "ghostburn"
    with pytest.raises(PhraseError, match="can't tell what '2' is"):
        read(game, phrase)


@pytest.mark.parametrize(("phrase", "action"), [
    ("come up with a plan, 3 4", "come up with a plan"),
    ("Jonesy came up with a clever plan, rolled 5 5", "came up with a clever plan"),
])
def test_come_up_with_is_an_action_when_no_faces_follow(phrase: str, action: str) -> None:
    request = read("fist", phrase)
    assert request.action == action and request.dice in ((3, 4), (5, 5))


def test_came_up_still_states_faces() -> None:
    assert read("fist", "kick the door, the dice came up 6 and 2").dice == (6, 2)


@pytest.mark.parametrize(("phrase", "value"), [
    ("kick the door, +1 bonus, 4 5", 1),
    ("shoot the guard with a +2 bonus, rolled 5 and 6", 2),
    ("pick the lock, -1 penalty, 3 3", -1),
])
def test_a_sign_before_bonus_is_the_modifier(phrase: str, value: int) -> None:
    request = read("fist", phrase)
    assert [m.amount for m in request.modifiers] == [value]
    assert "bonus" not in request.action and "penalty" not in request.action


@pytest.mark.parametrize(("game", "phrase", "said"), [
    ("fist", "punch the guard +1d, 4 and 5", "+1d"),
    ("fist", "leap the gap, +1 die, 3 3", "+1 die"),
    ("fist", "hack the lock +1d6, 2 6", "+1d6"),
    ("ghostburn", "shoot the guard +1d, 4 and 5", "+1d"),
    ("pbta", "slip past the patrol, +2 dice, 4 5", "+2 dice"),
])
def test_a_die_added_where_modifiers_add_to_the_total_is_refused_not_read_as_a_number(game: str, phrase: str,
                                                                                       said: str) -> None:
    """'+1d' is a die, not +1 on the total: where the game adds numbers, it is refused with the reason."""
    with pytest.raises(PhraseError, match=f"'{re.escape(said)}' can't be used here") as refused:
        read(game, phrase)
    assert refused.value.column == phrase.index(said) + 1


@pytest.mark.parametrize(("phrase", "dice"), [("shoot the goon +1d", 1), ("climb the cliff, -2 dice", -2)])
def test_dice_added_are_the_modifier_where_modifiers_count_dice(phrase: str, dice: int) -> None:
    request = read("fs3", phrase)
    assert [m.amount for m in request.modifiers] == [dice]
    assert "d" not in request.action.split() and "dice" not in request.action


@pytest.mark.parametrize(("phrase", "actor", "total"), [
    ("smash the door, 3", "Cross", 3),  # Wreck 1: one die
    ("thorn: sneak along the rooftops, 5", "Thorn", None),  # Prowl 2: two dice, one given
    ("nyx talks the inspector into it, 6", "Nyx", None),  # Sway 3
])
def test_a_lone_number_closing_a_blades_phrase_is_its_one_die(phrase: str, actor: str, total: int | None) -> None:
    """A pool of one is a normal Blades roll, so a lone face at the end is the die; the rules say when the pool
    is bigger, never a random die in its place."""
    party = load_party([EXAMPLES / "blades_party.toml"])
    assert read("blades", phrase).dice == (int(phrase[-1]),)
    if total is None:
        with pytest.raises(RollmateError, match="you gave 1"):
            roll(phrase, party, system="blades", actor="Cross")
    else:
        result = roll(phrase, party, system="blades", actor=actor)
        assert result.dice == (total,) and result.actor == actor


@pytest.mark.parametrize("game", ["fist", "ghostburn", "pbta"])
def test_a_lone_number_closing_a_two_dice_phrase_is_still_asked_about(game: str) -> None:
    with pytest.raises(PhraseError, match="can't tell what '5' is"):
        read(game, "pick the lock, 5")


@pytest.mark.parametrize(("phrase", "actor", "payer"), [
    ("jonesy gives ripper a war die, kick the door, 3 3, war die 5", "Ripper", "Jonesy"),
    ("Jonesy lends Vex her war die, vex hacks the terminal, 2 2, war die 6", "Vex", "Jonesy"),
    ("vex hands jonesy a war die, jonesy hacks the terminal, 2 2, war die 6", "Jonesy", "Vex"),
    ("jonesy gives me a war die, kick the door, 3 3, war die 5", None, "Jonesy"),
])
def test_a_war_die_given_by_one_named_person_to_another(phrase: str, actor: str | None, payer: str) -> None:
    """The giver pays for the die; the one it is given to (or 'me', whoever acts) rolls."""
    request = read("fist", phrase)
    assert request.actor == actor
    war = request.spending("war_dice")
    assert war is not None and war.payer == payer and war.faces == (int(phrase[-1]),)


def test_a_gift_to_someone_else_than_the_speaker_is_asked_about() -> None:
    with pytest.raises(PhraseError, match="Two people act"):
        read("fist", "Ripper: kick the door, jonesy gives vex a war die, 3 3")


@pytest.mark.parametrize(("phrase", "way"), [("kick the door w/ adv, 6 2 1", "advantage"),
                                              ("bust the lock open, disadv, 6 2 1", "disadvantage")])
def test_advantage_said_short(phrase: str, way: str) -> None:
    assert read("fist", phrase).advantage == way


@pytest.mark.parametrize(("game", "phrase"), [("ghostburn", "I'll shoot the guard, rolled 7 7"),
                                              ("ghostburn", "I’d rather sneak past the guard, 3 3"),
                                              ("fist", "we'll kick the door in, 3 4")])
def test_contractions_of_i_and_we_are_the_speaker_not_a_stranger(game: str, phrase: str) -> None:
    request = read(game, phrase)
    assert request.actor is None and request.dice is not None and "'" not in request.action


@pytest.mark.parametrize(("game", "phrase", "roll"), [
    ("pbta", "run for cover, 4 4", "Brave Danger"),
    ("pbta", "duck for cover behind the car, 4 4", "Brave Danger"),
    ("blades", "cross picks a fight with the guard, 6 3 1", "Skirmish"),
    ("blades", "start a fight in the tavern, 6 3 1", "Skirmish"),
])
def test_idioms_that_share_a_word_with_another_roll(game: str, phrase: str, roll: str) -> None:
    """'run for cover' is no help to anyone; 'pick a fight' is no lock."""
    request = read(game, phrase)
    assert roll in (request.skill, *request.verbs)


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "what if i spend luck on convincing the bouncer"),
    ("ghostburn", "would luck help me convince the bouncer"),
    ("ghostburn", "should i burn a luck point to talk the fixer round"),
    ("fist", "what happens if i spend a war die to kick the door in"),
    ("fs3", "would zoe be able to land the ship"),
])
def test_a_hypothesis_is_a_question_without_its_question_mark(game: str, phrase: str) -> None:
    """'what if I ...', 'would ...', 'should I ...' ask; nothing is rolled and nothing is spent."""
    assert read(game, phrase).question


@pytest.mark.parametrize("phrase", ["climb the fence, should be easy, 4 7", "would you believe it, climb the fence, 4 7"])
def test_a_remark_with_would_or_should_is_no_question(phrase: str) -> None:
    request = read("ghostburn", phrase)
    assert not request.question and request.dice == (4, 7)


def test_can_i_without_a_question_mark_still_asks_for_the_roll() -> None:
    request = read("ghostburn", "can i sneak past the guard, 3 3")
    assert not request.question and request.dice == (3, 3)


@pytest.mark.parametrize("phrase", ["talk my way past the bouncer, dice were 4 and 7",
                                    "talk my way past the bouncer, the dice are 4 and 7"])
def test_dice_said_with_a_verb_between(phrase: str) -> None:
    assert read("ghostburn", phrase).dice == (4, 7)


@pytest.mark.parametrize(("phrase", "faces"), [("kick the door [4,5]", (4, 5)), ("kick the door in [6, 6]", (6, 6))])
def test_faces_in_square_brackets(phrase: str, faces: tuple[int, ...]) -> None:
    assert read("fist", phrase).dice == faces


@pytest.mark.parametrize(("phrase", "scene"), [("kick the door 3 times, 4 5", "3 times"),
                                               ("hold the door for 2 rounds, 4 5", "2 rounds")])
def test_a_number_before_a_word_no_rule_reads_is_part_of_the_scene(phrase: str, scene: str) -> None:
    request = read("fist", phrase)
    assert request.dice == (4, 5)
    assert [c.text for c in request.reading if c.kind == "scene"] == [scene]


def test_a_lone_number_opening_a_clause_is_still_asked_about_whatever_follows() -> None:
    with pytest.raises(PhraseError, match="can't tell what '5' is"):
        read("fist", "kick the door, 5 please")
