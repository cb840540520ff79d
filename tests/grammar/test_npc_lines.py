"""Lines where the game's own characters act: a label that says the roll is theirs ('NPC roll:') and a verb of trying
('attempts to', 'tries to', 'manages to') before what they do. The verb after 'to' is what the one named does, never
what a roll said before it is for: the one named acts, and the one they act on is the target, never the other way
round with the seat's character rolling."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTY.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "target"), [
    ("ghostburn", "NPC roll: the guard tries to shoot Vex (Firearms, Single Shot). Dice: 7, 2.", "the guard", "Vex"),
    ("fs3", "NPC roll: the goon tries to grab Zoe, Melee, 6 2 3", "the goon", "Zoe"),
    ("ghostburn", "roll for the bouncer: he attempts to punch Dex, Melee Strike, 5 5", "the bouncer", "Dex"),
    ("pbta", "NPC roll: the warlord tries to seize Kit by the collar, 3 4", "the warlord", "Kit"),
    ("fist", "NPC roll: Director Hale attempts to bribe the guard, FORCEFUL, 4 4", "Director Hale", "the guard"),
])
def test_the_one_named_before_a_verb_of_trying_acts_after_a_roll_label(game: str, phrase: str, actor: str,
                                                                        target: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target, request.purpose) == (actor, target, None)


def test_a_verb_of_trying_says_the_action_not_a_purpose_of_the_roll_named_before_it() -> None:
    request = parse("Roll Stealth: Mavros manages to slip past the goon, 6 2 3", VOCAB["fs3"])
    assert (request.actor, request.skill, request.target, request.purpose) == ("Mavros", "Stealth", "the goon", None)


def test_a_referee_character_said_after_a_roll_label_is_refused_in_fist_never_rolled_by_the_seat() -> None:
    with pytest.raises(RulesError, match="Director Hale is a referee character"):  # never Ripper bribing Hale
        roll("NPC roll: Director Hale attempts to intimidate the prisoners (FORCEFUL). Dice: 5, 6.", PARTY["fist"],
             system="fist", actor="Ripper")


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "The goon swings a pipe at Zoe. Zoe ducks under it, Reflexes: 6 2 3", "Zoe"),
    ("fs3", "Mavros fires at Zoe. Zoe dives for cover, Reflexes: 6 2 3", "Zoe"),
    ("ghostburn", "The bouncer shoves Vex toward the door. Vex talks him down, Convince: 7 3", "Vex"),
    ("fist", "Director Hale aims his pistol at Ripper. Ripper throws herself aside, REFLEXIVE: 4 4", "Ripper"),
    ("pbta", "Old Marrow spits and refuses the deal. Kit charms him anyway, +Hot: 4 5", "Kit"),
])
def test_who_answers_in_the_sentence_that_holds_the_roll_rolls(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.target != actor
    assert any((c.kind == "speaker" and not c.used or c.kind == "target" and c.used) and "scene" in (c.note or "")
               for c in request.reading)  # (the scene's, or the one the roll is on: never who acts)


BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


@pytest.mark.parametrize(("game", "phrase", "actor", "other"), [
    ("fist", "Vex pries the hatch open. Jonesy squeezes through, REFLEXIVE 2 6", "Jonesy", "Vex"),
    ("ghostburn", "Dex kills the lights. Vex slips past in the dark, Stealth 8 3", "Vex", "Dex"),
    ("fs3", "Zoe kicks the door. Mavros rushes in, Firearms 6 2 3", "Mavros", "Zoe"),
    ("pbta", "Boone distracts the warlord. Kit slips away, +Cool: 3 3", "Kit", "Boone"),
    ("blades", "Thorn props the gate open. Cross darts in after, Prowl 4 2", "Cross", "Thorn"),
    # the roll in the first sentence: who acts in a later one is the scene
    ("fist", "Vex kicks the door in, FORCEFUL. Jonesy sprints through after. 2 6", "Vex", "Jonesy"),
    ("ghostburn", "Vex cracks the lock, Hacking 7 2. Dex keeps watch.", "Vex", "Dex"),
    ("blades", "Cross scouts ahead, Prowl 4 4. Nyx follows.", "Cross", "Nyx"),
])
def test_the_sentence_that_holds_the_roll_says_who_rolls_and_the_other_who_acts_is_the_scene(
        game: str, phrase: str, actor: str, other: str) -> None:
    """'Jonesy climbs the fence. Ripper follows, REFLEXIVE: 4 4': a name opening a later sentence with a verb of its
    own acts there; never 'Jonesy rolls Reflexive at Ripper', nor at one the first acted on (the warlord)."""
    request = parse(phrase, BLADES if game == "blades" else VOCAB[game])
    assert (request.actor, request.target) == (actor, None)
    assert any(c.text == other and "scene" in f"{c.kind} {c.note}" for c in request.reading)


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "Vex kicks the door in. Jonesy sprints through after. REFLEXIVE 2 6"),
    ("ghostburn", "Dex cuts the power. Vex darts through. Stealth 8 3"),  # no trick said as a verb
    ("fs3", "Mavros ducks. Zoe returns fire! Firearms 6 2 3"),
    ("pbta", "Kit stalls the guard. Sable slips inside. +Cool 4 4"),
    ("blades", "Cross keeps watch. Silas picks the lock. Tinker 5 6"),
])
def test_who_rolls_is_asked_where_the_roll_stands_in_a_sentence_of_its_own_after_two_people_act(
        game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="Two people act"):
        parse(phrase, BLADES if game == "blades" else VOCAB[game])
