"""Names as a table says them: a sheet's `aka` list, and a unique first name, last name or prefix of three letters or
more, in any case, stand for the character ('Cass' for Cassandra Voight, 'crane' for Isolde Crane); a prefix two
people share is asked about with both; a common English word is a name only where a name stands."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError, SheetError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
# The first two characters of each example party, renamed: the first gets an aka
FIRST = {"ghostburn": "Vex", "fist": "Ripper", "fs3": "Nemesis", "pbta": "Kit", "blades": "Cross"}
SECOND = {"ghostburn": "Dex", "fist": "Jonesy", "fs3": "Mavros", "pbta": "Boone", "blades": "Thorn"}


def _party_file(tmp: Path, game: str, first: str, second: str, aka: str = '["Sunny", "Doc Vee"]') -> Path:
    text = (EXAMPLES / f"{game}_party.toml").read_text()
    text = text.replace(f'name = "{FIRST[game]}"', f'name = "{first}"\naka = {aka}', 1)
    text = text.replace(f'name = "{SECOND[game]}"', f'name = "{second}"', 1)
    if game == "pbta":
        (tmp / "pbta_playbook.toml").write_text((EXAMPLES / "pbta_playbook.toml").read_text())
    path = tmp / f"{game}.toml"
    path.write_text(text)
    return path


def _vocab(tmp: Path, game: str, first: str = "Cassandra Voight", second: str = "Isolde Crane") -> Vocabulary:
    return get_system(game).vocabulary(load_party([_party_file(tmp, game, first, second)]))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("said", ["Cass", "cass", "CASS", "Cassandra", "Voight", "voight", "Sunny", "sunny",
                                  "Doc Vee", "Cassandra Voight"])
def test_a_short_name_or_an_aka_addressed_first_is_who_acts(tmp_path: Path, game: str, said: str) -> None:
    assert parse(f"{said}, climb the wall", _vocab(tmp_path, game)).actor == "Cassandra Voight"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["Iso climbs the wall", "crane climbs the wall", "Crane: climb the wall",
                                    "Isolde climbs the wall", "isol, climb the wall"])
def test_a_first_name_last_name_or_prefix_in_any_case_is_the_character(tmp_path: Path, game: str,
                                                                      phrase: str) -> None:
    assert parse(phrase, _vocab(tmp_path, game)).actor == "Isolde Crane"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["climb the crane, it is a sunny day", "climb onto the crane",
                                    "a sunny morning, climb the wall"])
def test_the_same_words_as_plain_english_are_not_people(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert request.actor is None and request.target is None


@pytest.mark.parametrize("game", GAMES)
def test_a_prefix_two_people_share_is_asked_with_both(tmp_path: Path, game: str) -> None:
    vocab = _vocab(tmp_path, game, "Marisol Vance", "Marcus Hale")
    with pytest.raises(PhraseError, match="Who is 'Mar': Marcus Hale or Marisol Vance|Who is 'Mar': Marcus Hale or Marisol Vance or Old Marrow") as asked:
        parse("Mar, climb the wall", vocab)
    assert {"Marcus Hale", "Marisol Vance"} <= set(asked.value.suggestions) and asked.value.column == 1
    assert parse("Marc, climb the wall", vocab).actor == "Marcus Hale"
    assert parse("Vance climbs the wall", vocab).actor == "Marisol Vance"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("aka", "message"), [
    ('"Cass"', "valid list"),
    ('["Cass", 3]', r"aka\[1\]"),
    ('["Cassandra Voight"]', "said twice"),
    ('["Cass", "cass"]', "said twice"),
    ('["Isolde"]', None),  # the other's first name as an aka: allowed, the aka is exact
    ('["Isolde Crane"]', "would name both"),
    ('["' + "x" * 41 + '"]', "longer than 40"),
    ("[" + ", ".join(f'"n{k}"' for k in range(9)) + "]", "at most 8"),
])
def test_a_bad_aka_is_refused_with_the_file_and_key(tmp_path: Path, game: str, aka: str, message: str | None) -> None:
    path = _party_file(tmp_path, game, "Cassandra Voight", "Isolde Crane", aka=aka)
    if message is None:
        assert load_party([path]).find("isolde") is not None
        return
    with pytest.raises(SheetError, match=message) as refused:
        load_party([path])
    assert "aka" in str(refused.value) and str(path) in str(refused.value)


def test_an_aka_finds_the_character_for_a_seat(tmp_path: Path) -> None:
    party = load_party([_party_file(tmp_path, "fist", "Cassandra Voight", "Isolde Crane")])
    person = party.find("sunny")
    assert person is not None and person.name == "Cassandra Voight" and person.aka == ("Sunny", "Doc Vee")


@pytest.mark.parametrize("game", GAMES)
def test_an_interjection_is_never_a_short_name(tmp_path: Path, game: str) -> None:
    request = parse("climb the wall lol, rolled 4 5", _vocab(tmp_path, game, "Lola Vance", "Isolde Crane"))
    assert request.target is None and request.actor is None


def _moth(tmp: Path, game: str) -> Vocabulary:
    """A party whose Cassandra Voight is also called "moth", an English word."""
    return get_system(game).vocabulary(load_party([_party_file(tmp, game, "Cassandra Voight", "Isolde Crane",
                                                               aka='["moth"]')]))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["moth tries to climb the wall", "ok so moth totally climbs the wall lol",
                                    "moth wants to climb the wall", "moth really quickly climbs the wall",
                                    "moth, climb the wall"])
def test_an_aka_that_is_an_english_word_is_the_character_where_a_person_stands(tmp_path: Path, game: str,
                                                                                phrase: str) -> None:
    vocab = _moth(tmp_path, game)
    assert parse(phrase, vocab).actor == "Cassandra Voight"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["climb the wall while a moth flutters past", "climb the wall, moth dust on my gloves",
                                    "climb the wall past the moths"])
def test_an_aka_that_is_an_english_word_in_the_scene_is_no_one(tmp_path: Path, game: str, phrase: str) -> None:
    vocab = _moth(tmp_path, game)
    request = parse(phrase, vocab)
    assert request.actor is None and request.target is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("phrase", "other"), [
    # a nickname before a verb said of it, even a verb the game lacks: the seat is Isolde's, who is not acted on
    ("omg moth absolutely wrecks the bouncer with a headbutt", "Cassandra Voight"),
    ("lol moth totally yeets herself over the wall", "Cassandra Voight"),
    ("moth just casually strolls over the wall", "Cassandra Voight"),
    # a possessive in a scene phrase before the one who acts: the owner is in the scene
    ("with Isolde's drone overhead, Cass sneaks past the guard", "Isolde Crane"),
    ("under crane's covering fire, Cass sprints across the yard", "Isolde Crane"),
    ("thanks to Isolde's distraction cass slips past the guard", "Isolde Crane"),
])
def test_the_one_named_before_a_verb_said_of_them_acts(tmp_path: Path, game: str, phrase: str, other: str) -> None:
    request = parse(phrase, _moth(tmp_path, game))
    assert request.actor == "Cassandra Voight" and request.target != other


# -- a name that is also a modal: 'Will', 'May' -----------------------------------------------------------------------
def _modal_names(tmp: Path, game: str) -> Vocabulary:
    return get_system(game).vocabulary(load_party([_party_file(tmp, game, "Will", "May", aka="[]")]))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["I will climb the wall", "i will climb the wall", "will you climb the wall",
                                    "we may climb the wall", "May I climb the wall", "she will climb the wall",
                                    "the wall may crumble, climb it"])
def test_a_modal_said_as_one_is_nobody_even_where_someone_bears_it_as_a_name(tmp_path: Path, game: str,
                                                                             phrase: str) -> None:
    """'I will climb' on a sheet with Will: the modal, never Will's roll; whoever's seat it is acts."""
    request = parse(phrase, _modal_names(tmp_path, game))
    assert request.actor is None and request.target is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("phrase", "who"), [("Will climbs the wall", "Will"), ("will, climb the wall", "Will"),
                                             ("have May climb the wall", "May"), ("ok Will climb the wall", "Will"),
                                             ("May: climb the wall", "May"), ("May will climb the wall", "May")])
def test_a_modal_where_a_name_stands_is_the_one_named(tmp_path: Path, game: str, phrase: str, who: str) -> None:
    assert parse(phrase, _modal_names(tmp_path, game)).actor == who


@pytest.mark.parametrize("game", GAMES)
def test_a_capitalised_modal_opening_the_phrase_before_a_verb_s_base_form_is_asked_about(tmp_path: Path,
                                                                                          game: str) -> None:
    """'Will climb the wall': Will with the verb's -s dropped, or '[I] will climb'? Asked, never guessed."""
    with pytest.raises(PhraseError, match=r"Is 'Will' Will here, or 'will' as in 'I will climb'\?"):
        parse("Will climb the wall", _modal_names(tmp_path, game))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["Isolde'll climb the wall", "so crane'll climb the wall", "right, Isolde’d climb the wall",
                                    "Crane'll have a go at climbing the wall"])
def test_a_name_with_a_verb_run_into_it_is_who_acts(tmp_path: Path, game: str, phrase: str) -> None:
    """'Gaz'll kick the door in', 'Niamh'd charm the guard': the name and 'will' or 'would', never a word nobody knows
    (refused where it opened the phrase, dropped for the seat's character where it did not)."""
    assert parse(phrase, _vocab(tmp_path, game)).actor == "Isolde Crane"


@pytest.mark.parametrize("phrase", ["Isolde sways the Inspector. Sunny's Cass assists (+1d). 4 4 2 1",
                                    "Isolde sways the Inspector, Sunny's Cassandra assists: 4 4 2 1"])
def test_a_players_name_said_as_whose_character_is_that_character_once(tmp_path: Path, phrase: str) -> None:
    """The player's name on the aka list, said as whose character ("Grace's Pim assists"): one mention of the
    character, who helps; never a target of the roll."""
    request = parse(phrase, _vocab(tmp_path, "blades", first="Cassandra Voight", second="Isolde Crane"))
    assert request.actor == "Isolde Crane" and request.target is None
    assert [h.name for h in request.helpers] == ["Cassandra Voight"]


# -- a name spoken to: after table talk and words of address, or closing its sentence -----------------------------------
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", [
    "ok bestie cass, climb the wall for me. 4 and 5",
    "yo fam cass, climb the wall",
    "ur genuinely a genius cass. she climbs the wall",
    "literally iconic cass! climb the wall",
])
def test_a_name_spoken_to_is_who_acts(tmp_path: Path, game: str, phrase: str) -> None:
    request = parse(phrase, _vocab(tmp_path, game))
    assert request.actor == "Cassandra Voight" and request.target is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("phrase", ["Cass hides behind Crane. 4 and 5", "Cass climbs the wall to reach Crane. 4 5",
                                    "climb the wall toward Crane. 4 5"])
def test_a_name_after_a_verb_or_a_preposition_at_the_sentences_end_is_not_spoken_to(tmp_path: Path, game: str,
                                                                                     phrase: str) -> None:
    assert parse(phrase, _vocab(tmp_path, game)).actor in ("Cassandra Voight", None)


_PARTY = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "blades")}


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "Vex works the bouncer, smooth as ever, Jim, smooth as ever — Persuade, 4 and 9", "Vex"),
    ("ghostburn", "I sweet-talk the bouncer and oh my, Marty, what a pitch, 4 and 9", "Vex"),
    ("blades", "Cross slips past the watchman, Bob — Prowl, risky, 5 2", "Cross"),
])
def test_one_spoken_to_mid_sentence_after_the_actor_is_named_rolls_nothing(game: str, phrase: str, actor: str) -> None:
    """A name nobody knows, set off by commas in a post that has named who acts, is whom the writer talks to."""
    request = parse(phrase, get_system(game).vocabulary(_PARTY[game]))
    assert request.actor in (actor, None) and request.dice


@pytest.mark.parametrize("phrase", [
    "Vex works the bouncer, Jim, roll Persuade, 4 and 9",  # told to roll: who is Jim?
    "Persuade the bouncer, Jim, 4 and 9",  # no one named acts: Jim may be the roller
    "Vex sweet-talks the bouncer, Dexx, 4 and 9",  # a slip of a loaded name
])
def test_a_name_spoken_to_who_may_roll_is_still_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called"):
        parse(phrase, get_system("ghostburn").vocabulary(_PARTY["ghostburn"]))


def test_one_named_only_as_owning_what_is_acted_on_is_no_one_a_pronoun_means() -> None:
    vocabulary = get_system("ghostburn").vocabulary(_PARTY["ghostburn"])
    request = parse("Vex shoots out the guard's radio, Moderate, and she rolls a 4 and a 9", vocabulary)
    assert (request.actor, request.dice) == ("Vex", (4, 9))
    with pytest.raises(PhraseError, match="Who is 'she'"):  # the guard shot at may be who rolled
        parse("Vex shoots the guard, Moderate, and she rolls a 4 and a 9", vocabulary)
