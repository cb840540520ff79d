"""Every worked example and edge case of rules/ghostburn.md §5.2-5.3, with given dice."""

from __future__ import annotations

import pytest
from conftest import ghostburn_party, roll

from rollmate.errors import RulesError
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import dump
from rollmate.rules.system import Carried, FollowUp, Table, get_system

GB = get_system("ghostburn")


def test_seed_004_bouncer_fade_then_luck_success() -> None:
    party = ghostburn_party()
    first = roll("convince the bouncer, rolled 3 and 9", party)
    assert (first.total, first.outcome, first.modifier) == (17, "Fade", 5)
    assert first.difficulty and (first.difficulty.name, first.difficulty.value) == ("Hard", 20)
    assert "Confident" in first.meaning
    after = GB.follow_up(first, FollowUp(kind="luck"), party, RandomDice(0))
    assert (after.total, after.outcome) == (20, "Success")
    assert after.resource_use and dump(after.resource_use) == {"spent": True, "use": "bonus", "value": 3, "before": "Fade"}
    assert after.steps[-1].title == "Use Luck"
    assert [s.who for s in after.spends] == ["Vex"]


@pytest.mark.parametrize(
    ("bonus", "dice", "outcome"),
    [(7, (10, 10), "Cool Success"), (4, (10, 10), "Cool Success"), (4, (9, 10), "Success"), (4, (3, 3), "Glitch"), (4, (5, 5), "Fade")],
)
def test_seed_004_step_5_bands_at_hard(bonus: int, dice: tuple[int, int], outcome: str) -> None:
    result = roll(f"roll Athletics, DL Hard, bonus +{bonus}, rolled {dice[0]} and {dice[1]}")
    assert result.outcome == outcome


@pytest.mark.parametrize(("total", "outcome"), [(27, "Cool Success"), (24, "Success"), (16, "Fade"), (10, "Glitch")])
def test_seed_004_outcome_examples(total: int, outcome: str) -> None:
    result = roll(f"roll Athletics, DL Hard, bonus +{total - 4}, rolled 2 and 2")
    assert (result.total, result.outcome) == (total, outcome)


def test_seed_000_firearms_with_laser_sight() -> None:
    party = ghostburn_party(abilities={"agility": 3}, skills={"firearms": 1}, gear=[{"name": "laser sight", "bonus": {"firearms": 1}}])
    result = roll("shoot the cop, rolled 2 and 9", party)
    assert sum(result.dice) == 11
    assert result.modifier == 5 and result.total == 16
    assert result.ability and dump(result.ability) == {"name": "Agility", "score": 3}


def test_gear_bonuses_do_not_stack_but_aug_adds() -> None:
    party = ghostburn_party(
        abilities={"agility": 3}, skills={"firearms": 1},
        gear=[{"name": "laser sight", "bonus": {"firearms": 1}}, {"name": "smart link", "bonus": {"firearms": 2}}],
        augs=[{"name": "eye implant", "bonus": {"firearms": 1}}],
    )
    result = roll("shoot the cop, rolled 5 and 5", party)
    assert result.modifier == 3 + 1 + 2 + 1
    gear_step = next(s for s in result.steps if s.title == "Gear and Aug Bonuses")
    assert "smart link +2" in gear_step.text and "laser sight" not in gear_step.text


def test_haggle_against_moderate_result_15_is_success() -> None:
    result = roll("haggle with the cop, rolled 5 and 5", ghostburn_party())
    assert (result.total, result.outcome, result.trick) == (15, "Success", "Haggle")


@pytest.mark.parametrize(
    ("phrase", "dl"),
    [
        ("roll Athletics, DL Moderate, raise it one step, bonus +1, rolled 1 1", "Hard"),
        ("roll Athletics, DL Moderate, lower it one step, bonus +1, rolled 1 1", "Easy"),
        ("roll Athletics, DL Easy, lower it one step, bonus +1, rolled 1 1", "Easy"),
        ("roll Athletics, DL Extreme, raise it one step, bonus +1, rolled 1 1", "Extreme"),
        ("roll Athletics, DL Easy, lower it two steps, bonus +1, rolled 1 1", "Easy"),
        ("roll Athletics, DL Easy, lower it one step, raise it one step, bonus +1, rolled 1 1", "Easy"),
        ("roll Athletics, DL Hard, I'm inspired, raise it three steps, bonus +1, rolled 1 1", "Extreme"),
    ],
)
def test_dl_steps_add_up_then_clamp(phrase: str, dl: str) -> None:
    result = roll(phrase)
    assert result.difficulty and result.difficulty.name == dl


def test_clamp_notes() -> None:
    low = roll("roll Athletics, DL Easy, lower it two steps, bonus +1, rolled 1 1")
    assert any("no roll is needed" in n for n in low.notes)
    zero = roll("roll Athletics, DL Easy, lower it one step, raise it one step, bonus +1, rolled 1 1")
    assert zero.notes == ()
    high = roll("roll Athletics, DL Extreme, raise it one step, bonus +1, rolled 1 1")
    assert any("impossible" in n for n in high.notes)


def test_recoil_three_single_shots() -> None:
    party = ghostburn_party()
    dls = [roll(f"shoot the cop, {n} shot, rolled 5 5", party).difficulty.name for n in ("first", "second", "third")]  # type: ignore[union-attr]
    assert dls == ["Moderate", "Hard", "Severe"]


def test_threat_from_wits_and_fort_regular_and_strong() -> None:
    party = ghostburn_party()
    regular = roll("the cop searches the room, rolled 5 5", party)
    assert regular.modifier == 6 and regular.ability is None
    strong = roll("the cop searches the room, he's strong, rolled 5 5", party)
    assert strong.modifier == 8


@pytest.mark.parametrize(("threat", "array"), [(13, (65, 33, 7)), (6, (30, 15, 3)), (1, (5, 3, 1)), (20, (100, 50, 10))])
def test_npc_health_array(threat: int, array: tuple[int, int, int]) -> None:
    from rollmate.rules.systems.ghostburn.plan import npc_health

    assert npc_health(threat) == array


def test_npc_roll_notes_its_health() -> None:
    result = roll("the bouncer searches the room, rolled 5 5", ghostburn_party())
    assert "the bouncer: 30 HP (Threat x 5), Hurt at 15 or less, Defeated at 3 or less." in result.notes


@pytest.mark.parametrize(("total", "dl", "outcome"), [
    (7, "Easy", "Fade"), (8, "Easy", "Success"), (13, "Easy", "Success"), (14, "Easy", "Cool Success"),
    (7, "Moderate", "Glitch"), (8, "Moderate", "Fade"), (13, "Moderate", "Fade"), (14, "Moderate", "Success"),
    (19, "Moderate", "Success"), (20, "Moderate", "Cool Success"),
    (13, "Hard", "Glitch"), (14, "Hard", "Fade"), (19, "Hard", "Fade"), (20, "Hard", "Success"), (25, "Hard", "Success"),
    (26, "Hard", "Cool Success"),
    (19, "Severe", "Glitch"), (20, "Severe", "Fade"), (25, "Severe", "Fade"), (26, "Severe", "Success"),
    (31, "Severe", "Success"), (32, "Severe", "Cool Success"),
    (25, "Extreme", "Glitch"), (26, "Extreme", "Fade"), (31, "Extreme", "Fade"), (32, "Extreme", "Success"),
    (37, "Extreme", "Success"), (38, "Extreme", "Cool Success"), (39, "Extreme", "Cool Success"),
])
def test_band_boundaries(total: int, dl: str, outcome: str) -> None:
    dice = (2, 3) if total < 20 else (9, 8)
    result = roll(f"roll Athletics, DL {dl}, bonus +{total - sum(dice)}, rolled {dice[0]} and {dice[1]}")
    assert (result.total, result.outcome) == (total, outcome)


@pytest.mark.parametrize(("dice", "bonus", "dl", "total", "outcome"), [
    ((10, 10), 1, "Extreme", 21, "Cool Success"),
    ((9, 10), 1, "Extreme", 20, "Glitch"),
    ((1, 1), 6, "Easy", 8, "Success"),
])
def test_special_dice(dice: tuple[int, int], bonus: int, dl: str, total: int, outcome: str) -> None:
    result = roll(f"roll Athletics, DL {dl}, bonus +{bonus}, rolled {dice[0]} {dice[1]}")
    assert (result.total, result.outcome) == (total, outcome)


# --- luck ------------------------------------------------------------------------------------

def _athletics(total: int, party, luck_phrase: str = "", skill: str = "Athletics"):  # type: ignore[no-untyped-def]
    ability = 4 if skill == "Athletics" else 3
    skill_bonus = 0 if skill == "Athletics" else 2
    dice = total - ability - skill_bonus
    a, b = (dice - dice // 2, dice // 2)
    verb = "roll Athletics" if skill == "Athletics" else "roll Persuade"
    return roll(f"{verb}, DL Hard, rolled {a} and {b}{', ' + luck_phrase if luck_phrase else ''}", party)


@pytest.mark.parametrize(("total", "skill", "after_total", "after"), [
    (18, "Athletics", 20, "Success"),
    (17, "Persuade", 20, "Success"),
    (12, "Athletics", 14, "Fade"),
    (10, "Athletics", 12, "Glitch"),
])
def test_luck_bonus_after_the_roll(total: int, skill: str, after_total: int, after: str) -> None:
    party = ghostburn_party()
    first = _athletics(total, party, skill=skill)
    assert first.total == total
    result = GB.follow_up(first, FollowUp(kind="luck"), party, RandomDice(0))
    assert (result.total, result.outcome) == (after_total, after)


def test_luck_in_phrase_avoid_glitch_when_bonus_cannot_lift() -> None:
    result = _athletics(10, ghostburn_party(), "spend luck, avoid the glitch")
    assert result.outcome == "Fade" and result.total == 10
    used = result.resource_use
    assert used and dump(used) == {"spent": True, "use": "avoid_glitch", "value": None, "before": "Glitch"}


def test_luck_in_phrase_bonus_when_it_lifts() -> None:
    result = _athletics(12, ghostburn_party(), "spend luck, avoid the glitch")
    assert (result.outcome, result.total) == ("Fade", 14)
    assert result.resource_use and (result.resource_use.use, result.resource_use.value) == ("bonus", 2)


def test_luck_declared_is_spent_even_when_it_changes_nothing() -> None:
    result = _athletics(22, ghostburn_party(), "spend luck")
    assert (result.total, result.outcome) == (24, "Success")
    assert result.resource_use and result.resource_use.spent and [s.resource for s in result.spends] == ["luck"]


def test_luck_carried_through_the_turn() -> None:
    from rollmate.table.ledger import apply, end_turn

    party = ghostburn_party()
    table = Table()
    first = roll("roll Persuade, DL Hard, rolled 5 5, spend luck", party, table=table)
    assert first.resource_use and first.resource_use.value == 3
    table = apply(table, party, first)
    assert table.amount(party, "Vex", "luck") == 0 and table.carried["Vex"] == Carried(skill="Persuade", value=3, what="luck")
    second = roll("convince the bouncer, rolled 5 5", party, table=table)
    assert second.resource_use and dump(second.resource_use) == {"spent": False, "use": "bonus", "value": 3, "before": "Fade"}
    assert second.total == 18 and second.spends == ()
    shooting = roll("shoot the cop, rolled 5 5", party, table=table)
    assert shooting.resource_use is None
    later = roll("convince the bouncer, rolled 5 5", party, table=end_turn(table))
    assert later.resource_use is None and later.total == 15


def test_carried_bonus_may_still_avoid_a_glitch_after() -> None:
    party = ghostburn_party()
    table = Table(held={"luck": {"Vex": 1}}, carried={"Vex": Carried(skill="Persuade", value=3, what="luck")})
    first = roll("convince the bouncer, rolled 1 1", party, table=table)
    assert first.outcome == "Glitch" and first.total == 10
    avoided = GB.follow_up(first, FollowUp(kind="avoid_glitch"), party, RandomDice(0), table=table)
    assert avoided.outcome == "Fade"
    assert avoided.resource_use and (avoided.resource_use.use, avoided.resource_use.spent) == ("avoid_glitch", True)
    with pytest.raises(RulesError, match="stack"):
        GB.follow_up(first, FollowUp(kind="luck"), party, RandomDice(0), table=table)


@pytest.mark.parametrize(("setup", "follow", "message"), [
    ("roll Athletics, DL Hard, rolled 8 8", "avoid_glitch", "only on a Glitch"),
    ("roll Athletics, DL Hard, rolled 9 9, spend luck", "luck", "one per roll"),
    ("roll Athletics, DL Easy, rolled 9 9", "luck", "Cool Success"),
])
def test_follow_up_refusals(setup: str, follow: str, message: str) -> None:
    party = ghostburn_party()
    first = roll(setup, party)
    with pytest.raises(RulesError, match=message):
        GB.follow_up(first, FollowUp(kind=follow), party, RandomDice(0))  # type: ignore[arg-type]


def test_no_luck_left_is_refused() -> None:
    party = ghostburn_party(luck=0)
    with pytest.raises(RulesError, match="no Luck Points"):
        roll("roll Persuade, DL Hard, spend luck, rolled 5 5", party)
    first = roll("roll Persuade, DL Hard, rolled 5 5", party)
    with pytest.raises(RulesError, match="no Luck Points"):
        GB.follow_up(first, FollowUp(kind="luck"), party, RandomDice(0))


# --- DL steps -------------------------------------------------------------------------------

@pytest.mark.parametrize(("phrase", "dl"), [
    ("convince the bouncer, he's friendly, rolled 5 5", "Moderate"),
    ("convince the cop, he's hostile and confident, rolled 5 5", "Severe"),
    ("convince the crowd, rolled 5 5", "Severe"),
    ("shoot the cop, off optimal range, I'm wounded, rolled 5 5", "Severe"),
    ("shoot the cop, off optimal range, two-handed grip, rolled 5 5", "Moderate"),
    ("misdirect the cop, he's hostile, rolled 5 5", "Hard"),
])
def test_dl_adjustments(phrase: str, dl: str) -> None:
    result = roll(phrase, ghostburn_party())
    assert result.difficulty and result.difficulty.name == dl


# --- other ----------------------------------------------------------------------------------

def test_haggle_with_hostile_npc_fails_without_a_roll() -> None:
    result = roll("haggle with the merchant", ghostburn_party())
    assert (result.outcome, result.dice, result.total) == ("Glitch", (), None)
    assert result.contract()["odds"] == {"Glitch": 1.0}
    assert result.modifier == 5


@pytest.mark.parametrize(("total", "outcome"), [(20, "Success"), (19, "Glitch")])
def test_basic_resilience_roll(total: int, outcome: str) -> None:
    result = roll(f"roll Resilience vs Hard, rolled 8 {total - 3 - 8}", ghostburn_party())
    assert (result.total, result.outcome, result.skill, result.trick) == (total, outcome, None, None)
    assert set(result.contract()["odds"]) == {"Glitch", "Success"}
    assert ("Failure" in result.steps[-1].text) == (outcome == "Glitch")


def test_npc_roll_with_threat() -> None:
    result = roll("the bouncer searches the room, rolled 7 8", ghostburn_party())
    assert (result.actor, result.trick, result.modifier, result.total, result.outcome) == ("the bouncer", "Search", 6, 21, "Success")


def test_hurt_and_defeated_npcs() -> None:
    party = ghostburn_party()
    assert roll("the thug searches the room, rolled 5 5", party).difficulty.name == "Severe"  # type: ignore[union-attr]
    with pytest.raises(RulesError, match="Defeated"):
        roll("the boss searches the room, rolled 5 5", party)


def test_ability_substitution() -> None:
    result = roll("intimidate the cop using Strength, Fort Easy, rolled 5 5", ghostburn_party())
    assert result.ability and dump(result.ability) == {"name": "Strength", "score": 4}
    assert result.modifier == 5 and result.difficulty.name == "Easy"  # type: ignore[union-attr]


def test_improvised_trick() -> None:
    result = roll("leap the gap, Athletics, DL Severe, rolled 5 5", ghostburn_party())
    assert (result.skill, result.trick, result.difficulty.name) == ("Athletics", None, "Severe")  # type: ignore[union-attr]
    assert "universal" in result.steps[0].text


def test_unknown_signature_trick_is_refused() -> None:
    with pytest.raises(RulesError, match="Coerce"):
        roll("use Shakedown on the cop, rolled 5 5", ghostburn_party())


def test_missing_wits_asks_the_gm() -> None:
    with pytest.raises(RulesError, match="Wits"):
        roll("convince the stranger, rolled 5 5", ghostburn_party())


def test_dodged_strike_is_downgraded_and_cool_success_stays() -> None:
    party = ghostburn_party(skills={"melee": 1})
    dodged = roll("stab the cop, downgraded, rolled 5 5", party)
    assert dodged.outcome == "Fade"
    kept = roll("stab the cop, upgraded, rolled 10 10", party)
    assert kept.outcome == "Cool Success"


def test_pc_has_no_wits() -> None:
    with pytest.raises(RulesError, match="Presence"):
        roll("roll Wits", ghostburn_party())


@pytest.mark.parametrize(("phrase", "dl"), [
    ("hack the door lock, Security Middle Corp, rolled 7 and 1", 20),
    ("Vex tries to hack the corporate server, Security Megacorp, rolled 9 and 8", 26),
    ("Vex hacks into the ATM, it's retail security, rolled 8 5", 8),
])
def test_an_action_whose_only_trick_is_an_unknown_signature_one_is_improvised_at_the_dl_given(
        phrase: str, dl: int) -> None:
    result = roll(phrase, ghostburn_party(), actor="Vex")
    assert (result.skill, result.trick, result.difficulty.value) == ("Hacking", None, dl)


@pytest.mark.parametrize("phrase", ["use Street Hack on the server, Security Megacorp, rolled 9 8",
                                    "hack the server, rolled 9 8",
                                    # a verb of the trick's own, not the skill's, with the target's trait: the trick
                                    "jack into the ATM, it's retail security, rolled 8 5"])
def test_an_unknown_signature_trick_named_or_with_no_dl_is_refused(phrase: str) -> None:
    with pytest.raises(RulesError, match="signature trick"):
        roll(phrase, ghostburn_party(), actor="Vex")



# Vex with the example sheet's gear and aug: a laser sight (+1) and a smart link (+2) for Firearms, a pheromone pump
# (+1) for Persuade.
_GEARED = ghostburn_party(gear=[{"name": "laser sight", "bonus": {"firearms": 1}},
                                {"name": "smart link", "bonus": {"firearms": 2}}],
                          augs=[{"name": "pheromone pump", "bonus": {"persuade": 1}}])

@pytest.mark.parametrize("phrase", [
    "shoot the guard (+2 smart link), 7 3",
    "shoot the guard, +2 from the smart link, 7 3",
    "shoot the guard, +2 thanks to my smart link, 7 3",
])
def test_a_gear_bonus_said_with_its_item_counts_once(phrase: str) -> None:
    """'+2 from the smart link': the sheet's own gear bonus said again, checked and added once (never refused as a
    flat bonus, never added twice)."""
    plain = roll("shoot the guard, 7 3", _GEARED, actor="Vex")
    result = roll(phrase, _GEARED, actor="Vex")
    assert result.total == plain.total
    assert "as said" in next(s.text for s in result.steps if "Gear" in s.title)


@pytest.mark.parametrize(("phrase", "words"), [
    ("shoot the guard, +1 from the laser sight, 7 3", r"laser sight gives \+1 \(the smart link gives \+2"),
    ("shoot the guard, +3 from the smart link, 7 3", r"smart link gives \+2"),
    ("shoot the guard, +1 from the pheromone pump, 7 3", r"pheromone pump gives \+0"),
])
def test_a_gear_bonus_that_the_sheet_does_not_give_is_asked_about(phrase: str, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        roll(phrase, _GEARED, actor="Vex")


@pytest.mark.parametrize("phrase", ["climb the fence, luck not spent, 7 3", "climb the fence, no luck spent, 7 3",
                                    "climb the fence without spending luck, 7 3", "climb the fence, luck unused, 7 3"])
def test_luck_said_not_to_be_spent_is_not_spent(phrase: str) -> None:
    result = roll(phrase, _GEARED, actor="Vex")
    assert result.resource_use is None
    assert any("no luck is spent" in (c.note or "") for c in result.request.reading)


@pytest.mark.parametrize("phrase", ["spend luck (luck bonus) and convince the bouncer, rolled 5 and 5",
                                    "spend a luck point for the luck bonus, convince the bouncer, rolled 5 and 5",
                                    "luck point before the roll, the luck bonus, convince the bouncer, rolled 5 and 5"])
def test_the_luck_bonus_named_is_what_a_luck_point_buys(phrase: str) -> None:
    """'Luck Bonus' is the rules' name of what a Luck Point spent before the roll gives: that use, never a flat
    bonus waiting for its number, never a second Luck Point."""
    plain = roll("spend luck and convince the bouncer, rolled 5 and 5", ghostburn_party())
    result = roll(phrase, ghostburn_party())
    assert result.total == plain.total and result.resource_use is not None
    assert result.resource_use.value == plain.resource_use.value == 3  # Persuade is Vex's favored skill
