"""Fuzzing the chat: reply(state, text) answers any line with a Reply, and handle() (slash commands and the roll log)
does too; a run of lines never leaves a resource below zero or a roll unsaved.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from fuzzkit import EXAMPLES, SYSTEMS, follow_ups, fuzz, game, no_hang, party, phrases
from hypothesis import given
from hypothesis import strategies as st

from rollmate.log.store import Store
from rollmate.table.core import handle
from rollmate.table.session import Reply, State, reply, start

WORKDIR = Path(tempfile.mkdtemp(prefix="rollmate-fuzz-chat-"))


def first_state(system: str, profile: str = "rules") -> State:
    p = party(system)
    return start(p, system, profile, p.characters[0].name, seed=17)


def check_reply(answer: object, before: State) -> State:
    assert isinstance(answer, Reply)
    assert isinstance(answer.text, str)
    state = answer.state
    for person in state.party.characters:
        if person.system != state.system:
            continue
        assert state.table.amount(state.party, person.name, "luck") >= 0, person.name
        assert (state.table.left(state.party, person.name, "war_dice") or 0) >= 0, person.name
    for record in answer.records:
        assert record.result.outcome in game(record.system).outcomes
    if not answer.records:  # nothing rolled, nothing spent
        assert state.table.held == before.table.held
    return state


def lines(system: str) -> st.SearchStrategy[list[str]]:
    return st.lists(st.one_of(phrases(system), follow_ups(system), follow_ups(system)), min_size=1, max_size=6)


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(70)
@given(data=st.data())
def test_reply_answers_any_line(system: str, data: st.DataObject) -> None:
    profile = data.draw(st.sampled_from(game(system).profiles))
    state = first_state(system, profile)
    for text in data.draw(lines(system)):
        with no_hang(f"{system}/{profile}: {text!r}"):
            state = check_reply(reply(state, text), state)


def slash_commands(system: str) -> st.SearchStrategy[str]:
    """Every command but /export (it writes where it is told), with odd arguments."""
    number = st.one_of(st.integers(-3, 12).map(str), st.just("99999999999999999999"), st.just("#2"),
                       st.sampled_from(["", "x", "٣", "²", "1.5", "-1", "0", "#", "1 2"]))
    return st.one_of(
        st.tuples(st.sampled_from(["/history", "/show", "/replay", "/hist", "/sh", "/rep"]), number).map(" ".join),
        st.tuples(st.sampled_from(["/system", "/profile", "/teach", "/help", "/party", "/new-session", "/h", "/p",
                                   "/", "//", "/nope", "/SYSTEM", "/teach"]),
                  st.sampled_from(["", "fs3", "fist", "ghostburn", "aresmush", "roll20", "rules", "on", "off",
                                   "x", "🎲", "\x00"])).map(" ".join),
        st.sampled_from(["/load " + str(EXAMPLES / f"{s}_party.toml") for s in SYSTEMS]
                        + ["/load", "/load /nonexistent.toml", f"/load {WORKDIR}", "/load /dev/null"]),
        st.tuples(st.sampled_from(["/grant", "/undo", "/sheet", "/campaign", "/gr", "/un", "/she"]),
                  st.sampled_from(["", "Vex", "Vex 1", "Ripper 2 war dice", "Nemesis 1 luck", "Kit", "nobody 3",
                                   "the guard 1", "Vex 0", "Vex -1", "Vex 99999999999", "Dex two", "🎲", "\x00"])
                  ).map(" ".join),
        st.builds("{} {} {} {}".format, st.sampled_from(["Vex", "Ripper", "Nemesis", "Kit", "Zed", "the guard"]),
                  st.sampled_from(["gains", "gets", "regains", "earns"]),
                  st.sampled_from(["a", "2", "another", "99999", "her"]),
                  st.sampled_from(["war die", "luck point", "luck", "war dice back", "luck points"])),
    )


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(40)
@given(data=st.data())
def test_handle_answers_any_line_and_saves_every_roll(system: str, data: st.DataObject) -> None:
    state = first_state(system)
    db = WORKDIR / f"{system}.db"
    store = Store(db)
    try:
        before = store.db.execute("SELECT count(*) FROM rolls").fetchone()[0]
        made = 0
        for text in data.draw(st.lists(st.one_of(phrases(system), follow_ups(system), slash_commands(system)),
                                       min_size=1, max_size=6)):
            if text.strip().startswith("/") and text.strip().split(" ")[0].lower().startswith("/e"):
                continue  # /export writes a file where it is told
            with no_hang(f"{system}: {text!r}"):
                answer = handle(state, text, store)
            assert isinstance(answer, Reply) and isinstance(answer.text, str)
            assert "internal error" not in answer.text
            made += len(answer.records)
            state = answer.state
        after = store.db.execute("SELECT count(*) FROM rolls").fetchone()[0]
        assert after - before == made  # every roll the chat showed is in the log
    finally:
        store.close()
