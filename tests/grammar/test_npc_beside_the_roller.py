"""One the GM plays (a sheet's NPC) doing something in a post where a player's character acts is the scene around
that character's roll, before or after them, in a sentence, a 'while' clause or the GM's bracket; two player
characters acting are still asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar import parse
from rollmate.grammar.action_words import NPC_SCENE_NOTE, SCENE_TARGET_NOTE
from rollmate.grammar.errors import PhraseError
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "pbta", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "rolled"), [
    ("ghostburn", "While the merchant is busy haggling with a customer, Vex slips behind the counter and pockets the "
                  "chip. ((sneak, 4 5))", "Vex", "Sneak"),
    ("ghostburn", "The bouncer keeps staring at the door. Vex sneaks past him, low and quiet. ((4 5))", "Vex", "Sneak"),
    ("fist", "[GM: the guard keeps pacing by the gate.] Ripper creeps along the wall. ((Tactical, 3 4))", "Ripper",
     "Tactical"),
    ("pbta", "The warlord bellows orders at his raiders while Kit slips around the back. ((+cool, 4 4))", "Kit", "Cool"),
    ("fist", "Director Hale barks into his radio. Ripper ducks behind the desk and rifles through the drawers. "
             "((Tactical, 2 5))", "Ripper", "Tactical"),
])
def test_an_npc_acting_beside_a_player_character_is_the_scene(game: str, phrase: str, actor: str, rolled: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor
    # (the scene's one, or, where no one else is named, the one the roll is on, shown as such: never who acts)
    assert any(c.kind == "speaker" and c.note == NPC_SCENE_NOTE and not c.used
               or c.kind == "target" and c.note == SCENE_TARGET_NOTE and c.used for c in request.reading)
    result = roll(phrase, PARTIES[game], system=game)
    assert result.actor == actor
    assert rolled in (result.trick, result.skill, getattr(result.ability, "name", None))


def test_whom_the_npc_deals_with_is_the_scene_and_the_npc_is_still_whom_the_roll_acts_on() -> None:
    result = roll("While the merchant is busy haggling with Dex, Vex slips behind the counter and pockets the chip. "
                  "((sneak, 4 5))", PARTIES["ghostburn"])
    assert (result.actor, result.trick, result.dice) == ("Vex", "Sneak", (4, 5))
    assert result.difficulty is not None and result.difficulty.name == "Moderate"  # the merchant's Wits


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Dex keeps watch at the door. Vex runs past the bouncer. ((4 5))"),  # two of the players' own
    ("ghostburn", "Dex bluffs the bouncer. Vex sneaks past the bouncer. ((4 5))"),  # each says a trick
])
def test_two_player_characters_acting_are_still_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB[game])


def test_another_player_character_in_a_while_clause_is_the_scene_of_the_skills_clause() -> None:
    """'While Mavros argues ..., Zoe climbs onto the roof. ((athletics))': the 'while' clause is the scene around the
    sentence's own clause, whose verb the skill named is (ensemble.py); Mavros is shown, not rolled."""
    request = parse("While Mavros argues with the pilot, Zoe climbs onto the roof. ((athletics))", VOCAB["fs3"])
    assert (request.actor, request.skill) == ("Zoe", "Athletics")
    assert any(c.text == "Mavros" and not c.used and "scene" in (c.note or "") for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fs3", "The goon yells something. Zoe looks back once and guns the engine. ((Piloting: 6 2 3 4 5 6))", "Zoe"),
    ("ghostburn", "The bouncer shouts at her. Vex never looks back, slipping into the crowd. ((sneak, 4 5))", "Vex"),
    ("fist", "The guard barks an order. Ripper gets up and kicks in the door. ((3 4))", "Ripper"),
])
def test_a_linking_verb_with_a_particle_is_the_player_characters_doing(game: str, phrase: str, actor: str) -> None:
    """'looks back', 'never looks back', 'gets up': a movement, so the name before it acts, and the NPC of
    the sentence before is the scene."""
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor
    assert roll(phrase, PARTIES[game], system=game).actor == actor


def test_a_linking_verb_before_a_description_is_still_no_doing() -> None:
    with pytest.raises(PhraseError, match="Two people act"):
        parse("Mavros yells something. Zoe looks tired and guns the engine. ((Piloting: 6 2 3 4))", VOCAB["fs3"])


def test_a_player_character_described_after_what_the_gms_one_did_answers_it() -> None:
    """The goon (one the GM plays) only set the scene in the sentence before; Zoe, described and then doing
    something, answers it with the roll said after."""
    request = parse("The goon yells something. Zoe looks tired and guns the engine. ((Piloting: 6 2 3 4))", VOCAB["fs3"])
    assert (request.actor, request.skill) == ("Zoe", "Piloting")


@pytest.mark.parametrize("phrase", [
    "The bouncer swings at Vex, 4 5. Vex ducks.",
    "The merchant haggles with Vex, rolling Persuade, 6 4. Vex shrugs.",
])
def test_an_npc_whose_own_sentence_holds_the_roll_is_no_scene(phrase: str) -> None:
    """The GM rolling for the NPC: the dice or rules words stand in the NPC's sentence, so the NPC acts."""
    assert parse(phrase, VOCAB["ghostburn"]).actor in ("the bouncer", "the merchant")
