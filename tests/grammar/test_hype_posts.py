"""A hype player's post (grammar/post.py, grammar/working.py, grammar/packing.py): runs shouted in capitals, emoji
between the words, the total and the outcome cheered after the dice, a word of praise or a keyboard mash beside
them. The shouting and the cheering are the scene; the dice, the rules words and who acts are read as in a plain
post, and a number with a part to play is never taken for a cheer. Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import example_game, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.grammar.post import drawn_stops, shouted
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")


@pytest.mark.parametrize(("said", "dice"), [
    ("RIPPER KICKS THE DOOR IN ON A 5 AND 3", (5, 3)),
    ("RIPPER KICKS THE DOOR IN 5 AND 3 😭😭 he's unstoppable", (5, 3)),
    ("ok RIPPER KICKS IN THE DOOR omg, FORCEFUL: 6 AND 6", (6, 6)),
])
def test_a_run_shouted_in_capitals_is_read_as_said(said: str, dice: tuple[int, ...]) -> None:
    request = parse(said, FIST)
    assert (request.actor, request.dice) == ("Ripper", dice)


def test_a_nickname_keeps_its_capital_in_a_shout(tmp_path: Path) -> None:
    """A nickname of the sheet ('pembo') is a name, shouted or not: the one named acts, never the writer."""
    sheet = tmp_path / "party.toml"
    sheet.write_text('system = "pbta"\n\n[[character]]\nname = "Horace Pemberton"\naka = ["Pembo"]\n'
                     '[character.stats]\ncool = 0\nhard = 2\nhot = -1\nsharp = 0\nweird = -2\n\n'
                     '[[character]]\nname = "Saffron Idowu"\n[character.stats]\ncool = 1\nhard = -1\nhot = 2\n'
                     'sharp = 0\nweird = 1\n')
    vocabulary = get_system("pbta").vocabulary(load_party([sheet]))
    request = parse("I'M SO HYPED 🔥🔥 PEMBO GOES AGGRO ON THE RAIDER 3 and 4!!!!! 10!!!!", vocabulary)
    assert (request.actor, request.dice) == ("Horace Pemberton", (3, 4))


def test_capitals_of_a_label_or_a_heading_are_kept() -> None:
    """'TOBI:' says who speaks; a heading opening the post ('CLAIMS OFFICE QUERY, ref. ...') is the kind of post."""
    assert shouted("[02:13:58] TOBI: DOUBLE TENS [02:13:59] and more") == ()
    assert shouted("CLAIMS OFFICE QUERY, ref. CLM-3302. Kes sneaks past") == ()
    assert shouted("nacho KICKS IN the door") == ()  # two words: left as typed ('DL HARD', 'KICKS IN')
    assert shouted("zuzu MOCKS LIL GLITCH ON STREAM lol") == ((5, 31),)


@pytest.mark.parametrize(("typed", "read"), [
    ("8 and 7 😂😂 he's so mad", "8 and 7 .  he's so mad"),
    ("TEN AND EIGHT 🙌🙌 26 ON THE NOSE", "TEN AND EIGHT ,  26 ON THE NOSE"),
    ("the warlord 😈 5 4", "the warlord 😈 5 4"),  # someone before the emoji: whose dice, asked
    ("goon: ⚄ ⚅", "goon: ⚄ ⚅"),  # a die's face drawn is a face
])
def test_emoji_between_words_end_a_sentence(typed: str, read: str) -> None:
    assert drawn_stops(typed) == read


@pytest.mark.parametrize("said", [
    "Ripper kicks the door in, FORCEFUL, a FOUR and a TWO... 8. partial. we take those",
    "Ripper kicks the door in, FORCEFUL 4 and 2 😬 8?? weak",
    "Ripper kicks the door in, FORCEFUL, 4 and 2 YESSSS 8!!!!",
    "Ripper kicks the door in, FORCEFUL, 4 and 2 😭😭 8, partial rip",
])
def test_a_total_cheered_after_the_dice_is_the_players_working(said: str) -> None:
    request = parse(said, FIST)
    assert (request.actor, request.abilities, request.dice, request.modifiers) == ("Ripper", ("Forceful",), (4, 2), ())


@pytest.mark.parametrize("said", [
    "Ripper kicks the door in, FORCEFUL, rolled 1 1, 12 war dice",  # a count of a resource
    "Nemesis: roll Firearms\nBot: 3d10 (5, 2, 9) = 16",  # a face a bot shows, in its list
    "the sergeant, 52, searched the crowd at 2:10, rolled 9 7",  # an age, after a clock
])
def test_a_number_with_a_part_to_play_is_never_a_cheer(said: str) -> None:
    game = FS3 if said.startswith("Nemesis") else FIST if "Ripper" in said else GHOSTBURN
    try:
        request = parse(said, game)
    except RollmateError:
        return  # asked: never cheered away
    assert all(c.kind != "working" or not c.text.strip().isdigit() for c in request.reading), request.reading


@pytest.mark.parametrize("said", [
    "Boone rams the gate with the truck, 5 and 4 legendary",
    "Boone rams the gate with the truck, 5 and 4 LEGENDARY",
    "Boone rams the gate with the truck, 5 and 4 = 11 lol",
    "Boone rams the gate with the truck, 6, 2, 6 double sixes",
])
def test_a_word_of_praise_after_the_dice_is_the_scene(said: str) -> None:
    request = parse(said, PBTA)
    assert request.actor == "Boone" and request.dice[:2] in ((5, 4), (6, 2))


def test_a_place_after_the_dice_is_still_asked() -> None:
    """'on the roof' names where, and no roll: asked, never a reaction."""
    with pytest.raises(PhraseError):
        parse("vex: 6 and 5 on the roof", GHOSTBURN)


def test_capitals_joining_two_numbers_are_a_plain_word() -> None:
    """'8 AND 7': two faces, never a label 'AND 7' and a die rolled for the other."""
    request = parse("Ripper smashes the crate FORCEFUL 8 AND 7".replace("8", "5").replace("7", "3"), FIST)
    assert request.dice == (5, 3)


def test_a_sheets_number_said_with_a_feeling_is_checked_never_added() -> None:
    """'(weird -2 lmaooo)', 'hot -1 man': the sheet's number said again, checked, never a modifier."""
    for said in ("Boone (hot +1 lmaooo) seduces the guard, 6 6",
                 "Boone seduces the guard, 4 and 3. hot +1 man"):
        request = parse(said, PBTA)
        assert request.modifiers == () and request.restated, said


def test_faces_then_a_colon_and_what_came_of_them() -> None:
    request = parse("Zoe creeps past the office. Stealth. rolled 1, 1, 6: a boot on a loose deck plate.", FS3)
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Stealth", (1, 1, 6))


def test_successes_counted_after_a_keyboard_mash() -> None:
    request = parse("Zoe threads the needle, Piloting: 8 7 6 6 2 1 3 8 5 4 asdfghjkl 5 successes", FS3)
    assert request.dice == (8, 7, 6, 6, 2, 1, 3, 8, 5, 4)


def test_a_groups_dice_are_listed_in_the_order_the_post_names_them() -> None:
    """'Thorn rolled 4, 3; Silas rolled 2; Cross rolled 5' lists the dice as said, whoever the sheet lists first."""
    blades, _ = example_game("blades")
    result = roll("Group Prowl, Thorn leads, risky. Thorn rolled 4, 3; Silas rolled 2; Cross rolled 5.",
                  blades, system="blades", actor="Thorn")
    assert tuple(result.dice) == (4, 3, 2, 5)
