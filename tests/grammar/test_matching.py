"""Understanding, part 2: the action picks the roll a GM would call; ordinary words never refuse a phrase."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.forms import skill_verb
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

TRACKER = """system = "fs3"

[[character]]
name = "Kestrel"
luck = 1
[character.attributes]
reflexes = 2
brawn = 2
wits = 3
grit = 2
perception = 3
presence = 2
[character.action_skills]
firearms = 2
[character.background_skills]
tracking = 2
intimidation = 1
cooking = 3
"""


@pytest.mark.parametrize(("skill", "forms"), [("Tracking", ("track",)), ("Intimidation", ("intimidate",)),
                                              ("Driving", ("drive",)), ("Cooking", ("cook",)), ("Writing", ("write",)),
                                              ("Construction", ("construct",)), ("Running", ("run",)),
                                              ("Piano", ()), ("Basket Weaving", ())])
def test_the_verb_a_skill_name_comes_from(skill: str, forms: tuple[str, ...]) -> None:
    assert skill_verb(skill) == forms


@pytest.mark.parametrize(("phrase", "skill"), [("track the fugitive", "Tracking"),
                                                ("I tracked him through the woods", "Tracking"),
                                                ("intimidate the guard", "Intimidation"),
                                                ("cook dinner for the crew", "Cooking"),
                                                ("roll Tracking", "Tracking")])
def test_background_skills_match_by_their_own_verbs(tmp_path: Path, phrase: str, skill: str) -> None:
    sheet = tmp_path / "kestrel.toml"
    sheet.write_text(TRACKER, encoding="utf-8")
    party = load_party([sheet])
    system = get_system("fs3")
    result = system.resolve(parse(phrase, system.vocabulary(party)), party, RandomDice(3))
    assert result.skill == skill


@pytest.mark.parametrize(("system", "phrase"), [("ghostburn", "pick the lock"), ("ghostburn", "help"),
                                                ("fist", "do the xyzzy"), ("fs3", "juggle the oranges")])
def test_an_undetermined_phrase_is_asked_about_not_taken_for_a_typo(system: str, phrase: str) -> None:
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    rules = get_system(system)
    try:
        request = parse(phrase, rules.vocabulary(party))
    except PhraseError as error:
        pytest.fail(f"refused as a typo: {error}")
    try:
        rules.resolve(request, party, RandomDice(3))
    except RulesError as error:
        assert error.asks  # the rules ask which roll it is, and the chat takes the answer


GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
GB = get_system("ghostburn")


def gb(phrase: str):  # type: ignore[no-untyped-def]
    return GB.resolve(parse(phrase, GB.vocabulary(GHOSTBURN)), GHOSTBURN, RandomDice(3))


def test_two_action_words_of_different_skills_are_asked_about() -> None:
    with pytest.raises(RulesError) as caught:
        gb("sneak up stabbing the guard")
    error = caught.value
    assert "'sneak' (Sneak, Stealth)" in error.message and "'stabbing' (Melee Strike, Melee)" in error.message
    assert error.choices == ("sneak up stabbing the guard, use Sneak", "sneak up stabbing the guard, use Melee Strike")
    assert gb(error.choices[1]).trick == "Melee Strike"


def test_a_verb_after_an_article_is_a_thing_not_a_second_action() -> None:
    with pytest.raises(RulesError, match="signature"):  # Dodge alone decides: the punch is what is dodged
        gb("dodge the punch, Fort Hard")


def test_a_skill_alias_after_an_article_is_a_person() -> None:
    with pytest.raises(RulesError, match="Wits") as caught:  # Convince rolls against the pilot's Wits
        gb("convince the pilot")
    assert caught.value.asks
    assert gb("convince the pilot, Wits Hard").trick == "Convince"


def test_the_reading_names_the_word_that_decided() -> None:
    request = parse("talk the bouncer into letting us in", GB.vocabulary(GHOSTBURN))
    (action,) = [c for c in request.reading if c.kind == "action"]
    assert (action.text, action.note) == ("talk", "Convince")


@pytest.mark.parametrize("phrase", ["Dex hits the guard with a shock-baton", "Vex hits the bouncer with her plasma-axe",
                                    "hit the fixer with a steel-pipe"])
def test_a_hyphenated_compound_is_the_thing_its_last_part_names(phrase: str) -> None:
    """'hit ... with a shock-baton': what it is done with settles a verb of two tricks, named with a hyphen too."""
    assert gb(phrase + ", rolled 5 5").trick == "Melee Strike"
