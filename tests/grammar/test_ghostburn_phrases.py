"""Ghostburn phrases as players type them -> the roll rollmate makes, with the example party and given dice."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.systems.ghostburn import SYSTEM
from rollmate.rules.systems.ghostburn.trick import choose

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])

# phrase -> (skill, trick, ability, DL, modifier, total, outcome); Vex acts unless the phrase says otherwise.
# Vex: Presence 3, Agility 4, Strength 2, Awareness 3, Intelligence 2, Resilience 3; Persuade +2 (+1 aug),
# Deception +1, Firearms +1 (+2 smart link), Stealth +2; favored Persuade. Dex: Intelligence 5, Hacking +3.
ROLLS = [
    ("convince the bouncer, rolled 3 and 9", ("Persuade", "Convince", "Presence", "Hard", 6, 18, "Fade")),
    ("talk the bouncer into letting us in, I rolled a 3 and a 9", ("Persuade", "Convince", "Presence", "Hard", 6, 18, "Fade")),
    ("Vex sweet-talks the bouncer, rolled 4 4", ("Persuade", "Convince", "Presence", "Hard", 6, 14, "Fade")),
    ("persuade the fixer to lend us a van, rolled 6 6", ("Persuade", "Convince", "Presence", "Hard", 6, 18, "Fade")),
    ("convince the guard, rolled 9 9", ("Persuade", "Convince", "Presence", "Hard", 6, 24, "Success")),
    ("convince the bouncer, he's friendly, rolled 5 5", ("Persuade", "Convince", "Presence", "Moderate", 6, 16, "Success")),
    ("convince the bouncer, he's distracted, rolled 5 5", ("Persuade", "Convince", "Presence", "Moderate", 6, 16, "Success")),
    ("convince the bouncer with a bribe, rolled 5 5", ("Persuade", "Convince", "Presence", "Moderate", 6, 16, "Success")),
    ("convince the bouncer over the phone, rolled 5 5", ("Persuade", "Convince", "Presence", "Severe", 6, 16, "Glitch")),
    ("haggle with the bouncer, rolled 7 7", ("Persuade", "Haggle", "Presence", "Hard", 6, 20, "Success")),
    ("use Haggle on the merchant", ("Persuade", "Haggle", "Presence", "Hard", 6, None, "Glitch")),
    ("bluff the bouncer, rolled 8 8", ("Deception", "Bluff", "Presence", "Hard", 4, 20, "Success")),
    ("lie to the bouncer, rolled 2 3", ("Deception", "Bluff", "Presence", "Hard", 4, 9, "Glitch")),
    ("bluff the bouncer, an unbelievable lie, rolled 8 8", ("Deception", "Bluff", "Presence", "Severe", 4, 20, "Fade")),
    ("shoot the guard, rolled 4 5", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 16, "Success")),
    ("shoot the guard, off optimal range, rolled 4 5", ("Firearms", "Single Shot", "Agility", "Hard", 7, 16, "Fade")),
    ("Vex fires at the guard, rolled 10 10", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 27, "Cool Success")),
    ("roll Firearms vs Hard, rolled 6 6", ("Firearms", None, "Agility", "Hard", 7, 19, "Fade")),
    ("sneak past the guard, rolled 5 5", ("Stealth", "Sneak", "Agility", "Moderate", 6, 16, "Success")),
    ("sneak past the bouncer, rolled 5 5", ("Stealth", "Sneak", "Agility", "Hard", 6, 16, "Fade")),
    ("climb the wall, rolled 5 5", ("Athletics", "Athletic Move", "Strength", "Moderate", 2, 12, "Fade")),
    ("climb the wall, highly unlikely, rolled 5 5", ("Athletics", "Athletic Move", "Strength", "Severe", 2, 12, "Glitch")),
    ("jump across the gap, rolled 9 9", ("Athletics", "Athletic Move", "Strength", "Moderate", 2, 20, "Cool Success")),
    ("sprint to the car, rolled 6 6", ("Athletics", "Sprint", "Strength", "Moderate", 2, 14, "Success")),
    ("throw the grenade at the car, rolled 5 6", ("Athletics", "Throw", "Strength", "Moderate", 2, 13, "Fade")),
    ("intimidate the bouncer, rolled 5 5", ("Intimidate", "Coerce", "Presence", "Moderate", 3, 13, "Fade")),
    ("threaten the bouncer using Strength, rolled 5 5", ("Intimidate", "Coerce", "Strength", "Moderate", 2, 12, "Fade")),
    ("search the room, rolled 6 7", ("Perception", "Search", "Awareness", "Hard", 3, 16, "Fade")),
    ("search the room, I'm inspired, rolled 6 7", ("Perception", "Search", "Awareness", "Moderate", 3, 16, "Success")),
    ("patch up Dex, rolled 9 9", ("Medicine", "First Aid", "Intelligence", "Severe", 2, 20, "Fade")),
    ("first aid on Dex, rolled 5 5", ("Medicine", "First Aid", "Intelligence", "Severe", 2, 12, "Glitch")),
    ("as Dex, hack the terminal, Security Middle Corp, rolled 5 5", ("Hacking", "Street Hack", "Intelligence", "Hard", 8, 18, "Fade")),
    ("Dex: hack the camera, Security Retail, rolled 1 2", ("Hacking", "Street Hack", "Intelligence", "Easy", 8, 11, "Success")),
    ("as Dex, disable the alarm, Security Megacorp, rolled 6 6", ("Hacking", "Disable Device", "Intelligence", "Severe", 8, 20, "Fade")),
    ("as Dex, disable the alarm without tools, Security Megacorp, rolled 5 5", ("Hacking", "Disable Device", "Intelligence", "Extreme", 8, 18, "Glitch")),
    ("Dex chases the van, rolled 5 5", ("Drive", "Chase", "Agility", "Hard", 4, 14, "Fade")),
    ("roll Drive using Intelligence to know what battery that car uses, DL Moderate, rolled 5 5", ("Drive", None, "Intelligence", "Moderate", 2, 12, "Fade")),
    ("roll Persuade, DL 20, rolled 5 5", ("Persuade", None, "Presence", "Hard", 6, 16, "Fade")),
    ("roll Persuade vs Hard (20), rolled 5 5", ("Persuade", None, "Presence", "Hard", 6, 16, "Fade")),
    ("roll Resilience vs Hard, rolled 9 9", (None, None, "Resilience", "Hard", 3, 21, "Success")),
    ("Vex rolls Athletics against DL Severe, rolled 10 10", ("Athletics", None, "Strength", "Severe", 2, 22, "Cool Success")),
    ("the bouncer searches the alley, rolled 7 8", ("Perception", "Search", None, "Hard", 6, 21, "Success")),
    ("the guard shoots at Vex, rolled 2 2", ("Firearms", "Single Shot", None, "Moderate", 8, 12, "Fade")),
    ("the fixer tries to convince Vex, DL Moderate, rolled 5 5", ("Persuade", "Convince", None, "Moderate", 8, 18, "Success")),
    ("shoot the guard, spend luck, rolled 4 5", ("Firearms", "Single Shot", "Agility", "Moderate", 9, 18, "Success")),
    ("convince the bouncer, spend luck, rolled 3 9", ("Persuade", "Convince", "Presence", "Hard", 9, 21, "Success")),
    ("convince the bouncer, use luck to avoid the glitch, rolled 1 1", ("Persuade", "Convince", "Presence", "Hard", 6, 8, "Fade")),
    ("stab the guard, rolled 5 5", ("Melee", "Melee Strike", "Strength", "Moderate", 2, 12, "Fade")),
    ("punch the bouncer, rolled 6 6", ("Brawl", "Unarmed Strike", "Strength", "Moderate", 2, 14, "Success")),
    ("grapple the guard, rolled 9 9", ("Brawl", "Grapple", "Strength", "Hard", 2, 20, "Success")),
    ("size up the guard, rolled 5 5", ("Insight", "Size Up Opponent", "Awareness", "Moderate", 3, 13, "Fade")),
    ("Vex captivates the bouncer, rolled 5 5", ("Persuade", "Captivate", "Presence", "Hard", 6, 16, "Fade")),
    ("convince a group of 25 guards, Wits Moderate, rolled 5 5", ("Persuade", "Convince", "Presence", "Severe", 6, 16, "Glitch")),
    ("shoot the guard, I'm wounded and shaken, rolled 5 5", ("Firearms", "Single Shot", "Agility", "Severe", 7, 17, "Glitch")),
    ("shoot the guard, he's shaken, rolled 5 5", ("Firearms", "Single Shot", "Agility", "Easy", 7, 17, "Cool Success")),
    ("convince the bouncer, raise it two steps for the noise, rolled 9 9", ("Persuade", "Convince", "Presence", "Extreme", 6, 24, "Glitch")),
    ("convince the bouncer, lower it a step, rolled 5 5", ("Persuade", "Convince", "Presence", "Moderate", 6, 16, "Success")),
    ("shoot the guard, third shot this turn, rolled 5 5", ("Firearms", "Single Shot", "Agility", "Severe", 7, 17, "Glitch")),
    ("Dex: dead eye on the guard, rolled 5 5", ("Perception", "Dead Eye", "Awareness", "Hard", 6, 16, "Fade")),
    ("shoot the guard, automatic cool success", ("Firearms", "Single Shot", "Agility", "Moderate", 7, None, "Cool Success")),
    ("SHOOT THE GUARD, ROLLED 4 5", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 16, "Success")),
    ("  shoot   the guard ,rolled 4  5 ", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 16, "Success")),
    ("I shoot at the guard; I got 4 and 5", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 16, "Success")),
    ("Vex is shooting the guard, rolled 4 5", ("Firearms", "Single Shot", "Agility", "Moderate", 7, 16, "Success")),
    ("Athletics, DL Easy, rolled 3 3", ("Athletics", None, "Strength", "Easy", 2, 8, "Success")),
]


@pytest.mark.parametrize(("phrase", "expected"), ROLLS, ids=[p for p, _ in ROLLS])
def test_phrase_resolves(phrase: str, expected: tuple) -> None:
    skill, trick, ability, dl, modifier, total, outcome = expected
    result = roll(phrase, PARTY)
    assert result.skill == skill
    assert result.trick == trick
    assert (result.ability.name if result.ability else None) == ability
    assert result.difficulty is not None and result.difficulty.name == dl
    assert result.modifier == modifier
    assert result.total == total
    assert result.outcome == outcome


TYPOS = [
    ("convnce the bouncer", "Convince", 1),
    ("roll Persuad vs Hard", "Persuade", 6),
    ("use Hagle on the bouncer", "Haggle", 5),
    ("roll Firearms vs Hrad", "Hard", 18),
    ("roll Athletcs, DL Hard", "Athletics", 6),
    ("shoot the guard, usng Strength", "using", 18),
    ("as Vx, shoot the guard", "Vex", 4),
]


@pytest.mark.parametrize(("phrase", "suggestion", "column"), TYPOS)
def test_typos_are_caught_with_close_spellings(phrase: str, suggestion: str, column: int) -> None:
    with pytest.raises(PhraseError) as caught:
        roll(phrase, PARTY)
    assert suggestion in caught.value.suggestions
    assert caught.value.column == column
    assert "^" in str(caught.value)


REFUSED = [
    ("xyzzy plugh", RulesError, "can't tell which skill"),
    ("", PhraseError, "Say what"),
    ("roll Firearms, DL 15", RulesError, r"Easy \(8\)"),
    ("convince the bouncer, rolled 11 and 3", RulesError, "1 to 10"),
    ("convince the bouncer, rolled 3", RulesError, "needs 2"),
    ("dodge the punch, Fort Hard", RulesError, "signature"),
    ("roll Wits", RulesError, "Presence"),
    ("convince the stranger", RulesError, "Wits"),
    ("roll Athletics", RulesError, "Difficulty Level"),
    ("the bouncer searches the room, spend luck", RulesError, "NPCs have no Luck"),
    ("shoot the guard, +2", RulesError, "raise the DL"),
    ("as Zed, shoot the guard", PhraseError, "Zed"),
    ("shoot the guard " * 70, PhraseError, "limit"),
    ("shoot the guard \x00", PhraseError, "character"),
    ("get past the guard at the gate, rolled 5 and 5", RulesError, r"Sneak \(Stealth\) or Convince \(Persuade\)"),
]


@pytest.mark.parametrize(("phrase", "error", "message"), REFUSED, ids=[p[:30] for p, _, _ in REFUSED])
def test_refusals_say_what_would_work(phrase: str, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        roll(phrase, PARTY)


def test_purpose_is_kept_as_a_label() -> None:
    result = roll("roll Drive using Intelligence to know what battery that car uses, DL Moderate, rolled 5 5", PARTY)
    assert result.request is not None and result.request.purpose == "know what battery that car uses"


def test_table_is_large_enough() -> None:
    assert len(ROLLS) + len(TYPOS) + len(REFUSED) >= 60


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex captivates the whole bar, their highest Wits is Hard, rolled 5 5", "Captivate"),
    ("Dex entertains the wedding guests with a song, Wits Moderate, 4 6", "Entertain"),
    ("Dex disguised himself as a courier, DL Hard, rolled 7 3", "Disguise"),
    ("Dex captivated the jury, Wits Severe, 3 3", "Captivate"),
])
def test_a_signature_trick_said_by_its_own_name_is_refused_when_the_sheet_lacks_it(phrase: str, trick: str) -> None:
    """'captivates the crowd': the trick named by its own name as a verb, in any form, is the trick named outright;
    a DL in the phrase does not turn it into an improvised roll (that is for actions no known trick fits)."""
    with pytest.raises(RulesError, match=f"{trick} is a signature trick"):
        roll(phrase, PARTY, actor="Dex")


def test_an_action_only_a_missing_signature_trick_fits_with_a_dl_stays_improvised() -> None:
    result = roll("Vex hacks the door lock, Security Middle Corp, 5 5", PARTY, actor="Vex")
    assert (result.skill, result.trick, result.difficulty.name) == ("Hacking", None, "Hard")


@pytest.mark.parametrize(("phrase", "skill", "trick"), [
    ("Vex searches the office for the encrypted backup drive, rolled 4 4", "Perception", "Search"),
    ("Vex shoots the guard holding the stolen medicine crate, rolled 4 4", "Firearms", "Single Shot"),
    ("Vex climbs the fence in her new stealth suit, rolled 4 4", "Athletics", "Athletic Move"),
])
def test_a_skill_word_ending_a_described_noun_is_a_thing(phrase: str, skill: str, trick: str) -> None:
    """'the encrypted backup drive': a skill's name in lower case after an article and the words that describe it is
    the thing named, never the skill to roll."""
    result = roll(phrase, PARTY, actor="Vex")
    assert (result.skill, result.trick) == (skill, trick)


def test_a_verb_of_its_own_beside_a_skill_word_of_the_scene_is_never_overruled() -> None:
    with pytest.raises(RulesError, match="Disappear"):  # the verb's own trick, which Vex lacks: never Drive's Chase
        roll("Vex hides the stolen drive under the floorboards, rolled 4 4", PARTY, actor="Vex")


def test_a_skill_word_in_the_story_beside_another_skills_verb_is_asked_about() -> None:
    with pytest.raises(RulesError, match="Which roll is it: Search"):
        roll("Vex searches drive bay 3 for the key, rolled 4 4", PARTY, actor="Vex")


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex sprays a burst at the guard, rolled 4 4", "Burst Fire"),
    ("Vex unloads a short burst into the drone, rolled 4 4", "Burst Fire"),
    ("Vex lets rip a controlled burst at the biker, rolled 4 4", "Burst Fire"),
    ("Vex shoots a burst across the bar, rolled 4 4", "Burst Fire"),
    ("Vex sneaks past a pickpocket, Wits Hard, rolled 4 4", "Sneak"),  # whom the verb goes past, not how
    ("Vex bluffs the guard with a fake work order, rolled 4 4", "Bluff"),  # 'fake' describes the order
])
def test_the_thing_a_verb_is_done_with_may_name_the_trick(phrase: str, trick: str) -> None:
    """'sprays a burst': the verb's object is another trick of the same skill said as a noun, and names the roll."""
    assert roll(phrase, PARTY, actor="Vex").trick == trick


def test_a_trick_noun_said_apart_from_the_verb_is_asked_about() -> None:
    with pytest.raises(RulesError, match="Which roll is it: 'opens up on' \\(Full Auto\\) or 'short burst'"):
        roll("Vex opens up on the guard with a short burst, rolled 4 4", PARTY, actor="Vex")


@pytest.mark.parametrize("phrase", [
    "Dex disguises himself as the mayor's aide, copying him specifically, 8 8",
    "Dex disguises himself as the courier, copying her down to the limp, 8 8",
    "Dex dresses up as the bouncer, a dead ringer for him, 8 8",
    "Dex disguises himself as the fixer, the spitting image of her, 8 8",
])
def test_a_disguise_copying_one_particular_person_is_a_step_harder(phrase: str, tmp_path: Path) -> None:
    sheet = tmp_path / "face.toml"
    sheet.write_text('system = "ghostburn"\n[[character]]\nname = "Dex"\nsignature_tricks = ["Disguise"]\n'
                     "[character.abilities]\npresence = 4\n[character.skills]\ndeception = 2\n")
    party = load_party([sheet])
    plain = roll("Dex disguises himself as a waiter, 8 8", party)
    said = roll(phrase, party)
    assert (said.trick, said.difficulty.value - plain.difficulty.value) == ("Disguise", 6)


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex racks her brain about who runs the night market, 4 4", "City Culture"),
    ("Vex shoots the goon who climbs the fire escape, 4 4", "Single Shot"),
    ("Vex tries to remember who sneaks cargo past customs, 4 4", "City Culture"),
])
def test_a_verb_after_who_or_which_is_what_that_one_does(phrase: str, trick: str) -> None:
    """'about who runs the night market': a relative clause's verb is the story, never the roller's action."""
    assert roll(phrase, PARTY, actor="Vex").trick == trick


def test_a_phrase_whose_only_verb_is_someone_elses_is_asked_about() -> None:
    with pytest.raises(RulesError, match="which skill"):
        roll("Vex wonders about who runs the docks, 4 4", PARTY, actor="Vex")


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex distracts the guard so the others can sneak past, rolled 5 5", "Misdirect"),
    ("Vex charms the bouncer so her crew could slip inside, rolled 5 5", "Captivate"),
])
def test_a_purpose_someone_else_acts_on_names_no_roll(phrase: str, trick: str) -> None:
    """'so the others can sneak past': what others then do is theirs; the roll is the actor's own act."""
    assert roll(phrase, PARTY, actor="Vex").trick == trick


@pytest.mark.parametrize(("phrase", "size"), [("Vex charms a crowd of fifteen dock workers, rolled 5 5", 15),
                                              ("Vex captivates a group of twenty guests, rolled 4 4", 20)])
def test_a_group_counted_in_words_is_its_size(phrase: str, size: int) -> None:
    from rollmate.grammar import parse
    from rollmate.rules.system import get_system

    assert parse(phrase, get_system("ghostburn").vocabulary(PARTY)).group_size == size


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex tells the guard an outrageous lie, 9 9", "Bluff"),
    ("Vex: a wild lie about the cargo, 9 9", "Bluff"),
    ("Vex makes a long throw to Dex, 9 9", "Throw"),
    ("Vex does field surgery on Dex, 9 9", "Surgery"),
])
def test_a_tricks_own_condition_said_in_words_that_name_it_is_that_trick(phrase: str, trick: str) -> None:
    """'an outrageous lie' is Bluff's condition and says a lie: with no other verb, it says which trick is rolled."""
    request = parse(phrase, SYSTEM.vocabulary(PARTY))
    chosen = choose(request, PARTY.find("Vex"))[1]
    assert chosen is not None and chosen.name == trick


@pytest.mark.parametrize(("phrase", "skill", "dl"), [
    ("Vex vaults the turnstile, improvised trick: Athletics, DL Hard, rolled 6 6", "Athletics", "Hard"),
    ("Vex sneaks under the laser grid, an improvised roll of Stealth, Severe, 5 5", "Stealth", "Severe"),
    ("Vex talks the drone into a loop (improvised check, Persuade, DL Moderate), 4 4", "Persuade", "Moderate"),
    ("Vex shoots the lock off. Improvised trick: Firearms. DL: Easy. Dice: 2, 3.", "Firearms", "Easy"),
    ("Vex vaults the turnstile, improvised trick, DL Hard, rolled 6 6", "Athletics", "Hard"),
    ("Vex sneaks past the guard, improvised, difficult is Hard. Dice: 9 and 6.", "Stealth", "Hard"),
])
def test_an_improvised_trick_said_outright_rolls_the_skill_alone(phrase: str, skill: str, dl: str) -> None:
    """The GM rules an improvised trick: the skill and a DL, on the universal chart, even where a verb of the
    action fits one of the skill's tricks ('vaults' is an Athletic Move), never that trick with the DL raised. Where
    the phrase names no skill, the deed names it when every trick its verbs fit is that skill's."""
    result = roll(phrase, PARTY, actor="Vex")
    assert (result.skill, result.trick, result.difficulty.name) == (skill, None, dl)


@pytest.mark.parametrize(("phrase", "message"), [
    ("Vex vaults the turnstile, improvised trick, Athletics, rolled 6 6", "needs a Difficulty Level"),
    ("Vex does it anyway, improvised trick, DL Hard, rolled 6 6", "names its skill"),
    ("Vex lies to the clerk, improvised trick, Bluff, DL Hard, 6 6", "Say one or the other"),
])
def test_an_improvised_trick_missing_its_skill_or_dl_or_naming_a_trick_is_asked(phrase: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        roll(phrase, PARTY, actor="Vex")


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex brings the crowbar down on the guard's wrist, rolled 4 4", "Melee Strike"),
    ("Vex brought her elbow down on the bouncer's neck, 5 5", "Unarmed Strike"),
])
def test_a_blow_brought_down_on_someone_is_a_strike_its_weapon_names(phrase: str, trick: str) -> None:
    """'brings the crowbar down on ...': a blow, the thing it is struck with says which strike."""
    assert roll(phrase, PARTY, actor="Vex").trick == trick


def test_a_blow_brought_down_with_no_weapon_said_is_asked_about() -> None:
    with pytest.raises(RulesError, match="Which roll is it"):
        roll("Vex brings it down on the guard, rolled 4 4", PARTY, actor="Vex")


@pytest.mark.parametrize("phrase", [
    "Vex presses gauze into the cut on the fixer's arm, Stabilization DL Moderate, rolled 5 5",
    "Vex packs the wound in the guard's leg with her jacket, Stabilization DL Hard, 5 5",
])
def test_wound_care_said_by_its_gestures_is_first_aid(phrase: str) -> None:
    """Field medicine said by what the hands do ('presses gauze', 'packs the wound') is First Aid."""
    assert roll(phrase, PARTY, actor="Vex").trick == "First Aid"
