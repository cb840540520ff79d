"""Who acts in a post of several sentences: a character named in the third person where a later sentence or clause
opens ('The alarm blares. Dex vaults the railing') is the roller, at any seat, and so is one spoken to between
commas ('Keep low, Mavros, keep low'); where the player also speaks as 'I', the seat's character is 'I' and the
name is only mentioned. A pronoun's dice are that character's when no one else is in the phrase. The one acted on
('help kit out', 'sneak past vex') is still the target, asked about at that character's own seat."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import reply, start

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "The alarm is blaring everywhere. Dex vaults the railing, 4 6", "Dex"),
    ("ghostburn", "the camera swings away, so Vex slips past the guard, rolled 5 5", "Vex"),
    ("fs3", "Smoke fills the corridor and Zoe crawls toward the hatch, Athletics 6 2 3", "Zoe"),
    ("fs3", "Rain everywhere. Careful now, Mavros, careful. Stealth 4 4 4", "Mavros"),
    ("fist", "The floor groans. Jonesy braces the beam with his shoulder, +FORCEFUL, 3 5", "Jonesy"),
    ("pbta", "Sparks fly from the hull. Boone keeps hammering at the hatch, Brave Danger, 2 5", "Boone"),
])
def test_a_character_named_later_in_the_post_acts(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.target != actor
    assert any(c.kind == "speaker" and c.text == actor for c in request.reading)


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "I kick the door in. Dex never waits for anyone, 4 4"),
    ("fs3", "i crawl toward the hatch, Zoe, cover me! Athletics 6 2 3"),
    ("fist", "The wall is high. Jonesy grins at me, I'm already over, +REFLEXIVE 3 5"),
])
def test_with_the_player_speaking_as_i_the_name_is_only_mentioned(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor is None and request.target is None


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "the floor gives way and Vex jumps, she rolled 3 and 5", (3, 5)),
    ("fs3", "Okay so Zoe climbs the drainpipe, she rolled 6 2 3", (6, 2, 3)),
])
def test_a_pronoun_after_the_only_character_named_is_theirs(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice and request.actor is not None and not request.faces_by


@pytest.mark.parametrize(("game", "seat", "phrase"), [
    ("ghostburn", "Dex", "The alarm is blaring. Dex vaults the railing, 4 6"),
    ("ghostburn", "Dex", "I run for the exit. Dex never waits, 4 6"),
    ("pbta", "Boone", "Sparks fly from the hull. Boone keeps hammering at the hatch, Brave Danger, 2 5"),
])
def test_at_their_own_seat_a_post_naming_them_rolls_for_them(game: str, seat: str, phrase: str) -> None:
    state = start(PARTIES[game], game, "rules", seat, seed=4)
    answer = reply(state, phrase)
    assert answer.records and answer.records[0].result.actor == seat, answer.text


def test_at_another_seat_the_named_character_rolls_not_the_seat() -> None:
    state = start(PARTIES["ghostburn"], "ghostburn", "rules", "Vex", seed=4)
    answer = reply(state, "The alarm is blaring. Dex vaults the railing, 4 6")
    assert answer.records and answer.records[0].result.actor == "Dex"


@pytest.mark.parametrize(("game", "seat", "phrase"), [
    ("pbta", "Kit", "help kit out"),
    ("ghostburn", "Vex", "the guards are everywhere, sneak past vex"),
])
def test_the_one_acted_on_at_their_own_seat_is_still_asked(game: str, seat: str, phrase: str) -> None:
    state = start(PARTIES[game], game, "rules", seat, seed=4)
    answer = reply(state, phrase)
    assert not answer.records and "Who does it?" in answer.text


@pytest.mark.parametrize("phrase", [
    "roll for Dex: sneak past the patrol, 4 5",
    "roll Stealth for Dex, 4 5",
    "have Dex roll Stealth, 4 5",
    "roll for Dex: 4 5, sneak past the patrol",
    "sneak past the patrol, roll Dex 4 5",
    "Dex, give me a Stealth roll. 4 5",
    "ok dex, you're sneaking past the patrol, 4 5",
])
def test_the_one_a_roll_is_called_for_rolls_with_the_dice(phrase: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.actor == "Dex" and request.dice == (4, 5) and request.target is None


def test_the_one_a_roll_is_called_for_rolls_at_another_seat() -> None:
    state = start(PARTIES["ghostburn"], "ghostburn", "rules", "Vex", seed=4)
    answer = reply(state, "roll for Dex: sneak past the patrol, Wits Hard, 4 5")
    assert answer.records and answer.records[0].result.actor == "Dex"
    asked = reply(state, "Vex: roll for Dex, sneak past the patrol, Wits Hard, 4 5")
    assert not asked.records and "Two people act" in asked.text


def test_a_characters_thing_opening_a_sentence_is_them_in_the_scene() -> None:
    state = start(PARTIES["ghostburn"], "ghostburn", "rules", "Dex", seed=4)
    answer = reply(state, "I run for the exit. Dex's knee aches, 4 6")
    assert answer.records and answer.records[0].result.actor == "Dex", answer.text
    request = parse("The alarm is blaring. Dex's knee aches, he runs for the exit, 4 6", VOCAB["ghostburn"])
    assert request.actor == "Dex" and request.target is None


def test_a_cue_the_game_reads_as_an_act_keeps_the_name_acting() -> None:
    vocab = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))
    request = parse("Nyx pushes herself to climb the wall, Prowl 6 2", vocab)
    assert request.actor == "Nyx" and request.target is None


@pytest.mark.parametrize("phrase", ["dex strolls past teh guards 4 6", "Dex wanders past the patrol 4 6"])
def test_dice_after_a_name_and_what_they_do_are_the_rolls(phrase: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.actor == "Dex" and request.dice == (4, 6)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "Dex wordlessly signals the guard to back off, rolled 5 and 6", "Dex"),
    ("ghostburn", "The lights are out, so Vex silently slips along the catwalk, rolled 3 and 8", "Vex"),
    ("ghostburn", "Vex spends a secret she overheard about the fixer and talks him into it, 6 and 4", "Vex"),
    ("fs3", "Nobody's shooting now, so Zoe takes her time splinting Tug's arm, 6 2 3 4 5", "Zoe"),
])
def test_a_name_that_goes_on_to_act_is_no_one_described(game: str, phrase: str, actor: str) -> None:
    """A name followed by what it does ('Dex wordlessly signals', 'Vex spends a secret', 'Zoe takes her time') acts,
    though the word after it is a condition or cue: the cue is said of the doing, not a description of the name."""
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.target != actor
    assert all(c.who != "target" for c in request.cues)


@pytest.mark.parametrize(("phrase", "actor", "target", "trick"), [
    ("The fixer swears the deal is clean. Vex studies his eyes to tell if he's lying, rolled 6 and 4",
     "Vex", "the fixer", "Sense Lies"),
    ("The merchant promises the goods are real; Dex listens for the lie, 5 and 5", "Dex", "the merchant", "Sense Lies"),
    ("The guard yells at us. Vex sneaks past the bouncer, 5 5", "Vex", "the bouncer", "Sneak"),
])
def test_one_who_only_tells_something_is_the_scene_and_who_acts_on_it_rolls(phrase: str, actor: str, target: str,
                                                                              trick: str) -> None:
    """'Okafor swears ...; Juno watches his face': the name opening the post did nothing a roll is for, and a later
    sentence's name acts: that one rolls, on the first (unless someone else is acted on), never 'two people act'."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.actor, request.target) == (actor, target)
    result = get_system("ghostburn").odds(request, PARTIES["ghostburn"])
    assert result.trick == trick


def test_two_who_each_do_a_roll_s_action_are_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="Two people act"):
        parse("Dex shoots the guard. Vex climbs the wall, 5 5", VOCAB["ghostburn"])


def test_one_who_only_did_something_is_no_one_acted_on() -> None:
    """'Vex grins. Dex hacks the terminal': a grin is no roll's, and nothing Dex does is done to Vex."""
    request = parse("Vex grins. Dex hacks the terminal, rolled 5 5", VOCAB["ghostburn"])
    assert (request.actor, request.target) == ("Dex", None)
    assert any(c.text == "Vex" and not c.used for c in request.reading)


BLADES_VOCAB = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


@pytest.mark.parametrize(("game", "phrase", "target"), [
    ("fist", "The guard is dozing at his post. I slip past him, 4 and 5", "the guard"),
    ("ghostburn", "The bouncer is half asleep on his stool, so I sneak past him toward the back, 6 and 3", "the bouncer"),
    ("fs3", "The goon stands by the truck, smoking. I creep up behind him, Stealth, 6 2 3", "the goon"),
    ("pbta", "Old Marrow is snoring on the porch. I try to read the sitch, 3 4", "Old Marrow"),
    ("blades", "Silas is hunched over the ledger. I prowl past him to the window", "Silas"),
])
def test_a_name_opening_a_first_person_post_that_only_sets_the_scene_is_acted_on(game: str, phrase: str,
                                                                                 target: str) -> None:
    """The name opening the post does nothing a roll is for before the player says 'I' and acts: the seat's
    character ('I') rolls, and the name is the one acted on, never the roller."""
    request = parse(phrase, BLADES_VOCAB if game == "blades" else VOCAB[game])
    assert request.actor is None and request.target == target
    assert any(c.kind == "target" and c.start == 0 and c.used for c in request.reading)  # "Read as" shows it


@pytest.mark.parametrize("phrase", [
    "Dex climbs the wall. I watch from the van, 4 5",  # Dex's doing is a roll's
    "Dex, I sneak past the guard, 4 5",  # the name is the line's own
    "Dex says I sneak past the guard, 4 5",  # the name's own words, in the first person
    "Dex sneaks past the guard while I watch, 4 5",
])
def test_a_name_opening_a_post_that_does_a_roll_s_action_or_speaks_still_acts(phrase: str) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).actor == "Dex"
