"""A newcomer asks how the game works ('how do rolls work?', 'walk me through a roll', 'how does luck work?'): the
answer walks the game's roll or rule in the rulebook's order, in a few lines, with the acting character's own
numbers, and ends with one phrase they can type. Nothing is rolled, spent or logged."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.rules.sheets import Party, load_party
from rollmate.rules.system import get_system
from rollmate.rules.teaching import PLACEHOLDER, teaching
from rollmate.table import howto, render
from rollmate.table.session import State, parse, reply, start

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")


def chat(game: str, actor: str | None = "") -> State:
    party = load_party([EXAMPLES / f"{game}_party.toml"])
    who = party.characters[0].name if actor == "" else actor
    return start(party, game, "rules", who, seed=7)


def answered(state: State, line: str) -> str:
    said = reply(state, line)
    assert said.records == () and said.state == state, (line, said.text)  # nothing rolled, spent or logged
    return said.text


# How newcomers ask about the roll itself, in our own words; every game answers each with its own roll.
ROLL_QUESTIONS = ["how do rolls work?", "im new, walk me through a roll", "How does an action roll work?",
                  "how do I roll?", "walk me through a roll please", "I'm new here", "how does this game work?",
                  "can you walk me through rolling", "explain the dice", "how to roll", "how do I play?"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("line", ROLL_QUESTIONS)
def test_every_game_walks_through_its_roll_with_the_actors_numbers(game: str, line: str) -> None:
    state = chat(game)
    text = answered(state, line)
    topic = teaching(game).topic("roll")
    head, *steps, last = text.strip().splitlines()
    assert head == f"{topic.title}, with {state.actor}'s sheet (nothing is rolled):"
    assert 3 <= len(steps) <= 8 and all(s.startswith(f"  {n}. ") for n, s in enumerate(steps, 1))
    assert last.startswith(f"Try: '{topic.tries}'.") and "/learn" in last
    example = get_system(game).odds(parse(topic.example, state.vocabulary()), state.party, table=state.table)
    assert render.odds_line(howto.example_odds(state, topic.example, lambda p: parse(p, state.vocabulary())).odds) in text
    assert example.odds  # the chances shown are the example's, for this character
    assert "{" not in text and "[" not in text


@pytest.mark.parametrize(("game", "actor", "numbers"), [
    ("ghostburn", "Vex", ["Athletic Move of Athletics", "Strength 2", "Moderate (14)", "+2 here",
                          "Strength score +2 + Athletics skill bonus +0."]),
    ("ghostburn", "Dex", ["Athletic Move of Athletics", "Moderate (14)"]),
    ("fist", "Ripper", ["here Forceful 2", "+2 here"]),
    ("fist", "Jonesy", ["here Forceful"]),
    ("fs3", "Nemesis", ["here Athletics", "1 skill die + Brawn 2 = 3 dice."]),
    ("pbta", "Kit", ["here Brave Danger", "Cool 2", "+3 here"]),
    ("pbta", "Boone", ["here Brave Danger", "Cool 0"]),
    ("blades", "Cross", ["here Prowl, rated 1", "Risky (the default)", "the pool is 1 die"]),
    ("blades", "Thorn", ["here Prowl, rated 2", "the pool is 2 dice"]),
])
def test_the_numbers_are_the_acting_characters(game: str, actor: str, numbers: list[str]) -> None:
    text = answered(chat(game, actor), "how do rolls work?")
    assert all(n in text for n in numbers), text


# Each resource and special rule, asked in a newcomer's words: (game, question, the topic, what the answer says).
RULES = [
    ("ghostburn", "how does luck work?", "luck", "Vex has 1 Luck Point now"),
    ("ghostburn", "how do I spend luck", "luck", "turns a Glitch into a Fade"),
    ("ghostburn", "explain difficulty levels", "difficulty", "Easy 8, Moderate 14"),
    ("fist", "how do war dice work?", "war_dice", "Ripper has 2 war dice"),
    ("fist", "walk me through war dice", "war_dice", "never counts toward double sixes"),
    ("fist", "how does advantage work", "advantage", "keep the best two"),
    ("fs3", "how does luck work?", "luck", "Nemesis has 1 Luck Point"),
    ("fs3", "how does teamwork work?", "teamwork", "at most +4"),
    ("fs3", "how do opposed rolls work?", "opposed", "Crushing Victory"),
    ("pbta", "how do moves work?", "roll", "it triggers a move, here Brave Danger"),
    ("pbta", "how does forward work?", "forward", "Kit has 1 forward"),
    ("pbta", "how does ongoing work", "forward", "every roll while its cause lasts"),
    ("blades", "how does pushing yourself work?", "push", "Take 2 stress"),
    ("blades", "how do I push myself?", "push", "Cross has 2 stress now"),
    ("blades", "how does resistance work?", "resistance", "6 minus the highest die"),
    ("blades", "how do I resist?", "resistance", "Insight, Prowess or Resolve"),
    ("blades", "how does a devil's bargain work?", "bargain", "paid whatever the dice say"),
    ("blades", "how do position and effect work?", "position", "controlled (safe), risky"),
    ("blades", "how does stress work", "stress", "takes trauma"),
    ("blades", "how does a group action work?", "assist", "the leader takes 1 stress"),
    ("blades", "how do fortune rolls work?", "fortune", "GM's roll for chance"),
]


@pytest.mark.parametrize(("game", "line", "topic", "says"), RULES)
def test_each_resource_and_special_rule_is_taught(game: str, line: str, topic: str, says: str) -> None:
    text = answered(chat(game), line)
    assert text.startswith(teaching(game).topic(topic).title) and says in text, text
    assert text.strip().splitlines()[-1].startswith("Try: '")


@pytest.mark.parametrize("game", GAMES)
def test_every_topic_fills_for_every_character_and_its_phrase_to_try_is_read(game: str) -> None:
    state = chat(game)
    read = lambda p: parse(p, state.vocabulary())  # noqa: E731
    for person in state.party.characters:
        seat = start(state.party, game, "rules", person.name)
        for topic in teaching(game).topics:
            head, lines, tries = howto.told(seat, topic, read)
            assert f"with {person.name}'s sheet" in head
            assert not [x for x in [*lines, tries] if PLACEHOLDER.search(x) or "[" in x], (person.name, topic.name)
    for topic in teaching(game).topics:  # the phrase to try is one the game reads and rolls
        tried = reply(state, howto.told(state, topic, read)[2])
        assert len(tried.records) == 1, (topic.name, tried.text)


@pytest.mark.parametrize("game", GAMES)
def test_without_a_sheet_the_roll_is_still_taught_in_general_words(game: str) -> None:
    state = start(Party(), game, "rules", None)
    text = answered(state, "how do rolls work?")
    assert text.startswith(f"{teaching(game).topic('roll').title} (nothing is rolled):")
    assert "{" not in text and "[" not in text and "  1. " in text and "  3. " in text


def test_a_teaching_file_with_an_unknown_placeholder_is_named(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import tomllib

    from rollmate.rules import teaching as module
    from rollmate.rules.content_check import ContentError, check

    data = tomllib.loads((module._SYSTEMS_DIR / "fist" / module.FILE).read_text())
    data["topics"]["roll"]["lines"][0] = "Roll {dice} dice."
    with pytest.raises(ContentError, match=r"teach.toml: topics.roll.lines: .*unknown placeholder \{dice\}"):
        check("fist", data, module._schema(), where="rules/systems/fist/teach.toml")
    del data["topics"]["roll"]
    with pytest.raises(ContentError, match="every game teaches its roll"):
        check("fist", data, module._schema(), where="rules/systems/fist/teach.toml")
