"""Every worked example and edge case of rules/fist.md §5.2-5.3 (and the steps of §2), with given dice."""

from __future__ import annotations

import re

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice, RandomDice
from rollmate.rules.records import dump
from rollmate.rules.sheets import Party, load_party, parse_sheet
from rollmate.rules.system import FollowUp, Table, get_system
from rollmate.rules.systems.fist.data import content

FIST = get_system("fist")
PARTY = load_party([EXAMPLES / "fist_party.toml"])  # Ripper FRC+2 TAC0 CRE-1 RFX+1 (2 war dice), Jonesy, Vex
STEPS = ["Risky Action", "Attribute", "Roll 2d6", "Add Attribute", "Degree of Success", "What Happens"]


def solo(war_dice: int = 2, **attributes: int) -> Party:
    """One operative, Ripper, with the given attributes and war dice."""
    return parse_sheet({"system": "fist", "name": "Ripper", "war_dice": war_dice, "attributes": attributes}, "solo.toml")


def fist(text: str, party: Party | None = None, **options: object):  # type: ignore[no-untyped-def]
    return roll(text, PARTY if party is None else party, system="fist", **options)  # type: ignore[arg-type]


def step(result, title: str) -> str:  # type: ignore[no-untyped-def]
    return next(s.text for s in result.steps if s.title == title)


# --- seed bands (§5.2 example 2) and the derived band / Ultra cases (§5.3) ---------------------------


@pytest.mark.parametrize(
    ("attribute", "dice", "total", "outcome"),
    [
        (0, (3, 3), 6, "Failure"),
        (0, (3, 4), 7, "Partial Success"),
        (0, (4, 5), 9, "Partial Success"),
        (1, (4, 5), 10, "Success"),
        (0, (6, 6), 12, "Ultra Success"),
        (-3, (6, 6), 9, "Ultra Success"),
        (0, (4, 2), 6, "Failure"),
        (3, (2, 2), 7, "Partial Success"),
        (-2, (6, 5), 9, "Partial Success"),
    ],
)
def test_bands_and_ultra(attribute: int, dice: tuple[int, int], total: int, outcome: str) -> None:
    result = fist(f"roll +TACTICAL, rolled {dice[0]} and {dice[1]}", solo(tactical=attribute))
    assert (result.total, result.outcome, result.modifier) == (total, outcome, attribute)
    assert result.dice == dice and result.extra_dice == ()
    assert [s.title for s in result.steps] == STEPS
    assert result.ability and dump(result.ability) == {"name": "Tactical", "score": attribute}


def test_ultra_overrides_a_total_below_ten_but_not_in_roll20() -> None:
    rules = fist("roll +CREATIVE, rolled 6 6", solo(creative=-3))
    assert (rules.total, rules.outcome) == (9, "Ultra Success")
    assert "whatever the total" in step(rules, "Degree of Success")
    roll20 = fist("roll +CREATIVE, rolled 6 6", solo(creative=-3), profile="roll20")
    assert (roll20.total, roll20.outcome) == (9, "Partial Success")
    assert "12" in step(roll20, "Degree of Success")
    assert fist("roll +CREATIVE, rolled 6 6", solo(creative=0), profile="roll20").outcome == "Ultra Success"


def test_roll20_sheet_logic_war_die_six_is_not_ultra() -> None:
    result = fist("roll +TACTICAL, rolled 6 5, war die 6", solo(tactical=0))
    assert (result.total, result.outcome, result.extra_dice) == (17, "Success", (6,))
    assert "never counts toward double sixes" in step(result, "War Die")


def test_war_die_never_replaces_a_base_die_or_breaks_ultra() -> None:
    result = fist("roll +TACTICAL, rolled 6 6, war die 4", solo(tactical=1))
    assert (result.total, result.outcome, result.dice, result.extra_dice) == (17, "Ultra Success", (6, 6), (4,))
    assert result.total != sum(result.dice) + result.modifier


def test_low_dice_with_a_war_die_read_again() -> None:
    result = fist("roll +REFLEXIVE, rolled 1 1, war die 3", solo(reflexive=2))
    assert (result.total, result.outcome) == (7, "Partial Success")
    assert [s.title for s in result.steps] == [*STEPS[:4], "War Die", *STEPS[4:]]


# --- war dice: after the roll, allies, pools (§5.3) ------------------------------------------------


def test_war_die_after_seeing_the_dice_lifts_failure_to_success() -> None:
    party = solo(tactical=0)
    first = fist("roll +TACTICAL, rolled 5 1", party)
    assert (first.total, first.outcome) == (6, "Failure")
    assert any("war die added now" in a and "100.0%" in a for a in first.advice)
    after = FIST.follow_up(first, FollowUp(kind="war_die", faces=(4,)), party, RandomDice(0), table=Table())
    assert (after.total, after.outcome, after.extra_dice, after.dice) == (10, "Success", (4,), (5, 1))
    assert [(s.who, s.resource, s.amount) for s in after.spends] == [("Ripper", "war_dice", 1)]
    assert "pool 2 -> 1" in step(after, "War Die") and "after seeing the dice" in step(after, "War Die")
    assert after.odds == first.odds  # decision 9: the odds of the roll as first declared


def test_ally_pays_for_the_war_die_on_someone_elses_roll() -> None:
    result = fist("Vex adds her war die 5 to Ripper's roll, roll +FORCEFUL, rolled 2 3")
    assert (result.actor, result.total, result.outcome) == ("Ripper", 12, "Success")
    assert [(s.who, s.amount) for s in result.spends] == [("Vex", 1)]
    assert "Vex spends 1 war die (pool 2 -> 1)" in step(result, "War Die")


@pytest.mark.parametrize(("phrase", "payer", "actor"), [
    ("with Vex's war die, Jonesy hacks the terminal, 2 3 5", "Vex", "Jonesy"),
    ("Jonesy hacks the terminal with Vex's war die and gets 2 3 5", "Vex", "Jonesy"),
    ("Ripper spends a war die and punches the guard, rolled 2 3 5", "Ripper", "Ripper"),
])
def test_one_face_more_than_the_base_dice_with_a_war_die_spent_is_the_war_die_s(phrase: str, payer: str,
                                                                                 actor: str) -> None:
    """A war die is one more d6 (rules 4): three faces in one run, one war die spent and none of its faces said
    apart, are the two base dice and the war die's face, shown so in the reading."""
    result = fist(phrase)
    assert (result.actor, result.dice, result.extra_dice) == (actor, (2, 3), (5,))
    assert [(s.who, s.amount) for s in result.spends] == [(payer, 1)]


def test_which_face_is_the_war_die_is_asked_where_it_decides_double_sixes() -> None:
    with pytest.raises(RulesError, match="Which of 6 3 6 is the war die"):
        fist("with Vex's war die, Jonesy hacks the terminal, 6 3 6")
    assert fist("with Vex's war die, Jonesy hacks the terminal, 6 6 6").outcome == "Ultra Success"


def test_spending_more_than_the_pool_is_refused() -> None:
    with pytest.raises(RulesError, match="Ripper has 1 war die"):
        fist("roll +FORCEFUL, add 2 war dice", table=Table(held={"war_dice": {"Ripper": 1}}))


def test_any_war_die_with_an_empty_pool_is_refused() -> None:
    with pytest.raises(RulesError, match="Ripper has no war dice"):
        fist("roll +FORCEFUL, spend a war die", table=Table(held={"war_dice": {"Ripper": 0}}))
    with pytest.raises(RulesError, match="Ripper has no war dice"):
        fist("roll +FORCEFUL, war die 4", solo(war_dice=0, forceful=1))


def test_two_war_dice_each_add_a_d6() -> None:
    result = fist("roll +FORCEFUL, rolled 1 2, war dice 4 5", solo(forceful=0))
    assert (result.total, result.extra_dice, result.outcome) == (12, (4, 5), "Success")
    assert [(s.who, s.amount) for s in result.spends] == [("Ripper", 2)]


def test_new_character_with_no_war_dice_cannot_spend_but_one_with_a_pool_can() -> None:
    with pytest.raises(RulesError):
        fist("roll +FORCEFUL, war die 3", solo(war_dice=0))
    assert fist("roll +FORCEFUL, rolled 3 3, war die 3", solo(war_dice=4)).total == 9


def test_war_die_without_a_sheet_is_allowed_and_untracked() -> None:
    result = fist("roll +TACTICAL, rolled 3 3, war die 2", Party())
    assert (result.actor, result.total, result.outcome, result.spends) == (None, 8, "Partial Success", ())
    assert "isn't tracked" in step(result, "War Die")
    assert "counts as 0" in step(result, "Attribute")


# --- trait hooks (decision 17) and the roll20 profile (decision 20) --------------------------------


@pytest.mark.parametrize(
    ("faces", "added", "total"),
    [((2, 5), 5, 12), ((3, 3), 6, 13), ((6, 1), 6, 13), ((1, 1), 2, 9)],
)
def test_fate_keeps_the_higher_die_or_both_on_doubles(faces: tuple[int, int], added: int, total: int) -> None:
    result = fist(f"roll +FORCEFUL, rolled 3 4, war dice {faces[0]} {faces[1]}, fate", solo(forceful=0))
    assert (result.total, result.extra_dice) == (total, faces)
    assert [(s.who, s.amount) for s in result.spends] == [("Ripper", 1)]
    assert f"+{added}" in step(result, "War Die")


def test_winner_focus_and_buddy_add_one_each_to_the_modifier() -> None:
    winner = fist("roll +FORCEFUL, rolled 3 4, war die 4, winner", solo(forceful=0))
    assert (winner.total, winner.modifier) == (12, 1) and "WINNER +1" in step(winner, "War Die")
    focus = fist("roll +FORCEFUL, rolled 3 4, war die 4, focus", solo(forceful=0))
    assert (focus.total, focus.modifier) == (12, 1)
    buddy = fist("Vex adds her war die 2 to Ripper's roll, roll +FORCEFUL, rolled 2 2, buddy")
    assert (buddy.total, buddy.modifier) == (9, 3) and "BUDDY" in step(buddy, "War Die")
    own = fist("roll +FORCEFUL, rolled 2 2, war die 2, buddy")
    assert own.modifier == 2  # BUDDY counts only on someone else's roll
    assert fist("roll +FORCEFUL, rolled 2 2, winner").modifier == 2  # no war die, no WINNER


def test_roll20_war_die_compounds_and_follow_ups_are_refused() -> None:
    result = fist("roll +CREATIVE, rolled 1 1, war die 6 3", solo(creative=0), profile="roll20")
    assert (result.total, result.extra_dice, result.outcome) == (11, (6, 3), "Success")
    assert [(s.who, s.amount) for s in result.spends] == [("Ripper", 1)]
    with pytest.raises(RulesError, match="declared before the roll"):
        FIST.follow_up(result, FollowUp(kind="war_die", faces=(4,)), solo(creative=0), RandomDice(0))
    with pytest.raises(RulesError, match="one war die"):
        fist("roll +CREATIVE, 2 war dice", solo(creative=0), profile="roll20")
    with pytest.raises(RulesError, match="chain"):
        fist("roll +CREATIVE, rolled 1 1, war die 3 6", solo(creative=0), profile="roll20")


def test_roll20_rolls_the_chain_until_a_face_below_six() -> None:
    party = solo(creative=0)
    request = parse("roll +CREATIVE, spend a war die", FIST.vocabulary(party))
    result = FIST.resolve(request, party, GivenDice((2, 2, 6, 6, 1)), profile="roll20", table=Table())
    assert (result.dice, result.extra_dice, result.total, result.outcome) == ((2, 2), (6, 6, 1), 17, "Success")
    assert "exploded 6 + 6 + 1 = 13" in step(result, "War Die")


# --- advantage / disadvantage (decision 12) --------------------------------------------------------


@pytest.mark.parametrize(
    ("how", "dice", "attribute", "total", "outcome"),
    [
        ("advantage", (6, 6, 2), 0, 12, "Ultra Success"),
        ("advantage", (6, 2, 1), 1, 9, "Partial Success"),
        ("disadvantage", (6, 6, 2), 0, 8, "Partial Success"),
        ("disadvantage", (6, 6, 6), 0, 12, "Ultra Success"),
        ("advantage", (2, 6, 6), -3, 9, "Ultra Success"),
        ("disadvantage", (1, 6, 6), 0, 7, "Partial Success"),
    ],
)
def test_advantage_keeps_best_two_and_disadvantage_worst_two(
    how: str, dice: tuple[int, int, int], attribute: int, total: int, outcome: str
) -> None:
    result = fist(f"roll +REFLEXIVE with {how}, dice {' '.join(map(str, dice))}", solo(reflexive=attribute))
    assert (result.total, result.outcome, result.dice) == (total, outcome, dice)
    assert ("best" if how == "advantage" else "worst") in step(result, "Roll 2d6")


# --- input checks (§5.3) ---------------------------------------------------------------------------


def test_three_faces_without_advantage_is_an_error_saying_two_are_needed() -> None:
    with pytest.raises(RulesError, match="needs 2 d6 faces") as error:
        fist("roll +TACTICAL, rolled 6 6 2")
    assert error.value.exit_code == 2


@pytest.mark.parametrize("text", ["roll +TACTICAL, rolled 7 2", "roll +TACTICAL, rolled 3 3, war die 7",
                                  "roll +TACTICAL, rolled 3", "roll +TACTICAL with advantage, rolled 3 3"])
def test_impossible_or_missing_faces_are_errors(text: str) -> None:
    with pytest.raises(RulesError):
        fist(text)


def test_attribute_outside_the_usual_range_is_accepted_with_a_warning() -> None:
    party = solo(forceful=5)
    assert any("outside the usual -4..+4" in w for w in party.characters[0].warnings)
    result = fist("roll +FORCEFUL, rolled 1 1", party)
    assert (result.total, result.outcome) == (7, "Partial Success")
    assert any("-4..+4" in note for note in result.notes)


def test_missing_attribute_counts_as_zero() -> None:
    result = fist("roll +TACTICAL, rolled 4 4", solo(forceful=2))
    assert (result.total, result.modifier) == (8, 0)
    assert "no Tactical" in step(result, "Attribute")


def test_flat_modifiers_are_added() -> None:
    result = fist("roll +FORCEFUL +2, rolled 3 4", solo(forceful=1))
    assert (result.modifier, result.total, result.outcome) == (3, 10, "Success")
    assert fist("roll +FORCEFUL -1, rolled 3 4", solo(forceful=1)).total == 7


# --- attribute choice (§5.2 example 1, decision 18), referee characters, combat ---------------------


@pytest.mark.parametrize(
    ("text", "attribute"),
    [("kick in the door", "Forceful"), ("hack the database", "Tactical"), ("bluff the guard", "Creative"),
     ("dodge the bullets", "Reflexive"), ("kick in the door +TACTICAL", "Tactical")],
)
def test_attribute_from_the_action(text: str, attribute: str) -> None:
    result = fist(f"{text}, rolled 3 3")
    assert result.ability and result.ability.name == attribute
    assert "applications of logic" in step(fist("hack the database, rolled 3 3"), "Attribute")


def test_a_tie_asks_for_the_attribute_listing_the_likely_two_and_all_four() -> None:
    with pytest.raises(RulesError) as error:
        fist("bluff the guard dodging bullets")  # "while dodging" is two actions, asked about first
    message = str(error.value)
    assert error.value.exit_code == 2
    assert "Which attribute" in message and "CREATIVE or REFLEXIVE" in message
    assert all(f"+{a}" in message for a in ("FORCEFUL", "TACTICAL", "CREATIVE", "REFLEXIVE"))
    assert "kicking in doors" in message and "psychic manipulation" in message


def test_referee_character_does_not_roll_and_the_player_reacts() -> None:
    with pytest.raises(RulesError) as error:
        fist("the guard attacks Ripper")
    message = str(error.value)
    assert "referee character" in message and "Ripper" in message and "REFLEXIVE" in message
    assert "damage" in message  # what the referee can roll
    assert "can't" not in message.split("war die")[-1]  # decision 15: never says war dice can't go on such rolls
    with pytest.raises(RulesError, match="referee character"):
        fist("Director Hale: roll +CREATIVE")


def test_combat_failure_costs_damage() -> None:
    result = fist("shoot the raider in combat, rolled 2 2", solo(reflexive=1))
    assert (result.total, result.outcome) == (5, "Failure")
    assert "DAMAGE" in step(result, "What Happens")
    calm = fist("shoot the raider, rolled 2 2", solo(reflexive=1))
    assert "DAMAGE" not in step(calm, "What Happens")


def test_what_happens_follows_the_band_and_ultra_has_no_number() -> None:
    ultra = fist("roll +TACTICAL, rolled 6 6", solo())
    assert "spectacular" in step(ultra, "What Happens") and "never a fixed number" in step(ultra, "What Happens")
    for dice, outcome in (((1, 1), "Failure"), ((4, 4), "Partial Success"), ((5, 5), "Success")):
        result = fist(f"roll +TACTICAL, rolled {dice[0]} {dice[1]}", solo())
        assert result.outcome == outcome and result.meaning == content().outcomes[outcome]
        assert result.meaning in step(result, "What Happens") and "never stays" in step(result, "What Happens")


def test_luck_is_not_a_fist_resource() -> None:
    with pytest.raises(PhraseError, match="'spend luck' can't be used here: FIST has no luck points") as refused:
        fist("roll +TACTICAL, spend luck")
    assert refused.value.column == len("roll +TACTICAL, ") + 1


def test_json_contract_fields() -> None:
    data = fist("roll +REFLEXIVE with advantage, dice 6 2 1, war die 3", solo(reflexive=2)).contract()
    assert data["system"] == "fist" and data["actor"] == "Ripper"
    assert data["ability"] == {"name": "Reflexive", "score": 2}
    assert (data["dice"], data["extra_dice"], data["modifier"], data["total"]) == ([6, 2, 1], [3], 2, 13)
    assert all(data[k] is None for k in ("skill", "trick", "difficulty", "successes", "luck", "opposed"))
    assert set(data["odds"]) == {"Failure", "Partial Success", "Success", "Ultra Success"}
    assert abs(sum(data["odds"].values()) - 1) < 1e-12


def test_no_generic_help_bonus_only_an_allys_war_die() -> None:
    result = fist("Vex: persuade the warlord, helped by Jonesy, rolled 3 3")
    assert (result.modifier, result.total) == (2, 8)  # Vex's Creative only
    assert any("no help bonus" in n and "Jonesy adds a war die to Vex's roll" in n for n in result.notes)


def test_more_war_dice_than_any_pool_holds_is_refused_even_untracked() -> None:
    assert fist("roll +TACTICAL, rolled 1 1, 12 war dice", Party()).total == 2 + sum(fist(
        "roll +TACTICAL, rolled 1 1, 12 war dice", Party()).extra_dice)
    with pytest.raises(RulesError, match="more than any pool holds"):
        fist("roll +TACTICAL, 100 war dice", Party())


@pytest.mark.parametrize(("phrase", "named"), [
    ("Ripper: FRC+RFX 4 5", "'FRC' (FORCEFUL) and 'RFX' (REFLEXIVE)"),
    ("Ripper kicks the door, FORCEFUL and REFLEXIVE, 4 5", "FORCEFUL and REFLEXIVE"),
    ("Ripper kicks the door, forceful or tac? 4 5", "FORCEFUL and 'tac' (TACTICAL)"),
])
def test_two_attributes_are_refused_naming_them_as_typed(phrase: str, named: str) -> None:
    with pytest.raises(RulesError, match=re.escape(f"One attribute per roll: you named {named}.")):
        fist(phrase)
