"""A roll spoken over a voice channel and pasted as the captioning bot wrote it: speakers' names as typed ("Gabe:",
"[21:15:02] Zoe:", "SPEAKER_2:", "Nell (GM):"), the dice in words over one line or the next, a restart after the
bot's note ("seven and uh [crosstalk] sorry seven and a nine"), a correction said twice over ("wait no sorry I mean
a three and a four"), labels and measures in words ("tower three", "twenty minutes", "minus twenty degrees"), and a
speed with no unit, which is asked. A player's name is the frame; the character named in their turn rolls; a name
nobody loaded that names no character stays asked."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.raw import raw_tokens

GB_PARTY, GB = example_game("ghostburn")
FIST_PARTY, FIST = example_game("fist")
PBTA_PARTY, PBTA = example_game("pbta")
BLADES_PARTY, BLADES = example_game("blades")


@pytest.mark.parametrize("phrase", [
    "Gabe: Ripper kicks the door in, four and five",
    "Gabe: Ripper kicks the door in\nGabe: four and five",
    "[21:15:02] Zoe: Ripper kicks the door in, four and five",
    "(background noise) Dev: Ripper kicks the door in, four and five",
    "SPEAKER_2: so yeah Ripper's gonna kick the door in, four and five",
    "Nell (GM): lol someone's dog is losing it\n[21:15:02] Zoe: Ripper kicks the door in, four and five",
    "Tom: Ripper kicks the door in\nDana (GM): forceful, go\nTom: four and five",
])
def test_a_speakers_name_is_the_frame_and_the_character_named_rolls(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", (4, 5))


def test_a_speaker_asking_the_odds_is_the_one_asking() -> None:
    request = parse("Sam: what are my odds if Ripper tries to kick the door in", FIST)
    assert (request.question, request.dice) == (True, None)
    assert [c.text for c in request.reading if c.kind == "speaker"] == ["Ripper"]  # the one who acts, named


@pytest.mark.parametrize("phrase", [
    "Jnuo: lie to the bouncer 3 4",  # a typo of someone's name, and only the GM's people named
    "Rigger: I drive the van through the barricade, 6 and 2",  # a role nobody has
    "Ben: okay roll plus hot, six and a three",  # no one named: who speaks is asked, never the seat assumed
])
def test_a_name_nobody_loaded_that_names_no_character_is_asked(phrase: str) -> None:
    game = PBTA if "plus hot" in phrase else GB
    with pytest.raises(PhraseError, match="anyone called"):
        parse(phrase, game)


def test_a_note_or_a_tag_is_no_speaker() -> None:
    request = parse("[BUG] Ripper kicks the door in (build 4471, Python 3.11)\nActual: rolled 4 and 5", FIST)
    assert (request.actor, request.dice) == ("Ripper", (4, 5))
    request = parse("Ripper punches the guard, spending a war die\nBot: 2d6 (3, 2) = 5\nBot: 1d6 (4) = 4 (war die)",
                    FIST)
    assert request.dice == (3, 2) and request.spends[0].faces == (4,)


def test_a_handle_is_one_word() -> None:
    assert [(r.kind, r.text) for r in raw_tokens("SPEAKER_2: dice_bot")] == [
        ("word", "SPEAKER_2"), ("mark", ":"), ("word", "dice_bot")]


def test_a_faces_plural_is_one_word() -> None:
    assert [(r.kind, r.low) for r in raw_tokens("two 6s, double 5's")] == [
        ("word", "two"), ("word", "6s"), ("mark", ","), ("word", "double"), ("word", "5s")]
    assert parse("Ripper kicks the door in, rolled two 6s", FIST).dice == (6, 6)


def test_speech_broken_off_and_begun_again() -> None:
    phrase = ("Marcus (GM): the bouncer is glaring at you\nSarah: Vex convinces him we're expected\n"
              "Sarah: seven and uh [crosstalk] sorry seven and a nine")
    assert parse(phrase, GB).dice == (7, 9)


@pytest.mark.parametrize("phrase", [
    "Kit seduces the guard, uh snake eyes, wait no sorry I mean a three and a four",
    "Ben: Kit seduces the guard\nBen: uh snake eyes\nBen: wait no sorry I mean a three and a four",
    "Kit seduces the guard, 1 and 1, wait no sorry I mean a three and a four",
])
def test_a_correction_said_twice_over(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert request.dice == (3, 4)
    assert any("corrected to 'a three and a four'" in (c.note or "") for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "Omar: Ripper snipes the sentry up in tower three, plus one from the scope, I got a four and a two",
    "Ripper patches up the deckhand in bed four, minus one, she's got like twenty minutes. four and two",
    "it's like minus twenty degrees out there and Ripper kicks the door in, minus one for the cold, four and two",
])
def test_labels_and_measures_said_in_words_are_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", (4, 2))
    assert [m.amount for m in request.modifiers] in ([1], [-1])


def test_a_group_member_rolling_one_die_in_words() -> None:
    request = parse("Cross leads a group prowl with Thorn and Silas: Cross rolled 4 2, Thorn rolled three, "
                    "Silas rolled two and two", BLADES)
    assert request.faces_by == {"Thorn": (3,), "Silas": (2, 2)}


def test_a_speed_with_no_unit_is_asked() -> None:
    with pytest.raises(PhraseError, match="How fast is 140: kph or mph"):
        parse("Vex chases the van, we're doing like a hundred and forty on the ring road. nine and nine", GB)
    assert [c.key for c in parse("Vex chases the van at 140 kph. nine and nine", GB).cues] == ["high speed"]


def test_an_adjective_for_a_skill_describing_a_thing() -> None:
    with pytest.raises(Exception, match="Wits"):  # Bluff, against the bouncer's Wits: no Medicine in 'medical'
        roll("Vex tells him the crates are just medical supplies, bluff, seven and a nine", GB_PARTY)
    assert unused(parse("Gabe: Ripper kicks the door in, four and five", FIST)) == ["Gabe:"]
