"""Advice offers only what the rules still allow at that moment, its figures equal the odds table's, and a "what
if" spends from the pool of the one it names; a spend that can't change the outcome is asked about first."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import Reply, State, reply, start


def chat(system: str, actor: str) -> State:
    return start(load_party([EXAMPLES / f"{system}_party.toml"]), system, "rules", actor, seed=7)


def say(state: State, *lines: str) -> Reply:
    answer = Reply(state, [])
    for text in lines:
        answer = reply(answer.state, text)
    return answer


# --- a spend that buys nothing is asked about -----------------------------------------------------------------------

@pytest.mark.parametrize(("lines", "spent", "last_line"), [
    (("kick in the door, rolled 5 5", "add a war die"), {}, "Spend it anyway? (yes / no)"),
    (("kick in the door, rolled 5 5", "add a war die", "no"), {}, "Kept: nothing was spent."),
    (("kick in the door, rolled 5 5", "add a war die", "yes"), {"Ripper": 1}, "Ripper spent 1 war die; 1 left."),
    (("kick in the door, rolled 5 5", "Vex adds a war die", "sure"), {"Vex": 1}, "Vex spent 1 war die; 1 left."),
    (("kick in the door, rolled 6 6", "add a war die"), {}, "this is already an Ultra Success. Spend it anyway?"),
    (("kick in the door, rolled 3 3", "add a war die"), {"Ripper": 1}, "Ripper spent 1 war die; 1 left."),  # it helps
])
def test_fist_a_war_die_that_cannot_help_is_asked_about(lines: tuple[str, ...], spent: dict[str, int],
                                                         last_line: str) -> None:
    answer = say(chat("fist", "Ripper"), *lines)
    assert answer.state.table.held.get("war_dice", {}) == spent
    assert last_line in answer.text.strip().splitlines()[-1]


def test_fist_after_the_question_a_new_phrase_is_read_on_its_own() -> None:
    answer = say(chat("fist", "Ripper"), "kick in the door, rolled 5 5", "add a war die", "punch the guard, rolled 2 2")
    assert answer.state.table.held.get("war_dice", {}) == {} and len(answer.records) == 1 and answer.state.pending is None


@pytest.mark.parametrize(("question", "spender", "said"), [
    ("what if Vex added her war die?", "Vex", "If Vex had spent a war die after this roll"),
    ("what if Jonesy added a war die", "Jonesy", "If Jonesy had spent a war die after this roll"),
    ("what if I added a war die?", "Ripper", "If Ripper had spent a war die after this roll"),
])
def test_fist_what_if_uses_the_named_pool_and_spends_nothing(question: str, spender: str, said: str) -> None:
    rolled = say(chat("fist", "Ripper"), "kick in the door, rolled 3 3")
    answer = reply(rolled.state, question)
    assert said in answer.text and f"War Die: {spender} spends 1 war die" in answer.text
    assert answer.records == () and answer.state.table == rolled.state.table


def test_fist_what_if_with_an_empty_pool_says_so() -> None:
    answer = say(chat("fist", "Jonesy"), "hack the terminal, rolled 3 3", "add a war die",
                 "what if Jonesy added another war die?")
    assert answer.text.strip() == "Jonesy has no war dice left, so Jonesy couldn't add one."


# --- FS3: the advice's figures are the table's ----------------------------------------------------------------------

FS3_PHRASES = ["roll Athletics", "roll Athletics, helped by Zoe and Elodie", "Melee, helped by Zoe", "Firearms -2",
               "Nemesis: Firearms helped by Zoe and Elodie", "roll Melee +2 helped by Elodie", "Firearms+Wits",
               "Melee helped by Zoe who got a Good Success", "Firearms, helped by Zoe and Elodie, -2", "roll Alertness"]
ORDER = ("Embarrassing Failure", "Failure", "Success", "Good Success", "Great Success", "Amazing Success")


@pytest.mark.parametrize("phrase", FS3_PHRASES)
def test_fs3_luck_advice_without_luck_equals_the_odds_bars(phrase: str) -> None:
    party = load_party([EXAMPLES / "fs3_party.toml"])
    game = get_system("fs3")
    result = game.odds(parse(phrase, game.vocabulary(party)), party)
    odds = {c.outcome: c.fraction for c in result.odds}
    for tip in result.advice:
        found = re.match(r"Luck for (.+) or better: ([\d.<]+)% without", tip)
        if found is None:
            continue
        level = found.group(1)
        at_least = sum((p for name, p in odds.items() if ORDER.index(name) >= ORDER.index(level)), Fraction(0))
        shown = float(found.group(2).lstrip("<"))
        assert abs(shown - float(at_least) * 100) <= 0.5 + 1e-9, (phrase, tip, float(at_least))


def test_fs3_after_the_roll_only_a_reroll_is_offered() -> None:
    answer = say(chat("fs3", "Nemesis"), "roll Melee, rolled 1 2 3 4 5")
    tips = [line for line in answer.text.splitlines() if line.startswith("Tip:")]
    assert tips and all("+3 dice now" not in t for t in tips)
    assert any("re-roll" in t for t in tips)


def test_ghostburn_no_luck_left_means_no_luck_offered() -> None:
    answer = say(chat("ghostburn", "Vex"), "convince the bouncer, rolled 3 and 9", "spend luck",
                 "convince the fixer, Wits Hard, rolled 3 and 9")
    tips = [line for line in answer.text.splitlines() if line.startswith("Tip:")]
    assert tips == ["Tip: Vex has no Luck Points left."]


def test_the_journal_tells_an_opposed_roll_by_who_won(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from conftest import chat_lines

    from rollmate.log.store import Store

    store = Store(tmp_path / "log.db")
    state = chat("fs3", "Nemesis")
    state, _ = chat_lines(state, store, "Melee vs Mavros, dice 1 2 3 4 6, Mavros rolled 6 6 7 8 2 1")
    _, history = chat_lines(state, store, "/history")
    assert "Crushing Victory for Mavros" in history
    chat_lines(state, store, f"/export {tmp_path / 'j.md'}")
    journal = (tmp_path / "j.md").read_text(encoding="utf-8")
    assert "## #1: Nemesis: Melee vs Mavros: **Crushing Victory for Mavros**" in journal
    assert "**Success**" not in journal


@pytest.mark.parametrize(("lines", "luck_left", "last_line"), [
    (("convince the bouncer, rolled 4 and 4", "spend luck"), 1, "A luck bonus now (+3) would not change this Fade. Spend"),
    (("convince the bouncer, rolled 4 and 4", "spend luck", "no"), 1, "Kept: nothing was spent."),
    (("convince the bouncer, rolled 4 and 4", "spend luck", "yes"), 0, "Vex spent 1 Luck Point; 0 left."),
    (("convince the bouncer, rolled 3 and 9", "spend luck"), 0, "Vex spent 1 Luck Point; 0 left."),  # it lifts the Fade
    (("convince the bouncer, rolled 1 and 2", "spend luck"), 0, "Vex spent 1 Luck Point; 0 left."),  # avoids a Glitch
])
def test_ghostburn_luck_that_cannot_lift_is_asked_about(lines: tuple[str, ...], luck_left: int, last_line: str) -> None:
    answer = say(chat("ghostburn", "Vex"), *lines)
    assert answer.state.table.amount(answer.state.party, "Vex", "luck") == luck_left
    assert answer.text.strip().splitlines()[-1].startswith(last_line)
