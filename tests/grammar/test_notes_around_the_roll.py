"""A maker's or a reporter's notes around a real roll: numbers of things by their plural label ('pages 23-30', 'rows 5
and 11'), a deal's price ('3 for £10'), how often ('6 times'), a pattern's shorthand ('k1, p1 rib', '(48 sts)'), a
heading said as the work ('Shaping:'), a note of what was done before in the past, with no one named ('blocked
overnight'), and a count of resources with whose they are ('both her war dice'). Phrasings written for this test (the
register: tests/phrases/fresh/setCS, the crafter), each said as a player at any table might too."""

from __future__ import annotations

import pytest
from conftest import example_game, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")


@pytest.mark.parametrize("phrase", [
    "We reread pages 23-30 of the diary. Vex takes a single shot at the guard. Dice: 6 and 3",
    "The guards patrol rooms 5 and 11 tonight. Vex takes a single shot at the guard. Dice: 6 and 3",
    "Days 2 to 5 were quiet, then Vex takes a single shot at the guard. Dice: 6 and 3",
    "Vex takes a single shot at the guard from rows 3, 4 and 9 of the stands. Dice: 6 and 3",
])
def test_numbers_after_a_plural_label_are_things_of_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3) and not request.modifiers


def test_numbers_after_a_plural_label_closing_the_line_stay_dice() -> None:
    """At the end of the line, two numbers after a plural noun may be the dice: never set aside as the scene."""
    request = parse("Vex takes a single shot at the guard, rounds 6 and 3", GHOSTBURN)
    assert request.dice == (6, 3)


def test_a_list_of_numbered_things_stops_before_a_measure_of_its_own() -> None:
    request = parse("Nemesis reads the code: Alertness. rows 5 and 11, 8-row repeat. Dice: 3, 7, 1, 6, 2.", FS3)
    assert request.dice == (3, 7, 1, 6, 2) and not request.modifiers


@pytest.mark.parametrize("phrase", [
    "Everything in the shop is 3 for £10. Vex takes a single shot at the guard. Dice: 6 and 3",
    "Vex takes a single shot at the guard (pints are two for $5 tonight). Dice: 6 and 3",
])
def test_a_deals_count_before_its_price_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Vex takes a single shot at the guard, every 4th row 6 times. Dice: 6 and 3",
    "Vex checked the lock three times. She takes a single shot at the guard. Dice: 6 and 3",
])
def test_how_often_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Hat notes: 88 sts, brim of k1, p1 rib. Nemesis climbs the chimney, Athletics. Dice: 1, 6, 2, 3, 7.",
    "Row 14: k2, p2 to end (48 sts). Nemesis climbs the chimney, Athletics. Dice: 1, 6, 2, 3, 7.",
])
def test_a_patterns_shorthand_is_the_scene(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert request.actor == "Nemesis" and request.dice == (1, 6, 2, 3, 7) and not request.modifiers


@pytest.mark.parametrize("phrase", ["Shaping: Vex shoots the guard. Dice: 6 and 3",
                                    "Finishing: Vex shoots the guard. Dice: 6 and 3"])
def test_a_heading_said_as_the_work_is_a_label(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and unused(request) == [phrase.split()[0]]


@pytest.mark.parametrize(("phrase", "noted"), [
    ("Blocking notes: pinned out and blocked overnight. Vex shoots the guard. Dice: 6 and 3", ["pinned", "blocked"]),
    ("Project log, day 3: sleeve 2 done, blocked overnight. Vex shoots the guard. Dice: 6 and 3", ["blocked"]),
])
def test_a_note_of_what_was_done_before_is_the_scene(phrase: str, noted: list[str]) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.verbs == ("Single Shot",)
    assert all(word in unused(request) or word in request.unknown for word in noted)  # (shown as not used, or
    # left with the scene's plain words)


def test_a_past_deed_said_of_someone_stays_asked() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        parse("I dodged the bolt. Vex shoots the guard. Dice: 6 and 3", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in, Forceful, and throws both his war dice at it. Dice 3 and 2, war dice 1 and 2.",
    "Ripper, Forceful, spends both his war dice: 3 and 2, war dice 1 and 2.",
])
def test_a_count_of_resources_with_whose_they_are(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert [(s.key, s.count, s.faces) for s in request.spends] == [("war_dice", 2, (1, 2))]


def test_what_others_do_before_an_aim_is_the_scene() -> None:
    """'When seven crossbows sang ..., Ripper flung himself aside to dodge the bolts': the clause of time is what others
    do; the aim ('to dodge') says the deed, where the verb before it ('flung') is no word of the game."""
    request = parse("When seven crossbows sang at once from the battlements, Ripper flung himself aside to dodge the "
                    "bolts; fortune gave him a five and a four.", FIST)
    assert request.actor == "Ripper" and request.dice == (5, 4) and "sang" in unused(request)
    assert request.verbs == ()


# The climber's trip report (tests/phrases/fresh/setCU), each kind said as any table might.
_, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", ["Base camp to Dex: patch Vex up, Medicine. Dex: 6 and 3",
                                    "Branch manager to Dex, patch Vex up, Medicine. 6 and 3"])
def test_a_call_from_a_title_says_who_rolls(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Dex" and request.dice == (6, 3)


def test_someone_going_to_someone_is_no_call() -> None:
    request = parse("Vex runs to Dex, and patches him up: Medicine, 6 and 3", GHOSTBURN)
    assert request.actor == "Vex"


@pytest.mark.parametrize("phrase", [
    "Jonesy, pumped after the E1 5b, talks the guard round, Creative. Dice 5 and 5.",
    "Jonesy talks the guard round on 5.10a terrain, Creative. Dice 5 and 5.",
    "Jonesy talks the guard round in flat 4b, Creative. Dice 5 and 5.",
    "Jonesy talks the guard round, the crux is WI3 and 6a+, Creative. Dice 5 and 5.",
    "Jonesy talks the guard round, it went 5.9 on paper, Creative. Dice 5 and 5.",
])
def test_grades_codes_and_decimals_are_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert request.actor == "Jonesy" and request.dice == (5, 5) and not request.modifiers


@pytest.mark.parametrize("phrase", ["-15C and no gloves: Jonesy works the winch, Tactical. Dice: 6 and 1.",
                                    "Jonesy works the winch at -12C, Tactical. Dice: 6 and 1.",
                                    "Jonesy works the winch, Tactical, with +5kg on the hook. Dice: 6 and 1."])
def test_a_signed_measure_typed_close_up_is_no_modifier(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert request.dice == (6, 1) and not request.modifiers


def test_a_modifier_typed_alone_stays_one() -> None:
    request = parse("Jonesy works the winch, Tactical, -2 for the cold. Dice: 6 and 1.", FIST)
    assert [m.amount for m in request.modifiers] == [-2]


@pytest.mark.parametrize("phrase", [
    "The sergeant gives Jonesy disadvantage as he works the winch, Tactical. Dice: 6, 6 and 1.",
    "The expedition leader gives Jonesy +1 for the scope: he works the winch, Tactical. Dice: 6 and 1.",
])
def test_who_gives_a_rules_value_rules_and_the_one_given_acts(phrase: str) -> None:
    assert parse(phrase, FIST).actor == "Jonesy"


@pytest.mark.parametrize("phrase", ["Summit 11:20, down by 4. Dex hacks the door. Dice: 6 and 4.",
                                    "Back at the hut by 6, Dex hacks the door. Dice: 6 and 4."])
def test_an_hour_after_by_is_when(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).dice == (6, 4)


@pytest.mark.parametrize("phrase", [
    "It was late. That night Dex spends a luck point and hacks the door. Dice: 6 and 4.",
    "Summit at noon. Later Dex spends a luck point and hacks the door. Dice: 6 and 4.",
])
def test_a_spender_after_a_phrase_of_when_acts(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Dex" and request.spends


def test_a_purpose_ends_where_the_one_acting_goes_on() -> None:
    request = parse("Cross commands the porters to keep moving and pushes for +1 effect. Dice 2 and 1.", BLADES)
    assert request.actor == "Cross" and any(c.kind == "push" for c in request.reading)


def test_a_capital_between_an_article_and_its_noun_describes_the_thing() -> None:
    """'with a Severe cliff behind us': the capital word says what the cliff is like, no difficulty; 'a Severe roll'
    names one."""
    scene = parse("With a Severe cliff behind us, Vex tries to coerce the guard. Dice 3 and 4.", GHOSTBURN)
    ruled = parse("Vex tries to coerce the guard, a Severe roll. Dice 3 and 4.", GHOSTBURN)
    assert scene.difficulty is None and ruled.difficulty == "Severe"


def test_a_past_clause_beside_the_named_roll_is_the_scene() -> None:
    request = parse("Pinned on the ridge with no retreat, Vex tries to coerce the guard. Dice 3 and 4.", GHOSTBURN)
    assert request.trick == "Coerce" and "Pinned" in unused(request)


# The band musician's rehearsal notes (tests/phrases/fresh/setCT), each kind said as any table might.
@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Cross wrecks the rigging; the position's desperate, great effect. Dice: 6 and 6.", "Desperate", "Great"),
    ("Cross wrecks the rigging; position’s controlled. Dice: 6 and 6.", "Controlled", None),
    ("Cross wrecks the rigging, the effect's limited. Dice: 6 and 6.", None, "Limited"),
])
def test_a_values_name_with_its_s_says_the_value(phrase: str, position: str | None, effect: str | None) -> None:
    request = parse(phrase, BLADES)
    said = {c.kind: c.text for c in request.reading if c.used}
    assert (position is None or position.lower() in said.get("position", "").lower()) and (
        effect is None or effect.lower() in said.get("effect", "").lower())


@pytest.mark.parametrize("phrase", [
    "The bridge goes F# to C#m, Vex sneaks past the guard, Wits Hard. Dice: 3 and 3.",
    "Vex sneaks past the guard in a 7/8 bridge, Wits Hard. Dice: 3 and 3.",
    "Right after the ballad (in 6/8, fret 2, a slow one) Vex sneaks past the guard, Wits Hard. Dice: 3 and 3.",
    "The band's in 3/4. Vex sneaks past the guard, Wits Hard. Dice: 3 and 3.",
    "Set 2, song 6. Vex sneaks past the guard, Wits Hard. Dice: 3 and 3.",
    "Vex sneaks past the guard who took our setlist (1. Intro 2. Riverside 3. Ashes), Wits Hard. Dice: 3 and 3.",
    "Between sets (doors were 7:30, we went on at 9), Vex sneaks past the guard, Wits Hard. Dice: 3 and 3.",
])
def test_a_musicians_numbers_are_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (3, 3) and not request.modifiers


def test_a_number_alone_after_a_full_stop_is_still_asked() -> None:
    """Only a list of items numbered one after another is a list: a lone '2.' may be a face, and is asked about."""
    with pytest.raises(PhraseError):
        parse("Vex sneaks past the guard. 2. Dex follows. Dice: 6 and 3", GHOSTBURN)


def test_the_one_someone_of_the_scene_asks_to_do_it_acts() -> None:
    request = parse("The producer asks Zoe to find the hum in the mix. Alertness. Dice 2, 3, 6, 4.", FS3)
    assert request.actor == "Zoe"


def test_a_player_asking_another_stays_as_the_rest_says() -> None:
    request = parse("Nemesis asks Zoe to cover her and climbs the wall, Athletics. Dice 2, 3, 6, 4.", FS3)
    assert request.actor == "Nemesis"


def test_a_time_got_with_its_article_is_the_scene() -> None:
    request = parse("Zoe rebuilds the amp, we've got a 45 min changeover. Technician. Dice: 6, 2, 3, 4.", FS3)
    assert request.dice == (6, 2, 3, 4)


def test_the_count_of_those_a_deed_is_done_to_is_a_groups_size_where_the_rules_read_one() -> None:
    """Ghostburn raises the difficulty one step per full ten members of a group: 'coerces the 25 dockers' is a group
    of 25, never a count of the scene dropped; 'while the 25 dockers watch' stays the scene, and FIST, which has no
    such rule, keeps 'the 11 survivors' as the scene."""
    assert parse("Vex coerces the 25 dockers, Fort Moderate. Dice: 10 and 8.", GHOSTBURN).group_size == 25
    assert parse("Vex coerces the guard while the 25 dockers watch. Dice: 10 and 8.", GHOSTBURN).group_size is None
    assert parse("Vex tells the 11 survivors that help is coming. Creative. rolled 1 and 1", FIST).group_size is None
