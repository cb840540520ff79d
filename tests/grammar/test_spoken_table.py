"""A table that plays by voice, its lines typed by a speech-to-text bot: numbers said as words, pauses, words said
twice, corrections said out loud, a player's name the bot puts first. Phrasings written for this file, none from
the phrase sets. The rule under them all: the dice said in words where dice stand are the dice, a number word
elsewhere stays the scene's, and what a speaker takes back is shown as not used, never applied."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll, war_of

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


def _same_roll(a: RollRequest, b: RollRequest) -> None:
    for name in ("actor", "skill", "trick", "verbs", "abilities", "target", "dice", "modifiers", "difficulty", "cues"):
        assert getattr(a, name) == getattr(b, name), name


# -- number words where the dice stand ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("blades", "thorn climbs the drainpipe prowl four and two", (4, 2)),
    ("fist", "ripper shoulders through the crowd five and one", (5, 1)),
    ("ghostburn", "vex talks the bouncer down nine and three", (9, 3)),
    ("pbta", "kit eases past the raiders six and four", (6, 4)),
    ("fs3", "nemesis aims at the sniper firearms seven three eight two one", (7, 3, 8, 2, 1)),
    ("blades", "silas cuts the rope skirmish one and one and five", (1, 1, 5)),
])
def test_number_words_closing_the_clause_are_the_dice(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "vex picks the lock uh seven and two", (7, 2)),
    ("fist", "ripper kicks the door um six six", (6, 6)),
    ("blades", "cross wrecks the cart desperate uh five four and one", (5, 4, 1)),
    ("pbta", "kit eases past the raiders er three and a five", (3, 5)),
])
def test_a_pause_before_the_faces_ends_what_comes_before(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "ripper fires two shots at the drone, rolled 4 4"),
    ("ghostburn", "vex waits two minutes then slips past, 3 9"),
    ("pbta", "kit wants two slip past the raiders, rolled 5 5"),
])
def test_number_words_inside_the_action_stay_the_scene(game: str, phrase: str) -> None:
    request = read(game, phrase)
    assert len(request.dice or ()) == 2 and 2 not in (request.dice or ())


def test_a_number_word_naming_a_place_before_spoken_faces_is_asked_about() -> None:
    with pytest.raises(PhraseError):
        read("blades", "thorn hides on deck three five and two")


def test_one_number_word_after_a_place_is_no_die() -> None:
    assert read("ghostburn", "vex climbs to pier nine").dice is None


# -- pauses and words said twice ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "said", "meant"), [
    ("blades", "wait wait thorn thorn prowls past the watch, 4 2", "thorn prowls past the watch, 4 2"),
    ("ghostburn", "ok ok vex vex sneaks past the guard uh three and nine", "vex sneaks past the guard, 3 9"),
    ("fist", "ripper kicks in the uh the door um four four", "ripper kicks in the door, 4 4"),
    ("pbta", "kit eases past at the at the gate two and five yeah", "kit eases past at the gate, 2 5"),
    ("blades", "thorn she um she prowls past the watch four and two", "thorn prowls past the watch, 4 2"),
])
def test_pauses_and_stutters_read_as_the_line_said_once(game: str, said: str, meant: str) -> None:
    _same_roll(read(game, said), read(game, meant))


# -- corrections said out loud -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "said", "meant"), [
    ("ghostburn", "vex rolls firearms no wait stealth, 3 9", "vex rolls stealth, 3 9"),
    ("fs3", "nemesis rolls melee no sorry firearms, 6 5 4 3 2", "nemesis rolls firearms, 6 5 4 3 2"),
    ("fist", "ripper kicks the door rolled a two no sorry a three and a five", "ripper kicks the door rolled 3 5"),
    ("blades", "thorn tinkers no wait she prowls past the watch, 4 2", "thorn prowls past the watch, 4 2"),
    ("ghostburn", "vex climbs the fence i mean the wall, 5 5", "vex climbs the wall, 5 5"),
    ("ghostburn", "vex sneaks past the guard actually no climbs the wall 4 4", "vex climbs the wall, 4 4"),
    ("fist", "ripper kicks the door wait no shoots the lock 6 6", "ripper shoots the lock, 6 6"),
])
def test_the_last_said_is_meant(game: str, said: str, meant: str) -> None:
    _same_roll(read(game, said), read(game, meant))


def test_what_is_taken_back_shows_as_not_used() -> None:
    request = read("ghostburn", "vex rolls firearms no wait stealth, 3 9")
    taken = [c for c in request.reading if c.kind == "correction"]
    assert [(c.text, c.used) for c in taken] == [("firearms no wait", False)]


@pytest.mark.parametrize(("game", "said", "meant", "taken"), [
    ("ghostburn", "vex sneaks past the guard no climbs the wall, 4 4", "vex climbs the wall, 4 4",
     "sneaks past the guard no"),
    ("ghostburn", "vex sneaks past the guard, no, climbs the wall, 4 4", "vex climbs the wall, 4 4",
     "sneaks past the guard, no,"),
    ("fist", "ripper kicks the door no picks the lock 6 6", "ripper picks the lock, 6 6", "kicks the door no"),
    ("pbta", "kit charges the raiders no sneaks past them 2 5", "kit sneaks past them, 2 5", "charges the raiders no"),
])
def test_a_lone_no_before_another_action_takes_the_first_back(game: str, said: str, meant: str, taken: str) -> None:
    request = read(game, said)  # the corrected verb is meant, and the first shows as not used: never dropped unsaid
    _same_roll(request, read(game, meant))
    assert [(c.text, c.used) for c in request.reading if c.kind == "correction"] == [(taken, False)]


@pytest.mark.parametrize(("game", "said", "taken", "left"), [
    ("pbta", "kit charges the raiders no saunters past them 2 5", "charges the raiders no", "saunters"),
    ("blades", "cross fights the thug no outwits him, 4 6 2", "fights the thug no", "outwits"),
    ("blades", "cross fights the thug no, she outfoxes him, 4 6 2", "cross fights the thug no, she", "outfoxes"),
    ("ghostburn", "vex sneaks past the guard, no, wheedles him, 4 4", "sneaks past the guard, no,", "wheedles"),
])
def test_a_lone_no_before_a_verb_the_game_does_not_know_still_takes_the_first_back(game: str, said: str, taken: str,
                                                                                   left: str) -> None:
    """'... no saunters past them': the correction is taken, and the game asks which roll the new verb is; never the
    first action rolled with the correction dropped unsaid."""
    request = read(game, said)
    assert [(c.text, c.used) for c in request.reading if c.kind == "correction"] == [(taken, False)]
    assert left in (request.action or "") and not request.verbs and request.skill is None


def test_a_lone_no_before_a_word_that_may_be_a_thing_or_a_verb_is_asked_about() -> None:
    """'no guards notice' may be the scene's: asked, with the correction's phrase to pick ('no strolls past them' is
    the verb: where it goes says so)."""
    with pytest.raises(PhraseError, match="Does 'no' take back 'charges the raiders' for 'guards ...'") as asked:
        read("pbta", "kit charges the raiders no guards notice her, 2 5")
    assert asked.value.choices == ("kit guards notice her, 2 5",)


@pytest.mark.parametrize("phrase", ["vex tells the guard no sorry we are closed, rolled 4 4",
                                    "vex sneaks past, no guards see her, rolled 4 4",
                                    "vex sneaks past the guard no stopping her now, rolled 4 4"])
def test_no_and_sorry_in_the_story_take_nothing_back(phrase: str) -> None:
    request = read("ghostburn", phrase)
    assert not any(c.kind == "correction" for c in request.reading)


# -- who speaks and who acts -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "jess says vex sneaks past the guard, 3 9", "Vex"),
    ("fist", "tom says um ripper kicks the door 4 4", "Ripper"),
    ("pbta", "priya says kit eases past the raiders, rolled 2 5", "Kit"),
])
def test_a_players_name_before_says_is_who_speaks(game: str, phrase: str, actor: str) -> None:
    request = read(game, phrase)
    assert request.actor == actor
    assert [c.used for c in request.reading if c.kind == "speaker's label"] == [False]


def test_a_characters_own_name_before_says_is_not_a_label() -> None:
    request = read("ghostburn", "vex says i sneak past the guard, 3 9")
    assert request.actor == "Vex" and not any(c.kind == "speaker's label" for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "unknown"), [
    ("pbta", "uh brody slips past the raiders three and four", "brody"),
    ("ghostburn", "marisol sweet talks the guard, 4 4", "marisol"),
])
def test_a_name_nobody_knows_acting_is_still_asked_about(game: str, phrase: str, unknown: str) -> None:
    with pytest.raises(PhraseError, match=f"anyone called '{unknown}'"):
        read(game, phrase)


# -- what the dice said in words let through: the roll's own words must still be read right ---------------------------
def test_a_trick_written_as_its_name_in_the_purpose_is_the_roll() -> None:
    party = load_party([EXAMPLES / "ghostburn_party.toml"])
    result = roll("vex swerves into the van to Sideswipe it, 8 and 4", party)
    assert result.trick == "Sideswipe"


def test_a_position_said_right_before_an_effect_is_a_rules_value() -> None:
    party = load_party([EXAMPLES / "blades_party.toml"])
    result = roll("silas attunes to the spirit in the well controlled great effect six and two", party, system="blades")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == ("Controlled", "Great")


@pytest.mark.parametrize("phrase", ["vex talks the bouncer down 9 and 3", "vex talks the bouncer down nine and three"])
def test_faces_after_down_are_no_step(phrase: str) -> None:
    assert read("ghostburn", phrase).dice == (9, 3)


# -- rules numbers said in words ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "amounts"), [
    ("ghostburn", "vex shoots the guard plus two for the scope, 5 5", [2]),
    ("fist", "ripper kicks the door minus one, 4 4", [-1]),
    ("fs3", "nemesis rolls melee minus two for the smoke, 6 5 4 3 2", [-2]),
    ("pbta", "kit has plus one forward and eases past the raiders, 6 4", [1]),
])
def test_plus_or_minus_a_number_word_is_a_modifier(game: str, phrase: str, amounts: list[int]) -> None:
    assert [m.amount for m in read(game, phrase).modifiers] == amounts


@pytest.mark.parametrize("phrase", ["vex takes on the guard plus two friends, 5 5",
                                    "vex sneaks past the guards minus one other, 5 5",
                                    "vex brings dex plus one friend to the meet, 5 5"])
def test_plus_a_number_of_people_is_no_modifier(phrase: str) -> None:
    try:
        request = read("ghostburn", phrase)
    except PhraseError:
        return  # asked what the number is
    assert request.modifiers == ()


def test_plus_one_effect_said_in_words_is_the_push_for_effect() -> None:
    party = load_party([EXAMPLES / "blades_party.toml"])
    result = roll("thorn prowls past the watch and pushes for plus one effect four and two", party, system="blades")
    assert (result.extra["blades"]["effect"], result.dice) == ("Great", (4, 2))


@pytest.mark.parametrize("phrase", ["Nyx sways the Inspector with a devil's bargain: +1 heat, rolled 6 4 2 1",
                                    "nyx sways the inspector with a devils bargain plus one heat six four two one"])
def test_a_devils_bargains_price_is_no_dice_and_shows_with_it(phrase: str) -> None:
    party = load_party([EXAMPLES / "blades_party.toml"])
    result = roll(phrase, party, system="blades")
    assert (result.extra["blades"]["pool"], result.outcome) == (4, "Full Success")
    price = [c for c in result.request.reading if c.note == "the bargain's price"]
    assert [c.text for c in price] in (["+1 heat"], ["plus one heat"])


@pytest.mark.parametrize(("game", "phrase", "faces", "amounts"), [
    ("pbta", "kit bandages boone three and four minus one cause its dark", (3, 4), [-1]),
    ("fs3", "nemesis rolls melee five and five plus one", (5, 5), [1]),
    ("ghostburn", "vex shoots the guard, rolled six and two minus two", (6, 2), [-2]),
])
def test_a_modifier_said_in_words_after_the_faces_is_no_face(game: str, phrase: str, faces: tuple[int, ...],
                                                             amounts: list[int]) -> None:
    request = read(game, phrase)
    assert (request.dice, [m.amount for m in request.modifiers]) == (faces, amounts)


# -- what a transcriber leaves out -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "said", "meant"), [
    ("fist", "jonesys hand shakes but she shoots the guard, 4 4", "jonesy's hand shakes but she shoots the guard, 4 4"),
    ("pbta", "kit patches up boones arm, 4 4", "kit patches up boone's arm, 4 4"),
    ("ghostburn", "after dexs distraction vex sneaks past the guard, 3 9", "after dex's distraction vex sneaks past the guard, 3 9"),
])
def test_a_name_and_s_is_the_names_own(game: str, said: str, meant: str) -> None:
    _same_roll(read(game, said), read(game, meant))


def test_a_prefix_of_a_name_and_s_stays_an_english_word() -> None:
    party = load_party([EXAMPLES / "ghostburn_party.toml"]).merged(parse_sheet(
        {"system": "ghostburn", "npc": [{"name": "Lieutenant Okafor", "wits": "Hard", "fort": "Hard"}]}, "npc.toml"))
    request = parse("Vex lies to the guard that the cops are coming, 3 9", get_system("ghostburn").vocabulary(party))
    assert (request.actor, request.target) == ("Vex", "the guard")


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "roll plus cool for kit one and one", "Kit"),
    ("pbta", "roll +sharp for boone, 4 4", "Boone"),
])
def test_roll_a_stat_for_someone_names_the_roller(game: str, phrase: str, actor: str) -> None:
    request = read(game, phrase)
    assert (request.actor, request.target) == (actor, None)


def test_two_heard_for_to_before_a_verb_keeps_the_move() -> None:
    assert read("pbta", "kit wants two scavenge the wreck, rolled 4 5").trick == "Scavenge"


# -- a resource's dice said apart from the roll's ----------------------------------------------------------------------
@pytest.mark.parametrize(("phrase", "faces", "war"), [
    ("ripper vaults the fence and she's throwing in a war die rolled a three and a four war die's a six",
     (3, 4), (1, (6,), None)),
    ("ripper vaults the fence throwing in two war dice rolled 2 5 and the war dice are 1 and 6", (2, 5), (2, (1, 6), None)),
    ("ripper kicks the door, rolled 4 4, war die's a five", (4, 4), (1, (5,), None)),
])
def test_the_war_dice_named_again_with_faces_leave_the_rolled_faces_to_the_roll(
        phrase: str, faces: tuple[int, ...], war: tuple[int, tuple[int, ...], None]) -> None:
    request = read("fist", phrase)
    assert (request.dice, war_of(request)) == (faces, war)


def test_war_dice_rolled_once_are_still_the_war_dice() -> None:
    request = read("fist", "ripper kicks the door, rolled 4 4, adds a war die rolled 5")
    assert (request.dice, war_of(request)) == ((4, 4), (1, (5,), None))


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("blades", "after nyxs setup for plus one effect thorn prowls past the watch four and two", "Thorn"),
    ("ghostburn", "after dex's distraction vex sneaks past the guard 3 9", "Vex"),
    ("fist", "once jonesy's distraction lands ripper kicks the door 4 4", "Ripper"),
    ("fist", "in the dark ripper kicks the door four and four", "Ripper"),
    ("fist", "during the firefight ripper gives a rousing speech to the militia one and two", "Ripper"),
])
def test_a_name_before_a_verb_said_of_it_acts_in_a_run_on_line(game: str, phrase: str, actor: str) -> None:
    assert read(game, phrase).actor == actor


@pytest.mark.parametrize("phrase", ["zoe shoots at the goon firearms vs the goon zoe rolled 8 8 1 goon rolled 2 3",
                                    "zoe shoots at the goon firearms versus the goon uh zoe got eight eight one goon "
                                    "got two three"])
def test_each_name_and_the_faces_it_got_are_a_clause_of_their_own(phrase: str) -> None:
    request = read("fs3", phrase)
    assert (request.actor, request.dice, request.faces_by) == ("Zoe", (8, 8, 1), {"the goon": (2, 3)})


@pytest.mark.parametrize("phrase", ["ripper shoots the guard cause her arm's broken, 4 4",
                                    "ripper shoots the guard cuz his hands are shaking, 4 4"])
def test_a_reason_said_with_cause_is_the_scene(phrase: str) -> None:
    assert read("fist", phrase).verbs == ("shoot",)


@pytest.mark.parametrize("phrase", ["zoe goes at the goon with her knife melee, rolled 8 8 1 2",
                                    "mavros heads for the goon with a knife melee, rolled 8 8 1 2"])
def test_a_name_after_words_of_the_action_is_no_second_actor(phrase: str) -> None:
    request = read("fs3", phrase)
    assert (request.actor, request.target) in (("Zoe", "the goon"), ("Mavros", "the goon"))


def test_two_names_joined_by_and_still_both_act() -> None:
    with pytest.raises(PhraseError, match="Two people act"):
        read("fs3", "zoe and mavros climb the wall, rolled 8 8 1 2")
