"""Wrapping styled text to the terminal's width, and the toolbar that fits it."""

from __future__ import annotations

from pathlib import Path

from conftest import EXAMPLES
from hypothesis import given, settings
from hypothesis import strategies as st

from rollmate.faces.chat.toolbar import toolbar_text
from rollmate.faces.wrap import wrap
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table import show
from rollmate.table.core import handle
from rollmate.table.session import reply, start
from rollmate.table.show import plain

words = st.text(alphabet="abcdefghij,.'()+-0123456789", min_size=1, max_size=14)
lines = st.lists(st.tuples(st.sampled_from(["", "class:a", "class:b"]),
                           st.lists(words, min_size=1, max_size=12).map(" ".join)), min_size=1, max_size=6)


@settings(max_examples=150, deadline=None)
@given(lines, st.integers(20, 90), st.sampled_from(["", "  ", "1. ", "Tip: "]), st.booleans())
def test_wrapping_keeps_every_word_whole_and_in_order(parts: list[tuple[str, str]], width: int, lead: str,
                                                      label: bool) -> None:
    fragments = [(f"{parts[0][0]} {show.LABEL}" if label else parts[0][0], lead)] + [
        (style, text + " ") for style, text in parts] + [("", "\n")]
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


LONG = "Spending a Luck Point now (+3) turns this Fade into a Success at the table tonight."


def test_a_label_is_its_fragment_never_words_that_look_like_one() -> None:
    hung = plain(wrap(show.labelled("Tip: ", LONG, "class:tip"), 30)).splitlines()
    assert hung[0].startswith("Tip: Spending") and all(row.startswith("     ") for row in hung[1:])
    said = plain(wrap(show.line("Tip: " + LONG, "class:tip"), 30)).splitlines()  # words, as a name or a phrase is
    assert said[0].startswith("Tip: Spending") and not any(row.startswith(" ") for row in said[1:])
    indented = plain(wrap(show.labelled("12. ", LONG, "class:info", "  "), 30)).splitlines()
    assert len(indented) > 2 and all(row.startswith(" " * 6) and row[6] != " " for row in indented[1:])


def _party(tmp_path: Path, name: str) -> Path:
    sheet = tmp_path / f"{name}.toml"
    sheet.write_text((EXAMPLES / "ghostburn_party.toml").read_text().replace('name = "Vex"', f'name = "{name}"'))
    return sheet


def test_a_character_named_tip_wraps_as_any_name_does(tmp_path: Path) -> None:
    """The headline starts with the actor's name and a colon: 'Tip: Convince ...' is a name, not a tip's label."""
    said = {name: reply(start(load_party([str(_party(tmp_path, name))]), "ghostburn", "rules", name, seed=7),
                        "convince the bouncer, rolled 3 and 9").out for name in ("Tip", "Vex")}
    for width in (30, 40, 60):
        assert plain(wrap(said["Tip"], width)) == plain(wrap(said["Vex"], width)).replace("Vex", "Tip")
    rows = plain(wrap(said["Tip"], 40)).splitlines()
    head = next(i for i, row in enumerate(rows) if row.startswith("Tip: Convince"))
    assert rows[head + 1] == "[3 9] +6 = 18: Fade"  # the headline goes on from the left edge, as Vex's does


def test_a_phrase_that_starts_like_a_note_wraps_under_its_own_words() -> None:
    state = start(load_party([str(EXAMPLES / "ghostburn_party.toml")]), "ghostburn", "rules", "Vex", seed=7)
    said = {who: plain(wrap(handle(state, f"{who}: zzqx the frobbing of the gnarly widget thing", Store(":memory:")).out,
                            40)) for who in ("Note", "Nate")}
    assert said["Note"] == said["Nate"].replace("Nate", "Note")
    rows = said["Note"].splitlines()
    phrase = rows.index("  Note: zzqx the frobbing of the gnarly")
    assert rows[phrase + 1] == "  widget thing"  # under the phrase's own indent, not after 'Note: '


def test_every_label_hangs_its_line_under_its_words() -> None:
    """A numbered line of a newcomer's answer, what was read, a tip: each goes on under its own words."""
    state = start(load_party([str(EXAMPLES / "ghostburn_party.toml")]), "ghostburn", "rules", "Vex", seed=7)
    told = plain(wrap(reply(state, "how do rolls work?").out, 40)).splitlines()
    first = next(i for i, row in enumerate(told) if row.startswith("  1. "))
    assert told[first + 1].startswith(" " * 5) and told[first + 1][5] != " "
    rolled = plain(wrap(reply(state, "convince the bouncer, rolled 3 and 9").out, 40)).splitlines()
    assert rolled[0].startswith("Read as: Vex") and rolled[1].startswith(" " * 9) and rolled[1][9] != " "
    tip = next(i for i, row in enumerate(rolled) if row.startswith("Tip: "))
    assert rolled[tip + 1].startswith(" " * 5) and rolled[tip + 1][5] != " "


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
