"""A rules word said in a figure of speech (a feeling: "feeling pretty desperate"; an idiom of mood: "desperate
times", "under severe pressure"; a manner: "goes in hard", "plays it cool"; a guess at how it will be: "this is gonna
be risky") is neither a value to take silently nor the scene to drop silently. With no value of its kind said where a
rules value stands, it is asked about, the caret on the word; with one, that one wins and nothing is asked.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.rules.sheets import load_party

GB = load_party([EXAMPLES / "ghostburn_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])
PBTA = load_party([EXAMPLES / "pbta_party.toml"])


def _asked(phrase: str, party: object, system: str, word: str, *also: str) -> None:
    with pytest.raises(PhraseError) as caught:
        roll(phrase, party, system=system)  # type: ignore[arg-type]
    error = caught.value
    said = phrase[error.column - 1 : error.column - 1 + error.length]
    assert said.lower() == word, str(error)
    for needed in also:
        assert needed.lower() in str(error).lower(), str(error)


@pytest.mark.parametrize(("phrase", "word"), [
    ("Cross skirmishes with the bosun, feeling pretty desperate tbh, 4 2 1", "desperate"),
    ("Thorn prowls along the roof. desperate times lol. 5 3", "desperate"),
    ("Nyx sways the clerk, this is gonna be risky, 5 4 1", "risky"),
    ("Thorn: I feel so controlled rn. prowls past the gate 5 3", "controlled"),
    ("Silas studies the tome. great vibes all round: 4 4", "great"),
])
def test_a_position_or_effect_in_a_figure_is_asked(phrase: str, word: str) -> None:
    _asked(phrase, BLADES, "blades", word)


@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Cross skirmishes with the bosun, feeling pretty desperate tbh, but the GM says risky: 4 2 1", "Risky", "Standard"),
    ("Thorn prowls along the roof. desperate times lol. controlled, 5 3", "Controlled", "Standard"),
    ("Nyx sways the clerk, this is gonna be risky, GM calls it desperate, 5 4 1", "Desperate", "Standard"),
    ("Silas studies the tome. great vibes all round. limited effect: 4 4", "Risky", "Limited"),
])
def test_the_value_said_where_a_value_stands_wins(phrase: str, position: str, effect: str) -> None:
    result = roll(phrase, BLADES, system="blades")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == (position, effect)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the cameras, gonna be hard ngl, 5 6",
    "Vex picks the lock under hard pressure lol, 3 3",
    "Vex sneaks past the guard. hard times. 5 6",
    "Vex charms the cop, feeling kinda hard about it, 4 4",
])
def test_a_difficulty_in_a_figure_is_asked(phrase: str) -> None:
    _asked(phrase, GB, "ghostburn", "hard", "Wits")


@pytest.mark.parametrize(("phrase", "level"), [
    ("Vex sneaks past the guard, it's gonna be hard lol, but his Wits is Easy: 5 6", "Easy"),
    ("Vex picks the lock under hard pressure, DL Severe, 3 3", "Severe"),
])
def test_the_difficulty_said_where_one_stands_wins(phrase: str, level: str) -> None:
    assert roll(phrase, GB, system="ghostburn").difficulty.name == level


@pytest.mark.parametrize(("phrase", "party", "system"), [
    ("Vex shoots the guard, feeling lucky, 5 5", GB, "ghostburn"),
    ("Vex: do you feel lucky today? persuades the bouncer 4 4", GB, "ghostburn"),
    ("Nemesis shoots at the goon, feelin real lucky", FS3, "fs3"),
    ("Mavros sneaks past the sentry. i feel lucky", FS3, "fs3"),
])
def test_luck_in_a_feeling_is_asked(phrase: str, party: object, system: str) -> None:
    _asked(phrase, party, system, "lucky", "luck")


def test_a_luck_spend_said_beside_the_feeling_wins() -> None:
    result = roll("Vex shoots the guard, feeling lucky, spending a luck point: 5 5", GB, system="ghostburn")
    assert result.resource_use is not None and result.resource_use.spent


@pytest.mark.parametrize(("phrase", "word"), [
    ("Nemesis fixes the car under extreme pressure, firearms", "extreme"),
    ("Mavros climbs the cliff. huge pressure lol. athletics", "huge"),
    ("Mavros sneaks past the guards, extreme vibes, stealth", "extreme"),
])
def test_a_modifier_size_in_a_figure_is_asked(phrase: str, word: str) -> None:
    _asked(phrase, FS3, "fs3", word)


def test_a_modifier_said_beside_the_figure_wins() -> None:
    result = roll("Mavros climbs the cliff under extreme pressure, athletics, GM says -1", FS3, system="fs3")
    assert result.modifier == -1


@pytest.mark.parametrize(("phrase", "word"), [
    ("Boone went in HARD at the gate lol: 3 5", "hard"),  # no move named nor done: the stat, or the scene?
    ("Kit plays it cool, 3 and 3", "cool"),
])
def test_a_stat_said_as_a_manner_is_asked(phrase: str, word: str) -> None:
    _asked(phrase, PBTA, "pbta", word)


@pytest.mark.parametrize(("phrase", "move", "stat"), [
    ("Kit goes in hard on the raiders, fight it out, 4 4", "Fight It Out", "Hard"),
    ("Sable goes real hard on the scavengers: reads the room 2 6", "Read the Room", "Sharp"),
    ("Kit is playing it SO cool right now, she reads the room. 3 and 3", "Read the Room", "Sharp"),
])
def test_a_stat_said_as_a_manner_beside_a_move_is_the_scene(phrase: str, move: str, stat: str) -> None:
    """The move named or done rolls its own stat; 'goes in hard', 'playing it cool' are only how it is done."""
    result = roll(phrase, PBTA, system="pbta")
    assert (result.skill, result.ability.name) == (move, stat)


def test_a_stat_said_as_a_manner_with_the_stat_said_too() -> None:
    assert roll("Kit goes in hard on the raiders, rolling +hard, 4 4", PBTA, system="pbta").ability.name == "Hard"


@pytest.mark.parametrize("phrase", [
    "Thorn prowls along the roof, in a desperate mood, 5 3",
    "Thorn prowls along the roof, a sign of the desperate times, 5 3",
])
def test_a_word_before_a_noun_of_mood_after_a_determiner_describes_the_story(phrase: str) -> None:
    result = roll(phrase, BLADES, system="blades")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == ("Risky", "Standard")
