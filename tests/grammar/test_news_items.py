"""A roll posted as a news item: the numbers a report carries are the scene's (an age set off by commas after a name,
an address, a sum of money, a time printed 'p.m.', the hour the next bulletin comes at), its furniture is no one
(a wire label or a heading in capitals with its dateline opening the post, a plural label after the dice), and
the one the report says acted, told who they are between commas, acts: never the seat's character."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))
PBTA = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Vex, 27, a courier, sneaked past the guard on the loading dock, sources say. Dice: 6 and 2.",
    "Vex, aged 27, sneaked past the guard. The dice came up 6 and 2.",
    "Vex, 31, who works nights at the docks, sneaked past the guard. Dice: 6 and 2.",
    "LOADING DOCK, Monday — Vex sneaked past the guard. Dice: 6 and 2.",
    "HARBOUR DISTRICT — Vex sneaked past the guard. Dice: 6 and 2.",
    "Breaking: Vex sneaked past the guard outside 220 Pell Street at 4 p.m. Dice: 6 and 2.",
    "Exclusive — Vex sneaked past the guard with a $12,000 chip in her coat. Dice: 6 and 2.",
    "Vex sneaked past the guard at 11:40 p.m., witnesses said. Dice: 6 and 2. More at nine.",
])
def test_the_reports_numbers_and_furniture_are_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


def test_a_number_a_die_may_show_after_a_name_and_comma_is_no_age_unless_who_they_are_follows() -> None:
    """'Vex, 6, 2': the dice after her name; 'Vex, 6, a courier, ...' is too young to be a courier, but a number a die
    shows is an age only with who she is after it, never before dice or 'and'."""
    request = parse("Vex sneaks past the guard, Vex, 6, 2", GHOSTBURN)
    assert request.dice == (6, 2)


def test_one_the_report_tells_of_between_commas_acts_in_a_reported_clause() -> None:
    """'Police confirm the guard, 52, a 30-year veteran, searched the crowd': the guard searched, not the seat's."""
    request = parse("Police confirm the guard, 52, a 30-year veteran of the force, searched the crowd. Dice: 9 and 7.",
                    GHOSTBURN)
    assert (request.actor, request.verbs) == ("the guard", ("Search",))


def test_a_plural_label_after_the_dice_is_no_one() -> None:
    request = parse("Ripper dodged the sniper fire crossing the square. The dice came up 3 and 5. Casualties: 2 civilians hurt.",
                    FIST)
    assert (request.actor, request.dice) == ("Ripper", (3, 5))


def test_a_capitalised_name_with_a_dash_and_no_dateline_is_still_someone() -> None:
    """'ZED — ...' is no heading: one word in capitals that is no dictionary word may be a name, asked about."""
    with pytest.raises(PhraseError, match="Zed|ZED"):
        parse("ZED — Zed sneaked past the guard. Dice: 6 and 2.", GHOSTBURN)


def test_per_the_gm_is_no_turn_of_a_transcript() -> None:
    """'Dice, per the referee: 1 and 2' is the report's source, no speaker's label: the dice stay the roll's."""
    request = parse("WEATHER: cold and clear. TRAFFIC: the bridge is closed. Ripper punched out a looter. "
                    "Dice, per the referee: 1 and 2.", FIST)
    assert (request.actor, request.dice) == ("Ripper", (1, 2))


def test_an_address_is_no_die() -> None:
    request = parse("Cross picked the lock of the archive at 14 Silkshore Row with Thorn's help. Dice: 4, 4, 1.",
                    BLADES)
    assert (request.actor, request.dice) == ("Cross", (4, 4, 1))


@pytest.mark.parametrize("phrase", [
    "Boone rolled +hard to stare down the gang. Dice: 5 and 6.",
    "Boone rolled +hard to stare down the gang. The dice came up 5 and 6.",
])
def test_a_stat_rolled_with_the_dice_told_in_a_later_sentence(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.actor, request.dice) == ("Boone", (5, 6))
    assert "hard" in [a.lower() for a in request.abilities]


def test_a_purpose_after_to_ends_at_a_verb_in_the_past_joined_by_and() -> None:
    """'took a cudgel to the head in the 3 a.m. raid and resisted it with Prowess': the resistance is the roll."""
    request = parse("Cross took a cudgel to the head in the 3 a.m. raid on the warehouse and resisted it with Prowess. "
                    "Dice: 2, 1, 1.", BLADES)
    assert (request.actor, request.dice) == ("Cross", (2, 1, 1))
    assert "Prowess" in request.abilities


@pytest.mark.parametrize("phrase", [
    "At dawn, Zed sneaked past the guard. Dice: 6 and 2.",
    "Later — Zed sneaked past the guard. Dice: 6 and 2.",
])
def test_one_nobody_has_acting_in_the_past_after_a_lead_in_is_asked_about(phrase: str) -> None:
    """Said in the past as in the present ('Zed sneaks'), one no sheet has is who acts: asked, never the seat's."""
    with pytest.raises(PhraseError, match="Zed"):
        parse(phrase, GHOSTBURN)


def test_one_told_who_they_are_acts_with_a_verb_of_the_scene_first() -> None:
    """'Witnesses report Ripper, 29, knelt ... and gave first aid': Ripper acts, the seat's character does not."""
    request = parse("Witnesses report Ripper, 29, knelt on the pavement and patched up Jonesy's wounds. 4 and 3", FIST)
    assert request.actor == "Ripper"


@pytest.mark.parametrize("phrase", [
    "Witnesses report Marco Vell, 45, knelt on the pavement and patched up Jonesy's wounds. 4 and 3",
    "Marco Vell, 45, a dockworker, knelt and patched up Jonesy's wounds. 4 and 3",
])
def test_a_full_name_nobody_has_told_who_they_are_is_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Marco Vell"):
        parse(phrase, FIST)


@pytest.mark.parametrize("phrase", [
    "In what officials called a stunning escape, Vex sneaked past the guard. Dice: 6 and 2.",
    "sources confirm Vex sneaked past the guard, 6 2",
])
def test_the_people_a_report_cites_are_no_one_and_their_verb_is_no_action(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


@pytest.mark.parametrize("phrase", [
    "Cross threw a punch at the guard. Dice: 6, 3 and 2.",
    "Cross, 40, a cutter, threw a punch at the guard outside the tavern. Dice: 6, 3 and 2.",
    "Cross lands a punch on the guard, 6 3 2",
])
def test_a_blow_thrown_or_landed_is_the_blow(phrase: str) -> None:
    request = parse(phrase, BLADES)
    assert (request.actor, request.dice) == ("Cross", (6, 3, 2))
    assert request.verbs


def test_some_of_a_pool_said_with_its_size_spends_the_count_before_of() -> None:
    """'two of his three war dice': two are spent; three is how many he had."""
    request = parse("Ripper committed two of his three war dice to punching the guard. Dice: 1 and 1. "
                    "The war dice came up 2 and 5.", FIST)
    assert [(s.key, s.count, s.faces) for s in request.spends] == [("war_dice", 2, (2, 5))]
    assert request.dice == (1, 1)


@pytest.mark.parametrize("phrase", [
    "The smuggler, Harrow, punches the warden. 4 and 5",
    "The old bull, Harrow, lowers his head and drives a fist into the warden's jaw. 4 and 5",
])
def test_a_name_nobody_has_set_off_after_who_they_are_is_asked_about(phrase: str) -> None:
    """'The smuggler, Harrow, punches ...': Harrow is the smuggler, and acts; no sheet has him, so he is asked about."""
    with pytest.raises(PhraseError, match="Harrow"):
        parse(phrase, GHOSTBURN)


def test_a_loaded_name_set_off_after_who_they_are_acts() -> None:
    request = parse("The smuggler, Vex, punches the warden. 4 and 5", GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (4, 5))


@pytest.mark.parametrize("phrase", [
    "Vex drives a fist into the guard's jaw, 4 5",
    "Vex drives her knee into the guard's gut, 4 5",
])
def test_a_fist_or_a_knee_driven_into_someone_is_a_blow(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).verbs == ("Unarmed Strike",)
