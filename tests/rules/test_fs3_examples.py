"""FS3: every worked example (rules/fs3.md 5.2) and derived edge case (5.3) under the profile it belongs to."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice, RandomDice
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party, load_party, parse_sheet
from rollmate.rules.systems.fs3 import SYSTEM
from rollmate.rules.systems.fs3.pool import level_of

PARTY = load_party([Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"])
BOTH = ("rules", "aresmush")


def roll(text: str, profile: str = "rules", party: Party = PARTY, dice: object = None) -> Resolution:
    request = parse(text, SYSTEM.vocabulary(party))
    return SYSTEM.resolve(request, party, dice or RandomDice(7), profile=profile)


def nemesis(**changes: object) -> Party:
    """The contract's Nemesis (5.3), with other attributes Average, and changes to her sheet."""
    sheet = {"system": "fs3", "name": "Nemesis", "luck": 1,
             "attributes": {"reflexes": 3, "brawn": 2, "wits": 2, "grit": 2, "perception": 2, "presence": 2},
             "action_skills": {"firearms": 4, "melee": 3}, "background_skills": {"basketball": 2},
             "languages": {"wookiee": 1}}
    for key, value in changes.items():
        sheet[key] = {**sheet[key], **value} if isinstance(value, dict) else value  # type: ignore[dict-item]
    return parse_sheet(sheet, "nemesis.toml")


# --- 5.2: worked examples from the sources ----------------------------------------------------------


@pytest.mark.parametrize("profile", BOTH)
def test_seed_wits_2_beginner_wookiee_rolls_4_dice(profile: str) -> None:
    result = roll("speak Wookiee to the trader", profile)
    assert len(result.dice) == 4
    assert result.skill == "Wookiee"
    assert result.ability is not None and (result.ability.name, result.ability.score) == ("Wits", 2)
    assert "Beginner" in result.steps[0].text


def test_seed_default_to_medicine_minus_3_to_treat_a_dog() -> None:
    result = roll("Medicine-3 to treat a dog")
    assert result.skill == "Medicine"
    assert result.modifier == -3
    result = roll("treat the dog, defaulting to Medicine -3")
    assert (result.skill, result.modifier) == ("Medicine", -3)
    assert "defaulting" in next(s.text for s in result.steps if s.title == "Modifiers")


@pytest.mark.parametrize("profile,verdict", [("rules", "Marginal Victory"), ("aresmush", "Marginal Victory for Nemesis.")])
def test_seed_nemesis_spars_with_mavros(profile: str, verdict: str) -> None:
    result = roll("Nemesis spars with Mavros, Melee vs Melee, dice 6 7 2 3 4, Mavros rolled 6 2 3 4 5 2", profile)
    assert result.successes == 2
    assert result.outcome == "Success"  # decision 26: the seed's "Good Success" is a slip
    assert result.opposed is not None
    assert (result.opposed.against, result.opposed.their_successes, result.opposed.net) == ("Mavros", 1, 1)
    assert result.opposed.verdict == verdict
    assert [s.title for s in result.steps][-1] == "Opposed Result"


def test_seed_elodie_and_zoe_assist_tug() -> None:
    stated = roll("Tug: repair the engine, Elodie assists with a Good Success, Zoe assists with a Success")
    assert stated.skill == "Technician" and stated.modifier == 3
    # the same with the assist rolls made: Elodie 8 dice (3 successes), Zoe 6 dice (1 success)
    rolled = roll("Tug: repair the engine, helped by Elodie and Zoe, Elodie rolled 6 7 8 2 3 4 5 2, "
                  "Zoe rolled 6 2 3 4 5 2, dice 2 3 4 5 2 3 4 5 6")
    assert rolled.modifier == 3
    assert len(rolled.dice) == 3 + 3 + 3
    team = next(s for s in rolled.steps if s.title == "Teamwork")
    assert "Good Success (+2)" in team.text and "Success (+1)" in team.text and "+3" in team.text


@pytest.mark.parametrize("text,skill,attribute", [
    ("roll Firearms", "Firearms", "Reflexes"),
    ("roll Melee", "Melee", "Brawn"),
    ("roll Basketball", "Basketball", "Wits"),
    ("roll Wookiee", "Wookiee", "Wits"),
    ("roll Alertness", "Alertness", "Perception"),
    ("roll Composure", "Composure", "Grit"),
])
def test_seed_linked_attributes(text: str, skill: str, attribute: str) -> None:
    result = roll(text)
    assert result.skill == skill
    assert result.ability is not None and result.ability.name == attribute


@pytest.mark.parametrize("faces,level,successes", [
    ((7, 1, 3, 8), "Success", 2),
    ((4, 1, 1, 1), "Embarrassing Failure", 0),
    ((4, 1, 3, 4), "Failure", 0),
])
@pytest.mark.parametrize("profile", BOTH)
def test_aresmush_spec_success_levels(faces: tuple[int, ...], level: str, successes: int, profile: str) -> None:
    assert level_of(faces, profile) == level
    result = roll(f"4 dice, dice {' '.join(map(str, faces))}", profile)
    assert (result.outcome, result.successes) == (level, successes)


@pytest.mark.parametrize("profile", BOTH)
def test_aresmush_spec_pool_of_zero_rolls_one_die(profile: str) -> None:
    assert len(roll("0 dice", profile).dice) == 1


def test_aresmush_spec_pool_of_99_is_fifteen_8s() -> None:
    result = roll("99 dice", "aresmush")
    assert result.dice == (8,) * 15
    assert (result.successes, result.outcome) == (15, "Amazing Success")
    assert {c.outcome: c.probability for c in result.odds if c.probability} == {"Amazing Success": 1.0}


@pytest.mark.parametrize("profile", BOTH)
def test_aresmush_spec_npc_2_rolls_4_dice(profile: str) -> None:
    assert len(roll("roll 2 for the goon", profile).dice) == 4


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("text,skill,attribute,modifier", [
    ("Firearms+Wits-2", "Firearms", "Wits", -2),
    ("Reflexes+Firearms", "Firearms", "Reflexes", 0),
    ("Basket Weaving + 3", "Basket Weaving", "Wits", 3),
    ("Firearms+22", "Firearms", "Reflexes", 22),
])
def test_aresmush_spec_roll_strings(text: str, skill: str, attribute: str, modifier: int, profile: str) -> None:
    result = roll(text, profile)
    assert (result.skill, result.modifier) == (skill, modifier)
    assert result.ability is not None and result.ability.name == attribute


@pytest.mark.parametrize("text", ["Firearms+Melee", "Firearms-Wits+2", "Firearms+Wits+Melee", "Firearms+Wits+2+Melee"])
def test_aresmush_spec_roll_strings_not_valid(text: str) -> None:
    with pytest.raises(PhraseError) as caught:
        roll(text)
    assert caught.value.exit_code == 2


@pytest.mark.parametrize("faces,rules,aresmush", [
    ((1, 1, 1, 6), ("Embarrassing Failure", 1), ("Success", 1)),
    ((1, 1, 2, 2), ("Failure", 0), ("Failure", 0)),
])
def test_rules_vs_code_embarrassing_failure(faces, rules, aresmush) -> None:  # type: ignore[no-untyped-def]
    text = f"4 dice, dice {' '.join(map(str, faces))}"
    for profile, (level, successes) in (("rules", rules), ("aresmush", aresmush)):
        result = roll(text, profile)
        assert (result.outcome, result.successes) == (level, successes)


# --- 5.3: derived edge cases, Nemesis's sheet -------------------------------------------------------

POOLS = [  # phrase, party changes, rules dice, aresmush dice (None: refused, with the message)
    ("roll Firearms", {}, 7, 7),
    ("Firearms+Wits", {}, 6, 6),
    ("Melee-2", {}, 3, 3),
    ("roll Basketball", {}, 6, 6),
    ("roll Wookiee", {}, 4, 4),
    ("roll Klingon", {}, 3, 3),
    ("roll Standard", {}, 3, 2),
    ("roll Stealth", {}, 4, 3),
    ("roll Melee", {"action_skills": {"melee": 0}}, "Incapable", 2),
    ("roll Reflexes", {}, 4, 4),
    ("Wits+Reflexes", {}, 5, 5),
    ("Medicine-5", {}, 1, 1),
    ("roll 3", {}, 5, 5),
    ("roll 0", {}, 2, 2),
    ("3 dice", {}, 3, 3),
    ("roll 3+1", {}, 6, 4),
]


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("text,changes,rules,aresmush", POOLS, ids=[p[0] for p in POOLS])
def test_dice_pools(text: str, changes: dict, rules: object, aresmush: object, profile: str) -> None:
    expected = rules if profile == "rules" else aresmush
    party = nemesis(**changes)
    if isinstance(expected, str):
        with pytest.raises(RulesError, match=expected):
            roll(text, profile, party)
    else:
        assert len(roll(text, profile, party).dice) == expected


def test_luck_in_the_phrase_adds_3_dice() -> None:
    result = roll("roll Firearms, spend luck", party=nemesis())
    assert len(result.dice) == 10 and result.modifier == 3
    used = result.resource_use
    assert used is not None and (used.use, used.value, used.before) == ("plus3", 3, None)
    assert [(s.who, s.resource, s.amount) for s in result.spends] == [("Nemesis", "luck", 1)]


def test_pool_over_30() -> None:
    with pytest.raises(RulesError, match="at most 30 dice"):
        roll("Firearms+24", "rules", nemesis())
    result = roll("Firearms+24", "aresmush", nemesis())
    assert result.dice == (8,) * 15 and result.outcome == "Amazing Success" and result.successes == 15
    assert result.contract()["odds"]["Amazing Success"] == 1


@pytest.mark.parametrize("text", ["roll 3+1 for the goon", "Melee vs 3+1"])
def test_npc_number_with_a_modifier(text: str) -> None:
    rules = roll(text, "rules")
    dice = len(rules.dice) if "goon" in text else None
    if dice is not None:
        assert dice == 6
    else:
        assert "6 dice" in next(s.text for s in rules.steps if s.title == "Opposed Result")
    with pytest.raises(RulesError, match="Use a number for an NPC skill, like 3"):
        roll(text, "aresmush")


def test_given_faces_must_fit_the_pool() -> None:
    with pytest.raises(RulesError, match=r"needs 7 faces for Nemesis's roll \(d8\); you gave 3"):
        roll("roll Firearms, rolled 6 2 1", party=nemesis())
    with pytest.raises(RulesError, match="9 is not a face"):
        roll("3 dice, dice 6 2 9")


LEVELS = [  # faces, rules level, aresmush level (where different)
    ((6, 2, 3), "Success", None),
    ((8, 7, 6, 6, 1), "Good Success", None),
    ((6, 6, 6, 6, 6), "Great Success", None),
    ((6, 7, 8, 6, 7, 8, 6), "Amazing Success", None),
    ((1,), "Embarrassing Failure", None),
    ((1, 1, 3), "Embarrassing Failure", None),
    ((1, 1, 3, 4), "Failure", None),
    ((1, 1, 6), "Embarrassing Failure", "Success"),
    ((1, 1, 1, 6, 7), "Embarrassing Failure", "Success"),
    ((1, 1, 1, 1, 6, 6, 6, 6), "Good Success", None),
]


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("faces,rules,aresmush", LEVELS, ids=[str(x[0]) for x in LEVELS])
def test_success_levels(faces: tuple[int, ...], rules: str, aresmush: str | None, profile: str) -> None:
    expected = aresmush if profile == "aresmush" and aresmush else rules
    result = roll(f"{len(faces)} dice, dice {' '.join(map(str, faces))}", profile)
    assert result.outcome == expected
    assert result.successes == sum(f >= 6 for f in faces)
    assert result.dice == faces


EF6 = "1 1 1 1 2 3"  # Mavros's 6 dice: 4 ones, an Embarrassing Failure with no success
OPPOSED = [  # Nemesis's 5 Melee dice, Mavros's 6, (rules net, verdict), (aresmush net, verdict)
    ("6 6 2 3 4", "6 2 3 4 5 2", (1, "Marginal Victory"), (1, "Marginal Victory for Nemesis.")),
    ("6 6 6 2 3", "6 2 3 4 5 2", (2, "Solid Victory"), (2, "Victory for Nemesis.")),
    ("6 6 6 6 2", "6 2 3 4 5 2", (3, "Crushing Victory"), (3, "Crushing Victory for Nemesis.")),
    ("6 6 2 3 4", "6 6 2 3 4 5", (0, "Draw"), (0, "DRAW!")),
    ("2 3 4 5 2", "2 3 4 5 2 3", (0, "Both Fail"), (0, "Everyone failed!")),
    ("6 2 3 4 5", "6 6 6 2 3 4", (-2, "Solid Victory"), (-2, "Victory for Mavros.")),
    ("6 6 2 3 4", EF6, (2, "Solid Victory"), (3, "Crushing Victory for Nemesis.")),
    ("6 2 3 4 5", EF6, (1, "Marginal Victory"), (2, "Victory for Nemesis.")),
    ("2 3 4 5 2", EF6, (0, "Both Fail"), (1, "Everyone failed!")),
]


@pytest.mark.parametrize("profile", BOTH)
@pytest.mark.parametrize("ours,theirs,rules,aresmush", OPPOSED, ids=[f"{o[0]} vs {o[1]}" for o in OPPOSED])
def test_opposed(ours: str, theirs: str, rules: tuple, aresmush: tuple, profile: str) -> None:
    result = roll(f"Melee vs Mavros, dice {ours}, Mavros rolled {theirs}", profile)
    assert result.opposed is not None
    net, verdict = rules if profile == "rules" else aresmush
    assert (result.opposed.net, result.opposed.verdict) == (net, verdict)
    assert result.opposed.their_successes == sum(int(f) >= 6 for f in theirs.split())


@pytest.mark.parametrize("profile,verdict", [("rules", "Both Fail"), ("aresmush", "Marginal Victory for Nemesis.")])
def test_opposed_ef_with_a_success_against_a_failure(profile: str, verdict: str) -> None:
    result = roll("4 dice vs 0, dice 1 1 1 6", profile, dice=GivenDice([2, 3]))
    assert result.opposed is not None
    assert result.opposed.against == "NPC (rating 0)"
    assert result.opposed.verdict == verdict


@pytest.mark.parametrize("levels,modifier", [
    (("a Great Success", "an Amazing Success"), 4),
    (("a Failure", "a Failure"), -2),
    (("an Embarrassing Failure", "a Success"), 0),
])
def test_teamwork_totals(levels: tuple[str, str], modifier: int) -> None:
    result = roll(f"Tug: fix the engine, Zoe assists with {levels[0]}, Elodie assists with {levels[1]}")
    assert result.modifier == modifier
    assert len(result.dice) == max(1, 6 + modifier)


def test_teamwork_fourth_participant_refused() -> None:
    with pytest.raises(RulesError, match="At most 3 characters"):
        roll("Tug: fix the engine, helped by Zoe and Elodie and Nemesis")


# --- decision 22: the phrase names no skill and several fit equally well ----------------------------


def test_highest_rated_of_the_fitting_skills_is_used() -> None:
    result = roll("Zoe: speak to the trader")  # Standard 3, Gemenese 2
    assert result.skill == "Standard" and len(result.dice) == 6 + 3
    assert "highest-rated" in result.steps[0].text
    tie = roll("Zoe: open fire on the raiders")  # Firearms and Gunnery, both untrained
    assert tie.skill == "Firearms" and "rate the same" in tie.steps[0].text


@pytest.mark.parametrize("phrase", [
    "Zoe: speak a little Gemenese with the trader",  # what she speaks said after words of how much
    "Zoe: talk to the trader in Gemenese",  # said after the one spoken to
    "Zoe tries her rusty Gemenese on the harbour clerk",  # said as hers, with no verb of speaking
])
def test_the_language_named_is_the_one_spoken_over_the_highest_rated(phrase: str) -> None:
    result = roll(phrase)  # Standard 3, Gemenese 2: the one named, never the tie-break
    assert result.skill == "Gemenese" and len(result.dice) == 4 + 3
    assert re.search(r"Gemenese(?: is|, as) named", result.steps[0].text)  # said as the roll, or after 'in'


def test_a_language_must_be_named_when_the_sheet_has_none() -> None:
    with pytest.raises(RulesError, match="Which language"):
        roll("Mavros: speak to the trader")


@pytest.mark.parametrize("profile", BOTH)
def test_steps_follow_the_seed_order(profile: str) -> None:
    result = roll("Tug: fix the engine, helped by Zoe, dice 6 2 3 4 5 2 3, Zoe rolled 6 2 3 4 5 2 vs the goon", profile)
    titles = [s.title for s in result.steps]
    assert titles == ["Skill", "Linked Attribute", "Teamwork", "Modifiers", "Dice to Roll", "Roll d8s",
                      "Success Level", "Opposed Result"]
    assert result.opposed is not None and result.opposed.against == "the goon"
    assert any("wins" in line for line in result.advice)


def test_wrong_faces_for_the_opponent_name_the_opponent() -> None:
    from conftest import EXAMPLES

    from rollmate.rules.sheets import load_party

    party = load_party([EXAMPLES / "fs3_party.toml"])
    with pytest.raises(RulesError, match="faces for Mavros's roll"):
        roll("Nemesis spars with Mavros, Melee vs Melee, dice 6 7 1 2 3, Mavros rolled 6 2 3 4 5", party=party)


def test_an_opponent_s_stated_rating_is_their_sheet_s_or_asked_about() -> None:
    """'vs the goon's Melee 3' is the goon at rating 3; a character's rating that the phrase says otherwise than the
    sheet ('vs Mavros's Melee 2', his sheet says 3) is asked about, never dropped for the sheet's."""
    goon = roll("Nemesis: Firearms vs the goon's Melee 3, dice 6 7 2 3 4 1 1, the goon rolled 7 1 1 1 1")
    assert goon.opposed is not None and (goon.opposed.against, goon.opposed.their_successes) == ("the goon", 1)
    same = roll("Nemesis: Melee vs Mavros's Melee 3, dice 6 7 2 3 4, Mavros rolled 6 2 3 4 5 2")
    assert same.opposed is not None and same.opposed.their_successes == 1
    for said in ("Nemesis: Firearms vs Mavros's Melee 2", "Nemesis: Melee vs Mavros rated 2"):
        with pytest.raises(RulesError, match="Mavros's Melee is 3 by the sheet; the phrase says 2"):
            roll(said)


@pytest.mark.parametrize("phrase", [
    "Zoe rewires the console, taking her time (+2)",
    "Zoe rewires the console, +2 for taking her time",
    "Zoe rewires the console, taking her time +2",
    "Nemesis lines up the shot, +2 for taking her time, Firearms",
])
def test_a_number_said_beside_a_modifier_word_is_that_modifier_once(phrase: str) -> None:
    """'taking my time (+2)', '+2 for taking my time': the +2 is the modifier the words name, counted once."""
    result = roll(phrase)
    assert result.modifier == 2
    assert "as said" in next(s.text for s in result.steps if s.title == "Modifiers")


@pytest.mark.parametrize("phrase", ["Zoe rewires the console, taking her time, and +1 from the GM",
                                    "Zoe rewires the console, taking her time, GM gives +1"])
def test_a_number_said_apart_from_a_modifier_word_adds_to_it(phrase: str) -> None:
    assert roll(phrase).modifier == 3


def test_a_number_beside_a_modifier_word_that_is_not_its_amount_is_asked_about() -> None:
    with pytest.raises(RulesError, match=r"taking her time.*\+3.*\+2 dice"):
        roll("Zoe rewires the console, taking her time (+3)")


@pytest.mark.parametrize("phrase", [
    "Nemesis spends a Luck Point (+3 dice) and shoots the goon, Firearms",
    "Nemesis burns luck before the roll (+3 dice), Firearms at the goon",
    "Nemesis spends luck for +3 dice, Firearms at the goon",
    "+3 dice from a Luck Point, Nemesis shoots the goon, Firearms",
])
def test_a_luck_points_dice_said_with_it_count_once(phrase: str) -> None:
    """'a Luck Point (+3 dice)': the +3 is the Luck Point's own dice, said again, never three more."""
    plain = roll("Nemesis spends a Luck Point and shoots the goon, Firearms")
    result = roll(phrase)
    assert result.modifier == plain.modifier == 3 and result.resource_use is not None and result.resource_use.use == "plus3"
    assert "as said" in next(s.text for s in result.steps if s.title == "Modifiers")


def test_a_number_beside_a_luck_point_that_is_not_its_dice_is_asked_about() -> None:
    with pytest.raises(RulesError, match=r"Luck Point.*\+2.*\+3 dice"):
        roll("Nemesis spends a Luck Point (+2 dice) and shoots the goon, Firearms")


def test_a_number_said_apart_from_a_luck_point_adds_to_it() -> None:
    assert roll("Nemesis spends a Luck Point and shoots the goon, Firearms, and the GM gives +1").modifier == 4


@pytest.mark.parametrize(("phrase", "modifier"), [
    ("> GM: Nemesis, Firearms on the goon, it's -1\nspending my luck point", 2),
    ("GM: Firearms at the goon, +1 for the scope\nNemesis spends a Luck Point", 4),
    ("Nemesis shoots the goon, Firearms -2\nburning luck", 1),
    ("> GM: Nemesis, Firearms on the goon, -1 for the rain\ntaking my time", 1),
])
def test_a_number_on_the_line_before_a_luck_point_or_a_cue_is_its_own(phrase: str, modifier: int) -> None:
    """A number said on the line before ('> GM: ..., it's -1' above the reply that spends luck) is said apart from
    the luck or the cue on the next line: each counts, never asked about as one."""
    assert roll(phrase).modifier == modifier
