"""Fuzzing the command line in-process: any arguments and phrases end in exit code 0, 1 or 2, never a traceback.

Exit 0 prints a result (JSON with every contract field under --json); 1 and 2 print a message for people on stderr.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path

from fuzzkit import EXAMPLES, SYSTEMS, fuzz, no_hang, of_kind, phrases
from hypothesis import given
from hypothesis import strategies as st

from rollmate.command import main

FIELDS = {"system", "actor", "skill", "trick", "ability", "difficulty", "dice", "extra_dice", "modifier", "total",
          "successes", "outcome", "luck", "opposed", "odds", "steps", "seed", "reading"}
WORKDIR = Path(tempfile.mkdtemp(prefix="rollmate-fuzz-cli-"))
(WORKDIR / "binary.toml").write_bytes(b"\xff\xfe\x00garbage")
(WORKDIR / "big.toml").write_text("# " + "x" * (300 * 1024))
SHEETS = [str(EXAMPLES / f"{s}_party.toml") for s in SYSTEMS] + [
    str(WORKDIR / "binary.toml"), str(WORKDIR / "big.toml"), str(WORKDIR), "/nonexistent/sheet.toml", "", "-",
]


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def check(code: int, out: str, err: str, argv: list[str]) -> None:
    assert code in (0, 1, 2), (code, argv, err)
    assert "Traceback" not in err and "Traceback" not in out, (argv, err)
    assert "internal error" not in err, (argv, err)
    if code != 0:  # a refusal always says why: on stderr, or as an error line of a JSON batch
        assert err.strip() or ("-" in argv and "--json" in argv and '{"error": ' in out), argv


@st.composite
def arguments(draw: st.DrawFn) -> tuple[list[str], str]:
    system = draw(st.sampled_from(SYSTEMS))
    argv = [draw(st.sampled_from(["roll", "odds"]))]
    options = draw(st.lists(st.sampled_from(["--system", "--sheet", "--as", "--seed", "--json", "--profile", "--db"]),
                            max_size=5))
    for option in options:
        if option == "--system":
            argv += [option, draw(st.sampled_from([*SYSTEMS, system, system, "gurps", "", "FS3"]))]
        elif option == "--sheet":
            argv += [option, draw(st.sampled_from([str(EXAMPLES / f"{system}_party.toml")] * 3 + SHEETS))]
        elif option == "--as":
            argv += [option, draw(st.sampled_from(of_kind(system, "name") + ["Nobody", "", "the", "🎲"]))]
        elif option == "--seed":
            argv += [option, draw(st.one_of(st.integers(-(10**30), 10**30).map(str),
                                            st.sampled_from(["x", "", "1.5", "1e3", "-0", "٣"])))]
        elif option == "--profile":
            argv += [option, draw(st.sampled_from(["rules", "aresmush", "roll20", "nope", ""]))]
        elif option == "--db" and argv[0] == "roll":
            argv += [option, str(WORKDIR / "cli.db")]
        elif option == "--json":
            argv.append(option)
    stdin = ""
    if draw(st.integers(0, 5)) == 0:  # batch mode: one phrase per line
        argv.append("-")
        stdin = "\n".join(draw(st.lists(phrases(system), max_size=4)))
    else:
        phrase = draw(phrases(system))
        argv += phrase.split(" ") if draw(st.booleans()) and phrase.strip() else [phrase]
    return argv, stdin


@fuzz(120)
@given(case=arguments())
def test_any_command_line_exits_0_1_or_2_without_a_traceback(case: tuple[list[str], str]) -> None:
    argv, stdin = case
    with no_hang(repr(argv)):
        code, out, err = run(argv, stdin)
    check(code, out, err, argv)
    if code == 0 and "--json" in argv and argv[0] == "roll":
        for line in out.splitlines():
            data = json.loads(line)
            assert set(data) == FIELDS or {"error", "line", "exit"} <= set(data), data


@fuzz(90)
@given(system=st.sampled_from(SYSTEMS), data=st.data())
def test_one_phrase_with_its_party(system: str, data: st.DataObject) -> None:
    """The common case: a party file, a seed, one phrase; a JSON result has every contract field."""
    phrase = data.draw(phrases(system))
    argv = ["roll", "--sheet", str(EXAMPLES / f"{system}_party.toml"), "--seed", "3", "--json", phrase]
    with no_hang(repr(argv)):
        code, out, err = run(argv)
    check(code, out, err, argv)
    if code == 0:
        result = json.loads(out)
        assert set(result) == FIELDS and result["system"] == system
