"""Which roll, before rolling: 'what should I roll to X?' and its other forms name the roll rollmate would make, why,
and its chances (several side by side), and the odds are given in every form a newcomer uses; nothing is rolled,
spent or logged."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.rules.records import changed
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table import render
from rollmate.table.session import Reply, State, parse, reply, start

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")


def chat(game: str) -> State:
    party = load_party([EXAMPLES / f"{game}_party.toml"])
    return start(party, game, "rules", party.characters[0].name, seed=7)


def quiet(state: State, *lines: str) -> Reply:
    """The answer to the lines in turn; each leaves the table as it was and logs nothing."""
    answer = Reply(state, [])
    for line in lines:
        answer = reply(answer.state, line)
        assert answer.records == () and answer.state.table == state.table and answer.state.last == state.last, line
    return answer


def odds_line(state: State, action: str) -> str:
    request = changed(parse(action, state.vocabulary()), actor=state.actor)
    return render.odds_line(get_system(state.system).odds(request, state.party, table=state.table).odds)


# Our own questions, each with the action it asks about.
WHICH = [
    ("what should I roll to sneak past the guard?", "sneak past the guard"),
    ("what do I roll to kick the door in?", "kick the door in"),
    ("What do we roll for climbing the wall", "climbing the wall"),
    ("which skill for punching the thug?", "punching the thug"),
    ("which roll should I use to punch the thug", "punch the thug"),
    ("i want to sneak past the guard, what do i roll?", "sneak past the guard"),
    ("I'd like to climb the wall - what should I roll?", "climb the wall"),
    ("punch the thug, which skill is that?", "punch the thug"),
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("line", "action"), WHICH)
def test_which_roll_names_the_roll_why_and_its_chances(game: str, line: str, action: str) -> None:
    state = chat(game)
    text = quiet(state, line).text
    if game == "fist" and "climb" in action:  # FIST can't tell which attribute climbing is: each, side by side
        assert text.startswith(f"For '{action}', the rolls that could do it") and text.count("chances: ") == 4
        return
    head, roll, why, chances, *rest = text.strip().splitlines()
    assert head == f"For '{action}', rollmate would roll (nothing is rolled):", text
    assert roll.startswith(f"  {state.actor}: ") and why.startswith("    why: ") and len(why) > 15
    assert chances == f"    chances: {odds_line(state, action)}"
    assert rest == [f"Say it to roll it ('{action}'); the GM has the last word."]


@pytest.mark.parametrize(("game", "rolls"), [
    ("ghostburn", ["Vex: Sneak (Stealth)", "Vex: Convince (Persuade)"]),
    ("fist", ["Ripper: Reflexive", "Ripper: Creative"]),
    ("pbta", ["Kit: Brave Danger", "Kit: Fight It Out"]),
    ("blades", ["Cross: Prowl", "Cross: Sway", "Cross: Skirmish"]),
])
def test_several_fitting_rolls_are_shown_side_by_side(game: str, rolls: list[str]) -> None:
    state = chat(game)
    text = quiet(state, "which skill for getting past the guard?").text
    assert text.startswith("For 'getting past the guard', the rolls that could do it (nothing is rolled):")
    shown = [line.strip() for line in text.splitlines() if line.startswith("  ") and not line.startswith("    ")]
    assert all(any(s.startswith(r) for s in shown) for r in rolls), text
    assert text.count("    chances: ") == len(shown) >= 2 and text.count("    why: ") == len(shown)
    assert text.strip().endswith("Say the one you go for; the GM has the last word.")


ODDS_FORMS = ["whats my odds to {}", "what're the chances of {}?", "how likely am I to {}?", "odds to {}",
              "chance of {}", "what's the chance to {}", "how good are my chances to {}?", "my odds for {}"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("form", ODDS_FORMS)
def test_odds_in_every_form(game: str, form: str) -> None:
    state = chat(game)
    action = {"fist": "shoot the guard"}.get(game, "punch the thug")  # FIST reads 'shoot' alone as one attribute
    text = quiet(state, form.format(action)).text
    assert "a question: nothing is rolled or spent" in text.splitlines()[0], text
    assert "Chance of each outcome:" in text
    bars = [line.split()[-1] for line in text.splitlines() if "...." in line or "####" in line]
    assert bars == [p.split()[-1] for p in odds_line(state, action).split(" · ")]


def test_a_question_asked_back_is_answered_on_the_next_line_and_still_rolls_nothing() -> None:
    fist = quiet(chat("fist"), "how likely am I to climb the wall?", "2")  # which attribute? the second
    assert "Ripper would roll Reflexive; a question" in fist.text and "Chance of each outcome:" in fist.text
    ghostburn = quiet(chat("ghostburn"), "what should I roll to persuade the senator?", "Wits Hard")
    assert ghostburn.text.startswith("For 'persuade the senator, Wits Hard', rollmate would roll")
    assert "Vex: Convince (Persuade) vs Hard (20)" in ghostburn.text
    odds = quiet(chat("ghostburn"), "odds to persuade the senator", "Wits Severe")
    assert "Vex would roll Convince (Persuade) against Severe (from 'Wits Severe'); a question" in odds.text


@pytest.mark.parametrize("game", GAMES)
def test_the_lines_that_used_to_roll_now_ask_nothing_of_the_dice(game: str) -> None:
    """The issue's findings: these made a real roll and logged it, or were taken for glossary words."""
    state = chat(game)
    for line in ("i want to sneak past the guard, what do i roll?", "i want to punch the thug, what do i roll?",
                 "whats my odds to shoot the guard", "what do i roll to kick the door in?",
                 "what should I roll to sneak past the guard?"):
        text = quiet(state, line).text
        assert "glossary" not in text and "asks about the rules" not in text, (line, text)
