"""An anime fan's talk around a real roll: honorifics joined to names ('Vex-chan', 'Dex-senpai's'), inner monologue in
italics ('*Not yet... I promised her.*'), big numbers of the show ('power level 9001', 'episode 23'), a devil's
bargain's price in the player's words, what is faced said as someone's thing ('against Azgar's shockwave'), a war
die's face after its timing ('after the roll, 6'), faces said with a pause between them ('Four. And one.'), and the
roll named in one sentence with its dice said in the next, another sentence's deed around it. Phrasings written for
this test (the register: tests/phrases/fresh/setCN, the anime and shonen fan)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, example_game

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice
from rollmate.rules.registry import get_system
from rollmate.rules.sheets import load_party
from rollmate.rules.vocabulary import NOTE_KIND

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")
CREW, BLADES = example_game("blades")


@pytest.mark.parametrize(("phrase", "actor", "target"), [
    ("Vex-chan sweet-talks the bouncer, 6 4", "Vex", "the bouncer"),
    ("dex-senpai sweet-talks the bouncer, 6 4", "Dex", "the bouncer"),
    ("Vex-sama shoots Dex-kun's drone, 6 4", "Vex", "Dex"),
])
def test_an_honorific_after_a_name_leaves_the_name(phrase: str, actor: str, target: str | None) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.target, request.dice) == (actor, target, (6, 4))


def test_an_honorific_after_a_stranger_asks_for_the_stranger() -> None:
    with pytest.raises(PhraseError, match="'Sakura'"):
        parse("Nemesis fights the goon, Melee, Sakura-chan assists, 6 2 3 4 5 1", FS3)


def test_a_name_the_sheet_lists_with_its_honorific_stays_whole(tmp_path: Path) -> None:
    sheet = tmp_path / "party.toml"
    sheet.write_text((EXAMPLES / "ghostburn_party.toml").read_text(encoding="utf-8")
                     + '\n[[npc]]\nname = "Ojii-san"\n', encoding="utf-8")
    vocabulary = get_system("ghostburn").vocabulary(load_party([sheet]))
    assert parse("Vex sweet-talks Ojii-san, 6 4", vocabulary).target == "Ojii-san"


@pytest.mark.parametrize("phrase", [
    "Vex sweet-talks the bouncer. *Not yet... I promised her.* 6 4",
    "*Sensei... watch me.* Vex sweet-talks the bouncer, 6 4",
])
def test_a_thought_in_italics_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.verbs, request.dice) == (("Convince",), (6, 4))
    assert any(c.kind == "speech" and not c.used for c in request.reading)


def test_italics_that_say_what_is_done_stay_the_roll() -> None:
    assert parse("*sweet-talks the bouncer* 6 4", GHOSTBURN).verbs == ("Convince",)


@pytest.mark.parametrize("phrase", [
    "Vex sweet-talks the bouncer. Power level: 9001. Rolled 6 and 4.",
    "Vex sweet-talks the bouncer, it's over 9000, 6 4",
    "Vex sweet-talks the bouncer (episode 23), 6 4",
])
def test_a_big_number_of_the_show_is_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice, request.modifiers, request.difficulty) == ("Vex", (6, 4), (), None)


def test_a_big_number_that_may_be_the_dice_stays_the_dice_or_asked() -> None:
    assert parse("Vex sweet-talks the bouncer, rolled 100", GHOSTBURN).dice == (100,)  # (the rules refuse the face)
    with pytest.raises(PhraseError, match="'100'"):
        parse("Vex sweet-talks the bouncer, 100", GHOSTBURN)


@pytest.mark.parametrize(("phrase", "price"), [
    ("Nyx sways the Inspector with a devil's bargain: the crew's noodle shop burns down. Dice: 3, 3, 2, 1.",
     "the crew's noodle shop burns down"),
    ("Nyx sways the Inspector. Devil's bargain: Thorn takes the blame, rolled 6 4 2 1", "Thorn takes the blame"),
    ("Nyx sways the Inspector with a devil's bargain: +1 heat, rolled 6 4 2 1", "+1 heat"),
])
def test_a_bargains_price_in_the_players_words_is_its_note(phrase: str, price: str) -> None:
    request = parse(phrase, BLADES)
    assert request.actor == "Nyx" and request.target is None
    facts = get_system("blades").resolve(request, CREW, GivenDice(())).contract()["blades"]
    assert [(b["kind"], b["note"]) for b in facts["bonus"]] == [("devils_bargain", price)]


def test_a_cue_note_stands_in_the_reading() -> None:
    request = parse("Nyx sways the Inspector with a devil's bargain: the shop burns. 6 4 2 1", BLADES)
    assert [c.text for c in request.reading if c.kind == NOTE_KIND] == ["the shop burns"]


def test_what_is_faced_said_as_someones_thing_is_the_scene_where_no_other_side_rolls() -> None:
    request = parse("Kit keeps her cool against the warlord's shockwave, 4 4", PBTA)
    assert (request.actor, request.dice) == ("Kit", (4, 4))
    with pytest.raises(PhraseError, match="no opposed rolls"):  # ('against the warlord' after the deed is whom it
        parse("Kit keeps her cool vs the warlord, 4 4", PBTA)  # is done against: test_saleroom_and_railway_prose.py)


def test_an_opponents_skill_said_as_theirs_stays_the_opposed_roll() -> None:
    assert parse("Nemesis attacks, Melee vs the goon's Melee, 6 6 2 1 3 4", FS3).opponent is not None


def test_a_war_dies_face_after_its_timing_and_a_comma() -> None:
    request = parse("Ripper tackles the guard, FORCEFUL. Rolled 2 and 1. He spends a war die after the roll, 6.", FIST)
    assert (request.dice, [s.faces for s in request.spends]) == ((2, 1), [(6,)])


@pytest.mark.parametrize("phrase", [
    "Vex sweet-talks the bouncer. She rolls four... and one.",
    "Vex sweet-talks the bouncer. Four. And one.",
    "Vex sweet-talks the bouncer. Rolled: FOUR. and ONE.",
    "Vex sweet-talks the bouncer... 4... 1...",
])
def test_faces_said_with_a_pause_between_them_are_one_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.verbs, request.dice) == (("Convince",), (4, 1))


def test_a_count_and_its_noun_after_a_stop_is_no_face() -> None:
    with pytest.raises(PhraseError):
        parse("Vex sweet-talks the bouncer on Day 3. 4", GHOSTBURN)


def test_another_sentences_deed_is_the_scene_where_the_roll_is_named_and_its_dice_said_apart() -> None:
    request = parse("Vex's hand finds the hilt. She slashes at the guard, a plain melee strike. Dice: 6 and 3.",
                    GHOSTBURN)
    assert request.verbs == ("Melee Strike",) and any(c.text == "finds" and not c.used for c in request.reading)
