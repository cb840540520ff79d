"""The GM's voice: 'GM:' (or 'DM:', 'MC:') opening a line says the referee speaks, and who rolls is said in the
rest: the character spoken to ('GM: Dex, give me a Stealth roll', '... the lights go out. Roll Alertness, Zoe.'),
their dice said as 'you got' or, with no one else in the scene, 'he rolled'. A character named before only as an
owner ('the baton cracks across Mavros's ribs') is no target of their own roll, and a possessive's noun ('the
Bluecoat's baton cracks') is a thing, not someone unknown."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fist", "fs3", "pbta", "blades")}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", "GM: Dex, the door's locked tight. Give me a Stealth roll... you got 4 and 6", "Dex", (4, 6)),
    ("pbta", "GM: the drone circles overhead. Sable, you want to hide? Roll +cool... you rolled 2 5", "Sable", (2, 5)),
    ("fs3", "DM: Zoe, roll Alertness, 6 2 3", "Zoe", (6, 2, 3)),
    ("fs3", "GM: the lights go out. Roll Alertness, Zoe. you rolled 6 2 3", "Zoe", (6, 2, 3)),
    ("fs3", "GM: the floor gives way. Zoe, roll Athletics... she rolled 6 2 3", "Zoe", (6, 2, 3)),
    ("fs3", "GM: the bottle smashes across Mavros's head. Mavros, roll Composure... 6 2 3", "Mavros", (6, 2, 3)),
    ("fs3", "GM: the sentry sees Zoe. Zoe, roll Stealth... 6 2 3", "Zoe", (6, 2, 3)),
    ("fist", "mc: Jonesy, the sniper has you pinned. +REFLEXIVE, you got 5 and 1", "Jonesy", (5, 1)),
    ("blades", "GM: the Bluecoat's lantern swings toward the alley. Nyx, give me Prowl... 6 2", "Nyx", (6, 2)),
    # the GM reported in the third person: the one asked for a roll rolls, never the seat's character acting on them
    # (refused at their own seat as acting on themself; at another's, rolled for the wrong one)
    ("fs3", "our GM asked Mavros for a Composure check, he got 6 2 3", "Mavros", (6, 2, 3)),
    ("ghostburn", "the DM wants Dex to roll Stealth, DL Hard: 8 1", "Dex", (8, 1)),
    ("blades", "gm needs an Attune roll from Silas, 5 3", "Silas", (5, 3)),
    ("pbta", "the MC tells Sable to read the sitch, 2 5", "Sable", (2, 5)),
    ("fist", "GM called for a Reflexive roll from Jonesy: 5 1", "Jonesy", (5, 1)),
    ("blades", "gm rules risky, great effect for Silas's study: 5 3", "Silas", (5, 3)),
    ("fs3", "ask Mavros for a Composure roll: 6 2 3", "Mavros", (6, 2, 3)),
    ("blades", "the GM gives Silas an Attune roll, 5 3", "Silas", (5, 3)),
])
def test_the_character_the_gm_speaks_to_rolls(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.dice == dice and request.target is None


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "GM note: Dex sneaks past the sentry, rolled 6 4", "Dex"),
    ("fist", "dm ruling: jonesy rolls reflexive to duck the bottle, got 5 and 1", "Jonesy"),
    ("fs3", "GM's call: Zoe rolls Alertness, 6 2 3", "Zoe"),
    ("pbta", "mc aside: Sable rolls +cool to slip away, 3 3", "Sable"),
    ("blades", "gm quick note: nyx prowls along the rooftops, 6 2", "Nyx"),
])
def test_a_gm_label_of_several_words_leaves_who_rolls_to_the_rest(game: str, phrase: str, actor: str) -> None:
    # the referee's label is no speaker: the name after it rolls, never the seat's character
    assert parse(phrase, VOCAB[game]).actor == actor


@pytest.mark.parametrize(("game", "phrase"), [
    ("fs3", "GM: give me an Alertness roll, 6 2 3"),
    ("pbta", "GM: roll +cool, 3 3"),
])
def test_a_gm_line_naming_no_one_is_the_seats_roll(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor is None and request.dice is not None


def test_a_pronoun_after_someone_described_is_still_asked() -> None:
    with pytest.raises(Exception, match="'she'|'he'"):
        parse("GM: the sentry sees Zoe. Zoe, roll Stealth... he rolled 6 2 3", VOCAB["fs3"])


@pytest.mark.parametrize(("game", "phrase", "name"), [
    ("pbta", "the sentry drone tries to spot Boone, 4 5", "Boone"),
    ("fist", "GM: one of the thugs swings a pipe at Jonesy, 4 5", "Jonesy"),
    ("fs3", "a guard swings his baton at Zoe, 6 2 3", "Zoe"),
    ("ghostburn", "suddenly the bouncer's dog lunges at Dex, 4 5", "Dex"),
    ("ghostburn", "raider boss with a pipe swings at Dex, 4 5", "Dex"),
    ("fist", "GM: a bruiser in a red coat grabs Jonesy, 4 5", "Jonesy"),
    ("fs3", "the bounty hunter with the shotgun fires at Zoe, 6 2 3", "Zoe"),
    ("blades", "bluecoat sergeant swings his club at Nyx, 6 2", "Nyx"),
    ("pbta", "Raider Boss with a rusty pipe lunges at Boone, 4 5", "Boone"),
])
def test_someone_described_acting_on_a_character_asks_who_rolls(game: str, phrase: str, name: str) -> None:
    said = f"acts on {name}\\. .*NPCs\\) never roll" if game == "blades" else f"Who rolls here\\? .* acts on {name}"
    with pytest.raises(PhraseError, match=said) as asked:  # (Blades: the GM's characters never roll, it says)
        parse(phrase, VOCAB[game])
    assert asked.value.text == phrase and name in asked.value.hint


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "the drone hums as I slip past Boone, 4 5", None),
    ("fs3", "a guard swings at Zoe. Zoe, roll Melee, 6 2 3", "Zoe"),
])
def test_who_rolls_said_elsewhere_is_not_asked(game: str, phrase: str, actor: str | None) -> None:
    assert parse(phrase, VOCAB[game]).actor == actor


@pytest.mark.parametrize(("phrase", "actor"), [
    ("the bouncer is hurt and swings at Dex, rolled 4 and 8", "the bouncer"),
    ("the fixer is wounded, and she fires at Vex, rolled 3 8", "the fixer"),
    ("the guard is suspicious and sneak past him, 4 8", None),
])
def test_an_npc_said_to_be_hurt_who_then_acts_is_the_one_acting(phrase: str, actor: str | None) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).actor == actor


@pytest.mark.parametrize(("phrase", "actor"), [
    ("Vex spends a war die to bandage Jonesy's arm, 3 4", None),  # Vex pays; the seat's character (Vex) rolls
    ("Vex adds her war die to Jonesy's roll", "Jonesy"),
    ("Vex spends a war die for Jonesy", "Jonesy"),
])
def test_a_war_die_goes_to_the_roll_it_is_said_for_not_to_an_owner(phrase: str, actor: str | None) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.actor == actor and request.spends[0].payer == "Vex"


def test_a_referee_character_described_with_what_they_wear_acts_and_is_never_the_seats_target() -> None:
    from conftest import roll

    from rollmate.errors import RulesError

    with pytest.raises(RulesError, match="The guard is a referee character"):  # never Ripper rolling at the guard
        roll("GM: big guard in a red coat grabs Jonesy, 4 5", load_party([EXAMPLES / "fist_party.toml"]),
             system="fist", actor="Ripper")


# -- the GM reported in the third person: asking someone for anything but a roll stays acting on them ---------------
@pytest.mark.parametrize(("game", "phrase", "target"), [
    ("ghostburn", "tell the bouncer to back off, Wits Hard, 4 6", "the bouncer"),
    ("ghostburn", "ask the fixer for a cut of the take, 4 6", "the fixer"),
    ("fs3", "ask Mavros for help, then roll Alertness, 6 2 3", "Mavros"),
])
def test_asking_someone_for_anything_but_a_roll_is_acting_on_them(game: str, phrase: str, target: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor is None and request.target == target


@pytest.mark.parametrize(("phrase", "actor", "skill", "trick"), [
    ("GM: Vex, give me Stealth — you're creeping past the guard toward the back door. 7 3", "Vex", "Stealth", "Sneak"),
    ("Dex, Firearms: you're shooting at the bouncer, 8 4", "Dex", "Firearms", "Single Shot"),
    ("ok Dex, you’re sneaking past the bouncer, Stealth, 6 5", "Dex", "Stealth", "Sneak"),
    ("Vex, Firearms. ur shooting at the guard from the roof, 9 1", "Vex", "Firearms", "Single Shot"),
])
def test_what_the_gm_says_the_one_spoken_to_is_doing_picks_the_named_skills_trick(phrase: str, actor: str, skill: str,
                                                                                  trick: str) -> None:
    """'you're swinging the baton at him — Melee': the verb after "you're" is the roller's action, never what a noun
    before it is doing; with the skill named and no trick or DL, the action picks the skill's trick (rules step 1),
    never an improvised roll that asks for a DL."""
    result = roll(phrase, load_party([EXAMPLES / "ghostburn_party.toml"]))
    assert (result.actor, result.skill, result.trick) == (actor, skill, trick)


@pytest.mark.parametrize(("game", "phrase", "actor", "key"), [
    ("blades", "Thorn tinkers with the strongbox's lock. GM: desperate position. 6", "Thorn", "desperate"),
    ("blades", "Silas studies the ledger in his own office (GM: controlled) 5 3", "Silas", "controlled"),
    ("blades", "Cross skirmishes with the watchman | GM ruling: risky, limited effect | 6 2", "Cross", "risky"),
])
def test_the_referees_label_opening_a_later_sentence_gives_the_call(game: str, phrase: str, actor: str,
                                                                     key: str) -> None:
    request = parse(phrase, VOCAB[game])  # the referee's call inside the post, no one of the scene named 'GM'
    assert request.actor == actor and any(c.key == key for c in request.cues)


def test_the_referees_word_with_a_colon_inside_a_sentence_is_still_no_label() -> None:
    with pytest.raises(PhraseError):
        parse("Thorn tinkers with the lock the GM: desperate 6", VOCAB["blades"])


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    # an @mention with 'you' after it: the GM speaks to the one mentioned, who acts (never the poster's seat)
    ("fist", "@Jonesy you climb onto the crate and talk the crowd down. Creative. 2 and 3 on your dice.", "Jonesy",
     (2, 3)),
    ("fist", "@Jonesy you climb onto the crate, Creative. I see 2 and 3 on your dice.", "Jonesy", (2, 3)),
    # 'you' with how many of them, then a verb and a colon: what they do, no one's label
    ("pbta", "You all hear it: something scratching under the floor. Sable, you're closest: roll +sharp. (4, 5)",
     "Sable", (4, 5)),
    # 'You' and a verb in the past after a vocative sentence: what they did, no one named 'went'
    ("pbta", "That's a miss, Sable. You went to steady your hands on the rope and got 2 and 1.", "Sable", (2, 1)),
])
def test_the_gm_speaking_to_someone_as_you(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)
