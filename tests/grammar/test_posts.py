"""Posts from chat servers and forums: markup is formatting, not words; each line of a post is a sentence of it; a
dice bot's pasted roll is its faces (the notation says which dice they are, the '= N' is the bot's own sum); and
dice a bot rolled that the roll does not use are refused, naming them."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.grammar.post import plain
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
VOCAB = get_system("ghostburn").vocabulary(PARTY)
PBTA = load_party([EXAMPLES / "pbta_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])

PLAIN = "sneak past the guard, Wits Hard, rolled 7 4"


def _fields(phrase: str) -> dict[str, object]:
    request = parse(phrase, VOCAB)
    return {"actor": request.actor, "skill": request.skill, "trick": request.trick, "verbs": request.verbs,
            "trait": request.trait, "difficulty": request.difficulty, "dice": request.dice}


@pytest.mark.parametrize("phrase", [
    "**sneak** past the guard, *Wits Hard*, rolled 7 4",
    "__sneak past the guard__, `Wits Hard`, rolled 7 4",
    "sneak past the guard ||the guard is asleep lol||, Wits Hard, rolled 7 4",
    "sneak past the guard, ~~Wits Moderate~~ Wits Hard, rolled 7 4",
    "sneak past the guard ((OOC: Wits Hard)), rolled 7 4",
    "[ooc] sneak past the guard, Wits Hard, rolled 7 4",
    "sneak past the guard, rolled 7 4\nEDIT: Wits Hard",
    "> *Shh, nobody breathe.*\nsneak past the guard, Wits Hard, rolled 7 4",
])
def test_markup_is_formatting_not_words(phrase: str) -> None:
    assert _fields(phrase) == _fields(PLAIN)


def test_markup_keeps_every_word_where_it_was_typed() -> None:
    post = "> \"Hold still.\"\n**Vex** ((OOC: Wits Hard)) ||ok|| `2d10` ⇒ (7, 4)\nEDIT: /me"
    said = plain(post)
    assert len(said) == len(post)
    assert [said.find(w) for w in ("Hold", "Vex", "Wits", "2d10", "7")] == \
        [post.find(w) for w in ("Hold", "Vex", "Wits", "2d10", "7")]


def test_a_refusal_shows_the_post_as_typed() -> None:
    with pytest.raises(PhraseError) as caught:
        parse("**Vex** sneaks past the guard, Wits Hard\nBot: 2d10 (7, 4) = 12", VOCAB)
    assert caught.value.text.startswith("**Vex**") and "'= 12'" in caught.value.message


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard\nWits Hard\nrolled 7 4",
    "Vex sneaks past the guard.\nWits Hard\n7 4",
    "Vex sneaks past the guard\n\nWits Hard\nrolled 7 4\n",
])
def test_the_lines_of_a_post_are_its_sentences(phrase: str) -> None:
    request = parse(phrase, VOCAB)
    assert (request.actor, request.trait, request.difficulty, request.dice) == ("Vex", "wits", "Hard", (7, 4))


@pytest.mark.parametrize("line", [
    "RollBot: 2d10 (7, 4) = 11",
    "🎲 Roll: `2d10` Result: [7, 4] = 11",
    "Dicey: [2d10] ⇒ (7, 4) ⇒ 11",
    "Bot → `2d10` → [7, 4] = 11 nice",
    "Bot: 1d10 (7) + 1d10 (4) = 11",
    "rolled 2d10 (7, 4) = 11",
])
def test_a_dice_bots_roll_is_its_faces(line: str) -> None:
    request = parse(f"sneak past the guard, Wits Hard\n{line}", VOCAB)
    assert request.dice == (7, 4) and request.dice_said == "2d10"
    assert not any(c.kind == "dice" and "11" in c.text for c in request.reading)  # the bot's sum is no dice
    assert roll(f"sneak past the guard, Wits Hard\n{line}", PARTY, actor="Vex").dice == (7, 4)


@pytest.mark.parametrize("line", ["Dex: RollBot: 2d10 (7, 4) = 11", "Dex rolled: Bot: 2d10 (7, 4) = 11",
                                  "Bot → Dex `2d10` [7, 4] = 11", "Dex: 🎲 `2d10` [7, 4] = 11"])
def test_a_name_before_a_bots_roll_says_whose_dice(line: str) -> None:
    request = parse(f"Dex sneaks past the guard, Wits Hard\n{line}", VOCAB)
    assert request.actor == "Dex" and request.dice == (7, 4) and request.dice_said == "2d10"


@pytest.mark.parametrize(("line", "words"), [
    ("Bot: 2d10 (7, 4) = 12", "not the sum"),
    ("Bot: 3d10 (7, 4) = 11", "2 faces"),
    ("Bot: 2d10 (7, 14) = 21", "d10 shows 1 to 10"),
    ("Bot: 1d10 (7) + 1d6 (4) = 11", "two kinds of dice"),
])
def test_a_bots_line_that_disagrees_with_itself_is_refused(line: str, words: str) -> None:
    with pytest.raises(PhraseError, match=words):
        parse(f"sneak past the guard, Wits Hard\n{line}", VOCAB)


@pytest.mark.parametrize(("phrase", "words"), [
    ("sneak past the guard, Wits Hard\nBot: 2d6 (5, 4) = 9", "2d6.*2d10"),
    ("sneak past the guard, Wits Hard\nBot: 1d20 (17) = 17", "1d20.*2d10"),
    ("sneak past the guard, Wits Hard\nBot: 3d10 (5, 4, 1) = 10", "3d10.*2d10"),
    ("sneak past the guard, Wits Hard, 2d6: 5 4", "2d6.*2d10"),
    ("sneak past the guard, Wits Hard, 2d6 (5, 4)", "2d6.*2d10"),
])
def test_dice_the_roll_does_not_use_are_refused_by_name(phrase: str, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        roll(phrase, PARTY, actor="Vex")


def test_each_game_refuses_the_dice_it_does_not_roll() -> None:
    with pytest.raises(RulesError, match="3d6.*2d6"):
        roll("Act Under Pressure\nBot: 3d6 (5, 2, 6) = 13", PBTA, system="pbta", actor=PBTA.characters[0].name)
    with pytest.raises(RulesError, match="d8"):
        roll("Cross skirmishes with the guard, skirmish\nBot: 3d8 (5, 2, 1) = 8", BLADES, system="blades")
    with pytest.raises(RulesError, match="2d6.*3d6"):
        roll("Cross skirmishes with the guard, skirmish\nBot: 2d6 (5, 2) = 7", BLADES, system="blades")
    with pytest.raises(RulesError, match="d10"):
        roll("Nemesis: roll Firearms\nBot: 3d10 (5, 2, 9) = 16", FS3, system="fs3")
    assert roll("Cross skirmishes with the guard, skirmish\nBot: 3d6 (5, 2, 1) = 8", BLADES,
                system="blades").dice == (5, 2, 1)


def test_a_war_die_from_the_bot_is_the_war_die() -> None:
    fist = load_party([EXAMPLES / "fist_party.toml"])
    for line in ("Bot: 2d6 (3, 2) = 5 | war die: 1d6 (4) = 4", "Bot: 2d6 (3, 2) = 5\nBot: 1d6 (4) = 4 (war die)"):
        request = parse(f"Ripper punches the guard, spending a war die\n{line}", get_system("fist").vocabulary(fist))
        assert request.dice == (3, 2) and request.spends[0].faces == (4,), line


@pytest.mark.parametrize("phrase", [
    "sneak past the guard, Wits Hard, rolled 7 4. brb, dog needs out",
    "idk, sneak past the guard, Wits Hard, rolled 7 4",
    "ngl, sneak past the guard, Wits Hard, rolled 7 4",
])
def test_a_chats_table_talk_is_no_one_spoken_to(phrase: str) -> None:
    assert _fields(phrase) == _fields(PLAIN)


@pytest.mark.parametrize(("phrase", "skill"), [
    ("roll piloting from the co-pilot seat", "Piloting"),
    ("a rapid-fire burst at the drone, roll firearms", "Firearms"),
    ("climbing the iced-over ladder, roll athletics-2", "Athletics"),
])
def test_a_hyphenated_word_of_the_scene_is_no_roll_string(phrase: str, skill: str) -> None:
    request = parse(phrase, get_system("fs3").vocabulary(FS3))
    assert request.skill == skill and not request.abilities


@pytest.mark.parametrize("phrase", [
    "GM: Nemesis, shoot the drone. roll Nemesis/Firearms",
    "**GM:** Nemesis, take the shot\nroll Nemesis/Firearms",
    "Nemesis: roll Nemesis/Firearms",
])
def test_one_person_named_twice_as_who_acts_is_one_person(phrase: str) -> None:
    request = parse(phrase, get_system("fs3").vocabulary(FS3))
    assert (request.actor, request.skill) == ("Nemesis", "Firearms")


def test_each_sides_bot_line_is_its_dice_and_checked_as_its_roll() -> None:
    post = "roll melee vs Mavros\nNemesis: Bot: 5d8 (1, 2, 3, 4, 8) = 18\nMavros: Bot: {} = {}"
    result = roll(post.format("6d8 (1, 2, 3, 4, 5, 6)", 21), FS3, system="fs3", actor="Nemesis")
    assert (result.actor, result.dice, result.extra["their_faces"]) == ("Nemesis", (1, 2, 3, 4, 8),
                                                                       [1, 2, 3, 4, 5, 6])
    with pytest.raises(RulesError, match="Mavros's roll are 3d10, but that roll is 6d8"):
        roll(post.format("3d10 (1, 2, 9)", 12), FS3, system="fs3", actor="Nemesis")
    with pytest.raises(RulesError, match="Mavros's roll are 5d8, but that roll is 6d8"):
        roll(post.format("5d8 (1, 2, 3, 4, 5)", 15), FS3, system="fs3", actor="Nemesis")


@pytest.mark.parametrize(("line", "added"), [("Bot: 2d10 (7, 4) + 2 = 13", 2), ("Bot: 2d10 (7, 4) +2 -1 = 12", 1),
                                             ("Bot: 2d10 (7, 4) - 1 = 10", -1)])
def test_a_number_the_bot_added_is_the_bonus_said_again(line: str, added: int) -> None:
    request = parse(f"sneak past the guard, Wits Hard\n{line}", VOCAB)  # the rules check it against the sheet
    assert request.dice == (7, 4)
    assert [(r.value, r.kind) for r in request.restated] == [(added, "typed")]


def test_a_bots_sum_that_is_not_its_faces_and_bonus_is_refused() -> None:
    with pytest.raises(PhraseError, match="is not the sum") as caught:
        parse("sneak past the guard, Wits Hard\nBot: 2d10 (7, 4) + 2 = 14", VOCAB)
    assert caught.value.caret().splitlines()[0].strip() == "Bot: 2d10 (7, 4) + 2 = 14"  # the caret is in its line
