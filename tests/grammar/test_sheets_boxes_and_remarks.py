"""A dog walker's log and a removals crew's job sheet around a roll, read by kind: a cell of a row of fields between
bars ('JS-0417 | Access: 4th floor, no lift | Note: ...'), a heading joined by hyphens ('End-of-day:'), a heading
that is a verb's -ing form ('Parking:'), a heading whose line is one rules word ('Parking: limited.'), a box of a form
ticked ('Wee: yes / Poo: no.'), a count on a thing ('6 on leads'), a pack counted under a heading ('Walk log: pack of
6,'), a thing a place lacks ('no lift'), a thing with its code ('gate code 2-0-2-0'), a count hyphened to a word
before a noun ('the 3-seater sofa'), a dash after the hour a line was written ('07:52 - 12 Elm Rd'), numbers hyphened
as a range after a thing's two nouns ('bay suspension 8-6'), a bonus said in words ('got a bonus: extra 15 min'), a
verb said with 'not' ("doesn't"), a thing listed with what it is like ('great recall, cool morning'), a stat's word
closing a sentence of the scene as a remark ('..., cool.'), the words between a split verb's two halves that open
with a preposition ('by feel with the lights out'); and from older sets: an apostrophe of a dropped letter opening
no quotation ("pushin' 'imself ... the Dimmer Sisters' barge"), a verb typed with an apostrophe ("resist's the"), a
slip of a game's cue ('ressists'), 'Prowess to resist ...', Blades' 'fiddles with' and 'speaks with the ghost', an
opponent nobody's sheet has rolling the dice said as theirs, and 'His: 2 4 1 6' opening a sentence. Guards keep what
must stay: a rules label's value ('Effect: limited.'), a split verb's object ('talks the guard into it'), an opponent
without dice asked about. Then a library's desk log, read after that set (the session's hold-out) was scored: a count
under a plural heading ('Incidents: 2.', 'Queries: 3, ...'), a plural heading that is a game's verb ('Holds: queue of
7'), a thing named for a trick after the roll's own ('Surgery kit restocked'), someone else doing something after
'with' ('with Director Hale watching'), the stat said as the roll's ('roll +sharp') beating a plain word of the scene
('hot off the press'), a room named by what is done there ('reading room'). Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _rolled(game: str, phrase: str, **kw):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game, **kw)


@pytest.mark.parametrize("phrase", [
    "JS-0417 | Access: 4th floor, no lift | Inventory: 38 boxes, 2 x wardrobes | Note: Ripper shoves the wardrobe "
    "through the fire door. Dice: 4, 3.",
    "JS-0552 | Access: 4th floor, no lift | Ripper shoves the wardrobe through the fire door. Dice: 4, 3.",
    "End-of-day: 9 walks, 14.2 km, 18 bags used. Ripper shoves the wardrobe through the fire door. Dice 4 and 3.",
    "Walk log: pack of 6, 3 on leads and 3 in the van. Ripper shoves the wardrobe through the fire door. Dice 4 and 3.",
    "Ripper shoves the wardrobe through the fire door. Dice 4 and 3. Wee: yes / Poo: no.",
    "Ripper shoves the wardrobe through the fire door. Dice 4 and 3. Mood: grumpy. Poo: yes x5.",
    "van chat 07:52 - 12 Elm Rd is a long carry. Ripper shoves the wardrobe through the fire door, rolled 4 3",
])
def test_a_job_sheets_and_a_walk_logs_words_are_the_scene(phrase: str) -> None:
    request = _read("fist", phrase)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())
    assert roll(phrase, example_game("fist")[0], system="fist").ability.name == "Forceful"


def test_a_count_hyphened_to_a_word_before_a_noun_is_the_scene() -> None:
    result = _rolled("fist", "Ripper dives behind the 3-seater sofa to dodge the shots. Dice 4 and 3.")
    assert (result.actor, result.ability.name, result.dice) == ("Ripper", "Reflexive", (4, 3))


def test_a_thing_a_place_lacks_is_no_deed() -> None:
    result = _rolled("fist", "Access: 3rd floor, no lift. Ripper negotiates with the agent for an extra hour on the "
                             "keys. Came up 4 and 3.")
    assert result.ability.name == "Creative"


@pytest.mark.parametrize("phrase", [
    "Parking: bay suspension 8-6, permit pending. Vex bluffs the bouncer. Dice 6 and 7.",
    "Tomorrow: pick-up 8:15, gate code 2-0-2-0. Vex bluffs the bouncer. Dice 6 and 7.",
    "Gate code 1-9-9-0 doesn't help, so Vex bluffs the bouncer. 2d10 came up a six and a seven.",
])
def test_a_things_numbers_after_its_nouns_are_its_own(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert (request.actor, request.dice, request.verbs) == ("Vex", (6, 7), ("Bluff",))


def test_the_hours_a_thing_is_named_with_in_brackets_are_no_dice() -> None:
    request = _read("fs3", "roll Nemesis/Stealth (bay suspension 8-6, permit pending), dice 6 2 3 4")
    assert (request.actor, request.skill, request.dice) == ("Nemesis", "Stealth", (6, 2, 3, 4))


def test_a_code_is_the_scene_where_the_dice_are_named_as_a_pair() -> None:
    request = _read("ghostburn", "Gate code 1-9-9-0 doesn't help, so Vex bluffs the bouncer. 2d10 came up double "
                                 "sevens.")
    assert (request.actor, request.dice, request.verbs) == ("Vex", (7, 7), ("Bluff",))


def test_a_heading_whose_line_is_one_rules_word_is_the_scene_and_a_rules_label_keeps_it() -> None:
    scene = _rolled("blades", "Parking: limited. Cross sneaks past the guards. Dice: 6.")
    ruled = _rolled("blades", "Effect: limited. Cross sneaks past the guards. Dice: 6.")
    middle = _rolled("blades", "Inventory: 12 crates. Parking: limited. Cross sneaks past the guards. Dice: 6.")
    assert (scene.extra["blades"]["effect"], middle.extra["blades"]["effect"]) == ("Standard", "Standard")
    assert "Parking: limited" in [c["text"] for c in middle.reading()["clauses"] if not c["used"]]  # (shown)
    assert ruled.extra["blades"]["effect"] == "Limited"


@pytest.mark.parametrize("phrase", ["Ruling: desperate. Cross sneaks past the guards. Dice: 6.",
                                    "Cross sneaks past the guards. Ruling: desperate. Dice: 6."])
def test_a_value_under_the_gms_ruling_is_the_rolls(phrase: str) -> None:
    assert _rolled("blades", phrase).extra["blades"]["position"] == "Desperate"  # (it was dropped without a word)


def test_a_bonus_said_in_words_is_the_scene() -> None:
    request = _read("pbta", "End of the day: the spaniel got a bonus: extra 15 min. Kit keeps her cool on the ledge. "
                            "Dice 5 and 6.")
    assert (request.actor, request.dice, request.modifiers) == ("Kit", (5, 6), ())


def test_a_thing_listed_with_what_it_is_like_is_no_deed_and_a_remarks_stat_word_is_the_scene() -> None:
    listed = _rolled("pbta", "Walk log, 2.4 km, great recall, cool morning. Kit rolls +sharp, 6 and 2")
    remark = _rolled("pbta", "It all goes into the big van, cool. Kit keeps her cool on the ledge. 5 5")
    assert (listed.skill, listed.ability.name) == (None, "Sharp")
    assert (remark.skill, remark.ability.name) == ("Brave Danger", "Cool")
    assert "cool" in [c["text"] for c in remark.reading()["clauses"] if not c["used"]]


def test_a_split_verbs_halves_never_reach_over_a_preposition() -> None:
    result = _rolled("pbta", "GM: Kit, you're doing it by feel with the lights out, roll +weird for this one. "
                             "Kit keeps her cool on the ledge. Dice 2 2.")
    assert (result.skill, result.ability.name) == ("Brave Danger", "Weird")
    kept = _read("blades", "Cross talks the guard into it, 6 2")
    assert kept.verbs == ("Sway",)


@pytest.mark.parametrize(("phrase", "action"), [
    ("Cross be pushin' 'imself to creep aboard the Dimmer Sisters' barge, rolled 5 3.", "Prowl"),
    ("Cross is fiddling with the clockwork lock, 6 6", "Tinker"),
    ("Silas speaks with the ghost of the old woman, 3 1", "Attune"),
])
def test_blades_reads_a_dropped_letter_and_more_of_its_verbs(phrase: str, action: str) -> None:
    assert _rolled("blades", phrase).skill == action


@pytest.mark.parametrize("phrase", [
    "Silas resist's the possession with Resolve, 6 6 1",
    "Silas ressists the possession with Resolve, 6 6 1",
    "Resolve to resist the possession: 6 6 1",
])
def test_a_resistance_typed_askew_or_said_after_its_attribute_is_read(phrase: str) -> None:
    result = _rolled("blades", phrase, actor="Silas")
    assert (result.extra["blades"]["roll"], result.ability.name) == ("resistance", "Resolve")


def test_a_verb_typed_with_an_apostrophe_keeps_a_names_is() -> None:
    request = _read("blades", "The guard's the problem. Cross sneaks past, 6 6 1")
    assert (request.actor, request.verbs) == ("Cross", ("Prowl",))


@pytest.mark.parametrize("phrase", [
    "Stealth vs the sentry, dice 6 3 2 1, the sentry rolled 2 4 1 6 7",
    "Stealth vs the sentry. Your dice: 6 3 2 1. His: 2 4 1 6 7.",
    "Nemesis slips past the sentry, Stealth vs the sentry, dice 6 3 2 1, he rolled 2 4 1 6 7",
])
def test_an_opponent_nobodys_sheet_has_rolls_the_dice_said_as_theirs(phrase: str) -> None:
    result = _rolled("fs3", phrase, actor="Nemesis")
    assert result.opposed is not None and result.opposed.their_successes == 2
    assert any("5 dice" in step.text for step in result.steps if step.title == "Opposed Result")


def test_an_opponent_nobodys_sheet_has_and_no_dice_is_asked_about() -> None:
    with pytest.raises(PhraseError, match="sentry"):
        _read("fs3", "Stealth vs the sentry, dice 6 3 2 1")


# Read after the session's hold-out (a library's desk log) was scored at its end: the kinds it taught.
@pytest.mark.parametrize(("game", "actor", "phrase"), [
    ("ghostburn", "Vex", "Incidents: 2. Vex bluffs the bouncer. Dice 6 and 7."),
    ("ghostburn", "Vex", "Desk log. Queries: 3, all about the old maps. Vex bluffs the bouncer. Dice: 6, 7."),
    ("fist", "Ripper", "Desk log. Returns: 37 items. Holds: queue of 7 on the new thriller. Ripper kicks in the vault "
                       "door. Dice: 5, 2."),
    ("ghostburn", "Dex", "Dex gives Vex first aid in the back room. Surgery kit restocked, 3 plasters left. Dice: 9 and 9."),
    ("fist", "Ripper", "Ripper charms the guard with Director Hale watching from the balcony, 6 3"),
])
def test_a_desk_logs_counts_headings_and_things_are_the_scene(game: str, actor: str, phrase: str) -> None:
    request = _read(game, phrase)
    assert request.actor == actor and request.dice is not None
    roll(phrase, example_game(game)[0], system=game)  # read whole: one roll, no question


def test_the_stat_said_as_the_rolls_beats_a_plain_word_of_the_scene() -> None:
    result = _rolled("pbta", "hot off the press: the new rota. roll +sharp, 6 and 3.", actor="Kit")
    assert (result.skill, result.ability.name) == (None, "Sharp")
    assert "hot" in [c["text"] for c in result.reading()["clauses"] if not c["used"]]


def test_a_room_named_by_what_is_done_there_is_no_deed() -> None:
    result = _rolled("pbta", "Cool reading room today, the heating's out. Kit keeps her cool on the ledge. Dice: 3, 4.")
    assert result.skill == "Brave Danger"
    assert _rolled("pbta", "Kit is reading minds, 6 3").skill == "Read the Room"


def test_a_fields_value_of_the_scene_mid_post_is_shown_as_not_used() -> None:
    result = _rolled("ghostburn", "Vex sneaks past the guard. Weather: hard. Dice 6 7")
    assert result.difficulty is not None and result.difficulty.name == "Moderate"  # (the guard's Wits, not 'hard')
    assert "Weather: hard" in [c["text"] for c in result.reading()["clauses"] if not c["used"]]  # (it was left out)
