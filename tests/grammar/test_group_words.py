"""Words for a group ('a gang of', 'a crowd of', 'the mob of'): with a number, a group's size, which a game's rules use
(Ghostburn's DL), refuse (FS3, FIST, PbtA) or leave to the GM and show as not used (Blades: scale); without one,
asked about only where the rules read a group's size, and elsewhere the scene's words."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.render import read_as

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}
VOCAB = {game: get_system(game).vocabulary(PARTIES[game]) for game in GAMES}


@pytest.mark.parametrize(("game", "phrase", "words"), [
    ("fs3", "Zoe slips past the crowd of drunken sailors", "crowd of drunken sailors"),
    ("fist", "Ripper shoves through the mob of protesters", "mob of protesters"),
    ("blades", "Nyx sways the gang of stevedores", "gang of stevedores"),
    ("blades", "Cross skirmishes with a band of Bluecoats", "band of Bluecoats"),
    ("pbta", "Kit sneaks past a pack of scavengers", "pack of scavengers"),
])
def test_a_group_said_without_a_number_is_the_scene_where_no_rule_reads_its_size(game: str, phrase: str,
                                                                                   words: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.group_size is None and words in request.action
    assert not any(c.kind == "group" for c in request.reading)


def test_a_group_said_without_a_number_is_asked_about_where_the_rules_read_its_size() -> None:
    with pytest.raises(PhraseError, match="how many"):
        parse("Vex sweet-talks the gang of stevedores, rolled 4 8 vs Hard", VOCAB["ghostburn"])


@pytest.mark.parametrize("phrase", [
    "Nyx sways a gang of 12 stevedores: 6 2 1",
    "Nyx talks down a crowd of 40 angry mourners: 6 2 1",
    "Nyx sways the lot of them, a mob of 30, 6 2 1",
])
def test_blades_shows_a_groups_size_as_scale_the_gm_folds_in(phrase: str) -> None:
    result = roll(phrase, PARTIES["blades"], system="blades")
    clauses = [c for c in result.reading()["clauses"] if c["kind"] == "group"]
    assert len(clauses) == 1 and not clauses[0]["used"] and "scale" in clauses[0]["note"]
    assert "not used: '" + clauses[0]["text"] + "'" in read_as(result)
    assert result.extra["blades"]["effect"] == "Standard"  # never computed: the GM says the effect


def test_a_group_action_keeps_its_own_words_beside_a_groups_size() -> None:
    result = roll("Cross leads a group prowl past a gang of 12 stevedores with Thorn and Nyx, Cross rolled 4, "
                  "Thorn rolled 5 2, Nyx rolled 3 1", PARTIES["blades"], system="blades")
    assert result.extra["blades"]["roll"] == "group"
    used = {c["text"]: c["used"] for c in result.reading()["clauses"] if c["kind"] == "group"}
    assert used["a gang of 12"] is False and any(ok for text, ok in used.items() if text != "a gang of 12")


@pytest.mark.parametrize("game", ["fs3", "fist", "pbta"])
def test_a_groups_size_is_still_refused_where_the_game_has_no_group_rule(game: str) -> None:
    actor = PARTIES[game].characters[0].name
    with pytest.raises(RollmateError, match="group"):
        roll(f"{actor} slips past a crowd of 30 revellers", PARTIES[game], system=game)


@pytest.mark.parametrize(("phrase", "level"), [
    ("Vex talks down a squad of 12 smugglers, rolled 3 9 vs Hard", "Severe"),
    ("Vex talks down a horde of twenty rioters, rolled 3 9 vs Hard", "Extreme"),
    ("Vex talks down a crew of 15 smugglers, rolled 3 9 vs Hard", "Severe"),
])
def test_more_words_for_a_group_with_a_number_are_its_size_where_the_rules_read_one(phrase: str, level: str) -> None:
    # the number was read as the scene's, and the DL missed its steps for the group
    result = roll(phrase, PARTIES["ghostburn"], system="ghostburn")
    assert result.difficulty is not None and result.difficulty.name == level


def test_a_word_for_a_group_only_when_counted_is_the_story_without_a_number() -> None:
    request = parse("Vex chats up a member of the crew of the Nightjar, rolled 3 9 vs Hard", VOCAB["ghostburn"])
    assert request.group_size is None and "crew of" in request.action
    # elsewhere it is the story's even with a number: no game but Ghostburn reads a group's size
    assert parse("Nyx sways a crew of 8 sailors: 4 2 1", VOCAB["blades"]).group_size is None
