"""A pattern is searched only in a line that could hold its words (grammar/literals.py), and finds what it did."""

from __future__ import annotations

import pytest

from rollmate.grammar.gm_self import gm_self
from rollmate.grammar.literals import may_say
from rollmate.grammar.scene_words import others_doing
from rollmate.grammar.thread import threaded


@pytest.mark.parametrize(("text", "words", "said"), [
    ("Me as GM: the door creaks", ("gm",), True),
    ("the gm.", ("gm",), True),
    ("gm", ("gm",), True),
    ("sneaks past the guard", ("st", "gm"), False),  # 'st' inside 'past' is no word of its own
    ("roll Athletics, DL Hard, bonus +5", ("as", "while", "that"), False),
    ("2gm hat on", ("gm",), True),  # a digit before it: a pattern's word boundary may still hold, so it is searched
    ("ſt as ref", ("dm",), True),  # other letters than ASCII: a case-blind match may take 'ſ' for 's', so searched
])
def test_a_word_is_said_only_with_no_letter_beside_it(text: str, words: tuple[str, ...], said: bool) -> None:
    assert may_say(text, words) is said


def test_the_writer_as_gm_is_still_found_with_and_without_an_aside() -> None:
    text, frames = gm_self("Me as GM: the vault door groans", lambda words: False)
    assert text.startswith(" " * len("Me as GM:")) and [f.part for f in frames] == ["gm"]
    text, frames = gm_self("Quill (I roll for him too): 6 1 2", lambda words: False)
    assert "roll" not in text and len(frames) == 1
    assert gm_self("Vex sneaks past the guard, rolled 3 9", lambda words: False) == (
        "Vex sneaks past the guard, rolled 3 9", ())


def test_a_clause_of_someone_else_is_found_only_where_its_opening_word_is_said() -> None:
    said = "I pick the lock while the guard dozes"
    assert [said[a:b] for a, b in others_doing(said)][0].startswith("while the guard dozes")
    assert others_doing("roll Athletics, DL Hard, bonus +5") == []


def test_a_thread_mark_is_found_and_a_plain_post_is_left_as_it_is() -> None:
    assert threaded("roll Athletics, DL Hard, bonus +5", lambda word: False).frame == ()
    assert threaded("replying to Vex — I climb", lambda word: False).frame != ()
