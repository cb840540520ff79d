"""reply(state, text) without a terminal or a database: rolls, follow-ups, the actor, the turn, refusals."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import EXAMPLES

from rollmate.rules.sheets import load_party
from rollmate.table.session import Reply, State, reply, resources, start

FADE = "convince the bouncer, rolled 3 and 9"  # 12 + 6 = 18 vs Hard (20): Fade


@pytest.fixture
def state() -> State:
    return start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=7)


def say(state: State, *lines: str) -> Reply:
    answer = Reply(state, [])
    for text in lines:
        answer = reply(answer.state, text)
    return answer


def luck(state: State, name: str) -> float:
    return state.table.amount(state.party, name, "luck")


def test_a_phrase_is_rolled_explained_and_recorded(state: State) -> None:
    answer = reply(state, FADE)
    read_as, headline = answer.text.splitlines()[:2]
    assert read_as == "Read as: Vex rolls Convince (Persuade) against Hard; target: the bouncer; your dice 3 9."
    assert headline == "Vex: Convince (Persuade) vs Hard (20) -> [3 9] +6 = 18: Fade"
    assert "3. Difficulty Level:" in answer.text and "Odds before the roll:" in answer.text
    (record,) = answer.records
    assert record.phrase == FADE and record.given_dice == (3, 9) and record.request is not None
    assert record.result.outcome == "Fade" and record.spent == ()
    assert answer.state.latest_roll() is not None and answer.state.latest_roll().result is record.result


@pytest.mark.parametrize(
    ("lines", "outcome", "vex_luck", "shown"),
    [
        ((FADE, "spend luck"), "Success", 0, "Fade becomes Success"),
        ((FADE, "use my luck"), "Success", 0, "Vex spent 1 Luck Point; 0 left."),
        (("convince the bouncer, rolled 1 2", "avoid the glitch"), "Fade", 0, "Upgraded to a Fade"),
        ((FADE, "avoid the glitch"), "Fade", 1, "Avoid a Glitch works only on a Glitch"),
        ((FADE, "spend luck", "spend luck"), "Success", 0, "already spent on this roll"),
        (("convince the bouncer, rolled 10 10", "spend luck"), "Cool Success", 1, "nothing to add"),
    ],
)
def test_luck_after_the_roll(state: State, lines: tuple[str, ...], outcome: str, vex_luck: int, shown: str) -> None:
    answer = say(state, *lines)
    assert answer.state.latest_roll().result.outcome == outcome
    assert luck(answer.state, "Vex") == vex_luck
    assert shown in answer.text


def test_a_refusal_spends_nothing_and_records_nothing(state: State) -> None:
    spent = say(state, FADE, "spend luck")
    again = reply(spent.state, "spend luck")
    assert again.records == () and again.state is spent.state
    none_yet = reply(state, "spend luck")
    assert "no roll yet" in none_yet.text and none_yet.state is state


def test_what_if_shows_luck_without_spending(state: State) -> None:
    rolled = reply(state, FADE)
    answer = reply(rolled.state, "what if I had spent luck?")
    assert "Hypothetical: nothing was spent" in answer.text and "+9 = 21: Success" in answer.text
    assert answer.state is rolled.state and answer.records == ()
    assert luck(answer.state, "Vex") == 1


def test_what_if_with_no_luck_left_still_answers(state: State) -> None:
    answer = say(state, FADE, "spend luck", "roll Persuade vs Hard, rolled 3 9", "what if I had spent luck?")
    assert "Success" in answer.text and luck(answer.state, "Vex") == 0


def test_declared_luck_rides_on_the_skill_until_the_turn_ends(state: State) -> None:
    first = say(state, "Dex: roll Hacking vs Hard with luck, rolled 4 4")
    assert luck(first.state, "Dex") == 1 and first.records[0].spent == (("Dex", "luck", 1.0),)
    carried = reply(first.state, "Dex: roll Hacking vs Hard, rolled 2 3")
    assert carried.records[0].result.resource_use.spent is False and carried.records[0].result.total == 16
    assert carried.records[0].spent == () and luck(carried.state, "Dex") == 1
    ended = say(carried.state, "end turn", "Dex: roll Hacking vs Hard, rolled 2 3")
    assert ended.records[0].result.resource_use is None and ended.records[0].result.total == 13


def test_another_character_acting_ends_the_turn(state: State) -> None:
    answer = say(state, "Dex: roll Hacking vs Hard with luck, rolled 4 4", "Vex: shoot the guard, rolled 5 5",
                 "Dex: roll Hacking vs Hard, rolled 2 3")
    assert answer.records[0].result.resource_use is None


def test_end_turn_names_what_ended(state: State) -> None:
    answer = say(state, "Dex: roll Hacking vs Hard with luck, rolled 4 4", "end turn")
    assert "Dex's +3 luck bonus on Hacking ended" in answer.text and answer.state.table.carried == {}


@pytest.mark.parametrize("text", ["Dex", "as Dex", "as dex"])
def test_a_bare_name_switches_the_actor(state: State, text: str) -> None:
    answer = reply(state, text)
    assert answer.state.actor == "Dex" and answer.records == ()
    rolled = reply(answer.state, "roll Hacking vs Hard, rolled 2 3")
    assert rolled.records[0].result.actor == "Dex"


def test_name_colon_acts_once(state: State) -> None:
    answer = reply(state, "Dex: roll Hacking vs Hard, rolled 2 3")
    assert answer.records[0].result.actor == "Dex" and answer.state.actor == "Vex"


def test_named_follow_up_uses_that_characters_last_roll(state: State) -> None:
    answer = say(state, "Dex: roll Hacking vs Hard, rolled 2 3", FADE, "Dex: avoid the glitch")
    assert answer.records[0].result.actor == "Dex" and answer.records[0].result.outcome == "Fade"
    assert luck(answer.state, "Dex") == 1 and luck(answer.state, "Vex") == 1


def test_npcs_have_no_luck(state: State) -> None:
    answer = say(state, "the bouncer: search the room, rolled 7 8", "spend luck")
    assert "NPCs have no Luck Points" in answer.text


def test_why_and_odds_speak_of_the_last_roll(state: State) -> None:
    short = reply(replace(state, teach=False), "roll Persuade vs Hard, rolled 5 5")
    assert "1. Skill and Trick" not in short.text
    why = reply(short.state, "why?")
    assert "1. Skill and Trick" in why.text and "4. Roll 2d10: 5 and 5" in why.text
    odds = reply(short.state, "odds")
    assert "Fade         ##########..........    51%  <- this roll" in odds.text


def test_odds_of_a_phrase_rolls_nothing(state: State) -> None:
    answer = reply(state, "odds convince the bouncer")
    assert "Chance of each outcome:" in answer.text and answer.records == ()


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("convnce the bouncer", "Did you mean: Convince?"),
        ("convnce the bouncer", "  ^^^^^^^"),
        ("as Zed", "I don't know anyone called 'Zed'"),
        ("why?", "There is no roll yet to explain"),
        ("odds", "There is no roll yet"),
        ("roll Persuade vs 21", "21"),
    ],
)
def test_errors_are_answers(state: State, text: str, shown: str) -> None:
    answer = reply(state, text)
    # nothing is rolled or spent; a slip of a rules word may leave a question open ('Did you mean ...?')
    assert shown in answer.text and answer.records == ()
    assert answer.state is state or replace(answer.state, pending=None) == state


def test_seeded_rolls_are_reproducible(state: State) -> None:
    one = say(state, "shoot the guard", "shoot the guard")
    two = say(state, "shoot the guard", "shoot the guard")
    assert one.records[0].seed == two.records[0].seed == 8
    assert one.records[0].result.dice == two.records[0].result.dice


def test_quit_words_and_resources(state: State) -> None:
    assert reply(state, "quit").quit
    assert resources(state) == [("Vex", "luck 1"), ("Dex", "luck 2")]


@pytest.mark.parametrize("question", ["what are my chances to convince the bouncer, Wits Hard, spend luck",
                                      "odds of convincing the bouncer, Wits Hard, with luck",
                                      "how likely is it that I convince the bouncer, Wits Hard, spend luck"])
def test_a_question_about_chances_answers_with_odds_and_rolls_nothing(state: State, question: str) -> None:
    answer = reply(state, question)
    assert answer.records == ()
    assert "Chance of each outcome:" in answer.text and "Cool Success" in answer.text
    assert answer.text.startswith("Read as: Vex would roll Convince (Persuade) against Hard")
    assert luck(answer.state, "Vex") == luck(state, "Vex")  # nothing spent
    assert answer.state.latest_roll() is None  # no roll for follow-ups to act on


@pytest.mark.parametrize(("lines", "rolled"), [
    (("persuade the senator", "Wits Hard"), "Read as: Vex rolls Convince (Persuade) against Hard"),
    (("sneak past the guard and hack the camera, Wits Hard", "the first one"),
     "Read as: Vex rolls Sneak (Stealth) against Hard"),
    (("sneak past the guard and hack the camera, Wits Hard", "1"), "Read as: Vex rolls Sneak (Stealth) against Hard"),
    (("sneak past the guard and hack the camera, Wits Hard", "sneak past"),
     "Read as: Vex rolls Sneak (Stealth) against Hard"),
    (("xyzzy the fence, Hard", "Athletics"), "Read as: Vex rolls Athletics against Hard"),
    (("hit the guard", "2"), "Read as: Vex rolls Melee Strike (Melee)"),  # 'hit' fits two tricks: which?
    (("hit the guard", "use Unarmed Strike"), "Read as: Vex rolls Unarmed Strike (Brawl)"),
    (("the lock, Security Hard", "1"), "Read as: Vex rolls Disable Device (Hacking) against Hard"),  # 'lock' suggests
])
def test_the_next_line_answers_the_open_question(state: State, lines: tuple[str, str], rolled: str) -> None:
    asked = reply(state, lines[0])
    assert asked.records == () and asked.state.pending is not None
    answer = reply(asked.state, lines[1])
    (record,) = answer.records
    assert answer.text.startswith(rolled)
    assert answer.state.pending is None
    assert record.phrase.startswith(lines[0].split(" and ")[0])  # the completed phrase is what is logged


def test_a_new_phrase_after_a_question_is_read_on_its_own(state: State) -> None:
    asked = reply(state, "persuade the senator")
    answer = reply(asked.state, "shoot the guard, rolled 3 9")
    (record,) = answer.records
    assert record.phrase == "shoot the guard, rolled 3 9" and "Single Shot" in answer.text


def test_fist_which_attribute_is_answered_by_the_attribute(tmp_path: object) -> None:
    fist = start(load_party([EXAMPLES / "fist_party.toml"]), "fist", "rules", "Ripper", seed=7)
    asked = reply(fist, "do the xyzzy")
    assert "Which attribute" in asked.text and asked.state.pending is not None
    for answer_line in ("+REFLEXIVE", "reflexive"):
        answer = reply(asked.state, answer_line)
        (record,) = answer.records
        assert record.result.ability is not None and record.result.ability.name == "Reflexive"
