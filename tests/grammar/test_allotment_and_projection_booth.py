"""Kinds of phrasing an allotment society's chat and notes and a projection booth's log and chat showed (sets setEP
and setEQ, read as the scene around the roll): what a roll is for, closing at a colon before the ruling after it
('to get the standpipe running again: Small Corp security', where the ruling was lost and asked for), a day and a
month typed with a slash after a word of when ('on 3/6', read as a second pair of dice), a thing by its number after
a name ('John Innes No. 2'), a thing of the scene that pushes ('Forced rhubarb pushing through', read as a push and
its die), a picture's shape with a decimal point ('2.39:1', read as a face), a nickname that is an ordinary word,
said in lowercase after an article and words that describe the thing ('the fallen 6,000 ft platter', read as the one
acting on themself), what doing a thing is like opening a sentence ('Risky to plant out before May'), the writer's
word after a comma ('..., gutted.', read as a deed), a past participle after a thing ('the ghost caught in the
beam', read as a second action), a clause said of a pronoun after a thing ('the lamphouse they've been hiding the
ledger in'), someone's possessive heading a line of notes ("Secretary's minute 4.2:", asked as someone nobody
knows), and another reading of a measure ('12 mm or maybe 15'); then, after the GM's second-person narration (setER,
the session's hold-out) was scored: the GM's ruling told to the player ("Skirmish: you're desperate", dropped without
a word), the GM's roll for 'him' where the post speaks to someone else ('Kid, the night guard ... I rolled for him:
8 and 5', rolled as Kid's without a word). Guards keep what must stay: a push said of the one
who rolls, a verb said after 'you've been' of the one spoken to, a name capitalised after an article's words, a
face after a full stop. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, ghostburn_party, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.system import get_system


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _ghostburn(phrase: str, **vex: object):  # type: ignore[no-untyped-def]
    party = ghostburn_party(**vex)
    return parse(phrase, get_system("ghostburn").vocabulary(party))


def _rolled(game: str, phrase: str) -> tuple[str | None, str, tuple[int, ...]]:
    """Who rolls, the skill or action rolled, and the dice."""
    result = roll(phrase, example_game(game)[0], system=game) if game != "ghostburn" else roll(phrase, ghostburn_party())
    return result.actor, result.contract()["skill"], result.dice


def test_what_a_roll_is_for_closes_at_a_colon_before_the_ruling() -> None:
    request = _read("ghostburn", "Vex hacks the junction box to get the lift moving again: Small Corp security. "
                                 "Dice: 1 and 2.")
    assert (request.actor, request.dice, request.difficulty) == ("Vex", (1, 2), "Moderate")


def test_an_hour_inside_what_a_roll_is_for_is_no_break() -> None:
    request = _read("fist", "Ripper kicks in the door to get there by 14:30. Dice: 5 and 3.")
    assert (request.actor, request.dice) == ("Ripper", (5, 3))


@pytest.mark.parametrize("when", ["on 3/6"])
def test_a_day_and_month_typed_with_a_slash_is_the_scene(when: str) -> None:
    request = _read("pbta", f"The hives went quiet {when}. Kit reads the keeper for a lie. A pair of fives.")
    assert (request.actor, request.dice) == ("Kit", (5, 5))


def test_two_faces_with_a_slash_after_a_roll_word_stay_dice() -> None:
    assert _read("pbta", "Kit reads the keeper for a lie, rolled 3/6.").dice == (3, 6)


@pytest.mark.parametrize("thing", ["John Innes No. 2", "Chanel No. 5"])
def test_a_thing_by_its_number_after_its_name_is_the_scene(thing: str) -> None:
    request = _read("blades", f"Standard stock, {thing}, 40 litre bags. Cross skirmishes with the guard, risky. "
                              f"Dice: 4, 1 and 6.")
    assert (request.actor, request.dice) == ("Cross", (4, 1, 6))


def test_a_thing_of_the_scene_pushing_is_no_push() -> None:
    assert _rolled("blades", "New growth pushing up through the gravel. Cross skirmishes with the guard, risky. "
                             "Dice: 4, 1 and 2.") == ("Cross", "Skirmish", (4, 1, 2))


def test_the_one_who_rolls_pushing_still_pushes() -> None:
    request = _read("blades", "Cross skirmishes with the guard, risky. Really pushing it. Dice: 4, 1 and 6.")
    assert "push" in [c.key for c in request.cues]


@pytest.mark.parametrize("shape", ["2.39:1", "1.85:1"])
def test_a_pictures_shape_with_a_decimal_point_is_the_scene(shape: str) -> None:
    request = _read("pbta", f"Sharp picture, {shape}. Kit reads the projectionist for a lie. Dice: 4 and 3.")
    assert (request.actor, request.dice) == ("Kit", (4, 3))
    assert shape in [c.text for c in request.reading]  # shown in Read as, whole


@pytest.mark.parametrize("thing", ["the fallen platter", "the fallen 6,000 ft platter", "a battered old platter"])
def test_a_nickname_in_lowercase_after_an_articles_words_is_the_thing(thing: str) -> None:
    request = _ghostburn(f"Platter heaves {thing} off the cop. Rolled 6 and 2.", name="Platter")
    assert (request.actor, request.dice) == ("Platter", (6, 2))


def test_a_nickname_capitalised_after_an_articles_words_is_still_someone() -> None:
    with pytest.raises(RollmateError):  # "the brave Platter" names Vex: Vex would act on themself, which is asked
        _ghostburn("Platter heaves the brave Platter off the cop. Rolled 6 and 2.", name="Platter")


@pytest.mark.parametrize("judgement", ["Risky to plant out before May, but she tries.",
                                       "Dangerous to plant anything in this wind, but she tries."])
def test_what_doing_a_thing_is_like_opening_a_sentence_is_the_scene(judgement: str) -> None:
    assert _rolled("ghostburn", f"Vex convinces the merchant to drop the price. {judgement} The dice: 2 and 3, so Vex "
                                f"spends a luck point to avoid the glitch.") == ("Vex", "Persuade", (2, 3))


def test_the_writers_word_alone_after_a_comma_is_no_deed() -> None:
    assert _rolled("ghostburn", "My pumpkin's split, 14 lb of it, gutted. Vex shoots the thug. 5 and 4 on the "
                                "dice.") == ("Vex", "Firearms", (5, 4))


@pytest.mark.parametrize("phrase", [
    "Nyx attunes to the ghost caught in the lamp's beam, desperate. Dice: 6 and 2.",
    "Nyx attunes to the spirit caught under the old mirror, desperate. Dice: 6 and 2.",
])
def test_a_past_participle_after_a_thing_says_what_was_done_to_it(phrase: str) -> None:
    assert _rolled("blades", phrase) == ("Nyx", "Attune", (6, 2))


def test_a_clause_said_of_a_pronoun_after_a_thing_is_no_deed() -> None:
    assert _rolled("blades", "Cross wrecks the old crate they've been hiding the ledger in, risky. Dice: 6.") \
        == ("Cross", "Wreck", (6,))


def test_a_verb_after_you_have_been_said_to_someone_stays_their_deed() -> None:
    assert _rolled("blades", "Cross, you've been hiding in the van, risky. Dice: 6.")[1] == "Prowl"


def test_someones_possessive_heading_a_line_of_notes_is_no_one_acting() -> None:
    result = roll("Secretary's minute 4.2: Vex convinces the merchant to drop the rent. Dice 7 and 5.",
                  ghostburn_party())
    assert (result.actor, result.dice) == ("Vex", (7, 5))


@pytest.mark.parametrize("measure", ["12 mm or maybe 15", "3 kg, or perhaps 4"])
def test_another_reading_of_a_measure_is_the_scene(measure: str) -> None:
    request = _ghostburn(f"Rain gauge says {measure}. Vex convinces the merchant to wait. Dice 6 and 4.")
    assert (request.actor, request.dice) == ("Vex", (6, 4))


@pytest.mark.parametrize(("ruling", "position"), [("Skirmish: you're desperate, great effect.", "desperate"),
                                                  ("Skirmish, you are controlled.", "controlled")])
def test_the_gms_ruling_told_to_you_is_the_position(ruling: str, position: str) -> None:
    """Second-person narration (setER): 'you're desperate' said as the GM's call is the position, never dropped."""
    request = _read("blades", f"The sergeant is the size of a door. You go at him with your blade. {ruling} "
                              f"You rolled 6, 6 and 2.")
    assert position in [c.key for c in request.cues]


def test_what_you_are_desperate_for_is_the_scene() -> None:
    request = _read("blades", "Cross skirmishes with him, you're desperate for a win, risky. You rolled 6 and 2.")
    assert [c.key for c in request.cues] == ["risky"]


def test_the_gms_roll_for_him_is_never_the_one_spoken_tos() -> None:
    """'Dex, the guard comes round ... He searches ... I rolled for him: 8 and 5': the dice are the guard's, whom
    'him' stands for; the one spoken to ('you') never rolls them without a word (it was Dex's search, at the guard)."""
    phrase = "Dex, the guard comes round the corner. He searches the alley for it. I rolled for him: 8 and 5."
    try:
        request = _read("ghostburn", phrase)
    except RollmateError as error:
        assert "the guard" in str(error)  # asked whose roll it is, naming the one the dice were thrown for
    else:
        assert request.actor == "the guard"


def test_the_gms_roll_for_the_only_one_named_is_theirs() -> None:
    assert _read("ghostburn", "The guard searches the alley. I rolled for him: 8 and 5.").actor == "the guard"


def test_a_clause_after_but_keeps_its_deed() -> None:
    """'..., but she is still fighting the first mate': a clause of its own after 'but', its deed the roll's."""
    assert _rolled("blades", "Cross took a knock from the cannonball, but she is still fighting the first mate, "
                             "risky. Rolled 4, 1 and 2.") == ("Cross", "Skirmish", (4, 1, 2))
