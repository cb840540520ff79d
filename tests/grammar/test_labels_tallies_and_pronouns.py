"""Prose of a courier's drop list and a bakery's order book around a roll, read by kind: a noun of the dictionary and
the number after it, in a post that says its dice elsewhere ('Drop 14 of 62 done', 'Tabard size 12', 'AM slot 9-12',
'Drops 1-12 done'), a count of a size or a kind ('2 x large'), a tally of counts each with what it counts ('62 out, 58
delivered, 4 cards left'), rolls counted ('48 rolls for the café order', '3 doz rolls'), two numbers joined as no dice
are ('North-east 5 to 7', 'seeing 3/5', '4 for 1'), a margin ('short by 2'), 'Stop' before a number opening a
sentence (a round's stop, no wire's STOP); a name written with its initial ('signed R. Patel'), a thing joined to a
thing before a comma ('lemon and elderflower, collect Sat'), a heading over a line of the scene after the roll
('Rota: Fri 4am-12.'), a skill's adjective after a heading's colon ('Critical: medical supplies'); the head of a
thing's name after a noun that says its kind ('operates the pool hoist', 'the Halloran building'), the state someone
is in ('we're in a fight now'), what someone else does as the roll's result ('so Van 3 swaps the drops'), 'one' after
a participle ('an improvised one'), 'Improvised' said alone as the GM's ruling; a nickname with a hyphen owning
something ("Sat-Nav's"), and the one named and a 'she' after them acting. Guards keep what must stay: a rating after
'vs', a number run on as faces, a swift kick, the gantry crane's roll. Then a hotel front desk's handover, read
after that set (the session's hold-out) was scored: headings opening the post ('Handover, 07:00.', 'Critical: ...'),
a list's acronym heading ('VIPs:'), a room by its abbreviation ('rm 17'), a floor below the ground ('Level -2'), a
room upgrade (no step of the outcome; a trait's upgrade keeps its step). Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.acting import acting

COURIERS = Path(__file__).resolve().parents[1] / "phrases" / "fresh" / "setEA" / "ghostburn_partyEA.toml"


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


@pytest.mark.parametrize("phrase", [
    "Drop 14 of 62 done. Ripper kicks in the cellar door. Dice 4 3.",
    "Left with no. 12. Stop 15, 3 parcels: Ripper kicks in the cellar door, dice 4 3. Stop 16 next.",
    "Drops 1-12 done, 3 cards left. Ripper kicks in the cellar door. Came up 4 and 3.",
    "AM slot 9-12. Ripper kicks in the cellar door. Dice: 4 3.",
    "Ripper kicks in the back door at Unit 6, 2 x large still on the trolley. Dice: 4, 3.",
    "End-of-shift write-up: 62 out, 58 delivered, 4 cards left. Ripper kicks in the cellar door. Dice 4 and 3.",
    "48 rolls, 12 tin loaves, 3 celebration cakes out the door. Ripper kicks in the cellar door. Dice 4 and 3.",
    "Counter, Sat 7am, 3 doz rolls already out. Ripper kicks in the cellar door. Dice 4 and 3.",
    "Forecast: North-east 5 to 7 later. Ripper kicks in the cellar door. The dice: 4, 3.",
    "Seeing 3/5 tonight. Ripper kicks in the cellar door. Dice 4 and 3.",
    "Goods-in: short by 2, pallet 3 of 8 damaged. Ripper kicks in the cellar door. Dice: 4, 3.",
])
def test_a_couriers_and_a_bakerys_numbers_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


@pytest.mark.parametrize(("phrase", "number"), [
    ("Melee vs the guard 3, Tug rolled 6 2 1 3.", "3"),  # a rating after 'vs'
    ("Tug swings at the guard, room 4 5 2 1 3.", "room"),  # a room and the dice, or a room numbered 4?
])
def test_a_number_said_as_a_rating_or_run_on_as_faces_is_asked_about(phrase: str, number: str) -> None:
    """Where a noun and its number may be a rules value or the faces, the number is asked about, never dropped."""
    with pytest.raises(PhraseError, match=f"'{number}'"):
        _read("fs3", phrase)


def test_a_stop_of_a_round_is_no_wires_stop() -> None:
    request = _read("fist", "Route 22B. Stop 15, 3 parcels: Ripper kicks in the cellar door, dice 4 3. Stop 16 next.")
    assert request.dice == (4, 3) and not [c for c in request.reading if c.text.startswith("15")]  # ('Stop' kept
    # with its number, never blanked as a wire's full stop)


@pytest.mark.parametrize("phrase", [
    "POD: signed R. Patel, 11:02. Vex convinces the guard to let us in. Dice 6 and 7.",
    "Order 240: lemon and elderflower, collect Sat 10am. Vex convinces the guard to let us in. Dice 6 and 7.",
    "Vex convinces the guard to let us in, dice 6 and 7. Rota: Fri 4am-12.",
])
def test_a_name_by_its_initial_a_list_of_things_and_a_heading_after_the_roll_are_no_one(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert (request.actor, request.dice) == ("Vex", (6, 7))


def test_a_skills_adjective_after_a_headings_colon_is_the_scene() -> None:
    request = _read("ghostburn", "Critical: medical supplies, 2 boxes. Vex takes a single shot at the drone. Dice 8 2.")
    assert (request.skill, request.verbs) == (None, ("Single Shot",))


@pytest.mark.parametrize(("phrase", "attribute"), [
    ("Ripper operates the pool hoist to lift the crate out of the water, rolled 2 and 3.", "Tactical"),
    ("Ripper operates the gantry crane to lift the mirror clear of the wreck. Dice 2 and 4.", "Tactical"),
    ("Vex charms the receptionist at the Halloran building into letting us use the goods lift. rolled 4 5",
     "Creative"),
])
def test_the_head_of_a_things_name_is_no_second_deed(phrase: str, attribute: str) -> None:
    party, _ = example_game("fist")
    assert roll(phrase, party, system="fist").ability.name == attribute


def test_a_swift_kick_stays_a_second_deed() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        _read("fs3", "Zoe climbs the drainpipe, and you gave the goon a swift kick. 6 2 1")


def test_the_state_someone_is_in_is_no_deed() -> None:
    request = _read("fist", "GM to Ripper: we're in a fight now, roll it. Ripper shoves the trolley into the goons. "
                            "snake eyes")
    party, _ = example_game("fist")
    assert roll(request.text, party, system="fist").ability.name == "Forceful"


def test_what_someone_else_does_as_the_result_is_no_aim_of_the_roll() -> None:
    request = _read("ghostburn", "Vex does an impression of the shift lead on the radio so Van 3 swaps the Route 9 "
                                 "drops with us. Dice 6 and 7.")
    assert (request.verbs, request.purpose_verbs) == (("Impression",), ())


def test_one_after_a_participle_and_improvised_alone_are_the_gms_ruling() -> None:
    said = _read("ghostburn", "GM: Vex, that's an improvised one, Athletics at DL Hard, to drag the pallet. "
                              "She gets 4 and 8.")
    alone = _read("ghostburn", "GM: Vex, improvised, Athletics at DL Severe. Vex throws her shoulder into the door. "
                               "Dice 9 and 7.")
    assert said.dice == (4, 8) and any(c.key == "improvised" for c in alone.cues)
    party, _ = example_game("ghostburn")
    assert roll(alone.text, party).trick is None


def test_an_improvised_thing_is_no_ruling() -> None:
    request = _read("ghostburn", "Vex smashes the guard with an improvised club, Melee, dice 9 7")
    assert not any(c.key == "improvised" for c in request.cues)


def test_a_hyphened_nicknames_possessive_names_them() -> None:
    vocabulary = get_system("ghostburn").vocabulary(load_party([COURIERS]))
    request = parse("Sat-Nav's hurt. She takes a single shot at the van. Dice 9, 9.", vocabulary)
    assert any(c.text == "Sat-Nav's" for c in request.reading)
    assert "Sat-Nav's" not in request.unknown


def test_the_one_named_and_a_she_after_them_act_at_anothers_seat() -> None:
    party = load_party([COURIERS])
    vocabulary = get_system("ghostburn").vocabulary(party)
    request = parse("Sat-Nav's still wounded from the forklift on Tuesday, and she takes a single shot at the van. "
                    "Dice 9, 9.", vocabulary)
    assert acting(party, "Marek Novak", request).actor == "Dara Okafor"


# A hotel front desk's handover, read after that set (the session's hold-out) was scored: headings opening the post,
# a list's acronym heading, a room by its abbreviation, a floor below the ground and a room upgrade.
@pytest.mark.parametrize("phrase", [
    "Handover, end of a 14-hour shift. Vex takes a single shot at the drone. Rolled 3 and 2.",
    "Critical: fire alarm test at 10.00. Vex takes a single shot at the drone. Rolled 3 and 2.",
    "Handover, night porter to day shift. Vex takes a single shot at the drone. Rolled 3 and 2.",
    "Handover, 07:00. VIPs: Mr and Mrs Okafor in 412. Vex takes a single shot at the drone. Rolled 3 and 2.",
    "Outstanding: rm 17 wants a hard key, the card reader's dead. Vex takes a single shot at the drone. Rolled 3 and 2.",
])
def test_a_front_desks_headings_and_rooms_are_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Single Shot",), (3, 2))


def test_a_floor_below_the_ground_is_no_modifier() -> None:
    request = _read("fist", "Ripper bashes the barrier arm off its hinge. Level -2, bay 14. snake eyes")
    assert (request.modifiers, request.dice) == ((), (1, 1))


def test_a_things_upgrade_moves_no_outcome_and_a_traits_does() -> None:
    party, _ = example_game("ghostburn")
    plain = roll("Bonus: room upgrade if 412 stays quiet. Vex convinces the guard, rolled 6 5", party)
    ruled = roll("Vex convinces the guard, trait upgrade, rolled 6 5", party)
    assert (plain.outcome, ruled.outcome) == ("Fade", "Success")
