"""A batch (`rollmate roll -`) answers every line: no phrase, bug or over-long line stops the lines after it.

Each test runs the command line in-process on a given standard input and reads one JSON answer per phrase back.
The fuzz here is short; bench/fuzz-batch runs the same test over 20,000 phrases.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys

import pytest
from fuzzkit import EXAMPLES, fuzz, no_hang, phrases
from hypothesis import given
from hypothesis import strategies as st

from rollmate.command import main
from rollmate.faces.lines import MAX_LINE
from rollmate.rules.registry import SYSTEMS

LINES_PER_BATCH = 10  # bench/fuzz-batch counts phrases as examples x this


def batch(stdin: str | io.TextIOBase, *args: str) -> tuple[int, list[dict], str]:  # type: ignore[type-arg]
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin) if isinstance(stdin, str) else stdin  # type: ignore[assignment]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["roll", "--json", "--seed", "7", *args, "-"])
    finally:
        sys.stdin = saved
    return code, [json.loads(line) for line in out.getvalue().splitlines()], err.getvalue()


def sheet(system: str) -> list[str]:
    path = EXAMPLES / f"{system}_party.toml"
    return ["--sheet", str(path)] if path.exists() else ["--system", system]


def test_the_fs3_line_that_stopped_a_batch_is_answered_and_the_batch_goes_on() -> None:
    code, answers, err = batch("roll Melee\n/party /party\n/bogus\nroll Melee\n", *sheet("fs3"))
    assert [a.get("skill") for a in answers] == ["Melee", None, None, "Melee"], (answers, err)
    assert answers[1]["error"].startswith("/party takes no words after it")  # a command, answered as in the chat
    assert answers[2]["line"] == 3 and "internal error" not in answers[2]["error"]
    assert code == 2 and "internal error" not in err


def test_an_unexpected_error_on_one_line_becomes_its_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    import rollmate.grammar

    real = rollmate.grammar.parse

    def parse(text, vocabulary):  # type: ignore[no-untyped-def]
        if text == "boom":
            raise ZeroDivisionError("a bug on this line")
        return real(text, vocabulary)

    monkeypatch.setattr(rollmate.grammar, "parse", parse)
    code, answers, _ = batch("Vex persuades the bouncer\nboom\nVex persuades the bouncer\n", *sheet("ghostburn"))
    assert answers[0]["skill"] == answers[2]["skill"] == "Persuade"
    assert answers[1]["line"] == 2 and "ZeroDivisionError" in answers[1]["error"] and answers[1]["exit"] == 1
    assert code == 1


class HugeLine(io.TextIOBase):
    """Standard input whose second line is `size` characters long, made up as it is read; remembers the largest
    read it was asked for."""

    def __init__(self, size: int) -> None:
        self.parts = ["Vex persuades the bouncer\n", None, "Vex persuades the bouncer\n"]
        self.left = size
        self.largest = 0

    def readline(self, size: int = -1) -> str:  # type: ignore[override]
        self.largest = max(self.largest, size if size >= 0 else 10**12)
        if not self.parts:
            return ""
        if self.parts[0] is not None:
            return self.parts.pop(0)  # type: ignore[return-value]
        if self.left == 0:
            self.parts.pop(0)
            return "\n"
        piece = min(self.left, size if size >= 0 else self.left)
        self.left -= piece
        return "x" * piece


def test_a_300_mb_line_is_skipped_in_pieces_never_read_whole() -> None:
    stdin = HugeLine(300 * 1024 * 1024)
    code, answers, _ = batch(stdin, *sheet("ghostburn"))  # type: ignore[arg-type]
    assert stdin.largest <= MAX_LINE + 1
    assert answers[0]["skill"] == answers[2]["skill"] == "Persuade"
    assert answers[1]["line"] == 2 and f"{300 * 1024 * 1024} characters long" in answers[1]["error"]
    assert code == 2


@pytest.mark.parametrize("blank", [" " * (MAX_LINE * 3), "\t " * MAX_LINE + "\r", " " * MAX_LINE + "  "])
def test_a_blank_line_past_the_limit_is_blank_not_too_long(blank: str) -> None:
    """White space alone is no phrase however long it runs: it gets no answer, as a short blank line gets none."""
    code, answers, err = batch(f"Vex persuades the bouncer\n{blank}\nVex persuades the bouncer\n", *sheet("ghostburn"))
    assert [a.get("skill") for a in answers] == ["Persuade", "Persuade"] and code == 0, (answers, err)


@fuzz(12)
@given(system=st.sampled_from(SYSTEMS), data=st.data())
def test_every_line_of_a_fuzzed_batch_gets_its_own_answer(system: str, data: st.DataObject) -> None:
    built = (EXAMPLES / f"{system}_party.toml").exists()  # fuzzkit builds phrases from the example party's words
    mix = st.one_of(phrases(system), st.text(max_size=80)) if built else st.text(max_size=80)
    lines = data.draw(st.lists(mix, min_size=LINES_PER_BATCH, max_size=LINES_PER_BATCH))
    stdin = "\n".join(lines) + "\n"
    with no_hang(repr(stdin)):
        code, answers, err = batch(stdin, *sheet(system))
    expected = [n for n, line in enumerate(stdin.split("\n")[:-1], 1) if line.rstrip("\r").strip()]
    assert code in (0, 1, 2) and "internal error" not in err and "Traceback" not in err
    assert len(answers) == len(expected), (stdin, answers, err)
    for number, answer in zip(expected, answers):
        assert "internal error" not in answer.get("error", ""), (stdin, answer)
        assert "error" not in answer or answer["line"] == number, (stdin, answers)


def test_the_chat_without_a_terminal_skips_a_300_mb_line_in_pieces_too(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    stdin = HugeLine(300 * 1024 * 1024)
    monkeypatch.setattr(sys, "stdin", stdin)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):  # not a terminal: the plain chat, reading through faces.lines
        code = main(["--db", str(tmp_path / "r.db"), "--seed", "7", *sheet("ghostburn")])
    assert code == 0 and stdin.largest <= MAX_LINE + 1
    said = out.getvalue()
    assert said.count("Persuade") >= 2 and f"{300 * 1024 * 1024} characters long; it was skipped" in said, said
