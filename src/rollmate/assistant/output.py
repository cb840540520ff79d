"""Answers to standard output and messages to standard error, made safe for a terminal first; what to do when
standard output fails under us."""

from __future__ import annotations

import os
import sys
from typing import TextIO

from rollmate import textsafe
from rollmate.assistant import ansi
from rollmate.errors import RollmateError


class OutputError(RollmateError):
    """The answer could not be written to standard output; a roll it belonged to was taken back out of the log."""


def say(text: str, *, as_json: bool = False) -> None:
    """Write one answer to standard output; untrusted text in it is made safe for a terminal first."""
    if as_json:
        print(textsafe.json_text(text, ascii_only=not unicode_ok(sys.stdout)))
    elif text and ansi.wanted(sys.stdout):  # a terminal: wrapped to its width, then coloured
        from shutil import get_terminal_size

        from rollmate.assistant.wrap import wrap

        width = get_terminal_size().columns
        shown = "".join(t for _, t in wrap([("", textsafe.terminal(text))], width))
        print(ansi.colour(shown))  # colour after the text is made safe: our codes only
    else:
        print(textsafe.terminal(text))


def complain(text: str) -> None:
    """Write a message to standard error, made safe for a terminal."""
    if sys.stderr is not None:
        print(textsafe.terminal(text), file=sys.stderr)


def unicode_ok(stream: TextIO | None) -> bool:
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
    return encoding.startswith("utf")


def silence_stdout() -> None:
    """After a failed write, point standard output at the null device so the exit flush cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())  # type: ignore[union-attr]
        os.close(null)
    except (AttributeError, OSError, ValueError):
        pass
