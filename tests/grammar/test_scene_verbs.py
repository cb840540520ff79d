"""A second verb that is only the scene around the roll, never a second action: a verb of knowing that frames the
player's own clause ('i know i'm -1, but ...'). Phrasings written for this file, none from the phrase sets."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}
VOCAB = {game: get_system(game).vocabulary(PARTIES[game]) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "verbs"), [
    ("pbta", "i know i'm -1 at it, but i stare down the warlord: 5 4", ("Lean on Someone",)),
    ("pbta", "i'm aware i'm at -1 but i go aggro on the scav anyway, 6 6", ("Lean on Someone",)),
    ("pbta", "stare down the warlord, i know he's got a gun, 2 6", ("Lean on Someone",)),
    ("pbta", "Boone: i realise it's a bad idea, but he punches the raider, 3 3", ("Fight It Out",)),
])
def test_a_verb_of_knowing_before_a_clause_is_no_action(game: str, phrase: str, verbs: tuple[str, ...]) -> None:
    """'i know' framing a clause with its own subject says what the player knows; PbtA's 'know' (a lore roll) is
    not a second action beside the one rolled."""
    assert read(game, phrase).verbs == verbs


def test_knowing_a_thing_is_still_the_action() -> None:
    assert read("pbta", "i know the warlord's crew, 4 4").verbs == ("Recall Something Useful",)


def test_what_the_player_knows_is_kept_to_be_checked() -> None:
    """'i know i'm -1': the number is the player's word for their rating, checked against the sheet, never dropped."""
    said = read("pbta", "i know i'm -1 at it, but i stare down the warlord: 5 4").restated
    assert [(s.value, s.kind) for s in said] == [(-1, "rating")]


def _roll_of(request: RollRequest) -> tuple[object, ...]:
    return request.skill, request.trick, request.verbs, request.abilities, request.dice


@pytest.mark.parametrize(("game", "remarked", "plain"), [
    ("ghostburn", "Dex climbs the fence, rolled 7 3\nsorry for the essay, he's been scouting this place all session",
     "Dex climbs the fence, rolled 7 3"),
    ("pbta", "Kit punches the warlord, 3 5\nsorry for the novel, she's been researching his gang all week",
     "Kit punches the warlord, 3 5"),
    ("fs3", "Nemesis shoots at the goon. 5 3 2 1 btw she's been hacking that terminal all night",
     "Nemesis shoots at the goon. 5 3 2 1"),
    ("fist", "vex kicks the door in, 3 4\nsoz for the wall of text, she's been designing this trap all week",
     "vex kicks the door in, 3 4"),
])
def test_a_remark_to_the_table_after_the_dice_is_the_scene(game: str, remarked: str, plain: str) -> None:
    """After the action and its dice, 'sorry for the essay, ...', 'btw ...' is the player talking about the post:
    a verb there ('plotting', 'waiting') is no second action."""
    assert _roll_of(read(game, remarked)) == _roll_of(read(game, plain))


def test_a_rules_word_in_a_remark_is_still_read() -> None:
    """A rules word in the remark is read as ever, never dropped with the remark."""
    assert read("ghostburn", "Dex climbs the fence, rolled 7 3\nsorry, it's Hard").difficulty == "Hard"
    said = read("ghostburn", "Dex climbs the fence, rolled 7 3\nsorry, he's wounded").cues
    assert [c.key for c in said] == ["wounded"]
    with pytest.raises(PhraseError, match="Which is it"):
        read("ghostburn", "Dex climbs the fence, rolled 7 3\nsoz, Stealth not Athletics")


@pytest.mark.parametrize(("game", "seeking", "plain"), [
    ("ghostburn", "Dex sneaks into the warehouse, looking for the crates, 4 4", "Dex sneaks into the warehouse, 4 4"),
    ("fist", "vex kicks the door in, searching for the stash, 3 4", "vex kicks the door in, 3 4"),
    ("blades", "Cross sneaks into the manor, looking around for the vault, 4 2", "Cross sneaks into the manor, 4 2"),
    ("ghostburn", "Dex sends the drone up to recon the roof, looking for the maintenance hatch, 4 4",
     "Dex sends the drone up to recon the roof, 4 4"),
])
def test_a_seeking_participle_after_a_comma_is_what_the_action_is_for(game: str, seeking: str, plain: str) -> None:
    """'..., looking for the crates' says what the action before it is for, as '... to look for the crates' does: a
    purpose, never a second action."""
    request = read(game, seeking)
    assert _roll_of(request) == _roll_of(read(game, plain)) and "for" in request.purpose


def test_a_seeking_participle_alone_is_the_action() -> None:
    """With no action before it, the seeking is what is done, as '... to look for ...' after a plain verb is."""
    assert read("ghostburn", "Dex walks into the warehouse, looking for the crates, 4 4").verbs == ("Search",)


def test_another_participle_after_a_comma_is_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        read("ghostburn", "Dex climbs the fence, shooting at the guard, 4 4")


@pytest.mark.parametrize(("phrase", "verbs"), [
    ("Kit leans on the bar, sizing up the warlord, 4 5", ("Read the Room",)),
    ("Kit leans against the wall, eyeballing the convoy, 4 5", ("Read the Room",)),
    ("Kit sits on the crate and reads the room, 4 5", ("Read the Room",)),
    ("Kit leans on the bar and glares at the bartender, 4 5", ("Lean on Someone",)),
])
def test_leaning_on_a_thing_is_where_the_body_is(phrase: str, verbs: tuple[str, ...]) -> None:
    """'leans on the bar': a verb of posture said of a thing is the scene; the move it names needs someone."""
    assert read("pbta", phrase).verbs == verbs


@pytest.mark.parametrize("phrase", ["Kit leans on the smuggler, 4 5", "Kit leans on the old guard, 4 5",
                                    "Kit leans on Boone, 4 5", "Kit leans on the warlord's lieutenant, 4 5"])
def test_leaning_on_someone_is_the_move(phrase: str) -> None:
    assert read("pbta", phrase).verbs == ("Lean on Someone",)


@pytest.mark.parametrize(("game", "phrase", "verbs"), [
    ("fist", "vex climbs into the cab and drives the truck through the gate, 3 4", ("drive", "truck", "gate")),
    ("ghostburn", "Dex jumps into the cockpit and hacks the nav system, 7 3", ("Street Hack",)),
    ("ghostburn", "Dex hops in the driver's seat and floors it, 7 3", ("Escape",)),
    ("fs3", "Zoe climbs into the turret and opens fire on the goon. 5 3 2 1", ("Firearms|Gunnery",)),
])
def test_getting_into_the_seat_of_what_is_worked_is_the_scene(game: str, phrase: str, verbs: tuple[str, ...]) -> None:
    """'climbs into the cab and drives ...': getting into the seat is how the action after 'and' is reached."""
    assert read(game, phrase).verbs == verbs


def test_climbing_into_a_seat_alone_is_the_action() -> None:
    assert read("fist", "vex climbs into the cab, 3 4").verbs == ("climb",)


def test_climbing_onto_a_place_and_acting_is_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        read("fist", "vex climbs onto the roof and shoots the guard, 3 4")


def test_the_posture_is_shown_as_the_scene() -> None:
    """'Read as' shows the posture's words as the scene, never drops them."""
    said = [c for c in read("pbta", "Kit leans on the bar, sizing up the warlord, 4 5").reading if c.text == "leans on"]
    assert said and not said[0].used and said[0].note == "the rest is the scene"
