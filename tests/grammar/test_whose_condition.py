"""Whose condition a phrase states: 'I'm ...' is the actor's, 'he's / she is / they're ...' belongs to the last
person named (the actor too, named in the third person), or with no one named to whoever the action is done to;
a condition said in other words ('out of supplies', 'out of my optimal range') is the condition the game lists."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(PARTY)


def cues(phrase: str) -> list[tuple[str, str]]:
    return [(c.key, c.who) for c in parse(phrase, VOCAB).cues]


@pytest.mark.parametrize(("phrase", "want"), [
    ("Dex searches the room, he's hurt", [("hurt", "actor")]),
    ("Dex searches the cargo hold; he is hurting", [("hurting", "actor")]),
    ("convince the guard, Wits Hard, she's suspicious", [("suspicious", "target")]),
    ("talk the bouncer down, Wits Hard, they're friendly", [("friendly", "target")]),
    ("Vex shoots the guard, he is wounded and shaken", [("wounded", "target"), ("shaken", "target")]),
    ("punch the merchant, he's distracted", [("distracted", "target")]),
    ("I'm wounded, shoot the guard", [("wounded", "actor")]),
])
def test_a_pronoun_condition_belongs_to_the_person_it_stands_for(phrase: str, want: list[tuple[str, str]]) -> None:
    assert cues(phrase) == want


@pytest.mark.parametrize("phrase", [
    "climb the fence, he's wounded",
    "shoot the biker, she's out of range",
    "sneak past the drone, they're distracted",
])
def test_he_is_never_the_actor_who_speaks_in_the_first_person(phrase: str) -> None:
    assert all(who == "target" for _, who in cues(phrase))


@pytest.mark.parametrize("phrase", ["he's hurt, climb the fence", "she is wounded, search the room"])
def test_a_pronoun_with_no_one_to_stand_for_is_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Who is"):
        parse(phrase, VOCAB)


@pytest.mark.parametrize(("said", "listed", "plain"), [
    ("first aid on Dex, I'm out of supplies", "first aid on Dex, no supplies", "first aid on Dex"),
    ("patch up Dex without any supplies", "patch up Dex, no supplies", "patch up Dex"),
    ("first aid on Dex, we ran out of supplies", "first aid on Dex, no supplies", "first aid on Dex"),
    ("shoot the guard, he's out of my optimal range", "shoot the guard, off optimal range", "shoot the guard"),
    ("shoot the guard, outside my range", "shoot the guard, out of range", "shoot the guard"),
    ("shoot the guard, beyond optimal range", "shoot the guard, off optimal range", "shoot the guard"),
    ("snipe the lookout, he's way past my optimal range", "snipe the lookout, off optimal range", "snipe the lookout"),
    ("shoot the biker, she's well outside the rifle's range", "shoot the biker, out of range", "shoot the biker"),
    ("the drone hovers out of my carbine's optimal range; I shoot it", "shoot the drone, off optimal range",
     "shoot the drone"),
    ("fire at the sniper, beyond my gun's effective range", "fire at the sniper, off optimal range",
     "fire at the sniper"),
])
def test_a_condition_in_other_words_is_the_listed_one(said: str, listed: str, plain: str) -> None:
    def dl(phrase: str) -> int:
        return roll(phrase + ", rolled 6 5", PARTY, actor="Vex").difficulty.value

    assert dl(said) == dl(listed) == dl(plain) + 6  # one step (Ghostburn's DLs are 6 apart)


def test_a_hurt_npc_acting_is_one_step_harder_once() -> None:
    plain = roll("the guard searches the room, rolled 6 5", PARTY)
    hurt = roll("the guard searches the room, he's hurt, rolled 6 5", PARTY)
    assert hurt.difficulty.value - plain.difficulty.value == 6  # one band (Ghostburn's DLs are 6 apart)


def test_out_of_range_said_of_the_target_raises_a_shot_one_step() -> None:
    plain = roll("shoot the guard, rolled 6 5", PARTY, actor="Vex")
    far = roll("shoot the guard, he's out of my optimal range, rolled 6 5", PARTY, actor="Vex")
    assert far.difficulty.value - plain.difficulty.value == 6


@pytest.mark.parametrize("phrase", [
    "use my Wits to spot the ambush, rolled 4 and 4",
    "spot the ambush with my wits, rolled 4 4",
    "roll Wits to notice the sniper, rolled 4 4",
    "search the room using Wits, rolled 4 4",
])
def test_a_target_trait_said_as_the_actors_own_is_refused_with_the_right_ability(phrase: str) -> None:
    with pytest.raises(RulesError, match="not a player's ability") as error:
        roll(phrase, PARTY, actor="Vex")
    assert "Awareness" in error.value.message


@pytest.mark.parametrize("phrase", ["convince the bouncer, Wits Hard, rolled 4 4",
                                    "convince the bouncer, his Wits is Hard, rolled 4 4",
                                    "convince the bouncer using his Wits, rolled 4 4"])
def test_the_targets_trait_stays_the_dl(phrase: str) -> None:
    assert roll(phrase, PARTY, actor="Vex").difficulty.value == 20


@pytest.mark.parametrize(("phrase", "plain"), [
    ("Vex, still wounded from the ambush, climbs the fence, rolled 6 5", "Vex climbs the fence, rolled 6 5"),
    ("Vex, wounded in the shoulder, shoots the guard, rolled 6 5", "Vex shoots the guard, rolled 6 5"),
    ("Vex, shaken by the blast, sneaks past the guard, rolled 6 5", "Vex sneaks past the guard, rolled 6 5"),
    ("Vex picks the lock, wounded from the firefight, Security Hard, rolled 6 5", "Vex picks the lock, Security Hard, rolled 6 5"),
    ("Dex, badly wounded, searches the cargo hold, rolled 6 5", "Dex searches the cargo hold, rolled 6 5"),
])
def test_a_condition_beside_the_actor_or_before_a_preposition_is_the_actors(phrase: str, plain: str) -> None:
    """'Vex, still wounded from the ambush, ...': set off beside the acting name, or followed by 'from', 'in',
    'by' (it describes no noun), the condition is the actor's: [Wounded] or [Shaken] raises any roll one step."""
    said, base = roll(phrase, PARTY), roll(plain, PARTY)
    assert said.difficulty.value - base.difficulty.value == 6  # one band (Ghostburn's DLs are 6 apart)


@pytest.mark.parametrize("phrase", ["Vex shoots the wounded guard in the leg", "Vex, grimacing, punches the "
                                    "distracted guard", "Vex shoots the guard, he is wounded"])
def test_a_condition_before_a_noun_stays_the_targets(phrase: str) -> None:
    assert all(who == "target" for _, who in cues(phrase))


@pytest.mark.parametrize(("phrase", "ability"), [
    ("Vex rolls his Fort to shrug off the punch, rolled 5 3", "Strength"),
    ("Vex rolls her Wits to spot the sniper, 5 3", "Awareness"),
    ("Vex rolling her Wits to read the room, 6 2", "Awareness"),
    ("Dex rolls his Fort to hold the door shut, 4 4", "Strength"),
])
def test_a_trait_the_named_actor_rolls_as_his_own_is_refused_naming_the_abilities(phrase: str, ability: str) -> None:
    """'Vex rolls his Fort': rolled by the roller, so said as the actor's own, never the target's DL; Wits and Fort
    are never a player's ability, and the refusal lists the abilities to use instead."""
    with pytest.raises(RulesError, match="never a player's ability|not a player's ability") as error:
        roll(phrase, PARTY, actor="Vex")
    assert ability in error.value.message


@pytest.mark.parametrize("phrase", [
    "shoot the guard, he's not in my optimal range, rolled 6 5",
    "shoot the guard, she's at the very edge of my carbine's effective range, rolled 6 5",
    "snipe the lookout, he isn't within optimal range, rolled 6 5",
])
def test_a_shot_with_optimal_range_said_in_no_known_form_is_asked_about(phrase: str) -> None:
    """Whether the target is off optimal range changes a shot's DL: said in words no cue knows, it is asked, never
    taken as not said."""
    with pytest.raises(RulesError, match="off the weapon's optimal range"):
        roll(phrase, PARTY, actor="Vex")


@pytest.mark.parametrize("phrase", ["shoot the guard, he's within my optimal range, rolled 6 5",
                                    "shoot the guard at optimal range, rolled 6 5",
                                    "punch the guard, he's not in my optimal range, rolled 6 5"])
def test_a_target_said_within_range_or_a_roll_range_does_not_change_is_read_as_it_is(phrase: str) -> None:
    plain = roll(phrase.split(",")[0] + ", rolled 6 5", PARTY, actor="Vex")
    assert roll(phrase, PARTY, actor="Vex").difficulty.value == plain.difficulty.value
