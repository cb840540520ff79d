"""Dice on a real table and the family that rolls them: dice told apart by their looks and counted before them ('my
two green ones are 1 and 3'), their looks said again beside them ('the war die, the scratched yellow one, shows 6'), a
d10's 0 said to be 10, dice borrowed with the reason the player's own are not rolled, dice one person throws for
another ('the GM rolled 6 1 2 3 4 for the goon'), the player's sum of faces said in words, and numbers and words of the
scene ('fires once', '4 a.m.', 'the secret program'). Each read the way a GM at that table would, or asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, ghostburn_party, roll, war_of

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.grammar.thrown_for import thrown_for
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTY.items()}


# -- dice told apart by their looks ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("phrase", "dice"), [
    ("Cross prowls past the watchman. The blue die's a 5; my two green ones are 1 and 3.", (5, 1, 3)),
    ("Cross prowls past the watchman. The white die's a 4, and her three red ones are 6, 2, 2.", (4, 6, 2, 2)),
    ("Cross prowls past the watchman. My die's the cracked white one, a 4; the other die's a 2.", (4, 2)),
])
def test_dice_counted_before_their_looks_or_told_again_are_the_faces(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB["blades"]).dice == dice


def test_a_count_that_is_not_the_faces_said_is_no_die_told_apart() -> None:
    with pytest.raises(PhraseError):  # three dice said, two faces: which is it?
        parse("Cross prowls past the watchman. The blue die's a 5; my three green ones are 1 and 3.", VOCAB["blades"])


def test_a_war_die_told_again_by_its_looks_shows_its_face() -> None:
    request = parse("Ripper punches the guard, 2 and 3, and Jonesy's war die, the scratched yellow one, shows 6.",
                    VOCAB["fist"])
    assert request.dice == (2, 3) and war_of(request) == (1, (6,), "Jonesy")


@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard. Rolled 2 and 5, then I toss my old red d6 in as a war die: 6.",
    "Ripper punches the guard. Rolled 2 and 5, then I throw my lucky d6 in as a war die: 6.",
])
def test_a_die_thrown_in_by_its_looks_is_the_war_die(phrase: str) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.dice == (2, 5) and war_of(request)[:2] == (1, (6,))


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. My d10 shows a 0, which counts as 10, and the other shows 4.",
    "Vex sneaks past the guard. The old d10 came up 0, which on this one is a 10, the other one a 4.",
])
def test_a_zero_the_player_says_is_ten_is_ten(phrase: str) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).dice == (10, 4)


def test_a_zero_never_said_to_be_ten_is_asked_about() -> None:
    with pytest.raises(RollmateError, match="0"):
        roll("Vex sneaks past the guard. My d10 shows a 0, and the other shows 4.", PARTY["ghostburn"])


# -- borrowed dice -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard, using Jonesy's dice because mine rolled off the table: 4 and 2.",
    "Ripper punches the guard. Rolling with Jonesy's dice since my own are at home: 4, 2.",
    "Ripper punches the guard with Jonesy's dice, cos my dice are cursed: 4 and 2",
])
def test_borrowed_dice_and_why_are_the_rollers_own_roll(phrase: str) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.dice == (4, 2) and war_of(request)[0] == 0 and not request.helpers
    assert any(c.kind == "borrowed" and not c.used for c in request.reading)


# -- dice thrown for someone else --------------------------------------------------------------------------------------
@pytest.mark.parametrize("phrase", [
    "Zoe creeps past the goon, Stealth vs the goon, rolled 7 2 6 and the GM rolled 6 1 2 3 4 for the goon",
    "Zoe creeps past the goon, Stealth vs the goon. Rolled 7 2 6. My brother rolled for the goon: 6 1 2 3 4.",
    "Zoe creeps past the goon, Stealth vs the goon, rolled 7 2 6, then dad threw 6, 1, 2, 3, 4 for the goon.",
])
def test_dice_thrown_for_someone_are_theirs(phrase: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert request.dice == (7, 2, 6) and request.faces_by == {"the goon": (6, 1, 2, 3, 4)}


def test_dice_thrown_for_no_one_are_left_as_typed() -> None:
    said = "Zoe rolled 4 5 for initiative."
    assert thrown_for(said, lambda words: ()) is None


def test_where_each_character_stands_when_dice_are_thrown_for_someone() -> None:
    said = "Zoe acts, and mum rolled 6 2 for the goon."
    moved = thrown_for(said, lambda words: ("the goon",) if words == "the goon" else ())
    assert moved is not None
    inner, where = moved
    assert len(inner) == len(where) and inner.split(",")[1].split() == ["and", "the", "goon", "rolled", "6", "2", "."]
    assert said[where[inner.index("goon")]: where[inner.index("goon")] + 4] == "goon"


def test_a_labelled_list_of_faces_is_no_count_of_dice() -> None:
    request = parse("Zoe creeps past the goon, Stealth vs the goon. My dice: 6, 2, 4. The goon's dice: 3, 1, 1, 2, 2.",
                    VOCAB["fs3"])
    assert request.dice == (6, 2, 4)


# -- who acts ----------------------------------------------------------------------------------------------------------
def test_a_name_that_is_an_english_word_before_a_verb_of_two_words_acts() -> None:
    assert parse("Tug arm wrestles the goon, 6 2 3 4 5 6", VOCAB["fs3"]).actor == "Tug"


def test_who_opens_the_post_spending_on_a_deed_acts() -> None:
    request = parse("Jonesy wants to spend a war die on kicking the door, he got 4 and 5 and the war die was a 3",
                    VOCAB["fist"])
    assert request.actor == "Jonesy" and request.dice == (4, 5) and war_of(request)[1] == (3,)


# -- the player's working and the roll named ---------------------------------------------------------------------------
def test_a_sum_of_faces_said_in_words_is_the_players_working() -> None:
    request = parse("Ripper kicks the door in: one die shows three pips, the other four pips. 3+4 is 8, plus my +2, "
                    "10, yes!", VOCAB["fist"])
    assert request.dice == (3, 4)


def test_a_trick_named_by_its_name_after_with_a_is_the_roll() -> None:
    result = roll("Dex jacks into the server with a street hack, Security Hard, 8 and 4", PARTY["ghostburn"])
    assert result.trick == "Street Hack"


# -- the scene's numbers and words -------------------------------------------------------------------------------------
@pytest.mark.parametrize("phrase", [
    "Dex fires once at the guard, 7 and 5",
    "It's 4 a.m. on the docks: Dex fires at the guard, 7 and 5",
    "at 11 p.m. Dex fires at the guard, 7 and 5",
])
def test_how_often_and_the_clock_are_the_scene(phrase: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.dice == (7, 5) and not request.modifiers
    result = roll(phrase, PARTY["ghostburn"])
    assert result.trick == "Single Shot"


def test_shooting_twice_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="twice"):
        parse("Dex fires twice at the guard, 7 and 5", VOCAB["ghostburn"])


def test_a_deed_word_after_a_condition_said_as_an_adjective_names_a_thing() -> None:
    said = roll("Dex searches the office for the secret program, 6 and 5", PARTY["ghostburn"])
    plain = roll("Dex searches the office for the program, 6 and 5", PARTY["ghostburn"])
    assert said.trick == plain.trick == "Search"
    assert said.difficulty == plain.difficulty  # no Secret spent


def test_a_place_reached_stops_before_a_resistance() -> None:
    request = parse("Thorn took a bottle to the face and resisted it with Resolve. Dice: 5, 2", VOCAB["blades"])
    assert request.abilities == ("resolve",) or "Resolve" in str(request.abilities)
    assert any(c.kind == "resist" for c in request.reading)


# -- the family table: a parent's correction, a kid's threat, a drone doing the deed -------------------------------------
@pytest.mark.parametrize("phrase", [
    "Zoe reads the old map. (she said Presence but means Wits, so roll Wits) 6 7 2 3",
    "Zoe reads the old map: Wits, mum? yes, roll Wits. 6 7 2 3",
])
def test_an_attribute_said_again_with_words_between_is_rolled_once(phrase: str) -> None:
    result = roll(phrase, PARTY["fs3"], system="fs3", actor="Zoe")
    assert result.ability.name == "Wits" and len(result.dice) == 4


def test_an_attribute_joined_to_itself_is_still_added_twice() -> None:
    result = roll("Zoe reads the old map, roll Wits+Wits, 6 7 2 3 1 1", PARTY["fs3"], system="fs3", actor="Zoe")
    assert len(result.dice) == 6


@pytest.mark.parametrize("phrase", [
    "Dex pops the panel and disables the alarm, Security Moderate, 7 and 7",
    "Dex unscrews the access panel and disables the alarm, Security Moderate, 7 and 7",
])
def test_opening_a_cover_gets_at_what_the_deed_works_on(phrase: str) -> None:
    assert roll(phrase, PARTY["ghostburn"]).trick == "Disable Device"


def test_popping_someone_is_still_a_deed_of_its_own() -> None:
    with pytest.raises(RollmateError):
        roll("Dex pops the guard and disables the alarm, Security Moderate, 7 and 7", PARTY["ghostburn"])


@pytest.mark.parametrize("phrase", [
    "Dex disables the alarm, Security Moderate, she left her tools in the car. 7 and 7",
    "Dex disables the alarm, Security Moderate, and she forgot her tools. 7 and 7",
])
def test_tools_left_behind_are_no_tools(phrase: str) -> None:
    assert roll(phrase, PARTY["ghostburn"]).difficulty.name == "Hard"


def test_a_characters_drone_does_the_deed_its_words_name() -> None:
    pilot = ghostburn_party(skills={"piloting": 2}, signature_tricks=["Deploy Payload"])
    assert roll("Vex's drone drops the paint bomb on the thug, 6 and 6", pilot).trick == "Deploy Payload"


@pytest.mark.parametrize("phrase", [
    "Vex tells the merchant to hand it over or else!!! 9 and 9",
    "Vex orders the merchant to back off or else. 9 and 9",
])
def test_a_bare_or_else_is_a_threat(phrase: str) -> None:
    assert roll(phrase, PARTY["ghostburn"]).trick == "Coerce"


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex climbs the wall fast or else she falls, 9 and 9", "Athletic Move"),
])
def test_or_else_going_on_says_what_follows_otherwise(phrase: str, trick: str) -> None:
    assert roll(phrase, PARTY["ghostburn"]).trick == trick


def test_a_tool_a_move_is_named_by_used_is_that_move(tmp_path: Path) -> None:
    (tmp_path / "pbta_playbook.toml").write_text(
        '[[move]]\nname = "Peer Closely"\nstat = "Sharp"\ntriggers = ["spyglass", "peer closely"]\n'
        'strong = "Ask two."\nweak = "Ask one."\nmiss = "Nothing."\n')
    (tmp_path / "pbta.toml").write_text((EXAMPLES / "pbta_party.toml").read_text())
    result = roll("Kit uses her spyglass on the far shore, 5 and 4", load_party([tmp_path / "pbta.toml"]),
                  system="pbta", actor="Kit")
    assert result.skill == "Peer Closely"


@pytest.mark.parametrize("phrase", [
    "the thug scans the room looking for Vex beep boop!! 7 and 7",
    "the thug scans the room looking for Vex, whoosh, 7 and 7",
])
def test_a_sound_effect_after_a_name_is_nothing_they_do(phrase: str) -> None:
    result = roll(phrase, ghostburn_party(), actor="Vex")
    assert result.actor == "the thug"


# -- colours given roles in the same line ------------------------------------------------------------------------------
@pytest.mark.parametrize("phrase", [
    "Ripper punches the guard. Green one's a 6, the two whites are 2 and 5; whites are my base dice, green's the war die.",
    "Ripper punches the guard: the two whites are 2 and 5, the green one's a 6, green is my war die and whites are my "
    "base dice.",
])
def test_colours_given_roles_say_which_die_is_the_war_die(phrase: str) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.dice == (2, 5) and war_of(request)[:2] == (1, (6,))


def test_a_war_colour_with_two_faces_is_not_read_by_its_role() -> None:
    with pytest.raises(RollmateError):
        roll("Ripper punches the guard. The two greens are 6 and 1, the two whites are 2 and 5; whites are my base "
             "dice, green's the war die.", PARTY["fist"], system="fist", actor="Ripper")


def test_an_attribute_added_again_to_another_is_no_echo() -> None:
    request = parse("can I roll Grit? Zoe stays awake all night. that's Everyman plus Grit so 3 dice? 2 3 4",
                    VOCAB["fs3"])
    assert request.abilities.count("Grit") + request.abilities.count("grit") >= 1
    assert not any(c.note == "Grit said before, said again" for c in request.reading)
