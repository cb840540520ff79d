"""Wrapping styled text to the terminal's width, and the toolbar that fits it."""

from __future__ import annotations

from conftest import EXAMPLES
from hypothesis import given, settings
from hypothesis import strategies as st

from rollmate.faces.chat.toolbar import toolbar_text
from rollmate.faces.wrap import wrap
from rollmate.rules.sheets import load_party
from rollmate.table.session import reply, start
from rollmate.table.show import plain

words = st.text(alphabet="abcdefghij,.'()+-0123456789", min_size=1, max_size=14)
lines = st.lists(st.tuples(st.sampled_from(["", "class:a", "class:b"]),
                           st.lists(words, min_size=1, max_size=12).map(" ".join)), min_size=1, max_size=6)


@settings(max_examples=150, deadline=None)
@given(lines, st.integers(20, 90), st.sampled_from(["", "  ", "1. ", "Tip: "]))
def test_wrapping_keeps_every_word_whole_and_in_order(parts: list[tuple[str, str]], width: int, lead: str) -> None:
    fragments = [(parts[0][0], lead)] + [(style, text + " ") for style, text in parts] + [("", "\n")]
    out = wrap(fragments, width)
    text = plain(out)
    assert text.split() == plain(fragments).split()  # same words, same order, none split (all are <= 14 wide)
    assert all(len(line) <= width for line in text.splitlines())
    assert {style for style, _ in fragments if style} >= {style for style, t in out if style and t.strip()}


def test_a_word_wider_than_the_screen_is_the_only_thing_ever_cut() -> None:
    text = plain(wrap([("", "see " + "x" * 50 + " there\n")], 20))
    assert all(len(line) <= 20 for line in text.splitlines()) and text.replace("\n", "").replace(" ", "") == (
        "see" + "x" * 50 + "there")


def test_continuation_lines_hang_under_their_own_text() -> None:
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=7)
    text = plain(wrap(reply(state, "convince the bouncer, rolled 3 and 9").out, 60))
    lines = text.splitlines()
    step = next(i for i, line in enumerate(lines) if line.startswith("1. Skill and Trick"))
    assert lines[step + 1].startswith("   ") and not lines[step + 1].startswith("    ")
    tip = next(i for i, line in enumerate(lines) if line.startswith("Tip: Spending"))
    assert lines[tip + 1].startswith("     ")


def test_the_toolbar_gives_up_parts_whole_to_fit() -> None:
    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=7)
    assert toolbar_text(state) == "ghostburn_party.toml | ghostburn | acting: Vex | Vex luck 1, Dex luck 2 | teach on"
    assert toolbar_text(state, 60) == "ghostburn | acting: Vex | Vex luck 1, Dex luck 2"
    assert toolbar_text(state, 46) == "ghostburn | acting: Vex | Vex 1, Dex 2"
    assert toolbar_text(state, 45) == "ghostburn | acting: Vex | Vex luck 1"
    assert toolbar_text(state, 36) == "ghostburn | Vex"
    assert toolbar_text(state, 15) == "Vex"
    for width in range(8, 100):
        shown = toolbar_text(state, width)
        assert len(shown) + len(" /help") + 2 <= width or shown == ""


def test_an_answer_taller_than_the_screen_says_its_result_again_last() -> None:
    from rollmate.faces.chat.chat import result_again

    state = start(load_party([EXAMPLES / "ghostburn_party.toml"]), "ghostburn", "rules", "Vex", seed=7)
    answer = wrap(reply(state, "convince the bouncer, rolled 3 and 9").out, 60)
    tall = plain(wrap(result_again(answer, 30), 60)).splitlines()
    assert tall[-2:] == ["Result: Vex: Convince (Persuade) vs Hard (20) -> [3 9] +6 =", "        18: Fade"]
    assert all(len(line) <= 60 for line in tall)
    assert result_again(answer, 80) == answer  # it fits: nothing added
