"""The screen at a table's sizes: the 'Result:' recap whole at 60 and 100 columns, a question with a few choices
in at most 4 lines, /help within 30 rows. Pure checks first, then the real chat in tmux."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from conftest import EXAMPLES
from test_pty import chat_in_tmux

from rollmate.faces.chat.chat import result_again
from rollmate.faces.wrap import wrap
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table.core import handle
from rollmate.table.session import reply, start
from rollmate.table.show import plain

FS3 = str(EXAMPLES / "fs3_party.toml")
FIST = str(EXAMPLES / "fist_party.toml")
RECAP = "Result: Nemesis: Firearms vs Mavros -> [6 3 7 1 2 2 6] 3 successes: Good Success - Crushing Victory for Nemesis (net +3)"


@pytest.mark.parametrize("width", [60, 100])
def test_the_recap_is_never_cut_before_the_outcome(width: int) -> None:
    state = start(load_party([FS3]), "fs3", "rules", "Nemesis", seed=7)
    answer = reply(state, "Nemesis: Firearms vs Mavros").out
    shown = plain(wrap(result_again(wrap(answer, width), 20, answer), width)).splitlines()
    recap = shown[next(i for i, line in enumerate(shown) if line.startswith("Result: ")):]
    assert " ".join(" ".join(recap).split()) == RECAP
    assert all(len(line) <= width for line in shown)


@pytest.mark.parametrize(("phrase", "first"), [("jump", "+FORCEFUL"), ("take the thing", "+TACTICAL")])
def test_which_attribute_is_four_lines_likeliest_first(phrase: str, first: str) -> None:
    state = start(load_party([FIST]), "fist", "rules", "Ripper", seed=7)
    asked = reply(state, phrase)
    for width in (60, 100):
        lines = plain(wrap(asked.out, width)).splitlines()
        assert len(lines) == 4 and lines[0].startswith("Which attribute? (1-4) 1) " + first)
        assert [line.rsplit(") ", 1)[1].split(":")[0] for line in lines] == [
            c.rsplit(", ", 1)[1] for c in asked.state.pending.choices]
        assert phrase not in " ".join(lines)
    assert "Reflexive" in reply(asked.state, "+REFLEXIVE").text  # the words of a choice still answer it


def test_help_fits_thirty_rows_and_says_more_when_asked() -> None:
    store = Store(":memory:")
    for game in ("ghostburn", "fist", "fs3", "pbta"):
        state = start(load_party([str(EXAMPLES / f"{game}_party.toml")]), game, "rules", None)
        for asked in ("/help", "/help commands"):
            assert len(plain(wrap(handle(state, asked, store).out, 60)).splitlines()) <= 27  # + prompt and toolbar
    assert handle(state, "/help grant", store).text.startswith("/grant NAME [N] [luck|war dice]: the GM gives")
    assert "There is no command /bogus" in handle(state, "/help bogus", store).text


@pytest.mark.parametrize("columns", [60, 100])
def test_the_screen_at_60_and_100_columns(tmp_path: Path, columns: int) -> None:
    tmux = chat_in_tmux(tmp_path, columns, 30, "--seed", "7", party=FS3)
    try:
        tmux.wait_for("Nemesis>")
        tmux.keys("Nemesis: Firearms vs Mavros", "Enter")
        tmux.wait_for("Result: ")
        shown = tmux.wait_for("(net +3)\nNemesis>")  # the recap, then the next prompt
        recap = shown[shown.index("Result: "):shown.rindex("Nemesis>")]
        assert "Good Success - Crushing Victory for" in " ".join(recap.split())
        tmux.keys("/help", "Enter")
        shown = tmux.wait_for("Keys: Tab completes")
        assert "Say what your character does (fs3)" in shown  # the whole of /help on one 30-row screen
        tmux.keys("/system fist", "Enter")
        tmux.keys("/load " + FIST, "Enter")
        tmux.wait_for("Ripper")
        tmux.keys("as Ripper", "Enter")
        tmux.wait_for("Ripper>")
        tmux.keys("jump", "Enter")
        shown = tmux.wait_for("4) +CREATIVE")
        question = shown[shown.rindex("Which attribute?"):].splitlines()
        assert question[3].strip() == "4) +CREATIVE: expressions of will" and "1) +FORCEFUL" in question[0]
        tmux.keys("2", "Enter")
        tmux.wait_for("Ripper: Reflexive ->")
        tmux.keys("C-d")
        tmux.wait_for("Bye.")
    finally:
        subprocess.run([*tmux.base, "kill-server"], capture_output=True)
