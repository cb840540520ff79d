"""The formal register of a letter to the GM: a question about the chances asked politely and in a statement's order
('might you tell me what Zoe's chances would be, were she to ...'), a clause saying nothing has been rolled yet, and
the dice reported in full sentences ('the dice, five of them, came up ...', 'both dice showed ones')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "could you let me know what Mavros's odds would be, were he to haggle with the goon?", "Mavros"),
    ("fs3", "would you be so kind as to tell me Elodie's chances, should she try to fix the engine?", "Elodie"),
    ("fist", "might I ask you what Jonesy's chances are of ducking the thrown bottle?", "Jonesy"),
    ("ghostburn", "I would like to know the odds, were Dex to sneak past the bouncer", "Dex"),
    ("blades", "please tell me what Nyx's chances might be, if she prowls across the rooftops", "Nyx"),
    ("pbta", "might I enquire what Boone's chances would be, should he try to read the situation?", "Boone"),
])
def test_a_polite_question_about_someones_chances_asks_for_their_odds(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.actor == actor and request.dice is None and request.target != actor


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "Ere we go any further, could you tell me what her chances are of sneaking past the goon? "
            "I haven't rolled anything yet.", None),
    ("fist", "Before I send Jonesy in, can you tell me what his odds would be of dodging the guard's punch? "
             "Not rolled as yet.",
     "Jonesy"),
    ("ghostburn", "what are Dex's chances to sneak past the bouncer? I've not rolled as yet, and won't until you "
                  "answer.", "Dex"),
    ("pbta", "what would Boone's chances be, should he read the situation? We have not yet thrown the dice.", "Boone"),
    ("blades", "what are Nyx's chances of prowling past the guards? She hasn't rolled yet", "Nyx"),
])
def test_a_question_saying_nothing_is_rolled_yet_is_answered_with_the_odds(game: str, phrase: str,
                                                                           actor: str | None) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.actor == actor and request.dice is None
    assert any(c.kind == "no dice" and not c.used for c in request.reading)


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "Zoe sneaks past the goon with Stealth. I have not rolled yet."),
    ("fist", "Jonesy ducks the bottle; not rolled yet, and shall not until you answer."),
    ("ghostburn", "what are Dex's chances to sneak past the bouncer? I haven't rolled, 4 5"),
])
def test_nothing_rolled_yet_without_a_question_or_with_dice_is_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="nothing has been rolled yet"):
        parse(phrase, VOCAB[game])


def test_a_count_of_the_dice_said_beside_them_is_checked_against_the_faces() -> None:
    party = PARTIES["fs3"]
    # Mavros's Stealth pool is checked against the faces the count is said of
    request = parse("Mavros slinks past the goon with Stealth; the dice, five of them, came up 6, 1, 3, 2 and 5.",
                    VOCAB["fs3"])
    assert request.dice == (6, 1, 3, 2, 5) and request.dice_count == 5
    with pytest.raises(RollmateError, match="needs|faces"):
        roll("Zoe slinks past the goon with Stealth; the dice, five of them, came up 6, 1, 3, 2 and 5.", party,
             system="fs3", actor="Zoe")
    result = roll("Zoe slinks past the goon with Stealth; the dice, three of them, came up 6, 1 and 8.", party,
                  system="fs3", actor="Zoe")
    assert result.dice == (6, 1, 8)
    with pytest.raises(RollmateError, match="Stealth or 4 dice"):
        roll("Zoe slinks past the goon with Stealth; the dice (four of them) came up 6, 1 and 8.", party,
             system="fs3", actor="Zoe")


def test_her_n_dice_with_a_roll_named_count_the_faces_not_the_pool() -> None:
    # Zoe: Stealth untrained (1) + Reflexes 2 = 3 dice; with a Luck Point before the roll, 6
    result = roll("Zoe spends her luck and slinks past the goon with Stealth: her six dice came up 1, 2, 3, 4, 7 "
                  "and 8", PARTIES["fs3"], system="fs3", actor="Zoe")
    assert result.dice == (1, 2, 3, 4, 7, 8)
    result = roll("roll 4 dice: 1, 2, 7 and 8", PARTIES["fs3"], system="fs3", actor="Zoe")
    assert result.dice == (1, 2, 7, 8)


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fist", "Jonesy ducks under the swinging lamp. Both dice showed twos.", (2, 2)),
    ("ghostburn", "Dex slips past the bouncer; both of them came up fours", (4, 4)),
    ("pbta", "Boone reads the situation, and both dice were sixes", (6, 6)),
    ("fs3", "Zoe fixes the engine with Technician: all three of my dice came up eights, and a 2", (8, 8, 8, 2)),
    ("blades", "Nyx prowls along the gutter, and the dice came up a single five", (5,)),
    ("blades", "Nyx prowls along the gutter; a single four and a two", (4, 2)),
    ("fs3", "Zoe fixes the engine with Technician; her dice read 7, 1, 3 and 2", (7, 1, 3, 2)),
])
def test_dice_reported_in_a_sentence_are_the_dice(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice[: len(dice)] == dice


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "Jonesy ducks the lamp; the dice showed twos."),
    ("ghostburn", "Dex slips past the bouncer, I rolled fours"),
    ("pbta", "Boone reads the situation, and the dice were all sixes"),
])
def test_a_face_said_of_several_dice_without_how_many_is_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="How many dice"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "Jonesy and Vex both duck the lamp"),
    ("ghostburn", "Dex slips past both of the guards"),
    ("fs3", "Zoe fixes all three engines with Technician"),
])
def test_both_and_all_said_of_people_and_things_stay_the_scene(game: str, phrase: str) -> None:
    try:
        request = parse(phrase, VOCAB[game])
    except PhraseError as error:
        assert "How many dice" not in str(error)
    else:
        assert request.dice is None


@pytest.mark.parametrize("phrase", [
    "Cross skirmishes with the dockhand, and Thorn has kindly offered to assist him. The dice came up 6, 4, 3 and 1",
    "Cross skirmishes with the dockhand; Thorn agreed to assist: 6, 4, 3, 1",
    "Cross skirmishes with the dockhand, and Thorn is going to be assisting: 6 4 3 1",
    "Cross skirmishes with the dockhand and Thorn volunteered to assist him, so 6, 4, 3 and 1",
])
def test_someone_willing_to_assist_assists(phrase: str) -> None:
    # Cross's Skirmish 3, +1d from Thorn's assist: four dice, and Thorn takes the stress
    result = roll(phrase, PARTIES["blades"], system="blades", actor="Cross")
    assert result.extra["blades"]["pool"] == 4 and result.dice == (6, 4, 3, 1)
    assert any(b["kind"] == "assist" and b["by"] == "Thorn" for b in result.extra["blades"]["bonus"])


@pytest.mark.parametrize(("phrase", "effect"), [
    ("Following Thorn's setup for +1 effect, Cross skirmishes with the dockhand: 6 4 3", "Great"),
    ("Following Silas's setup for better position, Cross skirmishes with the dockhand: 6 4 3", "Standard"),
    ("Cross skirmishes with the dockhand. Following Thorn's setup for +1 effect: 6 4 3", "Great"),
])
def test_following_someones_setup_is_after_it(phrase: str, effect: str) -> None:
    result = roll(phrase, PARTIES["blades"], system="blades", actor="Cross")
    assert result.actor == "Cross" and result.extra["blades"]["effect_result"] == effect
    assert result.extra["blades"]["position"] == ("Controlled" if "position" in phrase else "Risky")


def test_following_someone_is_still_the_verb() -> None:
    request = parse("Nyx is following the guard's trail through the fog: 6", VOCAB["blades"])
    assert request.verbs == ("Hunt",)


@pytest.mark.parametrize(("game", "phrase", "actor", "dice", "sender"), [
    ("blades", "I called upon Cross to command the dockhands, and Harriet reports a single six.", "Cross", (6,),
     "Harriet"),
    ("blades", "Cross commands the dockhands; Harriet tells me the dice came up a four", "Cross", (4,), "Harriet"),
    ("fs3", "I called upon Zoe for a roll of Technician, and Harriet has sent me her dice: 7, 2, 4, 6, 1 and 3.",
     "Zoe", (7, 2, 4, 6, 1, 3), "Harriet"),
    ("pbta", "Boone reads the situation, and Harriet has written to say his dice were a five and a one.", "Boone",
     (5, 1), "Harriet"),
    ("fist", "I rule that Jonesy's attempt to bluff the guard calls for TACTICAL. The dice he sent me were a four "
             "and a one.", "Jonesy", (4, 1), "he"),
])
def test_dice_sent_on_by_someone_who_is_not_in_the_party_are_the_rolls(game: str, phrase: str, actor: str,
                                                                        dice: tuple[int, ...], sender: str) -> None:
    # the player who sent them (a name no sheet has, or 'he' in 'the dice he sent me') passes them on: shown, unused
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.dice == dice
    assert any(c.kind == "sent by" and c.text == sender and not c.used for c in request.reading)


@pytest.mark.parametrize(("game", "phrase"), [
    ("blades", "Cross commands the dockhands, and Harriet rolled a six"),  # rolled, not passed on: who is Harriet?
    ("fist", "Jonesy ducks the bottle, and she sent me a four and a one"),  # a pronoun outside 'the dice she sent'
])
def test_someone_unknown_who_rolled_is_still_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB[game])
