"""Kinds of phrasing a campaign's downtime thread and a referee's phone dictation showed (sets setES and setET, read
as the scene around the roll), with two kinds left from the GM's second-person narration (setER): a track's level
said in words ("Heat's at 4", "the healing clock's at 2 of 4", asked as a face), 'downtime' as the time the post
is set in (refused as a downtime roll), things counted with a word that describes them ('the 3 cracked windows'),
a day after 'paid to the' ('the 30th', read as a later attack), 'plus' before a plural noun closing its clause
('plus tips', asked), the GM's hand rolling 'for him' ('GM rolled for him: 8 and 7', asked as someone called GM),
whom the deed is done to before a colon and the roll that settles it ('boxes Chief Dunn: Melee vs ...'), a first
try's faces typed with commas before a reroll, 'no luck selling ...' (a second action), an impression of someone
after whose and a company's name (the one imitated read as the target), a bribe said after the aim of the roll (lost
inside it), the phone's punctuation said as words ('comma', 'full stop', 'open bracket'), numbers misheard among
a dictated post's dice ('she rolled to and for'), a correction between two values said out loud ('risky no wait
desperate', read as Risky without a word), stairs of the scene ('down the steps', read as difficulty steps); and
from setER: a group roll led by the one who says 'I' or 'you' with each member's dice said after (read as a
member's roll), someone's age after 'since you were' (asked), 'extreme cold' and 'minus twenty' of the weather,
'you've got one chance' (a second set of dice). Guards keep what must stay. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game)


@pytest.mark.parametrize("books", ["Heat's at 4 after the docks job.", "Heat's up to 5 since Tuesday.",
                                   "Her healing clock's at 2 of 4.", "The project sits at 3 segments of 8."])
def test_a_tracks_level_said_in_words_is_the_books(books: str) -> None:
    request = _read("blades", f"{books} Cross skirmishes with the bruiser, risky. Dice 6, 3.")
    assert (request.actor, request.dice) == ("Cross", (6, 3))


def test_a_level_with_dice_after_it_stays_asked() -> None:
    with pytest.raises(RollmateError):
        _read("blades", "Cross skirmishes with the bruiser, risky, heat at 4 5 6")


@pytest.mark.parametrize("when", ["Downtime, week 3.", "Thorn's downtime:", "Day 2 of downtime:"])
def test_downtime_as_the_time_of_the_post_leaves_an_action_roll(when: str) -> None:
    result = _resolved("blades", f"{when} Thorn prowls across the rooftops to case the bank, controlled. Dice 5, 2.")
    assert (result.actor, result.contract()["skill"], result.dice) == ("Thorn", "Prowl", (5, 2))


@pytest.mark.parametrize("phrase", ["Thorn indulges her vice at the pits, 5 3", "Cross works on a downtime "
                                    "activity, 4 2", "downtime roll for Nyx: long-term project, 6 1"])
def test_a_downtime_roll_is_still_refused(phrase: str) -> None:
    with pytest.raises(RollmateError, match="downtime"):
        _resolved("blades", phrase)


def test_things_counted_with_a_word_describing_them_are_the_scene() -> None:
    request = _read("fist", "Jonesy swears the 4 broken lamps were like that when we came, Creative. Dice 5 and 2.")
    assert (request.actor, request.dice) == ("Jonesy", (5, 2))


@pytest.mark.parametrize("day", ["Rent's paid to the 28th.", "Booked through the 14th."])
def test_a_day_after_paid_to_the_is_a_date(day: str) -> None:
    result = _resolved("fist", f"Ripper smashes the padlock, Forceful. Dice 4 and 4. {day}")
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (4, 4), 2)  # Forceful 2, nothing added


def test_plus_before_a_plural_noun_closing_its_clause_adds_nothing() -> None:
    said = _resolved("ghostburn", "Three nights at the club, 200 cred a night plus tips. Vex convinces the bouncer "
                                  "to let us in. Dice 6 and 4.")
    plain = _resolved("ghostburn", "Three nights at the club. Vex convinces the bouncer to let us in. Dice 6 and 4.")
    assert (said.actor, said.dice, said.modifier) == ("Vex", (6, 4), plain.modifier)


def test_the_gms_hand_rolling_for_him_is_the_ones_named_before() -> None:
    request = _read("ghostburn", "The guard comes round about the noise and searches the back room. GM rolled for "
                                 "him: 8 and 7.")
    assert (request.actor, request.dice) == ("the guard", (8, 7))


def test_whom_a_deed_is_done_to_before_a_colon_and_its_roll() -> None:
    request = _read("fs3", "Mavros boxes the goon: Melee vs the goon. Mavros rolled 6 7 2 1 3, the goon rolled 8 2 6.")
    assert (request.actor, request.dice, request.opponent.name) == ("Mavros", (6, 7, 2, 1, 3), "the goon")


def test_a_first_try_typed_with_commas_before_a_reroll() -> None:
    result = _resolved("fs3", "Mavros keeps watch: Alertness. First roll 2, 3, 1. She spends her luck on a "
                              "reroll: 7, 8, 1.")
    assert (result.actor, result.dice) == ("Mavros", (7, 8, 1))


def test_no_luck_doing_a_thing_is_no_second_action() -> None:
    result = _resolved("ghostburn", "No luck selling the old deck yet. Vex bluffs the guard that she's a nurse. "
                                    "Dice 3 and 4.")
    assert (result.actor, result.contract()["trick"], result.dice) == ("Vex", "Bluff", (3, 4))


def test_an_impression_of_someone_after_whose_and_a_companys_name() -> None:
    request = _read("ghostburn", "Vex calls the club doing an impression of his Arasaka Corp bouncer. Dice 8 and 6.")
    assert (request.actor, request.target) == ("Vex", None)  # the bouncer is imitated, not talked to
    request = _read("ghostburn", "Vex calls the fixer doing an impression of his Arasaka Corp bouncer. Dice 8 and 6.")
    assert request.target == "the fixer"


def test_a_bribe_said_after_the_aim_of_the_roll_is_the_rolls() -> None:
    for phrase in ("Vex convinces the bouncer to lose the tape with a bribe. 9 and 8",
                   "Vex convinces the bouncer to lose the tape and sweetens it with a bribe. 9 and 8"):
        result = roll(phrase, example_game("ghostburn")[0])
        assert result.difficulty.value == 14  # the bouncer's Wits Hard, one step easier for the bribe


@pytest.mark.parametrize(("said", "typed"), [
    ("Kit reads the room comma hot full stop rolled 6 and 2", "Kit reads the room,      hot.          rolled 6 and 2"),
    ("dice open bracket six comma five close bracket", "dice             (six,      five)             "),
    ("she rolled to and for comma period", "she rolled 2  and 4  ,            "),
    ("he rolled a six and a for comma", "he rolled a six and a 4  ,     "),
    ("new line Kit goes comma rolled 2 2", "         Kit goes,      rolled 2 2"),
])
def test_a_dictated_posts_marks_and_misheard_numbers(said: str, typed: str) -> None:
    from rollmate.grammar.dictated import dictated

    assert dictated(said) == typed


@pytest.mark.parametrize("plain", ["the colon of the map, rolled 4 and 2", "a period of grace, rolled for Kit",
                                   "we rolled for initiative and then 4 and 5"])
def test_a_post_with_no_mark_said_as_a_word_is_as_typed(plain: str) -> None:
    from rollmate.grammar.dictated import dictated

    assert dictated(plain) == plain


def test_a_dictated_post_is_read_with_its_marks() -> None:
    result = _resolved("blades", "Cross skirmishes with the bruiser comma great view of the canal comma desperate "
                                 "comma standard full stop rolled a six and a to and a one Sent via voice")
    blades = result.contract()["blades"]
    assert (result.actor, result.dice, blades["position"], blades["effect"]) == ("Cross", (6, 2, 1), "Desperate",
                                                                                    "Standard")


@pytest.mark.parametrize(("said", "meant"), [("risky no wait desperate", "desperate"),
                                             ("desperate no sorry controlled", "controlled")])
def test_a_value_taken_back_out_loud_is_replaced(said: str, meant: str) -> None:
    result = _resolved("blades", f"Thorn prowls past the patrol, {said}. dice 6 5")
    assert result.contract()["blades"]["position"] == meant.title()


def test_stairs_of_the_scene_are_no_steps() -> None:
    result = _resolved("blades", "Thorn resists the fall down the steps to the lower quay with Prowess. She got 4 and 3.")
    assert (result.actor, result.dice) == ("Thorn", (4, 3))


@pytest.mark.parametrize("who", ["I", "You"])
def test_a_group_roll_led_by_the_one_who_says_i_or_you(who: str) -> None:
    result = roll(f"{who} lead a group prowl with Cross and Nyx, risky, standard. {who} rolled 3 and 1, Cross "
                  "rolled 4, Nyx rolled 6 and 2.", example_game("blades")[0], system="blades", actor="Thorn")
    assert (result.actor, result.dice) == ("Thorn", (3, 1, 4, 6, 2))


def test_a_group_roll_led_by_the_one_named_first_still() -> None:
    result = roll("Thorn leads a group prowl with Nyx and Silas, risky. Thorn rolled 5 1, Nyx rolled 4 2, "
                  "Silas rolled 2.", example_game("blades")[0], system="blades", actor="Cross")
    assert result.actor == "Thorn"


@pytest.mark.parametrize("age", ["since you were 7.", "since we were 9,"])
def test_an_age_after_since_or_when_is_the_scene(age: str) -> None:
    request = _read("ghostburn", f"Vex grew up above the noodle stalls, ever {age} City Culture. Rolled 1 and 1.")
    assert (request.actor, request.dice) == ("Vex", (1, 1))


def test_extreme_cold_and_minus_twenty_are_the_weather() -> None:
    request = _read("ghostburn", "It's extreme cold up here, minus twenty with the wind. Vex jumps the gap: Athletics, "
                                 "Severe. Rolled 9 and 9.")
    assert (request.actor, request.difficulty, request.dice, request.modifiers) == ("Vex", "Severe", (9, 9), ())


@pytest.mark.parametrize("chance", ["You've got one chance to make an impression.", "We got two tickets left."])
def test_things_got_counted_in_words_are_no_dice(chance: str) -> None:
    request = _read("fs3", f"{chance} Zoe rolls Presence. She got 7 1 2.")
    assert (request.actor, request.dice) == ("Zoe", (7, 1, 2))


def test_got_and_a_number_word_before_the_dice_word_stays_the_dice() -> None:
    request = _read("fs3", "Zoe rolls Presence. got seven one and two")
    assert request.dice == (7, 1, 2)


def test_a_floor_said_in_words_is_the_scene() -> None:
    request = _read("ghostburn", "No space on level two, so Vex convinces the bouncer to let the van in. 9 and 8")
    assert (request.actor, request.dice) == ("Vex", (9, 8))


def test_so_roll_plus_a_stat_is_no_aim_of_the_roll() -> None:
    result = _resolved("pbta", "Kit reads a charged situation but it's all gut feeling so roll plus weird instead. "
                               "Rolled 2 and 2.")
    assert (result.actor, result.contract()["skill"], result.contract()["ability"]["name"]) == ("Kit", "Read the Room",
                                                                                                "Weird")
