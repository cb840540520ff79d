"""/learn walks a newcomer through one roll of their own character, one step at a time, in every game: what you do,
which roll and why, the dice (their own or rollmate's), adding up, the outcome and what it means, what the game's
resource could do now; then three phrases to try. Each step waits for them; nothing is logged or spent."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.log.store import Store
from rollmate.rules.sheets import Party, load_party
from rollmate.rules.teaching import teaching
from rollmate.table.core import GM, Table, handle
from rollmate.table.session import State, start

# (game, what they do, the faces they rolled at the table, what the outcome step then says)
LESSONS = [
    ("ghostburn", "sneak past the guard", "3 9", "Vex: Sneak (Stealth) vs Moderate (14) -> [3 9] +6 = 18: Success"),
    ("fist", "kick in the door", "4 5", "Ripper: Forceful -> [4 5] +2 = 11: Success"),
    ("fs3", "climb the wall", "2 6 7", "Nemesis: Athletics -> [2 6 7] 2 successes: Success"),
    ("pbta", "dodge the falling beam", "4 5", "Kit: Brave Danger -> [4 5] +3 = 12: Strong Hit"),
    ("blades", "skirmish with the Bluecoat, risky", "2 5 6", "Cross: Skirmish -> [2 5 6] +0 = 6: Full Success"),
]
HEADS = ["Step 1 of 6, what you do:", "Step 2 of 6, which roll and why:", "Step 3 of 6, the dice:",
         "Step 4 of 6, adding up:", "Step 5 of 6, the outcome:", "Step 6 of 6, what could change it now:"]


def chat(game: str) -> State:
    party = load_party([EXAMPLES / f"{game}_party.toml"])
    return start(party, game, "rules", party.characters[0].name, seed=5)


def lesson(state: State, store: Store, *lines: str) -> tuple[State, list[str]]:
    said = []
    for line in lines:
        answer = handle(state, line, store)
        assert answer.records == () and answer.state.table == state.table, (line, answer.text)
        state = answer.state
        said.append(answer.text)
    return state, said


@pytest.mark.parametrize(("game", "action", "faces", "outcome"), LESSONS)
def test_a_guided_first_roll_waits_at_each_step_and_logs_nothing(game: str, action: str, faces: str, outcome: str,
                                                                  tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    first = chat(game)
    state, said = lesson(first, store, "/learn", action, "next", faces, "", "ok")
    for n, text in enumerate(said):  # each answer shows its own step, and none of the next: it waits
        assert HEADS[n] in text and all(h not in text for h in HEADS[n + 1:]), (n, text)
    assert f"Say what {first.actor} does" in said[0] and "nothing is logged or spent" in said[0]
    assert said[1].count("Chances: ") == 1 and "Say 'next', or send an empty line," in said[1]
    assert ("the dice you rolled" in said[3] or "(your dice)" in said[3]) and outcome in said[4] and "In the story: " in said[4]
    assert teaching(game).lesson.spend in said[5]
    tries = said[5].split("Three phrases to try next:")[1].split()
    assert said[5].count("\n  1. ") == 1 and "  3. " in said[5] and tries
    assert state.lesson is None and state.last == first.last and store.count() == 0  # practice: nothing logged
    for phrase in teaching(game).lesson.tries:  # each phrase to try is one the game reads
        assert "I don't know" not in handle(state, phrase, store).text


@pytest.mark.parametrize("game", ["ghostburn", "fist", "fs3", "pbta", "blades"])
def test_rollmate_rolls_when_asked_and_stop_leaves(game: str, tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    action = dict((g, a) for g, a, *_ in LESSONS)[game]
    state, said = lesson(chat(game), store, "/learn", action, "", "roll")
    assert "(rolled by rollmate)" in said[3] and state.lesson is not None
    state, said = lesson(state, store, "stop")
    assert said[0].startswith("The lesson is over") and state.lesson is None and store.count() == 0


def test_a_question_the_rules_ask_is_answered_inside_the_lesson(tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    state, said = lesson(chat("ghostburn"), store, "/learn", "convince the senator", "Wits Hard")
    assert "What is the target's Wits ('senator')?" in said[1] and "Step 2 of 6" not in said[1]
    assert "Vex: Convince (Persuade) vs Hard (20)" in said[2] and HEADS[1] in said[2]


def test_dice_that_do_not_fit_are_asked_for_again(tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    state, said = lesson(chat("fs3"), store, "/learn", "climb the wall", "", "3 5")
    assert "needs 3 faces" in said[3] and "1 skill die + Brawn 2 = 3 dice." in said[3] and state.lesson.step == 3


def test_another_phrase_ends_the_lesson_and_is_answered(tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    state, _ = lesson(chat("ghostburn"), store, "/learn", "climb the wall")
    answer = handle(state, "convince the bouncer, rolled 3 and 9", store)
    assert answer.text.startswith("(The lesson is over.)") and len(answer.records) == 1
    assert answer.state.lesson is None and store.count() == 1


def test_without_a_character_the_lesson_says_how_to_get_one(tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    party = load_party([EXAMPLES / "fs3_party.toml"])
    nobody = start(party, "fs3", "rules", None)
    assert "say 'as NAME' (Nemesis" in handle(nobody, "/learn", store).text
    assert "Load a character first" in handle(start(Party(), "fist", "rules", None), "/learn", store).text


def test_the_page_and_the_players_seat_can_learn(tmp_path: Path) -> None:
    table = Table(Store(tmp_path / "rolls.db"), [str(EXAMPLES / "blades_party.toml")], seed=3)
    steps = [table.answer(line, "Thorn").text for line in ("/learn", "prowl past the guards", "", "roll", "", "")]
    assert [HEADS[n] in text for n, text in enumerate(steps)] == [True] * 6
    assert "Thorn: Prowl" in steps[1] and table.feed(gm_sees=True) == []
    assert "Step 1 of 6" in table.answer("/learn", GM).text or "Pick your character first" in table.answer(
        "/learn", GM).text
