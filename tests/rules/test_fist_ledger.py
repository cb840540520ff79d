"""The war dice ledger: spends lower the spender's pool, an empty pool refuses, and nothing is ever refunded."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import FollowUp, Table, get_system
from rollmate.table.ledger import apply
from rollmate.table.session import State, reply

FIST = get_system("fist")
PARTY = load_party([EXAMPLES / "fist_party.toml"])  # war dice: Ripper 2, Jonesy 1, Vex 2


def pools(table: Table) -> dict[str, int | None]:
    return {name: table.left(PARTY, name, "war_dice") for name in ("Ripper", "Jonesy", "Vex")}


def spend(text: str, table: Table) -> Table:
    return apply(table, PARTY, roll(text, PARTY, system="fist", table=table))


def test_each_spend_lowers_the_pool_until_it_is_refused_at_zero() -> None:
    table = Table()
    assert pools(table) == {"Ripper": 2, "Jonesy": 1, "Vex": 2}
    table = spend("kick in the door, spend a war die", table)
    assert pools(table) == {"Ripper": 1, "Jonesy": 1, "Vex": 2}
    table = spend("smash the console, war die 3", table)
    assert pools(table)["Ripper"] == 0
    with pytest.raises(RulesError, match="Ripper has no war dice"):
        roll("tackle the courier, spend a war die", PARTY, system="fist", table=table)
    assert pools(table)["Ripper"] == 0  # the refusal spent nothing
    table = spend("tackle the courier", table)  # rolling without a war die still works
    assert pools(table)["Ripper"] == 0


def test_two_war_dice_cost_two_and_more_than_the_pool_is_refused() -> None:
    table = spend("Vex: charm the bartender, 2 war dice", Table())
    assert pools(table)["Vex"] == 0
    with pytest.raises(RulesError, match="Jonesy has 1 war die"):
        roll("Jonesy: hack the terminal, 2 war dice", PARTY, system="fist", table=table)


def test_an_ally_pays_for_the_war_die_on_someone_elses_roll() -> None:
    result = roll("Jonesy hacks the terminal, Vex adds her war die", PARTY, system="fist")
    assert result.actor == "Jonesy" and result.ability and result.ability.name == "Tactical"
    assert pools(apply(Table(), PARTY, result)) == {"Ripper": 2, "Jonesy": 1, "Vex": 1}


def test_an_ally_can_add_a_war_die_after_the_roll() -> None:
    first = roll("Ripper: kick in the door, rolled 2 3", PARTY, system="fist")
    table = apply(Table(), PARTY, first)
    after = FIST.follow_up(first, FollowUp(kind="war_die", spender="Vex", faces=(5,)), PARTY, RandomDice(0), table=table)
    assert (after.actor, after.total, after.outcome) == ("Ripper", 12, "Success")
    assert pools(apply(table, PARTY, after)) == {"Ripper": 2, "Jonesy": 1, "Vex": 1}
    empty = Table(held={"war_dice": {"Vex": 0}})
    with pytest.raises(RulesError, match="Vex has no war dice"):
        FIST.follow_up(first, FollowUp(kind="war_die", spender="Vex"), PARTY, RandomDice(0), table=empty)


def test_a_failed_follow_up_spends_nothing() -> None:
    first = roll("Ripper: kick in the door, rolled 2 3", PARTY, system="fist")
    with pytest.raises(RulesError):
        FIST.follow_up(first, FollowUp(kind="war_die", faces=(7,)), PARTY, RandomDice(0), table=Table())
    with pytest.raises(RulesError, match="no luck"):
        FIST.follow_up(first, FollowUp(kind="luck"), PARTY, RandomDice(0), table=Table())


def test_a_spent_die_is_never_refunded_by_a_failed_parse() -> None:
    table = spend("kick in the door, spend a war die", Table())
    assert pools(table)["Ripper"] == 1
    with pytest.raises(PhraseError):
        parse("kick in the door, war die ~~ refund please", FIST.vocabulary(PARTY))
    for garbled in ("kikc in teh door, spnd a wardie", "war die 4 4 4 4 4 4 4"):
        with pytest.raises((PhraseError, RulesError)):
            roll(garbled, PARTY, system="fist", table=table)
    assert pools(table)["Ripper"] == 1  # the ledger only moves on a resolved roll, and only down


def test_the_chat_keeps_a_spent_die_spent_across_errors() -> None:
    state = State(party=PARTY, game=FIST, seed=5)
    answer = reply(state, "Ripper: roll +FORCEFUL, rolled 5 1")
    answer = reply(answer.state, "add a war die")
    assert answer.state.table.left(PARTY, "Ripper", "war_dice") == 1
    for bad in ("kick in the door, rolled 9 9", "~~~ ??", "the guard attacks Ripper", "add 2 war dice"):
        failed = reply(answer.state, bad)
        assert failed.state is answer.state and not failed.records
    assert answer.state.table.left(PARTY, "Ripper", "war_dice") == 1
    asked = reply(answer.state, "Vex adds her war die to Ripper's roll")
    assert "Spend it anyway?" in asked.text and asked.state.table == answer.state.table  # it can't help: asked first
    vex = reply(asked.state, "yes")
    assert vex.state.table.left(PARTY, "Vex", "war_dice") == 1 and vex.state.table.left(PARTY, "Ripper", "war_dice") == 1
