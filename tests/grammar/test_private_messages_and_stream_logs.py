"""Kinds of phrasing a player's private messages to the GM and a streamed game's chat log showed (sets setEV and setEW),
with one kind left from the GM's second-person narration (setER): a chat log pasted onto one line, each line's time
stamp and who typed it ('[00:18:14] raid_vey: 6, 6 and 3', read as someone nobody knows), the stream's own lines
('viewers: 880', a bot's alert, read as dice and counts), each line its own sentence; a helper the GM speaks to
('Jonesy, you're helping: that's your war die on it', read as the roller, the die the roller's); a die's face after
'adds her war die,' (read as someone's age); 'GM said Kit should just roll +sharp' (the one named read as the
target), after a sentence of the GM's character (read as the one who rolls); someone's 'she said it's cool.' (read as
the stat); whom the post is kept from before a colon ('don't tell Thorn: Cross skirmishes ...', refused as a label);
an adverb between the one paying and the war die ('Jonesy secretly adds her war die'); 'don't make this weird' after
the dice (read as 'make a roll' and a skill 'weird'); what was done to someone ('Dex got shot last night', 'i got
shot', read as their deed); 'about to hard carry' (read as DL Hard); a name in the reason a roll is posted for
someone ('... so Jonesy doesn't see it', read as a second actor); who posts saying so before whose roll it is ('psst
Vex here but this is Ripper's roll'); a log's roller who says the faces, not a line with a count ('2,400 live'); a
thing of someone's before a colon ("the captain's table:", read as a citation); a game's verb closing a thing named
after its article ('in the old broadcast vault', read as a second action); 'i couldn't resist' (a resistance roll);
'taking my time replying' (time taken); a helper meanwhile after the aim ('... to hold the bridge while Thorn
assists', lost inside the aim); a private message's header ('GM → Dex, private:', read as Dex acting); a line of the
log naming one of the party doing the deed ('caster: Boone goes aggro on the raider', read as chatter); a relay after
a sentence of the poster's own ("i'm so stressed about tonight. Cross posting for Silas: ..."); what someone would be
('Zoe would be so opposed', read as her deed); a re-roll's faces in a later line of the log (read as working said
aloud). And from a garden centre's staff chat (setEX, after its end score): a frost's reading and its time after a
comma ('Hard frost last night, -4 at 6am', read as a modifier). Guards keep what must stay. Phrasings written for
this test."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.grammar import parse
from rollmate.table.render import read_as


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def _resolved(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, example_game(game)[0], system=game)


@pytest.mark.parametrize("log", [
    "[00:12:40] moss_77: lets gooo [00:12:52] gm_sal: Vex talks the bouncer round, DL Moderate. "
    "[00:13:01] vex_irl: 7 and 5",
    "[9:41 PM] owl_3: Sadge [9:42 PM] table: Vex convinces the bouncer, DL Moderate [9:42 PM] pri_9: rolled 7 and 5",
])
def test_a_chat_logs_stamps_and_handles_are_who_typed_when(log: str) -> None:
    request = _read("ghostburn", log)
    assert (request.actor, request.dice, request.difficulty) == ("Vex", (7, 5), "Moderate")
    assert any(text.startswith("[") for text in unused(request))


def test_the_streams_own_lines_are_its_counts_not_dice() -> None:
    request = _read("ghostburn", "[00:40:04] StreamElements: thanks owl_3 for the 6 bits! [00:40:11] gm_sal: Vex "
                                 "convinces the bouncer, DL Moderate. [00:40:14] vex_irl: 7 and 5 "
                                 "[00:40:15] viewers: 3")
    assert (request.actor, request.dice) == ("Vex", (7, 5))


def test_a_chat_line_under_a_characters_own_name_stays_theirs() -> None:
    request = _read("ghostburn", "[00:10:00] Dex: I pick the lock, Security Moderate, rolled 6 and 6")
    assert (request.actor, request.dice) == ("Dex", (6, 6))


def test_each_line_of_the_log_is_a_sentence_of_its_own_guard() -> None:
    request = _read("fist", "[00:22:22] devnull_42: who pushed to prod on stream LUL [00:22:30] rip_99: Ripper "
                            "kicks the door in, Forceful. dice 4, 2")
    assert (request.actor, request.dice) == ("Ripper", (4, 2))


def test_a_helper_the_gm_speaks_to_helps_and_pays_their_war_die() -> None:
    result = _resolved("fist", "The drop is forty metres. You jump it, Ripper: Reflexive. Jonesy, you're helping: "
                               "that's your war die on it. Ripper, you rolled 4 and 3, war die 6.")
    assert (result.actor, result.dice, result.extra_dice) == ("Ripper", (4, 3), (6,))
    assert [(s.who, s.resource, s.amount) for s in result.spends] == [("Jonesy", "war_dice", 1)]


def test_a_helper_spoken_to_in_blades_assists() -> None:
    request = _read("blades", "The ghost presses at your mind. Cross, you're helping. You attune to it, Silas. "
                              "Desperate, standard effect. Silas, you rolled 3, 2 and 1.")
    assert request.actor == "Silas"
    assert [h.name for h in request.helpers] == ["Cross"]


def test_the_one_spoken_to_without_help_still_rolls() -> None:
    request = _read("blades", "The ghost presses at your mind. Silas, you attune to it. Desperate. 3, 2 and 1.")
    assert request.actor == "Silas" and not request.helpers


def test_a_war_dies_face_after_a_comma_is_no_age() -> None:
    result = _resolved("fist", "Ripper: Reflexive, rolled 4 and 3, Jonesy adds her war die, 5")
    assert result.extra_dice == (5,)


def test_an_age_said_after_a_comma_stays_the_scenes() -> None:
    request = _read("ghostburn", "Vex convinces the bouncer, DL Moderate, rolled 7 and 5. The bouncer, said a "
                                 "regular, 61.")
    assert request.dice == (7, 5)


@pytest.mark.parametrize("phrase", ["GM said Kit should roll +sharp. 6 and 3",
                                    "the MC says Kit should just roll +sharp for it. 6 and 3",
                                    "Old Marrow already knows. GM said Kit should just roll +sharp. 6 and 3"])
def test_the_one_the_gm_says_should_roll_rolls(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert (request.actor, request.dice) == ("Kit", (6, 3))


def test_the_gms_character_before_the_call_is_the_scene() -> None:
    result = _resolved("pbta", "Old Marrow already knows. GM said Kit should just roll +sharp. 6 and 3")
    assert result.actor == "Kit"
    assert result.ability is not None and result.ability.name == "Sharp" and result.skill is None
    assert "knows" in read_as(result)


def test_someones_its_cool_is_their_word_not_the_stat() -> None:
    result = _resolved("pbta", "posting for Boone, he said it's cool. Boone goes aggro on the raider, 4 and 5")
    assert result.actor == "Boone"
    assert result.ability is not None and result.ability.name == "Hard"


def test_the_gm_saying_its_cool_stays_asked_or_read() -> None:
    request = _read("pbta", "Kit keeps her cool under fire, it's Cool. 4 and 5")
    assert request.actor == "Kit"


@pytest.mark.parametrize("lead", ["don't tell Thorn:", "pls dont tell Thorn but", "keep it from Thorn:"])
def test_whom_the_post_is_kept_from_is_no_one_in_the_roll(lead: str) -> None:
    request = _read("blades", f"{lead} Cross skirmishes with the dockhand, risky. 6 4 2")
    assert (request.actor, request.dice) == ("Cross", (6, 4, 2))
    assert request.target != "Thorn"


def test_an_adverb_between_the_payer_and_the_war_die() -> None:
    result = _resolved("fist", "Ripper kicks the door in, Forceful, dice 2 and 3, and Jonesy secretly adds her war "
                               "die: 4")
    assert (result.actor, result.extra_dice) == ("Ripper", (4,))
    assert [(s.who, s.resource, s.amount) for s in result.spends] == [("Jonesy", "war_dice", 1)]


@pytest.mark.parametrize("after", ["pls don't make this weird", "make this quick"])
def test_make_this_after_the_dice_is_no_roll(after: str) -> None:
    request = _read("fist", f"Ripper kicks the door in, Forceful, rolled 1 and 2. {after}")
    assert (request.actor, request.dice) == ("Ripper", (1, 2))


@pytest.mark.parametrize("scene", ["Dex was shot last night.", "Dex got shot in the alley.",
                                   "pls don't tell Dex i got shot, she'll kill me."])
def test_what_was_done_to_someone_is_the_scene(scene: str) -> None:
    result = _resolved("ghostburn", f"{scene} Vex gives first aid to Dex, rolled 8 and 6")
    assert (result.actor, result.dice, result.trick) == ("Vex", (8, 6), "First Aid")
    assert "shot" in unused(result.request)


def test_a_passive_with_its_doer_still_flips() -> None:
    request = _read("ghostburn", "The bouncer is punched by Dex, rolled 8 and 6")
    assert request.actor == "Dex"


@pytest.mark.parametrize("lead", ["she's about to hard carry.", "he's going to hard reset the rig."])
def test_a_value_word_after_to_of_a_verb_is_no_value(lead: str) -> None:
    request = _read("ghostburn", f"{lead} Vex convinces the bouncer, rolled 7 and 3")
    assert request.difficulty is None


def test_a_value_set_to_stays_one() -> None:
    request = _read("ghostburn", "GM set it to hard. Vex convinces the bouncer, rolled 7 and 3")
    assert request.difficulty == "Hard"


def test_a_name_in_the_relays_reason_is_whom_it_is_kept_from() -> None:
    request = _read("fist", "Ripper asked me to post this so Jonesy doesn't see it in the group chat: Ripper "
                            "bluffs the night orderly that the Director sent him up. boxcars!!")
    assert (request.actor, request.dice) == ("Ripper", (6, 6))


@pytest.mark.parametrize("lead", ["psst Vex here but this is Ripper's roll, she said to send it:",
                                  "Vex's player here but this one's Ripper's, he asked me to post it:"])
def test_who_posts_saying_so_before_whose_roll_it_is(lead: str) -> None:
    request = _read("fist", f"{lead} Ripper bluffs the orderly, Creative. 6 and 1")
    assert (request.actor, request.dice) == ("Ripper", (6, 1))


def test_the_roller_of_a_log_is_who_says_the_faces() -> None:
    request = _read("fs3", "[00:03:30] caster: great crowd on stream tonight, 2,400 live. Zoe works the captain's "
                           "table: roll Presence. [00:03:38] zoe_irl: Dice: 7, 7, 2, 1")
    assert (request.actor, request.dice) == ("Zoe", (7, 7, 2, 1))


def test_a_viewers_line_naming_no_one_is_their_talk_guard() -> None:
    request = _read("pbta", "[00:10:10] kay_9: overlay looking sharp tonight [00:10:18] kit_irl: Kit reads the "
                            "sitch at the gate. dice 4 and 3")
    assert (request.actor, request.dice) == ("Kit", (4, 3))


def test_a_thing_of_someones_before_a_colon_is_no_citation() -> None:
    request = _read("fs3", "Zoe works the captain's table: roll Presence. Dice: 7, 7, 2")
    assert request.actor == "Zoe"


def test_a_citations_label_stays_one() -> None:
    request = _read("fs3", "Modifier table: Zoe rolls Alertness, 7, 7, 2")
    assert request.actor == "Zoe"


@pytest.mark.parametrize("place", ["in the old broadcast vault", "from his rusty tool vault"])
def test_a_games_verb_closing_a_thing_named_after_its_article_is_the_thing(place: str) -> None:
    result = _resolved("blades", f"Silas pushes himself to attune to the spirits {place}, desperate. 6, 5, 2")
    assert (result.actor, result.skill, result.dice) == ("Silas", "Attune", (6, 5, 2))


def test_a_verb_after_a_pronoun_in_a_place_stays_the_deed() -> None:
    request = _read("blades", "in the dark alley Silas climbs the wall, 6 5")
    assert request.actor == "Silas"


def test_couldnt_resist_is_no_resistance_roll() -> None:
    result = _resolved("blades", "i couldn't resist 😉 Cross skirmishes with the dockhand, risky. 6 4 2")
    assert (result.actor, result.skill) == ("Cross", "Skirmish")


def test_a_message_answered_late_takes_no_time_over_the_roll() -> None:
    request = _read("fs3", "sorry for taking my time replying!! Zoe flies the shuttle into the dead zone, Piloting. "
                           "dice 6 2 8 1 3 7 4")
    assert (request.actor, request.dice) == ("Zoe", (6, 2, 8, 1, 3, 7, 4))
    assert "taking my time replying" in unused(request)


def test_a_helper_meanwhile_after_the_aim_helps() -> None:
    request = _read("blades", "Cross commands the runners to hold the bridge while Thorn assists; risky. 6 3 1")
    assert request.actor == "Cross"
    assert [h.name for h in request.helpers] == ["Thorn"]


@pytest.mark.parametrize("header", ["GM → Dex, private:", "GM -> Dex (DM):", "GM » Dex:"])
def test_a_private_messages_header_is_who_sends_it_to_whom(header: str) -> None:
    request = _read("ghostburn", f"{header} heads up, the guard searches the room for the bug. i rolled 7 and 6 for "
                                 "him.")
    assert request.actor != "Dex"
    assert any(text.startswith("GM") and "Dex" in text for text in unused(request))


def test_a_line_of_the_log_naming_one_of_the_party_doing_the_deed_is_read() -> None:
    result = _resolved("pbta", "[00:50:00] Nightbot: HYPE TRAIN level 3! [00:50:06] caster: Boone goes aggro on the "
                               "raider at the bonfire. [00:50:09] boone_irl: 6 and 6")
    assert (result.actor, result.dice) == ("Boone", (6, 6))
    assert result.ability is not None and result.ability.name == "Hard"


def test_a_relay_after_a_sentence_of_the_posters_own() -> None:
    request = _read("blades", "i'm so stressed about tonight. Cross posting for Silas: Silas pushes herself to attune "
                              "to the ghost, desperate. 6 5")
    assert (request.actor, request.dice) == ("Silas", (6, 5))


def test_what_someone_would_be_is_no_deed() -> None:
    request = _read("fs3", "(Zoe would be so opposed to this if she knew.) Tug keeps his nerve while the goon "
                           "questions him, Composure. 1 1 6 2 3 4")
    assert (request.actor, request.dice) == ("Tug", (1, 1, 6, 2, 3, 4))


def test_a_rerolls_faces_in_a_later_line_are_no_working() -> None:
    result = _resolved("fs3", "[01:33:00] SAM (as Tug): Tug hauls the plate into place, Athletics: 2, 3, 4, 5, 1, 2, 3 "
                              "[01:33:04] chat: stream is buffering again Sadge [01:33:10] SAM: he burns his luck "
                              "point and rerolls: 6, 6, 1, 2, 8, 3, 4")
    assert (result.actor, result.dice) == ("Tug", (6, 6, 1, 2, 8, 3, 4))


@pytest.mark.parametrize("weather", ["Frost on the roof of the cold frames, -2 at 7am.",
                                     "Hard frost last night, -4 at 6am, half the bedding's gone."])
def test_a_frosts_reading_and_its_time_is_no_modifier(weather: str) -> None:
    result = _resolved("fist", f"{weather} Ripper kicks the door in, Forceful. Dice: 6 and 5")
    assert (result.actor, result.dice, result.modifier) == ("Ripper", (6, 5), 2)


def test_a_penalty_after_a_comma_stays_one() -> None:
    request = _read("fist", "Ripper kicks the door in, Forceful, -1 for the cold. Dice: 6 and 5")
    assert [m.amount for m in request.modifiers] == [-1]
