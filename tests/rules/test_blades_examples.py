"""Blades in the Dark: the rules reference's worked examples (blades.md 5.2, 5.3) and refusals (5.4), with given dice.

Two phrases of 5.3 put a colon mid-phrase ("devil's bargain: +1 heat", "with Thorn and Nyx: Cross rolled 2"); the
grammar takes a colon only after a speaker's name, so they are written here with a comma, same meaning.
"""

from __future__ import annotations

import json
from fractions import Fraction as F

import pytest
from conftest import EXAMPLES

from rollmate.errors import RollmateError, RulesError, SheetError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.registry import get_system
from rollmate.rules.sheets import load_party, parse_sheet

BLADES = get_system("blades")
CREW = load_party([EXAMPLES / "blades_party.toml"])


def roll(phrase: str, party=CREW):  # type: ignore[no-untyped-def]
    return BLADES.resolve(parse(phrase, BLADES.vocabulary(party)), party, RandomDice(7))


def facts(phrase: str) -> dict:  # type: ignore[type-arg]
    return roll(phrase).contract()["blades"]


def stress(phrase: str) -> list[tuple[str, int, int, bool]]:
    return [(s["name"], s["before"], s["after"], s["trauma"]) for s in facts(phrase)["stress"]]


def test_attributes_are_derived_from_the_actions() -> None:
    from rollmate.rules.systems.blades.sheet import attribute

    derived = {c.name: tuple(attribute(c.own["skills"], a) for a in ("Insight", "Prowess", "Resolve")) for c in CREW.characters}
    assert derived == {"Cross": (1, 3, 1), "Thorn": (3, 2, 1), "Silas": (2, 2, 3), "Nyx": (1, 0, 2)}


def test_1_a_playbook_names_its_only_scoundrel_and_the_json_is_the_references() -> None:
    result = roll("Cutter Skirmishes the Bluecoat, risky, rolled 6 3 2")
    data = json.loads(json.dumps(result.contract()))
    assert (data["actor"], data["skill"], data["ability"], data["dice"], data["modifier"], data["total"],
            data["outcome"]) == ("Cross", "Skirmish", {"name": "Skirmish", "score": 3}, [6, 3, 2], 0, 6, "Full Success")
    assert data["odds"] == {"Critical Success": 2 / 27, "Full Success": 25 / 72, "Partial Success": 49 / 108,
                            "Bad Outcome": 1 / 8}
    assert [s["title"] for s in data["steps"]] == ["Action Roll", "Action", "Position & Effect", "Bonus Dice", "Roll",
                                                   "Result", "What Happens"]
    assert data["blades"] == {"roll": "action", "position": "Risky", "effect": "Standard",
                              "effect_result": "Standard", "pool": 3, "zero_dice": False, "bonus": [], "stress": [],
                              "stress_cost": None, "group": None}
    kinds = {c["text"]: c["kind"] for c in data["reading"]["clauses"]}
    assert kinds["risky"] == "position" and kinds["rolled 6 3 2"] == "dice"


def test_2_a_critical_raises_the_effect() -> None:
    result = roll("Cross skirmishes the Bluecoat, desperate, great effect, rolled 6 6 1")
    assert result.outcome == "Critical Success"
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect_result"]) == ("Desperate", "Extreme")


def test_3_controlled_partial() -> None:
    result = roll("Thorn prowls past the guards, controlled, rolled 5 2")
    assert (result.actor, result.outcome) == ("Thorn", "Partial Success")
    assert "Thorn hesitates" in result.steps[-1].text


def test_4_push_yourself() -> None:
    result = roll("Thorn pushes herself to prowl past the guards, rolled 4 3 1")
    assert (result.actor, result.outcome, result.extra["blades"]["pool"]) == ("Thorn", "Partial Success", 3)
    assert stress("Thorn pushes herself to prowl past the guards, rolled 4 3 1") == [("Thorn", 4, 6, False)]


def test_5_assist() -> None:
    result = roll("Silas attunes to the ghost, desperate, Thorn assists, rolled 3 2 1")
    assert (result.outcome, result.extra["blades"]["pool"]) == ("Bad Outcome", 3)
    assert "worst outcome" in result.steps[-2].text or "worst outcome" in result.steps[-1].text
    assert stress("Silas attunes to the ghost, desperate, Thorn assists, rolled 3 2 1") == [("Thorn", 4, 5, False)]


@pytest.mark.parametrize("phrase", ["with Thorn's assist Silas attunes to the ghost, desperate, rolled 3 2 1",
                                    "with Thorn's help, Silas attunes to the ghost, desperate: 3 2 1"])
def test_an_assist_said_as_someone_s_opening_the_post_is_theirs_and_the_next_name_rolls(phrase: str) -> None:
    """'with Thorn's assist Silas attunes ...': Thorn helps (one stress), Silas rolls; never two helpers and no one
    rolling, nor Silas read as helping."""
    result = roll(phrase)
    assert (result.actor, result.extra["blades"]["pool"]) == ("Silas", 3)
    assert stress(phrase) == [("Thorn", 4, 5, False)]


def test_6_devils_bargain() -> None:
    result = roll("Nyx sways the Inspector with a devil's bargain, rolled 6 4 2 1")
    assert (result.outcome, result.extra["blades"]["pool"], result.extra["blades"]["stress"]) == ("Full Success", 4, [])
    assert [b["kind"] for b in result.extra["blades"]["bonus"]] == ["devils_bargain"]


@pytest.mark.parametrize(("dice", "read", "outcome"), [("5 1", 1, "Bad Outcome"), ("6 6", 6, "Full Success")])
def test_7_8_zero_dice_read_the_lower_and_never_crit(dice: str, read: int, outcome: str) -> None:
    result = roll(f"Cross tinkers with the lock, rolled {dice}")
    assert (result.total, result.outcome, result.extra["blades"]["zero_dice"]) == (read, outcome, True)


def test_9_push_for_effect() -> None:
    result = roll("Cross wrecks the door, push for +1 effect, rolled 5")
    assert (result.outcome, result.extra["blades"]["effect"]) == ("Partial Success", "Great")
    assert stress("Cross wrecks the door, push for +1 effect, rolled 5") == [("Cross", 2, 4, False)]


def test_10_two_pushes_and_an_assist() -> None:
    phrase = "Cross skirmishes, pushes for +1d and +1 effect, Silas assists, rolled 5 5 4 2 1"
    result = roll(phrase)
    assert (result.outcome, result.extra["blades"]["pool"], result.extra["blades"]["effect"]) == \
        ("Partial Success", 5, "Great")
    moved = {n: a for n, _, a, _ in stress(phrase)}
    assert moved == {"Silas": 8, "Cross": 6}


@pytest.mark.parametrize(("phrase", "outcome", "who", "before", "after"), [
    ("Thorn resists the blow with Prowess, rolled 5 2", "Resist 1 Stress", "Thorn", 4, 5),
    ("Silas resists the possession with Resolve, rolled 6 6 3", "Critical Resist", "Silas", 7, 6),
    ("Nyx resists the punch with Prowess, rolled 4 2", "Resist 4 Stress", "Nyx", 0, 4),
])
def test_11_12_13_resistance(phrase: str, outcome: str, who: str, before: int, after: int) -> None:
    result = roll(phrase)
    assert (result.actor, result.outcome) == (who, outcome)
    assert stress(phrase) == [(who, before, after, False)]
    assert [s.title for s in result.steps] == ["Resistance Roll", "Attribute", "Roll", "Stress"]


def test_14_an_inferred_attribute_and_trauma() -> None:
    result = roll("Silas resists the fall, rolled 2 1")
    assert result.ability is not None and (result.ability.name, result.ability.score) == ("Prowess", 2)
    assert "inferred" in result.steps[1].text
    assert stress("Silas resists the fall, rolled 2 1") == [("Silas", 7, 0, True)]
    assert {(s.who, s.resource, s.after) for s in result.spends} == {("Silas", "stress", 0), ("Silas", "trauma", 1)}


def test_15_a_push_into_trauma_is_warned_and_resolved() -> None:
    result = roll("Silas pushes himself to attune to the ghost, rolled 6 2 1")
    assert result.outcome == "Full Success"
    bonus = next(s for s in result.steps if s.title == "Bonus Dice")
    assert "trauma" in bonus.text
    assert stress("Silas pushes himself to attune to the ghost, rolled 6 2 1") == [("Silas", 7, 0, True)]


def test_16_group_action_leader_takes_stress_for_each_bad_result() -> None:
    phrase = "Cross leads a group prowl with Thorn and Nyx, Cross rolled 2, Thorn rolled 5 3, Nyx rolled 1 1"
    result = roll(phrase)
    assert (result.actor, result.outcome) == ("Cross", "Partial Success")
    assert [(r["name"], r["pool"], r["read"]) for r in result.extra["blades"]["group"]] == \
        [("Cross", 1, 2), ("Thorn", 2, 5), ("Nyx", 0, 1)]
    assert stress(phrase) == [("Cross", 2, 4, False)]


def test_17_sixes_in_different_pools_are_no_critical() -> None:
    phrase = "Thorn leads a group prowl with Cross and Silas, Thorn rolled 6 2, Cross rolled 6, Silas rolled 3"
    assert roll(phrase).outcome == "Full Success"
    assert stress(phrase) == [("Thorn", 4, 5, False)]


def test_18_trading_position_for_effect() -> None:
    result = roll("Thorn prowls across the courtyard, trading position for effect, rolled 4 4")
    assert (result.outcome, result.extra["blades"]["position"], result.extra["blades"]["effect"]) == \
        ("Partial Success", "Desperate", "Great")
    assert "serious consequence" in result.steps[-1].text


def test_19_20_odds_roll_nothing() -> None:
    vocab = BLADES.vocabulary(CREW)
    skirmish = BLADES.odds(parse("Cross skirmishes the Bluecoat", vocab), CREW)
    assert {c.outcome: c.fraction for c in skirmish.odds} == {
        "Critical Success": F(2, 27), "Full Success": F(25, 72), "Partial Success": F(49, 108), "Bad Outcome": F(1, 8)}
    resist = BLADES.odds(parse("odds for Thorn to resist with Insight", vocab), CREW)
    assert resist.ability is not None and (resist.ability.name, resist.ability.score) == ("Insight", 3)
    assert [c.fraction for c in resist.odds] == [F(2, 27), F(25, 72), F(61, 216), F(37, 216), F(19, 216), F(7, 216),
                                                 F(1, 216)]
    assert not skirmish.spends and not resist.spends and not skirmish.dice


@pytest.mark.parametrize(("phrase", "known"), [
    ("Cross skirmishes the Bluecoat, desperate, great effect, +1d",
     {"roll": "action", "position": "Desperate", "effect": "Great", "pool": 4, "zero_dice": False}),
    ("Thorn resists with Insight", {"roll": "resistance", "position": None, "effect": None, "pool": 3}),
    ("Silas sways the Bluecoat, Cross assists",
     {"roll": "action", "position": "Risky", "effect": "Standard", "pool": 2, "zero_dice": False}),
    ("Thorn leads a group prowl with Cross and Silas",
     {"roll": "group", "position": "Risky", "effect": "Standard", "pool": 2}),
])
def test_odds_carry_the_blades_object_with_what_is_known_before_the_roll(phrase: str, known: dict) -> None:  # type: ignore[type-arg]
    odds = BLADES.odds(parse(phrase, BLADES.vocabulary(CREW)), CREW).contract()
    rolled = roll(phrase).contract()["blades"]
    facts = odds["blades"]  # the contract's field names are fixed: the odds carry the object a roll carries
    assert {k: facts[k] for k in known} == known
    assert facts["effect_result"] is None and facts["stress_cost"] is None  # known only after the roll
    assert not odds["dice"] and facts["stress"] == []  # nothing rolled, nothing taken
    assert set(facts) == set(rolled) and facts["bonus"] == rolled["bonus"] and facts["pool"] == rolled["pool"]


def test_sources_revka_four_dice_and_a_resisted_group_consequence() -> None:  # 5.2, examples 3 and 4
    crew = parse_sheet({"system": "blades", "character": [
        {"name": "Revka", "actions": {"hunt": 2}}, {"name": "Mo", "actions": {"prowl": 1, "skirmish": 1}}]})
    revka = roll("Revka hunts with a devil's bargain, Mo assists, rolled 6 3 2 1", crew)
    assert (revka.extra["blades"]["pool"], revka.outcome) == (4, "Full Success")
    mo = roll("Mo resists with Prowess, rolled 4 1", crew)
    assert (mo.outcome, mo.extra["blades"]["stress_cost"]) == ("Resist 2 Stress", 2)


@pytest.mark.parametrize(("phrase", "says"), [
    ("Cross skirmishes, Bazso assists", "Bazso"),  # the grammar knows no Bazso: refused with a caret
    ("Cross skirmishes, Thorn and Silas assist", "Only one character may assist"),
    ("Cross skirmishes, Cross assists", "can't assist their own roll"),
    ("Nyx sways the Inspector, pushes herself and takes a devil's bargain", "not both"),
    ("Thorn finesses the lock, rolled 7 2", "not a face"),
    ("Cross skirmishes, rolled 6 3", "Skirmish 3 rolls 3 dice; you gave 2"),
    ("Cross skirmishes, Thorn assists, rolled 6 3 1", "Skirmish 3 +1d rolls 4 dice; you gave 3"),
    ("Cross tinkers, rolled 6", "Zero dice rolls exactly 2"),
    ("Cross skirmishes with 12 dice", "More than 10 dice"),
    ("the Bluecoat attacks Cross", "'Cross resists with Prowess'"),  # an NPC never rolls: the PC resists (§7)
    ("Silas resists with Resolve, Thorn assists", "protects"),
    ("Silas resists with Resolve, devil's bargain", "action rolls"),
    ("Cross skirmishes, risky, desperate", "Two positions"),
    ("Silas attunes, desperate, trading position for effect", "No trade is possible"),
    ("Cross skirmishes, set up by Thorn", "+1 effect or a better position"),
    ("Cross leads the gang in a group skirmish", "not supported"),
    ("Nyx indulges her vice", "not supported"),
    ("Thorn prowls, with severe harm", "severe harm"),
    ("sneak up and stab the guard", "two actions"),  # Prowl or Skirmish: asked, never picked
    ("Cross gets past the guard", "Which action"),
])
def test_what_is_refused_or_asked(phrase: str, says: str) -> None:
    with pytest.raises(RollmateError) as caught:
        roll(phrase)
    assert says in caught.value.message


@pytest.mark.parametrize(("phrase", "action"), [
    ("Nyx sways the gang boss, rolled 6 6 3", "Sway"),
    ("Nyx charms the leader of the gang, rolled 6 6 3", "Sway"),
    ("Cross threatens the vice lord's bodyguard, rolled 4", "Command"),
])
def test_a_gang_or_a_vice_in_the_scene_is_no_downtime_roll(phrase: str, action: str) -> None:
    """Words of the scene that also name downtime things ("the gang", "vice") leave an action roll an action roll;
    only what says a downtime or cohort roll ("indulges her vice", "leads the gang in ...") is refused."""
    assert roll(phrase).skill == action


@pytest.mark.parametrize(("sheet", "key"), [
    ({"actions": {"skirmish": 5}}, "actions.skirmish"),
    ({"actions": {}, "stress": 9}, "stress"),
    ({"actions": {}, "trauma": ["Grumpy"]}, "trauma[0]"),
    ({"actions": {}, "attributes": {"prowess": 2}}, "attributes"),
    ({"actions": {"sneak": 1}}, "actions.sneak"),
])
def test_a_bad_sheet_names_the_key(sheet: dict, key: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(SheetError) as caught:
        parse_sheet({"system": "blades", "name": "Kit", **sheet}, "kit.toml")
    assert f"kit.toml: {key}" in caught.value.message


def test_a_retired_scoundrel_rolls_no_more() -> None:
    crew = parse_sheet({"system": "blades", "name": "Old", "actions": {"sway": 2},
                        "trauma": ["Cold", "Soft", "Vicious", "Haunted"]})
    with pytest.raises(RulesError, match="retired"):
        roll("Old sways the guard, rolled 4 4", crew)


def test_a_group_without_stated_dice_rolls_everyone_named() -> None:
    result = roll("Cross leads a group prowl with Thorn and Nyx")
    assert [(r["name"], r["pool"], len(r["dice"])) for r in result.extra["blades"]["group"]] == \
        [("Cross", 1, 1), ("Thorn", 2, 2), ("Nyx", 0, 2)]
    assert result.odds and result.seed is not None


@pytest.mark.parametrize(("phrase", "action"), [
    ("Silas contacts the spirit of the dead captain", "Attune"),
    ("Nyx sweet-talks the bluecoat sergeant", "Sway"),
    ("Cross kicks down the door", "Wreck"),
    ("Thorn tails the courier through the market", "Hunt"),
    ("Silas pores over the ledger", "Study"),
    ("Cross beats up the thug", "Skirmish"),
    ("Thorn scales the wall of the manor", "Prowl"),
    ("Nyx asks around the Crow's Foot for rumours", "Consort"),
    ("Silas stakes out the warehouse", "Survey"),
    ("Thorn defuses the trap on the door", "Tinker"),
    ("Nyx palms the key from the table", "Finesse"),
    ("Cross browbeats the dockworkers into talking", "Command"),
])
def test_the_action_is_inferred_from_the_words_players_use(phrase: str, action: str) -> None:
    """Beyond the reference's cue words (6.4), the everyday words for what each action covers (3.4) infer it too;
    the Action step says it was inferred."""
    result = roll(phrase)
    assert result.skill == action
