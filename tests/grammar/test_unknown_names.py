"""An unknown word where a roller stands is asked about, never silently the actor nor a plain word of the action:
'then kira sneaks past', 'my buddy marko shoots', 'Vex and zed climb'. And dice typed right after the action's last
word with no verb ('punch the guard 4 and 5') are the dice, while a number of the scene ('pier 9, 1 and 1') is not."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fist", "fs3")}


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "name"), [
    ("then kira sneaks past the guard, rolled 3 4", "kira"),
    ("my buddy marko shoots the guard", "marko"),
    ("meanwhile jax climbs the wall, 3 4", "jax"),
    ("ok so zed hacks the camera", "zed"),
    ("Vex and zed climb the fence", "zed"),
])
def test_an_unknown_name_acting_is_asked_about(game: str, phrase: str, name: str) -> None:
    with pytest.raises(PhraseError, match=f"anyone called '{name}'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("phrase", "actor"), [
    ("carefully Vex sneaks past the guard", "Vex"),
    ("then Dex climbs the fence", "Dex"),
    ("quietly sneak past the guard", None),
    ("climb the wall as the alarm rings", None),
])
def test_adverbs_and_known_names_stay_as_they_are(phrase: str, actor: str | None) -> None:
    assert parse(phrase, VOCAB["ghostburn"]).actor == actor


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "dice"), [
    ("punch the guard 4 and 5", (4, 5)),
    ("sneak past the guard 6 3", (6, 3)),
    ("hotwire the van 2 and 6", (2, 6)),
])
def test_dice_after_the_action_are_the_dice(game: str, phrase: str, dice: tuple[int, int]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize("phrase", ["shoot the guard near pier 9, 1 and 1", "climb the fence on level 3, 2 and 5",
                                    "search room 12 4 and 4"])
def test_a_number_of_the_scene_before_the_dice_is_never_a_die(game: str, phrase: str) -> None:
    try:
        dice = parse(phrase, VOCAB[game]).dice
    except PhraseError:
        return  # asked what the number is
    assert dice is not None and len(dice) == 2


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "name"), [
    ("Zeke, climb the wall", "Zeke"),
    ("ok Zeke, you're climbing the wall", "Zeke"),
    ("have Zeke roll, climb the wall", "Zeke"),
    ("climb the wall, roll for Zeke", "Zeke"),
    ("roll for Zeke: climb the wall", "Zeke"),
    ("Zeke tries to climb the wall", "Zeke"),
    ("the fence is high. Zeke, climb it", "Zeke"),
    ("GM: Zeke, climb the wall", "Zeke"),
])
def test_a_word_where_the_roller_is_named_is_asked_about(game: str, phrase: str, name: str) -> None:
    with pytest.raises(PhraseError, match=f"anyone called '{name}'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "actor"), [
    ("Nobody's around, so I climb the wall", None),
    ("Everybody's asleep, I climb the wall", None),
    ("Folks, I climb the wall", None),
    ("the harbour's lantern is out, I climb the wall", None),
    ("Zoe, you've got to climb the wall", "Zoe"),
])
def test_ordinary_words_where_a_name_could_stand_are_not_people(game: str, phrase: str, actor: str | None) -> None:
    zoe = {"ghostburn": "Vex", "fist": "Vex", "fs3": "Zoe"}[game]
    assert parse(phrase.replace("Zoe", zoe), VOCAB[game]).actor == (zoe if actor else None)


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize("phrase", ["Zoe climbs the wall at the party, karaoke, full 80s set. rolled 6 and 4",
                                    "Zoe climbs the wall at the gig, moshpit, no ropes, 6 and 4"])
def test_a_lowercase_word_listed_after_a_comma_is_the_scene(game: str, phrase: str) -> None:
    """A word no dictionary knows, in lowercase in a list of the scene after a comma, and nothing told to act
    after it: the scene's word, never someone spoken to."""
    zoe = {"ghostburn": "Vex", "fist": "Vex", "fs3": "Zoe"}[game]
    assert parse(phrase.replace("Zoe", zoe), VOCAB[game]).dice == (6, 4)


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize("phrase", ["Ravel's helping me, climb the wall", "climb the wall. Ravel assists"])
def test_a_helper_nobody_knows_is_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called 'Ravel'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize("phrase", ["ugh, I climb the wall", "lol, I climb the wall",
                                    "\"you'll help, won't you, pal?\" I climb the wall"])
def test_a_feeling_or_a_contraction_before_a_comma_is_no_one(game: str, phrase: str) -> None:
    assert parse(phrase, VOCAB[game]).actor is None


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize("phrase", ["Kenzo he try to climb the wall, rolled 3 and 5",
                                    "Kenzo she climb the wall, dice 3 and 5", "kenzo they climb the wall, 3 5"])
def test_a_name_nobody_knows_said_again_as_he_or_she_is_asked_about(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="anyone called '[Kk]enzo'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize("game", list(VOCAB))
def test_a_known_name_said_again_as_she_acts(game: str) -> None:
    assert parse("Vex she climb the wall, rolled 3 and 5".replace("Vex", "Zoe" if game == "fs3" else "Vex"),
                 VOCAB[game]).actor == ("Zoe" if game == "fs3" else "Vex")


@pytest.mark.parametrize("game", list(VOCAB))
def test_a_clause_of_time_before_he_is_no_name(game: str) -> None:
    request = parse("I hold the door shut, until he gives up, rolled 3 and 5", VOCAB[game])
    assert request.actor is None and request.dice == (3, 5)


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "name"), [
    ("Talia Voss tries to sneak past the guard, rolled 3 4", "Talia Voss"),
    ("Brother Okoye attempts to climb the fence, 3 4", "Brother Okoye"),
    ("Renko Vash wants to shoot the guard", "Renko Vash"),
])
def test_a_name_of_two_words_nobody_has_acting_through_a_filler_verb_is_asked_about(game: str, phrase: str,
                                                                                      name: str) -> None:
    # "tries to", "attempts to" are no verb of the roll: the whole name before them acts, never the seat's character
    with pytest.raises(PhraseError, match=f"anyone called '{name}'"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize("game", list(VOCAB))
@pytest.mark.parametrize(("phrase", "name"), [
    ("Tomas Brenner, 38, a night porter, sneaked past the guard on Friday. Dice: 3 and 4.", "Tomas Brenner"),
    ("Ilse Ramdane, the courier, climbed the wall behind the depot. 3 4", "Ilse Ramdane"),
    ("Otto Kell, aged 61, shot at the guard, police say. Dice 3, 4", "Otto Kell"),
])
def test_an_unknown_name_told_who_they_are_before_acting_is_asked_about(game: str, phrase: str, name: str) -> None:
    """'Marco Vell, 45, a dockworker, bluffed the clerk': who they are, set off by commas, stands between the name and
    the verb; the one named still acts, and is asked about, never replaced by the seat's character."""
    with pytest.raises(PhraseError, match=f"anyone called '{name}'"):
        parse(phrase, VOCAB[game])
