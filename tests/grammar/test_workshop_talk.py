"""A workshop's talk around a real roll: a nickname or a name that is a word of the trade, said as a thing ('the
oil on the spanner's handle', 'the ratchet strap snaps'), someone named only as a thing's owner while the post
speaks to the one who acts ("Old Marrow's truck is on the ramp. Kit, you're ..."), a radio call to a nickname
joined by a hyphen ('Pit crew to Two-Step:'), a thing and its rating ('lift rated 3.5 tonnes'), a compound before
a word the chat shortens ('limited-slip diff'), a MUSH roll for someone after another's deed ('roll Zoe/Medicine'),
a machine's heat ('running hot'), a thing's sentence after a roll named by a speaker's label ("Kit: roll +hard.
Engine's running hot"), and what a heading's thing does, its subject left out ('Customer complaint: 6-speed, jumps
out of gear'). Phrasings written for this test (the register: the mechanic, set CX), each said as a player at any
table might too."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary


def _vocab(tmp: Path, game: str, *swaps: tuple[str, str]) -> Vocabulary:
    """A game's example party with its sheet's lines swapped (a name for another, an aka added)."""
    text = (EXAMPLES / f"{game}_party.toml").read_text()
    for old, new in swaps:
        assert old in text
        text = text.replace(old, new, 1)
    if game == "pbta":
        (tmp / "pbta_playbook.toml").write_text((EXAMPLES / "pbta_playbook.toml").read_text())
    path = tmp / f"{game}.toml"
    path.write_text(text)
    return get_system(game).vocabulary(load_party([path]))


def test_a_nickname_said_as_a_things_owner_after_an_article_is_the_thing(tmp_path: Path) -> None:
    vocab = _vocab(tmp_path, "ghostburn", ('name = "Vex"', 'name = "Vex"\naka = ["Spanner"]'))
    request = parse("the oil on the spanner's handle is black as tar. Dex sneaks past the guard, 4 and 3", vocab)
    assert request.actor == "Dex" and request.verbs == ("Sneak",) and request.dice == (4, 3)


def test_a_name_that_is_a_word_written_lowercase_after_an_article_is_the_thing(tmp_path: Path) -> None:
    vocab = _vocab(tmp_path, "ghostburn", ('name = "Dex"', 'name = "Ratchet"'))
    request = parse("The ratchet strap snaps, and Vex sneaks past the guard, 4 and 3", vocab)
    assert request.actor == "Vex" and request.verbs == ("Sneak",) and request.dice == (4, 3)
    assert parse("ratchet sneaks past the guard, 4 and 3", vocab).actor == "Ratchet"  # where a name stands, a name


def test_an_owner_named_in_a_sentence_of_the_scene_leaves_the_roll_to_the_one_spoken_to() -> None:
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    request = parse("Old Marrow's truck is on the ramp and he wants it back by 5. Kit, you're trying to read the "
                    "room. Dice for Kit: 1 and 1.", vocab)
    assert request.actor == "Kit" and request.dice == (1, 1)
    assert "Old Marrow's" in unused(request)


def test_someone_spoken_to_beside_another_who_acts_is_still_asked() -> None:
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    with pytest.raises(PhraseError, match="Who rolls"):
        parse("Old Marrow reads the room. Kit, you're trying to read the room too. Dice: 1 and 1.", vocab)


def test_a_radio_call_to_a_nickname_joined_by_a_hyphen(tmp_path: Path) -> None:
    vocab = _vocab(tmp_path, "fs3", ('name = "Nemesis"', 'name = "Nemesis"\naka = ["Two-Step"]'))
    request = parse("Pit crew to Two-Step: roll Athletics. Dice 6 2 3", vocab)
    assert request.actor == "Nemesis" and request.dice == (6, 2, 3)


def test_a_thing_and_its_rating_are_no_deed() -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse("Bay 3, ramp 2, lift rated 3.5 tonnes. Meanwhile Vex searches the yard for the stolen plates, "
                    "4 and 3", vocab)
    assert request.actor == "Vex" and request.verbs == ("Search",) and request.dice == (4, 3)


def test_a_word_the_chat_shortens_after_a_compound_is_the_things() -> None:
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse("limited-slip diff, six-speed box. Ripper kicks the door in, 3 and 5", vocab)
    assert request.actor == "Ripper" and request.dice == (3, 5) and request.difficulty is None


def test_a_mush_roll_for_someone_after_anothers_deed() -> None:
    vocab = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
    request = parse("Mavros's trapped his hand in the hatch, 3 fingers. roll Zoe/Medicine. Dice 6 2 3 5", vocab)
    assert request.actor == "Zoe" and request.dice == (6, 2, 3, 5)


@pytest.mark.parametrize("phrase", ["Kit: roll +hard. Engine's running hot and the fan's seized. Dice: 6 and 3.",
                                    "Kit's truck is running hot. Kit rolls +hard, 6 and 3"])
def test_a_machines_heat_is_no_stat(phrase: str) -> None:
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    request = parse(phrase, vocab)
    assert request.actor == "Kit" and request.abilities == ("Hard",) and request.dice == (6, 3)
    assert "running hot" in unused(request)


def test_what_a_headings_thing_does_is_the_scene() -> None:
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse("Customer complaint: 6-speed, jumps out of gear under load. Ripper kicks the door in, 3 and 5",
                    vocab)
    assert request.actor == "Ripper" and request.dice == (3, 5)
    assert "jumps" in unused(request)


@pytest.mark.parametrize("said", ["modifier 2.", "mod 2.", "penalty 2."])
def test_a_number_after_a_word_of_the_rolls_numbers_is_asked_in_a_sentence_of_the_story(said: str) -> None:
    """'Vex sneaks past the guard, modifier 2. 4 5' read the modifier as the scene's and dropped it."""
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    with pytest.raises(PhraseError, match="what '2' is"):
        parse(f"Vex sneaks past the guard, {said} 4 5", vocab)


@pytest.mark.parametrize("phrase", ["Session 3, peg 20, 6 hrs on the bank. Vex sneaks past the guard. Dice: 4 and 3.",
                                    "Vex sneaks past the guard, swim 2. Dice came up 4 and 3.",
                                    "Match day, peg 12. Vex sneaks past the guard. Dice: 4 and 3."])
def test_a_thing_of_a_list_by_its_number_is_the_scenes(phrase: str) -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(phrase, vocab)
    assert request.actor == "Vex" and request.verbs == ("Sneak",) and request.dice == (4, 3)


def test_someone_of_a_list_by_a_number_is_still_asked() -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    with pytest.raises(PhraseError, match="'3'"):
        parse("Vex sneaks past, guard 3, 4 5", vocab)


def test_luck_of_the_draw_spends_nothing() -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse("Luck of the draw put Vex on the roof. Vex sneaks past the guard, 4 and 3", vocab)
    assert request.actor == "Vex" and request.spends == () and request.dice == (4, 3)


@pytest.mark.parametrize("asks", ["wants", "needs", "tells", "asks"])
def test_someone_described_bidding_a_name_act(asks: str) -> None:
    """'The club secretary wants Zoe to ...': the one bidden acts, never the one who bids, nor the seat."""
    vocab = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
    request = parse(f"The harbour master {asks} Zoe to climb the mast. roll Zoe/Athletics. Dice: 2, 6, 3", vocab)
    assert request.actor == "Zoe" and request.dice == (2, 6, 3)


@pytest.mark.parametrize("measure", ["8 inch", "2lb", "2 ft"])
def test_a_thing_said_with_its_measure_is_no_deed(measure: str) -> None:
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse(f"Rig notes: size 18, {measure} tail. Ripper kicks the door in. Dice: 5 and 3.", vocab)
    assert request.actor == "Ripper" and request.dice == (5, 3)


def test_a_weapon_naming_the_kind_of_a_thing_is_no_weapon() -> None:
    """'we're the darts team': darts say what team it is; the bluff is the deed (Reflexive was read silently)."""
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse("Ripper bluffs the checkpoint guard that we're the darts team from the pub. Dice: 6 and 6!", vocab)
    assert request.actor == "Ripper" and "darts" not in request.verbs and request.dice == (6, 6)


@pytest.mark.parametrize("said", ["Seven out of eight, a proper scrap.", "3 out of 10 on the pads."])
def test_a_count_out_of_a_whole_said_as_its_own_sentence(said: str) -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(f"Vex sneaks past the guard. Dice: 4 and 3. {said}", vocab)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3)


@pytest.mark.parametrize("said", ["Whitewash, 0-0 at half time.", "A proper ton-80 of a scrap."])
def test_a_score_with_a_nought_and_a_word_joined_to_a_number_are_the_scenes(said: str) -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(f"Vex sneaks past the guard. {said} Dice: 4 and 3.", vocab)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3) and request.modifiers == ()


def test_things_by_a_range_of_their_numbers() -> None:
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse("Darts 1 to 3, all in the bed. Ripper dodges the sniper fire, Reflexive. Dice: 2 and 6.", vocab)
    assert request.actor == "Ripper" and request.dice == (2, 6)


@pytest.mark.parametrize("said", ["sharp as ever", "cool as you like", "hard as nails", "cool as a cucumber."])
def test_a_likeness_names_no_stat(said: str) -> None:
    """'holds court at the bar, sharp as ever': Sharp was read as the stat, silently."""
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    request = parse(f"Kit reads the room at the bar, {said} Dice: 6 and 3.", vocab)
    assert request.actor == "Kit" and request.abilities == () and request.dice == (6, 3)


def test_a_league_tables_row_is_the_scenes() -> None:
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    request = parse("Quiz night at the pub, P 12 W 8 D 1 L 3. Kit reads the room. Dice: 2 and 3.", vocab)
    assert request.actor == "Kit" and request.dice == (2, 3)


def test_fight_said_as_a_noun_is_no_moves_name() -> None:
    """'Fight in the snug, ... Stan clears the bar': the move named by 'fight' was rolled, silently, over the deed."""
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    with pytest.raises(PhraseError, match="two actions"):
        parse("Fight in the back room. Kit reads the room before the glasses start flying. Dice: 2 and 3.", vocab)
    assert parse("Kit: roll fight, 6 3", vocab).verbs == ("Fight It Out",)


@pytest.mark.parametrize("said", ["Leg 3 of 5 and we're 2-0 up.", "The Power hit two 180s.", "His 9-darter in '86."])
def test_a_matchs_numbers_are_the_scenes(said: str) -> None:
    vocab = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    request = parse(f"{said} Ripper kicks the cellar door in. Dice: 5 and 3.", vocab)
    assert request.actor == "Ripper" and request.dice == (5, 3) and request.modifiers == ()


def test_a_call_from_one_the_gm_plays_to_a_players_character() -> None:
    vocab = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
    request = parse("Old Marrow to Kit: the raiders are at the gate, can you read the room? Kit: 6 and 6.", vocab)
    assert request.actor == "Kit" and request.dice == (6, 6)


def test_a_question_put_to_someone_by_name_says_who_rolls() -> None:
    """'Vex, do you spot the ambush?': the one asked acts (was read as the one acted on, and the dice as another's)."""
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse("The guard is twitchy tonight. Vex, do you spot the ambush? Search, DL Hard. Vex: 9 and 7.", vocab)
    assert request.actor == "Vex" and request.dice == (9, 7)


def test_swearing_blind_is_no_blinding(tmp_path: Path) -> None:
    vocab = _vocab(tmp_path, "ghostburn", ('name = "the merchant"', 'name = "Sergeant Roach"'))
    request = parse("Sergeant Roach swears blind his 30lb pike came out on a legal rig. Vex, do you catch the lie? "
                    "Sense Lies, please. Vex: 9 and 7.", vocab)
    assert request.actor == "Vex" and request.dice == (9, 7) and "swears blind" in unused(request)


def test_feet_and_inches_are_how_tall_someone_is() -> None:
    vocab = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
    request = parse("Nemesis holds court in the bar, all 6ft 4 of him: roll Presence. Dice: 2, 6, 8.", vocab)
    assert request.actor == "Nemesis" and request.dice == (2, 6, 8)


@pytest.mark.parametrize("phrase, attribute", [
    ("Ripper repairs the jammed rifle by feel, hands numb. Dice 2 and 4.", "Tactical"),
    ("Ripper operates the gantry crane to lift the mirror clear of the wreck. Dice 2 and 4.", "Tactical"),
])
def test_how_it_is_done_decides_the_attribute(phrase: str, attribute: str) -> None:
    """A weapon something is done to ('repairs the jammed rifle'), a thing named by two nouns ('the gantry crane')
    and what the deed is for ('to lift the mirror') only support the verb: Reflexive and Forceful were read, silently."""
    party = load_party([EXAMPLES / "fist_party.toml"])
    game = get_system("fist")
    request = parse(phrase, game.vocabulary(party))
    ability = game.resolve(request, party, GivenDice([2, 4])).ability
    assert ability is not None and ability.name == attribute


@pytest.mark.parametrize("said", ["Backup rig: f/5, a wide focuser.", "The debris trail of comet 73P.",
                                  "Control to Vex: the 25 m dish is coming down!"])
def test_a_ratio_a_code_and_a_measure_before_a_thing_are_the_scenes(said: str) -> None:
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(f"{said} Vex sneaks past the guard. Vex: 5 and 5.", vocab)
    assert request.actor == "Vex" and request.verbs == ("Sneak",) and request.dice == (5, 5)


@pytest.mark.parametrize("said", ["the 9mm pistol", "the 6in scope", "a 32mm eyepiece"])
def test_a_size_typed_close_up_is_the_things(said: str) -> None:
    """'mm' was a pause ('mm, ...') even typed close up to a number, and '6in' a number and 'in'."""
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(f"Vex sneaks past the guard with {said} in her pack, 4 and 3", vocab)
    assert request.verbs == ("Sneak",) and request.dice == (4, 3)


@pytest.mark.parametrize("said", ["the sensor at -2 C,", "the sensor at -2 C and falling,", "the sensor at -2C,"])
def test_a_temperature_with_its_scale_apart_is_no_modifier(said: str) -> None:
    """'Sensor at -2 C' was a modifier of -2 (a die fewer in FS3), silently."""
    vocab = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
    request = parse(f"Zoe fixes the camera: Technician. With {said} 3 hours in. Dice 6 1 2", vocab)
    assert request.actor == "Zoe" and request.modifiers == () and request.dice == (6, 1, 2)
