"""FS3 luck (rules/fs3.md section 4, decisions 10-11): +3 dice before the roll, or a re-roll after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import GivenDice, RandomDice
from rollmate.rules.records import dump
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import load_party
from rollmate.rules.system import FollowUp, Table
from rollmate.rules.systems.fs3 import SYSTEM

PARTY = load_party([Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"])


def roll(text: str, profile: str = "rules", table: Table | None = None) -> Resolution:
    return SYSTEM.resolve(parse(text, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(3), profile=profile,
                          table=table or Table())


def reroll(last: Resolution, faces: tuple[int, ...] | None, kind: str = "luck", table: Table | None = None) -> Resolution:
    return SYSTEM.follow_up(last, FollowUp(kind=kind, faces=faces), PARTY, RandomDice(5), table=table or Table())  # type: ignore[arg-type]


@pytest.mark.parametrize("profile", ["rules", "aresmush"])
def test_failure_then_success_keeps_the_re_roll(profile: str) -> None:
    first = roll("roll Firearms, dice 2 3 4 5 2 3 4", profile)
    assert first.outcome == "Failure" and first.resource_use is None
    after = reroll(first, (6, 2, 3, 4, 5, 2, 3))
    assert (after.outcome, after.successes, after.dice) == ("Success", 1, (6, 2, 3, 4, 5, 2, 3))
    assert after.resource_use is not None and dump(after.resource_use) == {"spent": True, "use": "reroll", "value": None,
                                                                   "before": "Failure"}
    assert [(s.who, s.resource, s.amount) for s in after.spends] == [("Nemesis", "luck", 1)]
    step = after.steps[-1]
    assert step.title == "Luck Re-roll" and "2 3 4 5 2 3 4" in step.text
    assert after.odds == first.odds


def test_a_worse_re_roll_keeps_the_first() -> None:
    first = roll("roll Firearms, dice 6 7 2 3 4 5 2")
    after = reroll(first, (1, 1, 1, 1, 2, 3, 4))
    assert (after.outcome, after.dice) == ("Success", first.dice)
    assert after.resource_use is not None and after.resource_use.before == "Success"
    assert "not better" in after.steps[-1].text


def test_equal_levels_more_successes_wins() -> None:
    first = roll("roll Firearms, dice 6 2 3 4 5 2 3")
    after = reroll(first, (6, 7, 3, 4, 5, 2, 3))
    assert (after.outcome, after.successes) == ("Success", 2)


def test_full_tie_keeps_the_first() -> None:
    first = roll("roll Firearms, dice 6 2 3 4 5 2 3")
    after = reroll(first, (2, 3, 4, 5, 2, 3, 8))
    assert after.dice == first.dice


def test_no_luck_left_refused() -> None:
    with pytest.raises(RulesError, match="no Luck Point"):
        roll("Elodie: roll Medicine, spend luck")  # Elodie's sheet says luck = 0
    first = roll("Elodie: roll Medicine, dice 2 3 4 5 2 3 4")
    with pytest.raises(RulesError, match="no Luck Point"):
        reroll(first, None)
    with pytest.raises(RulesError, match="no Luck Point"):
        reroll(roll("roll Firearms, dice 2 3 4 5 2 3 4"), None, table=Table(held={"luck": {"Nemesis": 0.5}}))


def test_second_spend_on_the_same_roll_refused() -> None:
    after = reroll(roll("roll Firearms, dice 2 3 4 5 2 3 4"), None)
    with pytest.raises(RulesError, match="one point per task"):
        reroll(after, None)
    with pytest.raises(RulesError, match="one point per task"):
        reroll(roll("roll Firearms, spend luck"), None)


def test_plus_3_after_the_roll_refused() -> None:
    with pytest.raises(RulesError, match="luck can only re-roll"):
        reroll(roll("roll Firearms, dice 2 3 4 5 2 3 4"), None, kind="plus3")


def test_re_roll_faces_are_checked() -> None:
    with pytest.raises(RulesError, match="needs 7 faces"):
        reroll(roll("roll Firearms, dice 2 3 4 5 2 3 4"), (6, 6))


def test_re_roll_changes_the_opposed_verdict() -> None:
    first = roll("Melee vs Mavros, dice 2 3 4 5 2, Mavros rolled 6 2 3 4 5 2")
    assert first.opposed is not None and first.opposed.verdict == "Marginal Victory" and first.opposed.net == -1
    after = reroll(first, (6, 6, 6, 2, 3))
    assert after.opposed is not None and (after.opposed.net, after.opposed.verdict) == (2, "Solid Victory")


def test_npcs_have_no_luck() -> None:
    with pytest.raises(RulesError, match="Luck Points"):
        roll("roll 3 for the goon, spend luck")


def test_the_ledger_is_read_from_the_table() -> None:
    with pytest.raises(RulesError, match="no Luck Point"):
        roll("roll Firearms, spend luck", table=Table(held={"luck": {"Nemesis": 0}}))
    assert roll("roll Firearms, spend luck", table=Table(held={"luck": {"Nemesis": 2.5}})).modifier == 3


def test_luck_advice_names_the_better_use() -> None:
    result = SYSTEM.odds(parse("roll Firearms", SYSTEM.vocabulary(PARTY)), PARTY)
    lines = [a for a in result.advice if a.startswith("Luck for")]
    assert len(lines) == 2
    # 7 dice: for one success a re-roll helps more; for a Good Success +3 dice help more
    assert lines[0].endswith("a re-roll after it.") and lines[1].endswith("+3 dice before the roll.")


def test_given_dice_object_for_the_re_roll() -> None:
    first = roll("roll Firearms, dice 2 3 4 5 2 3 4")
    after = SYSTEM.follow_up(first, FollowUp(kind="reroll"), PARTY, GivenDice([8, 8, 8, 2, 2, 2, 2]), table=Table())
    assert after.outcome == "Good Success"


# The roll and its Luck Point re-roll told in one phrase (luck.md: after the roll, re-roll the whole pool, keep the
# better): the dice said after the re-roll are the re-roll's, never a second set asked about.
@pytest.mark.parametrize(("text", "first", "kept", "before"), [
    ("Firearms at the drone, rolled 2 3 4 5 2 3 4, spend luck to reroll: 6 6 3 4 5 2 3",
     (2, 3, 4, 5, 2, 3, 4), (6, 6, 3, 4, 5, 2, 3), "Failure"),
    ("hit the thug with a bottle, dice 1 2 3 4 5, then reroll with my luck: 6 2 3 4 5",
     (1, 2, 3, 4, 5), (6, 2, 3, 4, 5), "Failure"),
    ("roll Firearms, got 6 2 3 4 5 2 3 and burned a luck point on a re roll, 1 1 1 1 2 3 4",
     (6, 2, 3, 4, 5, 2, 3), (6, 2, 3, 4, 5, 2, 3), "Success"),
    ("shoot out the tyres, 2 3 4 5 2 3 4, I use my luck to re-roll, 7 7 7 1 1 2 3",
     (2, 3, 4, 5, 2, 3, 4), (7, 7, 7, 1, 1, 2, 3), "Failure"),
])
def test_the_roll_and_its_re_roll_in_one_phrase(text: str, first: tuple[int, ...], kept: tuple[int, ...],
                                               before: str) -> None:
    result = roll(text)
    assert result.dice == kept and result.extra["first_roll"] == list(first)
    assert result.resource_use is not None and (result.resource_use.use, result.resource_use.before) == ("reroll", before)
    assert result.modifier == 0  # a re-roll, not +3 dice before the roll
    assert [(s.who, s.resource, s.amount) for s in result.spends] == [("Nemesis", "luck", 1)]
    assert result.steps[-1].title == "Luck Re-roll"


def test_a_re_roll_in_the_phrase_without_its_dice_is_rolled_and_needs_the_first_roll_for_its_own() -> None:
    rolled = roll("roll Firearms, dice 2 3 4 5 2 3 4, spend luck to reroll")
    assert rolled.extra["first_roll"] == [2, 3, 4, 5, 2, 3, 4] and "rolled by rollmate" in rolled.steps[-1].text
    with pytest.raises(RulesError, match="what did the first roll show"):
        roll("roll Firearms, spend luck to reroll: 6 6 3 4 5 2 3")


@pytest.mark.parametrize("text", [
    "roll Firearms with luck, dice 2 3 4 5 2 3 4 5 6 7, then reroll with luck: 6 6 3 4 5 2 3 4 5 6",
    "a luck point for +3 on Firearms, dice 2 3 4 5 2 3 4 5 6 7, and I spend a luck point to re roll: 6 6 3 4 5 2 3 4 5 6",
])
def test_luck_before_and_a_re_roll_in_one_phrase_are_asked_about(text: str) -> None:
    with pytest.raises(PhraseError, match="Two values for luck"):
        roll(text)
