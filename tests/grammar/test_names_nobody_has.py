"""A word where a name stands that matches nobody is asked about in every game, never dropped for the seat's
character, also when it is an English word ('Sunny', 'Rusty' are adjectives to the dictionary): spoken to, told to
roll, rolled for, acting, owning the roll, joined by 'and' to a name. Words where no name stands stay the scene:
articles and pronouns, adverbs of manner, interjections and words said to answer, words of address, the seat's own
imperative."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
FIRST = {"ghostburn": "Vex", "fist": "Ripper", "fs3": "Nemesis", "pbta": "Kit", "blades": "Cross"}
ROLL = {"ghostburn": "Stealth", "fist": "Reflexive", "fs3": "Stealth", "pbta": "Cool", "blades": "Prowl"}
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}

# Where the roller is named; {n} is the name, {first} a loaded character, {roll} what the game rolls.
ROLLER_PLACES = (
    "have {n} roll, sneak past the guard",
    "let {n} roll to sneak past the guard",
    "get {n} to roll: sneak past the guard",
    "{n}, roll to sneak past the guard",
    "ok {n}, give me a roll to sneak past the guard",
    "sneak past the guard, roll it for {n}",
    "{n} sneaks past the guard",
    "{n} should roll to sneak past the guard",
    "{n} needs to roll, sneak past the guard",
    "{n}'s roll: sneak past the guard",
    "{first} and {n} sneak past the guard",
    "{roll} for {n}, sneak past the guard",
    "{n} — {roll}, sneak past the guard",
    "{n} to roll, sneak past the guard",
    "{n} is rolling to sneak past the guard",
    "your turn {n}, sneak past the guard",
    "over to {n}, roll to sneak past the guard",
)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ["Sunny", "sunny", "Rusty", "Zorblax"])
@pytest.mark.parametrize("place", ROLLER_PLACES)
def test_a_name_nobody_has_where_the_roller_stands_is_asked(game: str, name: str, place: str) -> None:
    phrase = place.format(n=name, first=FIRST[game], roll=ROLL[game])
    with pytest.raises(PhraseError, match=f"anyone called '{name}'") as asked:
        parse(phrase, VOCAB[game])
    assert asked.value.column == phrase.index(name) + 1 and asked.value.length == len(name)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["Hunter, roll to sneak past the guard", "The wall is high. Grace, climb it",
                                    "Banks rolls to sneak past the guard", "have Banks roll, sneak past the guard",
                                    "Will sneaks past the guard", "Will, sneak past the guard",
                                    "May sneaks past the guard", "have Will roll, sneak past the guard",
                                    "Rusty! roll to sneak past the guard", "Rado? sneak past the guard"])
def test_a_capitalised_noun_plural_or_modal_spoken_to_or_acting_is_asked(game: str, phrase: str) -> None:
    """A modal never comes before a comma nor a verb said of someone, nor after 'have': 'Will' there is someone."""
    with pytest.raises(PhraseError, match="anyone called '(Hunter|Grace|Banks|Will|May|Rusty|Rado)'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("phrase", "acts"), [
    ("The van peels out, I sneak past the guard", False),
    ("Everybody's watching, I sneak past the guard", False),
    ("It's raining, I sneak past the guard", False),
    ("Quietly, {first} sneaks past the guard", True),
    ("Carefully sneaks past the guard", False),
    ("Okay, roll to sneak past the guard", False),
    ("Right, {first} sneaks past the guard", True),
    ("Sure, roll to sneak past the guard", False),
    ("Sneak past the guard", False),
    ("Sorry, roll to sneak past the guard", False),
    ("Listen, roll to sneak past the guard", False),
    ("Thanks, sneak past the guard", False),
    ("Upstairs, {first} sneaks past the guard", True),
    ("a sunny morning, sneak past the guard", False),
    ("sneak past the guard, barefoot and alone", False),
    ("\"Stay here, Lieutenant,\" I whisper. I sneak past the guard", False),
    ("new here, can I sneak past the guard", False),
    ("make sure to roll, sneak past the guard", False),
    ("Everyone should roll to sneak past the guard", False),
    ("Happy to roll, sneak past the guard", False),
    ("Time to roll, sneak past the guard", False),
    ("{roll} for real, sneak past the guard", False),
    ("Will it work if I sneak past the guard?", False),
    ("May I sneak past the guard", False),
    ("I will sneak past the guard", False),
    ("Woohoo! roll to sneak past the guard", False),
    ("Ready? sneak past the guard", False),
    ("Quick! sneak past the guard", False),
])
def test_words_where_no_name_stands_stay_the_scene(game: str, phrase: str, acts: bool) -> None:
    request = parse(phrase.format(first=FIRST[game], roll=ROLL[game]), VOCAB[game])
    assert request.actor == (FIRST[game] if acts else None)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("word", ["Mate", "Guys", "Buddy", "Folks"])
def test_a_word_of_address_speaks_to_the_seat(game: str, word: str) -> None:
    """'Mate, roll ...' names no one: it is said to whoever sits at the seat, as 'roll ...' alone is (a character
    loaded under such a word is still read as theirs: a loaded name is read first)."""
    assert parse(f"{word}, roll to sneak past the guard", VOCAB[game]).actor is None



@pytest.mark.parametrize(("game", "phrase", "name"), [
    ("ghostburn", "Marta Quill attempts to pick the lock, Security Hard, 7 3", "Marta Quill"),
    ("fist", "Jonah Pike tries to shove past the guard, FORCEFUL, 4 4", "Jonah Pike"),
    ("fs3", "Ilse Brandt sneaks past the goon, Stealth, 6 2 3", "Ilse Brandt"),
    ("pbta", "The fog rolls in. Tomas Reyes tries to read the sitch, 3 4", "Tomas Reyes"),
    ("blades", "Odile Fane attempts to slip past the Bluecoats, Prowl, 6 2", "Odile Fane"),
])
def test_a_first_and_last_name_nobody_has_before_a_verb_is_asked_as_one_name(game: str, phrase: str, name: str) -> None:
    with pytest.raises(PhraseError, match=f"anyone called '{name}'") as asked:
        parse(phrase, VOCAB[game])
    assert asked.value.column == phrase.index(name) + 1 and asked.value.length == len(name)


def test_two_capitalised_words_before_a_noun_are_the_scene_not_a_name() -> None:
    request = parse("Red Sash thugs block the alley. Cross sneaks past them, Prowl, 6 2", VOCAB["blades"])
    assert (request.actor, request.skill, request.dice) == ("Cross", "Prowl", (6, 2))


# One part of a first and last name is someone loaded, the other nobody: {a} {b} is the whole name.
PART_PLACES = (
    "{a} {b} climbs the wall, {roll}",
    "{a} {b} tries to sneak past the guard",
    "The alarm blares. {a} {b} slips past the guard",
    "{a} {b} rolls {roll} to sneak past the guard",
    "{a} {b} attempts to sneak past the guard",
)
# Per game, names said whole with one loaded part (a character's name, or an NPC's surname), and who that part names.
PARTS = {
    "ghostburn": (("Dex", "Marlow", "Dex"), ("Ilse", "Vex", "Vex")),
    "fist": (("Oskar", "Hale", "Director Hale"), ("Jonesy", "Brandt", "Jonesy")),
    "fs3": (("Zoe", "Brandt", "Zoe"), ("Petra", "Mavros", "Mavros")),
    "pbta": (("Petra", "Marrow", "Old Marrow"), ("Boone", "Ashgrove", "Boone")),
    "blades": (("Thorn", "Ashgrove", "Thorn"), ("Odile", "Silas", "Silas")),
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", [0, 1])
@pytest.mark.parametrize("place", PART_PLACES)
def test_a_whole_name_only_one_part_of_which_is_someone_is_asked_about(game: str, which: int, place: str) -> None:
    """'Oskar Hale' with Director Hale loaded, 'Zoe Brandt' with Zoe: the whole name is asked about, with the one
    its part names offered, never taken for them unasked."""
    first, last, who = PARTS[game][which]
    phrase = place.format(a=first, b=last, roll=ROLL[game])
    whole = f"{first} {last}"
    with pytest.raises(PhraseError, match=f"anyone called '{whole}'") as asked:
        parse(phrase, VOCAB[game])
    assert asked.value.column == phrase.index(whole) + 1 and asked.value.length == len(whole)
    assert asked.value.suggestions == (who,) and asked.value.missing == "character"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["Quietly {first} sneaks past the guard", "Okay {first} sneaks past the guard",
                                    "Then {first} sneaks past the guard", "{first} Carefully sneaks past the guard"])
def test_a_word_beside_a_name_that_is_no_name_leaves_the_name_acting(game: str, phrase: str) -> None:
    assert parse(phrase.format(first=FIRST[game]), VOCAB[game]).actor == FIRST[game]


_BART = '''system = "fist"
[[character]]
name = "Bartholomew"
war_dice = 1
[character.attributes]
forceful = 1
tactical = 0
creative = 0
reflexive = 1
[[character]]
name = "Ulla"
war_dice = 1
[character.attributes]
forceful = 0
tactical = 1
creative = 1
reflexive = 0
'''


@pytest.mark.parametrize(("game", "phrase"), [
    ("blades", "I prowl past the church cross, rolled 6 2"),  # Cross is someone
    ("pbta", "I scavenge the kitchen for pumpkin marrow, 3 4"),  # Old Marrow is someone
    ("fist", "I slip into the noodle bar, 4 4"),  # 'bar' begins Bartholomew
    ("fist", "Ulla ducks behind the cocktail bar"),
])
def test_an_english_word_right_after_a_noun_is_a_thing_never_someone(game: str, phrase: str, tmp_path: Path) -> None:
    """'the church cross', 'the noodle bar': a word after a noun the dictionary knows only as a noun is one thing's
    name with it, never a character (nor the start of one's name) acted on."""
    vocab = VOCAB[game]
    if game == "fist":
        (tmp_path / "party.toml").write_text(_BART)
        vocab = get_system("fist").vocabulary(load_party([tmp_path / "party.toml"]))
    request = parse(phrase, vocab)
    assert request.target is None and request.actor in (None, "Ulla")
