"""Dice as players type them, and dice said with a question: phrasings written for this file, none from the phrase
sets. Each test is one kind the reader used to refuse or misread: the dice words of a second language ('dices',
'result', 'I obtain', 'on dices', 'throw the dices'), 'n' for 'and' between faces, faces in a list with no spaces,
faces after a purpose or after 'with advantage', a counted resource after '+', 'one luck point', a question whose
dice were rolled ('can I ...? rolled 4 6'), a question about which roll it is, and AresMUSH's '+roll'. The rule
under them all: a stated face is used, or the phrase is refused; it is never replaced by a random die."""

from __future__ import annotations

import itertools

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


# -- the words for dice -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Vex jump over the fence, the dices are 3 and 8", (3, 8)),
    ("ghostburn", "pick the lock of the van, result 2 and 9", (2, 9)),
    ("pbta", "Kit hold the door against the raiders, result: 6 1", (6, 1)),
    ("fist", "Ripper break the chain, I obtain 5 and 2", (5, 2)),
    ("fist", "kick the door open, dices 4 and 4", (4, 4)),
    ("ghostburn", "hide from the drone, I have 7 and 3 on dices", (7, 3)),
    ("fs3", "roll firearms, the dices gives 8 8 1", (8, 8, 1)),
    ("blades", "Cross smash the door, dices 5 and 3 and 1", (5, 3, 1)),
])
def test_dice_words_of_a_second_language_state_the_faces(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


def test_throwing_the_dices_is_no_throw_of_something_else() -> None:
    """'I throw the dices: 9 and 9' says what the dice showed; the trick is the action's, never Throw."""
    request = read("ghostburn", "climb the fence, I throw the dices: 9 and 9")
    assert request.dice == (9, 9) and request.trick is None and "throw" not in request.action


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("ghostburn", "climb the wall, the result of it matters", "result"),
    ("fist", "kick the door to obtain the keys", "obtain"),
])
def test_dice_words_with_no_faces_after_them_stay_words(game: str, phrase: str, word: str) -> None:
    request = read(game, phrase)
    assert request.dice is None and word in f"{request.action} {request.purpose or ''}"


# -- faces as phones type them ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "climb the fence 3n8", (3, 8)),
    ("ghostburn", "shoot the guard, rolled 2 n 9", (2, 9)),
    ("fist", "punch the guard, got 6 n 6", (6, 6)),
    ("pbta", "roll cool 1 n 5", (1, 5)),
    ("ghostburn", "climb the fence, got a 5 n a 2", (5, 2)),
    ("fist", "punch the guard, rolled an 8 n a 4", (8, 4)),
])
def test_n_between_two_faces_is_and(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fist", "smash the crate 6,1", (6, 1)),
    ("fs3", "roll melee 8,6,3,2,1", (8, 6, 3, 2, 1)),
    ("pbta", "Kit swerves past the wreck 2,2", (2, 2)),
])
def test_faces_in_a_list_with_no_spaces_after_the_action_are_the_dice(game: str, phrase: str,
                                                                       faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


def test_a_comma_and_a_space_after_the_action_still_keeps_a_number_of_the_scene_apart() -> None:
    request = read("ghostburn", "sneak past pier 9, 1 and 1")  # the pier's label is the scene's, never a face
    assert request.dice == (1, 1)
    assert any(c.kind == "scene" and c.text == "pier 9" for c in request.reading)
    with pytest.raises(PhraseError, match="can't tell what '9' is"):
        read("ghostburn", "sneak past the pier 9, 1 and 1")


@pytest.mark.parametrize(("phrase", "faces"), [
    ("kick the door with advantage 6 2 1", (6, 2, 1)),
    ("Vex picks the lock 6 5 + war die 3", (6, 5)),
])
def test_faces_after_how_it_is_rolled_and_before_a_war_die(phrase: str, faces: tuple[int, ...]) -> None:
    request = read("fist", phrase)
    assert request.dice == faces
    if "war die" in phrase:
        war = request.spending("war_dice")
        assert war is not None and war.faces == (3,)


@pytest.mark.parametrize("phrase", ["kick the door, dice 3 4, the war die is 6",
                                    "kick the door, dice 3 4, war die is six"])
def test_the_war_die_is_a_face(phrase: str) -> None:
    request = read("fist", phrase)
    war = request.spending("war_dice")
    assert request.dice == (3, 4) and war is not None and war.faces == (6,)


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "climb the wall, rolled double 6", (6, 6)),
    ("fist", "kick the door, double three", (3, 3)),
    ("ghostburn", "climb the wall {4 7}", (4, 7)),
    ("ghostburn", "climb the wall - 4 and 7", (4, 7)),
    ("fist", "kick the door - 4n2", (4, 2)),
    ("pbta", "Kit hides in the wreck - 2,5", (2, 5)),
    ("ghostburn", "climb the wall a four and a two", (4, 2)),
    ("pbta", "Kit hides in the wreck -- 2 n 5", (2, 5)),
    ("ghostburn", "climb the wall, 4,7 on the dices", (4, 7)),
    ("fist", "kick the door, 5, 2 in the dice", (5, 2)),
    ("ghostburn", "climb the wall, the roll is 4 and 7", (4, 7)),
    ("fs3", "roll firearms, my roll was 8 8 1 2 3 4 5", (8, 8, 1, 2, 3, 4, 5)),
])
def test_faces_said_in_other_shapes(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


@pytest.mark.parametrize("game", ["fist", "pbta"])
def test_two_numbers_each_after_a_dash_standing_apart_are_asked_about(game: str) -> None:
    """'- 1 - 2' may be dashes before the dice 1 and 2 or two penalties: asked, never read as either."""
    with pytest.raises(PhraseError, match=r"Is '- 1 - 2' the dice 1 and 2, or two penalties, -1 and -2\?"):
        read(game, "hide in the wreck - 1 - 2")
    assert [m.amount for m in read(game, "hide in the wreck -1 -2").modifiers] == [-1, -2]


@pytest.mark.parametrize(("game", "phrase", "said"), [
    ("ghostburn", "Vex picks the lock, 2 maybe 7 9", "2 maybe 7 9"),
    ("fist", "Ripper slams the door shut, 4 or maybe 3 3", "4 or maybe 3 3"),
    ("pbta", "Kit keeps watch on the ridge, 1 perhaps 5 and 5.", "1 perhaps 5 and 5"),
    ("blades", "Cross prowls along the roofs, 6 probably 4, 2", "6 probably 4, 2"),
])
def test_a_number_then_a_doubt_then_more_numbers_is_asked_never_half_scene(game: str, phrase: str, said: str) -> None:
    """'3 maybe 4 9': the player is unsure which numbers they rolled; the first had been taken as the scene's and the
    rest rolled."""
    with pytest.raises(PhraseError, match=f"'{said}': I can't tell which of these numbers you rolled"):
        read(game, phrase)
    assert read("ghostburn", "Vex sneaks past the guard at 3 or so, rolled 4 9").dice == (4, 9)


def test_a_dash_after_faces_is_a_break_but_a_minus_before_an_attribute_is_still_refused() -> None:
    assert read("ghostburn", "4 and 7 - climb the wall").dice == (4, 7)
    with pytest.raises(PhraseError, match="a minus goes before a number only"):
        read("fs3", "roll firearms 6 2 1 3 7 8 - wits")


@pytest.mark.parametrize(("phrase", "modifier", "faces"), [
    ("climb the wall, Wits Hard - 2, 4 7", -2, (4, 7)),
    ("climb the wall -2, 4 7", -2, (4, 7)),
])
def test_a_minus_standing_apart_before_one_number_is_still_a_minus(phrase: str, modifier: int,
                                                                   faces: tuple[int, ...]) -> None:
    request = read("ghostburn", phrase)
    assert [m.amount for m in request.modifiers] == [modifier] and request.dice == faces


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Dex hacks the terminal - DL Moderate - 7 3!", (7, 3)),
    ("fist", "Jonesy - jimmies the lock - 5 2", (5, 2)),
    ("pbta", "Boone - reads the sitch - 3 3.", (3, 3)),
    ("blades", "Thorn - Finesse - risky - 5 1", (5, 1)),
    ("fs3", "Mavros swings his blade - 7 2 3 5 1 1", (7, 2, 3, 5, 1, 1)),
    ("ghostburn", "Dex sneaks past the guard - rolled - 8 2", (8, 2)),
    ("fs3", "Mavros - Melee - 6 2 4 1 3 5", (6, 2, 4, 1, 3, 5)),  # after a name, no minus joining it to a skill
])
def test_a_dash_standing_apart_before_a_run_of_faces_is_a_dash_never_a_penalty(game: str, phrase: str,
                                                                               faces: tuple[int, ...]) -> None:
    """'- 7 3' closing the phrase: the dice 7 and 3, never -7 and a 3 the reader can't place. Each game takes a
    set count of faces, checked by its rules, so a wrong count is refused rather than misread."""
    request = read(game, phrase)
    assert request.dice == faces and request.modifiers == ()


@pytest.mark.parametrize(("phrase", "skill"), [("Fine - I slip past the sentries", "Stealth"),
                                             ("Zoe - shoots the raider", "Firearms"),
                                             ("ok - roll Alertness", "Alertness")])
def test_in_fs3_a_dash_standing_apart_before_a_plain_word_is_a_dash(phrase: str, skill: str) -> None:
    """FS3 joins a skill and an attribute with '-' ('Firearms-Wits', refused there); a dash with spaces round it
    before a word that names no skill or attribute is the sentence's, never a minus on that word."""
    request = read("fs3", phrase)
    assert skill in (request.skill, *request.verbs) and request.modifiers == ()


@pytest.mark.parametrize(("game", "phrase", "said"), [
    ("fs3", "roll firearms - 1 4 6 2 3 5 8", "4"),  # FS3's '- 1' may be one die fewer: asked
    ("ghostburn", "Dex hacks the terminal - DL Moderate - 7 3 guards", "3"),  # a word after: the run is no dice
])
def test_a_dash_before_numbers_that_could_be_a_penalty_is_still_asked_about(game: str, phrase: str, said: str) -> None:
    with pytest.raises(PhraseError, match=f"can't tell what '{said}' is"):
        read(game, phrase)


@pytest.mark.parametrize(("game", "phrase", "faces", "trick"), [
    ("ghostburn", "climb the wall, I throw 4 and 7", (4, 7), "Athletic Move"),
    ("ghostburn", "I threw 3 n 3, sneak past the guard", (3, 3), "Sneak"),
    ("ghostburn", "convince the fixer, it gave 9 9", (9, 9), "Convince"),
    ("fist", "pick the lock, I made 4 and 2", (4, 2), None),
    ("pbta", "Kit hides from the raiders, came out 6 6", (6, 6), None),
])
def test_a_verb_with_faces_straight_after_it_says_the_dice(game: str, phrase: str, faces: tuple[int, ...],
                                                           trick: str | None) -> None:
    """'I throw 4 and 7' threw the dice: never the Throw trick, nor a second action."""
    request = read(game, phrase)
    named = (request.trick, *request.verbs)
    assert request.dice == faces and "Throw" not in named and (trick is None or trick in named)
    assert not {"throw", "threw", "gave", "made", "came"} & set(request.action.replace(",", " ").split())


@pytest.mark.parametrize(("phrase", "faces"), [("throw the grenade at the guard, 4 7", (4, 7)),
                                               ("throw 2 grenades at the guard, 4 7", (4, 7))])
def test_throwing_a_thing_is_still_a_throw(phrase: str, faces: tuple[int, ...]) -> None:
    request = read("ghostburn", phrase)
    assert request.trick == "Throw" and request.dice == faces


# -- a purpose never swallows the dice --------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "sprint across the lot to the van  rolled 2 n 3", (2, 3)),
    ("ghostburn", "talk to the fixer to get a discount rolled 6 1", (6, 1)),
    ("ghostburn", "climb the wall to reach the roof 4 5", (4, 5)),
    ("fist", "kick the door to get inside, dice: 5 5", (5, 5)),
    ("pbta", "Kit drives hard to lose the raiders got 3 n 4", (3, 4)),
    ("ghostburn", "hide from the drone to stay unseen rolled five and three", (5, 3)),
    ("fist", "kick the door to get in a six and a one", (6, 1)),
    ("pbta", "Kit slips past the patrol to reach the truck double 4", (4, 4)),
    ("ghostburn", "shoot the guard to scare him off 3+8", (3, 8)),
    ("blades", "Cross sneaks past the guard to reach the roof 6/2", (6, 2)),
])
def test_dice_said_after_a_purpose_are_the_dice(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    """'to the van rolled 2 n 3' used to be one purpose, and rollmate rolled dice of its own."""
    request = read(game, phrase)
    assert request.dice == faces
    purpose = request.purpose or ""
    assert not any(ch.isdigit() for ch in purpose) and not {"five", "six", "double", "rolled"} & set(purpose.split())


def test_a_signed_number_after_a_purpose_is_a_modifier_never_the_purpose_s() -> None:
    request = read("ghostburn", "convince the fixer to help us -2, 4 7")
    assert [m.amount for m in request.modifiers] == [-2] and request.dice == (4, 7) and request.purpose == "help us"


def test_numbers_after_a_purpose_that_could_be_either_are_asked_about() -> None:
    with pytest.raises(PhraseError, match="can't tell what '4' is"):
        read("ghostburn", "convince the fixer to help us 4 - 2")


def test_a_number_inside_a_purpose_stays_the_scene() -> None:
    request = read("ghostburn", "climb the wall to reach floor 3")
    assert request.dice is None and request.purpose == "reach floor 3"


# -- every stated face is used, or the phrase is refused ----------------------------------------------------------------
_TYPED = ["{a} n {b}", "{a}n{b}", "{a},{b}", "{a} & {b}", "[{a}][{b}]", "dices {a} and {b}", "result {a} and {b}",
          "the dices are {a} and {b}", "I obtain {a} and {b}", "rolled {a} n {b}", "got {a} n {b}", "({a}, {b})",
          "{a} {b}", "{a} and {b}", "dice: {a} {b}", "a {wa} and a {wb}", "rolled {wa} and {wb}", "I throw {a} and {b}",
          "the dice said {a} {b}", "my dice {a} {b}", "{a}/{b}", "{a}+{b}", "rolled: {a}, {b}", "{a} - {b}"]
_JOINTS = [", ", " ", " - ", ". ", " -- ", " to get away ", "! ", " ("]
_ACTIONS = {"ghostburn": ["climb the fence", "Dex sneaks past the guard", "talk the bouncer into it"],
            "fist": ["kick the door", "Jonesy hacks the terminal", "punch the guard in the face"],
            "pbta": ["Kit slips past the patrol", "haggle with the trader", "roll cool"],
            "blades": ["Cross sneaks past the guard", "pick the lock on the door", "Thorn fights the thugs"]}
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
# '4 - 2' may be a face and a minus, '- 4 2' a minus and a face, '- 4 - 2' two minuses: asked about, never guessed.
_EITHER = {"{a} - {b}"}


@pytest.mark.parametrize("game", list(_ACTIONS))
def test_two_faces_however_typed_wherever_said_are_the_dice_never_random(game: str) -> None:
    """Every way of typing two faces here, after an action in every way of joining them: the dice are those faces,
    or (only where the numbers could be something else) the phrase is refused. Never random dice, never others."""
    wrong, refused = [], []
    for n, (act, typed, joint) in enumerate(itertools.product(_ACTIONS[game], _TYPED, _JOINTS)):
        a, b = 1 + n % 6, 1 + (n // 6) % 6
        phrase = act + joint + typed.format(a=a, b=b, wa=_WORDS[a], wb=_WORDS[b]) + (")" if joint == " (" else "")
        try:
            request = read(game, phrase)
        except PhraseError:
            if typed not in _EITHER and not (joint == " - " and typed == "{a} {b}"):
                refused.append(phrase)
            continue
        if request.dice != (a, b):
            wrong.append((phrase, request.dice))
    assert wrong == [] and refused == []


# -- one of a resource ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "use one luck point, roll firearms"),
    ("ghostburn", "spend 1 luck point to climb the wall, 4 5"),
])
def test_one_luck_point_is_the_luck_point(game: str, phrase: str) -> None:
    assert read(game, phrase).spending("luck") is not None


@pytest.mark.parametrize(("game", "phrase", "said"), [
    ("ghostburn", "Vex use two luck points for climb the wall, dices 3 and 4", "two luck points"),
    ("fs3", "spend 2 luck points, roll firearms", "2 luck points"),
])
def test_more_luck_points_than_a_roll_takes_are_refused_never_read_as_one(game: str, phrase: str, said: str) -> None:
    with pytest.raises(PhraseError, match="a roll takes 1 luck point at most") as refused:
        read(game, phrase)
    assert refused.value.column == phrase.index(said) + 1


# -- questions with dice ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "can I climb the wall? rolled 4 6", (4, 6)),
    ("ghostburn", "can Dex jump across the gap? 5 5", (5, 5)),
    ("fist", "could I break the lock? got 2 and 5", (2, 5)),
    ("pbta", "how do i do this, Kit wants to scare off the raiders, dice 6 and 1??", (6, 1)),
    ("fs3", "am i able to climb the cliff? dice 6 2 1 3 7 8", (6, 2, 1, 3, 7, 8)),
    ("ghostburn", "whats my odds to climb the wall, I rolled 4 and 6", (4, 6)),
    ("ghostburn", "what are my chances to climb the wall? I already rolled 4 7", (4, 7)),
    ("ghostburn", "4 and 7 - can i climb the wall?", (4, 7)),
    ("fist", "can i kick the door in? 6,6", (6, 6)),
])
def test_dice_the_player_rolled_make_a_question_a_roll(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    request = read(game, phrase)
    assert request.dice == faces and not request.question
    assert not {"do", "this", "odds", "able"} & set(request.action.split())


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fs3", "climb the cliff, I got 6 2 3 1 7 8 4, is that good?", (6, 2, 3, 1, 7, 8, 4)),
    ("ghostburn", "first time here, I rolled 5 and 3 to climb the wall, what happens", (5, 3)),
    ("pbta", "Kit slips past the patrol, 4 n 4. did i make it?", (4, 4)),
    ("fist", "kick the door 6 2 - how did i do?", (6, 2)),
])
def test_a_remark_asking_how_the_roll_went_is_answered_by_the_roll(game: str, phrase: str,
                                                                   faces: tuple[int, ...]) -> None:
    """Its words are no part of the action ('good', 'happens', 'make it' never name a roll)."""
    request = read(game, phrase)
    assert request.dice == faces and not request.question
    assert not {"good", "happens", "make", "did"} & set(request.action.replace(",", " ").split())


def test_a_remark_is_one_only_as_a_whole_clause() -> None:
    assert read("ghostburn", "what happens if I climb the wall").question  # a supposition, asked


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "what if I rolled 6 6 to climb the wall?"),
    ("ghostburn", "can I spend luck to climb the wall? rolled 4 6"),
    ("ghostburn", "should I spend luck on the climb? I got 3 3"),
])
def test_a_supposition_or_a_question_about_spending_stays_a_question(game: str, phrase: str) -> None:
    """Nothing is spent on a question, and dice supposed were not rolled."""
    assert read(game, phrase).question


@pytest.mark.parametrize(("game", "phrase", "action"), [
    ("ghostburn", "what do i roll to climb the wall?", "climb the wall"),
    ("fist", "what do we roll to kick the door in?", "kick the door in"),
    ("ghostburn", "which skill for sneaking past the guard?", "sneaking past the guard"),
    ("pbta", "what move is it to slip past the patrol", "slip past the patrol"),
    ("blades", "which action do i use to pick the lock?", "pick the lock"),
    ("fs3", "whats my odds to climb the cliff", "climb the cliff"),
])
def test_which_roll_asked_rolls_nothing(game: str, phrase: str, action: str) -> None:
    request = read(game, phrase)
    assert request.question and request.dice is None and request.action == action


# -- AresMUSH's +roll -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("phrase", "plain"), [
    ("+roll Firearms", "roll Firearms"),
    ("+roll melee 6 2 3 1 7 8", "roll melee 6 2 3 1 7 8"),
    ("+roll Melee vs Goon/3, I rolled 6 2 3 1 7 and Goon rolled 2 3 4", "roll Melee vs Goon/3, I rolled 6 2 3 1 7 and Goon rolled 2 3 4"),
    ("Nemesis: +roll firearms, dice 6 2 3 1 4 5 7", "Nemesis: roll firearms, dice 6 2 3 1 4 5 7"),
])
def test_a_mush_command_s_plus_is_the_command(phrase: str, plain: str) -> None:
    said, meant = read("fs3", phrase), read("fs3", plain)
    assert (said.skill, said.dice, said.opponent, said.faces_by, said.actor) == (
        meant.skill, meant.dice, meant.opponent, meant.faces_by, meant.actor)
    assert said.skill in ("Firearms", "Melee")


def test_a_plus_inside_a_roll_string_still_joins_an_attribute() -> None:
    assert read("fs3", "roll Firearms+Wits").abilities == ("Wits",)


# -- a signed number after the faces -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces", "flat"), [
    ("fist", "Ripper kicks the door in, rolled 3 4 +1", (3, 4), 1),
    ("fist", "Ripper kicks the door in, got 3 and 4 -1", (3, 4), -1),
    ("pbta", "Kit holds the door, 6 6 +2", (6, 6), 2),
    ("fist", "Ripper kicks the door in, rolled 3+4", (3, 4), 0),  # a sum typed as one: both faces
    ("fist", "Ripper kicks the door in, rolled 3 + 4", (3, 4), 0),
])
def test_a_sign_glued_to_a_number_after_the_faces_is_a_modifier(game: str, phrase: str, faces: tuple[int, ...],
                                                                 flat: int) -> None:
    request = read(game, phrase)
    assert request.dice == faces and sum(m.amount for m in request.modifiers) == flat


@pytest.mark.parametrize(("game", "phrase", "says"), [
    ("blades", "Cross skirmishes with the guard, rolled 6 2 +1", "adds dice, not numbers"),
    ("ghostburn", "Vex climbs the fence, rolled 6 2 +1", "no flat bonuses"),
])
def test_a_modifier_after_the_faces_in_a_game_without_one_is_refused_by_name(game: str, phrase: str, says: str) -> None:
    from conftest import roll

    from rollmate.errors import RollmateError

    party = load_party([EXAMPLES / f"{game}_party.toml"])
    with pytest.raises(RollmateError, match=says):  # never a third face of 1
        roll(phrase, party, system=game, actor="Cross" if game == "blades" else "Vex")


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Vex scales the fence, 4 and 7 i think", (4, 7)),
    ("fist", "Ripper kicks the door in, rolled a 2 and a 5 i guess", (2, 5)),
    ("pbta", "Kit holds the door 6 6 i believe", (6, 6)),
    ("blades", "Cross skirmishes with the guard, 5 3 2 iirc", (5, 3, 2)),
    ("fs3", "roll firearms, 8 8 1 pretty sure", (8, 8, 1)),
])
def test_a_hedge_after_the_faces_leaves_them_the_dice(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces  # the player is unsure of the story, not of which numbers are dice


# -- "plus one war die": the number counts the resource said after it, never a modifier as well -------------------------
@pytest.mark.parametrize(("game", "phrase", "key", "faces"), [
    ("fist", "Ripper kicks the door in, Forceful, 3 4, plus one war die: 5", "war_dice", (5,)),
    ("fist", "Ripper shoves the guard, FORCEFUL, rolled 2 and 6 plus one war die showing 4", "war_dice", (4,)),
    ("ghostburn", "Vex climbs the fence, DL Hard, rolled 4 6, plus one luck point", "luck", None),
    ("fs3", "Nemesis shoots the drone with Firearms plus one luck point", "luck", None),
])
def test_a_number_said_before_a_resource_counts_it_and_adds_nothing(game: str, phrase: str, key: str,
                                                                     faces: tuple[int, ...] | None) -> None:
    request = read(game, phrase)
    spent = request.spending(key)
    assert spent is not None and spent.faces == faces
    assert request.modifiers == ()


def test_plus_one_with_no_resource_after_it_is_still_a_modifier() -> None:
    request = read("fist", "Ripper kicks the door in, Forceful, 3 4 plus one")
    assert request.spending("war_dice") is None and [m.amount for m in request.modifiers] == [1]


# -- what was rolled, between 'rolled' and its faces -------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "named", "faces"), [
    ("blades", "Cross picks the lock, rolled tinker 6 5", "Tinker", (6, 5)),
    ("ghostburn", "Vex already rolled Persuade, 5 and 9, to calm the fixer", "Persuade", (5, 9)),
    ("fs3", "Zoe jumps the gap, rolled Athletics: 2 7 3", "Athletics", (2, 7, 3)),
    ("fist", "I dive for cover, rolled REFLEXIVE 4 4", "Reflexive", (4, 4)),
    ("pbta", "Kit rolled +cool 3 5 to keep her nerve", "Cool", (3, 5)),
])
def test_a_rules_word_between_rolled_and_the_faces_names_what_was_rolled(game: str, phrase: str, named: str,
                                                                         faces: tuple[int, ...]) -> None:
    """'rolled tinker 6 5': the skill (or stat, attribute) said right after 'rolled' is the roll's, and the faces
    after it are its dice; never 'I didn't expect tinker here'."""
    request = read(game, phrase)
    assert named in (request.skill, *request.abilities) and request.dice == faces


# -- a war die or luck said with the roll's rules word, in brackets or not -----------------------------------------
@pytest.mark.parametrize("phrase", [
    "Ripper dodges. (REFLEXIVE: 6, 6 + war die 3)",
    "Ripper ducks the swing, REFLEXIVE: 6, 6 plus a war die: 3",
    "Vex vaults the barrier [REFLEXIVE: 6 6 + war die 3]",
])
def test_a_war_die_after_faces_joined_by_commas_is_its_own_die(phrase: str) -> None:
    request = read("fist", phrase)
    war = request.spending("war_dice")
    assert request.dice == (6, 6) and war is not None and war.faces == (3,)


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fs3", "Zoe fires at the goon, Firearms + luck: 6 2 3 8 1 4 5", (6, 2, 3, 8, 1, 4, 5)),
    ("ghostburn", "Vex sneaks past the guard [Stealth + luck: 6 6]", (6, 6)),
    # luck spent in the story, said again with the roll: one point, never 'two values for luck'
    ("fs3", "Zoe spends her luck point before the shot. [Firearms + luck: 6 2 3 8 1 4 5]", (6, 2, 3, 8, 1, 4, 5)),
    ("ghostburn", "Vex burns a luck point first. She sneaks past the guard (Stealth + luck: 6 6)", (6, 6)),
])
def test_luck_joined_to_the_rules_word_with_a_plus_is_spent_on_the_roll(game: str, phrase: str,
                                                                        faces: tuple[int, ...]) -> None:
    request = read(game, phrase)
    assert request.dice == faces and [s.key for s in request.spends] == ["luck"]


@pytest.mark.parametrize("phrase", ["Ripper dodges, REFLEXIVE + war die: 6 6 3", "kick the door, war die: 6 6 3"])
def test_one_war_die_said_before_all_the_faces_asks_which_face_is_it(phrase: str) -> None:
    with pytest.raises(PhraseError, match="which face is it"):  # never three war dice and no roll
        read("fist", phrase)


def test_luck_spent_and_then_spent_again_to_reroll_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="Two values for luck"):
        read("fs3", "Zoe spends luck, and then spends luck again to reroll [Firearms + luck: 6 2 3]")


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Vex sweet-talks the bouncer, and it's a 4 and a 9", (4, 9)),
    ("ghostburn", "Vex sweet-talks the bouncer — that's 2 and 3, ouch", (2, 3)),
    ("fist", "Ripper kicks the door in, it was a six and a one", (6, 1)),
    ("pbta", "Kit hides in the wreck and it's 5, 5", (5, 5)),
    ("fs3", "Nemesis sneaks past the goon; it's 7 2 1 4", (7, 2, 1, 4)),
])
def test_faces_said_as_what_it_is_are_the_dice(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    """'it's a 4 and a 9', 'that's 2 and 3', 'it was a six and a one' opening a clause: the faces, as said bare."""
    assert read(game, phrase).dice == faces
