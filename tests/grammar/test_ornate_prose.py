"""Ornate and archaic prose: a post written like a novel or a stage play. The clause that tells the dice in the
story's words ('the bones did show a six and a two', 'fortune granted her a three and a four', 'a five and a one did
the bones reveal') is the roll's dice; 'did NAME do it' says who acts in the inverted order; a stage play's 'Lo,'
is the scene's voice; a condition with an adverb after it ('Hurt badly,') is the one acting's; a capitalised value
that names something of the story with the capitalised word after it ('the Hard Winter') sets nothing. Phrasings
written for this test, in every game."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])
PBTA = load_party([EXAMPLES / "pbta_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Vex did punch the bouncer square upon the jaw; the bones showed a six and a two.", (6, 2)),
    ("Vex did punch the bouncer; the bones of fate showed but a three and a one.", (3, 1)),
    ("Vex did punch the bouncer, and fortune gave her a five and a four.", (5, 4)),
    ("Vex did punch the bouncer; a five and a one did the bones reveal.", (5, 1)),
    ("Vex did punch the bouncer; seven and three did the dice bestow.", (7, 3)),
    ("Vex did punch the bouncer; the dice he cast were a four and a nine.", (4, 9)),
    ("Vex did punch the bouncer; the bones, rattling upon the boards, did fall a two and an eight.", (2, 8)),
    ("Vex did punch the bouncer; the bones fell: a ten, and then a one.", (10, 1)),
    ("Vex did punch the bouncer, and the dice did answer with a pair of fives.", (5, 5)),
])
def test_dice_told_in_the_story_are_the_rolls(phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, GHOSTBURN, actor="Dex")
    assert (result.actor, result.trick, result.dice) == ("Vex", "Unarmed Strike", dice)
    assert result.difficulty.name == "Moderate"


def test_the_dice_said_with_is_or_were_read_as_plain_english() -> None:
    # FIST: a capitalised word before 'dice is' ('Base dice is 2 and 1') is no one: the dice as plain English says them
    result = roll("Ripper kicks the door. Base dice is 2 and 1.", FIST, system="fist")
    assert (result.actor, result.dice) == ("Ripper", (2, 1))


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Cross did skirmish with the watchman; the dice fell five, three, and one.", (5, 3, 1)),
    ("Cross did skirmish with the watchman, and the bones showed 4, 4 and 2.", (4, 4, 2)),
])
def test_dice_told_in_the_story_in_blades(phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Thorn")
    assert (result.actor, result.skill, result.dice) == ("Cross", "Skirmish", dice)


def test_a_stage_plays_exclamation_is_the_scene() -> None:
    result = roll("Lo, Kit did go unto the warlord to parley; and lo, the bones showed a six and a six.", PBTA, system="pbta",
                  actor="Boone")
    assert (result.actor, result.dice) == ("Kit", (6, 6))


@pytest.mark.parametrize("phrase", [
    "Upon the rampart did Jonesy shoot the guard; the dice fell a four and a two.",
    "Ere the bells rang out did Jonesy shoot the guard; fortune gave him a four and a two.",
])
def test_who_acts_in_the_inverted_order(phrase: str) -> None:
    result = roll(phrase, FIST, system="fist", actor="Jonesy")
    assert (result.actor, result.dice) == ("Jonesy", (4, 2))


def test_a_gm_line_led_in_by_meanwhile_is_the_npcs() -> None:
    result = roll("GM: Meanwhile the guard did Search the alley; rolled 7 7", GHOSTBURN, actor="Vex")
    assert result.actor == "the guard"
    assert result.trick == "Search"


def test_a_condition_with_an_adverb_after_it_is_the_actors() -> None:
    assert roll("Though Wounded badly, Vex did Search the alley; rolled 7 7", GHOSTBURN).difficulty.name == "Severe"
    assert roll("Though Wounded, Vex did Search the alley; rolled 7 7", GHOSTBURN).difficulty.name == "Severe"
    assert roll("Vex did Search the wounded guard; rolled 7 7", GHOSTBURN).difficulty.name == "Hard"


def test_a_capitalised_value_naming_a_thing_of_the_story_sets_nothing() -> None:
    result = roll("Vex did punch the bouncer (he fought in the Hard Winter of the old war); rolled 6 2", GHOSTBURN)
    assert result.difficulty.name == "Moderate"
    assert roll("Vex did punch the bouncer, Hard, rolled 6 2", GHOSTBURN).difficulty.name == "Hard"


@pytest.mark.parametrize("phrase", [
    "Vex did punch the bouncer; the bones did show a six, and the guard fled.",
    "Vex did punch the bouncer; the dice are cast, and a hundred men watch.",
])
def test_story_dice_words_with_no_faces_take_nothing(phrase: str) -> None:
    try:
        result = roll(phrase, GHOSTBURN, actor="Vex")
    except PhraseError:
        return  # asked: never a guess
    assert result.dice is not None and len(result.dice) == 2 and result.dice_said is False


@pytest.mark.parametrize("phrase", [
    "Alone upon the bridge did Kit hold the line against the raiders, roll +Hard; five and four, the dice.",
    "By main force did Kit set himself against the barred gate (roll +Hard); fortune gave him a five and a four.",
])
def test_the_one_named_after_did_acts_whatever_verb_follows(phrase: str) -> None:
    result = roll(phrase, PBTA, system="pbta", actor="Kit")
    assert (result.actor, result.dice, result.ability.name) == ("Kit", (5, 4), "Hard")


def test_a_trial_of_a_skill_no_sheet_has_is_refused_naming_it() -> None:
    with pytest.raises(RulesError, match="Necromancy"):
        roll("Vex did attempt a trial of Necromancy upon the corpse, at Hard; the bones showed a five and a six.",
             GHOSTBURN)


def test_a_value_after_but_as_only_is_said_where_a_value_stands() -> None:
    result = roll("Thorn did wreck the gate, pushing for +1 effect, for the GM said his effect was but limited; "
                  "the dice showed six and three.", BLADES, system="blades")
    assert result.extra["blades"]["effect"] == "Standard"


@pytest.mark.parametrize("phrase", [
    "'Stand aside, old man,' said Kit, and she did parley with the warlord beneath the banner; rolled 4 3",
    "'Thou shalt hear me,' quoth Kit, and she did parley with the warlord; the bones showed a four and a three.",
])
def test_the_one_named_in_a_speech_tag_after_a_quotation_speaks_and_acts(phrase: str) -> None:
    result = roll(phrase, PBTA, system="pbta", actor="Boone")
    assert (result.actor, result.dice) == ("Kit", (4, 3))


FS3 = load_party([EXAMPLES / "fs3_party.toml"])


@pytest.mark.parametrize(("phrase", "named"), [
    ("Mavros did climb the wall by Athletics, a modest challenge or perhaps a significant challenge, rolled 6 2 3", "modest"),
    ("Mavros did climb the wall by Athletics, a challenge modest or mayhap significant; rolled 6 2 3", "significant"),
])
def test_two_modifiers_joined_by_or_are_asked_about(phrase: str, named: str) -> None:
    with pytest.raises(PhraseError, match=named):
        roll(phrase, FS3, system="fs3")


def test_a_modifier_after_its_noun_is_read() -> None:
    said_after = roll("Mavros did swing at the knight by Melee, a challenge modest", FS3, system="fs3", seed=3)
    said_before = roll("Mavros did swing at the knight by Melee, a modest challenge", FS3, system="fs3", seed=3)
    assert said_after.modifier == said_before.modifier == -1


def test_what_a_spent_luck_point_buys_is_no_count_of_dice() -> None:
    result = roll("Mavros, spending a Luck Point for three dice more, did swing at the knight by Melee", FS3,
                  system="fs3", seed=3)
    assert result.skill == "Melee"
    assert result.modifier == 3


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Kit did hold the gate, roll +Hard, and the dice she cast: six and one.", (6, 1)),
    ("Kit did hold the gate, roll +Hard; she cast the dice, and they fell a six and a one.", (6, 1)),
])
def test_dice_named_before_their_verb_in_a_story(phrase: str, dice: tuple[int, ...]) -> None:
    assert roll(phrase, PBTA, system="pbta", actor="Kit").dice == dice
