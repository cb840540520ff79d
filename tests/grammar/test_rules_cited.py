"""A post that argues the roll from the rulebook: a citation (a section, a page, a rules file, a version, a rules
text named before a colon) is the scene, and a value the post rejects ('not the +Weird', 'the Hard you wrote',
'you said Hard, but ... so Moderate') is not the roll's: the one it concludes with is."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
PBTA = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))
FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


def _kinds(request: object, kind: str) -> list[str]:
    return [c.text for c in request.reading if c.kind == kind and not c.used]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("phrase", "cited"), [
    ("Per §4.2 of the core rules, Vex climbs the fence, rolled 4 6", "Per §4.2"),
    ("Vex climbs the fence (§ 7), rolled 4 6", "(§ 7)"),
    ("climbing.md says it's athletics: Vex climbs the fence, rolled 4 6", "climbing.md"),
    ("The 1.2 beta made this harder. Vex climbs the fence, rolled 4 6", "1.2"),
    ("Core book, section 5.3: Vex climbs the fence, rolled 4 6", "Core book, section 5.3:"),
    ("Errata: Vex climbs the fence, rolled 4 6", "Errata:"),
])
def test_a_citation_is_the_scene(phrase: str, cited: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Athletic Move",), (4, 6))
    assert _kinds(request, "citation") == [cited]


def test_a_speaker_before_a_colon_is_no_citation() -> None:
    request = parse("Vex: I climb the fence, rolled 4 6", GHOSTBURN)
    assert request.actor == "Vex" and not _kinds(request, "citation")


@pytest.mark.parametrize(("phrase", "stat", "overruled"), [
    ("It's +Sharp, not the +Weird from the old notes. Kit scavenges the wreck: 4 and 3", "Sharp", "not the +Weird"),
    ("Kit scavenges the wreck, +Sharp (p. 4), not +Cool. 4 and 3", "Sharp", "not +Cool"),
    ("Last week you said scavenging was +Cool, but it's roll+Sharp. Kit scavenges the wreck: 4 and 3", "Sharp",
     "+Cool"),
])
def test_a_stat_the_post_rejects_is_not_rolled(phrase: str, stat: str, overruled: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.abilities, request.dice) == ("Kit", (stat,), (4, 3))
    assert _kinds(request, "overruled") == [overruled]


@pytest.mark.parametrize(("phrase", "difficulty"), [
    ("Vex climbs the fence, Moderate, not the Hard you wrote down. 4 6", "Moderate"),
    ("You said the fence was Severe, but it's only a chain-link. So: Hard. Vex climbs the fence, 4 6", "Hard"),
])
def test_a_difficulty_the_post_rejects_is_not_the_rolls(phrase: str, difficulty: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.difficulty, request.dice) == ("Vex", difficulty, (4, 6))


def test_an_attribute_rejected_beside_the_one_rolled() -> None:
    request = parse("Ripper smashes the crate open, FORCEFUL, not TACTICAL like last time: 5 and 2", FIST)
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Forceful",), (5, 2))


@pytest.mark.parametrize("phrase", [
    "if the boss is watching it's FORCEFUL, if not TACTICAL: Ripper smashes the crate open, 5 and 2",
    "FORCEFUL if he sees it, or not... TACTICAL? Ripper smashes the crate open, 5 and 2",
])
def test_if_not_is_a_conditions_other_branch_not_a_value_rejected(phrase: str) -> None:
    """'if not Tactical' is the other branch of a condition the post sets, not a value it overrules: both stay, and
    the rules ask which one (one attribute per roll)."""
    request = parse(phrase, FIST)
    assert set(request.abilities) == {"Forceful", "Tactical"} and _kinds(request, "overruled") == []


@pytest.mark.parametrize("phrase", [
    "Vex climbs the fence, Hard or Severe, your call. 4 6",  # no choice made: asked
    "Vex climbs the fence, not Hard. 4 6",  # rejected, and nothing said in its place: read as before
])
def test_an_argument_that_ends_with_no_choice_is_asked(phrase: str) -> None:
    try:
        request = parse(phrase, GHOSTBURN)
    except PhraseError:
        return
    assert request.difficulty != "Moderate" or "not" in phrase


@pytest.mark.parametrize("phrase", [
    "Per the playbook, Sable scavenges the wreck: 4 and 3",  # 'Per' is no short name of a Perpetua, Peregrine...
    "Per §2 it's roll+Sharp. Sable scavenges the wreck: 4 and 3",
])
def test_per_is_no_ones_name(phrase: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    party = (EXAMPLES / "pbta_party.toml").read_text().replace('name = "Kit"', 'name = "Perpetua"')
    (tmp_path / "party.toml").write_text(party)
    for extra in EXAMPLES.glob("pbta_playbook.toml"):
        (tmp_path / extra.name).write_text(extra.read_text())
    request = parse(phrase, get_system("pbta").vocabulary(load_party([tmp_path / "party.toml"])))
    assert (request.actor, request.verbs, request.dice) == ("Sable", ("Scavenge",), (4, 3))


@pytest.mark.parametrize(("phrase", "quoted"), [
    ('The move says "roll+Sharp; on a 10+ you find it". Kit scavenges the wreck: 4 and 3', '"roll+Sharp; on a 10+ you '
     'find it"'),
    ('It\'s "roll+stat" when no move fits, so roll+Sharp: Kit scavenges the wreck, 4 and 3', '"roll+stat"'),
    ('Kit scavenges the wreck, 4 and 3. That\'s a "7-9" at best.', '"7-9"'),
])
def test_the_rules_quoted_are_the_players_working(phrase: str, quoted: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.verbs, request.dice) == ("Kit", ("Scavenge",), (4, 3))
    assert _kinds(request, "working") == [quoted]


def test_a_condition_in_the_rules_quoted_is_not_said_of_the_roll() -> None:
    """'"off optimal range +1"' quoted from the book says what the rule is, not that the target is off range."""
    from conftest import roll

    said = 'The row says "off optimal range +1", which this isn\'t. Vex takes a single shot at the guard, Moderate. 9, 9'
    result = roll(said, load_party([EXAMPLES / "ghostburn_party.toml"]), system="ghostburn", actor="Vex")
    assert (result.actor, result.trick, result.dice, result.difficulty.name) == ("Vex", "Single Shot", (9, 9), "Moderate")


@pytest.mark.parametrize(("phrase", "modifiers"), [
    ("The smoke is modest, so -1. Nemesis sneaks past the goon, stealth-1: 1 2 3", (-1,)),  # said again: one
    ("-1 for the smoke, -1 for the dark. Nemesis sneaks past the goon: 1 2", (-1, -1)),  # two of them: both
])
def test_a_concluded_modifier_said_again_with_the_roll_is_one(phrase: str, modifiers: tuple[int, ...]) -> None:
    request = parse(phrase, FS3)
    assert (request.actor, request.skill or request.verbs[0]) == ("Nemesis", "Stealth")
    assert tuple(m.amount for m in request.modifiers) == modifiers
