"""Prose of other trades around a roll (a saleroom's, a railway's), read by kind: a value given to the one acting ('the
GM gives him controlled'), what a thing is like to do ('A weird little lot, hard to read.'), whom a deed is against
where no other side rolls ('holds the platform against the Lamplighter's gang'), money and counts as ranges ('est.
£300-500', '2-4 jerrycans'), codes of letters and digits ('6E54', 'plat 3B'), 'one in N' ('up the 1 in 37'), a plural
owner heading a line ('Dealers' chat, the morning after:'), the roller named as the one asked ('asks Knocker to crate
it: roll Tobias/Crating') and how often a thing goes ('Going once, going twice...'). Phrasings written for this
test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import get_system
from rollmate.table.acting import acting


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


@pytest.mark.parametrize(("phrase", "position"), [
    ("Cross studies the ledger; the GM gives him controlled. Dice: 5, 4, 2.", "controlled"),
    ("Cross studies the ledger and the GM grants Cross desperate. Dice: 5, 4, 2.", "desperate"),
])
def test_a_value_given_to_the_one_acting_is_set(phrase: str, position: str) -> None:
    request = _read("blades", phrase)
    assert any(c.kind == "position" and c.text == position for c in request.reading) and request.dice == (5, 4, 2)


def test_a_value_word_describing_what_is_given_stays_the_scene() -> None:
    request = _read("blades", "Cross studies the ledger; she gives him great advice. Dice: 5, 4, 2.")
    assert request.cues == () and request.dice == (5, 4, 2)


@pytest.mark.parametrize("phrase", [
    "Kit: roll +sharp. A weird little crowd, hard to read. Dice: 3 and 3.",
    "Kit: roll +sharp. The old man is too hard to read. Dice: 3 and 3.",
])
def test_what_a_thing_is_like_to_do_is_no_move(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert request.abilities == ("Sharp",) and request.verbs == () and request.purpose_verbs == ()


def test_the_move_itself_said_so_is_still_read() -> None:
    request = _read("pbta", "Kit tries to read the room, which is hard. Dice: 3 and 3.")
    assert request.trick == "Read the Room"


@pytest.mark.parametrize(("phrase", "move"), [
    ("Boone races the storm against the warlord's gang. Dice 6 and 1.", "Ride Hard"),
    ("Boone rummages through the wreck against the warlord. Dice 6 and 1.", "Scavenge"),
    ("Boone, will you scavenge the wreck against the warlord? Boone: 6 and 1.", "Scavenge"),
])
def test_whom_a_deed_is_against_is_the_scene_where_no_other_side_rolls(phrase: str, move: str) -> None:
    request = _read("pbta", phrase)
    assert request.actor == "Boone" and request.dice == (6, 1) and move in (request.trick, *request.verbs)
    assert not any(c.kind == "opponent" for c in request.reading)


def test_an_opposed_roll_said_with_vs_is_still_refused_where_no_other_side_rolls() -> None:
    with pytest.raises(PhraseError, match="opposed"):
        _read("pbta", "Boone rolls +hard vs the warlord. Dice 6 and 1.")


@pytest.mark.parametrize("phrase", [
    "Vex charms the buyer, est. £300-500, rolled 4 5",
    "Vex charms the buyer over a lot at €40,000-60,000, rolled 4 5",
    "Vex charms the buyer for 2-4 jerrycans of fuel, rolled 4 5",
    "Vex charms the buyer, est. 2-3 thousand, rolled 4 5",
    "Vex charms the guard in the brake van of 6E54 on platform 3B, rolled 4 5",
    "Vex charms the guard up the 1 in 37 out of the yard, rolled 4 5",
])
def test_money_ranges_codes_and_gradients_are_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.actor == "Vex" and request.dice == (4, 5) and request.modifiers == ()


def test_two_faces_with_a_dash_and_nothing_counted_are_still_the_dice() -> None:
    assert _read("ghostburn", "Vex: Persuade 2-4").dice == (2, 4)


def test_a_plural_owner_heading_a_line_is_no_one() -> None:
    request = _read("ghostburn", "Dealers' chat, the morning after: Vex charms the buyer, rolled 4 5")
    assert request.actor == "Vex" and request.dice == (4, 5)


def test_a_name_ending_in_s_said_as_an_owner_who_acts_is_still_asked() -> None:
    with pytest.raises(PhraseError):
        _read("ghostburn", "Jones' crew shoots the guard, rolled 4 5")


@pytest.mark.parametrize("phrase", [
    "Going once, going twice... Ripper leaps the gap between the two yachts. Rolled 6 and 6.",
    "Going once, going twice... Ripper leaps the gap. A pair of sixes!",
])
def test_how_often_a_thing_goes_is_no_face(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.actor == "Ripper" and request.dice == (6, 6)


def test_the_roller_named_again_as_the_one_asked_is_not_acted_on() -> None:
    party = parse_sheet({"system": "fs3", "character": [{
        "name": "Tobias Quarrie", "aka": ["Knocker"],
        "attributes": {"reflexes": 2, "brawn": 3, "wits": 2, "grit": 2, "perception": 2, "presence": 2},
        "action_skills": {"melee": 2}, "background_skills": {"crating": 2}}]}, "test-party.toml")
    phrase = "The head of sale asks Knocker to crate lot 40 for shipping: roll Tobias/Crating. Dice 6 1 2 3 4 5."
    request = acting(party, None, parse(phrase, get_system("fs3").vocabulary(party)))
    assert request.actor == "Tobias Quarrie" and request.target is None
    assert any(c.kind == "speaker" and c.text == "Knocker" for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Ripper throws the levers, Tactical. Rolled 1 and 3, then 2 war dice: 1 and 6.",
    "Ripper throws the levers, Tactical. Rolled 1 and 3, plus 2 war dice: 1 and 6.",  # (was a +2 too, silently)
    "Ripper throws the levers, Tactical. Rolled 1 and 3, and 2 war dice: 1 and 6.",
])
def test_the_count_of_war_dice_joined_on_after_the_faces_is_neither_a_face_nor_a_bonus(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.dice == (1, 3) and request.modifiers == ()
    assert [(s.key, s.count) for s in request.spends] == [("war_dice", 2)]


def test_a_skills_other_word_heading_a_noun_is_a_thing_of_the_scene() -> None:
    request = _read("ghostburn", "Drone swarm over the cutting, coming in low. Vex opens up on them with burst fire. "
                                 "Dice: 5 and 5.")
    assert request.skill is None and request.trick == "Burst Fire" and request.dice == (5, 5)


def test_a_dialect_word_opening_a_sentence_is_no_one_spoken_to() -> None:
    request = _read("ghostburn", "Vex watches the street. Nowt, like waiting all day for a train. Rolled 5 and 3.")
    assert request.actor == "Vex" and request.dice == (5, 3)


@pytest.mark.parametrize("phrase", [
    "Shed bash: an old Class 2-8-0 on the shed road. Ripper punches the foreman, Forceful. Dice 3 and 3.",  # (was
    # a modifier -8 +0, silently)
    "Shed bash: an ex-War Department 2-8-0, 90733, dead on the shed road. Ripper punches the foreman, Forceful. "
    "Dice 3 and 3.",
])
def test_a_labels_hyphened_number_and_a_long_number_set_off_by_commas_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.actor == "Ripper" and request.dice == (3, 3) and request.modifiers == ()


@pytest.mark.parametrize("phrase", ["Ripper punches the foreman, rolled 4, 12345, ok", "Ripper punches 12345 times"])
def test_a_long_number_elsewhere_is_still_too_large(phrase: str) -> None:
    with pytest.raises(PhraseError, match="too large"):
        _read("fist", phrase)


def test_an_amount_changing_is_the_scene_where_the_dice_are_said_apart() -> None:
    request = _read("pbta", "Kit charms the trader and talks the price up from 2 to 6. Dice: 3 and 4.")
    assert request.dice == (3, 4)


def test_stats_said_by_a_thing_of_the_scene_are_the_scene() -> None:
    request = _read("pbta", "Hot and sharp off the blocks, says the brochure. Kit charms the crowd on the concourse. "
                            "Dice 2 and 4.")
    assert request.abilities == () and request.dice == (2, 4)


@pytest.mark.parametrize("source", ["the GM", "the signaller"])
def test_stats_said_by_the_gm_or_a_person_are_still_read(source: str) -> None:
    request = _read("pbta", f"Hot and sharp off the blocks, says {source}. Kit charms the crowd. Dice 2 and 4.")
    assert set(request.abilities) == {"Hot", "Sharp"}  # two stats for one move: the game asks which


@pytest.mark.parametrize("phrase", [
    "Kit sizes up the bidders, all charm and no method. Dice: 2 and 4.",
    "Kit sizes up the bidders, but it's all charm and no method, so roll +hot instead. Dice: 2 and 4.",
])
def test_all_of_a_manner_is_how_the_deed_is_done(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert request.dice == (2, 4) and any(c.text == "charm" and not c.used for c in request.reading)


def test_a_number_in_a_past_note_opening_its_sentence_is_the_scene() -> None:
    request = _read("blades", "Cross wrecks the rostrum, pushing for +1 effect. Knocked down at 2, and the dice: 2 and 1.")
    assert request.actor == "Cross" and request.dice == (2, 1)


def test_a_count_of_those_the_actor_is_with_is_no_group_the_deed_is_done_to() -> None:
    request = _read("ghostburn", "Vex names every loco from memory to win the bet with the spotters in the pub, 22 of "
                                 "them in all. Culture, and the GM calls it Hard. Dice 9 and 9.")
    assert request.dice == (9, 9) and not any(c.kind == "group" for c in request.reading)


def test_a_count_of_those_the_deed_is_done_to_is_still_their_group() -> None:
    request = _read("ghostburn", "Vex coerces the crowd in the bar, 25 of them, Fort Moderate, rolled 4 5")
    assert any(c.kind == "group" for c in request.reading)


def test_a_call_with_a_comma_before_to_names_who_rolls() -> None:
    request = _read("ghostburn", "Director, to Vex: 'I need you to read him.' The producer gives nothing away, hard to "
                                 "read. Read Person. Dice 5 and 5.")
    assert request.actor == "Vex"


@pytest.mark.parametrize("phrase", [
    "Kit rides hard through the storm. A hard 9 minutes to sit through. Dice 5 and 4.",
    "Kit rides hard through the storm. Sharp, unsettling, a hard watch. Dice 5 and 4.",
])
def test_a_stat_word_describing_a_thing_in_a_sentence_of_the_story_is_the_scene(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert request.abilities == () and request.dice == (5, 4)


def test_the_writers_past_deed_in_the_rules_sentence_never_wins_silently() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        _read("ghostburn", "Dex street-hacks the studio's editing server. Megacorp security, and we shot it in 1 "
                           "take. Dice: 10 and 10.")


@pytest.mark.parametrize("phrase", ["Vex, ready to shoot. Rolled 4 5", "Vex is quick to shoot, rolled 4 5"])
def test_a_persons_readiness_to_do_a_deed_keeps_the_deed(phrase: str) -> None:
    assert _read("ghostburn", phrase).verbs == ("Single Shot",)


def test_a_deed_done_twice_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="twice"):
        _read("ghostburn", "Vex, shooting twice at the guard, rolled 4 5")


def test_a_range_of_people_is_still_asked_where_a_groups_size_is_a_rules_value() -> None:
    with pytest.raises(PhraseError):
        _read("ghostburn", "Vex coerces the 20-30 dockers, Fort Moderate, rolled 4 5")
